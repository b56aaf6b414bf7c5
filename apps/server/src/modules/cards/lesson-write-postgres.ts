import {
  type Actor,
  claimedTime,
  MADE_AT_CLOCK_SKEW_MS,
  madeTime,
  STATUS_KEYS,
  type StatusKey,
} from '@ovningskort/domain';
import { CompiledQuery } from 'kysely';
import type { Db } from '../../db/connect.js';
import { prepareOnce } from '../../db/prepared-statements.js';
import { LATEST_OF_ITS_CELL } from './history-repository.js';
import { uuidv7 } from '../../lib/ids.js';
import type { LessonCell, NoteRow } from './repository.js';

/** The status a supervisor's approval is (history-repository.ts supervisorApprovals). */
const APPROVED = 'Godkänd';

const column = (field: LessonCell) => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** One cell of the write: `from` undefined takes whatever the cell holds (the §7 PUT). */
export interface AtOnceCell {
  field: LessonCell;
  from?: string | number;
  to: string | number;
}

export interface AtOnceWrite {
  lessonId: string;
  cells: readonly AtOnceCell[];
  groupId?: string;
  /** The outbox change's id (POST /v1/lessonChanges): remembered with the write. */
  changeId?: string;
  madeAt?: number;
  sentAt?: number;
}

/** The lesson after the write, and the statuses the supervisor has approved in it now. */
export interface AtOnceWritten {
  row: NoteRow;
  approvals: StatusKey[];
}

interface Shape {
  role: Actor['role'];
  fields: LessonCell[];
  /** Which cells name the value the writer saw. */
  seen: boolean[];
  withGroup: boolean;
  withChangeId: boolean;
}

/**
 * The statement of one shape. Parameters: $1 writer, $2 lesson, $3 now, $4 made_at (or null),
 * $5 device time rejected (0/1), $6 the latest created_at of a lesson the device's time fits
 * (or null: any), then per cell its history id, from (only where it is seen), to as stored and as text, then
 * the card and the change id where the shape has them.
 */
function statementOf(shape: Shape): string {
  const { role, fields, seen, withGroup, withChangeId } = shape;
  let next = 7;
  const cells = fields.map((field, index) => {
    const cast = field === 'isDone' ? 'int' : 'text';
    return {
      column: column(field),
      field,
      id: `$${next++}::text`,
      from: seen[index] ? `$${next++}::${cast}` : undefined,
      to: `$${next++}::${cast}`,
      toText: `$${next++}::text`,
    };
  });
  const group = withGroup ? `$${next++}::text` : undefined;
  const changeId = withChangeId ? `$${next++}::text` : undefined;
  const person = role === 'student' ? 'students' : 'teachers';
  const access =
    role === 'student'
      ? `n.student_id = $1 AND EXISTS (SELECT 1 FROM students s WHERE s.id = $1 AND s.is_activated = 1)`
      : `EXISTS (SELECT 1 FROM student_teacher st INNER JOIN teachers t ON t.id = st.teacher_id
           WHERE st.student_id = n.student_id AND st.teacher_id = $1 AND t.is_activated = 1
           FOR KEY SHARE OF st)`;
  const fitsDevice = `($6::bigint IS NULL OR o.created_at <= $6::bigint)`;
  const statusColumns = STATUS_KEYS.map((key) => `'${key}'`).join(', ');
  return `WITH old AS (
  SELECT n.* FROM driving_notes n
  WHERE n.id = $2 AND ${access}
  ${cells.map((cell) => (cell.from ? `AND n.${cell.column} = ${cell.from}` : '')).join(' ')}
  ${group ? `AND n.group_id = ${group}` : ''}
  ${
    changeId
      ? `AND NOT EXISTS (SELECT 1 FROM lesson_changes c
           WHERE c.writer_role = '${role}' AND c.writer_id = $1 AND c.id = ${changeId})`
      : ''
  }
  FOR UPDATE OF n
), updated AS (
  UPDATE driving_notes n
  SET ${cells.map((cell) => `${cell.column} = ${cell.to}`).join(', ')},
    updated_at = $3::bigint, version = n.version + 1
  FROM old WHERE n.id = old.id
  RETURNING n.*
), approved AS (
  SELECT h.field FROM card_history h
  WHERE h.lesson_id = $2 AND h.by_role = 'supervisor' AND h.to_value = '${APPROVED}'
    AND h.field IN (${statusColumns})
    AND ${LATEST_OF_ITS_CELL}
), recorded AS (
  INSERT INTO card_history (id, student_id, group_id, lesson_id, field, from_value, to_value,
    by_role, by_id, by_name, at, made_at, device_time_rejected)
  SELECT v.id, u.student_id, u.group_id, u.id, v.field, v.from_value, v.to_value,
    '${role}', $1, coalesce((SELECT trim(p.name || ' ' || p.surname) FROM ${person} p WHERE p.id = $1), ''),
    $3::bigint,
    CASE WHEN ${fitsDevice} THEN $4::bigint ELSE NULL END,
    CASE WHEN ${fitsDevice} THEN $5::int ELSE 1 END
  FROM updated u CROSS JOIN old o
  CROSS JOIN LATERAL (VALUES ${cells
    .map((cell) => `(${cell.id}, '${cell.field}', o.${cell.column}::text, ${cell.toText})`)
    .join(', ')}) AS v(id, field, from_value, to_value)
  WHERE v.from_value <> v.to_value
    ${
      role === 'supervisor'
        ? `OR (v.to_value = '${APPROVED}' AND v.field NOT IN (SELECT field FROM approved))`
        : ''
    }
  RETURNING field, to_value
)${
    changeId
      ? `, remembered AS (
  INSERT INTO lesson_changes (writer_role, writer_id, id, lesson_id, outcome, created_at)
  SELECT '${role}', $1, ${changeId}, u.id, 'applied', $3::bigint FROM updated u
  ON CONFLICT (writer_role, writer_id, id) DO NOTHING
)`
      : ''
  }
SELECT u.*,
  (SELECT coalesce(json_agg(field), '[]'::json) FROM approved) AS approved_before,
  (SELECT coalesce(json_agg(json_build_array(field, to_value)), '[]'::json) FROM recorded) AS recorded
FROM updated u`;
}

