import fs from 'node:fs/promises';
import type { Agent } from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { createTestSchema, linkIn, waitForMail } from '@ovningskort/test-support';
import { testPostgres } from '@ovningskort/test-support/services';
import type { LightMyRequestResponse } from 'fastify';
import type { DestinationStream } from 'pino';
import { buildApp, type App } from '../src/app.js';
import { loadConfig, type Config } from '../src/config.js';
import { loggerOptions } from '../src/lib/logger.js';
import { connectDatabase, type Db } from '../src/db/connect.js';

export type DialectName = 'sqlite' | 'postgres';

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL is set (CI must set it). */
export const testDialects: DialectName[] = testPostgres.url ? ['sqlite', 'postgres'] : ['sqlite'];

export const PUBLIC_URL = 'http://app.test';

/** A clock the test moves by hand (tokens, locks and links expire by it). */
export class TestClock {
  now = Date.now();
  readonly read = () => this.now;
  advance(ms: number) {
    this.now += ms;
  }
}

export interface TestApp {
  app: App;
  config: Config;
  clock: TestClock;
  /** Another app process on the same database and DATA_DIR (for restarts and scale-out). */
  startAnother(): Promise<App>;
  /** A second connection to the same database, to arrange or inspect rows directly. */
  db: Db;
  dataDir: string;
  close(): Promise<void>;
}

