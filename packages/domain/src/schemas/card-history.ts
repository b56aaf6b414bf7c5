import * as z from 'zod/mini';
import { ACTOR_ROLES } from '../actor.js';
import { STATUSES, SUB_MOMENT_KEYS } from '../lessons.js';

/**
 * One change of a card (GET /v1/drivingnotes/{id}/history and
 * /v1/teacher/drivingnotes/{id}/history, newest first): when (epoch ms), who, which lesson
 * (its number and id), which sub-moment (`catA`…`catI`; null for the lesson's done flag) and
 * the value before and after (a status, or the done flag as a boolean). Who: their role and
 * their name as it was then (issue 19). When (issue 34): `at` is when the change was made on
 * the device, `receivedAt` when the server received it (later for a change made offline);
 * `deviceTimeRejected` marks a device time the server did not accept (then `at` is received).
 */
export const CardHistoryEntrySchema = z.object({
  at: z.number(),
  receivedAt: z.number(),
  deviceTimeRejected: z.optional(z.boolean()),
  by: z.object({ role: z.enum(ACTOR_ROLES), name: z.string() }),
  lesson: z.number().check(z.int()),
  lessonId: z.string(),
  subMoment: z.nullable(z.enum(SUB_MOMENT_KEYS)),
  from: z.union([z.enum(STATUSES), z.boolean()]),
  to: z.union([z.enum(STATUSES), z.boolean()]),
});
export type CardHistoryEntry = z.infer<typeof CardHistoryEntrySchema>;

export const CardHistoryResponseSchema = z.object({ history: z.array(CardHistoryEntrySchema) });
export type CardHistoryResponse = z.infer<typeof CardHistoryResponseSchema>;