/** The device's time as the history keeps it, with how old a lesson it fits (madeTime). */
function deviceTime(write: AtOnceWrite, now: number) {
  // madeTime without the lesson's age: that one condition is the statement's ($6).
  const made = madeTime(write.madeAt, now, Number.NEGATIVE_INFINITY, write.sentAt);
  const claimed =
    write.madeAt === undefined ? undefined : claimedTime(write.madeAt, now, write.sentAt);
  const checked = write.madeAt !== undefined && !made.deviceTimeRejected;
  return {
    madeAt: made.madeAt === now ? null : made.madeAt,
    rejected: made.deviceTimeRejected ? 1 : 0,
    fitsUpTo: checked ? claimed! + MADE_AT_CLOCK_SKEW_MS : null,
  };
}

/**
 * A lesson write on PostgreSQL in one statement, its transaction implicit (issue 37): the
 * writer's right, every cell's `from`, the update, the history rows with the writer's name, the
 * outbox change's id and the supervisor's approvals, one round trip instead of seven or more.
 * Undefined when it wrote nothing (no right, a cell changed, a change id seen before, no such
 * lesson): the caller then decides why in a transaction of its own, as on SQLite.
 */
export function lessonWriterAtOnce(db: Db) {
  const statements = new Map<string, string>();
  return async (
    actor: Actor,
    write: AtOnceWrite,
    now: number,
  ): Promise<AtOnceWritten | undefined> => {
    const cells = [...write.cells].sort((a, b) => a.field.localeCompare(b.field));
    const shape: Shape = {
      role: actor.role,
      fields: cells.map((cell) => cell.field),
      seen: cells.map((cell) => cell.from !== undefined),
      withGroup: write.groupId !== undefined,
      withChangeId: write.changeId !== undefined,
    };
    const key = JSON.stringify(shape);
    let text = statements.get(key);
    if (!text) {
      text = statementOf(shape);
      statements.set(key, text);
      prepareOnce(text);
    }
    const made = deviceTime(write, now);
    const parameters: unknown[] = [
      actor.id,
      write.lessonId,
      now,
      made.madeAt,
      made.rejected,
      made.fitsUpTo,
      ...cells.flatMap((cell) => [
        uuidv7(now),
        ...(cell.from === undefined ? [] : [cell.from]),
        cell.to,
        String(cell.to),
      ]),
      ...(write.groupId !== undefined ? [write.groupId] : []),
      ...(write.changeId !== undefined ? [write.changeId] : []),
    ];
    const result = await db.executeQuery<
      NoteRow & { approvedBefore: StatusKey[]; recorded: [LessonCell, string][] }
    >(CompiledQuery.raw(text, parameters));
    const found = result.rows[0];
    if (!found) return undefined;
    const { approvedBefore, recorded, ...row } = found;
    const approvals = new Set(approvedBefore);
    for (const [field, to] of recorded) {
      if (field === 'isDone') continue;
      if (actor.role === 'supervisor' && to === APPROVED) approvals.add(field);
      else approvals.delete(field);
    }
    return { row: row as NoteRow, approvals: STATUS_KEYS.filter((key) => approvals.has(key)) };
  };
}
