import {
  CONGRATULATED_LESSONS,
  DomainError,
  type DrivingNote,
  isErrorCode,
  LESSON_CHANGE_ID_RETENTION_MS,
  type LessonChange,
  type LessonChangeResult,
  type LessonWriter,
  messages,
} from '@ovningskort/domain';
import type { Db, Dialect } from '../../db/connect.js';
import type { Clock } from '../../lib/clock.js';
import type { Notify } from '../live/notify.js';
import * as ids from './change-ids.js';
import { toDrivingNote } from './driving-note.js';
import { recordChanges } from './history.js';
import { whyNotChanged } from './lesson-access.js';
import * as repo from './repository.js';

const m = messages.cards;

type Outcome =
  | { kind: 'repeated' }
  | { kind: 'refused'; refusal: DomainError }
  | { kind: 'conflict'; note: DrivingNote }
  | { kind: 'applied'; note: DrivingNote; fresh: boolean };

/** A cell's value as stored (the done flag is 0/1) from a change's `from`/`to`. */
const stored = (value: string | boolean) => (typeof value === 'boolean' ? (value ? 1 : 0) : value);

/** What the writer is told when someone else changed the cell first. */
function conflictMessage(change: LessonChange, note: DrivingNote): string {
  if (change.field === 'isDone')
    return m.changeConflictDone(note.isDone ? m.doneValue : m.notDoneValue);
  const heading = note[`cat${change.field.slice(4)}` as 'catA'] ?? 'Delmomentet';
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
 * The changes an outbox sends after a dead zone, applied in order, each on its own: a change
 * applies only if its cell still holds the value the writer saw; otherwise it is refused with
 * the cell as it is now and a Swedish message. Each change's id is remembered, so a retry of
 * the same change (its answer was lost) is answered with what happened the first time and
 * never applied twice. Who may write is part of the same statement as the write
 * (changeLessonQuery), as for the single-lesson PUT.
 */
export function createLessonChanges({
  db,
  dialect,
  clock,
  notify,
}: {
  db: Db;
  dialect: Dialect;
  clock: Clock;
  notify: Notify;
}) {
  async function applyOne(
    writer: LessonWriter,
    change: LessonChange,
    now: number,
  ): Promise<LessonChangeResult> {
    const outcome = await db.transaction().execute(async (trx): Promise<Outcome> => {
      if (!(await ids.rememberChange(trx, writer, change, now))) return { kind: 'repeated' };
      const cell = { field: change.field, from: stored(change.from), to: stored(change.to) };
      const [changed] = await repo
        .changeLessonCellQuery(trx, dialect, writer, change.lessonId, cell, now)
        .execute();
      if (changed) {
        // The cell held `from` (the statement's condition): that is what it was before.
        const before = { ...changed, [change.field]: cell.from };
        await recordChanges(trx, writer, before, changed, now);
        return { kind: 'applied', note: toDrivingNote(changed), fresh: true };
      }
      const refusal = await whyNotChanged(trx, writer, change.lessonId);
      if (refusal) {
        await ids.recordOutcome(trx, writer, change.id, `refused:${refusal.code}`);
        return { kind: 'refused', refusal };
      }
      const current = toDrivingNote((await repo.findNote(trx, change.lessonId))!);
      // Already what the writer wanted (both set Godkänd): nothing to refuse.
      if (current[change.field] === change.to)
        return { kind: 'applied', note: current, fresh: false };
      await ids.recordOutcome(trx, writer, change.id, 'conflict');
      return { kind: 'conflict', note: current };
    });

    if (outcome.kind === 'repeated') return answerRepeated(writer, change);
    if (outcome.kind === 'refused') return refusedResult(change.id, outcome.refusal);
    if (outcome.kind === 'conflict') {
      return {
        id: change.id,
        outcome: 'conflict',
        drivingNote: outcome.note,
        message: conflictMessage(change, outcome.note),
      };
    }
    const drivingNote = outcome.note;
    if (outcome.fresh) notify(drivingNote.studentId, { type: 'lesson', drivingNote });
    const congratulate =
      outcome.fresh &&
      writer.role === 'student' &&
      change.field === 'isDone' &&
      change.to === true &&
      CONGRATULATED_LESSONS.has(drivingNote.number) &&
      (await repo.claimCongratulation(db, writer.id, now));
    return {
      id: change.id,
      outcome: 'applied',
      drivingNote,
      ...(congratulate ? { congratulate } : {}),
    };
  }

  /** A change id seen before: what happened then, with the lesson as it is now. */
  async function answerRepeated(
    writer: LessonWriter,
    change: LessonChange,
  ): Promise<LessonChangeResult> {
    const seen = await ids.findChange(db, writer, change.id);
    const refusal = await whyNotChanged(db, writer, change.lessonId);
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
          ? new DomainError('NOT_LINKED', messages.supervision.notLinked)
          : new DomainError(code && isErrorCode(code) ? code : 'NO_NOTE', m.notFound));
      return refusedResult(change.id, error, true);
    }
    const drivingNote = toDrivingNote((await repo.findNote(db, change.lessonId))!);
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
    async apply(writer: LessonWriter, changes: LessonChange[]): Promise<LessonChangeResult[]> {
      const now = clock();
      await ids.forgetChangesBefore(db, writer, now - LESSON_CHANGE_ID_RETENTION_MS);
      const results: LessonChangeResult[] = [];
      for (const change of changes) results.push(await applyOne(writer, change, now));
      return results;
    },
  };
}
export type LessonChanges = ReturnType<typeof createLessonChanges>;
