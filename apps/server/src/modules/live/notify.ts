import type { LiveEvent } from '@ovningskort/domain';
import type { FastifyBaseLogger } from 'fastify';
import { SESSION_ENDED_EVENT, type EventBus } from '../../events/bus.js';
import type { SessionsEnded } from '../auth/sessions.js';
import { sessionChannel, studentChannel } from './channels.js';

/** Tells everyone watching a student's cards what changed; a lost event never fails a save. */
export type Notify = (studentId: string, event: LiveEvent) => void;

export function createNotify(bus: EventBus, log: FastifyBaseLogger): Notify {
  return (studentId, event) => {
    bus.publish(studentChannel(studentId), event).catch((error: unknown) => {
      log.warn({ err: error }, 'could not publish a live update');
    });
  };
}

/** Closes the streams of ended sessions in every process; the heartbeat check is the fallback. */
export function createSessionEndNotice(bus: EventBus, log: FastifyBaseLogger): SessionsEnded {
  return (sessionIds) => {
    for (const sessionId of sessionIds) {
      bus.publish(sessionChannel(sessionId), SESSION_ENDED_EVENT).catch((error: unknown) => {
        log.warn({ err: error }, 'could not announce the end of a session');
      });
    }
  };
}
