import { sql } from 'kysely';
import type { Db } from '../../src/db/connect.js';

export type Row = Record<string, unknown>;
/** Every row of every table, by table (SQL name) and primary key. */
export type Snapshot = Map<string, Map<string, Row>>;
/** Each row as text, to compare whole rows at once (and columns only when they differ). */
const texts = new WeakMap<Row, string>();

/**
 * The primary key of each table (columns as rows come back, camelCase). A table missing here
 * fails the snapshot, so a new table cannot escape the diff.
 */
const KEYS: Record<string, string[]> = {
  students: ['id'],
  teachers: ['id'],
  sessions: ['id'],
  refresh_tokens: ['tokenHash'],
  one_time_tokens: ['tokenHash'],
  oidc_requests: ['stateHash'],
  cards: ['id'],
  driving_notes: ['id'],
  lesson_changes: ['writerRole', 'writerId', 'id'],
  drives: ['id'],
  card_history: ['id'],
  supervisor_invitations: ['id'],
  shares: ['id'],
  companion_confirmations: ['id'],
  self_assessments: ['studentId'],
  road_to_test: ['studentId'],
  readiness_statements: ['id'],
  notification_settings: ['role', 'personId'],
  push_subscriptions: ['role', 'endpoint'],
  drive_holds: ['role', 'personId'],
  notifications: ['role', 'personId', 'groupKey'],
  notifications_sent: ['role', 'personId', 'groupKey'],
  card_comments: ['id'],
  student_teacher: ['studentId'],
  support_messages: ['id'],
  interest_requests: ['id'],
};

/**
 * Columns ignored by the diff because any request may change them. There are none today:
 * reading a token touches no row (no "last seen" column), so a refused request must leave
 * every column of every row as it was.
 */
const VOLATILE: Record<string, string[]> = {};

/**
 * Tables left out of the diff: the rate limits count attempts and e-mails of allowed and
 * refused requests alike (their own tests, lockout and mail-limits, check what they count).
 */
const COUNTERS = new Set(['rate_limits']);

export async function tablesOf(db: Db, schema: string | undefined): Promise<string[]> {
  const tables = await db.introspection.getTables();
  return tables
    .filter((table) => !table.isView && (schema === undefined || table.schema === schema))
    .filter((table) => !COUNTERS.has(table.name))
    .map((table) => table.name)
    .sort();
}

export async function snapshot(db: Db, tables: string[]): Promise<Snapshot> {
  const all = await Promise.all(
    tables.map(async (table) => {
      const key = KEYS[table];
      if (!key) throw new Error(`access-db.ts: add the primary key of the new table ${table}`);
      const { rows } = await sql<Row>`select * from ${sql.table(table)}`.execute(db);
      const byKey = new Map<string, Row>();
      for (const row of rows) {
        for (const column of VOLATILE[table] ?? []) delete row[column];
        texts.set(row, JSON.stringify(row));
        byKey.set(key.map((column) => String(row[column])).join('|'), row);
      }
      return [table, byKey] as const;
    }),
  );
  return new Map(all);
}

export interface Change {
  table: string;
  op: '+' | '-' | '~';
  key: string;
  /** The row after the change (before it, for a removal). */
  row: Row;
  /** For '~': the columns whose values differ. */
  columns: string[];
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function diff(before: Snapshot, after: Snapshot): Change[] {
  const changes: Change[] = [];
  for (const [table, rowsAfter] of after) {
    const rowsBefore = before.get(table) ?? new Map<string, Row>();
    for (const [key, row] of rowsAfter) {
      const old = rowsBefore.get(key);
      if (!old) {
        changes.push({ table, op: '+', key, row, columns: [] });
        continue;
      }
      if (texts.get(row) === texts.get(old)) continue;
      const columns = Object.keys(row).filter((column) => !same(row[column], old[column]));
      if (columns.length > 0) changes.push({ table, op: '~', key, row, columns: columns.sort() });
    }
    for (const [key, row] of rowsBefore) {
      if (!rowsAfter.has(key)) changes.push({ table, op: '-', key, row, columns: [] });
    }
  }
  return changes;
}

/** One kind of change an allowed request is expected to make. */
export interface Expected {
  table: string;
  op: '+' | '-' | '~';
  /** Which rows; all changes of this table and op when left out. */
  where?: (row: Row) => boolean;
  /** How many rows; at least one when left out. */
  count?: number;
  /** For '~': exactly these columns change. */
  columns?: string[];
  /** For '~': only columns of this set may change (which of them depends on the data). */
  within?: string[];
}

export const describeChange = (c: Change) =>
  `${c.table} ${c.op} ${c.key}${c.columns.length ? ` [${c.columns.join(',')}]` : ''}`;

/**
 * What differs from the expectations: a change none of them allows, or an expectation met a
 * different number of times than it says. Empty when the changes are exactly as expected.
 */
export function unexpectedChanges(changes: Change[], expected: Expected[]): string[] {
  const matched = new Map<Expected, number>();
  const problems: string[] = [];
  for (const change of changes) {
    const spec = expected.find(
      (e) =>
        e.table === change.table &&
        e.op === change.op &&
        (e.where?.(change.row) ?? true) &&
        (e.columns === undefined || same(e.columns.toSorted(), change.columns)) &&
        (e.within === undefined || change.columns.every((c) => e.within!.includes(c))),
    );
    if (spec) matched.set(spec, (matched.get(spec) ?? 0) + 1);
    else problems.push(`unexpected change ${describeChange(change)}`);
  }
  for (const spec of expected) {
    const n = matched.get(spec) ?? 0;
    const ok = spec.count === undefined ? n > 0 : n === spec.count;
    if (!ok) {
      const cols = spec.columns ? ` [${spec.columns.join(',')}]` : '';
      problems.push(`expected ${spec.count ?? 'some'} × ${spec.table} ${spec.op}${cols}, got ${n}`);
    }
  }
  return problems;
}
