import { randomBytes } from 'node:crypto';
import { messages } from '@ovningskort/domain';
import { linkIn, waitForMail } from '@ovningskort/test-support';
import { testPostgres, testRedis } from '@ovningskort/test-support/services';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresChannel } from '../src/events/bus.js';
import { redisChannel } from '../src/events/redis-bus.js';
import {
  createDataStore,
  prepareServerRunner,
  ServerProcess,
  type DataStore,
  type ServerRunner,
} from './support/server-process.js';
import { bearer, PUBLIC_URL, validRegistration, validSupervisorRegistration } from './test-app.js';
import { lessonEvent, openStream } from './support/event-stream.js';

/**
 * Two real server processes (apps/server/src/server.ts, started by support/server-process.ts)
 * on one database and one DATA_DIR, talking over real HTTP: nothing one process keeps in memory
 * may be needed by the other. PostgreSQL runs twice – live updates through LISTEN/NOTIFY, then
 * through Redis – when TEST_DATABASE_URL is set (CI sets it; Redis at TEST_REDIS_URL, default
 * local). Without it the two processes share the SQLite file, which proves the same for
 * sessions, the lockout and the contact limit; live updates between processes on SQLite need
 * REDIS_URL.
 */
interface Variant {
  name: string;
  postgres: boolean;
  redis: boolean;
}
const testDatabaseUrl = testPostgres.url;
const testRedisUrl = testRedis.url;
const variants: Variant[] = testDatabaseUrl
  ? [
      { name: 'PostgreSQL, live updates by LISTEN/NOTIFY', postgres: true, redis: false },
      ...(testRedisUrl
        ? [{ name: 'PostgreSQL, live updates by Redis', postgres: true, redis: true }]
        : []),
    ]
  : [{ name: 'SQLite file shared by both', postgres: false, redis: false }];

const STARTUP_MS = 180_000;
const STEP_MS = 120_000;
/** How long a test waits for an event before it reports it missing (not a speed assertion). */
const EVENT_WAIT_MS = 30_000;

type Note = { id: string } & Record<string, unknown>;

/** A refresh cookie from a response, as a Cookie header. */
function cookieFrom(response: Response, name: string): string {
  const found = response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0]!)
    .find((pair) => pair.startsWith(`${name}=`));
  if (!found) throw new Error(`no ${name} cookie`);
  return found;
}

