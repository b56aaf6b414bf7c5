import { randomUUID } from 'node:crypto';
import {
  LESSON_CHANGE_BATCHES_PER_MINUTE,
  LESSON_CHANGE_IDS_PER_WRITER,
  LESSON_CHANGES_PER_MINUTE,
  LESSON_CHANGES_PER_REQUEST,
  messages,
  STATUS_KEYS,
  STATUSES,
  waitInWords,
} from '@ovningskort/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activeStudent,
  activeSupervisor,
  bearer,
  injectAs,
  startTestApp,
  testDialects,
  type InjectArgs,
  type TestApp,
} from './test-app.js';

/**
 * Security round 3 (decision 014): a batch of lesson changes does not hold up the server while
 * it is applied, an account's batches and changes are limited per minute, and the change ids
 * the server keeps are bounded: none for a refused change, at most
 * LESSON_CHANGE_IDS_PER_WRITER per writer.
 */
type Note = { id: string; number: number };
type Result = {
  id: string;
  outcome: 'applied' | 'conflict' | 'refused';
  repeated?: boolean;
  code?: string;
  drivingNote?: Record<string, unknown>;
};
type Change = { id: string; lessonId: string; field: string; from: unknown; to: unknown };

/** `count` changes over the lessons' status cells, each from the value it holds to the next. */
function changesOver(notes: Note[], count: number): Change[] {
  const held = new Map<string, string>();
  return Array.from({ length: count }, (_, i) => {
    const lesson = notes[i % notes.length]!;
    const field = STATUS_KEYS[Math.floor(i / notes.length) % STATUS_KEYS.length]!;
    const cell = `${lesson.id}:${field}`;
    const from = held.get(cell) ?? '';
    const to = STATUSES[(STATUSES.indexOf(from as never) + 1) % STATUSES.length]!;
    held.set(cell, to);
    return { id: randomUUID(), lessonId: lesson.id, field, from, to };
  });
}

/** Changes of lessons that do not exist: each is refused (NO_NOTE). */
const refusedChanges = (count: number): Change[] =>
  Array.from({ length: count }, () => ({
    id: randomUUID(),
    lessonId: randomUUID(),
    field: 'statA',
    from: '',
    to: 'Godkänd',
  }));

