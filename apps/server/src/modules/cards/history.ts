import {
  type Actor,
  type CardHistoryEntry,
  DomainError,
  type MadeTime,
  messages,
  type Status,
  STATUS_KEYS,
  statusKeyOf,
  SUB_MOMENT_KEYS,
} from '@ovningskort/domain';
import type { Db } from '../../db/connect.js';
import { uuidv7 } from '../../lib/ids.js';
import { assertLinked } from '../access/linked.js';
import * as history from './history-repository.js';
import * as repo from './repository.js';

/** The cells whose changes are recorded: the statuses and the done flag. */
const CELLS = [...STATUS_KEYS, 'isDone'] as const;
type Cell = (typeof CELLS)[number];

/** A lesson before anything was set: what a lesson created with statuses is changed from. */
export const BLANK_LESSON: Pick<repo.NoteRow, Cell> = {
  ...(Object.fromEntries(STATUS_KEYS.map((key) => [key, ''])) as Record<
    (typeof STATUS_KEYS)[number],
    string
  >),
  isDone: 0,
};

/** A cell's value as the history keeps it: the status, or '0'/'1' for the done flag. */
const asText = (value: string | number | boolean) =>
  typeof value === 'boolean' ? (value ? '1' : '0') : String(value);

/**
 * Records what a write changed, in the transaction of the write (issue 19): one row per cell
 * whose value differs before and after; a write that changed nothing records nothing. `now`
 * is when the server received it, `made` when it was made (issue 34).
 */
export async function recordChanges(
  trx: Db,
  writer: Actor,
  before: Pick<repo.NoteRow, Cell>,
  after: repo.NoteRow,
  now: number,
  made: MadeTime = { madeAt: now, deviceTimeRejected: false },
  /**
   * Cells the writer set to the value they already held, recorded all the same: the
   * supervisor approving the learner's own "Godkänd" (issue 34), an act of its own.
   */
  reaffirmed: readonly Cell[] = [],
): Promise<void> {
  const changed = CELLS.filter(
    (cell) => asText(before[cell]) !== asText(after[cell]) || reaffirmed.includes(cell),
  );
  if (changed.length === 0) return;
  const rows = changed.map((cell) => ({
    id: uuidv7(now),
    studentId: after.studentId,
    groupId: after.groupId,
    lessonId: after.id,
    field: cell,
    fromValue: asText(before[cell]),
    toValue: asText(after[cell]),
    byRole: writer.role,
    byId: writer.id,
    at: now,
    madeAt: made.madeAt === now ? null : made.madeAt,
    deviceTimeRejected: made.deviceTimeRejected ? (1 as const) : (0 as const),
  }));
  await history.insertHistory(trx, writer, rows);
}

const fromText = (field: string, value: string): Status | boolean =>
  field === 'isDone' ? value === '1' : (value as Status);

/**
 * A card's history, newest first, for the student whose card it is or a supervisor linked to
 * that student now. Another student's card answers as a card that does not exist; a card of a
 * student the supervisor is not linked to answers NOT_LINKED, as the supervisor's lesson
 * change does. The routes have checked the caller's account.
 */
export function createCardHistory({ db }: { db: Db }) {
  return {
    async ofCard(reader: Actor, groupId: string): Promise<CardHistoryEntry[]> {
      const card = await repo.findCard(db, groupId);
      if (!card || (reader.role === 'student' && card.studentId !== reader.id)) {
        throw new DomainError('NO_CARD', messages.cards.notFound);
      }
      if (reader.role === 'supervisor') await assertLinked(db, reader.id, card.studentId);
      const rows = await history.historyOfCard(db, groupId);
      return rows.map((row) => ({
        at: Number(row.madeAt ?? row.at),
        receivedAt: Number(row.at),
        ...(row.deviceTimeRejected ? { deviceTimeRejected: true } : {}),
        by: { role: row.byRole, name: row.byName },
        lesson: row.number,
        lessonId: row.lessonId,
        subMoment: SUB_MOMENT_KEYS.find((key) => statusKeyOf(key) === row.field) ?? null,
        from: fromText(row.field, row.fromValue),
        to: fromText(row.field, row.toValue),
      }));
    },
  };
}
export type CardHistory = ReturnType<typeof createCardHistory>;
