import * as z from 'zod/mini';
import { entityId } from './ids.js';

/**
 * "Vi tycker att vi är redo" (issue 39): a supervisor's statement that the learner is ready for
 * the driving test, with the figures the server counted when it was made: the verdict of the
 * readiness rules then, the approvals of the card judged, the time driven and the reasons.
 */
export const ReadinessStatementSchema = z.object({
  madeAt: z.number(),
  supervisorName: z.string(),
  verdict: z.enum(['ready', 'soon', 'notYet']),
  approved: z.number(),
  total: z.number(),
  minutes: z.number(),
  reasons: z.array(z.string()),
});
export type ReadinessStatement = z.infer<typeof ReadinessStatementSchema>;

/** GET /v1/readiness, GET /v1/teacher/readiness/:studentId: the latest statement, or null. */
export const ReadinessStatementAnswerSchema = z.object({
  statement: z.nullable(ReadinessStatementSchema),
});

/** POST /v1/teacher/readiness/:studentId. */
export const ReadinessStatementMadeSchema = z.object({
  message: z.string(),
  statement: ReadinessStatementSchema,
});

export const StudentReadinessParamsSchema = z.object({ studentId: entityId });