describe.each(testDialects)('lesson change batches: load, limits, kept ids (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  const call = (...args: InjectArgs) => injectAs(t.app, ...args);
  const send = async (path: string, token: string, changes: unknown[]) => {
    const response = await call('POST', path, token, { changes });
    return {
      status: response.statusCode,
      retryAfter: response.headers['retry-after'],
      body: response.json<{ results: Result[]; message?: string; code?: string }>(),
    };
  };
  const asStudent = (token: string, changes: unknown[]) =>
    send('/api/v1/lessonChanges', token, changes);
  const asSupervisor = (token: string, changes: unknown[]) =>
    send('/api/v1/teacher/lessonChanges', token, changes);
  const keptIds = (writerId: string) =>
    t.db
      .selectFrom('lessonChanges')
      .select(['id', 'outcome', 'createdAt'])
      .where('writerId', '=', writerId)
      .execute();

  async function studentWithCard() {
    const student = await activeStudent(t);
    const card = await call('POST', '/api/v1/drivingnotes/card', student.accessToken);
    expect(card.statusCode).toBe(201);
    return { student, notes: card.json<{ drivingNotes: Note[] }>().drivingNotes };
  }

  it('keeps answering /api/health while five batches of 200 changes are applied', async () => {
    const writers = [];
    for (let i = 0; i < 5; i += 1) {
      const writer = await studentWithCard();
      // A server that has run a while: the route's code and statements are warm.
      const done = { id: randomUUID(), lessonId: writer.notes[0]!.id, field: 'isDone' };
      const warm = await asStudent(writer.student.accessToken, [
        { ...done, from: false, to: true },
      ]);
      expect(warm.body.results[0]!.outcome).toBe('applied');
      writers.push(writer);
    }
    const origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
    // Five open connections first, so that the five batches arrive together.
    await Promise.all(writers.map(() => fetch(`${origin}/api/health`).then((r) => r.text())));

    let sending = true;
    let elapsed = 0;
    const started = performance.now();
    const batches = Promise.all(
      writers.map(async ({ student, notes }) => {
        const response = await fetch(`${origin}/api/v1/lessonChanges`, {
          method: 'POST',
          headers: { ...bearer(student.accessToken), 'content-type': 'application/json' },
          body: JSON.stringify({ changes: changesOver(notes, LESSON_CHANGES_PER_REQUEST) }),
        });
        return { status: response.status, body: (await response.json()) as { results: Result[] } };
      }),
    ).finally(() => {
      sending = false;
      elapsed = performance.now() - started;
    });
    const latencies: number[] = [];
    while (sending) {
      const asked = performance.now();
      const health = await fetch(`${origin}/api/health`);
      latencies.push(performance.now() - asked);
      expect(health.status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }

    const answers = await batches;
    for (const { status, body } of answers) {
      expect(status).toBe(200);
      expect(body.results.filter((r) => r.outcome === 'applied')).toHaveLength(
        LESSON_CHANGES_PER_REQUEST,
      );
    }
    // No probe waited long. The figures are the bench's (bench/lesson-batches.ts); this bound
    // is generous: on a busy machine everything takes longer, so it grows with the batches' own
    // time. Before, the batches held the event loop from the first to the last: a probe waited
    // 0.6–5 s, nearly all of their time, and only one or two probes got through.
    expect(Math.max(...latencies)).toBeLessThan(Math.max(500, elapsed / 4));
    expect(latencies.length).toBeGreaterThanOrEqual(3);
  }, 120_000);

  it('answers a batch over the limit a minute with 429, a Retry-After and a Swedish message', async () => {
    const { student, notes } = await studentWithCard();
    const supervisor = await activeSupervisor(t);
    const add = await call('POST', '/api/v1/addTeacher', student.accessToken, {
      teacherEmail: supervisor.input.email,
      studentId: student.id,
    });
    expect(add.statusCode).toBe(200);
    const other = await studentWithCard();

    const changes = changesOver(notes, LESSON_CHANGE_BATCHES_PER_MINUTE + 2);
    for (const change of changes.slice(0, LESSON_CHANGE_BATCHES_PER_MINUTE)) {
      const { status, body } = await asStudent(student.accessToken, [change]);
      expect(status).toBe(200);
      expect(body.results[0]!.outcome).toBe('applied');
    }
    const refused = await asStudent(student.accessToken, [
      changes[LESSON_CHANGE_BATCHES_PER_MINUTE],
    ]);
    expect(refused.status).toBe(429);
    const wait = Number(refused.retryAfter);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    expect(refused.body).toEqual({
      code: 'TOO_MANY_CHANGES',
      message: messages.cards.changesTooFast(waitInWords(wait)),
    });
    // Nothing of the refused batch was applied or remembered.
    expect((await keptIds(student.id)).map((row) => row.id)).not.toContain(
      changes[LESSON_CHANGE_BATCHES_PER_MINUTE]!.id,
    );

    // The student's supervisor is counted on their own, and another student too.
    const bySupervisor = await asSupervisor(supervisor.accessToken, [
      changes[LESSON_CHANGE_BATCHES_PER_MINUTE],
    ]);
    expect(bySupervisor.status).toBe(200);
    expect(bySupervisor.body.results[0]!.outcome).toBe('applied');
    const byOther = await asStudent(other.student.accessToken, changesOver(other.notes, 1));
    expect(byOther.status).toBe(200);

    // After the wait the student may send again.
    t.clock.advance(wait * 1000);
    const later = await asStudent(student.accessToken, [
      changes[LESSON_CHANGE_BATCHES_PER_MINUTE + 1],
    ]);
    expect(later.status).toBe(200);
    expect(later.body.results[0]!.outcome).toBe('applied');
  });

  it('counts the changes of each batch against the limit a minute', async () => {
    const { student, notes } = await studentWithCard();
    // Most of the minute's changes already sent (arranged in the limiter's row, as 1850
    // changes in a few batches would leave it): a batch counts as many as it carries.
    await t.db
      .insertInto('rateLimits')
      .values({
        key: `lessonChanges:changes:student:${student.id}`,
        count: LESSON_CHANGES_PER_MINUTE - 150,
        windowStart: t.clock.now,
        lockedUntil: 0,
        strikes: 0,
      })
      .execute();
    const changes = changesOver(notes, 151);
    const last = await asStudent(student.accessToken, changes.slice(0, 150));
    expect(last.status).toBe(200);
    expect(last.body.results.every((r) => r.outcome === 'applied')).toBe(true);

    const over = await asStudent(student.accessToken, changes.slice(150));
    expect(over.status).toBe(429);
    const wait = Number(over.retryAfter);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    expect(over.body).toEqual({
      code: 'TOO_MANY_CHANGES',
      message: messages.cards.changesTooFast(waitInWords(wait)),
    });
    t.clock.advance(wait * 1000);
    expect((await asStudent(student.accessToken, changes.slice(150))).status).toBe(200);
  });

  it('keeps no id of a refused change, and still answers a retried applied change once', async () => {
    const { student, notes } = await studentWithCard();
    const lesson = notes[0]!;
    const applied = { ...changesOver([lesson], 1)[0]!, from: '', to: 'Godkänd' };
    const refused = refusedChanges(LESSON_CHANGES_PER_REQUEST - 1);
    const first = await asStudent(student.accessToken, [applied, ...refused]);
    expect(first.status).toBe(200);
    expect(first.body.results[0]).toMatchObject({ id: applied.id, outcome: 'applied' });
    expect(
      first.body.results.slice(1).every((r) => r.outcome === 'refused' && r.code === 'NO_NOTE'),
    ).toBe(true);
    // 199 refused changes, one applied: only the applied one's id is kept (before: all 200).
    expect((await keptIds(student.id)).map((row) => [row.id, row.outcome])).toEqual([
      [applied.id, 'applied'],
    ]);

    // The same changes again (their answer was lost): the applied one is not applied twice,
    // a refused one is refused again, as often as it is sent.
    const version = () =>
      t.db
        .selectFrom('drivingNotes')
        .select('version')
        .where('id', '=', lesson.id)
        .executeTakeFirstOrThrow();
    const before = await version();
    const retry = await asStudent(student.accessToken, [applied, refused[0], refused[0]]);
    expect(retry.status).toBe(200);
    expect(retry.body.results).toMatchObject([
      { id: applied.id, outcome: 'applied', repeated: true, drivingNote: { statA: 'Godkänd' } },
      { id: refused[0]!.id, outcome: 'refused', code: 'NO_NOTE' },
      { id: refused[0]!.id, outcome: 'refused', code: 'NO_NOTE' },
    ]);
    expect(await version()).toEqual(before);
    expect(await keptIds(student.id)).toHaveLength(1);
  });

  it('keeps at most LESSON_CHANGE_IDS_PER_WRITER ids per writer, forgetting the oldest', async () => {
    const { student, notes } = await studentWithCard();
    const other = await studentWithCard();
    const now = t.clock.now;
    // Arranged directly: a writer who already has the most ids kept, one a second, and
    // another writer with a few.
    const old = (writerId: string, count: number) =>
      Array.from({ length: count }, (_, i) => ({
        writerRole: 'student' as const,
        writerId,
        id: randomUUID(),
        lessonId: notes[0]!.id,
        outcome: 'applied',
        createdAt: now - (count - i) * 1000,
      }));
    const rows = old(student.id, LESSON_CHANGE_IDS_PER_WRITER);
    for (let at = 0; at < rows.length; at += 500) {
      await t.db
        .insertInto('lessonChanges')
        .values(rows.slice(at, at + 500))
        .execute();
    }
    await t.db.insertInto('lessonChanges').values(old(other.student.id, 3)).execute();

    const changes = changesOver(notes, 5);
    const { status } = await asStudent(student.accessToken, changes);
    expect(status).toBe(200);

    const kept = await keptIds(student.id);
    expect(kept).toHaveLength(LESSON_CHANGE_IDS_PER_WRITER);
    const keptSet = new Set(kept.map((row) => row.id));
    // The five oldest went; the newest old ones and the five new ones stay.
    expect(rows.slice(0, 5).filter((row) => keptSet.has(row.id))).toEqual([]);
    expect(rows.slice(5).every((row) => keptSet.has(row.id))).toBe(true);
    expect(changes.every((change) => keptSet.has(change.id))).toBe(true);
    // Another writer's ids are not touched.
    expect(await keptIds(other.student.id)).toHaveLength(3);
  });
});
