import * as z from 'zod/mini';
import { ACTOR_ROLES } from '../actor.js';
import { SUB_MOMENT_KEYS } from '../lessons.js';
import { messages } from '../messages.js';
import { entityId } from './ids.js';
import { madeAtField } from './made-at.js';
import { unknownFieldsAnswer } from './unknown-fields.js';

const m = messages.comments;

/** A comment is short: a note for the next drive, not a report. */
export const COMMENT_MAX_LENGTH = 500;
/** How many comments one lesson can hold (its sub-moments' and its own together). */
export const COMMENTS_PER_LESSON_MAX = 200;

/** What a comment is about: a sub-moment (`catA`…`catI`) or, with null, the whole lesson. */
const subMoment = z.nullable(z.enum(SUB_MOMENT_KEYS, { error: m.invalidSubMoment }));

const body = z
  .string({ error: m.bodyRequired })
  .check(
    z.trim(),
    z.minLength(1, m.bodyRequired),
    z.maxLength(COMMENT_MAX_LENGTH, m.bodyTooLong(String(COMMENT_MAX_LENGTH))),
  );

/**
 * PUT /v1/comments/{id} and /v1/teacher/comments/{id}: the comment under an id made on the
 * device (a retry stores it once). The first PUT places it on the lesson (and sub-moment); a
 * later one by its author changes its text only. `madeAt`: when it was written on the device
 * (issue 34), kept from the first PUT; `sentAt`: the device's clock when it sent it.
 */
export const CommentInputSchema = z.strictObject(
  { lessonId: entityId, subMoment, body, madeAt: madeAtField, sentAt: madeAtField },
  unknownFieldsAnswer(m.unknownField),
);
export type CommentInput = z.infer<typeof CommentInputSchema>;

export const CommentParamsSchema = z.object({ id: entityId });

/** A comment as both roles read it: where, what, who (role and name as they were) and when. */
export const CommentSchema = z.object({
  id: z.string(),
  groupId: z.string(),
  lessonId: z.string(),
  lesson: z.number().check(z.int()),
  subMoment: z.nullable(z.enum(SUB_MOMENT_KEYS)),
  body: z.string(),
  by: z.object({ role: z.enum(ACTOR_ROLES), name: z.string() }),
  /** The reader wrote it: they may change or delete it. */
  mine: z.boolean(),
  /**
   * The reader may delete it: their own, or any on their own card for the card's student (a
   * former supervisor's too – security round 3).
   */
  mayDelete: z.boolean(),
  /** When the server received it. */
  createdAt: z.number(),
  updatedAt: z.number(),
  /** When it was written on the device (issue 34): before `createdAt` if written offline. */
  madeAt: z.number(),
  /** The device sent a time the server did not accept: `madeAt` is `createdAt`. */
  deviceTimeRejected: z.optional(z.boolean()),
});
export type CardComment = z.infer<typeof CommentSchema>;

export const CommentsResponseSchema = z.object({ comments: z.array(CommentSchema) });
export type CommentsResponse = z.infer<typeof CommentsResponseSchema>;

export const CommentSavedResponseSchema = z.object({ comment: CommentSchema });
