import type { Actor } from '@ovningskort/domain';
import type { Db } from '../../db/connect.js';
import type { OneTimePurpose } from '../../db/schema.js';
import { hashToken, randomToken } from '../../lib/secrets.js';
import * as repo from './repository.js';

/** Single-use links (activation, password reset): random, stored hashed, expiring. */
export function createOneTimeTokens(db: Db, clock = Date.now) {
  return {
    /** A new token for the owner; earlier unused tokens of the same purpose stop working. */
    async issue(
      owner: Actor,
      purpose: OneTimePurpose,
      ttlMs: number,
      payload: string | null = null,
    ): Promise<string> {
      const now = clock();
      const token = randomToken();
      await db.transaction().execute(async (trx) => {
        await repo.expireOneTimeTokens(trx, owner, purpose, now);
        await repo.insertOneTimeToken(trx, owner, {
          tokenHash: hashToken(token),
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
    ): Promise<{ consumed: boolean; owner: Actor | undefined; payload: string | null }> {
      const tokenHash = hashToken(token);
      const stored = await repo.findOneTimeToken(db, tokenHash, purpose);
      if (!stored) return { consumed: false, owner: undefined, payload: null };
      const consumed = await repo.consumeOneTimeToken(db, tokenHash, purpose, clock());
      return {
        consumed,
        owner: stored.owner,
        payload: stored.payload,
      };
    },

    /** Whether a token is usable now, without using it (the reset page checks on load). */
    async isValid(token: string, purpose: OneTimePurpose): Promise<Actor | undefined> {
      const stored = await repo.findOneTimeToken(db, hashToken(token), purpose);
      if (!stored || stored.usedAt !== null || stored.expiresAt <= clock()) return undefined;
      return stored.owner;
    },

    async lastIssuedAt(owner: Actor, purpose: OneTimePurpose): Promise<number | undefined> {
      const row = await repo.latestOneTimeTokenAt(db, owner, purpose);
      return row?.latest == null ? undefined : Number(row.latest);
    },
  };
}
export type OneTimeTokens = ReturnType<typeof createOneTimeTokens>;
