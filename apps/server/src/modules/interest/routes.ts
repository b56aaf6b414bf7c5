import {
  DomainError,
  ErrorSchema,
  type InterestKind,
  InterestRequestSchema,
  messages,
  MessageSchema,
} from '@ovningskort/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../plugins/auth.js';
import type { InterestService } from './service.js';

const ROUTES: { url: string; kind: InterestKind; summary: string }[] = [
  {
    url: '/v1/dealsreminder',
    kind: 'deals',
    summary: 'Remind me when deals from driving schools are here (/hotDeals)',
  },
  {
    url: '/v1/controllesson',
    kind: 'control_lesson',
    summary: 'Tell me about driving schools that offer a control lesson (/schools)',
  },
];

export const interestRoutes: FastifyPluginAsyncZod<{ interest: InterestService }> = async (
  app,
  { interest },
) => {
  /** A student or a supervisor; checked before the body, so a visitor always gets 401. */
  async function signedIn(request: FastifyRequest) {
    const claims = await app.readAccess(request);
    if (!claims) throw new DomainError('UNAUTHENTICATED', messages.common.unauthorized);
    request.auth = claims;
  }

  for (const { url, kind, summary } of ROUTES) {
    app.put(
      url,
      {
        preValidation: signedIn,
        schema: {
          tags: ['interest'],
          security: [{ bearer: [] }],
          summary,
          description:
            'For a logged-in student or supervisor. The e-mail in the body must be a valid address, ' +
            'but the request is always kept under the e-mail of the account in the token (another ' +
            'address is ignored), once per address: a repeat answers the same 200 and adds nothing.',
          body: InterestRequestSchema,
          response: { 200: MessageSchema, 400: ErrorSchema, 401: ErrorSchema },
        },
      },
      async (request) => {
        await interest.register(kind, actorOf(request));
        return { message: messages.interest.registered };
      },
    );
  }
};
