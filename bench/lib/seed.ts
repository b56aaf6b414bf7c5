// Seeds a running app: accounts, links and sessions straight into its database with the app's
// own repository and session code (no e-mail round trips, no password hashing per user),
// cards through the real API, then every status of every lesson set in one UPDATE.
import { sql } from 'kysely';
import { connectDatabase } from '../../apps/server/src/db/connect.js';
import { uuidv7 } from '../../apps/server/src/lib/ids.js';
import { hashPassword } from '../../apps/server/src/lib/passwords.js';
import * as accounts from '../../apps/server/src/modules/people/repository.js';
import { createAccessTokens } from '../../apps/server/src/modules/auth/access-token.js';
import { createSessionService } from '../../apps/server/src/modules/auth/sessions.js';
import * as links from '../../apps/server/src/modules/supervision/repository.js';

export const BENCH_PASSWORD = 'bench-korkort-2026';
export const CARDS_PER_STUDENT = 10;
/** Cards of each of (b)'s writers: one (15 lessons) is more than one account may change a minute. */
export const WRITER_CARDS = 1;

export interface SeededUser {
  id: string;
  email: string;
  token: string;
  lessonIds: string[];
}

/** Where the app keeps its data: what a bench module connects to to write straight into it. */
export interface SeededDatabase {
  dataDir: string;
  databaseUrl?: string;
  databaseSchema?: string;
}

export interface Seeded {
  /** The student of (a) and the §7 PUT of (b), logged in through the API. */
  main: SeededUser;
  /** The students of (c) with their supervisors (same index). */
  students: SeededUser[];
  supervisors: SeededUser[];
  /**
   * The students (b)'s lessonChanges rotates over, one card each (WRITER_CARDS): an account may
   * send 60 batches a minute (decision 014), so one account alone measured mostly 429s.
   */
  writers: SeededUser[];
  database: SeededDatabase;
}

async function api<T>(
  origin: string,
  method: string,
  path: string,
  token?: string,
  body?: unknown,
) {
  const response = await fetch(`${origin}/api${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Runs the tasks with at most `limit` at a time. */
async function pool<T>(items: T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

export async function seed(options: {
  origin: string;
  dataDir: string;
  databaseUrl?: string;
  databaseSchema?: string;
  authSecret: string;
  students: number;
  /** Students for (b)'s lessonChanges, WRITER_CARDS each, with sessions (default none). */
  writers?: number;
}): Promise<Seeded> {
  const handle = connectDatabase(options);
  const { db } = handle;
  try {
    const now = Date.now();
    const passwordHash = await hashPassword(BENCH_PASSWORD);
    const sessions = createSessionService(db, createAccessTokens(options.authSecret));
    const person = (id: string, email: string, name: string) => ({
      id,
      email,
      passwordHash,
      name,
      surname: 'Bench',
      city: 'Upplands Väsby',
      pnr: null,
      phone: null,
      category: JSON.stringify(['CategoryB']),
      autotransmission: 0 as const,
      isActivated: 1 as const,
      createdAt: now,
      updatedAt: now,
    });
    const student = (id: string, email: string) => ({
      ...person(id, email, 'Elin'),
      profileComplete: 1 as const,
      oidcIssuer: null,
      oidcSubject: null,
      congratulatedAt: null,
    });

    const mainId = uuidv7();
    const mainEmail = `bench.main.${now}@example.se`;
    await accounts.insertStudent(db, student(mainId, mainEmail));
    const login = await api<{ accessToken: string }>(
      options.origin,
      'POST',
      '/v1/login',
      undefined,
      {
        email: mainEmail,
        password: BENCH_PASSWORD,
      },
    );
    const main: SeededUser = {
      id: mainId,
      email: mainEmail,
      token: login.accessToken,
      lessonIds: [],
    };

    const students: SeededUser[] = [];
    const supervisors: SeededUser[] = [];
    for (let i = 0; i < options.students; i += 1) {
      const s = { id: uuidv7(), email: `bench.s${i}.${now}@example.se` };
      const t = { id: uuidv7(), email: `bench.t${i}.${now}@example.se` };
      await accounts.insertStudent(db, student(s.id, s.email));
      await accounts.insertSupervisor(db, person(t.id, t.email, 'Hanna'));
      await links.insertLink(db, { studentId: s.id, teacherId: t.id, createdAt: now });
      const sSession = await sessions.start({ id: s.id, role: 'student' });
      const tSession = await sessions.start({ id: t.id, role: 'supervisor' });
      students.push({ ...s, token: sSession.accessToken, lessonIds: [] });
      supervisors.push({ ...t, token: tSession.accessToken, lessonIds: [] });
    }

    const writers: SeededUser[] = [];
    for (let i = 0; i < (options.writers ?? 0); i += 1) {
      const w = { id: uuidv7(), email: `bench.w${i}.${now}@example.se` };
      await accounts.insertStudent(db, student(w.id, w.email));
      const session = await sessions.start({ id: w.id, role: 'student' });
      writers.push({ ...w, token: session.accessToken, lessonIds: [] });
    }

    // Ten whole cards each (the writers one), through the API (the app's own template and
    // transaction).
    const everyone = [main, ...students];
    const jobs = [
      ...everyone.flatMap((user) => Array.from({ length: CARDS_PER_STUDENT }, () => user)),
      ...writers.flatMap((user) => Array.from({ length: WRITER_CARDS }, () => user)),
    ];
    await pool(jobs, 8, async (user) => {
      const card = await api<{ drivingNotes: { id: string }[] }>(
        options.origin,
        'POST',
        '/v1/drivingnotes/card',
        user.token,
      );
      user.lessonIds.push(...card.drivingNotes.map((note) => note.id));
    });
    students.forEach((s, i) => (supervisors[i]!.lessonIds = s.lessonIds));

    // "Full" cards: every status of every lesson set, half of the lessons done.
    await sql`update driving_notes set
        stat_a = 'Godkänd', stat_b = 'Visad kunskap', stat_c = 'Började',
        stat_d = 'Godkänd', stat_e = 'Visad kunskap', stat_f = 'Började',
        stat_g = 'Godkänd', stat_h = 'Visad kunskap', stat_i = 'Började',
        is_done = number % 2, version = version + 1`.execute(db);
    const database = {
      dataDir: options.dataDir,
      databaseUrl: options.databaseUrl,
      databaseSchema: options.databaseSchema,
    };
    return { main, students, supervisors, writers, database };
  } finally {
    await handle.close();
  }
}
