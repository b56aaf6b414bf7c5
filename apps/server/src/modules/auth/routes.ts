import {
  type ActorRole,
  ErrorSchema,
  LoginSchema,
  MessageSchema,
  messages,
  RefreshResponseSchema,
  StudentSessionResponseSchema,
  SupervisorSessionResponseSchema,
} from '@ovningskort/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { assertSameSite } from '../../plugins/auth.js';
import { shedLoad } from '../../plugins/errors.js';
import type { Profiles } from '../people/profiles.js';
import { clearBrowserCache } from './browser-cache.js';
import type { RefreshCookie } from './refresh-cookie.js';
import type { PasswordCheck } from '../../lib/passwords.js';
import type { AuthService } from './service.js';

const loginErrors = { 400: ErrorSchema, 401: ErrorSchema, 429: ErrorSchema, 503: ErrorSchema };
const rememberNote =
  ' With `remember: true` the session is remembered on the device (decision 013): its refresh cookie lives 30 days after its last use (Max-Age, renewed at each refresh) instead of 3 hours, and POST /v1/restore (/v1/teacher/restore) opens it in a new tab.';
/** The answer of a restore when the cookie holds no remembered session: the tab logs in. */
const NothingToRestore = z.null().describe('No remembered session for this role: log in');

export const authRoutes: FastifyPluginAsyncZod<{
  auth: AuthService;
  profiles: Profiles;
  cookie: RefreshCookie;
}> = async (app, { auth, profiles, cookie }) => {
  /**
   * A login takes its place in the password hashing as its request arrives, in its turn, and
   * the surplus of a burst is refused there, before its body is read (security round 3). A
   * place not used by the login (a bad body, a dropped connection) is given back.
   */
  const places = new WeakMap<FastifyRequest, PasswordCheck>();
  const admitLogin = async (request: FastifyRequest, reply: FastifyReply) => {
    const admission = await auth.admitLogin();
    if ('refused' in admission) {
      return shedLoad(request, reply, { code: 'BUSY', ...admission.refused });
    }
    places.set(request, admission.place);
  };
  const releasePlace = async (request: FastifyRequest) => {
    places.get(request)?.release();
  };
  const admittedLogin = {
    onRequest: admitLogin,
    onResponse: releasePlace,
    onRequestAbort: releasePlace,
  };

  app.post(
    '/v1/login',
    {
      ...admittedLogin,
      schema: {
        tags: ['auth'],
        summary: 'Student login with e-mail and password',
        description:
          'Attempts are counted before the password is checked: 5 for one e-mail from one address in 15 minutes, 20 for one e-mail in an hour or 100 from one address in 15 minutes lock it (429 with Retry-After). When too many logins are being checked at once, a login is refused at once with 503 `BUSY` and Retry-After, before it is counted.' +
          rememberNote,
        body: LoginSchema,
        response: { 200: StudentSessionResponseSchema, ...loginErrors },
      },
    },
    async (request, reply) => {
      const { session, userId } = await auth.login(
        'student',
        request.body,
        request.ip,
        request.headers['user-agent'],
        cookie.read(request, 'student'),
        places.get(request),
      );
      cookie.set(reply, 'student', session);
      return {
        accessToken: session.accessToken,
        user: await profiles.student(userId),
        remembered: session.remembered,
      };
    },
  );

  app.post(
    '/v1/teacher/login',
    {
      ...admittedLogin,
      schema: {
        tags: ['auth'],
        summary: 'Supervisor login with e-mail and password',
        description: 'Limited like the student login.' + rememberNote,
        body: LoginSchema,
        response: { 200: SupervisorSessionResponseSchema, ...loginErrors },
      },
    },
    async (request, reply) => {
      const { session, userId } = await auth.login(
        'supervisor',
        request.body,
        request.ip,
        request.headers['user-agent'],
        cookie.read(request, 'supervisor'),
        places.get(request),
      );
      cookie.set(reply, 'supervisor', session);
      return {
        accessToken: session.accessToken,
        teacher: await profiles.supervisor(userId),
        remembered: session.remembered,
      };
    },
  );

  /**
   * A new tab (or the installed app starting) opens the remembered session of the cookie: the
   * cookie is rotated like a refresh and the answer is the login's. Without a remembered
   * session the answer is 204 and nothing changes (a session that is not remembered stays
   * with the tab that logged in); a cookie that can never work again is cleared.
   */
  const restore = async (request: FastifyRequest, reply: FastifyReply, role: ActorRole) => {
    assertSameSite(request);
    const token = cookie.read(request, role);
    const found = await auth.restore(role, token);
    if (found.kind === 'restored') {
      cookie.set(reply, role, found.session);
      return found.session;
    }
    if (found.kind === 'none' && token) cookie.clear(reply, role);
    return undefined;
  };
  const restoreSchema = (
    who: string,
    answer: typeof StudentSessionResponseSchema | typeof SupervisorSessionResponseSchema,
  ) => ({
    tags: ['auth'],
    summary: `Open the remembered ${who} session of the refresh cookie in a new tab`,
    description:
      'For a session logged in with `remember: true` (decision 013): rotates the cookie and answers a new access token with the login answer. 204 when the cookie holds no remembered session (none, not remembered, ended or expired): the tab shows the login.',
    response: { 200: answer, 204: NothingToRestore, 403: ErrorSchema },
  });
  app.post(
    '/v1/restore',
    { schema: restoreSchema('student', StudentSessionResponseSchema) },
    async (request, reply) => {
      const session = await restore(request, reply, 'student');
      if (!session) return reply.code(204).send(null);
      const user = await profiles.student(session.userId);
      return { accessToken: session.accessToken, user, remembered: true };
    },
  );
  app.post(
    '/v1/teacher/restore',
    { schema: restoreSchema('supervisor', SupervisorSessionResponseSchema) },
    async (request, reply) => {
      const session = await restore(request, reply, 'supervisor');
      if (!session) return reply.code(204).send(null);
      const teacher = await profiles.supervisor(session.userId);
      return { accessToken: session.accessToken, teacher, remembered: true };
    },
  );

  const refresh = (role: ActorRole) => async (request: FastifyRequest, reply: FastifyReply) => {
    assertSameSite(request);
    try {
      const session = await auth.refresh(role, cookie.read(request, role));
      cookie.set(reply, role, session);
      return { accessToken: session.accessToken };
    } catch (error) {
      cookie.clear(reply, role);
      throw error;
    }
  };
  const refreshSchema = (who: string) => ({
    tags: ['auth'],
    summary: `New ${who} access token from the refresh cookie (rotates the cookie)`,
    response: { 200: RefreshResponseSchema, 401: ErrorSchema, 403: ErrorSchema },
  });
  app.post('/v1/refresh', { schema: refreshSchema('student') }, refresh('student'));
  app.get('/v1/teacher/refresh', { schema: refreshSchema('supervisor') }, refresh('supervisor'));
  app.post('/v1/teacher/refresh', { schema: refreshSchema('supervisor') }, refresh('supervisor'));

  const logout = (role: ActorRole) => async (request: FastifyRequest, reply: FastifyReply) => {
    assertSameSite(request);
    const access = await app.readAccess(request);
    await auth.logout(
      cookie.read(request, role),
      access?.role === role ? access.sessionId : undefined,
    );
    cookie.clear(reply, role);
    clearBrowserCache(reply);
    return { message: messages.auth.logoutComplete };
  };
  const logoutSchema = (who: string) => ({
    tags: ['auth'],
    summary: `End the ${who} session (refresh cookie and access token)`,
    response: { 200: MessageSchema, 403: ErrorSchema },
  });
  app.post('/v1/logout', { schema: logoutSchema('student') }, logout('student'));
  app.post('/v1/teacher/logout', { schema: logoutSchema('supervisor') }, logout('supervisor'));
};
