import { type ActorRole, DomainError, messages, PASSWORD_RESET_TTL_MS } from '@ovningskort/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/connect.js';
import type { Clock } from '../../lib/clock.js';
import { hashPassword } from '../../lib/passwords.js';
import type { Mailer } from '../../mail/mailer.js';
import { passwordResetMail } from '../../mail/templates.js';
import * as accounts from '../people/repository.js';
import { normalizeEmail } from '../people/person.js';
import { assertStrongPassword } from '../../lib/password-policy.js';
import type { MailLimits } from '../rate-limits/mail-limits.js';
import type { Lockout } from '../auth/lockout.js';
import type { OneTimeTokens } from '../auth/one-time-tokens.js';
import type { SessionService } from '../auth/sessions.js';

/** The reset screens of spec §2: one path per role. */
const RESET_PAGE: Record<ActorRole, string> = {
  student: '/passwordReset',
  supervisor: '/passwordReset1',
};

interface Deps {
  db: Db;
  mailer: Mailer;
  oneTimeTokens: OneTimeTokens;
  sessions: SessionService;
  lockout: Lockout;
  mailLimits: MailLimits;
  publicUrl: string;
  log: FastifyBaseLogger;
  clock: Clock;
}

export function createRecoveryService(deps: Deps) {
  const { db, mailer, oneTimeTokens, sessions, lockout, mailLimits, publicUrl, log, clock } = deps;

  /** Resets asked for whose lookup, token and mail are still under way (after the answer). */
  const pending = new Set<Promise<void>>();

  async function sendReset(role: ActorRole, rawEmail: string, clientIp: string): Promise<void> {
    // After the answer has gone out (a synchronous SQLite call would otherwise delay it).
    await new Promise((resolve) => setImmediate(resolve));
    const person = await accounts.findPersonByEmail(db, role, normalizeEmail(rawEmail));
    if (!person) return;
    if (!(await mailLimits.allows('reset', person.email, clientIp))) {
      log.info('password reset e-mail not sent: the limit for this address is reached');
      return;
    }
    const token = await oneTimeTokens.issue(
      { role, id: person.id },
      'password_reset',
      PASSWORD_RESET_TTL_MS,
    );
    const link = `${publicUrl}${RESET_PAGE[role]}/${person.id}/${token}`;
    await mailer.send(
      passwordResetMail(person.email, person.isActivated ? person.name : null, link),
    );
  }

  return {
    /**
     * E-mails a reset link if the address belongs to an account of the role. Nothing is looked
     * up before the answer: the lookup, the token and the mail happen after it, so the answer
     * and its timing are the same whether or not the account exists.
     */
    requestReset(role: ActorRole, rawEmail: string, clientIp: string): void {
      const work = sendReset(role, rawEmail, clientIp)
        .catch((error: unknown) => {
          log.error({ err: error }, 'could not send the password reset e-mail');
        })
        .finally(() => pending.delete(work));
      pending.add(work);
    },

    /** Waits for the resets under way (the app calls it before it closes the database). */
    async settle(): Promise<void> {
      await Promise.all(pending);
    },

    async isTokenValid(role: ActorRole, token: string): Promise<boolean> {
      const owner = await oneTimeTokens.isValid(token, 'password_reset');
      return owner?.role === role;
    },

    /**
     * Sets a new password with a reset token that belongs to this very user. Every session
     * ends, the login lock on the address lifts, and the address counts as confirmed.
     */
    async resetPassword(role: ActorRole, userId: string, token: string, password: string) {
      const owner = await oneTimeTokens.isValid(token, 'password_reset');
      if (!owner || owner.role !== role || owner.id !== userId) {
        throw new DomainError('INVALID_TOKEN', messages.recovery.invalidToken);
      }
      const person = await accounts.findPersonById(db, role, userId);
      if (person) assertStrongPassword(password, person);
      const { consumed } = await oneTimeTokens.consume(token, 'password_reset');
      if (!person || !consumed)
        throw new DomainError('INVALID_TOKEN', messages.recovery.invalidToken);
      await accounts.updatePerson(db, role, userId, {
        passwordHash: await hashPassword(password),
        isActivated: 1,
        updatedAt: clock(),
      });
      await sessions.endAllOf(owner);
      await lockout.liftEmail(role, person.email);
    },
  };
}
export type RecoveryService = ReturnType<typeof createRecoveryService>;
