import { sql } from 'kysely';
import { suiteName, testPostgres } from '@ovningskort/test-support/services';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activeStudent,
  activeSupervisor,
  injectAs,
  startTestApp,
  testDialects,
  type InjectArgs,
  type TestApp,
} from './test-app.js';

/**
 * A lesson changes in one operation for both roles (CardService.changeLesson): who may write is
 * part of the one UPDATE. Here it races the student removing the supervisor: a supervisor's
 * write lands before the removal or is refused, never after it.
 */
type Note = { id: string; groupId: string; statA: string; version?: number };

async function linkedPair(t: TestApp) {
  const call = (...args: InjectArgs) => injectAs(t.app, ...args);
  const student = await activeStudent(t);
  const card = await call('POST', '/api/v1/drivingnotes/card', student.accessToken);
  const notes = card.json<{ drivingNotes: Note[] }>().drivingNotes;
  const supervisor = await activeSupervisor(t);
  const add = await call('POST', '/api/v1/addTeacher', student.accessToken, {
    teacherEmail: supervisor.input.email,
    studentId: student.id,
  });
  expect(add.statusCode).toBe(200);
  const removeLink = () =>
    call(
      'DELETE',
      `/api/v1/delOneHand?studentId=${student.id}&teacherId=${supervisor.id}`,
      student.accessToken,
    );
  const supervisorSets = (note: Note, statA: string) =>
    call('PUT', `/api/v1/teacher/drivingnotes/${note.id}`, supervisor.accessToken, { statA });
  const stored = async (note: Note) =>
    t.db
      .selectFrom('drivingNotes')
      .select(['statA', 'version'])
      .where('id', '=', note.id)
      .executeTakeFirstOrThrow();
  return { student, supervisor, lesson: notes[0]!, removeLink, supervisorSets, stored };
}

describe.each(testDialects)('one lesson change for both roles (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  const call = (...args: InjectArgs) => injectAs(t.app, ...args);

  it('both roles change a lesson through the same operation, each only while allowed', async () => {
    const { student, lesson, removeLink, supervisorSets, stored } = await linkedPair(t);
    const mine = await call('PUT', `/api/v1/drivingnotes/${lesson.id}`, student.accessToken, {
      statA: 'Började',
    });
    expect(mine.json()).toMatchObject({ drivingNote: { statA: 'Började' }, congratulate: false });
    const theirs = await supervisorSets(lesson, 'Godkänd');
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json()).toEqual({ drivingNote: expect.objectContaining({ statA: 'Godkänd' }) });
    expect(await stored(lesson)).toEqual({ statA: 'Godkänd', version: 2 });

    expect((await removeLink()).statusCode).toBe(200);
    const after = await supervisorSets(lesson, 'Började');
    expect(after.statusCode).toBe(403);
    expect(after.json()).toMatchObject({ code: 'NOT_LINKED' });
    expect(await stored(lesson)).toEqual({ statA: 'Godkänd', version: 2 });
  });

  it('a write sent together with the removal lands before it or is refused', async () => {
    for (let round = 0; round < 8; round += 1) {
      const { lesson, removeLink, supervisorSets, stored } = await linkedPair(t);
      const finished: string[] = [];
      const [write, removal] = await Promise.all([
        supervisorSets(lesson, 'Godkänd').finally(() => finished.push('write')),
        removeLink().finally(() => finished.push('removal')),
      ]);
      expect(removal.statusCode).toBe(200);
      if (write.statusCode === 200) {
        expect(finished).toEqual(['write', 'removal']);
        expect(await stored(lesson)).toMatchObject({ statA: 'Godkänd' });
      } else {
        expect(write.statusCode).toBe(403);
        expect(await stored(lesson)).toEqual({ statA: '', version: 0 });
      }
      // Once the removal has answered, nothing the supervisor sends changes the lesson.
      expect((await supervisorSets(lesson, 'Började')).statusCode).toBe(403);
      expect((await stored(lesson)).statA).not.toBe('Började');
    }
  });
});

// PostgreSQL runs statements side by side; these hold one side in a transaction to force the
// two orders of the race (SQLite runs one write at a time, so there is no interleaving).
describe.skipIf(!testPostgres.url)(
  suiteName('a lesson change interleaved with the removal on PostgreSQL', testPostgres),
  () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp('postgres');
    });
    afterAll(async () => {
      await t.close();
    });

    const waitingOnLocks = async () =>
      Number(
        (
          await sql<{ count: string }>`
            select count(*) as count from pg_stat_activity
            where wait_event_type = 'Lock' and datname = current_database()`.execute(t.db)
        ).rows[0]!.count,
      );

    it('a write that has seen the link holds the removal until it has landed', async () => {
      const { lesson, removeLink, supervisorSets, stored } = await linkedPair(t);
      const finished: string[] = [];
      let write: ReturnType<typeof supervisorSets> | undefined;
      let removal: ReturnType<typeof removeLink> | undefined;
      await t.db.transaction().execute(async (trx) => {
        // Someone else holds the lesson's row: the write checks the link, then waits here.
        await sql`select id from driving_notes where id = ${lesson.id} for update`.execute(trx);
        write = supervisorSets(lesson, 'Godkänd').finally(() => finished.push('write'));
        await expect.poll(waitingOnLocks).toBe(1);
        removal = removeLink().finally(() => finished.push('removal'));
        // The removal waits for the write (or, were the link not held, would finish now).
        await expect
          .poll(async () => finished.includes('removal') || (await waitingOnLocks()) === 2)
          .toBe(true);
      });
      expect((await write!).statusCode).toBe(200);
      expect((await removal!).statusCode).toBe(200);
      expect(finished).toEqual(['write', 'removal']);
      expect(await stored(lesson)).toEqual({ statA: 'Godkänd', version: 1 });
    });

    it('a write that comes while the removal is being saved waits for it and is refused', async () => {
      const { student, supervisor, lesson, supervisorSets, stored } = await linkedPair(t);
      let write: ReturnType<typeof supervisorSets> | undefined;
      await t.db.transaction().execute(async (trx) => {
        await trx
          .deleteFrom('studentTeacher')
          .where('studentId', '=', student.id)
          .where('teacherId', '=', supervisor.id)
          .execute();
        write = supervisorSets(lesson, 'Godkänd');
        let answered = false;
        void write.finally(() => (answered = true));
        await expect.poll(async () => answered || (await waitingOnLocks()) === 1).toBe(true);
      });
      const refused = await write!;
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'NOT_LINKED' });
      expect(await stored(lesson)).toEqual({ statA: '', version: 0 });
    });
  },
);
