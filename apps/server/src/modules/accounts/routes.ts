import {
  ActivationSchema,
  ChangeEmailSchema,
  ChangePasswordSchema,
  ErrorSchema,
  GearboxSchema,
  IdParamsSchema,
  IdQuerySchema,
  MessageSchema,
  messages,
  PremiumResponseSchema,
  StudentDetailsSchema,
  StudentRegistrationSchema,
  SupervisorRegistrationSchema,
  TeacherDetailsSchema,
  UpdateStudentDetailsSchema,
  UpdateTeacherDetailsSchema,
} from '@ovningskort/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Role } from '../../db/schema.js';
import { badRequest } from '../../lib/http-errors.js';
import { assertSelf } from '../../plugins/auth.js';
import type { AccountService, Owner } from './service.js';

const tags = ['accounts'];
const security = [{ bearer: [] }];
const guarded = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema };

export const accountRoutes: FastifyPluginAsyncZod<{ accounts: AccountService }> = async (
  app,
  { accounts },
) => {
  const student = app.requireRole('student');
  const teacher = app.requireRole('teacher');

  /** The owner named by the path, once it is proven to be the caller. */
  const self = (request: FastifyRequest, id: string, role: Role): Owner => ({
    userId: assertSelf(request, id),
    role,
  });

  app.post(
    '/registration',
    {
      schema: {
        tags,
        summary: 'Register a student; the activation link goes by e-mail',
        description: 'A taken e-mail gets the same answer; its owner is told by e-mail instead.',
        body: StudentRegistrationSchema,
        response: { 200: MessageSchema, 400: ErrorSchema, 503: ErrorSchema },
      },
    },
    async (request) => {
      await accounts.register('student', request.body);
      return { message: messages.registration.created };
    },
  );

  app.post(
    '/v1/teacher/registration',
    {
      schema: {
        tags,
        summary: 'Register a supervisor; the activation link goes by e-mail',
        body: SupervisorRegistrationSchema,
        response: { 200: MessageSchema, 400: ErrorSchema, 503: ErrorSchema },
      },
    },
    async (request) => {
      await accounts.register('teacher', request.body);
      return { message: messages.registration.created };
    },
  );

  app.post(
    '/v1/activate',
    {
      schema: {
        tags,
        summary: 'Activate an account (either role) with the token from the activation e-mail',
        body: ActivationSchema,
        response: { 200: MessageSchema, 400: ErrorSchema },
      },
    },
    async (request) => {
      const result = await accounts.activate(request.body.token);
      if (result === 'invalid') throw badRequest(messages.activation.invalidLink, 'INVALID_LINK');
      return {
        message:
          result === 'activated'
            ? messages.activation.activated
            : messages.activation.alreadyActivated,
      };
    },
  );

  for (const [role, url, preHandler] of [
    ['student', '/v1/activation/resend', student],
    ['teacher', '/v1/teacher/activation/resend', teacher],
  ] as const) {
    app.post(
      url,
      {
        preHandler,
        schema: {
          tags,
          summary: `Send a new activation link to the logged-in ${role === 'student' ? 'student' : 'supervisor'}`,
          security,
          response: {
            200: MessageSchema,
            401: ErrorSchema,
            403: ErrorSchema,
            429: ErrorSchema,
            503: ErrorSchema,
          },
        },
      },
      async (request) => {
        const result = await accounts.resendActivation({ userId: request.auth!.userId, role });
        return {
          message:
            result === 'sent' ? messages.activation.resent : messages.activation.alreadyActivated,
        };
      },
    );
  }

  app.get(
    '/v1/getUserData/:id',
    {
      preHandler: student,
      schema: {
        tags,
        security,
        params: IdParamsSchema,
        response: { 200: StudentDetailsSchema, ...guarded },
      },
    },
    async (request) => accounts.studentDetails(self(request, request.params.id, 'student')),
  );

  app.get(
    '/v1/getTeacherData/:id',
    {
      preHandler: teacher,
      schema: {
        tags,
        security,
        params: IdParamsSchema,
        response: { 200: TeacherDetailsSchema, ...guarded },
      },
    },
    async (request) => accounts.teacherDetails(self(request, request.params.id, 'teacher')),
  );

  app.put(
    '/v1/updUserData/:id',
    {
      preHandler: student,
      schema: {
        tags,
        summary: 'Change the student’s own details; only the fields sent change',
        security,
        params: IdParamsSchema,
        body: UpdateStudentDetailsSchema,
        response: { 200: MessageSchema, ...guarded },
      },
    },
    async (request) => {
      await accounts.updateDetails(self(request, request.params.id, 'student'), request.body);
      return { message: messages.details.saved };
    },
  );

  app.put(
    '/v1/updTeacherData/:id',
    {
      preHandler: teacher,
      schema: {
        tags,
        summary: 'Change the supervisor’s own details; only the fields sent change',
        security,
        params: IdParamsSchema,
        body: UpdateTeacherDetailsSchema,
        response: { 200: MessageSchema, ...guarded },
      },
    },
    async (request) => {
      await accounts.updateDetails(self(request, request.params.id, 'teacher'), request.body);
      return { message: messages.details.saved };
    },
  );

  for (const [role, url, preHandler] of [
    ['student', '/v1/updUserData2/:id', student],
    ['teacher', '/v1/updTeacherData2/:id', teacher],
  ] as const) {
    app.put(
      url,
      {
        preHandler,
        schema: {
          tags,
          summary: 'Switch between manual and automatic gearbox',
          security,
          params: IdParamsSchema,
          body: GearboxSchema,
          response: { 200: MessageSchema, ...guarded },
        },
      },
      async (request) => {
        await accounts.setGearbox(
          self(request, request.params.id, role),
          request.body.autotransmission,
        );
        return { message: messages.details.saved };
      },
    );
  }

  for (const [role, url, preHandler] of [
    ['student', '/v1/setNewPuser/:id', student],
    ['teacher', '/v1/setNewPteach/:id', teacher],
  ] as const) {
    app.put(
      url,
      {
        preHandler,
        schema: {
          tags,
          summary: 'Change the password (asks for the current one); other sessions end',
          security,
          params: IdParamsSchema,
          body: ChangePasswordSchema,
          response: { 200: MessageSchema, ...guarded },
        },
      },
      async (request) => {
        const owner = self(request, request.params.id, role);
        await accounts.changePassword(owner, request.auth!.sessionId, request.body);
        return { message: messages.password.changed };
      },
    );
  }

  for (const [role, url, preHandler] of [
    ['student', '/v1/changeEmail/:id', student],
    ['teacher', '/v1/teacher/changeEmail/:id', teacher],
  ] as const) {
    app.post(
      url,
      {
        preHandler,
        schema: {
          tags,
          summary:
            'Ask to change the e-mail address (needs the password); confirmed from the new address',
          security,
          params: IdParamsSchema,
          body: ChangeEmailSchema,
          response: { 200: MessageSchema, 503: ErrorSchema, ...guarded },
        },
      },
      async (request) => {
        const owner = self(request, request.params.id, role);
        await accounts.requestEmailChange(owner, request.auth!.sessionId, request.body);
        return { message: messages.details.emailChangeSent };
      },
    );
  }

  app.post(
    '/v1/confirmEmail',
    {
      schema: {
        tags,
        summary: 'Confirm a new e-mail address with the token sent to it; other sessions end',
        body: ActivationSchema,
        response: { 200: MessageSchema, 400: ErrorSchema },
      },
    },
    async (request) => {
      await accounts.confirmEmailChange(request.body.token);
      return { message: messages.details.emailChanged };
    },
  );

  for (const [role, url, preHandler] of [
    ['student', '/v1/delUser/:id', student],
    ['teacher', '/v1/delTeach/:id', teacher],
  ] as const) {
    app.delete(
      url,
      {
        preHandler,
        schema: {
          tags,
          summary: 'Delete the own account and all its data at once',
          security,
          params: IdParamsSchema,
          response: { 200: MessageSchema, ...guarded },
        },
      },
      async (request) => {
        await accounts.deleteAccount(self(request, request.params.id, role));
        return { message: messages.account.deleted };
      },
    );
  }

  app.get(
    '/v1/checkprm',
    {
      preHandler: student,
      schema: {
        tags,
        summary: 'Premium check (spec: no visible effect; nobody is premium)',
        security,
        querystring: IdQuerySchema,
        response: { 200: PremiumResponseSchema, ...guarded },
      },
    },
    async (request) => {
      self(request, request.query.id, 'student');
      return { isUser: false };
    },
  );
};
