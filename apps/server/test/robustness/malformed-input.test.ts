/**
 * Malformed input for every route of the app (issue "ready for real use"): generated bad
 * bodies, fields, params, query strings and headers never get a 5xx; every 4xx is JSON with
 * a Swedish message from the catalogue; bodies over the limit get 413; a refused request
 * writes nothing; the data stays consistent.
 *
 * FUZZ_RUNS sets the generated cases per route (default 30; the long run uses 1000:
 * `FUZZ_RUNS=1000 npx vitest run apps/server/test/robustness`), FUZZ_SEED replays a run.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, testDialects, type DialectName, type TestApp } from '../test-app.js';
import { BODY_LIMIT, fuzzCase, type FuzzCase } from './fuzz-arbitraries.js';
import {
  buildRequest,
  callerFor,
  createWorld,
  idsFor,
  keepSignedIn,
  overLimit,
  STREAMING_ROUTES,
  type FuzzWorld,
} from './fuzz-harness.js';
import {
  changedByRefusal,
  inconsistencies,
  isSwedishMessage,
  rowCounts,
  ruleBreak,
} from './fuzz-oracle.js';
import { nastyCases } from './fuzz-nasty.js';
import { collectRoutes, type RouteInfo } from './fuzz-routes.js';

const RUNS = Number(process.env.FUZZ_RUNS ?? 30);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
/** Generous: a 1000-run long run of one route takes a while on a small machine. */
const ROUTE_TIMEOUT = 60_000 + RUNS * 500;

/** A configured (unreachable) speech service, so /v1/transcribe checks its input instead of 501. */
const env = { TRANSCRIBE_URL: 'http://127.0.0.1:9/v1/audio/transcriptions' };

// The route list is read from a real app before the tests are declared, one test per route.
const probe = await startTestApp('sqlite', env);
const routes = await collectRoutes(probe.app);
await probe.close();

const label = (route: RouteInfo) => `${route.method} ${route.path}`;

/** Sends one case and returns why it broke a rule (null when it kept them all). */
async function check(t: TestApp, world: FuzzWorld, route: RouteInfo, c: FuzzCase) {
  const caller = callerFor(route, c.auth, world);
  const built = buildRequest(route, c, caller, idsFor(caller, world));
  const before = await rowCounts(t.db);
  const response = await t.app.inject(built.options);
  await t.app.settleBackgroundWork();
  const broken = ruleBreak(response);
  const where = `${c.kind} ${built.options.method} ${String(built.options.url).slice(0, 120)}`;
  if (broken) return `${where}: ${broken}`;
  if (overLimit(built) && response.statusCode !== 413) {
    return `${where}: body of ${built.limitedBodyBytes} bytes got ${response.statusCode}, not 413`;
  }
  if (response.statusCode >= 400) {
    const changed = changedByRefusal(before, await rowCounts(t.db));
    if (changed.length) return `${where}: ${response.statusCode} but wrote ${changed.join(', ')}`;
  } else if (caller && built.options.method !== 'GET') {
    await keepSignedIn(t, caller);
  }
  return null;
}

describe('the routes under test', () => {
  it('are every route of the app, read from Fastify itself', () => {
    expect(routes.length).toBeGreaterThan(50);
    const names = routes.map(label);
    for (const known of [
      'POST /api/registration',
      'POST /api/v1/login',
      'PUT /api/v1/drivingnotes/:id',
      'PUT /api/v1/teacher/drivingnotes/:id',
      'POST /api/v1/passwordReset/:token/:restoreToken',
      'POST /api/support',
      'PUT /api/v1/dealsreminder',
      ...STREAMING_ROUTES,
    ]) {
      expect(names).toContain(known);
    }
    // Every API route outside the docs is described in OpenAPI, where its input comes from.
    const undocumented = routes
      .filter((r) => r.path.startsWith('/api/') && !r.path.startsWith('/api/docs'))
      .filter((r) => !r.documented);
    expect(undocumented.map(label)).toEqual([]);
    const withBody = routes.filter((r) => r.body?.properties);
    expect(withBody.length).toBeGreaterThan(25);
  });
});

describe('malformed input, generated (sqlite)', () => {
  let t: TestApp;
  let world: FuzzWorld;
  beforeAll(async () => {
    t = await startTestApp('sqlite', env);
    world = await createWorld(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it.each(routes.map((route) => [label(route), route] as const))(
    '%s',
    async (_name, route) => {
      const failures: string[] = [];
      await fc.assert(
        fc.asyncProperty(fuzzCaseFor(route), async (c) => {
          const problem = await check(t, world, route, c);
          if (problem) failures.push(problem);
          return problem === null;
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true, reporter: throwUnlessListed(failures) },
      );
      expect(failures).toEqual([]);
    },
    ROUTE_TIMEOUT,
  );

  it('leaves the data consistent after all of it', async () => {
    expect(await inconsistencies(t.db)).toEqual([]);
  });

  function fuzzCaseFor(route: RouteInfo) {
    return fuzzCase(route, (auth) => idsFor(callerFor(route, auth, world), world));
  }
});

/**
 * fast-check's own report prints the failing case, which overflows the stack for a value
 * nested 3000 deep; a broken rule is already listed with its own words, so only an
 * unexpected throw is reported here.
 */
function throwUnlessListed(failures: string[]) {
  return (details: fc.RunDetails<[FuzzCase]>) => {
    if (!details.failed || failures.length > 0) return;
    const cause = details.errorInstance;
    throw new Error(
      `seed ${details.seed}: ${cause instanceof Error ? cause.message : String(cause)}`,
    );
  };
}

/** The role a route admits: the student, unless it refuses the student's token for its role. */
async function admittedRole(t: TestApp, world: FuzzWorld, route: RouteInfo) {
  if (!route.bearer) return 'none' as const;
  const c: FuzzCase = { kind: 'probe', auth: 'student' };
  const caller = callerFor(route, 'student', world);
  const response = await t.app.inject(
    buildRequest(route, c, caller, idsFor(caller, world)).options,
  );
  return response.statusCode === 403 && response.json<{ code?: string }>().code === 'WRONG_ROLE'
    ? ('teacher' as const)
    : ('student' as const);
}

describe.each(testDialects)('the nastiest inputs (%s)', (dialect: DialectName) => {
  let t: TestApp;
  let world: FuzzWorld;
  beforeAll(async () => {
    t = await startTestApp(dialect, env);
    world = await createWorld(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('get no 5xx, a Swedish message and no half-written data on any route', async () => {
    const problems: string[] = [];
    let sent = 0;
    for (const route of routes) {
      for (const c of nastyCases(route, await admittedRole(t, world, route))) {
        const problem = await check(t, world, route, c);
        sent += 1;
        if (problem) problems.push(problem);
      }
    }
    expect(problems).toEqual([]);
    expect(sent).toBeGreaterThan(400);
    expect(await inconsistencies(t.db)).toEqual([]);
  }, 180_000);

  it('answer an oversized body with 413 on every route that takes one', async () => {
    for (const route of routes.filter((r) => r.method !== 'GET')) {
      const caller = callerFor(route, 'student', world);
      const c: FuzzCase = {
        kind: 'raw',
        auth: 'student',
        raw: { body: `{"a":"${'x'.repeat(BODY_LIMIT)}"}`, contentType: 'application/json' },
      };
      const response = await t.app.inject(
        buildRequest(route, c, caller, idsFor(caller, world)).options,
      );
      expect(response.statusCode, label(route)).toBe(413);
      expect(isSwedishMessage(response.json<{ message: string }>().message)).toBe(true);
    }
  });
});
