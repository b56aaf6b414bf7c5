import {
  ErrorSchema,
  messages,
  RoadToTestAnswerSchema,
  RoadToTestSavedSchema,
  RoadToTestSchema,
  StudentRoadToTestParamsSchema,
} from '@ovningskort/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RoadToTestService } from './service.js';

const tags = ['road-to-test'];
const security = [{ bearer: [] }];
const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema };
const description =
  'The road to the test (issue 39): the day the körkortstillstånd was decided, the days of ' +
  'riskutbildning del 1 and del 2, and the days of the kunskapsprov and the körprov with their ' +
  'results (`true` passed, `false` failed, null not yet), each a `YYYY-MM-DD` date or null. ' +
  '`savedAt` (ms) is when it was last saved, null before the first save.';

/**
 * The learner's own dates under /v1/road-to-test (whose they are comes from the token alone),
 * a linked supervisor's read-only view under /v1/teacher/road-to-test/:studentId, checked
 * against the link on every request.
 */
export const roadToTestRoutes: FastifyPluginAsyncZod<{ roadToTest: RoadToTestService }> = async (
  app,
  { roadToTest },
) => {
  const student = app.requireAccount('student');
  const supervisor = app.requireAccount('supervisor');

  app.get(
    '/v1/road-to-test',
    {
      preValidation: student,
      schema: {
        tags,
        security,
        summary: 'The student’s road to the test',
        description,
        response: { 200: RoadToTestAnswerSchema, ...errors },
      },
    },
    async (request) => roadToTest.get(request.auth!.id),
  );

  app.put(
    '/v1/road-to-test',
    {
      preValidation: student,
      schema: {
        tags,
        security,
        summary: 'Save the student’s whole road to the test, replacing the one before',
        description: `${description} A result needs the test's date.`,
        body: RoadToTestSchema,
        response: { 200: RoadToTestSavedSchema, ...errors },
      },
    },
    async (request) => ({
      message: messages.roadToTest.saved,
      ...(await roadToTest.save(request.auth!.id, request.body)),
    }),
  );

  app.get(
    '/v1/teacher/road-to-test/:studentId',
    {
      preValidation: supervisor,
      preHandler: app.requireLinkedStudent('params'),
      schema: {
        tags,
        security,
        summary: 'A linked student’s road to the test, read-only',
        description,
        params: StudentRoadToTestParamsSchema,
        response: { 200: RoadToTestAnswerSchema, ...errors },
      },
    },
    async (request) => roadToTest.get(request.params.studentId),
  );
};
