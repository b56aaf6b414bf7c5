import { messages } from '@ovningskort/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ReadinessCheck } from './readiness.js';

const tags = ['operations'];

const HealthSchema = z.object({ status: z.literal('ok') });

const ReadySchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  message: z.string().optional(),
  checks: z.record(z.string(), z.enum(['ok', 'failed'])),
});

/**
 * GET /api/health (liveness: the process runs and answers; restarting it would not help when
 * only the database is away) and GET /api/ready (readiness: send it traffic only when the
 * database, the migrations and the live-update bus are ready).
 */
export const healthRoutes: FastifyPluginAsyncZod<{ readiness: ReadinessCheck }> = async (
  app,
  { readiness },
) => {
  app.get(
    '/health',
    {
      schema: {
        tags,
        summary: 'Liveness: answers ok while the process runs (checks nothing else)',
        response: { 200: HealthSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'ok' as const };
    },
  );

  app.get(
    '/ready',
    {
      schema: {
        tags,
        summary: 'Readiness: the database answers, migrations have run, Redis answers when set',
        description:
          '200 when every check is ok; otherwise 503 with a Swedish message. `checks` names each ' +
          'check (database, migrations, and redis or liveUpdates) with ok or failed; the reasons ' +
          'are in the server log.',
        response: { 200: ReadySchema, 503: ReadySchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const result = await readiness();
      if (result.ready) return { status: 'ok' as const, checks: result.checks };
      for (const failure of result.failures) {
        request.log.error({ err: failure.error, check: failure.check }, 'not ready');
      }
      return reply.code(503).send({
        status: 'unavailable',
        message: messages.operations.notReady,
        checks: result.checks,
      });
    },
  );
};
