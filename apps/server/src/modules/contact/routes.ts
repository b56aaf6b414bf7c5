import {
  DomainError,
  ErrorSchema,
  messages,
  MessageSchema,
  SupportRequestSchema,
} from '@ovningskort/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerToken } from '../../plugins/auth.js';
import type { ContactService } from './service.js';

export const contactRoutes: FastifyPluginAsyncZod<{ contact: ContactService }> = async (
  app,
  { contact },
) => {
  app.post(
    '/support',
    {
      schema: {
        tags: ['contact'],
        security: [{}, { bearer: [] }],
        summary: 'Send a message to support (the contact form)',
        description:
          'Kept and e-mailed to SUPPORT_EMAIL with the sender as Reply-To. With a valid access token ' +
          '(student or supervisor) name and e-mail are taken from the account and may be left out; ' +
          'without one both are required. A token that is sent but not valid (expired) gets 401, so ' +
          'the client refreshes it and tries again instead of writing as a visitor. `website` is a honeypot: when filled in the answer is the ' +
          'same 200 and nothing is kept or sent. At most 5 messages per client address within 10 ' +
          'minutes, then 429 with Retry-After.',
        body: SupportRequestSchema,
        response: {
          200: MessageSchema,
          400: ErrorSchema,
          401: ErrorSchema,
          429: ErrorSchema,
          503: ErrorSchema,
        },
      },
    },
    async (request) => {
      const claims = await app.readAccess(request);
      if (!claims && bearerToken(request)) {
        throw new DomainError('UNAUTHENTICATED', messages.common.unauthorized);
      }
      await contact.send(request.body, {
        ip: request.ip,
        access: claims ? { role: claims.role, id: claims.id } : null,
      });
      return { message: messages.contact.sent };
    },
  );
};
