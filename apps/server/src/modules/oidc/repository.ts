import type { Insertable } from 'kysely';
import type { Db } from '../../db/connect.js';
import type { OidcRequestTable } from '../../db/schema.js';

export function insertOidcRequest(db: Db, row: Insertable<OidcRequestTable>) {
  return db.insertInto('oidcRequests').values(row).execute();
}

export function findOidcRequest(db: Db, stateHash: string) {
  return db
    .selectFrom('oidcRequests')
    .select(['codeVerifier', 'nonce', 'remember', 'expiresAt', 'usedAt'])
    .where('stateHash', '=', stateHash)
    .executeTakeFirst();
}

/** Uses a sign-in request once; true only for the first caller, before it expires. */
export async function consumeOidcRequest(db: Db, stateHash: string, now: number) {
  const result = await db
    .updateTable('oidcRequests')
    .set({ usedAt: now })
    .where('stateHash', '=', stateHash)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', now)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export function pruneOidcRequests(db: Db, before: number) {
  return db.deleteFrom('oidcRequests').where('expiresAt', '<', before).execute();
}

export function findStudentByIdentity(db: Db, issuer: string, subject: string) {
  return db
    .selectFrom('students')
    .select(['id'])
    .where('oidcIssuer', '=', issuer)
    .where('oidcSubject', '=', subject)
    .executeTakeFirst();
}

export function linkIdentity(
  db: Db,
  studentId: string,
  issuer: string,
  subject: string,
  now: number,
) {
  return db
    .updateTable('students')
    .set({ oidcIssuer: issuer, oidcSubject: subject, isActivated: 1, updatedAt: now })
    .where('id', '=', studentId)
    .execute();
}

export function completeProfile(
  db: Db,
  studentId: string,
  profile: { name?: string; city: string; category: string; autotransmission: 0 | 1 },
  now: number,
) {
  return db
    .updateTable('students')
    .set({ ...profile, profileComplete: 1, updatedAt: now })
    .where('id', '=', studentId)
    .execute();
}
