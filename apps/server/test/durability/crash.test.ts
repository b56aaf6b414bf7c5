import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { describeOutcome, isSuccess, request, type Outcome } from './http.js';
import {
  answerProblem,
  decode,
  halfCards,
  Ledger,
  lessonCounts,
  lessonRows,
  LoadControl,
  random,
  type WriteRecord,
} from './load.js';
import {
  createDataStore,
  durabilityDialects,
  prepareServerRunner,
  ServerProcess,
  sleep,
  type DataStore,
  startUpTimes,
  type ServerRunner,
} from '../support/server-process.js';
import { createPairs, Outbox, type Pair } from './users.js';

/**
 * Crash safety: under a write load (status changes of students and supervisors, whole cards
 * created and deleted), the server is killed with SIGKILL at random moments and started again on
 * the same data. Afterwards, read straight from the database: every write answered 2xx is there
 * (or a later write to the same field that was in flight), and every card has all 15 lessons or
 * none. SIGKILL is a process crash; a power loss is another matter (SQLite runs with
 * synchronous=NORMAL in WAL mode, durable across a process crash, not across a power cut).
 *
 * CRASH_KILLS (default 3; the long run uses 20), CRASH_STUDENTS (default 4), CRASH_SEED.
 */

const KILLS = Number(process.env.CRASH_KILLS ?? 3);
const STUDENTS = Number(process.env.CRASH_STUDENTS ?? 4);
const SEED = Number(process.env.CRASH_SEED ?? randomBytes(4).readUInt32BE());
/** How long the load runs between a start and the next kill (random in this range). */
const UP_MS: [number, number] = [400, 2_500];

let runner: ServerRunner;
// Bundling takes a few seconds on a loaded machine.
beforeAll(async () => {
  runner = await prepareServerRunner();
}, 120_000);
afterAll(async () => {
  await runner?.dispose();
});

interface CardOp {
  kind: 'create' | 'delete';
  studentIndex: number;
  groupId: string | undefined;
  sentAt: number;
  endedAt: number;
  outcome: Outcome;
}

