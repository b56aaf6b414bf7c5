import { messages } from '@ovningskort/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, startTestApp, testDialects, type TestApp } from '../test-app.js';
import { diff, snapshot, tablesOf, unexpectedChanges, describeChange } from './access-db.js';
import { ACCESS_ROWS, type AccessRow, type Req } from './access-routes.js';
import { claimsOf, expiredToken, signWithAppSecret, tamperedToken } from './access-tokens.js';
import {
  caller,
  CALLERS,
  makeBystanders,
  makeWorld,
  resetTokens,
  type Bystanders,
  type CallerName,
  type World,
} from './access-world.js';

/**
 * The access matrix of the "ready for real use" issue: every id-bearing route × every kind of
 * caller. Exactly the allowed callers get 2xx; every other one gets 401/403/404 with a Swedish
 * message from the catalogue, and a diff of every row of every table shows it changed nothing.
 * An allowed write must change exactly the rows and columns the row's `effect` names.
 */

/** Every text of the message catalogue: a refusal must say one of these. */
const CATALOGUE = new Set<string>();
(function collect(value: unknown) {
  if (typeof value === 'string') CATALOGUE.add(value);
  else if (value && typeof value === 'object') Object.values(value).forEach(collect);
})(messages);

/** A path, query, header or body field whose name says it holds an id. */
const ID_LIKE = /id$/i;

interface OpenApiOperation {
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: { properties?: object } }> };
}

/** The routes of the real app that take an id anywhere in the request, as "METHOD /path/:param". */
function idBearingRoutes(doc: { paths: Record<string, Record<string, OpenApiOperation>> }) {
  const all: string[] = [];
  const idBearing: string[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(operations)) {
      const route = `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`;
      all.push(route);
      const names = [
        ...(op.parameters ?? []).map((p) => p.name),
        ...Object.keys(op.requestBody?.content?.['application/json']?.schema?.properties ?? {}),
      ];
      if (names.some((name) => ID_LIKE.test(name))) idBearing.push(route);
    }
  }
  return { all, idBearing };
}

interface Answer {
  status: number;
  body: { message?: unknown } | undefined;
  text: string;
}

/** Sends through the real app; an event stream answers with its status and stays open. */
async function send(t: TestApp, req: Req): Promise<Answer> {
  const response = await t.app.inject({ ...req, payloadAsStream: true });
  if (String(response.headers['content-type']).startsWith('text/event-stream')) {
    return { status: response.statusCode, body: undefined, text: '' };
  }
  const chunks: Buffer[] = [];
  for await (const chunk of response.stream()) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString();
  let body: Answer['body'];
  try {
    body = text ? (JSON.parse(text) as Answer['body']) : undefined;
  } catch {
    body = { message: text };
  }
  return { status: response.statusCode, body, text };
}

interface Plan {
  label: string;
  name: CallerName;
  self: string;
  req: Req;
  allowed: boolean;
}

