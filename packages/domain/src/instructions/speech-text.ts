import type { InlineNode, Part } from './markup.js';
import { withoutSources } from './sources.js';

const GEARBOX_SPOKEN = { manual: 'Manuell växellåda:', automatic: 'Automatisk växellåda:' };

function spoken(nodes: readonly InlineNode[]): string {
  return nodes
    .map((node) => {
      switch (node.type) {
        case 'text':
        case 'step':
          return node.text;
        case 'styled':
          return spoken(node.children);
        case 'gearbox':
          return ` ${GEARBOX_SPOKEN[node.gearbox]} `;
        case 'break':
          return ' ';
        case 'info':
        case 'media':
          return ' ';
      }
    })
    .join('');
}

/**
 * What speech synthesis says for a part: its words without markers, icons, pictures or the
 * sources of its rules.
 */
export function spokenText(part: Part): string {
  return part.paragraphs
    .map((paragraph) => withoutSources(spoken(paragraph.children)).replace(/\s+/g, ' ').trim())
    .filter((sentence) => sentence !== '')
    .join(' ');
}

/** How a part is named on screen and in recordings' file names. */
export function partLabel(part: Part): string {
  if (part.kind === 'intro') return 'Inledning';
  if (part.kind === 'handledare') return 'Tips till handledaren';
  return `${part.kind === 'steg' ? 'Steg' : 'Fall'} ${part.number}`;
}
