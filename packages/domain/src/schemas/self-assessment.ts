import * as z from 'zod/mini';
import { messages } from '../messages.js';
import {
  isSelfAssessmentValue,
  SELF_ASSESSMENT_NOTE_MAX,
  SELF_ASSESSMENT_STATEMENTS,
  SELF_ASSESSMENT_VALUES,
  selfAssessmentStatement,
} from '../self-assessment.js';
import { entityId } from './ids.js';

const m = messages.selfAssessment;
const noteTooLong = m.noteTooLong(String(SELF_ASSESSMENT_NOTE_MAX));

/** One statement's answer: a known statement, a value of the scale, a few words of one's own. */
const answer = z.strictObject(
  {
    statement: z
      .string({ error: m.invalidAnswers })
      .check(z.refine((id) => selfAssessmentStatement(id) !== undefined, m.invalidAnswers)),
    answer: z
      .string({ error: m.invalidAnswers })
      .check(z.refine(isSelfAssessmentValue, m.invalidAnswers)),
    note: z._default(
      z
        .string({ error: noteTooLong })
        .check(z.trim(), z.maxLength(SELF_ASSESSMENT_NOTE_MAX, noteTooLong)),
      '',
    ),
  },
  { error: m.invalidAnswers },
);

/**
 * PUT /v1/self-assessment: the whole answer set, replacing the one before. Each statement at
 * most once; a statement left out is unanswered (an empty list clears the self-assessment).
 */
export const SelfAssessmentInputSchema = z.strictObject(
  {
    answers: z.array(answer, { error: m.invalidAnswers }).check(
      z.maxLength(SELF_ASSESSMENT_STATEMENTS.length, m.invalidAnswers),
      z.refine(
        (list) => new Set(list.map((a) => a.statement)).size === list.length,
        m.invalidAnswers,
      ),
    ),
  },
  { error: m.invalidAnswers },
);
export type SelfAssessmentInput = z.infer<typeof SelfAssessmentInputSchema>;

/**
 * A learner's self-assessment as both roles read it: the answers in the statements' order and
 * when they were last saved (ms); `answeredAt` is null before the first save.
 */
export const SelfAssessmentSchema = z.object({
  answers: z.array(
    z.object({
      statement: z.string(),
      answer: z.enum(SELF_ASSESSMENT_VALUES),
      note: z.string(),
    }),
  ),
  answeredAt: z.nullable(z.number()),
});
export type SelfAssessment = z.infer<typeof SelfAssessmentSchema>;

export const SelfAssessmentSavedSchema = z.object({
  message: z.string(),
  selfAssessment: SelfAssessmentSchema,
});

/** GET /v1/teacher/self-assessment/:studentId. */
export const StudentSelfAssessmentParamsSchema = z.object({ studentId: entityId });
