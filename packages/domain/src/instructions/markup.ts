/**
 * The instruction markup of content/README.md, parsed into a typed tree (spec §2 'Accordion', §9
 * 'Instruction markers'). The parser never throws: whatever is not a well-formed marker stays
 * plain text, so a text can never ask for more than the tree's node types.
 */

export const MARKUP_STYLES = { röd: 'red', fet: 'bold', grön: 'green' } as const;
export type MarkupStyle = (typeof MARKUP_STYLES)[keyof typeof MARKUP_STYLES];

export const MEDIA_CATEGORIES = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I'] as const;
export type MediaCategory = (typeof MEDIA_CATEGORIES)[number];

/** Limits of spec §9 'Instruction markers'. */
export const MARKUP_LIMITS = { step: 20, lesson: 200 } as const;

export type GearboxKind = 'manual' | 'automatic';
export type PartKind = 'steg' | 'fall';

/** An image or video reference: category A–I, lesson 1–200, step 1–20 ('B8-1'). */
export interface MediaRef {
  id: string;
  category: MediaCategory;
  lesson: number;
  step: number;
}

export type InlineNode =
  | { type: 'text'; text: string }
  | { type: 'styled'; style: MarkupStyle; children: InlineNode[] }
  | { type: 'break' }
  | { type: 'info' }
  | { type: 'step'; kind: PartKind; number: number; text: string }
  | { type: 'gearbox'; gearbox: GearboxKind; text: string }
  | { type: 'media'; media: 'image' | 'video'; ref: MediaRef };

export interface Paragraph {
  children: InlineNode[];
}

/**
 * What the audio reads one at a time: the introduction, a step or a case. A supervisor's tip
 * ('handledare', begun by a paragraph starting `[handledare]`) is a part of its own: written to
 * the supervisor, shown as a tip and never read aloud by 'Läs alla'.
 */
export interface Part {
  /** 'intro', 'steg1', 'fall2', 'handledare': stable, used to name recordings. */
  id: string;
  kind: 'intro' | PartKind | 'handledare';
  number: number;
  paragraphs: Paragraph[];
}

export interface InstructionDocument {
  parts: Part[];
}

const PART_START =
  /^(?:-(?:MANUELL|AUTOMAT)-\s*)?([Ss]teg|[Ff]all)[ \u00a0]+([1-9]\d?)(?![\p{L}\p{N}])/u;

/** `[handledare]` at the start of a paragraph (after a gearbox marker, if any): the marker. */
const TIP_START = /^((?:-(?:MANUELL|AUTOMAT)-\s*)?)\[handledare\][ \u00a0]*/;

/** Markers found inside a paragraph. Order matters only where two could start at one place. */
const INLINE_TOKEN = new RegExp(
  [
    String.raw`\[(\/?)(röd|fet|grön)\]`,
    String.raw`\[br\]`,
    String.raw`\[info\]`,
    String.raw`\[(bild|video):([A-I])([1-9]\d{0,2})-([1-9]\d?)\]`,
    String.raw`(?<![\p{L}\p{N}])([Ss]teg|[Ff]all)[ \u00a0]+([1-9]\d?)(?![\p{L}\p{N}])`,
    String.raw`-(MANUELL|AUTOMAT)-`,
    String.raw`\n`,
  ].join('|'),
  'gu',
);

export function mediaRef(category: string, lesson: number, step: number): MediaRef | null {
  const letter = MEDIA_CATEGORIES.find((c) => c === category);
  if (letter === undefined) return null;
  if (!Number.isInteger(lesson) || lesson < 1 || lesson > MARKUP_LIMITS.lesson) return null;
  if (!Number.isInteger(step) || step < 1 || step > MARKUP_LIMITS.step) return null;
  return { id: `${letter}${lesson}-${step}`, category: letter, lesson, step };
}

/** Parses instruction markup. Total: any string gives a document, nothing throws. */
export function parseInstruction(source: string): InstructionDocument {
  const parts: Part[] = [];
  let current: Part | null = null;
  for (const paragraphText of paragraphsOf(source)) {
    const tip = TIP_START.exec(paragraphText);
    if (tip) {
      current = { id: 'handledare', kind: 'handledare', number: 0, paragraphs: [] };
      parts.push(current);
      // The marker says what the part is; the tip's heading shows it, the words do not.
      const rest = tip[1]! + paragraphText.slice(tip[0].length);
      if (rest.trim() !== '') current.paragraphs.push({ children: parseInline(rest) });
      continue;
    }
    const start = PART_START.exec(paragraphText);
    const number = start ? Number(start[2]) : 0;
    if (start && number <= MARKUP_LIMITS.step) {
      const kind = start[1]!.toLowerCase() as PartKind;
      current = { id: `${kind}${number}`, kind, number, paragraphs: [] };
      parts.push(current);
    } else if (current === null) {
      current = { id: 'intro', kind: 'intro', number: 0, paragraphs: [] };
      parts.push(current);
    }
    current.paragraphs.push({ children: parseInline(paragraphText) });
  }
  return { parts: uniquePartIds(parts) };
}

