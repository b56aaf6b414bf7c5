import type { Actor } from '@ovningskort/domain';
import type { Db } from '../../db/connect.js';

/**
 * The ids of outbox changes a writer has sent, with what became of each (`applied`,
 * `conflict`), kept LESSON_CHANGE_ID_RETENTION_MS, at most LESSON_CHANGE_IDS_PER_WRITER per
 * writer. The id of a refused change is not kept (decision 014, security round 3); rows written
 * before that may still say `refused:<code>`.
 */
export type StoredOutcome = 'applied' | 'conflict' | `refused:${string}`;

const key = (writer: Actor) => ({ writerRole: writer.role, writerId: writer.id });

/** Remembers a change id; false when it was already there (a retry). */
export async function rememberChange(
  db: Db,
  writer: Actor,
  change: { id: string; lessonId: string },
  now: number,
): Promise<boolean> {
  const inserted = await db
    .insertInto('lessonChanges')
    .values({
      ...key(writer),
      id: change.id,
      lessonId: change.lessonId,
      outcome: 'applied',
      createdAt: now,
    })
    .onConflict((conflict) => conflict.columns(['writerRole', 'writerId', 'id']).doNothing())
    .returning('id')
    .execute();
  return inserted.length === 1;
}

export async function recordOutcome(
  db: Db,
  writer: Actor,
  id: string,
  outcome: StoredOutcome,
): Promise<void> {
  await db
    .updateTable('lessonChanges')
    .set({ outcome })
    .where('writerRole', '=', writer.role)
    .where('writerId', '=', writer.id)
    .where('id', '=', id)
    .execute();
}

export function findChange(db: Db, writer: Actor, id: string) {
  return db
    .selectFrom('lessonChanges')
    .select(['lessonId', 'outcome'])
    .where('writerRole', '=', writer.role)
    .where('writerId', '=', writer.id)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Forgets one change id (a refused change's, in the transaction that remembered it). */
export async function forgetChange(db: Db, writer: Actor, id: string) {
  await db
    .deleteFrom('lessonChanges')
    .where('writerRole', '=', writer.role)
    .where('writerId', '=', writer.id)
    .where('id', '=', id)
    .execute();
}

/**
 * Keeps the writer's `max` newest change ids and forgets the others (of ids made at the same
 * moment, those with the smaller id go first). A writer with no more than `max` costs one read.
 */
export async function keepNewest(db: Db, writer: Actor, max: number) {
  const newestForgotten = await db
    .selectFrom('lessonChanges')
    .select(['createdAt', 'id'])
    .where('writerRole', '=', writer.role)
    .where('writerId', '=', writer.id)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .offset(max)
    .executeTakeFirst();
  if (!newestForgotten) return;
  await db
    .deleteFrom('lessonChanges')
    .where('writerRole', '=', writer.role)
    .where('writerId', '=', writer.id)
    .where((eb) =>
      eb.or([
        eb('createdAt', '<', newestForgotten.createdAt),
        eb.and([
          eb('createdAt', '=', newestForgotten.createdAt),
          eb('id', '<=', newestForgotten.id),
        ]),
      ]),
    )
    .execute();
}

/** Forgets the writer's change ids older than `before`. */
export async function forgetChangesBefore(db: Db, writer: Actor, before: number) {
  await db
    .deleteFrom('lessonChanges')
    .where('writerRole', '=', writer.role)
    .where('writerId', '=', writer.id)
    .where('createdAt', '<', before)
    .execute();
}

/** Forgets every change id of a writer whose account is being deleted. */
export async function forgetAllChangesOf(db: Db, writer: Actor) {
  await db
    .deleteFrom('lessonChanges')
    .where('writerRole', '=', writer.role)
    .where('writerId', '=', writer.id)
    .execute();
}
