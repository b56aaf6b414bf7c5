import { paths } from './paths.js';

/**
 * The routes of "Hela kortet" (issue 19): every lesson and sub-moment of one card at a glance,
 * the student's own (`/notes/oversikt?kort=2`) and a linked student's as the supervisor sees
 * it (`/instructorNotesGet/{studentId}/oversikt?kort=2`): each below its card screen, which
 * links to it relatively (`oversikt?kort=2`, see features/cards selection.ts). Beside paths.ts
 * rather than in it: that table is in the entry, whose size budget has no room left, and only
 * the route table (screens.tsx) reads this one.
 */
export const cardOverviewPaths = {
  cardOverview: `${paths.notes}/oversikt`,
  supervisorStudentCardOverview: `${paths.supervisorStudentNotes}/oversikt`,
} as const;
