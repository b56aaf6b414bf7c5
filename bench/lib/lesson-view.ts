// What a load generator keeps of one user's lessons, as the web's card screen does
// (apps/web/src/features/cards/outbox/pending.ts): the values the server last told it (the
// cards read, each change's answer, each live `lesson` event), with the user's own changes still
// on their way on top. A change is made as the outbox makes it (cellChanges): a fresh id, `from`
// the value shown, `to` the new one; it is sent as `POST /api/v1/lessonChanges` (student) or
// `POST /api/v1/teacher/lessonChanges` (supervisor) with `{ changes: [...] }`, one change per
// tap, several after a dead zone.
import { randomUUID } from 'node:crypto';
import { STATUS_KEYS, STATUSES } from '../../packages/domain/src/lessons.js';

export const LESSON_CHANGE_PATHS = {
  student: '/api/v1/lessonChanges',
  teacher: '/api/v1/teacher/lessonChanges',
} as const;

/** The statuses a generator sets, in turn (a status always moves to the next one). */
const STATUS_CYCLE: readonly string[] = STATUSES.filter((status) => status !== '');
const STATUS_FIELDS = STATUS_KEYS;

export interface LessonChange {
  id: string;
  lessonId: string;
  field: string;
  from: string;
  to: string;
}

export type LessonChangeOutcome = 'applied' | 'conflict' | 'refused';

/** What the server said of one change (LessonChangeResultSchema), as far as a generator reads it. */
export interface LessonChangeResult {
  id: string;
  outcome: LessonChangeOutcome;
  repeated?: boolean;
  drivingNote?: Record<string, unknown>;
}

/** How the changes fared, as the web would show them: saved, someone else first, refused. */
export interface ChangeOutcomes {
  applied: number;
  conflict: number;
  refused: number;
  /** Changes whose request failed (no answer, or not 200): no result for them. */
  unanswered: number;
}

export const noOutcomes = (): ChangeOutcomes => ({
  applied: 0,
  conflict: 0,
  refused: 0,
  unanswered: 0,
});

export function addOutcomes(into: ChangeOutcomes, more: ChangeOutcomes): ChangeOutcomes {
  into.applied += more.applied;
  into.conflict += more.conflict;
  into.refused += more.refused;
  into.unanswered += more.unanswered;
  return into;
}

/** The next status after `current` ('' and any other value → the first). */
export const nextStatus = (current: unknown) =>
  STATUS_CYCLE[(STATUS_CYCLE.indexOf(current as string) + 1) % STATUS_CYCLE.length]!;

const cell = (lessonId: string, field: string) => `${lessonId}|${field}`;

export class LessonView {
  /** What the server last said each cell holds. */
  private readonly held = new Map<string, unknown>();
  /** The user's changes sent and not answered yet, by cell, oldest first. */
  private readonly pending = new Map<string, LessonChange[]>();
  readonly outcomes = noOutcomes();

  /** The cards as read (`{ drivingNotes }` of GET drivingnotes or teacher/notesGet). */
  load(notes: Record<string, unknown>[]) {
    for (const note of notes) this.lesson(note);
  }

  /** A lesson as the server holds it (an answer's or a live event's `drivingNote`). */
  lesson(note: Record<string, unknown>) {
    const id = note.id as string;
    for (const field of STATUS_FIELDS)
      if (field in note) this.held.set(cell(id, field), note[field]);
  }

  /** The value on screen: the last change still on its way, or what the server holds. */
  shown(lessonId: string, field: string): unknown {
    return (
      this.pending.get(cell(lessonId, field))?.at(-1)?.to ?? this.held.get(cell(lessonId, field))
    );
  }

  /** Whether a change of the cell is still on its way. */
  waiting(lessonId: string, field: string): boolean {
    return this.pending.has(cell(lessonId, field));
  }

  /** A tap: the cell moves to its next status; the change to send (kept as on its way). */
  change(lessonId: string, field: string): LessonChange {
    const from = (this.shown(lessonId, field) as string | undefined) ?? '';
    const change = { id: randomUUID(), lessonId, field, from, to: nextStatus(from) };
    const key = cell(lessonId, field);
    this.pending.set(key, [...(this.pending.get(key) ?? []), change]);
    return change;
  }

  /** The change is no longer on its way (answered, or its request failed). */
  private done(change: LessonChange) {
    const key = cell(change.lessonId, change.field);
    const left = (this.pending.get(key) ?? []).filter((c) => c.id !== change.id);
    if (left.length > 0) this.pending.set(key, left);
    else this.pending.delete(key);
  }

  /**
   * A request's answer (status and body text) for `changes`: each change's result counted and
   * its lesson taken as the server holds it. The results by change id (empty if the request
   * failed).
   */
  answered(changes: LessonChange[], status: number, text: string): Map<string, LessonChangeResult> {
    const byId = new Map<string, LessonChangeResult>();
    if (status === 200) {
      try {
        const { results } = JSON.parse(text) as { results: LessonChangeResult[] };
        for (const result of results) byId.set(result.id, result);
      } catch {
        // Counted as unanswered below.
      }
    }
    for (const change of changes) {
      this.done(change);
      const result = byId.get(change.id);
      if (!result) {
        this.outcomes.unanswered += 1;
        continue;
      }
      this.outcomes[result.outcome] += 1;
      if (result.drivingNote) this.lesson(result.drivingNote);
      else if (result.outcome === 'applied')
        this.held.set(cell(change.lessonId, change.field), change.to);
    }
    return byId;
  }
}
