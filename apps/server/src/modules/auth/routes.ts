import {
  ErrorSchema,
  LoginSchema,
  MessageSchema,
  messages,
  RefreshResponseSchema,
  StudentLoginResponseSchema,
  SupervisorLoginResponseSchema,
} from '@ovningskort/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Role } from '../../db/schema.js';
import { assertSameSite } from '../../plugins/auth.js';
import type { Profiles } from '../people/profiles.js';
import type { RefreshCookie } from './refresh-cookie.js';
import type { AuthService } from './service.js';

const loginErrors = { 400: ErrorSchema, 401: ErrorSchema, 429: ErrorSchema };

export const authRoutes: FastifyPluginAsyncZod<{
  auth: AuthService;
  profiles: Profiles;
  cookie: RefreshCookie;
}> = async (app, { auth, profiles, cookie }) => {
  app.post(
    '/v1/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Student login with e-mail and password',
        description:
          'Attempts are counted before the password is checked: 5 for one e-mail from one address in 15 minutes, 20 for one e-mail in an hour or 100 from one address in 15 minutes lock it (429 with Retry-After).',
        body: LoginSchema,
        response: { 200: StudentLoginResponseSchema, ...loginErrors },
      },
    },
    async (request, reply) => {
      const { session, userId } = await auth.login('student', request.body, request.ip);
      cookie.set(reply, 'student', session.refreshToken, session.refreshExpiresAt);
      return { accessToken: session.accessToken, user: await profiles.student(userId) };
    },
  );

  app.post(
    '/v1/teacher/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Supervisor login with e-mail and password',
        body: LoginSchema,
        response: { 200: SupervisorLoginResponseSchema, ...loginErrors },
      },
    },
    async (request, reply) => {
      const { session, userId } = await auth.login('teacher', request.body, request.ip);
      cookie.set(reply, 'teacher', session.refreshToken, session.refreshExpiresAt);
      return { accessToken: session.accessToken, teacher: await profiles.supervisor(userId) };
    },
  );

  const refresh = (role: Role) => async (request: FastifyRequest, reply: FastifyReply) => {
    assertSameSite(request);
    try {
      const session = await auth.refresh(role, cookie.read(request, role));
      cookie.set(reply, role, session.refreshToken, session.refreshExpiresAt);
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
  app.get('/v1/teacher/refresh', { schema: refreshSchema('supervisor') }, refresh('teacher'));
  app.post('/v1/teacher/refresh', { schema: refreshSchema('supervisor') }, refresh('teacher'));

  const logout = (role: Role) => async (request: FastifyRequest, reply: FastifyReply) => {
    assertSameSite(request);
    const access = await app.readAccess(request);
    await auth.logout(
      cookie.read(request, role),
      access?.role === role ? access.sessionId : undefined,
    );
    cookie.clear(reply, role);
    return { message: messages.auth.logoutComplete };
  };
  const logoutSchema = (who: string) => ({
    tags: ['auth'],
    summary: `End the ${who} session (refresh cookie and access token)`,
    response: { 200: MessageSchema, 403: ErrorSchema },
  });
  app.post('/v1/logout', { schema: logoutSchema('student') }, logout('student'));
  app.post('/v1/teacher/logout', { schema: logoutSchema('supervisor') }, logout('teacher'));
};
