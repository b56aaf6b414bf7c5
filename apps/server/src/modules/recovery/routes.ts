import {
  ErrorSchema,
  MessageSchema,
  messages,
  RestoreTokenParamsSchema,
  StudentNewPasswordSchema,
  StudentRecoveryRequestSchema,
  StudentResetParamsSchema,
  SupervisorNewPasswordSchema,
  SupervisorRecoveryRequestSchema,
  SupervisorResetParamsSchema,
  TokenCheckResponseSchema,
} from '@ovningskort/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RecoveryService } from './service.js';

const tags = ['password recovery'];

export const recoveryRoutes: FastifyPluginAsyncZod<{ recovery: RecoveryService }> = async (
  app,
  { recovery },
) => {
  // The reset links carry a secret in the path: the answers must never leak it onward.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('referrer-policy', 'no-referrer');
    reply.header('cache-control', 'no-store');
  });

  app.post(
    '/v1/passwordReset',
    {
      schema: {
        tags,
        summary: 'E-mail a reset link to a student (same answer whether or not the address exists)',
        body: StudentRecoveryRequestSchema,
        response: { 200: MessageSchema, 400: ErrorSchema },
      },
    },
    async (request) => {
      await recovery.requestReset('student', request.body.email);
      return { message: messages.recovery.requested };
    },
  );

  app.post(
    '/v1/teacher/passwordReset1',
    {
      schema: {
        tags,
        summary: 'E-mail a reset link to a supervisor (same answer whether or not it exists)',
        body: SupervisorRecoveryRequestSchema,
        response: { 200: MessageSchema, 400: ErrorSchema },
      },
    },
    async (request) => {
      await recovery.requestReset('teacher', request.body.email);
      return { message: messages.recovery.requested };
    },
  );

  app.get(
    '/v1/passwordReset/:token',
    {
      schema: {
        tags,
        summary: 'Is a student reset token still usable?',
        params: RestoreTokenParamsSchema,
        response: { 200: TokenCheckResponseSchema, 400: ErrorSchema },
      },
    },
    async (request) => ({ success: await recovery.isTokenValid('student', request.params.token) }),
  );

  app.get(
    '/v1/passwordReset1/:token',
    {
      schema: {
        tags,
        summary: 'Is a supervisor reset token still usable?',
        params: RestoreTokenParamsSchema,
        response: { 200: TokenCheckResponseSchema, 400: ErrorSchema },
      },
    },
    async (request) => ({ success: await recovery.isTokenValid('teacher', request.params.token) }),
  );

  app.post(
    '/v1/passwordReset/:studentId/:restoreToken',
    {
      schema: {
        tags,
        summary: 'Set a new student password with the e-mailed token; ends every session',
        params: StudentResetParamsSchema,
        body: StudentNewPasswordSchema,
        response: { 200: MessageSchema, 400: ErrorSchema },
      },
    },
    async (request) => {
      const { studentId, restoreToken } = request.params;
      await recovery.resetPassword('student', studentId, restoreToken, request.body.password);
      return { message: messages.recovery.changedStudent };
    },
  );

  app.post(
    '/v1/teacher/passwordReset1/:teacherId/:restoreToken',
    {
      schema: {
        tags,
        summary: 'Set a new supervisor password with the e-mailed token; ends every session',
        params: SupervisorResetParamsSchema,
        body: SupervisorNewPasswordSchema,
        response: { 200: MessageSchema, 400: ErrorSchema },
      },
    },
    async (request) => {
      const { teacherId, restoreToken } = request.params;
      await recovery.resetPassword('teacher', teacherId, restoreToken, request.body.password);
      return { message: messages.recovery.changedSupervisor };
    },
  );
};
