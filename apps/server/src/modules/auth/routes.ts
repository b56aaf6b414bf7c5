import {
  ErrorSchema,
  LoginSchema,
  MessageSchema,
  messages,
  RefreshResponseSchema,
  StudentLoginResponseSchema,
} from '@ovningskort/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RefreshCookie } from './refresh-cookie.js';
import type { AuthService } from './service.js';

export const authRoutes: FastifyPluginAsyncZod<{
  auth: AuthService;
  cookie: RefreshCookie;
}> = async (app, { auth, cookie }) => {
  app.post(
    '/v1/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Student login with e-mail and password',
        body: LoginSchema,
        response: { 200: StudentLoginResponseSchema, 400: ErrorSchema, 401: ErrorSchema },
      },
    },
    async (request, reply) => {
      const { session, user } = await auth.loginStudent(request.body);
      cookie.set(reply, 'student', session.refreshToken, session.refreshExpiresAt);
      return { accessToken: session.accessToken, user };
    },
  );

  app.post(
    '/v1/refresh',
    {
      schema: {
        tags: ['auth'],
        summary: 'New access token from the refresh cookie (rotates the cookie)',
        response: { 200: RefreshResponseSchema, 401: ErrorSchema },
      },
    },
    async (request, reply) => {
      try {
        const session = await auth.refreshStudent(cookie.read(request, 'student'));
        cookie.set(reply, 'student', session.refreshToken, session.refreshExpiresAt);
        return { accessToken: session.accessToken };
      } catch (error) {
        cookie.clear(reply, 'student');
        throw error;
      }
    },
  );

  app.post(
    '/v1/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'End the student session (refresh cookie and access token)',
        response: { 200: MessageSchema },
      },
    },
    async (request, reply) => {
      const access = await app.readAccess(request);
      await auth.logout(
        cookie.read(request, 'student'),
        access?.role === 'student' ? access.sessionId : undefined,
      );
      cookie.clear(reply, 'student');
      return { message: messages.auth.logoutComplete };
    },
  );
};
