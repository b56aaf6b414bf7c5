import { randomUUID } from 'node:crypto';
import {
  DomainError,
  INVITATION_TTL_MS,
  INVITATIONS_PER_DAY,
  type Invitation,
  messages,
  type SendInvitationResponse,
  waitInWords,
} from '@ovningskort/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Dialect } from '../../db/connect.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { Clock } from '../../lib/clock.js';
import { hashToken, randomToken } from '../../lib/secrets.js';
import type { MailLimits } from '../rate-limits/mail-limits.js';
import type { Mailer } from '../../mail/mailer.js';
import { invitationMail, invitationToExistingMail } from '../../mail/templates.js';
import type { Notify } from '../live/notify.js';
import { normalizeEmail } from '../people/person.js';
import * as people from '../people/repository.js';
import { perDay, type Limiter } from '../rate-limits/limiter.js';
import * as links from '../supervision/repository.js';
import * as repo from './repository.js';

const PER_STUDENT = perDay(INVITATIONS_PER_DAY);

/** What became of an invitation when the supervisor registered with it activated the account. */
export type ActivationOutcome = 'linked' | 'refused' | undefined;

const iso = (ms: number | string) => new Date(Number(ms)).toISOString();
const view = (row: { id: string; email: string; createdAt: number; expiresAt: number }) =>
  ({
    id: row.id,
    email: row.email,
    createdAt: iso(row.createdAt),
    expiresAt: iso(row.expiresAt),
  }) satisfies Invitation;

/** Thrown inside the accepting transaction to roll it back: the invitation cannot be used. */
class Refused extends Error {}

interface Deps {
  db: Db;
  dialect: Dialect;
  mailer: Mailer;
  mailLimits: MailLimits;
  limiter: Limiter;
  notify: Notify;
  publicUrl: string;
  log: FastifyBaseLogger;
  clock: Clock;
}

/**
 * Inviting a supervisor who has no account yet (decision 022). A student sends an invitation
 * to an address; the answer and the stored row are the same whether or not the address has a
 * supervisor account (only the e-mail differs). A supervisor who registers with the link and
 * then activates the account is linked to the student, if the student still has no supervisor
 * at that moment (checked in the linking transaction; the database allows one per student).
 */
