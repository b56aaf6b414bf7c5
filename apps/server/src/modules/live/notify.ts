import type { LiveEvent } from '@ovningskort/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { EventBus } from '../../events/bus.js';
import { studentChannel } from './channels.js';

/** Tells everyone watching a student's cards what changed; a lost event never fails a save. */
export type Notify = (studentId: string, event: LiveEvent) => void;

export function createNotify(bus: EventBus, log: FastifyBaseLogger): Notify {
  return (studentId, event) => {
    bus.publish(studentChannel(studentId), event).catch((error: unknown) => {
      log.warn({ err: error }, 'could not publish a live update');
    });
  };
}
