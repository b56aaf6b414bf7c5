import {
  ErrorSchema,
  LessonInstructionsResponseSchema,
  LessonInstructionsSchema,
  NoteDescriptionResponseSchema,
  NoteDescriptionSchema,
} from '@ovningskort/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assertSelf } from '../../plugins/auth.js';
import type { InstructionService } from './service.js';

const tags = ['instructions'];
const security = [{ bearer: [] }];
const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema };
const description =
  'Returns the instruction markup of content/README.md for the gearbox (suffix true = automatic; ' +
  'absent = the student’s setting) and the images, videos and part recordings it uses. ' +
  '`criteria` (an addition to §7, absent where content/criteria has none) says when the ' +
  'sub-moment is done ("Klart när…", for the status Godkänd): the kursplan goal, what the ' +
  'learner shows, common faults at the driving test, self-assessment questions and the date ' +
  'the text was last reviewed (YYYY-MM-DD). `coach` (also an addition, absent where ' +
  'content/coach has none) is the supervisor’s support for the sub-moment: what to look for ' +
  '(`lookFor`), what to say before, during and after (`say`), when and how to step in ' +
  '(`stepIn`) and questions to talk over after the drive (`questions`).';

export const instructionRoutes: FastifyPluginAsyncZod<{
  instructions: InstructionService;
}> = async (app, { instructions }) => {
  app.post(
    '/v1/noteDescription',
    {
      preValidation: app.requireAccount('student'),
      schema: {
        tags,
        security,
        summary: 'The instruction of one sub-moment, for the student',
        description,
        body: NoteDescriptionSchema,
        response: { 200: NoteDescriptionResponseSchema, ...errors },
      },
    },
    async (request) => {
      assertSelf(request, request.body.studentId);
      return instructions.forStudent(request.account!, request.body);
    },
  );

  app.post(
    '/v1/noteDescriptionT',
    {
      preValidation: app.requireAccount('supervisor'),
      preHandler: app.requireLinkedStudent('body'),
      schema: {
        tags,
        security,
        summary: 'The instruction of one sub-moment, for a linked student’s supervisor',
        description,
        body: NoteDescriptionSchema,
        response: { 200: NoteDescriptionResponseSchema, ...errors },
      },
    },
    async (request) => instructions.forSupervisor(request.body),
  );

  const lessonDescription =
    'An addition to §7 (issue 35): every sub-moment of one lesson (1–15) at once, each as ' +
    '`/v1/noteDescription` answers it, so that a device can keep a card’s instructions for use ' +
    'without a network. `suffix` as there.';

  app.post(
    '/v1/lessonInstructions',
    {
      preValidation: app.requireAccount('student'),
      schema: {
        tags,
        security,
        summary: 'Every instruction of one lesson, for the student',
        description: lessonDescription,
        body: LessonInstructionsSchema,
        response: { 200: LessonInstructionsResponseSchema, ...errors },
      },
    },
    async (request) => {
      assertSelf(request, request.body.studentId);
      return instructions.lessonForStudent(request.account!, request.body);
    },
  );

  app.post(
    '/v1/lessonInstructionsT',
    {
      preValidation: app.requireAccount('supervisor'),
      preHandler: app.requireLinkedStudent('body'),
      schema: {
        tags,
        security,
        summary: 'Every instruction of one lesson, for a linked student’s supervisor',
        description: lessonDescription,
        body: LessonInstructionsSchema,
        response: { 200: LessonInstructionsResponseSchema, ...errors },
      },
    },
    async (request) => instructions.lessonForSupervisor(request.body),
  );
};
