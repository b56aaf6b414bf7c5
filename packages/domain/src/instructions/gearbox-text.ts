import type { GearboxKind } from './markup.js';

const MARKER: Record<GearboxKind, string> = { manual: '-MANUELL-', automatic: '-AUTOMAT-' };

/**
 * The text one gearbox sees (content/README.md 'Gearbox'): lines that begin with the other
 * gearbox's marker are left out, author comments (lines beginning with '#') too.
 */
export function textForGearbox(source: string, gearbox: GearboxKind): string {
  const other = gearbox === 'manual' ? MARKER.automatic : MARKER.manual;
  return source
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .filter((line) => !line.startsWith('#') && !line.trimStart().startsWith(other))
    .join('\n')
    .replace(/\n[ \t]*\n(?:[ \t]*\n)+/g, '\n\n')
    .trim();
}

/** The heading line an instruction file begins with ('# Däck och hjul'), if any. */
export function headingOf(source: string): string | null {
  const first = source.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  return first.startsWith('# ') ? first.slice(2).trim() : null;
}
