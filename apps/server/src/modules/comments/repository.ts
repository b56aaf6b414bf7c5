import type { Insertable } from 'kysely';
import type { Db } from '../../db/connect.js';
import type { CardCommentTable } from '../../db/schema.js';

const COLUMNS = [
  'c.id',
  'c.studentId',
  'c.groupId',
  'c.lessonId',
  'n.number',
  'c.subMoment',
  'c.body',
  'c.byRole',
  'c.byId',
  'c.byName',
  'c.createdAt',
  'c.updatedAt',
  'c.madeAt',
  'c.deviceTimeRejected',
] as const;

function selectComments(db: Db) {
  return db
    .selectFrom('cardComments as c')
    .innerJoin('drivingNotes as n', 'n.id', 'c.lessonId')
    .select(COLUMNS);
}
export type CommentRow = NonNullable<Awaited<ReturnType<typeof findComment>>>;

export function findComment(db: Db, id: string) {
  return selectComments(db).where('c.id', '=', id).executeTakeFirst();
}

/** A card's comments in the order written (ties: the earlier id first). */
export function commentsOfCard(db: Db, groupId: string) {
  return selectComments(db)
    .where('c.groupId', '=', groupId)
    .orderBy('c.createdAt', 'asc')
    .orderBy('c.id', 'asc')
    .execute();
}

export async function countOnLesson(db: Db, lessonId: string): Promise<number> {
  const row = await db
    .selectFrom('cardComments')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('lessonId', '=', lessonId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Adds the comment; false when one with its id is there already (a send that raced it). */
export async function insertComment(db: Db, row: Insertable<CardCommentTable>): Promise<boolean> {
  const result = await db
    .insertInto('cardComments')
    .values(row)
    .onConflict((conflict) => conflict.column('id').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
}

export function updateBody(db: Db, id: string, body: string, at: number) {
  return db.updateTable('cardComments').set({ body, updatedAt: at }).where('id', '=', id).execute();
}

export async function deleteComment(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('cardComments').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
