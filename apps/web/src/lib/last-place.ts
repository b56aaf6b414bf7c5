/**
 * Where on their cards a person was (issue 17): the lesson last used on each card, and the
 * card and lesson they were on last, so the card reopens there and Hem offers "Fortsätt". Kept
 * in localStorage per account and per whose cards (`student:<id>`, or the supervisor's
 * `teacher:<id>` with the student's id): card ids and positions, never anything typed.
 */

import { accountStorageKey } from './account-storage.js';

export interface Place {
  /** The card's id (its group): positions move when a card before it is deleted. */
  groupId: string;
  /** 1-based, as on screen and in the address. */
  card: number;
  lesson: number;
  /** The lesson's title, for "Fortsätt: Kort 2 · Lektion 5 Manövrering". */
  title: string;
  /** The page the place is on (`/notes` or the supervisor's page of the student). */
  path: string;
  /** The student's name, when it is a supervisor's place. */
  studentName?: string;
}

interface Places {
  last?: Place;
  /** The 1-based lesson last used, per card id. */
  lessons: Record<string, number>;
}

const key = (owner: string) => accountStorageKey('place', owner);

/** Reads from localStorage, which the browser may refuse (private modes, policies). */
function read(owner: string): Places {
  try {
    const raw = localStorage.getItem(key(owner));
    const parsed: unknown = raw ? JSON.parse(raw) : undefined;
    if (parsed && typeof parsed === 'object' && 'lessons' in parsed) return parsed as Places;
  } catch {
    // Nothing kept, or not readable: start from the first lesson as before.
  }
  return { lessons: {} };
}

function write(owner: string, places: Places) {
  try {
    localStorage.setItem(key(owner), JSON.stringify(places));
  } catch {
    // Not kept: the card opens at its first lesson next time.
  }
}

/** The lesson last used on the card (1-based), if any. */
export function lastLessonOf(owner: string, groupId: string): number | undefined {
  const lesson = read(owner).lessons[groupId];
  return typeof lesson === 'number' && lesson >= 1 ? lesson : undefined;
}

/** The place last used of the owner (the card and lesson), if any. */
export function lastPlace(owner: string): Place | undefined {
  return read(owner).last;
}

export function recordPlace(owner: string, place: Place) {
  const places = read(owner);
  places.last = place;
  places.lessons[place.groupId] = place.lesson;
  write(owner, places);
}

/** The address of a place: its page with the card and lesson. */
export function placePath(place: Place): string {
  return `${place.path}?kort=${place.card}&lektion=${place.lesson}`;
}
