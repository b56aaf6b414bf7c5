import {
  DomainError,
  ErrorSchema,
  GoogleLoginSchema,
  messages,
  MessageSchema,
  OidcConfigSchema,
  OidcStartQuerySchema,
  ProfileCompletionSchema,
  StudentSessionResponseSchema,
} from '@ovningskort/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assertSelf } from '../../plugins/auth.js';
import type { Profiles } from '../people/profiles.js';
import type { RefreshCookie } from '../auth/refresh-cookie.js';
import type { SessionService } from '../auth/sessions.js';
import type { OidcService } from './service.js';

const tags = ['sign-in with a provider'];
const STATE_COOKIE = 'ovk_oidc';

export const oidcRoutes: FastifyPluginAsyncZod<{
  oidc: OidcService | undefined;
  sessions: SessionService;
  profiles: Profiles;
  cookie: RefreshCookie;
  secure: boolean;
}> = async (app, { oidc, sessions, profiles, cookie, secure }) => {
  app.get(
    '/v1/oidc/config',
    {
      schema: {
        tags,
        summary: 'Is sign-in with the provider configured? (shows or hides the button)',
        response: { 200: OidcConfigSchema },
      },
    },
    async () => ({ enabled: oidc !== undefined }),
  );

  app.get(
    '/v1/oidc/start',
    {
      schema: {
        tags,
        summary: 'Redirects to the provider (authorization code + PKCE, state and nonce)',
        description:
          'With `remember=1` the session the sign-in starts is remembered on the device (decision 013), like a login with `remember: true`; the choice is kept with the state.',
        querystring: OidcStartQuerySchema,
        response: { 400: ErrorSchema, 404: ErrorSchema, 502: ErrorSchema },
      },
    },
    async (request, reply) => {
      if (!oidc) throw new DomainError('OIDC_DISABLED', messages.common.notFound);
      const { url, state } = await oidc.start({ remember: request.query.remember === '1' });
      // Lax: the cookie must survive the top-level return from the provider's site.
      reply.setCookie(STATE_COOKIE, state, {
        httpOnly: true,
        sameSite: 'lax',
        secure,
        path: '/api/v1',
        maxAge: 10 * 60,
      });
      return reply.redirect(url, 303);
    },
  );

  app.post(
    '/v1/google-login',
    {
      schema: {
        tags,
        summary:
          'Finish the sign-in with the code from the provider; creates the student the first time',
        body: GoogleLoginSchema,
        response: {
          200: StudentSessionResponseSchema,
          400: ErrorSchema,
          401: ErrorSchema,
          404: ErrorSchema,
          409: ErrorSchema,
          502: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      if (!oidc) throw new DomainError('OIDC_DISABLED', messages.common.notFound);
      const browserState = request.cookies[STATE_COOKIE];
      reply.clearCookie(STATE_COOKIE, { path: '/api/v1' });
      const { studentId, remember } = await oidc.complete(
        request.body.authCode,
        request.body.state,
        browserState,
      );
      const session = await sessions.start(
        { role: 'student', id: studentId },
        {
          remembered: remember,
          userAgent: request.headers['user-agent'],
          replacing: cookie.read(request, 'student'),
        },
      );
      cookie.set(reply, 'student', session);
      return {
        accessToken: session.accessToken,
        user: await profiles.student(studentId),
        remembered: session.remembered,
      };
    },
  );

  app.post(
    '/v1/registrationG',
    {
      preValidation: app.requireRole('student'),
      schema: {
        tags,
        summary: 'Complete the profile after the first sign-in with the provider',
        security: [{ bearer: [] }],
        body: ProfileCompletionSchema,
        response: { 200: MessageSchema, 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema },
      },
    },
    async (request) => {
      if (!oidc) throw new DomainError('OIDC_DISABLED', messages.common.notFound);
      await oidc.completeProfile(assertSelf(request, request.body.studentId), request.body);
      return { message: messages.registration.completed };
    },
  );
};
