import {
  ErrorSchema,
  messages,
  READINESS_STATEMENTS_PER_DAY,
  ReadinessStatementAnswerSchema,
  ReadinessStatementMadeSchema,
  StudentReadinessParamsSchema,
} from '@ovningskort/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ReadinessService } from './service.js';

const tags = ['readiness'];
const security = [{ bearer: [] }];
const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema };
const description =
  '"Vi tycker att vi är redo" (issue 39): the supervisor’s statement that the learner is ready ' +
  'for the driving test, with what the server counted when it was made: the verdict of the ' +
  'readiness rules (`ready`, `soon`, `notYet`), the sub-moments the supervisor approved of the ' +
  'card judged, the minutes driven and the reasons in words. `madeAt` in ms.';

/**
 * The student reads the latest statement under /v1/readiness (whose it is comes from the
 * token); a linked supervisor reads it and makes one under /v1/teacher/readiness/:studentId,
 * checked against the link on every request.
 */
export const readinessRoutes: FastifyPluginAsyncZod<{ readiness: ReadinessService }> = async (
  app,
  { readiness },
) => {
  const student = app.requireAccount('student');
  const supervisor = app.requireAccount('supervisor');

  app.get(
    '/v1/readiness',
    {
      preValidation: student,
      schema: {
        tags,
        security,
        summary: 'The latest statement that the student is ready for the driving test',
        description,
        response: { 200: ReadinessStatementAnswerSchema, ...errors },
      },
    },
    async (request) => ({ statement: await readiness.latest(request.auth!.id) }),
  );

  app.get(
    '/v1/teacher/readiness/:studentId',
    {
      preValidation: supervisor,
      preHandler: app.requireLinkedStudent('params'),
      schema: {
        tags,
        security,
        summary: 'The latest statement that a linked student is ready for the driving test',
        description,
        params: StudentReadinessParamsSchema,
        response: { 200: ReadinessStatementAnswerSchema, ...errors },
      },
    },
    async (request) => ({ statement: await readiness.latest(request.params.studentId) }),
  );

  app.post(
    '/v1/teacher/readiness/:studentId',
    {
      preValidation: supervisor,
      preHandler: app.requireLinkedStudent('params'),
      schema: {
        tags,
        security,
        summary: 'State that a linked student is ready for the driving test',
        description:
          `${description} The student must have a card (404 NO_CARD); at most ` +
          `${READINESS_STATEMENTS_PER_DAY} a day per supervisor and student (429).`,
        params: StudentReadinessParamsSchema,
        response: { 200: ReadinessStatementMadeSchema, 429: ErrorSchema, ...errors },
      },
    },
    async (request) => ({
      message: messages.readiness.confirmed,
      statement: await readiness.confirm(request.auth!.id, request.params.studentId),
    }),
  );
};
