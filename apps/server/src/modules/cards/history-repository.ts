import type { Actor } from '@ovningskort/domain';
import { type Insertable, sql } from 'kysely';
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

/** The writer's name as it is now (first name and surname), kept with each change. */
export async function writerName(db: Db, writer: Actor) {
  const person = await db
    .selectFrom(PERSON_TABLE[writer.role])
    .select(['name', 'surname'])
    .where('id', '=', writer.id)
    .executeTakeFirst();
  return person ? `${person.name} ${person.surname}`.trim() : '';
}