async function post(url: string, body?: unknown, headers: Record<string, string> = {}) {
  return fetch(url, {
    method: 'POST',
    headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

let runner: ServerRunner;
beforeAll(async () => {
  runner = await prepareServerRunner();
}, STARTUP_MS);
afterAll(async () => {
  await runner?.dispose();
});

describe.each(variants)('two server processes: $name', (variant) => {
  let store: DataStore;
  let one: ServerProcess;
  let two: ServerProcess;

  beforeAll(async () => {
    store = await createDataStore(variant.postgres ? 'postgres' : 'sqlite');
    // Two processes on the one data store, with the same secret (tokens of one work on the other).
    const options = {
      runner,
      store,
      authSecret: randomBytes(36).toString('base64url'),
      env: { PUBLIC_URL, ...(variant.redis ? { REDIS_URL: testRedisUrl! } : {}) },
    };
    one = new ServerProcess(options);
    two = new ServerProcess(options);
    if (variant.postgres) {
      // Both at once: the migrations take PostgreSQL's lock, so two starting processes are safe.
      await Promise.all([one.start(), two.start()]);
    } else {
      // SQLite has no migration lock between processes: the second starts on a migrated file.
      await one.start();
      await two.start();
    }
  }, STARTUP_MS);

  afterAll(async () => {
    await Promise.all([one?.stop(), two?.stop()]);
    await store?.remove();
  }, STARTUP_MS);

  /** Registers and activates an account through the processes, reading the mail in DATA_DIR. */
  async function activated(role: 'student' | 'teacher') {
    const input = role === 'student' ? validRegistration() : validSupervisorRegistration();
    const registered = await post(
      `${one.url}/api/${role === 'student' ? 'registration' : 'v1/teacher/registration'}`,
      input,
    );
    expect(registered.status).toBe(200);
    const mail = await waitForMail(store.dataDir, input.email, {
      subject: 'Aktivera',
      timeoutMs: 30_000,
    });
    const token = new URL(linkIn(mail, `${PUBLIC_URL}/aktivering?token=`)).searchParams.get(
      'token',
    );
    expect((await post(`${two.url}/api/v1/activate`, { token })).status).toBe(200);
    return input;
  }

  async function login(
    server: ServerProcess,
    role: 'student' | 'teacher',
    email: string,
    password: string,
  ) {
    const response = await post(
      `${server.url}/api/v1/${role === 'student' ? 'login' : 'teacher/login'}`,
      { email, password },
    );
    return response;
  }

  it(
    'reports ready on both, with the configured live-update transport',
    async () => {
      for (const server of [one, two]) {
        const ready = (await (await fetch(`${server.url}/api/ready`)).json()) as {
          checks: Record<string, string>;
        };
        expect(ready.checks).toEqual({
          database: 'ok',
          migrations: 'ok',
          ...(variant.redis ? { redis: 'ok' } : variant.postgres ? { liveUpdates: 'ok' } : {}),
        });
      }
    },
    STEP_MS,
  );

  it(
    'logs in on one process and refreshes the session (cookie) on the other',
    async () => {
      const input = await activated('student');
      const loggedIn = await login(one, 'student', input.email, input.password);
      expect(loggedIn.status).toBe(200);
      const cookie = cookieFrom(loggedIn, 'ovk_refresh');

      const { user } = (await loggedIn.json()) as { user: { id: string } };

      const refreshed = await post(`${two.url}/api/v1/refresh`, undefined, { cookie });
      expect(refreshed.status).toBe(200);
      const { accessToken } = (await refreshed.json()) as { accessToken: string };
      // The token process 2 issued works on process 1, and names the same person.
      const details = await fetch(`${one.url}/api/v1/getUserData/${user.id}`, {
        headers: bearer(accessToken),
      });
      expect(details.status).toBe(200);
      expect(await details.json()).toMatchObject({ email: input.email });
      // The rotated cookie from process 2 refreshes on process 1 too.
      const again = await post(`${one.url}/api/v1/refresh`, undefined, {
        cookie: cookieFrom(refreshed, 'ovk_refresh'),
      });
      expect(again.status).toBe(200);
    },
    STEP_MS,
  );

  it(
    'counts failed logins across both processes: the fifth locks the e-mail on both',
    async () => {
      const input = await activated('student');
      const servers = [one, two, one, two, one];
      for (const server of servers) {
        expect((await login(server, 'student', input.email, 'fel-losenord')).status).toBe(401);
      }
      for (const server of [one, two]) {
        const locked = await login(server, 'student', input.email, input.password);
        expect(locked.status).toBe(429);
        expect(await locked.json()).toMatchObject({
          message: messages.auth.lockedOut('15 minuter'),
        });
      }
    },
    STEP_MS,
  );

  it(
    'shares the contact-form limit: five messages in all, whichever process takes them',
    async () => {
      const message = {
        name: 'Vera Besökare',
        email: 'vera.besokare@example.se',
        select: 'Allmän fråga',
        message: 'Hur många övningskort kan jag ha samtidigt?',
      };
      for (const server of [one, two, one, two, one]) {
        expect((await post(`${server.url}/api/support`, message)).status).toBe(200);
      }
      for (const server of [two, one]) {
        const refused = await post(`${server.url}/api/support`, message);
        expect(refused.status).toBe(429);
        expect(await refused.json()).toMatchObject({ message: messages.contact.tooMany });
        expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      }
    },
    STEP_MS,
  );

  if (variant.postgres) {
    it(
      'delivers a change made on one process to a stream held by the other, through the bus',
      async () => {
        const student = await activated('student');
        const supervisor = await activated('teacher');
        const s = (await (await login(one, 'student', student.email, student.password)).json()) as {
          accessToken: string;
          user: { id: string };
        };
        const t = (await (
          await login(two, 'teacher', supervisor.email, supervisor.password)
        ).json()) as {
          accessToken: string;
        };
        const created = await post(
          `${one.url}/api/v1/drivingnotes/card`,
          undefined,
          bearer(s.accessToken),
        );
        const notes = ((await created.json()) as { drivingNotes: Note[] }).drivingNotes;
        const linked = await post(
          `${two.url}/api/v1/addTeacher`,
          { teacherEmail: supervisor.email, studentId: s.user.id },
          bearer(s.accessToken),
        );
        expect(linked.status).toBe(200);

        // Watch the transport itself, so the test shows which way the events travel.
        const seenOnTransport: string[] = [];
        let stopWatching: () => Promise<void>;
        if (variant.redis) {
          const watcher = new Redis(testRedisUrl!);
          await watcher.subscribe(redisChannel(store.schema!));
          watcher.on('message', (_channel: string, payload: string) =>
            seenOnTransport.push(payload),
          );
          stopWatching = async () => void (await watcher.quit());
        } else {
          const watcher = new pg.Client({ connectionString: testDatabaseUrl });
          await watcher.connect();
          await watcher.query(`listen "${postgresChannel(store.schema!)}"`);
          watcher.on('notification', (n) => seenOnTransport.push(n.payload ?? ''));
          stopWatching = () => watcher.end();
        }

        const studentStream = await openStream(`${two.url}/api/v1/live`, s.accessToken);
        const supervisorStream = await openStream(
          `${one.url}/api/v1/teacher/live/${s.user.id}`,
          t.accessToken,
        );
        expect([studentStream.status, supervisorStream.status]).toEqual([200, 200]);
        try {
          // The supervisor saves on process 1; the student's stream is on process 2.
          const saved = await fetch(`${one.url}/api/v1/teacher/drivingnotes/${notes[0]!.id}`, {
            method: 'PUT',
            headers: { ...bearer(t.accessToken), 'content-type': 'application/json' },
            body: JSON.stringify({ statA: 'Godkänd' }),
          });
          expect(saved.status).toBe(200);
          const seen = await studentStream.next(lessonEvent(notes[0]!.id), EVENT_WAIT_MS);
          expect(seen.drivingNote).toMatchObject({ id: notes[0]!.id, statA: 'Godkänd' });

          // And back: the student saves on process 2; the supervisor's stream is on process 1.
          const done = await fetch(`${two.url}/api/v1/drivingnotes/${notes[1]!.id}`, {
            method: 'PUT',
            headers: { ...bearer(s.accessToken), 'content-type': 'application/json' },
            body: JSON.stringify({ isDone: true }),
          });
          expect(done.status).toBe(200);
          const back = await supervisorStream.next(lessonEvent(notes[1]!.id), EVENT_WAIT_MS);
          expect(back.drivingNote).toMatchObject({ isDone: true });

          // The test's own listener on the transport may hear it a moment after the stream.
          for (const note of [notes[0]!, notes[1]!]) {
            await expect
              .poll(() => seenOnTransport.some((payload) => payload.includes(note.id)), {
                timeout: EVENT_WAIT_MS,
              })
              .toBe(true);
          }
        } finally {
          studentStream.close();
          supervisorStream.close();
          await stopWatching();
        }
      },
      STEP_MS,
    );

    it(
      'remembers a live session in each process, and refuses it in both once either ends it',
      async () => {
        const input = await activated('student');
        const loggedIn = (await (
          await login(one, 'student', input.email, input.password)
        ).json()) as {
          accessToken: string;
          user: { id: string };
        };
        const details = (server: ServerProcess) =>
          fetch(`${server.url}/api/v1/getUserData/${loggedIn.user.id}`, {
            headers: bearer(loggedIn.accessToken),
          });
        expect((await details(two)).status).toBe(200);

        // The session's row ended behind the app's back, announced to no one: process 2 still
        // answers from memory (what it knows is live), process 1 has not read it since the login.
        const { db, close } = store.connect();
        try {
          const revoke = (revokedAt: number | null) =>
            db
              .updateTable('sessions')
              .set({ revokedAt })
              .where('userId', '=', loggedIn.user.id)
              .execute();
          await revoke(Date.now());
          expect((await details(two)).status).toBe(200);
          expect((await details(one)).status).toBe(401);
          await revoke(null);
        } finally {
          await close();
        }
        expect((await details(two)).status).toBe(200);

        // A logout on process 1 is announced on the bus: process 2 forgets the session and
        // refuses it, long before it would have read it again (60 s).
        const loggedOut = await post(
          `${one.url}/api/v1/logout`,
          undefined,
          bearer(loggedIn.accessToken),
        );
        expect(loggedOut.status).toBe(200);
        const started = Date.now();
        await expect
          .poll(async () => (await details(two)).status, { timeout: 10_000, interval: 20 })
          .toBe(401);
        console.info(
          `${variant.name}: refused by the other process ${Date.now() - started} ms after the logout`,
        );
        expect((await details(one)).status).toBe(401);
      },
      STEP_MS,
    );
  }
});
