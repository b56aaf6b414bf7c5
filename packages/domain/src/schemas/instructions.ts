import * as z from 'zod/mini';
import { SUB_MOMENT_KEYS, type SubMomentKey } from '../lessons.js';
import { isLessonNumber } from '../progress.js';
import { messages } from '../messages.js';
import { entityId } from './ids.js';

const m = messages.instructions;

/**
 * catA..catI, or as the spec writes it catA1..catI200 with the lesson's number after it (then
 * the number must be the request's). A category that is valid but absent from the lesson is a
 * 404, not a 400.
 */
const parameter = z
  .string({ error: m.invalidParameter })
  .check(z.regex(/^cat[A-I](?:[1-9]\d{0,2})?$/, m.invalidParameter));

/** The sub-moment a parameter names: 'catA1' → 'catA'. */
export const subMomentOfParameter = (value: string) => value.slice(0, 4) as SubMomentKey;
const number = z
  .number({ error: m.invalidNumber })
  .check(z.int(m.invalidNumber), z.gte(1, m.invalidNumber), z.lte(200, m.invalidNumber));
const suffix = z.boolean({ error: m.invalidSuffix });

/** POST /v1/noteDescription (spec §7): suffix true = automatic gearbox; absent = the student's. */
export const NoteDescriptionSchema = z
  .object({
    parameter,
    number,
    studentId: entityId,
    suffix: z.optional(suffix),
  })
  .check(
    z.refine(
      ({ parameter: value, number: lesson }) =>
        value.length === 4 || value.slice(4) === String(lesson),
      { message: m.invalidParameter, path: ['parameter'] },
    ),
  );
export type NoteDescriptionRequest = z.infer<typeof NoteDescriptionSchema>;

export const InstructionImageSchema = z.object({
  ref: z.string(),
  url: z.string(),
  alt: z.string(),
});
export type InstructionImage = z.infer<typeof InstructionImageSchema>;

export const InstructionVideoSchema = z.object({ ref: z.string(), url: z.string() });
export type InstructionVideo = z.infer<typeof InstructionVideoSchema>;

/** A recorded part ('intro', 'steg1', 'fall2') of the text. */
export const InstructionAudioSchema = z.object({ part: z.string(), url: z.string() });
export type InstructionAudio = z.infer<typeof InstructionAudioSchema>;

/** A calendar date written YYYY-MM-DD (a day that exists). */
const isoDate = z.string().check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/, { abort: true }),
  z.refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }),
);
const sentence = z.string().check(z.trim(), z.minLength(1));

/**
 * 'Klart när…' of one lesson × sub-moment (content/criteria, content/README.md): what the learner
 * shows for the status 'Godkänd' in observable terms, common faults at the driving test,
 * self-assessment questions, the kursplan goal and the day the text was last reviewed.
 */
export const SubMomentCriteriaSchema = z.object({
  goal: sentence,
  done: z.array(sentence),
  faults: z.array(sentence),
  questions: z.array(sentence),
  /** YYYY-MM-DD */
  reviewed: isoDate,
});
export type SubMomentCriteria = z.infer<typeof SubMomentCriteriaSchema>;

/**
 * One file content/criteria/lesson-NN.json: per sub-moment key, its criteria and the heading of
 * the sub-moment they belong to. Unknown keys are refused so that a typo cannot hide a text.
 */
export const LessonCriteriaFileSchema = z.partialRecord(
  z.enum(SUB_MOMENT_KEYS),
  z.strictObject({ heading: sentence, ...SubMomentCriteriaSchema.shape }),
);
export type LessonCriteriaFile = z.infer<typeof LessonCriteriaFileSchema>;

/** What the supervisor says about a sub-moment, by when. */
const coachSayShape = {
  /** Before the exercise or the drive, while the car stands still. */
  before: z.array(sentence),
  /** While the learner drives: a few words, said early. */
  during: z.array(sentence),
  /** After the exercise, with the car secured. */
  after: z.array(sentence),
};
const coachShape = {
  lookFor: z.array(sentence),
  say: z.object(coachSayShape),
  /** When and how to step in: words first, early; the supervisor has no brake. */
  stepIn: z.array(sentence),
  questions: z.array(sentence),
};
/**
 * The supervisor's coach for one lesson × sub-moment (content/coach, content/README.md
 * 'Handledarstöd'): what to look for, what to say before, during and after, when and how to step
 * in, and questions to talk over after the drive. Short phrases, plain text; the content check
 * bounds their number and length.
 */
export const SubMomentCoachSchema = z.object(coachShape);
export type SubMomentCoach = z.infer<typeof SubMomentCoachSchema>;

/**
 * One file content/coach/lesson-NN.json: per sub-moment key, its coach and the heading of the
 * sub-moment it belongs to. Unknown keys and fields are refused, as in the criteria files.
 */
export const LessonCoachFileSchema = z.partialRecord(
  z.enum(SUB_MOMENT_KEYS),
  z.strictObject({ heading: sentence, ...coachShape, say: z.strictObject(coachSayShape) }),
);
export type LessonCoachFile = z.infer<typeof LessonCoachFileSchema>;

/**
 * Spec §3 'Description response': the text (instruction markup, already for the gearbox) and the
 * media it uses. `key` is the spec's name for the text ('catA1' = category A of lesson 1).
 */
export const NoteDescriptionResponseSchema = z.object({
  key: z.string(),
  gearbox: z.enum(['manual', 'automatic']),
  text: z.string(),
  img: z.array(InstructionImageSchema),
  vid: z.array(InstructionVideoSchema),
  mp3: z.array(InstructionAudioSchema),
  /** An addition to spec §7: absent where content/criteria has none, so old clients still fit. */
  criteria: z.optional(SubMomentCriteriaSchema),
  /** An addition to spec §7 like `criteria`: absent where content/coach has none. */
  coach: z.optional(SubMomentCoachSchema),
});
export type NoteDescriptionResponse = z.infer<typeof NoteDescriptionResponseSchema>;

/**
 * An addition to spec §7 (issue 35): every sub-moment's instruction of one lesson at once, so a
 * device can keep a whole card's instructions for use without a network. `number` is one of
 * the lessons (1–16: a card has 3 or 4 by its gearbox); suffix as in NoteDescriptionSchema.
 */
export const LessonInstructionsSchema = z.strictObject({
  number: z
    .number({ error: m.invalidNumber })
    .check(z.refine((value) => isLessonNumber(value), m.invalidNumber)),
  studentId: entityId,
  suffix: z.optional(suffix),
});
export type LessonInstructionsRequest = z.infer<typeof LessonInstructionsSchema>;

export const LessonInstructionsResponseSchema = z.object({
  number: z.number(),
  gearbox: z.enum(['manual', 'automatic']),
  /** The lesson's sub-moments in order, each as POST /v1/noteDescription answers it. */
  subMoments: z.array(
    z.object({ parameter: z.string(), instruction: NoteDescriptionResponseSchema }),
  ),
});
export type LessonInstructionsResponse = z.infer<typeof LessonInstructionsResponseSchema>;

export const TranscribeResponseSchema = z.object({ text: z.string() });
export type TranscribeResponse = z.infer<typeof TranscribeResponseSchema>;

export const TranscribeStatusSchema = z.object({ available: z.boolean() });
export type TranscribeStatus = z.infer<typeof TranscribeStatusSchema>;