export function createInvitationService(deps: Deps) {
  const { db, dialect, mailer, mailLimits, limiter, notify, publicUrl, log, clock } = deps;

  async function admit(studentId: string) {
    const wait = await limiter.take([[`invite:student:${studentId}`, PER_STUDENT]]);
    if (wait > 0) {
      throw new DomainError(
        'TOO_MANY_INVITATIONS',
        messages.invitations.tooMany(waitInWords(wait)),
        wait,
      );
    }
  }

  /** Stores the invitation, ending the student's open one, one sender of a student at a time. */
  async function store(row: Parameters<typeof repo.insertInvitation>[1]) {
    await db.transaction().execute(async (trx) => {
      await repo.lockStudent(trx, dialect, row.studentId);
      await repo.replaceOpenOf(trx, row.studentId, row.createdAt);
      await repo.insertInvitation(trx, row);
    });
  }

  /** Marks a claimed invitation refused (if still open) and says so. */
  async function refuse(id: string): Promise<ActivationOutcome> {
    await repo.endOpen(db, id, 'refused', clock());
    return 'refused';
  }

  return {
    /**
     * Sends an invitation from an activated student. Counted per student before the work
     * (INVITATIONS_PER_DAY a day); a newer invitation replaces the open one.
     */
    async send(
      student: { id: string; name: string; surname: string },
      address: string,
      clientIp: string,
    ): Promise<SendInvitationResponse> {
      await admit(student.id);
      if (await links.supervisorOf(db, student.id)) {
        throw new DomainError('ALREADY_LINKED', messages.supervision.alreadyLinked);
      }
      const email = normalizeEmail(address);
      const now = clock();
      const token = randomToken();
      const row = {
        id: randomUUID(),
        studentId: student.id,
        email,
        tokenHash: hashToken(token),
        createdAt: now,
        expiresAt: now + INVITATION_TTL_MS,
      };
      await store(row);

      // Only the e-mail differs when the address already has a supervisor account.
      const studentName = `${student.name} ${student.surname}`.trim();
      const existing = await people.findSupervisorByEmail(db, email);
      if (await mailLimits.allows('invitation', email, clientIp)) {
        const mail = existing
          ? invitationToExistingMail(email, studentName, `${publicUrl}/instructorLogIn`)
          : invitationMail(email, studentName, invitationLink(publicUrl, token, email));
        try {
          await mailer.send(mail);
        } catch (error) {
          log.error({ err: error }, 'could not send the invitation e-mail');
          await repo.deleteInvitation(db, row.id);
          throw new DomainError('MAIL_FAILED', messages.activation.mailFailed);
        }
      } else {
        log.info('invitation e-mail not sent: the limit for this address is reached');
      }
      return { message: messages.invitations.sent(email), invitation: view(row) };
    },

    /** The student's open invitation that has not expired, if any. */
    async open(studentId: string): Promise<{ invitation: Invitation | null }> {
      const row = await repo.openOf(db, studentId, clock());
      return { invitation: row ? view(row) : null };
    },

    /** Withdraws the student's own open invitation; anything else is "no such invitation". */
    async withdraw(studentId: string, id: string): Promise<void> {
      const ended = await repo.endOpen(db, id, 'withdrawn', clock(), { studentId });
      if (!ended) throw new DomainError('NO_INVITATION', messages.invitations.noInvitation);
    },

    /**
     * A supervisor account was just created with an invitation link: remember it, so that the
     * activation can accept the invitation or tell why it cannot. Only the invited address
     * claims, and only an open invitation that no account holds (security round 3): another
     * address registered with the link neither takes it nor, on activation, voids it. Says
     * whether this account claimed it; the registration's answer never differs.
     */
    async claim(token: string, supervisor: { id: string; email: string }): Promise<boolean> {
      return repo.claim(db, hashToken(token), supervisor, clock());
    },

    /**
     * The supervisor's account was activated: if it registered with an invitation, link it to
     * the inviting student now, when the invitation is still open and the student still has no
     * supervisor (checked again in the linking transaction); else the invitation is refused.
     */
    async acceptOnActivation(supervisorId: string): Promise<ActivationOutcome> {
      const row = await repo.claimedBy(db, supervisorId);
      if (!row) return undefined;
      const now = clock();
      const supervisor = await people.findSupervisorById(db, supervisorId);
      // Only the invited address: the link was sent there, the activation proved that mailbox.
      const usable =
        row.status === 'open' && Number(row.expiresAt) > now && supervisor?.email === row.email;
      if (!usable) return refuse(row.id);
      try {
        await db.transaction().execute(async (trx) => {
          if (await links.supervisorOf(trx, row.studentId)) throw new Refused();
          const accepted = await repo.endOpen(trx, row.id, 'accepted', now, { supervisorId });
          if (!accepted) throw new Refused();
          await links.insertLink(trx, {
            studentId: row.studentId,
            teacherId: supervisorId,
            createdAt: now,
          });
        });
      } catch (error) {
        if (error instanceof Refused || isUniqueViolation(error)) return refuse(row.id);
        throw error;
      }
      notify(row.studentId, { type: 'link-started', teacherId: supervisorId });
      return 'linked';
    },
  };
}
export type InvitationService = ReturnType<typeof createInvitationService>;

/** The supervisor registration page with the address filled in and the invitation's token. */
export function invitationLink(publicUrl: string, token: string, email: string): string {
  const query = new URLSearchParams({ inbjudan: token, epost: email });
  return `${publicUrl}/registerInstructor?${query.toString()}`;
}