describe.each(durabilityDialects)('crash: kill -9 under a write load (%s)', (dialect) => {
  let store: DataStore | undefined;
  let server: ServerProcess | undefined;
  let control: LoadControl | undefined;

  afterEach(async () => {
    control?.stop();
    await server?.stop(2_000);
    await store?.remove();
    store = undefined;
    server = undefined;
  });

  it(
    `keeps every acknowledged write and whole cards through ${KILLS} kills (seed ${SEED})`,
    async () => {
      const rng = random(SEED + (dialect === 'postgres' ? 1 : 0));
      store = await createDataStore(dialect);
      server = new ServerProcess({
        runner,
        store,
        authSecret: randomBytes(32).toString('hex'),
      });
      const target = server;
      await server.start();
      const pairs = await createPairs(server.url, new Outbox(store.dataDir), STUDENTS).catch(
        (error: unknown) => {
          throw target.withLog(error);
        },
      );

      const ledger = new Ledger();
      const cardOps: CardOp[] = [];
      const problems: string[] = [];
      const loop = new LoadControl();
      control = loop;

      async function statusWriter(pair: Pair, writer: 'student' | 'teacher') {
        while (await loop.ready(target)) {
          const record = await ledger.write(target, pair, writer, rng.pick(pair.card.lessons));
          if (record.outcome.kind === 'answer') {
            const problem = answerProblem(record);
            if (problem) problems.push(problem);
          } else {
            await sleep(20);
          }
        }
      }

      async function cardOp(pair: Pair, kind: 'create' | 'delete', groupId?: string) {
        const sentAt = Date.now();
        const outcome = await request(
          target.url,
          kind === 'create' ? 'POST' : 'DELETE',
          kind === 'create' ? '/api/v1/drivingnotes/card' : `/api/v1/drivingnotes/${groupId}`,
          { token: pair.student.token },
        );
        if (kind === 'create' && isSuccess(outcome)) {
          const body = (outcome as { body: { groupId: string; drivingNotes: unknown[] } }).body;
          groupId = body.groupId;
          if (body.drivingNotes.length !== 15) {
            problems.push(`POST card answered with ${body.drivingNotes.length} lessons`);
          }
        }
        const op = {
          kind,
          studentIndex: pair.index,
          groupId,
          sentAt,
          endedAt: Date.now(),
          outcome,
        };
        cardOps.push(op);
        if (outcome.kind === 'answer' && !isSuccess(outcome)) {
          problems.push(`${kind} card: ${describeOutcome(outcome)}`);
        }
        return op;
      }

      /** Creates and deletes whole cards of one student, never more than 6 at a time. */
      async function cardChurn(pair: Pair) {
        let known: string[] = [];
        let sync = false;
        while (await loop.ready(target)) {
          if (sync) {
            // After a request without an answer: what exists now (a lost creation may have landed).
            const listed = await request(target.url, 'GET', '/api/v1/drivingnotes', {
              token: pair.student.token,
            });
            if (!isSuccess(listed)) {
              if (listed.kind === 'answer') problems.push(`GET cards: ${describeOutcome(listed)}`);
              await sleep(20);
              continue;
            }
            const notes = (listed as { body: { drivingNotes: Array<{ groupId: string }> } }).body
              .drivingNotes;
            known = [...new Set(notes.map((n) => n.groupId))].filter(
              (id) => id !== pair.card.groupId,
            );
            sync = false;
          }
          let op: CardOp;
          if (known.length < 2 || (known.length < 5 && rng.next() < 0.5)) {
            op = await cardOp(pair, 'create');
            if (isSuccess(op.outcome)) known.push(op.groupId!);
          } else {
            const groupId = known.splice(Math.floor(rng.next() * known.length), 1)[0]!;
            op = await cardOp(pair, 'delete', groupId);
          }
          if (op.outcome.kind !== 'answer') {
            sync = true;
            await sleep(20);
          }
        }
      }

      const loops = pairs.flatMap((pair) => [
        statusWriter(pair, 'student'),
        statusWriter(pair, 'teacher'),
        cardChurn(pair),
      ]);

      try {
        for (let kill = 1; kill <= KILLS; kill += 1) {
          // Under load: writes are being answered by this life of the server before the kill.
          const before = ledger.acknowledged;
          const deadline = Date.now() + 60_000;
          while (ledger.acknowledged < before + STUDENTS && Date.now() < deadline) await sleep(20);
          await sleep(rng.between(...UP_MS));
          await server.kill9();
          if (kill < KILLS) await server.start();
        }
      } finally {
        loop.stop();
        await Promise.all(loops);
      }

      // ---- the verdict, read straight from the database the last kill left behind ----
      const lives = server.history;
      /** The kill that ended a request without an answer, if one did. */
      const killBehind = (sentAt: number, endedAt: number) =>
        lives
          .filter((life, i) => {
            const next = lives[i + 1];
            return (
              life.killedAt !== undefined &&
              life.killedAt <= endedAt &&
              (next === undefined || sentAt < next.readyAt)
            );
          })
          .at(-1);
      /** Until when a write may take effect: its answer, or the end of the process that had it. */
      const effectEnd = (w: { sentAt: number; endedAt: number; outcome: Outcome }) => {
        if (w.outcome.kind === 'answer') return w.endedAt;
        return killBehind(w.sentAt, w.endedAt)?.deadAt ?? Number.POSITIVE_INFINITY;
      };
      for (const w of [...ledger.writes, ...cardOps]) {
        if (w.outcome.kind !== 'answer' && !killBehind(w.sentAt, w.endedAt)) {
          problems.push(
            `a request failed with no kill to explain it: ${describeOutcome(w.outcome)}`,
          );
        }
      }

      const handle = store.connect();
      try {
        const { db } = handle;
        const lessonIds = pairs.flatMap((pair) => pair.card.lessons.map((l) => l.id));
        const rows = await lessonRows(db, lessonIds);
        const byRegister = new Map<string, WriteRecord[]>();
        for (const w of ledger.writes) {
          const key = `${w.lessonId}:${w.writer}`;
          byRegister.set(key, [...(byRegister.get(key) ?? []), w]);
        }
        for (const pair of pairs) {
          for (const lesson of pair.card.lessons) {
            const row = rows.get(lesson.id);
            if (!row) {
              problems.push(`lesson ${lesson.id} of a card never deleted is gone`);
              continue;
            }
            let acked = 0;
            let uncertain = 0;
            for (const writer of ['student', 'teacher'] as const) {
              const writes = (byRegister.get(`${lesson.id}:${writer}`) ?? []).filter(
                (w) => w.outcome.kind !== 'refused',
              );
              const answered = writes.filter((w) => isSuccess(w.outcome));
              acked += answered.length;
              uncertain += writes.length - answered.length;
              // A write may be what the row holds unless an acknowledged write began after it
              // could last have taken effect.
              const allowed = new Set(
                writes
                  .filter((w) => !answered.some((a) => a.sentAt > effectEnd(w)))
                  .map((w) => w.code),
              );
              if (answered.length === 0) allowed.add(0);
              const held = decode(writer, row);
              if (!allowed.has(held)) {
                const last = answered.at(-1);
                problems.push(
                  `lesson ${lesson.number} of student ${pair.index}, ${writer}'s fields hold ` +
                    `${held}; the last acknowledged write was ${last?.code ?? 'none'} ` +
                    `(allowed: ${[...allowed].join(', ')})`,
                );
              }
            }
            if (row.version < acked || row.version > acked + uncertain) {
              problems.push(
                `lesson ${lesson.id} has version ${row.version} after ${acked} acknowledged ` +
                  `and ${uncertain} unanswered updates`,
              );
            }
          }
        }

        const counts = await lessonCounts(db);
        problems.push(...(await halfCards(db)));
        const deleted = new Set<string>();
        const maybeDeleted = new Set<string>();
        for (const op of cardOps) {
          if (op.kind !== 'delete' || op.outcome.kind === 'refused') continue;
          (isSuccess(op.outcome) ? deleted : maybeDeleted).add(op.groupId!);
        }
        for (const pair of pairs) {
          if ((counts.get(pair.card.groupId) ?? 0) !== 15) {
            problems.push(`the first card of student ${pair.index} lost lessons`);
          }
        }
        for (const op of cardOps) {
          if (op.kind !== 'create' || !isSuccess(op.outcome)) continue;
          const id = op.groupId!;
          if (!deleted.has(id) && !maybeDeleted.has(id) && counts.get(id) !== 15) {
            problems.push(`acknowledged card ${id} has ${counts.get(id) ?? 0} lessons`);
          }
        }
        for (const id of deleted) {
          if (counts.has(id)) problems.push(`card ${id} was deleted (answered 200) but is there`);
        }

        const answered = ledger.writes.filter((w) => isSuccess(w.outcome)).length;
        const unanswered = ledger.writes.filter((w) => w.outcome.kind === 'lost').length;
        const created = cardOps.filter((o) => o.kind === 'create' && isSuccess(o.outcome)).length;
        console.info(
          `crash (${dialect}, seed ${SEED}): ${KILLS} kills, ${answered} acknowledged and ` +
            `${unanswered} unanswered status writes, ${created} cards created and ` +
            `${deleted.size} deleted with an answer, ${counts.size} cards at the end; ` +
            `start-up took ${startUpTimes(server)}`,
        );
        expect(answered).toBeGreaterThan(0);
        expect(created).toBeGreaterThan(0);
      } finally {
        await handle.close();
      }

      expect(problems.slice(0, 30), `seed ${SEED}; ${problems.length} problems`).toEqual([]);
    },
    120_000 + KILLS * 30_000 + STUDENTS * 3_000,
  );
});
