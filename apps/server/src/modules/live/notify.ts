import type { LiveEvent } from '@ovningskort/domain';
import type { FastifyBaseLogger } from 'fastify';
import { SESSION_ENDED_EVENT, type EventBus } from '../../events/bus.js';
import type { SessionsEnded } from '../auth/sessions.js';
import { sessionChannel, studentChannel, supervisorChannel } from './channels.js';

/** Tells everyone watching a student's cards what changed; a lost event never fails a save. */
export type Notify = (studentId: string, event: LiveEvent) => void;

export function createNotify(bus: EventBus, log: FastifyBaseLogger): Notify {
  const publish = (channel: string, event: LiveEvent) => {
    bus.publish(channel, event).catch((error: unknown) => {
      log.warn({ err: error }, 'could not publish a live update');
    });
  };
  return (studentId, event) => {
    publish(studentChannel(studentId), event);
    // A link's start and end also reach the supervisor's own channel, with the student's id:
    // the supervisor's single stream starts or stops following that student (issue 37).
    if (event.type === 'link-started' || event.type === 'link-ended') {
      publish(supervisorChannel(event.teacherId), { ...event, studentId });
    }
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
