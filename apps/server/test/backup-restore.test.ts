import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { linkIn, waitForMail } from '@ovningskort/test-support';
import { testPostgres } from '@ovningskort/test-support/services';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createDataStore,
  prepareServerRunner,
  runScript,
  ServerProcess,
  storeEnv,
  type DataStore,
  type ServerRunner,
} from './support/server-process.js';
import { PUBLIC_URL, testDialects, validRegistration } from './test-app.js';

/**
 * scripts/backup.ts and scripts/restore.ts, run as child processes the way an operator runs
 * them, around a real server process: data made through the API, a backup while the server
 * runs, the data changed and deleted, a restore, and a server on the restored database that
 * shows the data as it was at the backup.
 */
const STARTUP_MS = 180_000;
const STEP_MS = 300_000;
const testDatabaseUrl = testPostgres.url;

type Note = { id: string; statA: string } & Record<string, unknown>;

const BACKUP = 'scripts/backup.ts';
const RESTORE = 'scripts/restore.ts';

let runner: ServerRunner;
beforeAll(async () => {
  runner = await prepareServerRunner({ scripts: [BACKUP, RESTORE] });
}, STARTUP_MS);
afterAll(async () => {
  await runner?.dispose();
});

/** Runs scripts/backup.ts or scripts/restore.ts as its own process, as an operator does. */
const runTs = (file: string, args: string[], env: Record<string, string>) =>
  runScript(runner, file, args, env);

const json = { 'content-type': 'application/json' };
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe.each(testDialects)('backup and restore (%s)', (dialect) => {
  let store: DataStore;
  let dataDir: string;
  let restoreDatabase: string | undefined;
  const running: ServerProcess[] = [];
  let env: Record<string, string>;

  beforeAll(async () => {
    store = await createDataStore(dialect);
    dataDir = store.dataDir;
    env = {
      ...storeEnv(store),
      AUTH_SECRET: randomBytes(36).toString('base64url'),
      PUBLIC_URL,
      WEB_DIST: path.join(dataDir, 'no-web-app'),
    };
  }, STARTUP_MS);

  afterAll(async () => {
    await Promise.all(running.map((server) => server.stop()));
    await store?.remove();
    if (restoreDatabase) await admin(`drop database if exists ${restoreDatabase} with (force)`);
  }, STARTUP_MS);

  /** A statement on the test server's maintenance connection (create/drop a database). */
  async function admin(statement: string) {
    const client = new pg.Client({ connectionString: testDatabaseUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  }

  /** A server process on the data store, with these variables (e.g. the restored database). */
  async function start(serverEnv: Record<string, string>) {
    const server = new ServerProcess({
      runner,
      store,
      authSecret: serverEnv.AUTH_SECRET!,
      env: serverEnv,
    });
    running.push(server);
    await server.start();
    return server;
  }

  async function stop(server: ServerProcess) {
    await server.stop();
    running.splice(running.indexOf(server), 1);
  }

  async function registerAndActivate(server: ServerProcess) {
    const input = validRegistration();
    const registered = await fetch(`${server.url}/api/registration`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify(input),
    });
    expect(registered.status).toBe(200);
    const mail = await waitForMail(dataDir, input.email, {
      subject: 'Aktivera',
      timeoutMs: 30_000,
    });
    const token = new URL(linkIn(mail, `${PUBLIC_URL}/aktivering?token=`)).searchParams.get(
      'token',
    );
    const activated = await fetch(`${server.url}/api/v1/activate`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ token }),
    });
    expect(activated.status).toBe(200);
    return input;
  }

  async function login(server: ServerProcess, email: string, password: string) {
    const response = await fetch(`${server.url}/api/v1/login`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email, password }),
    });
    const body = (await response.json()) as { accessToken: string; user: { id: string } };
    return { status: response.status, ...body };
  }

  async function notes(server: ServerProcess, accessToken: string) {
    const response = await fetch(`${server.url}/api/v1/drivingnotes`, {
      headers: bearer(accessToken),
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as Note[] | { drivingNotes: Note[] };
    return Array.isArray(body) ? body : body.drivingNotes;
  }

  it(
    'backs up while the server runs, and a restore brings back the data as it was',
    async () => {
      const server = await start(env);

      // Data as it is at the backup: a student with a card and an approved sub-moment.
      const student = await registerAndActivate(server);
      const session = await login(server, student.email, student.password);
      expect(session.status).toBe(200);
      const created = await fetch(`${server.url}/api/v1/drivingnotes/card`, {
        method: 'POST',
        headers: bearer(session.accessToken),
      });
      expect(created.ok).toBe(true);
      const first = ((await created.json()) as { drivingNotes: Note[] }).drivingNotes[0]!;
      const approved = await fetch(`${server.url}/api/v1/drivingnotes/${first.id}`, {
        method: 'PUT',
        headers: { ...bearer(session.accessToken), ...json },
        body: JSON.stringify({ statA: 'Godkänd' }),
      });
      expect(approved.status).toBe(200);

      // The backup, with the server running.
      const file = path.join(
        dataDir,
        'backups',
        `backup.${dialect === 'postgres' ? 'dump' : 'sqlite'}`,
      );
      const backup = await runTs('scripts/backup.ts', ['--out', file], env);
      expect(backup, backup.stderr).toMatchObject({ code: 0 });
      expect(backup.stdout.trim()).toBe(file);
      expect(fs.statSync(file).size).toBeGreaterThan(0);

      // After the backup: one student registers, the first one deletes the account.
      const later = await registerAndActivate(server);
      const deleted = await fetch(`${server.url}/api/v1/delUser/${session.user.id}`, {
        method: 'DELETE',
        headers: { ...bearer(session.accessToken), 'content-type': 'application/json' },
        body: JSON.stringify({ password: student.password }),
      });
      expect(deleted.status).toBe(200);
      expect((await login(server, student.email, student.password)).status).toBe(401);
      await stop(server);

      // The restore: SQLite into DATA_DIR; PostgreSQL into a fresh, empty database.
      let restoredEnv = env;
      if (dialect === 'postgres') {
        restoreDatabase = `ovk_restore_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
        await admin(`create database ${restoreDatabase}`);
        const url = new URL(testDatabaseUrl!);
        url.pathname = `/${restoreDatabase}`;
        restoredEnv = { ...env, DATABASE_URL: url.toString() };
      }
      const restore = await runTs('scripts/restore.ts', [file], restoredEnv);
      expect(restore, restore.stderr).toMatchObject({ code: 0 });
      if (dialect === 'sqlite') {
        const kept = fs.readdirSync(dataDir).filter((name) => name.includes('before-restore'));
        expect(kept.length).toBeGreaterThan(0);
      }

      // A server on the restored database sees the data as it was at the backup.
      const restored = await start(restoredEnv);
      const again = await login(restored, student.email, student.password);
      expect(again.status).toBe(200);
      const cards = await notes(restored, again.accessToken);
      expect(cards.find((note) => note.id === first.id)).toMatchObject({ statA: 'Godkänd' });
      expect((await login(restored, later.email, later.password)).status).toBe(401);
      await stop(restored);

      if (dialect === 'postgres') {
        // A database that already has the tables is not overwritten without --replace.
        const refused = await runTs('scripts/restore.ts', [file], restoredEnv);
        expect(refused.code).not.toBe(0);
        expect(refused.stderr).toContain('--replace');
        const replaced = await runTs('scripts/restore.ts', [file, '--replace'], restoredEnv);
        expect(replaced, replaced.stderr).toMatchObject({ code: 0 });
      }
    },
    STEP_MS,
  );
});
