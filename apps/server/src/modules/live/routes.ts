import {
  DomainError,
  ErrorSchema,
  LIVE_HEARTBEAT_MS,
  LIVE_STREAMS_PER_SESSION,
  type LiveEvent,
  messages,
} from '@ovningskort/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { EventBus } from '../../events/bus.js';
import type { SessionService } from '../auth/sessions.js';
import { sessionChannel, studentChannel } from './channels.js';

const tags = ['live updates'];
const security = [{ bearer: [] }];

/**
 * Server-sent events: the open card of a student follows every change to it, from the
 * student's other devices and from the supervisor, across server processes. A stream lives no
 * longer than its session: when a session ends (logout, password change, account deleted,
 * refresh token stolen) its end is published and its streams close in every process; the
 * session is also checked again at every keep-alive, in case that notice was lost. The client
 * then reconnects with a fresh token or not at all.
 */
export const liveRoutes: FastifyPluginAsyncZod<{
  bus: EventBus;
  sessions: SessionService;
  heartbeatMs?: number;
}> = async (app, { bus, sessions, heartbeatMs = LIVE_HEARTBEAT_MS }) => {
  const open = new Set<() => void>();
  const perSession = new Map<string, number>();
  app.addHook('preClose', async () => {
    for (const end of open) end();
  });

  /** Refuses a stream beyond the session's share before anything is written. */
  function assertRoomFor(sessionId: string) {
    if ((perSession.get(sessionId) ?? 0) >= LIVE_STREAMS_PER_SESSION) {
      throw new DomainError('TOO_MANY_STREAMS', messages.common.tooManyStreams);
    }
  }

  function stream(
    request: FastifyRequest,
    reply: FastifyReply,
    channel: string,
    shouldEnd: (event: LiveEvent) => boolean = () => false,
  ) {
    const { sessionId } = request.auth!;
    assertRoomFor(sessionId);
    perSession.set(sessionId, (perSession.get(sessionId) ?? 0) + 1);
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    res.write('retry: 3000\n: connected\n\n');
    let ended = false;
    // The session check answers later: the stream may have ended meanwhile (never write then).
    const keepAlive = () => {
      if (!ended) res.write(': keep-alive\n\n');
    };
    const heartbeat = setInterval(() => {
      sessions.isActive(sessionId).then((active) => (active ? keepAlive() : end()), keepAlive);
    }, heartbeatMs);
    const unsubscribe = bus.subscribe(channel, (event) => {
      if (event.type === 'session-ended') return;
      res.write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
      if (shouldEnd(event)) end();
    });
    const unsubscribeSession = bus.subscribe(sessionChannel(sessionId), (event) => {
      if (event.type === 'session-ended') end();
    });
    function end() {
      if (ended) return;
      ended = true;
      clearInterval(heartbeat);
      unsubscribe();
      unsubscribeSession();
      open.delete(end);
      const left = (perSession.get(sessionId) ?? 1) - 1;
      if (left > 0) perSession.set(sessionId, left);
      else perSession.delete(sessionId);
      res.end();
    }
    open.add(end);
    request.raw.on('close', end);
  }

  app.get(
    '/v1/live',
    {
      preValidation: app.requireAccount('student'),
      schema: {
        tags,
        security,
        summary: 'Event stream of changes to the student’s own cards (text/event-stream)',
        response: { 401: ErrorSchema, 403: ErrorSchema, 429: ErrorSchema },
      },
    },
    async (request, reply) => {
      stream(request, reply, studentChannel(request.auth!.id));
    },
  );

  app.get(
    '/v1/teacher/live/:studentId',
    {
      preValidation: app.requireAccount('supervisor'),
      preHandler: app.requireLinkedStudent('params'),
      schema: {
        tags,
        security,
        summary: 'Event stream of changes to a linked student’s cards; ends when the link ends',
        params: z.object({ studentId: z.uuid() }),
        response: { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 429: ErrorSchema },
      },
    },
    async (request, reply) => {
      const supervisorId = request.auth!.id;
      stream(
        request,
        reply,
        studentChannel(request.params.studentId),
        (event) => event.type === 'link-ended' && event.teacherId === supervisorId,
      );
    },
  );
};