/** A repeated 'steg 2' keeps its place but gets its own id ('steg2', 'steg2-2'). */
function uniquePartIds(parts: Part[]): Part[] {
  const seen = new Map<string, number>();
  return parts.map((part) => {
    const count = (seen.get(part.id) ?? 0) + 1;
    seen.set(part.id, count);
    return count === 1 ? part : { ...part, id: `${part.id}-${count}` };
  });
}

function paragraphsOf(source: string): string[] {
  const lines = source
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .filter((line) => !line.startsWith('#'))
    .map((line) => line.trimEnd());
  const paragraphs: string[] = [];
  let buffer: string[] = [];
  for (const line of lines) {
    if (line.trim() === '') {
      if (buffer.length > 0) paragraphs.push(buffer.join('\n'));
      buffer = [];
    } else {
      buffer.push(line);
    }
  }
  if (buffer.length > 0) paragraphs.push(buffer.join('\n'));
  return paragraphs;
}

interface OpenStyle {
  style: MarkupStyle;
  marker: string;
  children: InlineNode[];
}

function parseInline(text: string): InlineNode[] {
  const root: InlineNode[] = [];
  const stack: OpenStyle[] = [];
  const target = (): InlineNode[] => stack.at(-1)?.children ?? root;
  const pushText = (value: string) => {
    if (value === '') return;
    const nodes = target();
    const last = nodes.at(-1);
    if (last?.type === 'text') last.text += value;
    else nodes.push({ type: 'text', text: value });
  };
  const pushNodes = (nodes: InlineNode[]) => {
    for (const node of nodes) {
      if (node.type === 'text') pushText(node.text);
      else target().push(node);
    }
  };

  let position = 0;
  for (const match of text.matchAll(INLINE_TOKEN)) {
    const [token, slash, styleWord, media, category, lesson, step, partWord, partNumber, gearbox] =
      match;
    pushText(text.slice(position, match.index));
    position = match.index + token.length;

    if (styleWord !== undefined) {
      const style = MARKUP_STYLES[styleWord as keyof typeof MARKUP_STYLES];
      if (slash === '') {
        if (stack.some((open) => open.style === style)) pushText(token);
        else stack.push({ style, marker: token, children: [] });
      } else if (stack.at(-1)?.style === style) {
        const closed = stack.pop()!;
        target().push({ type: 'styled', style, children: closed.children });
      } else {
        pushText(token);
      }
    } else if (token === '[br]') {
      target().push({ type: 'break' });
    } else if (token === '[info]') {
      target().push({ type: 'info' });
    } else if (media !== undefined) {
      const ref = mediaRef(category!, Number(lesson), Number(step));
      const kind = media === 'bild' ? 'image' : media === 'video' ? 'video' : null;
      if (ref && kind) target().push({ type: 'media', media: kind, ref });
      else pushText(token);
    } else if (partWord !== undefined) {
      const number = Number(partNumber);
      if (number <= MARKUP_LIMITS.step) {
        target().push({
          type: 'step',
          kind: partWord.toLowerCase() as PartKind,
          number,
          text: token,
        });
      } else {
        pushText(token);
      }
    } else if (gearbox !== undefined) {
      target().push({
        type: 'gearbox',
        gearbox: gearbox === 'MANUELL' ? 'manual' : 'automatic',
        text: token,
      });
    } else if (token === '\n') {
      target().push({ type: 'break' });
    } else {
      pushText(token);
    }
  }
  pushText(text.slice(position));

  // Styles never closed are plain text: their marker and content go back where they began.
  while (stack.length > 0) {
    const open = stack.pop()!;
    pushText(open.marker);
    pushNodes(open.children);
  }
  return root;
}

/** Every image and video a document asks for, in reading order, each reference once. */
export function mediaOf(
  document: InstructionDocument,
): { media: 'image' | 'video'; ref: MediaRef }[] {
  const found = new Map<string, { media: 'image' | 'video'; ref: MediaRef }>();
  const walk = (nodes: readonly InlineNode[]) => {
    for (const node of nodes) {
      if (node.type === 'media') found.set(`${node.media}:${node.ref.id}`, node);
      else if (node.type === 'styled') walk(node.children);
    }
  };
  for (const part of document.parts)
    for (const paragraph of part.paragraphs) walk(paragraph.children);
  return [...found.values()].map(({ media, ref }) => ({ media, ref }));
}
