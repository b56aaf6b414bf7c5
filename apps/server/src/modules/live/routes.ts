import { ErrorSchema, type LiveEvent } from '@ovningskort/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { EventBus } from '../../events/bus.js';
import type { SupervisionService } from '../supervision/service.js';
import { studentChannel } from './channels.js';

const HEARTBEAT_MS = 20_000;
const tags = ['live updates'];
const security = [{ bearer: [] }];

/**
 * Server-sent events: the open card of a student follows every change to it, from the
 * student's other devices and from the supervisor, across server processes.
 */
export const liveRoutes: FastifyPluginAsyncZod<{
  bus: EventBus;
  supervision: SupervisionService;
}> = async (app, { bus, supervision }) => {
  const open = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of open) end();
  });

  function stream(
    request: FastifyRequest,
    reply: FastifyReply,
    channel: string,
    shouldEnd: (event: LiveEvent) => boolean = () => false,
  ) {
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    res.write('retry: 3000\n: connected\n\n');
    const heartbeat = setInterval(() => res.write(': keep-alive\n\n'), HEARTBEAT_MS);
    const unsubscribe = bus.subscribe(channel, (event) => {
      res.write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
      if (shouldEnd(event)) end();
    });
    function end() {
      clearInterval(heartbeat);
      unsubscribe();
      open.delete(end);
      res.end();
    }
    open.add(end);
    request.raw.on('close', end);
  }

  app.get(
    '/v1/live',
    {
      preHandler: app.requireAccount('student'),
      schema: {
        tags,
        security,
        summary: 'Event stream of changes to the student’s own cards (text/event-stream)',
        response: { 401: ErrorSchema, 403: ErrorSchema },
      },
    },
    async (request, reply) => {
      stream(request, reply, studentChannel(request.auth!.userId));
    },
  );

  app.get(
    '/v1/teacher/live/:studentId',
    {
      preHandler: app.requireAccount('teacher'),
      schema: {
        tags,
        security,
        summary: 'Event stream of changes to a linked student’s cards; ends when the link ends',
        params: z.object({ studentId: z.uuid() }),
        response: { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema },
      },
    },
    async (request, reply) => {
      const supervisorId = request.auth!.userId;
      await supervision.assertLinked(supervisorId, request.params.studentId);
      stream(
        request,
        reply,
        studentChannel(request.params.studentId),
        (event) => event.type === 'link-ended' && event.teacherId === supervisorId,
      );
    },
  );
};
