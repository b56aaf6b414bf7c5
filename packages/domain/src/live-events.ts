import * as z from 'zod/mini';
import { DrivingNoteSchema } from './schemas/cards.js';

/**
 * What the live stream of a student's cards carries (server-sent events, `event:` = type):
 * a lesson as it now is, "the cards changed, read them again" (a card created or deleted, or
 * events may have been missed), "the drive log changed, read it again" (issue 18), "a card's
 * comments changed, read them again" (issue 19), or the end
 * of a supervisor's link to the student. A client ignores a type it does not know.
 */
export const LiveEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('lesson'), drivingNote: DrivingNoteSchema }),
  z.object({ type: z.literal('cards') }),
  z.object({ type: z.literal('drives') }),
  z.object({ type: z.literal('comments'), groupId: z.string() }),
  /** `studentId` on a supervisor's stream of every student (issue 37); absent on older servers. */
  z.object({
    type: z.literal('link-ended'),
    teacherId: z.string(),
    studentId: z.optional(z.string()),
  }),
  /**
   * A supervisor was linked: invited by the student, on activating the account (decision 022),
   * or added by e-mail.
   */
  z.object({
    type: z.literal('link-started'),
    teacherId: z.string(),
    studentId: z.optional(z.string()),
  }),
]);
export type LiveEvent = z.infer<typeof LiveEventSchema>;

/**
 * One message of a supervisor's single stream (`GET /v1/teacher/live`, issue 37): an event of
 * one of the students the supervisor follows, and whose.
 */
export const SupervisorLiveMessageSchema = z.object({
  studentId: z.string(),
  event: LiveEventSchema,
});
export type SupervisorLiveMessage = z.infer<typeof SupervisorLiveMessageSchema>;

/** The event in a value from the wire, or undefined for anything that is not one. */
export function parseLiveEvent(value: unknown): LiveEvent | undefined {
  const parsed = LiveEventSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}
