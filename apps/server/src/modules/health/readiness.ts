import { sql } from 'kysely';
import type { Db } from '../../db/connect.js';
import { migrations } from '../../db/migrations/index.js';
import type { EventBus } from '../../events/bus.js';

export type CheckResult = 'ok' | 'failed';

export interface Readiness {
  ready: boolean;
  checks: Record<string, CheckResult>;
  /** What failed and why, for the log only (never sent to the client). */
  failures: { check: string; error: unknown }[];
}

/** A check that does not answer within this time counts as failed (a probe must not hang). */
const CHECK_TIMEOUT_MS = 5000;

function withinTimeout(work: Promise<void>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('no answer in time')), CHECK_TIMEOUT_MS);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Whether this process can serve requests: the database answers, every migration this code
 * knows has run on it, and the live-update bus (Redis, or PostgreSQL's LISTEN connection) is
 * connected.
 */
export function createReadiness(deps: { db: Db; bus: EventBus }) {
  const { db, bus } = deps;
  const expected = Object.keys(migrations);

  async function databaseAnswers() {
    await sql`select 1`.execute(db);
  }

  async function migrationsDone() {
    const rows = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
    const done = new Set(rows.rows.map((row) => row.name));
    const missing = expected.filter((name) => !done.has(name));
    if (missing.length > 0) throw new Error(`migrations not run: ${missing.join(', ')}`);
  }

  const checks: [string, () => Promise<void>][] = [
    ['database', databaseAnswers],
    ['migrations', migrationsDone],
  ];
  if (bus.kind === 'redis') checks.push(['redis', () => bus.check()]);
  if (bus.kind === 'postgres') checks.push(['liveUpdates', () => bus.check()]);

  return async function check(): Promise<Readiness> {
    const results = await Promise.all(
      checks.map(async ([name, run]) => {
        try {
          await withinTimeout(run());
          return { name, error: undefined };
        } catch (error) {
          return { name, error: error ?? new Error('failed') };
        }
      }),
    );
    return {
      ready: results.every((result) => result.error === undefined),
      checks: Object.fromEntries(
        results.map((result) => [result.name, result.error === undefined ? 'ok' : 'failed']),
      ),
      failures: results
        .filter((result) => result.error !== undefined)
        .map((result) => ({ check: result.name, error: result.error })),
    };
  };
}
export type ReadinessCheck = ReturnType<typeof createReadiness>;
