import { randomUUID } from 'node:crypto';
import { suiteName, testPostgres } from '@ovningskort/test-support/services';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activeStudent,
  activeSupervisor,
  injectAs,
  startTestApp,
  type InjectArgs,
  type TestApp,
} from './test-app.js';

/**
 * Issue 37: on PostgreSQL every statement is a round trip to the database, and a status change
 * is the most frequent request. Counted here by the statements the app sends (BEGIN and COMMIT
 * are statements too), once the session check is remembered (decision 036).
 */
type Note = { id: string; groupId: string; statA: string; statB: string; isDone: boolean };

describe.skipIf(!testPostgres.url)(
  suiteName('round trips of a status change on PostgreSQL', testPostgres),
  () => {
    let t: TestApp;
    let counting: string[] | undefined;
    beforeAll(async () => {
      // The notifications' round of delivery (every 15 s by default) is not a request's: an hour.
      t = await startTestApp(
        'postgres',
        { NOTIFICATIONS_EVERY_MS: '3600000' },
        { onStatement: (sql) => counting?.push(sql) },
      );
    });
    afterAll(async () => {
      await t.close();
    });

    const call = (...args: InjectArgs) => injectAs(t.app, ...args);

    /** The statements one request sends, with its answer. */
    async function statementsOf(...args: InjectArgs) {
      // What the requests before left to do after their answers (a notification queued) is theirs.
      await t.app.settleBackgroundWork();
      counting = [];
      const response = await call(...args);
      const statements = counting;
      counting = undefined;
      return { response, statements };
    }

    async function linkedCard() {
      const student = await activeStudent(t);
      const card = await call('POST', '/api/v1/drivingnotes/card', student.accessToken);
      const notes = card.json<{ drivingNotes: Note[] }>().drivingNotes;
      const supervisor = await activeSupervisor(t);
      await call('POST', '/api/v1/addTeacher', student.accessToken, {
        teacherEmail: supervisor.input.email,
        studentId: student.id,
      });
      // Each account's first request reads its session; from then on it is remembered.
      await call('GET', '/api/v1/drivingnotes', student.accessToken);
      await call(
        'GET',
        `/api/v1/teacher/notesGet?teacherId=${supervisor.id}&studentId=${student.id}`,
        supervisor.accessToken,
      );
      return { student, supervisor, notes };
    }

    it('a card read is one statement while its tag holds, two when the cards changed', async () => {
      const { student, supervisor, notes } = await linkedCard();
      const reads = [
        ['GET', '/api/v1/drivingnotes', student.accessToken],
        [
          'GET',
          `/api/v1/teacher/notesGet?teacherId=${supervisor.id}&studentId=${student.id}`,
          supervisor.accessToken,
        ],
      ] as const;
      for (const [method, path, token] of reads) {
        const first = await statementsOf(method, path, token);
        expect(first.response.statusCode).toBe(200);
        // The body of an unchanged list is remembered: the check of its tag is all.
        expect(first.statements).toHaveLength(1);
        counting = [];
        const unchanged = await t.app.inject({
          method,
          url: path,
          headers: {
            authorization: `Bearer ${token}`,
            'if-none-match': String(first.response.headers.etag),
          },
        });
        expect(unchanged.statusCode).toBe(304);
        expect(counting).toHaveLength(1);
        counting = undefined;
      }
      // The supervisor approves: the lists change, and each is read again with its approvals.
      await call('PUT', `/api/v1/teacher/drivingnotes/${notes[0]!.id}`, supervisor.accessToken, {
        statA: 'Godkänd',
      });
      for (const [method, path, token] of reads) {
        const changed = await statementsOf(method, path, token);
        const lesson = changed.response
          .json<{ drivingNotes: (Note & { approvedBySupervisor?: string[] })[] }>()
          .drivingNotes.find((note) => note.id === notes[0]!.id);
        expect(lesson).toMatchObject({ statA: 'Godkänd', approvedBySupervisor: ['statA'] });
        expect(changed.statements).toHaveLength(2);
      }
    });

    it('the §7 PUT of a status is one statement, for both roles, history and approvals in it', async () => {
      const { student, supervisor, notes } = await linkedCard();
      const lesson = notes[0]!;
      const mine = await statementsOf(
        'PUT',
        `/api/v1/drivingnotes/${lesson.id}`,
        student.accessToken,
        { statA: 'Godkänd' },
      );
      expect(mine.response.statusCode).toBe(200);
      expect(mine.statements).toHaveLength(1);

      // The supervisor approves the learner's own "Godkänd" as it stands: recorded, and counted.
      t.clock.advance(1000);
      const theirs = await statementsOf(
        'PUT',
        `/api/v1/teacher/drivingnotes/${lesson.id}`,
        supervisor.accessToken,
        { statA: 'Godkänd', statB: 'Började' },
      );
      expect(theirs.response.statusCode).toBe(200);
      expect(theirs.response.json()).toMatchObject({
        drivingNote: { statA: 'Godkänd', statB: 'Började', approvedBySupervisor: ['statA'] },
      });
      expect(theirs.statements).toHaveLength(1);

      const history = await call(
        'GET',
        `/api/v1/drivingnotes/${lesson.groupId}/history`,
        student.accessToken,
      );
      const entries = history
        .json<{ history: { by: { role: string }; from: string; to: string }[] }>()
        .history.map((entry) => [entry.by.role, entry.from, entry.to].join(' '));
      // Newest first; one write's changes share their time, in no particular order.
      expect(entries.slice(0, 2).sort()).toEqual([
        'supervisor  Började',
        'supervisor Godkänd Godkänd',
      ]);
      expect(entries.slice(2)).toEqual(['student  Godkänd']);
    });

    it('an outbox change is two statements: the limits, then the write with its id', async () => {
      const { student, notes } = await linkedCard();
      const lesson = notes[1]!;
      const send = (from: string, to: string, id = randomUUID()) =>
        statementsOf('POST', '/api/v1/lessonChanges', student.accessToken, {
          changes: [{ id, lessonId: lesson.id, field: 'statA', from, to }],
        });
      // The writer's first batch in this process also tidies its kept ids (TIDY_AFTER_…).
      const first = await send('', 'Började');
      expect(first.response.json()).toMatchObject({ results: [{ outcome: 'applied' }] });
      const id = randomUUID();
      const second = await send('Började', 'Visad kunskap', id);
      expect(second.response.json()).toMatchObject({
        results: [{ id, outcome: 'applied', drivingNote: { statA: 'Visad kunskap' } }],
      });
      expect(second.statements).toHaveLength(2);

      // Sent again (its answer was lost): answered as the first time, applied once.
      const again = await send('Började', 'Visad kunskap', id);
      expect(again.response.json()).toMatchObject({
        results: [{ id, outcome: 'applied', repeated: true }],
      });
      const stored = await t.db
        .selectFrom('drivingNotes')
        .select(['statA', 'version'])
        .where('id', '=', lesson.id)
        .executeTakeFirstOrThrow();
      expect(stored).toEqual({ statA: 'Visad kunskap', version: 2 });
    });
  },
);
