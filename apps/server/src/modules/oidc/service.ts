import { createHash, randomUUID } from 'node:crypto';
import { DomainError, messages, type ProfileCompletion } from '@ovningskort/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/connect.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { Clock } from '../../lib/clock.js';
import { hashToken, randomToken } from '../../lib/secrets.js';
import * as accounts from '../people/repository.js';
import { serializeCategories } from '../people/person.js';
import {
  IdentityRejectedError,
  ProviderUnavailableError,
  type IdentityClaims,
  type OidcProvider,
} from './provider.js';
import * as repo from './repository.js';

const REQUEST_TTL_MS = 10 * 60 * 1000;

const codeChallenge = (verifier: string) =>
  createHash('sha256').update(verifier).digest('base64url');

interface Deps {
  db: Db;
  provider: OidcProvider;
  log: FastifyBaseLogger;
  clock: Clock;
}

/**
 * Sign-in with an OpenID Connect provider. Students are known by (issuer, subject); an
 * existing password account with the same e-mail is linked only if the provider has verified
 * that address.
 */
export function createOidcService({ db, provider, log, clock }: Deps) {
  function failed(error: unknown): never {
    if (error instanceof DomainError) throw error;
    if (error instanceof ProviderUnavailableError) {
      log.error({ err: error }, 'OIDC provider unavailable');
      throw new DomainError('OIDC_PROVIDER', messages.oidc.failedOnServer);
    }
    if (error instanceof IdentityRejectedError) {
      log.warn({ err: error }, 'OIDC identity rejected');
      throw new DomainError('OIDC_REJECTED', messages.oidc.failed);
    }
    throw error;
  }

  async function studentFor(identity: IdentityClaims): Promise<string> {
    const known = await repo.findStudentByIdentity(db, identity.issuer, identity.subject);
    if (known) return known.id;
    if (!identity.email) throw new DomainError('OIDC_NO_EMAIL', messages.oidc.failed);

    const now = clock();
    const sameEmail = await accounts.findStudentByEmail(db, identity.email);
    if (sameEmail) {
      if (!identity.emailVerified || sameEmail.oidcSubject !== null) {
        throw new DomainError('EMAIL_TAKEN_UNVERIFIED', messages.oidc.unverifiedEmailTaken);
      }
      await repo.linkIdentity(db, sameEmail.id, identity.issuer, identity.subject, now);
      return sameEmail.id;
    }

    const id = randomUUID();
    try {
      await accounts.insertStudent(db, {
        id,
        email: identity.email,
        passwordHash: null,
        name: (identity.name ?? '').trim().slice(0, 100),
        surname: '',
        city: '',
        pnr: null,
        phone: null,
        category: '[]',
        autotransmission: 0,
        isActivated: 1,
        profileComplete: 0,
        oidcIssuer: identity.issuer,
        oidcSubject: identity.subject,
        createdAt: now,
        updatedAt: now,
      });
    } catch (error) {
      // The same identity signing in twice at once: the other request created the student.
      if (!isUniqueViolation(error)) throw error;
      const raced = await repo.findStudentByIdentity(db, identity.issuer, identity.subject);
      if (!raced) throw error;
      return raced.id;
    }
    return id;
  }

  return {
    /**
     * Starts a sign-in: the provider's URL to send the browser to, and the state to remember.
     * Whether the session will be remembered on the device is kept with the state.
     */
    async start(options: { remember?: boolean } = {}): Promise<{ url: string; state: string }> {
      const now = clock();
      const state = randomToken();
      const nonce = randomToken();
      const codeVerifier = randomToken();
      await repo.pruneOidcRequests(db, now);
      await repo.insertOidcRequest(db, {
        stateHash: hashToken(state),
        codeVerifier,
        nonce,
        remember: options.remember ? 1 : 0,
        createdAt: now,
        expiresAt: now + REQUEST_TTL_MS,
        usedAt: null,
      });
      try {
        const url = await provider.authorizationUrl({
          state,
          nonce,
          codeChallenge: codeChallenge(codeVerifier),
        });
        return { url, state };
      } catch (error) {
        return failed(error);
      }
    },

    /**
     * Finishes a sign-in with the code the browser brought back. The state must be the one this
     * browser started with (its cookie), unused and fresh; the code is redeemed once. Answers
     * the student and whether the start asked to remember the device.
     */
    async complete(
      authCode: string,
      state: string,
      browserState: string | undefined,
    ): Promise<{ studentId: string; remember: boolean }> {
      if (!browserState || browserState !== state)
        throw new DomainError('OIDC_STATE', messages.oidc.failed);
      const stateHash = hashToken(state);
      const request = await repo.findOidcRequest(db, stateHash);
      if (!request || !(await repo.consumeOidcRequest(db, stateHash, clock()))) {
        throw new DomainError('OIDC_STATE', messages.oidc.failed);
      }
      try {
        const identity = await provider.redeem(authCode, request.codeVerifier, request.nonce);
        return { studentId: await studentFor(identity), remember: request.remember === 1 };
      } catch (error) {
        return failed(error);
      }
    },

    async completeProfile(studentId: string, input: ProfileCompletion): Promise<void> {
      const name = input.name?.trim();
      await repo.completeProfile(
        db,
        studentId,
        {
          ...(name ? { name } : {}),
          city: input.city,
          category: serializeCategories(input.category),
          autotransmission: input.autotransmission ? 1 : 0,
        },
        clock(),
      );
    },
  };
}
export type OidcService = ReturnType<typeof createOidcService>;
