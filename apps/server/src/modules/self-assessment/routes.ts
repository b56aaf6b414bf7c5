import {
  ErrorSchema,
  messages,
  SelfAssessmentInputSchema,
  SelfAssessmentSavedSchema,
  SelfAssessmentSchema,
  StudentSelfAssessmentParamsSchema,
} from '@ovningskort/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SelfAssessmentService } from './service.js';

const tags = ['self-assessment'];
const security = [{ bearer: [] }];
const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema };
const description =
  'Kursplan moment 4 (issue 36): the statements of `SELF_ASSESSMENT_STATEMENTS`, each ' +
  'answered `no`, `partly` or `yes` with an optional note. `answeredAt` (ms) is when it was ' +
  'last saved, null before the first save.';

/**
 * The learner's self-assessment before the driving test: the student's own under
 * /v1/self-assessment (whose it is comes from the token alone), a linked supervisor's read-only
 * view under /v1/teacher/self-assessment/:studentId, checked against the link on every request.
 */
export const selfAssessmentRoutes: FastifyPluginAsyncZod<{
  selfAssessment: SelfAssessmentService;
}> = async (app, { selfAssessment }) => {
  const student = app.requireAccount('student');
  const supervisor = app.requireAccount('supervisor');

  app.get(
    '/v1/self-assessment',
    {
      preValidation: student,
      schema: {
        tags,
        security,
        summary: 'The student’s self-assessment before the driving test',
        description,
        response: { 200: SelfAssessmentSchema, ...errors },
      },
    },
    async (request) => selfAssessment.get(request.auth!.id),
  );

  app.put(
    '/v1/self-assessment',
    {
      preValidation: student,
      schema: {
        tags,
        security,
        summary: 'Save the student’s whole self-assessment, replacing the one before',
        description: `${description} Each statement at most once; one left out is unanswered.`,
        body: SelfAssessmentInputSchema,
        response: { 200: SelfAssessmentSavedSchema, ...errors },
      },
    },
    async (request) => ({
      message: messages.selfAssessment.saved,
      selfAssessment: await selfAssessment.save(request.auth!.id, request.body),
    }),
  );

  app.get(
    '/v1/teacher/self-assessment/:studentId',
    {
      preValidation: supervisor,
      preHandler: app.requireLinkedStudent('params'),
      schema: {
        tags,
        security,
        summary: 'A linked student’s self-assessment, read-only',
        description,
        params: StudentSelfAssessmentParamsSchema,
        response: { 200: SelfAssessmentSchema, ...errors },
      },
    },
    async (request) => selfAssessment.get(request.params.studentId),
  );
};
