import type { Db } from '../../db/connect.js';
import type { OneTimePurpose, Role } from '../../db/schema.js';
import { hashToken, randomToken } from '../../lib/secrets.js';
import * as repo from './repository.js';

type Owner = { userId: string; role: Role };

/** Single-use links (activation, password reset): random, stored hashed, expiring. */
export function createOneTimeTokens(db: Db, clock = Date.now) {
  return {
    /** A new token for the owner; earlier unused tokens of the same purpose stop working. */
    async issue(
      owner: Owner,
      purpose: OneTimePurpose,
      ttlMs: number,
      payload: string | null = null,
    ): Promise<string> {
      const now = clock();
      const token = randomToken();
      await db.transaction().execute(async (trx) => {
        await repo.expireOneTimeTokens(trx, owner, purpose, now);
        await repo.insertOneTimeToken(trx, {
          tokenHash: hashToken(token),
          ...owner,
          purpose,
          createdAt: now,
          expiresAt: now + ttlMs,
          payload,
        });
      });
      return token;
    },

    /** Uses the token once. `owner` is set also for a token that was already used or expired. */
    async consume(
      token: string,
      purpose: OneTimePurpose,
    ): Promise<{ consumed: boolean; owner: Owner | undefined; payload: string | null }> {
      const tokenHash = hashToken(token);
      const stored = await repo.findOneTimeToken(db, tokenHash, purpose);
      if (!stored) return { consumed: false, owner: undefined, payload: null };
      const consumed = await repo.consumeOneTimeToken(db, tokenHash, purpose, clock());
      return {
        consumed,
        owner: { userId: stored.userId, role: stored.role },
        payload: stored.payload,
      };
    },

    /** Whether a token is usable now, without using it (the reset page checks on load). */
    async isValid(token: string, purpose: OneTimePurpose): Promise<Owner | undefined> {
      const stored = await repo.findOneTimeToken(db, hashToken(token), purpose);
      if (!stored || stored.usedAt !== null || stored.expiresAt <= clock()) return undefined;
      return { userId: stored.userId, role: stored.role };
    },

    async lastIssuedAt(owner: Owner, purpose: OneTimePurpose): Promise<number | undefined> {
      const row = await repo.latestOneTimeTokenAt(db, owner, purpose);
      return row?.latest == null ? undefined : Number(row.latest);
    },
  };
}
export type OneTimeTokens = ReturnType<typeof createOneTimeTokens>;
