import {
  CheckNoteResponseSchema,
  CreateCardResponseSchema,
  CreateLessonSchema,
  DrivingNoteSchema,
  DrivingNotesResponseSchema,
  ErrorSchema,
  MessageSchema,
  messages,
  NoteParamsSchema,
  UserParamsSchema,
} from '@ovningskort/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { assertSelf } from '../../plugins/auth.js';
import { createBodyCache, sendCardList } from './etag.js';
import type { PersonRow } from '../people/repository.js';
import type { CardService } from './service.js';

const tags = ['practice cards'];
const security = [{ bearer: [] }];
const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema };

export const cardRoutes: FastifyPluginAsyncZod<{ cards: CardService }> = async (app, { cards }) => {
  // Access is decided here, once per route: an activated student's own cards. The card list
  // checks the account in the same query as its work (one round trip less on the busiest
  // route, bench (a)); it needs only the token. So does the lesson PUT (lesson-change-routes.ts).
  const activatedStudent = app.requireAccount('student');
  const studentToken = app.requireRole('student');
  const me = (request: FastifyRequest) => request.auth!.id;
  const student = (request: { account: PersonRow | null }) => request.account!;
  const bodies = createBodyCache();

  app.post(
    '/v1/drivingnotes/card',
    {
      preValidation: activatedStudent,
      schema: {
        tags,
        security,
        summary: 'Create a whole card from the template of the student’s gearbox (one transaction)',
        description: 'At most 10 cards per student, held by the database under concurrency.',
        response: { 201: CreateCardResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { groupId, notes } = await cards.createCard(student(request));
      return reply
        .code(201)
        .send({ message: messages.cards.created, groupId, drivingNotes: notes });
    },
  );

  app.post(
    '/v1/drivingnotescreate',
    {
      preValidation: activatedStudent,
      schema: {
        tags,
        security,
        summary:
          'Create one lesson of a card (spec §7; the first lesson of a group starts the card)',
        body: CreateLessonSchema,
        response: {
          201: z.object({ message: z.string(), drivingNote: DrivingNoteSchema }),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      assertSelf(request, request.body.studentId);
      const drivingNote = await cards.createLesson(student(request), request.body);
      return reply.code(201).send({ message: messages.cards.created, drivingNote });
    },
  );

  app.get(
    '/v1/drivingnotes',
    {
      preValidation: studentToken,
      schema: {
        tags,
        security,
        summary: 'All lessons of all the student’s cards, by group then lesson number',
        description:
          'Sends an ETag (private, no-cache); with a matching If-None-Match the answer is 304 ' +
          'without a body. The tag changes whenever any of the cards changes.',
        headers: z.object({ studentid: z.string().optional() }),
        response: { 200: DrivingNotesResponseSchema, 304: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      if (request.headers.studentid !== undefined) assertSelf(request, request.headers.studentid);
      const studentId = me(request);
      return sendCardList(request, reply, {
        etag: await cards.listEtag(studentId),
        cache: bodies,
        cacheKey: studentId,
        build: async () => ({ drivingNotes: await cards.listChecked(studentId) }),
      });
    },
  );

  app.get(
    '/v1/drivingnotes/:id',
    {
      preValidation: activatedStudent,
      schema: {
        tags,
        security,
        params: NoteParamsSchema,
        response: { 200: DrivingNoteSchema, ...errors },
      },
    },
    async (request) => cards.get(me(request), request.params.id),
  );

  app.delete(
    '/v1/drivingnotes/:id',
    {
      preValidation: activatedStudent,
      schema: {
        tags,
        security,
        summary: 'Delete a whole card; called with its group id (spec §7)',
        params: NoteParamsSchema,
        response: { 200: MessageSchema, ...errors },
      },
    },
    async (request) => {
      await cards.deleteCard(me(request), request.params.id);
      return { message: messages.cards.deleted };
    },
  );

  app.get(
    '/v1/checkNote/:userId',
    {
      preValidation: activatedStudent,
      schema: {
        tags,
        security,
        params: UserParamsSchema,
        response: { 200: CheckNoteResponseSchema, ...errors },
      },
    },
    async (request) => {
      const userId = assertSelf(request, request.params.userId);
      return {
        message: (await cards.hasNotes(userId))
          ? ('User does have notes' as const)
          : ('User does not have any driving notes' as const),
      };
    },
  );
};