/** The real app on a fresh database of the given dialect, with the outbox in a temp folder. */
export async function startTestApp(
  dialect: DialectName,
  env: Record<string, string> = {},
  options: {
    log?: DestinationStream;
    liveHeartbeatMs?: number;
    onStatement?: (sql: string) => void;
    /** TLS settings for reaching push services (the test's own, support/push-service.ts). */
    pushAgent?: Agent;
    /** Where the test clock starts (default: now). */
    startAt?: number;
  } = {},
): Promise<TestApp> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ovk-test-'));
  const schema = dialect === 'postgres' ? await createTestSchema(testPostgres.url!) : undefined;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DATABASE_URL: schema ? testPostgres.url : '',
    DATABASE_SCHEMA: schema?.schema ?? '',
    PUBLIC_URL,
    LOG_LEVEL: 'silent',
    WEB_DIST: path.join(dataDir, 'no-web-app'),
    ...env,
  });
  const clock = new TestClock();
  if (options.startAt !== undefined) clock.now = options.startAt;
  // With a log stream the app logs everything (trace) through the production logger options.
  const logger = options.log ? loggerOptions('trace', options.log) : false;
  // Live streams check their session every 200 ms here (unless told otherwise), not every 20 s.
  const liveHeartbeatMs = options.liveHeartbeatMs ?? 200;
  const appOptions = {
    config,
    logger,
    clock: clock.read,
    liveHeartbeatMs,
    ...(options.onStatement ? { onStatement: options.onStatement } : {}),
    ...(options.pushAgent ? { pushAgent: options.pushAgent } : {}),
  };
  const app = await buildApp(appOptions);
  const second = connectDatabase(config);
  const others: App[] = [];
  return {
    app,
    config,
    clock,
    async startAnother() {
      const other = await buildApp(appOptions);
      others.push(other);
      return other;
    },
    db: second.db,
    dataDir,
    async close() {
      for (const other of others) await other.close();
      await app.close();
      await second.close();
      await schema?.drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

let counter = 0;
export function uniqueEmail(prefix = 'elev'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${counter}@example.se`;
}

export const validRegistration = (overrides: Record<string, unknown> = {}) => ({
  name: 'Elin Elev',
  email: uniqueEmail(),
  password: 'korkort-2026',
  city: 'Upplands Väsby',
  category: ['CategoryB'],
  ...overrides,
});

export type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';
export type InjectArgs = [
  method: Method,
  url: string,
  accessToken: string,
  payload?: unknown,
  headers?: Record<string, string>,
];

/** A request as one user: their bearer token, a JSON body if given, other headers if given. */
export function injectAs(app: App, ...[method, url, accessToken, payload, headers]: InjectArgs) {
  return app.inject({
    method,
    url,
    headers: { ...bearer(accessToken), ...headers },
    payload: payload as object,
  });
}

export function postJson(app: App, url: string, payload: unknown, headers = {}) {
  return app.inject({ method: 'POST', url, payload: payload as object, headers });
}

export function cookieValue(response: LightMyRequestResponse, name: string) {
  return response.cookies.find((c) => c.name === name);
}

/** Registers a student and returns the activation token from the e-mail. */
export async function registerStudent(t: TestApp, overrides: Record<string, unknown> = {}) {
  const input = validRegistration(overrides);
  const response = await postJson(t.app, '/api/registration', input);
  if (response.statusCode !== 200) throw new Error(`registration failed: ${response.body}`);
  const mail = await waitForMail(t.dataDir, input.email, { subject: 'Aktivera' });
  const link = linkIn(mail, `${PUBLIC_URL}/aktivering?token=`);
  return { input, activationToken: new URL(link).searchParams.get('token')! };
}

/** Logs in and returns the access token and the refresh cookie as a Cookie header. */
export async function loginStudent(t: TestApp, email: string, password: string) {
  const response = await postJson(t.app, '/api/v1/login', { email, password });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  const refresh = cookieValue(response, 'ovk_refresh')!;
  return {
    accessToken: response.json<{ accessToken: string }>().accessToken,
    cookie: `ovk_refresh=${refresh.value}`,
    user: response.json<{ user: Record<string, unknown> }>().user,
  };
}

export const bearer = (accessToken: string) => ({ authorization: `Bearer ${accessToken}` });

export const validSupervisorRegistration = (overrides: Record<string, unknown> = {}) => ({
  name: 'Hanna Handledare',
  email: uniqueEmail('handledare'),
  password: 'handleder-2026',
  city: 'Malmö',
  category: ['CategoryB'],
  autotransmission: false,
  ...overrides,
});

/** Registers a supervisor and returns the activation token from the e-mail. */
export async function registerSupervisor(t: TestApp, overrides: Record<string, unknown> = {}) {
  const input = validSupervisorRegistration(overrides);
  const response = await postJson(t.app, '/api/v1/teacher/registration', input);
  if (response.statusCode !== 200) throw new Error(`registration failed: ${response.body}`);
  const mail = await waitForMail(t.dataDir, input.email, { subject: 'Aktivera' });
  const link = linkIn(mail, `${PUBLIC_URL}/aktivering?token=`);
  return { input, activationToken: new URL(link).searchParams.get('token')! };
}

export async function loginSupervisor(t: TestApp, email: string, password: string) {
  const response = await postJson(t.app, '/api/v1/teacher/login', { email, password });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  const refresh = cookieValue(response, 'ovk_refresh_t')!;
  const body = response.json<{
    accessToken: string;
    teacher: { id: string } & Record<string, unknown>;
  }>();
  return {
    accessToken: body.accessToken,
    cookie: `ovk_refresh_t=${refresh.value}`,
    supervisor: body.teacher,
  };
}

/** A registered, activated student who is logged in. */
export async function activeStudent(t: TestApp, overrides: Record<string, unknown> = {}) {
  const { input, activationToken } = await registerStudent(t, overrides);
  await postJson(t.app, '/api/v1/activate', { token: activationToken });
  const login = await loginStudent(t, input.email, input.password);
  return { ...login, input, id: login.user.id as string };
}

/** A registered, activated supervisor who is logged in. */
export async function activeSupervisor(t: TestApp, overrides: Record<string, unknown> = {}) {
  const { input, activationToken } = await registerSupervisor(t, overrides);
  await postJson(t.app, '/api/v1/activate', { token: activationToken });
  const login = await loginSupervisor(t, input.email, input.password);
  return { ...login, input, id: login.supervisor.id };
}

type ActiveStudent = Awaited<ReturnType<typeof activeStudent>>;
type ActiveSupervisor = Awaited<ReturnType<typeof activeSupervisor>>;

/** The student makes the supervisor theirs ("Lägg till handledare"). */
export async function linkSupervisor(
  t: TestApp,
  student: ActiveStudent,
  supervisor: ActiveSupervisor,
) {
  const added = await injectAs(t.app, 'POST', '/api/v1/addTeacher', student.accessToken, {
    teacherEmail: supervisor.input.email,
    studentId: student.id,
  });
  if (added.statusCode !== 200)
    throw new Error(`addTeacher answered ${added.statusCode}: ${added.body}`);
}

/** A new activated student and supervisor, linked. */
export async function linkedPair(t: TestApp, studentOverrides: Record<string, unknown> = {}) {
  const student = await activeStudent(t, studentOverrides);
  const supervisor = await activeSupervisor(t);
  await linkSupervisor(t, student, supervisor);
  return { student, supervisor };
}
