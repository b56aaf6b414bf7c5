import type { Actor } from '@ovningskort/domain';

/**
 * What happened that a person may want to hear of (issue 38), told by the service it happened
 * in. Who hears of it, and whether, is decided here.
 */
export type NotificationEvent =
  | { kind: 'drivesWaiting'; studentId: string }
  | { kind: 'lessonDone'; studentId: string; lessonId: string }
  | { kind: 'comment'; author: Actor; studentId: string; lessonId: string }
  | { kind: 'approval'; supervisorId: string; studentId: string; lessonId: string };

/** Tells the notifications of an event, after the answer: never in the way of the request. */
export type Tell = (event: NotificationEvent) => void;
