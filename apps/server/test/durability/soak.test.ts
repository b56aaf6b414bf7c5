import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { describeOutcome, isSuccess, request } from './http.js';
import {
  answerProblem,
  decode,
  halfCards,
  Ledger,
  lessonRows,
  LoadControl,
  random,
  type Writer,
} from './load.js';
import {
  createDataStore,
  durabilityDialects,
  prepareServerRunner,
  ServerProcess,
  sleep,
  startUpTimes,
  type DataStore,
  type ServerRunner,
} from '../support/server-process.js';
import { createPairs, Outbox, type Pair } from './users.js';

/**
 * Soak: the mixed scenario against one real server process. Each student and each supervisor
 * loads their cards once (a page load), then changes a status every SOAK_INTERVAL_MS, on the
 * same card: the student in their fields, the supervisor in theirs. Afterwards: no error at all
 * (every answer 2xx and showing the value written, no failed request) and no lost update (every
 * field in the database holds the last value written to it, and every lesson's version counts
 * exactly the updates it was sent).
 *
 * SOAK_USERS students, each with their own supervisor (default 20; the long run 200),
 * SOAK_SECONDS (default 10; the long run 60), SOAK_INTERVAL_MS (default 500; the long run 5000).
 */

const USERS = Number(process.env.SOAK_USERS ?? 20);
const SECONDS = Number(process.env.SOAK_SECONDS ?? 10);
const INTERVAL_MS = Number(process.env.SOAK_INTERVAL_MS ?? 500);
const SEED = Number(process.env.SOAK_SEED ?? randomBytes(4).readUInt32BE());

let runner: ServerRunner;
// Bundling takes a few seconds on a loaded machine.
beforeAll(async () => {
  runner = await prepareServerRunner();
}, 120_000);
afterAll(async () => {
  await runner?.dispose();
});

describe.each(durabilityDialects)('soak: the mixed scenario (%s)', (dialect) => {
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
    `${USERS} students and ${USERS} supervisors for ${SECONDS} s: no error, no lost update`,
    async () => {
      const rng = random(SEED + (dialect === 'postgres' ? 1 : 0));
      store = await createDataStore(dialect);
      server = new ServerProcess({ runner, store, authSecret: randomBytes(32).toString('hex') });
      const target = server;
      await server.start();
      const pairs = await createPairs(server.url, new Outbox(store.dataDir), USERS).catch(
        (error: unknown) => {
          throw target.withLog(error);
        },
      );

      const ledger = new Ledger();
      const errors: string[] = [];
      let reads = 0;
      const loop = new LoadControl();
      control = loop;
      const startAt = Date.now();
      const endAt = startAt + SECONDS * 1000;

      /** One person: a page load, then a status change every interval until the end. */
      async function person(pair: Pair, writer: Writer) {
        // Page loads spread over the first interval, as people arrive at different moments.
        await sleep(rng.between(0, INTERVAL_MS));
        const loaded =
          writer === 'student'
            ? await request(target.url, 'GET', '/api/v1/drivingnotes', {
                token: pair.student.token,
              })
            : await request(target.url, 'GET', `/api/v1/teacher/getnotes/${pair.supervisor.id}`, {
                token: pair.supervisor.token,
              });
        reads += 1;
        if (!isSuccess(loaded)) {
          errors.push(`page load of ${writer} ${pair.index}: ${describeOutcome(loaded)}`);
        } else {
          const notes = (loaded as { body: { drivingNotes: Array<{ groupId: string }> } }).body
            .drivingNotes;
          if (notes.filter((n) => n.groupId === pair.card.groupId).length !== 15) {
            errors.push(`page load of ${writer} ${pair.index} does not show the 15 lessons`);
          }
        }
        let next = Date.now() + INTERVAL_MS;
        while (loop.running) {
          await sleep(Math.max(0, next - Date.now()));
          if (!loop.running || Date.now() >= endAt) break;
          // A change that takes longer than the interval delays the next one; none overlap.
          next = Math.max(next + INTERVAL_MS, Date.now());
          const record = await ledger.write(target, pair, writer, rng.pick(pair.card.lessons));
          const problem = answerProblem(record);
          if (problem) errors.push(`${writer} ${pair.index}: ${problem}`);
        }
      }

      await Promise.all(
        pairs.flatMap((pair) => [person(pair, 'student'), person(pair, 'teacher')]),
      );
      const ranFor = (Date.now() - startAt) / 1000;

      // ---- the verdict, from the database, with the server still running ----
      const handle = store.connect();
      const lostUpdates: string[] = [];
      try {
        const { db } = handle;
        const rows = await lessonRows(
          db,
          pairs.flatMap((pair) => pair.card.lessons.map((lesson) => lesson.id)),
        );
        const last = new Map<string, number>();
        const updates = new Map<string, number>();
        for (const w of ledger.writes) {
          if (!isSuccess(w.outcome)) continue;
          last.set(`${w.lessonId}:${w.writer}`, w.code);
          updates.set(w.lessonId, (updates.get(w.lessonId) ?? 0) + 1);
        }
        for (const pair of pairs) {
          for (const lesson of pair.card.lessons) {
            const row = rows.get(lesson.id);
            if (!row) {
              lostUpdates.push(`lesson ${lesson.id} is gone`);
              continue;
            }
            for (const writer of ['student', 'teacher'] as const) {
              const expected = last.get(`${lesson.id}:${writer}`) ?? 0;
              const held = decode(writer, row);
              if (held !== expected) {
                lostUpdates.push(
                  `student ${pair.index} lesson ${lesson.number}: the ${writer}'s fields hold ` +
                    `${held}, the last write was ${expected}`,
                );
              }
            }
            const sent = updates.get(lesson.id) ?? 0;
            if (row.version !== sent) {
              lostUpdates.push(
                `student ${pair.index} lesson ${lesson.number}: version ${row.version} after ` +
                  `${sent} updates`,
              );
            }
          }
        }
        lostUpdates.push(...(await halfCards(db)));
      } finally {
        await handle.close();
      }
      await server.stop();

      const acknowledged = ledger.writes.filter((w) => isSuccess(w.outcome)).length;
      console.info(
        `soak (${dialect}, seed ${SEED}): ${USERS * 2} people, ${reads} page loads and ` +
          `${ledger.writes.length} status changes in ${ranFor.toFixed(1)} s ` +
          `(${(ledger.writes.length / ranFor).toFixed(0)}/s), ${acknowledged} acknowledged, ` +
          `${errors.length} errors, ${lostUpdates.length} lost updates; ` +
          `start-up took ${startUpTimes(server)}`,
      );
      expect(acknowledged).toBeGreaterThan(0);
      expect(errors.slice(0, 30), `${errors.length} errors`).toEqual([]);
      expect(lostUpdates.slice(0, 30), `${lostUpdates.length} lost updates`).toEqual([]);
      expect(acknowledged).toBe(ledger.writes.length);
    },
    120_000 + USERS * 1_500 + SECONDS * 2_000,
  );
});
