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

/**
 * The sub-moment to bring into view on the lesson opened (?moment=3, counted from 1 in the
 * lesson's order), as a cell of "Hela kortet" links to it (issue 19). Used once, then dropped.
 */
export const MOMENT_PARAM = 'moment';

/** The address of a lesson on a card screen (`page` is /notes or the supervisor's page). */
export function lessonAddress(page: string, card: number, lesson: number, moment?: number) {
  const query = `?${CARD_PARAM}=${card}&${LESSON_PARAM}=${lesson}`;
  return moment === undefined ? `${page}${query}` : `${page}${query}&${MOMENT_PARAM}=${moment}`;
}

/**
 * "Hela kortet" of a card (issue 19), relative to the card screen it is linked from: the
 * student's /notes/oversikt, the supervisor's /instructorNotesGet/{id}/oversikt (the routes are
 * in config/card-overview-paths.ts, which only the route table loads).
 */
export function overviewAddress(card: number) {
  return `oversikt?${CARD_PARAM}=${card}`;
}
