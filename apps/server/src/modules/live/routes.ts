import {
  DomainError,
  ErrorSchema,
  LIVE_HEARTBEAT_MS,
  type LiveEvent,
  messages,
} from '@ovningskort/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { EventBus } from '../../events/bus.js';
import type { SessionService } from '../auth/sessions.js';
import { sessionChannel, studentChannel } from './channels.js';
import { createStreamPlaces, type StreamPlace, type StreamRefusal } from './stream-places.js';
import { followSupervisorsStudents } from './supervisor-students.js';

const tags = ['live updates'];
const security = [{ bearer: [] }];

/**
 * Server-sent events: the open card of a student follows every change to it, from the
 * student's other devices and from the supervisor, across server processes. A stream lives no
 * longer than its session: when a session ends (logout, password change, account deleted,
 * refresh token stolen) its end is published and its streams close in every process; the
 * session is also checked again at every keep-alive, in case that notice was lost. The client
 * then reconnects with a fresh token or not at all. A session holds at most
 * LIVE_STREAMS_PER_SESSION streams and an account LIVE_STREAMS_PER_ACCOUNT over all its
 * sessions (stream-places.ts): across processes with REDIS_URL, per process without it.
 */
export const liveRoutes: FastifyPluginAsyncZod<{
  bus: EventBus;
  sessions: SessionService;
  /** The students linked to a supervisor now (the supervision module's, given by the app). */
  supervision: { linkedStudentIds(supervisorId: string): Promise<string[]> };
  heartbeatMs?: number;
  /** REDIS_URL and the tables' schema: the streams' shares are counted across processes. */
  redis?: { url: string; schema?: string | undefined } | undefined;
}> = async (app, { bus, sessions, supervision, heartbeatMs = LIVE_HEARTBEAT_MS, redis }) => {
  const open = new Set<() => void>();
  const places = createStreamPlaces({ redis, heartbeatMs, log: app.log });
  app.addHook('preClose', async () => {
    for (const end of open) end();
  });
  app.addHook('onClose', () => places.close());

  const refusals: Record<StreamRefusal, string> = {
    session: messages.common.tooManyStreams,
    account: messages.common.tooManyAccountStreams,
  };

  /** What a stream writes: an event of the student's channel, or a supervisor's message. */
  type Write = (type: string, data: unknown) => void;

  /**
   * Opens a stream of the session's share: `follow` subscribes to what the stream carries and
   * answers how to stop (it may end the stream itself, `end`).
   */
  async function stream(
    request: FastifyRequest,
    reply: FastifyReply,
    follow: (write: Write, end: () => void) => () => void,
  ) {
    const { sessionId, role, id } = request.auth!;
    // A stream beyond the session's or the account's share is refused before anything is written.
    const taken = await places.take({ account: `${role}:${id}`, session: sessionId });
    if (typeof taken === 'string') throw new DomainError('TOO_MANY_STREAMS', refusals[taken]);
    const place: StreamPlace = taken;
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
      place.renew();
      sessions.isActive(sessionId).then((active) => (active ? keepAlive() : end()), keepAlive);
    }, heartbeatMs);
    const write: Write = (type, data) => {
      if (!ended) res.write(`event: ${type}\ndata: ${JSON.stringify(data)}\n\n`);
    };
    let unfollow = () => {};
    const unsubscribeSession = bus.subscribe(sessionChannel(sessionId), (event) => {
      if (event.type === 'session-ended') end();
    });
    function end() {
      if (ended) return;
      ended = true;
      clearInterval(heartbeat);
      unfollow();
      unsubscribeSession();
      open.delete(end);
      place.release();
      res.end();
    }
    open.add(end);
    request.raw.on('close', end);
    unfollow = follow(write, end);
    // The client may have gone while its place was being counted: then no close is to come.
    if (request.raw.socket.destroyed) end();
  }

  /** One student's channel, as it is: every event but the server's own session notice. */
  const studentEvents =
    (studentId: string, endsOn: (event: LiveEvent) => boolean = () => false) =>
    (write: Write, end: () => void) =>
      bus.subscribe(studentChannel(studentId), (event) => {
        if (event.type === 'session-ended') return;
        write(event.type, event);
        if (endsOn(event)) end();
      });

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
      await stream(request, reply, studentEvents(request.auth!.id));
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
      await stream(
        request,
        reply,
        studentEvents(
          request.params.studentId,
          (event) => event.type === 'link-ended' && event.teacherId === supervisorId,
        ),
      );
    },
  );

  app.get(
    '/v1/teacher/live',
    {
      preValidation: app.requireAccount('supervisor'),
      schema: {
        tags,
        security,
        summary:
          'One event stream of every linked student’s changes (text/event-stream): each message ' +
          '`{ studentId, event }`; a student is followed from the link’s start to its end',
        response: { 401: ErrorSchema, 403: ErrorSchema, 429: ErrorSchema },
      },
    },
    async (request, reply) => {
      const supervisorId = request.auth!.id;
      await stream(request, reply, (write) =>
        followSupervisorsStudents({
          bus,
          supervisorId,
          linkedStudentIds: (id) => supervision.linkedStudentIds(id),
          send: (message) => write(message.event.type, message),
          onReadFailed: (error) => app.log.warn({ err: error }, 'a supervisor’s links not read'),
        }),
      );
    },
  );
};
