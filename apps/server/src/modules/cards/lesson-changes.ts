import {
  type Actor,
  CONGRATULATED_LESSONS,
  DomainError,
  type DrivingNote,
  isErrorCode,
  LESSON_CHANGE_BATCHES_PER_MINUTE,
  LESSON_CHANGE_ID_RETENTION_MS,
  LESSON_CHANGE_IDS_PER_WRITER,
  LESSON_CHANGES_PER_MINUTE,
  type LessonChange,
  type LessonChangeResult,
  madeTime,
  messages,
  type Status,
  type StatusKey,
  type UpdateLesson,
  waitInWords,
  writableLessonChanges,
} from '@ovningskort/domain';
import type { Db, Dialect } from '../../db/connect.js';
import type { Clock } from '../../lib/clock.js';
import { notLinked } from '../access/linked.js';
import type { Tell } from '../../events/notification-events.js';
import type { Notify } from '../live/notify.js';
import type { Limit, Limiter } from '../rate-limits/limiter.js';
import * as ids from './change-id-repository.js';
import { toDrivingNote } from './driving-note.js';
import { supervisorApprovals } from './history-repository.js';
import { recordChanges } from './history.js';
import { whyNotChanged } from './lesson-access.js';
import { type AtOnceWrite, lessonWriterAtOnce } from './lesson-write-postgres.js';
import * as repo from './repository.js';

const m = messages.cards;

/** How often a write is read again while other writes keep changing the cells it sets. */
const MAX_ATTEMPTS = 20;

/**
 * An account's batches and the changes in them, a minute (decision 014, security round 3):
 * far above an outbox replaying a day of taps, well below what would keep the server busy.
 */
const MINUTE_MS = 60_000;
const BATCH_LIMIT: Limit = {
  max: LESSON_CHANGE_BATCHES_PER_MINUTE,
  windowMs: MINUTE_MS,
  lockMs: MINUTE_MS,
};
const CHANGE_LIMIT: Limit = {
  max: LESSON_CHANGES_PER_MINUTE,
  windowMs: MINUTE_MS,
  lockMs: MINUTE_MS,
};

/**
 * Lets the event loop run (other requests, /api/health) before the next change of a batch: on
 * SQLite every statement runs synchronously, and a batch of 200 changes otherwise held the
 * process for most of a second.
 */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * A writer's kept change ids are tidied (those past their retention, those beyond the newest
 * LESSON_CHANGE_IDS_PER_WRITER) at their first batch in this process, then after this many
 * changes or this long, whichever comes first: two statements less for every other batch
 * (issue 37), and never more than this many ids over the cap per process.
 */
const TIDY_AFTER_CHANGES = 1000;
const TIDY_AFTER_MS = 10 * 60_000;
/** Writers remembered for tidying; beyond it the memory starts again (each then tidies once). */
const TIDY_WRITERS = 100_000;

/**
 * One cell of a lesson write: the new value and the value the writer saw (`from`). Without
 * `from` the cell is set whatever it holds (the §7 PUT): the value it holds in the write's
 * transaction stands in for it.
 */
interface CellChange {
  field: repo.LessonCell;
  from?: Status | boolean;
  to: Status | boolean;
}

/**
 * A write of some cells of one lesson, all or nothing; `groupId` names the lesson's card,
 * `madeAt` when the writer's device says the write was made (issue 34).
 */
interface LessonWrite {
  lessonId: string;
  cells: CellChange[];
  groupId?: string;
  madeAt?: number;
  /** The device's clock when it sent the write, to set `madeAt` right. */
  sentAt?: number;
}

type Written =
  | { kind: 'applied'; note: DrivingNote; fresh: boolean }
  | { kind: 'refused'; refusal: DomainError }
  | { kind: 'conflict'; note: DrivingNote };

/** A cell's value as stored (the done flag is 0/1). */
const stored = (value: string | boolean) => (typeof value === 'boolean' ? (value ? 1 : 0) : value);

/** What the writer is told when someone else changed the cell first. */
function conflictMessage(change: LessonChange, note: DrivingNote): string {
  if (change.field === 'isDone')
    return m.changeConflictDone(note.isDone ? m.doneValue : m.notDoneValue);
  const heading = note[`cat${change.field.slice(4)}` as 'catA'] ?? 'Momentet';
  return m.changeConflict(heading, note[change.field] || m.noStatus);
}

function refusedResult(id: string, error: DomainError, repeated?: boolean): LessonChangeResult {
  return {
    id,
    outcome: 'refused',
    code: error.code,
    message: error.message,
    ...(repeated ? { repeated } : {}),
  };
}

