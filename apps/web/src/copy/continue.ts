import type { Place } from '../lib/last-place.js';

/** Hem's way back to the lesson last used (issue 17). */
export const continueCopy = {
  label: (place: Place) =>
    `Fortsätt: ${place.studentName ? `${place.studentName} · ` : ''}Kort ${place.card} · Lektion ${place.lesson} ${place.title}`,
} as const;
