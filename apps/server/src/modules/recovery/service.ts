import { DomainError, messages, PASSWORD_RESET_TTL_MS } from '@ovningskort/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/connect.js';
import type { Role } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import { hashPassword } from '../../lib/passwords.js';
import type { Mailer } from '../../mail/mailer.js';
import { passwordResetMail } from '../../mail/templates.js';
import * as accounts from '../people/repository.js';
import { normalizeEmail } from '../people/person.js';
import type { Lockout } from '../auth/lockout.js';
import type { OneTimeTokens } from '../auth/one-time-tokens.js';
import type { SessionService } from '../auth/sessions.js';

/** The reset screens of spec §2: one path per role. */
const RESET_PAGE: Record<Role, string> = { student: '/passwordReset', teacher: '/passwordReset1' };

interface Deps {
  db: Db;
  mailer: Mailer;
  oneTimeTokens: OneTimeTokens;
  sessions: SessionService;
  lockout: Lockout;
  publicUrl: string;
  log: FastifyBaseLogger;
  clock: Clock;
}

export function createRecoveryService(deps: Deps) {
  const { db, mailer, oneTimeTokens, sessions, lockout, publicUrl, log, clock } = deps;

  return {
    /**
     * E-mails a reset link if the address belongs to an account of the role. The answer and
     * its timing are the same either way: the e-mail goes out after the answer.
     */
    async requestReset(role: Role, rawEmail: string): Promise<void> {
      const person = await accounts.findPersonByEmail(db, role, normalizeEmail(rawEmail));
      if (!person) return;
      const token = await oneTimeTokens.issue(
        { userId: person.id, role },
        'password_reset',
        PASSWORD_RESET_TTL_MS,
      );
      const link = `${publicUrl}${RESET_PAGE[role]}/${person.id}/${token}`;
      mailer.send(passwordResetMail(person.email, person.name, link)).catch((error: unknown) => {
        log.error({ err: error }, 'could not send the password reset e-mail');
      });
    },

    async isTokenValid(role: Role, token: string): Promise<boolean> {
      const owner = await oneTimeTokens.isValid(token, 'password_reset');
      return owner?.role === role;
    },

    /**
     * Sets a new password with a reset token that belongs to this very user. Every session
     * ends, the login lock on the address lifts, and the address counts as confirmed.
     */
    async resetPassword(role: Role, userId: string, token: string, password: string) {
      const owner = await oneTimeTokens.isValid(token, 'password_reset');
      if (!owner || owner.role !== role || owner.userId !== userId) {
        throw new DomainError('INVALID_TOKEN', messages.recovery.invalidToken);
      }
      const person = await accounts.findPersonById(db, role, userId);
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
