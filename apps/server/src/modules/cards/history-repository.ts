import { type Actor, STATUS_KEYS, type StatusKey } from '@ovningskort/domain';
import { type Insertable, sql, type SqlBool } from 'kysely';
import type { Db } from '../../db/connect.js';
import type { CardHistoryTable } from '../../db/schema.js';
import { PERSON_TABLE } from '../people/repository.js';

export type HistoryInsert = Omit<Insertable<CardHistoryTable>, 'byName'>;

/**
 * Records changes with the writer's name as it is at the change (first name and surname), read
 * by the insert itself: one statement, not a query for the name first.
 */
export function insertHistory(db: Db, writer: Actor, rows: HistoryInsert[]) {
  return db
    .insertInto('cardHistory')
    .values((eb) => {
      const byName = eb.fn.coalesce(
        eb
          .selectFrom(PERSON_TABLE[writer.role])
          .select(sql<string>`trim(name || ' ' || surname)`.as('fullName'))
          .where('id', '=', writer.id),
        sql.lit(''),
      );
      return rows.map((row) => ({ ...row, byName }));
    })
    .execute();
}

/** A card's changes with their lesson's number, newest first (ties: the later id first). */
export function historyOfCard(db: Db, groupId: string) {
  return db
    .selectFrom('cardHistory as h')
    .innerJoin('drivingNotes as n', 'n.id', 'h.lessonId')
    .select([
      'h.id',
      'h.lessonId',
      'n.number',
      'h.field',
      'h.fromValue',
      'h.toValue',
      'h.byRole',
      'h.byName',
      'h.at',
      'h.madeAt',
      'h.deviceTimeRejected',
    ])
    .where('h.groupId', '=', groupId)
    .orderBy('h.at', 'desc')
    .orderBy('h.id', 'desc')
    .execute();
}

/**
 * The change `h` is the latest of its cell: no later change of the same cell of the lesson
 * (newest first: by time, ties the later id). SQL as the database names things, for the
 * statements written by hand (lesson-write-postgres.ts) and, as `latestOfItsCell`, Kysely's.
 */
export const LATEST_OF_ITS_CELL = `NOT EXISTS (SELECT 1 FROM card_history l
  WHERE l.lesson_id = h.lesson_id AND l.field = h.field
    AND (l.at > h.at OR (l.at = h.at AND l.id > h.id)))`;
export const latestOfItsCell = sql<SqlBool>`${sql.raw(LATEST_OF_ITS_CELL)}`;

/**
 * The cells ('statA'…) whose latest change was the supervisor's 'Godkänd' (issue 34), of the
 * student's lessons or of one lesson: what counts as approved where the lesson still holds it.
 * Only the supervisor's 'Godkänd' changes are candidates; each is the latest of its cell when no
 * later change of the cell exists (newest first: by time, ties the later id).
 */
export async function supervisorApprovals(
  db: Db,
  of: { studentId: string } | { lessonId: string },
): Promise<Map<string, StatusKey[]>> {
  const rows = await db
    .selectFrom('cardHistory as h')
    .select(['h.lessonId', 'h.field'])
    .where(
      'studentId' in of ? 'h.studentId' : 'h.lessonId',
      '=',
      'studentId' in of ? of.studentId : of.lessonId,
    )
    .where('h.byRole', '=', 'supervisor')
    .where('h.toValue', '=', 'Godkänd')
    .where('h.field', 'in', [...STATUS_KEYS])
    .where(latestOfItsCell)
    .execute();
  const byLesson = new Map<string, StatusKey[]>();
  for (const row of rows) {
    const list = byLesson.get(row.lessonId) ?? [];
    list.push(row.field as StatusKey);
    byLesson.set(row.lessonId, list);
  }
  return byLesson;
}

/** The writer's name as it is now (first name and surname), kept with each change. */
export async function writerName(db: Db, writer: Actor) {
  const person = await db
    .selectFrom(PERSON_TABLE[writer.role])
    .select(['name', 'surname'])
    .where('id', '=', writer.id)
    .executeTakeFirst();
  return person ? `${person.name} ${person.surname}`.trim() : '';
}
