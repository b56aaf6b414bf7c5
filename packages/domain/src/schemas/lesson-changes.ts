import * as z from 'zod/mini';
import { LESSON_CHANGES_PER_REQUEST } from '../constants.js';
import { ERROR_CODES } from '../error-codes.js';
import { STATUS_KEYS, STATUSES } from '../lessons.js';
import { messages } from '../messages.js';
import { DrivingNoteSchema } from './cards.js';
import { entityId } from './ids.js';
import { madeAtField } from './made-at.js';

const m = messages.cards;
const status = z.enum(STATUSES, { error: m.invalidStatus });
const done = z.boolean({ error: m.invalidDone });

/**
 * One change of one cell, as an outbox sends it: its own id (a retry of the same id is
 * applied once), the lesson, the cell, the value the writer saw (`from`) and the new one
 * (`to`). The server applies it only if the cell still holds `from`; otherwise it refuses
 * that change and says what the cell holds now. Changes to different cells never conflict.
 * `madeAt`: when it was made on the device (issue 34), kept in the card's history.
 */
export const LessonChangeSchema = z.discriminatedUnion(
  'field',
  [
    z.strictObject(
      {
        id: entityId,
        lessonId: entityId,
        field: z.enum(STATUS_KEYS),
        from: status,
        to: status,
        madeAt: madeAtField,
      },
      { error: m.invalidChangeField },
    ),
    z.strictObject(
      {
        id: entityId,
        lessonId: entityId,
        field: z.literal('isDone'),
        from: done,
        to: done,
        madeAt: madeAtField,
      },
      { error: m.invalidChangeField },
    ),
  ],
  { error: m.invalidChangeField },
);
export type LessonChange = z.infer<typeof LessonChangeSchema>;

/**
 * POST /v1/lessonChanges (student) and /v1/teacher/lessonChanges: applied in order. `sentAt`:
 * the device's clock when it sent them, so that the server can set their `madeAt` right when
 * that clock is wrong (issue 34).
 */
export const LessonChangesSchema = z.strictObject({
  sentAt: madeAtField,
  changes: z
    .array(LessonChangeSchema)
    .check(
      z.minLength(1, m.changesEmpty),
      z.maxLength(LESSON_CHANGES_PER_REQUEST, m.tooManyChanges(String(LESSON_CHANGES_PER_REQUEST))),
    ),
});
export type LessonChanges = z.infer<typeof LessonChangesSchema>;

export const LESSON_CHANGE_OUTCOMES = ['applied', 'conflict', 'refused'] as const;
export type LessonChangeOutcome = (typeof LESSON_CHANGE_OUTCOMES)[number];

/**
 * What became of one change: `applied` (the cell holds `to`, also when it already did),
 * `conflict` (someone changed the cell first: `drivingNote` shows it as it is, `message` says
 * so in Swedish) or `refused` (not the writer's lesson, or the link has ended: `code` and
 * `message`). `repeated` marks an id the server had already seen: nothing was done twice.
 */
export const LessonChangeResultSchema = z.object({
  id: z.string(),
  outcome: z.enum(LESSON_CHANGE_OUTCOMES),
  repeated: z.optional(z.boolean()),
  drivingNote: z.optional(DrivingNoteSchema),
  congratulate: z.optional(z.boolean()),
  code: z.optional(z.enum(ERROR_CODES)),
  message: z.optional(z.string()),
});
export type LessonChangeResult = z.infer<typeof LessonChangeResultSchema>;

export const LessonChangesResponseSchema = z.object({
  results: z.array(LessonChangeResultSchema),
});
export type LessonChangesResponse = z.infer<typeof LessonChangesResponseSchema>;
