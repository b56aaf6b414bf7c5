import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import { type Actor, STATUS_KEYS, type StatusKey } from '@ovningskort/domain';
import type { Db, Dialect } from '../../db/connect.js';
import { reusableQuery, type ReusableQuery } from '../../db/reusable-query.js';
import type { DrivingNoteTable } from '../../db/schema.js';
import { latestOfItsCell } from './history-repository.js';

export type NoteRow = Selectable<DrivingNoteTable>;
export type NoteChanges = Updateable<DrivingNoteTable>;

export function usedSlots(db: Db, studentId: string) {
  return db.selectFrom('cards').select('slot').where('studentId', '=', studentId).execute();
}

export function insertCard(
  db: Db,
  card: { id: string; studentId: string; slot: number; createdAt: number },
) {
  return db.insertInto('cards').values(card).execute();
}

export function findCard(db: Db, id: string) {
  return db.selectFrom('cards').select(['id', 'studentId']).where('id', '=', id).executeTakeFirst();
}

export function deleteCard(db: Db, id: string, studentId: string) {
  return db
    .deleteFrom('cards')
    .where('id', '=', id)
    .where('studentId', '=', studentId)
    .executeTakeFirst();
}

export function insertNotes(db: Db, notes: Insertable<DrivingNoteTable>[]) {
  return db.insertInto('drivingNotes').values(notes).execute();
}

export function notesOfCard(db: Db, groupId: string) {
  return db
    .selectFrom('drivingNotes')
    .selectAll()
    .where('groupId', '=', groupId)
    .orderBy('number')
    .execute();
}

