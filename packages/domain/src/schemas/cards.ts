import * as z from 'zod/mini';
import { LESSON_NUMBERS, STATUSES, STATUS_KEYS } from '../lessons.js';
import { messages } from '../messages.js';
import { entityId } from './ids.js';
import { unknownFieldsAnswer } from './unknown-fields.js';

const heading = z.optional(z.string().check(z.maxLength(200)));
const status = z.enum(STATUSES, { error: messages.cards.invalidStatus });

/** One lesson of a card as the API returns it (spec §3 'Driving note'). */
export const DrivingNoteSchema = z.object({
  id: z.string(),
  groupId: z.string(),
  studentId: z.string(),
  studentName: z.optional(z.string()),
  number: z.number().check(z.int()),
  nytitle: z.string(),
  isDone: z.boolean(),
  catA: heading,
  catB: heading,
  catC: heading,
  catD: heading,
  catE: heading,
  catF: heading,
  catG: heading,
  catH: heading,
  catI: heading,
  statA: status,
  statB: status,
  statC: status,
  statD: status,
  statE: status,
  statF: status,
  statG: status,
  statH: status,
  statI: status,
  /**
   * The statuses ('statA'…) whose 'Godkänd' the supervisor set (issue 34): only these count as
   * approved. Left out by a server older than the rule (then every 'Godkänd' counts).
   */
  approvedBySupervisor: z.optional(z.array(z.enum(STATUS_KEYS))),
});
export type DrivingNote = z.infer<typeof DrivingNoteSchema>;

export const DrivingNotesResponseSchema = z.object({ drivingNotes: z.array(DrivingNoteSchema) });
export type DrivingNotesResponse = z.infer<typeof DrivingNotesResponseSchema>;

/**
 * PUT /v1/drivingnotes/{id}: only the fields sent change, so a student and a supervisor editing
 * different sub-moments at once both keep their change. Titles come from the catalogue; a
 * `nytitle` sent by an older client is accepted and ignored.
 */
export const UpdateLessonSchema = z.strictObject(
  {
    nytitle: z.optional(z.string().check(z.maxLength(200))),
    isDone: z.optional(z.boolean({ error: messages.cards.invalidDone })),
    statA: z.optional(status),
    statB: z.optional(status),
    statC: z.optional(status),
    statD: z.optional(status),
    statE: z.optional(status),
    statF: z.optional(status),
    statG: z.optional(status),
    statH: z.optional(status),
    statI: z.optional(status),
  },
  unknownFieldsAnswer(messages.cards.unknownField),
);
export type UpdateLesson = z.infer<typeof UpdateLessonSchema>;

/** The supervisor's PUT carries the spec's id and 'groupdId' too; they must match the lesson. */
export const SupervisorUpdateLessonSchema = z.extend(UpdateLessonSchema, {
  id: z.optional(entityId),
  groupdId: z.optional(entityId),
  groupId: z.optional(entityId),
});

export const UpdateLessonResponseSchema = z.object({
  drivingNote: DrivingNoteSchema,
  /** True once per student: lesson 15 or 16 has just been done for the first time. */
  congratulate: z.boolean(),
});
export type UpdateLessonResponse = z.infer<typeof UpdateLessonResponseSchema>;

/** The supervisor's PUT answers with the lesson only (the congratulation is the student's). */
export const SupervisorUpdateLessonResponseSchema = z.object({ drivingNote: DrivingNoteSchema });
export type SupervisorUpdateLessonResponse = z.infer<typeof SupervisorUpdateLessonResponseSchema>;

export const CreateCardResponseSchema = z.object({
  message: z.string(),
  groupId: z.string(),
  drivingNotes: z.array(DrivingNoteSchema),
});
export type CreateCardResponse = z.infer<typeof CreateCardResponseSchema>;

/** The spec's one-lesson-per-call creation (POST /v1/drivingnotescreate). */
export const CreateLessonSchema = z.object({
  id: entityId,
  groupId: entityId,
  studentId: entityId,
  number: z.number({ error: messages.cards.noTemplate }).check(
    z.int(messages.cards.noTemplate),
    z.refine((n) => (LESSON_NUMBERS as readonly number[]).includes(n), messages.cards.noTemplate),
  ),
  isDone: z.optional(z.boolean()),
  nytitle: z.optional(z.string().check(z.maxLength(200))),
  catA: heading,
  catB: heading,
  catC: heading,
  catD: heading,
  catE: heading,
  catF: heading,
  catG: heading,
  catH: heading,
  catI: heading,
  statA: z.optional(status),
  statB: z.optional(status),
  statC: z.optional(status),
  statD: z.optional(status),
  statE: z.optional(status),
  statF: z.optional(status),
  statG: z.optional(status),
  statH: z.optional(status),
  statI: z.optional(status),
});
export type CreateLesson = z.infer<typeof CreateLessonSchema>;

export const NoteParamsSchema = z.object({ id: entityId });
export const UserParamsSchema = z.object({ userId: entityId });
export const CheckNoteResponseSchema = z.object({
  message: z.enum(['User does have notes', 'User does not have any driving notes']),
});
