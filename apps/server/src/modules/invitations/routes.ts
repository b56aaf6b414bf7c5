import {
  ErrorSchema,
  InvitationParamsSchema,
  MessageSchema,
  messages,
  OpenInvitationSchema,
  SendInvitationResponseSchema,
  SendInvitationSchema,
} from '@ovningskort/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { InvitationService } from './service.js';

const tags = ['supervision'];
const security = [{ bearer: [] }];
const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema };

/**
 * A student's invitation to a supervisor who has no account yet (decision 022). No student id
 * in the request: whose invitation it is comes from the token alone.
 */
export const invitationRoutes: FastifyPluginAsyncZod<{ invitations: InvitationService }> = async (
  app,
  { invitations },
) => {
  const student = app.requireAccount('student');

  app.post(
    '/v1/invitations',
    {
      preValidation: student,
      schema: {
        tags,
        security,
        summary: 'Invite a supervisor by e-mail to register; replaces the open invitation',
        description:
          'The answer is the same whether or not the address already has a supervisor account ' +
          '(that address gets an e-mail telling them to ask the student to add them). The link ' +
          'holds for 7 days; a few invitations per student and day (429 with retry-after).',
        body: SendInvitationSchema,
        response: {
          200: SendInvitationResponseSchema,
          ...errors,
          429: ErrorSchema,
          503: ErrorSchema,
        },
      },
    },
    async (request) => {
      const account = request.account!;
      return invitations.send(
        { id: account.id, name: account.name, surname: account.surname },
        request.body.email,
        request.ip,
      );
    },
  );

  app.get(
    '/v1/invitations',
    {
      preValidation: student,
      schema: {
        tags,
        security,
        summary: 'The student’s open invitation (address and expiry), if any',
        response: { 200: OpenInvitationSchema, ...errors },
      },
    },
    async (request) => invitations.open(request.auth!.id),
  );

  app.delete(
    '/v1/invitations/:id',
    {
      preValidation: student,
      schema: {
        tags,
        security,
        summary: 'Withdraw the student’s open invitation; its link stops working',
        params: InvitationParamsSchema,
        response: { 200: MessageSchema, ...errors, 404: ErrorSchema },
      },
    },
    async (request) => {
      await invitations.withdraw(request.auth!.id, request.params.id);
      return { message: messages.invitations.withdrawn };
    },
  );
};
