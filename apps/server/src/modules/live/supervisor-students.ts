import type { SupervisorLiveMessage } from '@ovningskort/domain';
import type { EventBus } from '../../events/bus.js';
import { studentChannel, supervisorChannel } from './channels.js';

export interface SupervisorStudents {
  bus: EventBus;
  supervisorId: string;
  /** The students linked to the supervisor now. */
  linkedStudentIds: (supervisorId: string) => Promise<string[]>;
  send: (message: SupervisorLiveMessage) => void;
  /** A read of the links failed (the stream goes on with what it follows). */
  onReadFailed: (error: unknown) => void;
}

/**
 * What a supervisor's single stream carries (issue 37, decision 038): every event of each
 * student linked to the supervisor, from the link's start to its end, with the student's id.
 * The supervisor's channel is watched before the links are read, so a link made or ended while
 * they are read is not missed; and a read never undoes what such an event did (the read may
 * have been answered before the change was committed). Answers how to stop.
 */
export function followSupervisorsStudents(options: SupervisorStudents): () => void {
  const { bus, supervisorId, send } = options;
  const followed = new Map<string, () => void>();
  /** Counts link events; for each student, the count at its last one. */
  let events = 0;
  const lastEvent = new Map<string, number>();
  let stopped = false;

  const noteLinkEvent = (studentId: string) => lastEvent.set(studentId, ++events);
  const unfollow = (studentId: string) => {
    followed.get(studentId)?.();
    followed.delete(studentId);
  };
  const follow = (studentId: string) => {
    if (stopped || followed.has(studentId)) return;
    const stop = bus.subscribe(studentChannel(studentId), (event) => {
      if (event.type === 'session-ended' || !followed.has(studentId)) return;
      send({ studentId, event });
      if (event.type === 'link-ended' && event.teacherId === supervisorId) {
        noteLinkEvent(studentId);
        unfollow(studentId);
      }
    });
    followed.set(studentId, stop);
  };

  async function readLinks() {
    const from = events;
    const linked = new Set(await options.linkedStudentIds(supervisorId));
    // A student whose link started or ended after the read began keeps what that event did.
    const settled = (studentId: string) => (lastEvent.get(studentId) ?? 0) <= from;
    for (const studentId of linked) if (settled(studentId)) follow(studentId);
    for (const studentId of [...followed.keys()]) {
      if (!linked.has(studentId) && settled(studentId)) unfollow(studentId);
    }
  }
  const read = () => void readLinks().catch(options.onReadFailed);

  const stopLinks = bus.subscribe(supervisorChannel(supervisorId), (event) => {
    if (event.type === 'link-started' && event.studentId) {
      noteLinkEvent(event.studentId);
      follow(event.studentId);
      send({ studentId: event.studentId, event });
    } else if (event.type === 'link-ended' && event.studentId) {
      noteLinkEvent(event.studentId);
      // Its copy on the student's channel may come first or second: sent once.
      if (followed.has(event.studentId)) send({ studentId: event.studentId, event });
      unfollow(event.studentId);
    } else if (event.type === 'cards') {
      // After an outage of the bus: links made or ended meanwhile were missed.
      read();
    }
  });
  read();

  return () => {
    stopped = true;
    stopLinks();
    for (const stop of followed.values()) stop();
    followed.clear();
  };
}