/**
 * The one way a lesson's statuses and done flag change, for both roles: the outbox's batch of
 * cell changes (`apply`, decision 014) and the §7 PUT of one lesson (`put`), which is a write
 * of the cells it sends without `from` (decision 026). Either way one UPDATE per write holds
 * the writer's right and every cell's `from` (repository.ts changeLessonQuery), the card's
 * history is written in the same transaction, and an applied write is announced live.
 */
export function createLessonChanges({
  db,
  dialect,
  clock,
  notify,
  limiter,
  tell = () => undefined,
}: {
  db: Db;
  dialect: Dialect;
  clock: Clock;
  notify: Notify;
  limiter: Limiter;
  /** Notifications (issue 38): a lesson the learner marked done, a supervisor's approval. */
  tell?: Tell;
}) {
  const writeCells = repo.lessonWriter(db, dialect);
  const writeAtOnce = dialect === 'postgres' ? lessonWriterAtOnce(db) : undefined;
  const tidied = new Map<string, { at: number; changesSince: number }>();

  /** Whether the writer's kept ids are tidied with this batch of `changes` (TIDY_AFTER_…). */
  function tidyDue(actor: Actor, changes: number, now: number): boolean {
    const key = `${actor.role}:${actor.id}`;
    const last = tidied.get(key);
    const due =
      !last || now - last.at >= TIDY_AFTER_MS || last.changesSince + changes > TIDY_AFTER_CHANGES;
    if (!last && tidied.size >= TIDY_WRITERS) tidied.clear();
    tidied.set(
      key,
      due
        ? { at: now, changesSince: 0 }
        : { at: last.at, changesSince: last.changesSince + changes },
    );
    return due;
  }
  /** The status a supervisor's approval is (progress.ts counts it). */
  const APPROVED: Status = 'Godkänd';

  /** Counts a batch and its changes for the writer's account before any is applied. */
  async function admit(actor: Actor, changes: number) {
    const wait = await limiter.take([
      [`lessonChanges:batches:${actor.role}:${actor.id}`, BATCH_LIMIT],
      [`lessonChanges:changes:${actor.role}:${actor.id}`, CHANGE_LIMIT, changes],
    ]);
    if (wait > 0) {
      throw new DomainError('TOO_MANY_CHANGES', m.changesTooFast(waitInWords(wait)), wait);
    }
  }

  /**
   * Applies one write inside the caller's transaction. A cell without `from` takes the value
   * it holds now; if another write changes that cell before the UPDATE, the lesson is read
   * again and the write tried again (the PUT never conflicts). Nothing written: the refusal,
   * or the conflict with the lesson as it is now.
   */
  async function write(trx: Db, actor: Actor, change: LessonWrite, now: number): Promise<Written> {
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
      const cells = await withFrom(trx, change);
      const row =
        cells && (await writeCells(trx, actor, change.lessonId, cells, now, change.groupId));
      if (row) {
        // Each cell held its `from` (the statement's condition): that is what it was before.
        const before = { ...row, ...Object.fromEntries(cells.map((c) => [c.field, c.from])) };
        // Dated when it was made, if the device's time is believable (made-time.ts).
        const made = madeTime(change.madeAt, now, row.createdAt, change.sentAt);
        const approving = await approvingOwnAssessment(trx, actor, cells, row.id);
        await recordChanges(trx, actor, before, row, now, made, approving);
        return { kind: 'applied', note: await approvedNote(trx, row), fresh: true };
      }
      const refusal = await whyNotChanged(trx, actor, change.lessonId, change.groupId);
      if (refusal) return { kind: 'refused', refusal };
      const note = await approvedNote(trx, (await repo.findNote(trx, change.lessonId))!);
      if (change.cells.some((cell) => cell.from !== undefined && note[cell.field] !== cell.from)) {
        // Someone changed a cell the writer saw; to what the writer wanted too is no conflict.
        const wanted = change.cells.every((cell) => note[cell.field] === cell.to);
        return wanted ? { kind: 'applied', note, fresh: false } : { kind: 'conflict', note };
      }
      // Only a cell read in this transaction changed before the UPDATE: read it again.
    }
    return { kind: 'refused', refusal: new DomainError('NO_NOTE', m.notFound) };
  }

  /**
   * The statuses the supervisor sets to "Godkänd" where "Godkänd" stands already but is not
   * theirs – the learner's own assessment (issue 34). Unchanged in value, the supervisor's
   * approval is still an act of its own: it is recorded, and then counts as approved.
   */
  async function approvingOwnAssessment(
    trx: Db,
    actor: Actor,
    cells: readonly repo.CellWrite[],
    lessonId: string,
  ): Promise<StatusKey[]> {
    if (actor.role !== 'supervisor') return [];
    const same = cells
      .filter((cell) => cell.field !== 'isDone' && cell.from === cell.to && cell.to === APPROVED)
      .map((cell) => cell.field as StatusKey);
    if (same.length === 0) return [];
    const approved = (await supervisorApprovals(trx, { lessonId })).get(lessonId) ?? [];
    return same.filter((key) => !approved.includes(key));
  }

  /**
   * The lesson as the API shows it, with the statuses the supervisor approved (issue 34): what
   * the writer's answer and the live update carry, so both sides count approvals as the lists do.
   */
  async function approvedNote(trx: Db, row: repo.NoteRow) {
    const approvals = await supervisorApprovals(trx, { lessonId: row.id });
    return toDrivingNote(row, undefined, approvals.get(row.id) ?? []);
  }

  /** The write's cells as stored, each with its `from`; undefined when the lesson is not there. */
  async function withFrom(trx: Db, change: LessonWrite): Promise<repo.CellWrite[] | undefined> {
    const unseen = change.cells.some((cell) => cell.from === undefined);
    const current = unseen ? await repo.findNote(trx, change.lessonId) : undefined;
    if (unseen && !current) return undefined;
    return change.cells.map((cell) => ({
      field: cell.field,
      from: cell.from === undefined ? current![cell.field] : stored(cell.from),
      to: stored(cell.to),
    }));
  }

  /**
   * On PostgreSQL the write that goes through is one statement (lesson-write-postgres.ts);
   * undefined when it wrote nothing, and the caller's transaction then finds out why.
   */
  async function writeFirstTry(
    actor: Actor,
    write: LessonWrite & Pick<AtOnceWrite, 'changeId'>,
    now: number,
  ) {
    // A PUT that sends no cell the role may set is decided by the transaction (decision 026).
    if (!writeAtOnce || write.cells.length === 0) return undefined;
    const cells = write.cells.map((cell) => ({
      field: cell.field,
      ...(cell.from === undefined ? {} : { from: stored(cell.from) }),
      to: stored(cell.to),
    }));
    const written = await writeAtOnce(actor, { ...write, cells }, now);
    if (!written) return undefined;
    const note = toDrivingNote(written.row, undefined, written.approvals);
    return { kind: 'applied', note, fresh: true } as const;
  }

  /** What of a committed change the other person may want to hear of (issue 38). */
  function tellOf(actor: Actor, change: LessonWrite, studentId: string) {
    const { lessonId } = change;
    if (
      actor.role === 'student' &&
      change.cells.some((cell) => cell.field === 'isDone' && cell.to === true)
    ) {
      tell({ kind: 'lessonDone', studentId, lessonId });
    }
    if (
      actor.role === 'supervisor' &&
      change.cells.some((cell) => cell.field !== 'isDone' && cell.to === APPROVED)
    ) {
      tell({ kind: 'approval', supervisorId: actor.id, studentId, lessonId });
    }
  }

  /** After a write is committed: the live update, and whether the congratulation is due. */
  async function announce(actor: Actor, change: LessonWrite, written: Written, now: number) {
    if (written.kind !== 'applied' || !written.fresh) return false;
    const { note } = written;
    notify(note.studentId, { type: 'lesson', drivingNote: note });
    tellOf(actor, change, note.studentId);
    // Due once per student, when the student marks lesson 15 or 16 done.
    return (
      actor.role === 'student' &&
      change.cells.some((cell) => cell.field === 'isDone' && cell.to === true) &&
      CONGRATULATED_LESSONS.has(note.number) &&
      repo.claimCongratulation(db, actor.id, now)
    );
  }

  async function applyOne(
    actor: Actor,
    change: LessonChange,
    now: number,
    sentAt: number | undefined,
  ): Promise<LessonChangeResult> {
    const { lessonId, madeAt } = change;
    const lessonWrite = { lessonId, cells: [change], madeAt, sentAt };
    const written =
      (await writeFirstTry(actor, { ...lessonWrite, changeId: change.id }, now)) ??
      (await db.transaction().execute(async (trx) => {
        if (!(await ids.rememberChange(trx, actor, change, now))) return undefined;
        const outcome = await write(trx, actor, lessonWrite, now);
        if (outcome.kind === 'refused') {
          // Nothing was written, and sent again it is decided again: refused again, or applied
          // once if the reason has gone (linked again) and its cell still holds `from`.
          await ids.forgetChange(trx, actor, change.id);
        } else if (outcome.kind === 'conflict') {
          await ids.recordOutcome(trx, actor, change.id, 'conflict');
        }
        return outcome;
      }));

    if (!written) return answerRepeated(actor, change);
    if (written.kind === 'refused') return refusedResult(change.id, written.refusal);
    if (written.kind === 'conflict') {
      return {
        id: change.id,
        outcome: 'conflict',
        drivingNote: written.note,
        message: conflictMessage(change, written.note),
      };
    }
    const congratulate = await announce(actor, lessonWrite, written, now);
    return {
      id: change.id,
      outcome: 'applied',
      drivingNote: written.note,
      ...(congratulate ? { congratulate } : {}),
    };
  }

  /** A change id seen before: what happened then, with the lesson as it is now. */
  async function answerRepeated(actor: Actor, change: LessonChange): Promise<LessonChangeResult> {
    const seen = await ids.findChange(db, actor, change.id);
    const refusal = await whyNotChanged(db, actor, change.lessonId);
    if (
      refusal ||
      !seen ||
      seen.lessonId !== change.lessonId ||
      seen.outcome.startsWith('refused:')
    ) {
      const code = seen?.outcome.startsWith('refused:') ? seen.outcome.slice(8) : undefined;
      const error =
        refusal ??
        (code === 'NOT_LINKED'
          ? notLinked()
          : new DomainError(code && isErrorCode(code) ? code : 'NO_NOTE', m.notFound));
      return refusedResult(change.id, error, true);
    }
    const drivingNote = await approvedNote(db, (await repo.findNote(db, change.lessonId))!);
    return seen.outcome === 'conflict'
      ? {
          id: change.id,
          outcome: 'conflict',
          repeated: true,
          drivingNote,
          message: conflictMessage(change, drivingNote),
        }
      : { id: change.id, outcome: 'applied', repeated: true, drivingNote };
  }

  return {
    /**
     * The changes an outbox sends after a dead zone, applied in order, each on its own: a
     * change applies only if its cell still holds the value the writer saw; otherwise it is
     * refused with the cell as it is now and a Swedish message. The id of each change applied
     * or in conflict is remembered (the newest LESSON_CHANGE_IDS_PER_WRITER of the writer, tidied
     * as TIDY_AFTER_CHANGES says), so a retry of the same change (its answer was lost) is
     * answered with what happened the first time and never applied twice; a refused change
     * wrote nothing and is decided again. Limited per account and minute (429, decision 014);
     * the event loop runs between two changes.
     */
    async apply(
      actor: Actor,
      changes: LessonChange[],
      sentAt?: number,
    ): Promise<LessonChangeResult[]> {
      await admit(actor, changes.length);
      const now = clock();
      const tidy = tidyDue(actor, changes.length, now);
      if (tidy) await ids.forgetChangesBefore(db, actor, now - LESSON_CHANGE_ID_RETENTION_MS);
      const results: LessonChangeResult[] = [];
      for (const change of changes) {
        await nextTurn();
        results.push(await applyOne(actor, change, now, sentAt));
      }
      if (tidy) await ids.keepNewest(db, actor, LESSON_CHANGE_IDS_PER_WRITER);
      return results;
    },

    /**
     * The §7 PUT of one lesson: sets the fields the role may set that were sent, whatever the
     * cells hold, in one transaction; nothing else of the lesson changes. `groupId` (the
     * supervisor's PUT) must be the lesson's card. A refusal is thrown (401/403/404/400).
     */
    async put(
      actor: Actor,
      lessonId: string,
      fields: UpdateLesson,
      groupId?: string,
    ): Promise<{ drivingNote: DrivingNote; congratulate: boolean }> {
      const now = clock();
      const cells = Object.entries(writableLessonChanges(actor.role, fields)).map(
        ([field, to]) => ({ field: field as repo.LessonCell, to }),
      );
      const lessonWrite = { lessonId, cells, groupId };
      const written =
        (await writeFirstTry(actor, lessonWrite, now)) ??
        (await db.transaction().execute((trx) => write(trx, actor, lessonWrite, now)));
      if (written.kind === 'refused') throw written.refusal;
      const congratulate = await announce(actor, lessonWrite, written, now);
      return { drivingNote: written.note, congratulate };
    },
  };
}
export type LessonChanges = ReturnType<typeof createLessonChanges>;
