import { CardHistoryResponseSchema, ErrorSchema, NoteParamsSchema } from '@ovningskort/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../plugins/auth.js';
import type { CardHistory } from './history.js';

const tags = ['practice cards'];
const security = [{ bearer: [] }];
const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema };
const description =
  'Every change of a sub-moment’s status (`subMoment` catA…catI) and of the lesson’s done flag ' +
  '(`subMoment` null), newest first: when, who (role and name as they were), from and to.';

/** Ours, not the spec's: who approved what, and when (issue 19). */
export const cardHistoryRoutes: FastifyPluginAsyncZod<{ history: CardHistory }> = async (
  app,
  { history },
) => {
  app.get(
    '/v1/drivingnotes/:id/history',
    {
      preValidation: app.requireAccount('student'),
      schema: {
        tags,
        security,
        summary: 'The history of one of the student’s cards; called with its group id',
        description,
        params: NoteParamsSchema,
        response: { 200: CardHistoryResponseSchema, ...errors },
      },
    },
    async (request) => ({
      history: await history.ofCard(actorOf(request), request.params.id),
    }),
  );

  app.get(
    '/v1/teacher/drivingnotes/:id/history',
    {
      preValidation: app.requireAccount('supervisor'),
      schema: {
        tags,
        security,
        summary: 'The history of a linked student’s card; called with its group id',
        description,
        params: NoteParamsSchema,
        response: { 200: CardHistoryResponseSchema, ...errors },
      },
    },
    async (request) => ({
      history: await history.ofCard(actorOf(request), request.params.id),
    }),
  );
};
