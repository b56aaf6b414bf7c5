import { STATUSES, type Status } from '@ovningskort/domain';
import type { Db } from '../../src/db/connect.js';
import { describeOutcome, isSuccess, request, type Outcome } from './http.js';
import type { Lesson, Pair } from './users.js';

/**
 * Writes that can be checked afterwards. A lesson has two registers: the student's
 * (statA..statE) and the supervisor's (statF..statI and isDone), so the two never write the
 * same column. Every write to a register carries the next number of that register's own
 * sequence, spelled in base 4 with the four statuses, so each write's value is distinct (until
 * the register's capacity wraps, far beyond what a test writes) and the last one that landed is
 * readable from the row.
 */

export type Writer = 'student' | 'teacher';

const REGISTER_FIELDS = {
  student: ['statA', 'statB', 'statC', 'statD', 'statE'],
  teacher: ['statF', 'statG', 'statH', 'statI'],
} as const;

/** Distinct non-initial codes of a register (code 0 is the fresh lesson: all '' and not done). */
export const CAPACITY = { student: 4 ** 5, teacher: 4 ** 4 * 2 } as const;

export const codeOf = (writer: Writer, seq: number) => ((seq - 1) % (CAPACITY[writer] - 1)) + 1;

/** The request body that writes a code into a register (and nothing else). */
export function encode(writer: Writer, code: number): Record<string, Status | boolean> {
  const body: Record<string, Status | boolean> = {};
  let rest = code;
  if (writer === 'teacher') {
    body.isDone = rest % 2 === 1;
    rest = Math.floor(rest / 2);
  }
  for (const field of REGISTER_FIELDS[writer]) {
    body[field] = STATUSES[rest % 4]!;
    rest = Math.floor(rest / 4);
  }
  return body;
}

/** The code a row (API note or database row) holds in a register. */
export function decode(writer: Writer, row: Record<string, unknown>): number {
  let code = 0;
  const fields = REGISTER_FIELDS[writer];
  for (let i = fields.length - 1; i >= 0; i -= 1) {
    const digit = STATUSES.indexOf(row[fields[i]!] as Status);
    if (digit < 0) return -1;
    code = code * 4 + digit;
  }
  if (writer === 'teacher') code = code * 2 + (row.isDone === true || row.isDone === 1 ? 1 : 0);
  return code;
}

export interface WriteRecord {
  lessonId: string;
  writer: Writer;
  seq: number;
  code: number;
  sentAt: number;
  endedAt: number;
  outcome: Outcome;
}

/** A small seeded PRNG so a failing run can be repeated (the seed is in the failure message). */
export function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    between: (min: number, max: number) => min + next() * (max - min),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
  };
}

/** Where the load is sent and when it should pause or stop. */
export interface Target {
  readonly url: string;
  /** Resolves while the server is up (at once) or when it next is. */
  whenUp(): Promise<void>;
}

export class LoadControl {
  running = true;
  private stopWaiters: Array<() => void> = [];
  readonly stopped = new Promise<void>((resolve) => this.stopWaiters.push(resolve));

  stop() {
    this.running = false;
    for (const wake of this.stopWaiters.splice(0)) wake();
  }

  /** Waits for the server; false when the load was stopped meanwhile. */
  async ready(target: Target): Promise<boolean> {
    await Promise.race([target.whenUp(), this.stopped]);
    return this.running;
  }
}

/** Every write of a run, and the answers that were not what a healthy server gives. */
export class Ledger {
  readonly writes: WriteRecord[] = [];
  /** How many writes were answered 2xx so far. */
  acknowledged = 0;
  private seqs = new Map<string, number>();

  nextSeq(lessonId: string, writer: Writer) {
    const key = `${lessonId}:${writer}`;
    const seq = (this.seqs.get(key) ?? 0) + 1;
    this.seqs.set(key, seq);
    return seq;
  }

  /** One status write of a lesson's register; the record is kept whatever the outcome. */
  async write(target: Target, pair: Pair, writer: Writer, lesson: Lesson): Promise<WriteRecord> {
    const seq = this.nextSeq(lesson.id, writer);
    const code = codeOf(writer, seq);
    const path =
      writer === 'student'
        ? `/api/v1/drivingnotes/${lesson.id}`
        : `/api/v1/teacher/drivingnotes/${lesson.id}`;
    const token = writer === 'student' ? pair.student.token : pair.supervisor.token;
    const sentAt = Date.now();
    const outcome = await request(target.url, 'PUT', path, { token, body: encode(writer, code) });
    const record = { lessonId: lesson.id, writer, seq, code, sentAt, endedAt: Date.now(), outcome };
    this.writes.push(record);
    if (isSuccess(outcome)) this.acknowledged += 1;
    return record;
  }
}

/** The note a PUT answered with (student and supervisor answers differ in shape). */
export function answeredNote(record: WriteRecord): Record<string, unknown> | undefined {
  if (record.outcome.kind !== 'answer') return undefined;
  const body = record.outcome.body as { drivingNote?: Record<string, unknown> } | undefined;
  return body?.drivingNote;
}

/** A 2xx whose note does not show the value just written is an error too. */
export function answerProblem(record: WriteRecord): string | undefined {
  if (!isSuccess(record.outcome)) return `PUT ${record.writer}: ${describeOutcome(record.outcome)}`;
  const note = answeredNote(record);
  const shown = note ? decode(record.writer, note) : undefined;
  if (shown !== record.code) {
    return `PUT ${record.writer} of ${record.lessonId} wrote ${record.code}, the answer shows ${shown}`;
  }
  return undefined;
}

/** Rows of lessons as the database holds them, by id. */
export async function lessonRows(db: Db, lessonIds: string[]) {
  const rows = new Map<string, Record<string, unknown> & { version: number; groupId: string }>();
  for (let i = 0; i < lessonIds.length; i += 500) {
    const chunk = lessonIds.slice(i, i + 500);
    for (const row of await db
      .selectFrom('drivingNotes')
      .selectAll()
      .where('id', 'in', chunk)
      .execute()) {
      rows.set(
        row.id,
        row as unknown as Record<string, unknown> & { version: number; groupId: string },
      );
    }
  }
  return rows;
}

/** Lesson count of every card the database knows (from the cards table and the lessons). */
export async function lessonCounts(db: Db): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const card of await db.selectFrom('cards').select('id').execute()) counts.set(card.id, 0);
  const grouped = await db
    .selectFrom('drivingNotes')
    .select(['groupId', (eb) => eb.fn.countAll<number | string>().as('n')])
    .groupBy('groupId')
    .execute();
  for (const row of grouped) counts.set(row.groupId, Number(row.n));
  return counts;
}

/** Cards whose lesson count is neither 0 (absent) nor 15, or which have lessons but no card row. */
export async function halfCards(db: Db): Promise<string[]> {
  const problems: string[] = [];
  const cardIds = new Set((await db.selectFrom('cards').select('id').execute()).map((c) => c.id));
  for (const [groupId, n] of await lessonCounts(db)) {
    if (n !== 15) problems.push(`card ${groupId} has ${n} lessons`);
    if (!cardIds.has(groupId)) problems.push(`lessons of ${groupId} have no card row`);
  }
  return problems;
}
