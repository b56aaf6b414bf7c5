import {
  type Actor,
  ActivationSchema,
  ChangeEmailSchema,
  ChangePasswordSchema,
  DeleteAccountSchema,
  DomainError,
  ErrorSchema,
  GearboxSchema,
  IdParamsSchema,
  IdQuerySchema,
  messages,
  MessageSchema,
  PremiumResponseSchema,
  PersonDetailsSchema,
  StudentRegistrationSchema,
  SupervisorRegistrationSchema,
  UpdatePersonDetailsSchema,
} from '@ovningskort/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, assertSelf } from '../../plugins/auth.js';
import { clearBrowserCache } from '../auth/browser-cache.js';
import type { AccountService } from './service.js';

const tags = ['accounts'];
const security = [{ bearer: [] }];
const guarded = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema };

export const accountRoutes: FastifyPluginAsyncZod<{ accounts: AccountService }> = async (
  app,
  { accounts },
) => {
  const student = app.requireRole('student');
  const supervisor = app.requireRole('supervisor');

  /** The caller, once the id in the path is proven to be theirs. */
  const self = (request: FastifyRequest, id: string): Actor => {
    assertSelf(request, id);
    return actorOf(request);
  };

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
      await accounts.register('student', request.body, request.ip);
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
      await accounts.register('supervisor', request.body, request.ip);
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
      if (result === 'invalid')
        throw new DomainError('INVALID_LINK', messages.activation.invalidLink);
      const message = {
        activated: messages.activation.activated,
        alreadyActivated: messages.activation.alreadyActivated,
        activatedLinked: messages.invitations.activatedLinked,
        activatedNotLinked: messages.invitations.activatedNotLinked,
      }[result];
      return { message };
    },
  );

  /** The account endpoints that exist once per role, with the spec's path for each. */
  const perRole = [
    {
      role: 'student',
      guard: student,
      details: PersonDetailsSchema,
      changes: UpdatePersonDetailsSchema,
      urls: {
        resend: '/v1/activation/resend',
        details: '/v1/getUserData/:id',
        update: '/v1/updUserData/:id',
        gearbox: '/v1/updUserData2/:id',
        password: '/v1/setNewPuser/:id',
        email: '/v1/changeEmail/:id',
        remove: '/v1/delUser/:id',
      },
    },
    {
      role: 'supervisor',
      guard: supervisor,
      details: PersonDetailsSchema,
      changes: UpdatePersonDetailsSchema,
      urls: {
        resend: '/v1/teacher/activation/resend',
        details: '/v1/getTeacherData/:id',
        update: '/v1/updTeacherData/:id',
        gearbox: '/v1/updTeacherData2/:id',
        password: '/v1/setNewPteach/:id',
        email: '/v1/teacher/changeEmail/:id',
        remove: '/v1/delTeach/:id',
      },
    },
  ] as const;

  for (const { role, guard, details, changes, urls } of perRole) {
    const owned = { preValidation: guard };
    const base = { tags, security, params: IdParamsSchema };

    app.post(
      urls.resend,
      {
        ...owned,
        schema: {
          tags,
          security,
          summary: `Send a new activation link to the logged-in ${role}`,
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
        const result = await accounts.resendActivation(actorOf(request), request.ip);
        return {
          message:
            result === 'sent' ? messages.activation.resent : messages.activation.alreadyActivated,
        };
      },
    );

    app.get(
      urls.details,
      {
        ...owned,
        schema: {
          ...base,
          summary: `The ${role}'s own details`,
          response: { 200: details, ...guarded },
        },
      },
      async (request) => {
        const owner = self(request, request.params.id);
        return role === 'student'
          ? accounts.studentDetails(owner)
          : accounts.supervisorDetails(owner);
      },
    );

    app.put(
      urls.update,
      {
        ...owned,
        schema: {
          ...base,
          summary: `Change the ${role}'s own details; only the fields sent change`,
          body: changes,
          response: { 200: MessageSchema, ...guarded },
        },
      },
      async (request) => {
        await accounts.updateDetails(self(request, request.params.id), request.body);
        return { message: messages.details.saved };
      },
    );

    app.put(
      urls.gearbox,
      {
        ...owned,
        schema: {
          ...base,
          summary: 'Switch between manual and automatic gearbox',
          body: GearboxSchema,
          response: { 200: MessageSchema, ...guarded },
        },
      },
      async (request) => {
        const owner = self(request, request.params.id);
        await accounts.setGearbox(owner, request.body.autotransmission);
        return { message: messages.details.saved };
      },
    );

    app.put(
      urls.password,
      {
        ...owned,
        schema: {
          ...base,
          summary: 'Change the password (asks for the current one); other sessions end',
          body: ChangePasswordSchema,
          response: { 200: MessageSchema, ...guarded },
        },
      },
      async (request) => {
        const owner = self(request, request.params.id);
        await accounts.changePassword(owner, request.auth!.sessionId, request.body, request.ip);
        return { message: messages.password.changed };
      },
    );

    app.post(
      urls.email,
      {
        ...owned,
        schema: {
          ...base,
          summary:
            'Ask to change the e-mail address (needs the password); confirmed from the new address',
          body: ChangeEmailSchema,
          response: { 200: MessageSchema, 503: ErrorSchema, ...guarded },
        },
      },
      async (request) => {
        const owner = self(request, request.params.id);
        await accounts.requestEmailChange(owner, request.auth!.sessionId, request.body, request.ip);
        return { message: messages.details.emailChangeSent };
      },
    );

    app.delete(
      urls.remove,
      {
        ...owned,
        schema: {
          ...base,
          summary:
            'Delete the own account and all its data at once; needs the password, or a login within 10 minutes for an account without one',
          body: DeleteAccountSchema,
          response: { 200: MessageSchema, 429: ErrorSchema, 503: ErrorSchema, ...guarded },
        },
      },
      async (request, reply) => {
        await accounts.deleteAccount(
          self(request, request.params.id),
          request.auth!.sessionId,
          request.body ?? {},
          request.ip,
        );
        clearBrowserCache(reply);
        return { message: messages.account.deleted };
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

  app.get(
    '/v1/checkprm',
    {
      preValidation: student,
      schema: {
        tags,
        summary: 'Premium check (spec: no visible effect; nobody is premium)',
        security,
        querystring: IdQuerySchema,
        response: { 200: PremiumResponseSchema, ...guarded },
      },
    },
    async (request) => {
      self(request, request.query.id);
      return { isUser: false };
    },
  );
};