export function findNote(db: Db, id: string) {
  return db.selectFrom('drivingNotes').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function hasNotes(db: Db, studentId: string) {
  const row = await db
    .selectFrom('drivingNotes')
    .select('id')
    .where('studentId', '=', studentId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * What the validator of a student's cards is made of (see etag.ts): every write to a lesson
 * bumps its version or adds or removes rows, so these change whenever the cards change.
 */
export interface NotesValidator {
  count: number;
  versions: number;
  updatedAt: number;
  createdAt: number;
  lastGroupId: string;
}

/**
 * The student's activation flag and the validator of their cards in one indexed query, so a
 * conditional GET answers 304 without reading the rows. Undefined when the student is gone.
 */
export async function studentNotesValidator(db: Db, studentId: string) {
  const row = await withCardsValidator(db, studentId)
    .groupBy('s.isActivated')
    .select('s.isActivated')
    .executeTakeFirst();
  if (!row) return undefined;
  return { isActivated: Number(row.isActivated) === 1, validator: toValidator(row) };
}

/** The student with the validator's parts of their cards: one row, or none without the student. */
function withCardsValidator(db: Db, studentId: string) {
  return db
    .selectFrom('students as s')
    .leftJoin('drivingNotes as n', 'n.studentId', 's.id')
    .where('s.id', '=', studentId)
    .groupBy('s.id')
    .select((eb) => [
      eb.fn.count<number | string>('n.id').as('count'),
      sql<number | string | null>`sum(n.version)`.as('versions'),
      eb.fn.max('n.updatedAt').as('updatedAt'),
      eb.fn.max('n.createdAt').as('createdAt'),
      eb.fn.max('n.groupId').as('lastGroupId'),
    ]);
}

function toValidator(row: {
  count: number | string;
  versions: number | string | null;
  updatedAt: number | null;
  createdAt: number | null;
  lastGroupId: string | null;
}): NotesValidator {
  return {
    count: Number(row.count),
    versions: Number(row.versions ?? 0),
    updatedAt: Number(row.updatedAt ?? 0),
    createdAt: Number(row.createdAt ?? 0),
    lastGroupId: row.lastGroupId ?? '',
  };
}

/**
 * The student's lessons with the statuses whose latest change was the supervisor's "Godkänd"
 * (issue 34, history-repository.ts supervisorApprovals) in one statement: a lesson comes once
 * per approved status, or once with none.
 */
export async function notesWithApprovals(
  db: Db,
  studentId: string,
): Promise<{ row: NoteRow; approvals: StatusKey[] }[]> {
  const rows = await db
    .selectFrom('drivingNotes as n')
    .leftJoin('cardHistory as h', (join) =>
      join
        .onRef('h.lessonId', '=', 'n.id')
        .on('h.byRole', '=', 'supervisor')
        .on('h.toValue', '=', 'Godkänd')
        .on('h.field', 'in', [...STATUS_KEYS])
        .on(latestOfItsCell),
    )
    .selectAll('n')
    .select('h.field as approvedField')
    .where('n.studentId', '=', studentId)
    .orderBy('n.groupId')
    .orderBy('n.number')
    .execute();
  const lessons: { row: NoteRow; approvals: StatusKey[] }[] = [];
  for (const { approvedField, ...row } of rows) {
    const last = lessons.at(-1);
    const lesson = last?.row.id === row.id ? last : { row, approvals: [] };
    if (lesson !== last) lessons.push(lesson);
    if (approvedField) lesson.approvals.push(approvedField as StatusKey);
  }
  return lessons;
}

/**
 * What a supervisor's read of a linked student's cards needs before anything else, in one
 * statement: whether the supervisor's account is activated, whether the link stands, the
 * student's first name (part of the list) and the validator of the cards. Undefined when the
 * student is gone.
 */
export async function supervisedNotesValidator(db: Db, supervisorId: string, studentId: string) {
  const row = await withCardsValidator(db, studentId)
    .groupBy('s.name')
    .select((eb) => [
      's.name',
      eb
        .exists(
          eb
            .selectFrom('teachers as t')
            .select('t.id')
            .where('t.id', '=', supervisorId)
            .where('t.isActivated', '=', 1),
        )
        .as('supervisorActivated'),
      eb
        .exists(
          eb
            .selectFrom('studentTeacher as st')
            .select('st.studentId')
            .where('st.teacherId', '=', supervisorId)
            .whereRef('st.studentId', '=', 's.id'),
        )
        .as('linked'),
    ])
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    name: row.name,
    // PostgreSQL answers booleans, SQLite 0/1.
    supervisorActivated: Boolean(row.supervisorActivated),
    linked: Boolean(row.linked),
    validator: toValidator(row),
  };
}

/** The cells of a lesson a write sets: a status or the done flag. */
export type LessonCell = StatusKey | 'isDone';

/** One cell of a write, as stored (the done flag 0/1): the value it must still hold, and the new one. */
export interface CellWrite {
  field: LessonCell;
  from: string | number;
  to: string | number;
}

/**
 * The one statement that changes a lesson, for both roles and every route that writes one: it
 * sets the cells that still hold their `from`, bumps the version and returns the row as it is
 * now – or nothing when this writer may not write this lesson at this moment, the lesson is not
 * of the named card, or a cell holds something else (the caller then finds out which). Who may
 * write is part of the statement: the student owns the card and is activated, or the writer is
 * an activated supervisor linked to the card's student. On PostgreSQL the link row is locked
 * (FOR KEY SHARE) for the rest of the statement, so a removal of the link waits for a write
 * that saw it and a write that comes after a removal finds no link: never a write after the
 * removal. SQLite runs one write at a time, so there the statement alone is enough.
 */
export function changeLessonQuery(
  db: Db,
  dialect: Dialect,
  actor: Actor,
  lessonId: string,
  cells: readonly CellWrite[],
  now: number,
  groupId?: string,
) {
  const values: NoteChanges = Object.fromEntries(cells.map((cell) => [cell.field, cell.to]));
  let update = db
    .updateTable('drivingNotes')
    .set((eb) => ({ ...values, updatedAt: now, version: eb('version', '+', 1) }))
    .where('id', '=', lessonId);
  for (const cell of cells) update = update.where(cell.field as 'statA', '=', cell.from as string);
  return update
    .$if(groupId !== undefined, (update) => update.where('groupId', '=', groupId!))
    .$if(actor.role === 'student', (update) =>
      update
        .where('studentId', '=', actor.id)
        .where(({ exists, selectFrom }) =>
          exists(
            selectFrom('students')
              .select('students.id')
              .where('students.id', '=', actor.id)
              .where('students.isActivated', '=', 1),
          ),
        ),
    )
    .$if(actor.role === 'supervisor', (update) =>
      update.where(({ exists, selectFrom }) =>
        exists(
          selectFrom('studentTeacher')
            .innerJoin('teachers', 'teachers.id', 'studentTeacher.teacherId')
            .select('studentTeacher.studentId')
            .whereRef('studentTeacher.studentId', '=', 'drivingNotes.studentId')
            .where('studentTeacher.teacherId', '=', actor.id)
            .where('teachers.isActivated', '=', 1)
            .$if(dialect === 'postgres', (link) => link.forKeyShare('studentTeacher')),
        ),
      ),
    )
    .returningAll();
}

type CompiledWrite = ReusableQuery<unknown[], NoteRow>;

/**
 * changeLessonQuery compiled once per role, set of cells and whether a card is named: a lesson
 * write is the most frequent write, and building and compiling the statement cost more than
 * running it (bench (b) in bench/README.md). The cells are statuses and the done flag, so there
 * are at most a few thousand shapes. Runs on `executor`, the caller's transaction.
 */
export function lessonWriter(db: Db, dialect: Dialect) {
  const byShape = new Map<string, CompiledWrite>();
  return async (
    executor: Db,
    actor: Actor,
    lessonId: string,
    cells: readonly CellWrite[],
    now: number,
    groupId?: string,
  ): Promise<NoteRow | undefined> => {
    const sorted = [...cells].sort((a, b) => a.field.localeCompare(b.field));
    const fields = sorted.map((cell) => cell.field);
    const withGroup = groupId !== undefined;
    const key = `${actor.role}:${withGroup ? 'group' : ''}:${fields.join()}`;
    let write = byShape.get(key);
    if (!write) {
      // Arguments: the writer, the lesson, the time, each cell's from and to, the card.
      write = reusableQuery(db, 3 + 2 * fields.length + (withGroup ? 1 : 0), (...args) =>
        changeLessonQuery(
          db,
          dialect,
          { role: actor.role, id: args[0] as string },
          args[1] as string,
          fields.map((field, index) => ({
            field,
            from: args[3 + 2 * index] as string,
            to: args[4 + 2 * index] as string,
          })),
          args[2] as number,
          withGroup ? (args[args.length - 1] as string) : undefined,
        ),
      ) as CompiledWrite;
      byShape.set(key, write);
    }
    const [row] = await write.on(executor)(
      actor.id,
      lessonId,
      now,
      ...sorted.flatMap((cell) => [cell.from, cell.to]),
      ...(withGroup ? [groupId] : []),
    );
    return row;
  };
}

/** Marks the congratulation as shown; true only the first time, on any device. */
export async function claimCongratulation(db: Db, studentId: string, now: number) {
  const result = await db
    .updateTable('students')
    .set({ congratulatedAt: now })
    .where('id', '=', studentId)
    .where('congratulatedAt', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}
