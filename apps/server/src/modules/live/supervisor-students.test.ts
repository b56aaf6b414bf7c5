import type { LiveEvent, SupervisorLiveMessage } from '@ovningskort/domain';
import { describe, expect, it } from 'vitest';
import { createLocalBus } from '../../events/bus.js';
import { studentChannel, supervisorChannel } from './channels.js';
import { followSupervisorsStudents } from './supervisor-students.js';

const SUPERVISOR = 'supervisor-1';
const changed: LiveEvent = { type: 'drives' };

/** A supervisor's students followed on a local bus, the links read when the test says. */
function following(linkedNow: string[]) {
  const bus = createLocalBus();
  const sent: SupervisorLiveMessage[] = [];
  const reads: ((ids: string[]) => void)[] = [];
  const stop = followSupervisorsStudents({
    bus,
    supervisorId: SUPERVISOR,
    linkedStudentIds: () => new Promise((resolve) => reads.push(resolve)),
    send: (message) => sent.push(message),
    onReadFailed: (error) => {
      throw error;
    },
  });
  const answerRead = async (ids = linkedNow) => {
    reads.shift()!(ids);
    await new Promise((resolve) => setImmediate(resolve));
  };
  const publish = async (channel: string, event: LiveEvent) => {
    await bus.publish(channel, event);
    await new Promise((resolve) => setImmediate(resolve));
  };
  const from = (studentId: string) => sent.filter((m) => m.studentId === studentId);
  return { bus, sent, stop, answerRead, publish, from, reads };
}

describe('followSupervisorsStudents', () => {
  it('carries each linked student’s events with whose they are, no one else’s', async () => {
    const f = following(['a', 'b']);
    await f.answerRead();
    await f.publish(studentChannel('a'), changed);
    await f.publish(studentChannel('stranger'), changed);
    await f.publish(studentChannel('b'), { type: 'cards' });
    expect(f.sent).toEqual([
      { studentId: 'a', event: changed },
      { studentId: 'b', event: { type: 'cards' } },
    ]);
  });

  it('does not follow a student whose link ended while the links were being read', async () => {
    const f = following(['a']);
    // The read was answered before the unlink was committed, and arrives after its notice.
    await f.publish(supervisorChannel(SUPERVISOR), {
      type: 'link-ended',
      teacherId: SUPERVISOR,
      studentId: 'a',
    });
    await f.answerRead(['a']);
    await f.publish(studentChannel('a'), changed);
    expect(f.from('a')).toEqual([]);
  });

  it('keeps a student whose link started while the links were being read', async () => {
    const f = following([]);
    await f.publish(supervisorChannel(SUPERVISOR), {
      type: 'link-started',
      teacherId: SUPERVISOR,
      studentId: 'c',
    });
    await f.answerRead([]);
    await f.publish(studentChannel('c'), changed);
    expect(f.from('c').map((m) => m.event.type)).toEqual(['link-started', 'drives']);
  });

  it('sends a link’s end once, from whichever channel brings it first, and then nothing', async () => {
    const f = following(['a']);
    await f.answerRead();
    const ended: LiveEvent = { type: 'link-ended', teacherId: SUPERVISOR };
    await f.publish(studentChannel('a'), ended);
    await f.publish(supervisorChannel(SUPERVISOR), { ...ended, studentId: 'a' });
    await f.publish(studentChannel('a'), changed);
    expect(f.from('a').map((m) => m.event.type)).toEqual(['link-ended']);
  });

  it('reads the links again after an outage of the bus, and stops following on stop', async () => {
    const f = following(['a']);
    await f.answerRead();
    await f.publish(supervisorChannel(SUPERVISOR), { type: 'cards' });
    // Meanwhile a was unlinked and d linked, and both notices were lost.
    while (f.reads.length > 0) await f.answerRead(['d']);
    f.sent.length = 0;
    await f.publish(studentChannel('a'), changed);
    await f.publish(studentChannel('d'), changed);
    expect(f.sent).toEqual([{ studentId: 'd', event: changed }]);
    f.stop();
    await f.publish(studentChannel('d'), changed);
    expect(f.sent).toHaveLength(1);
  });
});
