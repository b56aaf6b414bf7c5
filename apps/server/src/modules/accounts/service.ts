import { randomUUID } from 'node:crypto';
import { ACTIVATION_TOKEN_TTL_MS, messages, type StudentRegistration } from '@ovningskort/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/connect.js';
import { isUniqueViolation } from '../../db/errors.js';
import { HttpError, serviceUnavailable } from '../../lib/http-errors.js';
import { hashPassword } from '../../lib/passwords.js';
import type { Mailer } from '../../mail/mailer.js';
import { accountExistsMail, activationMail } from '../../mail/templates.js';
import type { OneTimeTokens } from '../auth/one-time-tokens.js';
import * as repo from './repository.js';
import { normalizeEmail } from './student.js';

const RESEND_INTERVAL_MS = 60_000;

export type ActivationResult = 'activated' | 'alreadyActivated' | 'invalid';

interface Deps {
  db: Db;
  mailer: Mailer;
  oneTimeTokens: OneTimeTokens;
  publicUrl: string;
  log: FastifyBaseLogger;
}

export function createAccountService({ db, mailer, oneTimeTokens, publicUrl, log }: Deps) {
  const activationLink = (token: string) => `${publicUrl}/aktivering?token=${token}`;

  async function sendActivation(student: { id: string; email: string; name: string }) {
    const token = await oneTimeTokens.issue(
      { userId: student.id, role: 'student' },
      'activation',
      ACTIVATION_TOKEN_TTL_MS,
    );
    await mailer.send(activationMail(student.email, student.name, activationLink(token)));
  }

  async function tellOwnerOfTakenAddress(email: string) {
    const owner = await repo.findStudentByEmail(db, email);
    if (!owner) return;
    try {
      await mailer.send(accountExistsMail(owner.email, owner.name, `${publicUrl}/login`));
    } catch (error) {
      log.error({ err: error }, 'could not send the account-exists e-mail');
    }
  }

  return {
    /**
     * Creates an unactivated student and e-mails the activation link. A taken address gets
     * the same answer (ARCHITECTURE decision 5); its owner gets an e-mail instead.
     */
    async registerStudent(input: StudentRegistration): Promise<void> {
      const email = normalizeEmail(input.email);
      const passwordHash = await hashPassword(input.password);
      if (await repo.findStudentByEmail(db, email)) {
        await tellOwnerOfTakenAddress(email);
        return;
      }
      const now = Date.now();
      const student = { id: randomUUID(), email, name: input.name.trim() };
      try {
        await repo.insertStudent(db, {
          ...student,
          passwordHash,
          surname: '',
          city: input.city,
          pnr: null,
          phone: null,
          category: JSON.stringify([...new Set(input.category)]),
          autotransmission: 0,
          isActivated: 0,
          profileComplete: 1,
          createdAt: now,
          updatedAt: now,
        });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        await tellOwnerOfTakenAddress(email);
        return;
      }
      try {
        await sendActivation(student);
      } catch (error) {
        // Without the e-mail the account could never be activated: take it back and say so.
        log.error({ err: error }, 'could not send the activation e-mail');
        await repo.deleteStudent(db, student.id);
        throw serviceUnavailable(messages.registration.requestFailed, 'MAIL_FAILED');
      }
    },

    async activate(token: string): Promise<ActivationResult> {
      const { consumed, owner } = await oneTimeTokens.consume(token, 'activation');
      if (!owner || owner.role !== 'student') return 'invalid';
      const student = await repo.findStudentById(db, owner.userId);
      if (!student) return 'invalid';
      if (consumed) {
        await repo.markStudentActivated(db, student.id, Date.now());
        return 'activated';
      }
      return student.isActivated === 1 ? 'alreadyActivated' : 'invalid';
    },

    /** A fresh activation link for a logged-in student who lost the first e-mail. */
    async resendActivation(studentId: string): Promise<'sent' | 'alreadyActivated'> {
      const student = await repo.findStudentById(db, studentId);
      if (!student) throw new HttpError(401, messages.common.unauthorized);
      if (student.isActivated === 1) return 'alreadyActivated';
      const last = await oneTimeTokens.lastIssuedAt(
        { userId: student.id, role: 'student' },
        'activation',
      );
      if (last !== undefined && Date.now() - last < RESEND_INTERVAL_MS) {
        throw new HttpError(429, messages.activation.resendTooSoon, 'RESEND_TOO_SOON');
      }
      try {
        await sendActivation(student);
      } catch (error) {
        log.error({ err: error }, 'could not send the activation e-mail');
        throw serviceUnavailable(messages.activation.mailFailed, 'MAIL_FAILED');
      }
      return 'sent';
    },
  };
}
export type AccountService = ReturnType<typeof createAccountService>;