describe.each(testDialects)('access matrix (%s)', (dialect) => {
  let t: TestApp;
  let tables: string[];
  let bystanders: Bystanders;
  /** The world of each row: one shared by the rows whose allowed call breaks nothing. */
  const worlds = new Map<AccessRow, World>();

  beforeAll(async () => {
    t = await startTestApp(dialect, {
      // Profile completion (registrationG) exists only with sign-in by a provider configured;
      // nothing here talks to the provider.
      OIDC_ISSUER: 'http://127.0.0.1:9',
      OIDC_CLIENT_ID: 'ovningskort-test',
    });
    tables = await tablesOf(t.db, t.config.databaseSchema || undefined);
    bystanders = await makeBystanders(t);
    const names = [...new Set(ACCESS_ROWS.flatMap((row) => (row.world ? [row.world] : [])))];
    const made = await Promise.all([undefined, ...names].map(() => makeWorld(t, bystanders)));
    const byName = new Map([undefined, ...names].map((name, i) => [name, made[i]!]));
    for (const row of ACCESS_ROWS) {
      const w = byName.get(row.world)!;
      worlds.set(row, w);
      await row.prepare?.(t, w);
      // One after another: asking for the expired links moves the test clock back a while.
      if (row.restore) w.reset ??= await resetTokens(t, w);
    }
  }, 90_000);
  afterAll(async () => {
    await t?.close();
  });

  it('has a row for every id-bearing route of the app, and no row for a route it lacks', async () => {
    await t.app.ready();
    const { all, idBearing } = idBearingRoutes(t.app.swagger() as never);
    const inTable = ACCESS_ROWS.map((row) => row.route);
    expect(idBearing.length).toBeGreaterThan(25);
    expect(idBearing.filter((route) => !inTable.includes(route))).toEqual([]);
    expect(inTable.filter((route) => !all.includes(route))).toEqual([]);
    expect(new Set(inTable).size).toBe(inTable.length);
    expect(tables.length).toBeGreaterThanOrEqual(11);
  });

  it('forges bad tokens that differ from a good one in exactly one way', async () => {
    const w = worlds.get(ACCESS_ROWS[0]!)!;
    const url = `/api/v1/getUserData/${w.student.id}`;
    const get = (token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
    const now = Math.floor(Date.now() / 1000);
    // Signed like the app signs, not yet expired: accepted. So "expired" fails for its exp.
    const resigned = await signWithAppSecret(t, claimsOf(w.student.accessToken), {
      iat: now,
      exp: now + 600,
    });
    expect((await get(resigned)).statusCode).toBe(200);
    expect(claimsOf(await expiredToken(t, w.student.accessToken))).toEqual(
      claimsOf(w.student.accessToken),
    );
    // Re-encoding a payload unchanged keeps the token valid. So "tampered" fails for its edit.
    expect((await get(tamperedToken(w.student.accessToken, {}))).statusCode).toBe(200);
    expect((await get(tamperedToken(w.otherStudent.accessToken, {}))).statusCode).toBe(403);
  });

  it.each(ACCESS_ROWS)('$route', async (row) => {
    const w = worlds.get(row)!;
    const ownerId = row.owner === 'student' ? w.student.id : w.linkedSupervisor.id;
    const plans: Plan[] = [];
    for (const name of row.callers ?? CALLERS) {
      const who = row.restore
        ? { headers: {}, self: undefined }
        : await caller(t, w, name, row.owner);
      const withAuth = (req: Req) => ({ ...req, headers: { ...req.headers, ...who.headers } });
      const allowed = row.allowed.includes(name);
      plans.push({
        label: name,
        name,
        self: who.self ?? ownerId,
        req: withAuth(row.build(w, ownerId, name)),
        allowed,
      });
      // The same request with the caller's own id where the route asks for "me": for a
      // deleted account always, for the others where the route also names a target.
      if (who.self && who.self !== ownerId && (row.swap || name === 'deleted-account')) {
        plans.push({
          label: `${name} (own id)`,
          name,
          self: who.self,
          req: withAuth(row.build(w, who.self, name)),
          allowed: false,
        });
      }
    }
    // Refused callers first: the allowed ones may end what the others' requests aim at.
    plans.sort((a, b) =>
      a.allowed === b.allowed
        ? a.allowed
          ? row.allowed.indexOf(a.name) - row.allowed.indexOf(b.name)
          : 0
        : a.allowed
          ? 1
          : -1,
    );

    const refusedWith = row.restore ? [400] : [401, 403, 404];
    const problems: string[] = [];
    let before = await snapshot(t.db, tables);
    for (const plan of plans) {
      // The test clock stands still otherwise: without a step a write of "now" would not show.
      t.clock.advance(1000);
      const answer = await send(t, plan.req);
      const after = await snapshot(t.db, tables);
      const changes = diff(before, after);
      const at = `${plan.label}: ${answer.status}`;
      if (plan.allowed) {
        if (answer.status < 200 || answer.status > 299) {
          problems.push(`${at} should succeed: ${JSON.stringify(answer.body)}`);
        }
        // A supervisor sees the student's cards and name, never the personal details.
        if (row.owner === 'teacher') {
          for (const secret of w.studentPrivate) {
            if (answer.text.includes(secret)) problems.push(`${at} shows the student's ${secret}`);
          }
        }
        const expected = row.effect?.(w, plan.self, before) ?? [];
        for (const problem of unexpectedChanges(changes, expected))
          problems.push(`${at} ${problem}`);
      } else {
        if (!refusedWith.includes(answer.status)) {
          problems.push(
            `${at} should be refused with ${refusedWith.join('/')}: ${JSON.stringify(answer.body)}`,
          );
        }
        const message = answer.body?.message;
        if (typeof message !== 'string' || !CATALOGUE.has(message)) {
          problems.push(
            `${at} refusal without a catalogue message: ${JSON.stringify(answer.body)}`,
          );
        }
        for (const change of changes) problems.push(`${at} changed ${describeChange(change)}`);
      }
      before = after;
    }
    expect(problems).toEqual([]);
    expect(plans.filter((p) => p.allowed).length).toBe(row.allowed.length);
  });
});
