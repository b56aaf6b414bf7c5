import { randomUUID } from 'node:crypto';
import type { DrivingNote } from '@ovningskort/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activeSupervisor,
  injectAs,
  linkedPair,
  startTestApp,
  testDialects,
  type InjectArgs,
  type TestApp,
} from './test-app.js';

/**
 * Issue 34: the lesson lists say which statuses the supervisor approved
 * (`approvedBySupervisor`), so the card list and the supervisor's desktop count only the
 * supervisor's 'Godkänd', as 'Hela kortet' and the PDF do – never the learner's own.
 */
describe.each(testDialects)('the statuses the supervisor approved (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  const call = (...args: InjectArgs) => injectAs(t.app, ...args);

  async function linkedCard() {
    const pair = await linkedPair(t);
    const card = await call('POST', '/api/v1/drivingnotes/card', pair.student.accessToken);
    const notes = card.json<{ drivingNotes: DrivingNote[] }>().drivingNotes;
    // What each status cell holds now: a change names the value its writer saw.
    return { ...pair, lesson: notes[0]!, cells: {} as Record<string, string> };
  }

  type Pair = Awaited<ReturnType<typeof linkedCard>>;

  /** One status change by the student or the supervisor; the lesson as the answer has it. */
  async function set(pair: Pair, role: 'student' | 'supervisor', field: string, to: string) {
    const student = role === 'student';
    // A second apart, as people change statuses: the latest change of a cell is the later one.
    t.clock.advance(1000);
    const answer = await call(
      'POST',
      student ? '/api/v1/lessonChanges' : '/api/v1/teacher/lessonChanges',
      student ? pair.student.accessToken : pair.supervisor.accessToken,
      {
        changes: [
          { id: randomUUID(), lessonId: pair.lesson.id, field, from: pair.cells[field] ?? '', to },
        ],
      },
    );
    expect(answer.statusCode, answer.body).toBe(200);
    const [result] = answer.json<{ results: { outcome: string; drivingNote?: DrivingNote }[] }>()
      .results;
    expect(result!.outcome).toBe('applied');
    pair.cells[field] = to;
    return result!.drivingNote;
  }

  /** The lesson as each list reads it: the student's, and the supervisor's two. */
  async function listed(pair: Pair) {
    const own = await call('GET', '/api/v1/drivingnotes', pair.student.accessToken);
    const all = await call(
      'GET',
      `/api/v1/teacher/getnotes/${pair.supervisor.id}`,
      pair.supervisor.accessToken,
    );
    const one = await call(
      'GET',
      `/api/v1/teacher/notesGet?teacherId=${pair.supervisor.id}&studentId=${pair.student.id}`,
      pair.supervisor.accessToken,
    );
    return [own, all, one].map((answer) => {
      expect(answer.statusCode, answer.body).toBe(200);
      const notes = answer.json<{ drivingNotes: DrivingNote[] }>().drivingNotes;
      return notes.find((note) => note.id === pair.lesson.id)!.approvedBySupervisor;
    });
  }

  it('lists only the supervisor’s Godkänd, as long as the lesson holds it, in every list', async () => {
    const pair = await linkedCard();
    expect(await listed(pair)).toEqual([[], [], []]);

    await set(pair, 'student', 'statA', 'Godkänd');
    await set(pair, 'supervisor', 'statB', 'Godkänd');
    expect(await listed(pair)).toEqual([['statB'], ['statB'], ['statB']]);

    // The supervisor's view of the learner's own 'Godkänd': changed, then approved.
    await set(pair, 'supervisor', 'statA', 'Visad kunskap');
    const approved = await set(pair, 'supervisor', 'statA', 'Godkänd');
    expect(approved?.approvedBySupervisor).toEqual(['statA', 'statB']);
    expect(await listed(pair)).toEqual([
      ['statA', 'statB'],
      ['statA', 'statB'],
      ['statA', 'statB'],
    ]);

    // The learner changes the supervisor's approval and sets it back: her own assessment now.
    await set(pair, 'student', 'statB', 'Visad kunskap');
    const own = await set(pair, 'student', 'statB', 'Godkänd');
    expect(own?.approvedBySupervisor).toEqual(['statA']);
    expect(await listed(pair)).toEqual([['statA'], ['statA'], ['statA']]);
  });

  it('records the supervisor approving the learner’s own Godkänd as it stands, once', async () => {
    const pair = await linkedCard();
    await set(pair, 'student', 'statA', 'Godkänd');
    // The same value, sent by the supervisor: an approval of its own, recorded in the history.
    const approved = await set(pair, 'supervisor', 'statA', 'Godkänd');
    expect(approved?.approvedBySupervisor).toEqual(['statA']);
    expect(await listed(pair)).toEqual([['statA'], ['statA'], ['statA']]);
    const history = await call(
      'GET',
      `/api/v1/drivingnotes/${pair.lesson.groupId}/history`,
      pair.student.accessToken,
    );
    expect(history.statusCode, history.body).toBe(200);
    const changes = history
      .json<{ history: { subMoment: string | null; to: string; by: { role: string } }[] }>()
      .history.filter((h) => h.subMoment === 'catA');
    expect(changes.map((h) => `${h.by.role}:${h.to}`)).toEqual([
      'supervisor:Godkänd',
      'student:Godkänd',
    ]);
    // Sent again (a retry, or a second tap), nothing more is recorded.
    await set(pair, 'supervisor', 'statA', 'Godkänd');
    const again = await call(
      'GET',
      `/api/v1/drivingnotes/${pair.lesson.groupId}/history`,
      pair.student.accessToken,
    );
    expect(
      again
        .json<{ history: { subMoment: string | null }[] }>()
        .history.filter((h) => h.subMoment === 'catA'),
    ).toHaveLength(2);
    // The learner's own same-value write records nothing.
    await set(pair, 'student', 'statB', 'Godkänd');
    await set(pair, 'student', 'statB', 'Godkänd');
    const mine = await call(
      'GET',
      `/api/v1/drivingnotes/${pair.lesson.groupId}/history`,
      pair.student.accessToken,
    );
    expect(
      mine
        .json<{ history: { subMoment: string | null }[] }>()
        .history.filter((h) => h.subMoment === 'catB'),
    ).toHaveLength(1);
  });

  it('never lists another student’s approvals', async () => {
    const first = await linkedCard();
    const second = await linkedCard();
    await set(first, 'supervisor', 'statA', 'Godkänd');
    expect(await listed(second)).toEqual([[], [], []]);
    // A supervisor not linked to the student reads none of it.
    const stranger = await activeSupervisor(t);
    const answer = await call(
      'GET',
      `/api/v1/teacher/notesGet?teacherId=${stranger.id}&studentId=${first.student.id}`,
      stranger.accessToken,
    );
    expect(answer.statusCode).toBe(403);
  });
});
