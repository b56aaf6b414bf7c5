import {
  ActivationSchema,
  ErrorSchema,
  MessageSchema,
  messages,
  StudentRegistrationSchema,
} from '@ovningskort/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest } from '../../lib/http-errors.js';
import type { AccountService } from './service.js';

export const accountRoutes: FastifyPluginAsyncZod<{ accounts: AccountService }> = async (
  app,
  { accounts },
) => {
  app.post(
    '/registration',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Register a student; the activation link goes by e-mail',
        description: 'A taken e-mail gets the same answer; its owner is told by e-mail instead.',
        body: StudentRegistrationSchema,
        response: { 200: MessageSchema, 400: ErrorSchema, 503: ErrorSchema },
      },
    },
    async (request) => {
      await accounts.registerStudent(request.body);
      return { message: messages.registration.created };
    },
  );

  app.post(
    '/v1/activate',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Activate an account with the token from the activation e-mail',
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

  app.post(
    '/v1/activation/resend',
    {
      preHandler: app.requireRole('student'),
      schema: {
        tags: ['accounts'],
        summary: 'Send a new activation link to the logged-in student',
        security: [{ bearer: [] }],
        response: { 200: MessageSchema, 401: ErrorSchema, 429: ErrorSchema, 503: ErrorSchema },
      },
    },
    async (request) => {
      const result = await accounts.resendActivation(request.auth!.userId);
      return {
        message:
          result === 'sent' ? messages.activation.resent : messages.activation.alreadyActivated,
      };
    },
  );
};
