import {
  AddSupervisorSchema,
  DrivingNotesResponseSchema,
  ErrorSchema,
  LinkedStudentsSchema,
  LinkQuerySchema,
  MessageSchema,
  messages,
  StudentIdQuerySchema,
  SupervisorOfStudentSchema,
  SupervisorIdParamsSchema,
} from '@ovningskort/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { assertSelf } from '../../plugins/auth.js';
import { notLinked } from '../access/linked.js';
import { createBodyCache, sendCardList } from '../cards/etag.js';
import type { SupervisionService } from './service.js';

const tags = ['supervision'];
const security = [{ bearer: [] }];
const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema };

export const supervisionRoutes: FastifyPluginAsyncZod<{
  supervision: SupervisionService;
}> = async (app, { supervision }) => {
  const student = app.requireAccount('student');
  const supervisor = app.requireAccount('supervisor');
  const bodies = createBodyCache();

  app.post(
    '/v1/addTeacher',
    {
      preValidation: student,
      schema: {
        tags,
        security,
        summary: 'Link a registered supervisor by e-mail (one per student)',
        body: AddSupervisorSchema,
        response: { 200: MessageSchema, ...errors },
      },
    },
    async (request) => {
      const studentId = assertSelf(request, request.body.studentId);
      await supervision.addSupervisor(studentId, request.body.teacherEmail);
      return { message: messages.supervision.added };
    },
  );

  app.get(
    '/v1/checkNameT',
    {
      preValidation: student,
      schema: {
        tags,
        security,
        summary: 'The student’s supervisor, if any',
        querystring: StudentIdQuerySchema,
        response: { 200: SupervisorOfStudentSchema, ...errors },
      },
    },
    async (request) => supervision.supervisorOf(assertSelf(request, request.query.studentId)),
  );

  app.delete(
    '/v1/delOneHand',
    {
      preValidation: student,
      schema: {
        tags,
        security,
        summary: 'Remove the student’s supervisor; the supervisor’s access ends at once',
        querystring: LinkQuerySchema,
        response: { 200: MessageSchema, ...errors },
      },
    },
    async (request) => {
      const studentId = assertSelf(request, request.query.studentId);
      await supervision.removeSupervisor(studentId, request.query.teacherId);
      return { message: messages.supervision.removed };
    },
  );

  app.get(
    '/v1/teacher/students',
    {
      preValidation: supervisor,
      schema: {
        tags,
        security,
        summary: 'The students linked to the supervisor now, and whether each has a card yet',
        response: { 200: LinkedStudentsSchema, ...errors },
      },
    },
    async (request) => supervision.linkedStudents(request.auth!.id),
  );

  app.get(
    '/v1/teacher/getnotes/:teacherId',
    {
      preValidation: supervisor,
      schema: {
        tags,
        security,
        summary: 'The cards of the students linked to the supervisor, with their names',
        params: SupervisorIdParamsSchema,
        response: { 200: DrivingNotesResponseSchema, ...errors },
      },
    },
    async (request) => ({
      drivingNotes: await supervision.notesForSupervisor(
        assertSelf(request, request.params.teacherId),
      ),
    }),
  );

  app.get(
    '/v1/teacher/notesGet',
    {
      // The account, the link and the cards' tag are read in one statement (issue 37) in the
      // order the route has always answered in: the account, the caller's own id, the link.
      preValidation: app.requireRole('supervisor'),
      schema: {
        tags,
        security,
        summary: 'The cards of one linked student',
        description:
          'Sends an ETag (private, no-cache); with a matching If-None-Match the answer is 304 ' +
          'without a body. The tag changes whenever any of the cards or the student’s name does.',
        querystring: LinkQuerySchema,
        response: { 200: DrivingNotesResponseSchema, 304: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { teacherId, studentId } = request.query;
      const cards = await supervision.linkedStudentCards(request.auth!.id, studentId);
      const supervisorId = assertSelf(request, teacherId);
      if (!cards.linked || !cards.etag) throw notLinked();
      return sendCardList(request, reply, {
        etag: cards.etag,
        cache: bodies,
        cacheKey: `${supervisorId}:${studentId}`,
        build: async () => ({ drivingNotes: await cards.notes() }),
      });
    },
  );
};
