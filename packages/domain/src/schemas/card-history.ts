import * as z from 'zod/mini';
import { STATUSES, SUB_MOMENT_KEYS } from '../lessons.js';

/** Who made a change: their role and their name as it was then (issue 19). */
export const CARD_HISTORY_ROLES = ['student', 'supervisor'] as const;
export type CardHistoryRole = (typeof CARD_HISTORY_ROLES)[number];

/**
 * One change of a card (GET /v1/drivingnotes/{id}/history and
 * /v1/teacher/drivingnotes/{id}/history, newest first): when (epoch ms), who, which lesson
 * (its number and id), which sub-moment (`catA`…`catI`; null for the lesson's done flag) and
 * the value before and after (a status, or the done flag as a boolean).
 */
export const CardHistoryEntrySchema = z.object({
  at: z.number(),
  by: z.object({ role: z.enum(CARD_HISTORY_ROLES), name: z.string() }),
  lesson: z.number().check(z.int()),
  lessonId: z.string(),
  subMoment: z.nullable(z.enum(SUB_MOMENT_KEYS)),
  from: z.union([z.enum(STATUSES), z.boolean()]),
  to: z.union([z.enum(STATUSES), z.boolean()]),
});
export type CardHistoryEntry = z.infer<typeof CardHistoryEntrySchema>;

export const CardHistoryResponseSchema = z.object({ history: z.array(CardHistoryEntrySchema) });
export type CardHistoryResponse = z.infer<typeof CardHistoryResponseSchema>;
