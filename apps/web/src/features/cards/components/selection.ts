/**
 * Which card and lesson are shown is kept in the address (?kort=2&lektion=5, both counted
 * from 1 as on screen), so a reload or a shared link opens the same lesson.
 */
export const CARD_PARAM = 'kort';
export const LESSON_PARAM = 'lektion';

/** The 0-based index for a 1-based position from the address, kept inside 0..length-1. */
export function indexFromParam(raw: string | null, length: number): number {
  if (length <= 0) return 0;
  const position = raw !== null && /^\d{1,4}$/.test(raw) ? Number(raw) : 1;
  return Math.min(Math.max(position, 1), length) - 1;
}

/** The selected card's index after the card at `removed` is deleted: it stays on the same card. */
export function indexAfterRemoval(selected: number, removed: number): number {
  return selected > removed ? selected - 1 : selected;
}
