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

  /** Spec §7 gives each role its own paths and messages; the rules are the same. */
  const perRole = [
    {
      role: 'student',
      request: { url: '/v1/passwordReset', body: StudentRecoveryRequestSchema },
      check: '/v1/passwordReset/:token',
      reset: {
        url: '/v1/passwordReset/:studentId/:restoreToken',
        params: StudentResetParamsSchema,
        body: StudentNewPasswordSchema,
        done: messages.recovery.changedStudent,
      },
    },
    {
      role: 'supervisor',
      request: { url: '/v1/teacher/passwordReset1', body: SupervisorRecoveryRequestSchema },
      check: '/v1/passwordReset1/:token',
      reset: {
        url: '/v1/teacher/passwordReset1/:teacherId/:restoreToken',
        params: SupervisorResetParamsSchema,
        body: SupervisorNewPasswordSchema,
        done: messages.recovery.changedSupervisor,
      },
    },
  ] as const;

  for (const { role, request: ask, check, reset } of perRole) {
    app.post(
      ask.url,
      {
        schema: {
          tags,
          summary: `E-mail a reset link to a ${role} (same answer whether or not the address exists)`,
          body: ask.body,
          response: { 200: MessageSchema, 400: ErrorSchema },
        },
      },
      async (request) => {
        recovery.requestReset(role, request.body.email, request.ip);
        return { message: messages.recovery.requested };
      },
    );

    app.get(
      check,
      {
        schema: {
          tags,
          summary: `Is a ${role} reset token still usable?`,
          params: RestoreTokenParamsSchema,
          response: { 200: TokenCheckResponseSchema, 400: ErrorSchema },
        },
      },
      async (request) => ({ success: await recovery.isTokenValid(role, request.params.token) }),
    );

    app.post(
      reset.url,
      {
        schema: {
          tags,
          summary: `Set a new ${role} password with the e-mailed token; ends every session`,
          params: reset.params,
          body: reset.body,
          response: { 200: MessageSchema, 400: ErrorSchema },
        },
      },
      async (request) => {
        const params = request.params;
        const userId = 'studentId' in params ? params.studentId : params.teacherId;
        await recovery.resetPassword(role, userId, params.restoreToken, request.body.password);
        return { message: reset.done };
      },
    );
  }
};
