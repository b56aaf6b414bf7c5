import { randomUUID } from 'node:crypto';
import {
  type Actor,
  type ActorRole,
  ACTIVATION_TOKEN_TTL_MS,
  type ChangePassword,
  DomainError,
  EMAIL_CHANGE_TTL_MS,
  type LicenceCategory,
  messages,
  type PersonDetails,
  type UpdatePersonDetails,
} from '@ovningskort/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/connect.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { Clock } from '../../lib/clock.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import type { Mailer } from '../../mail/mailer.js';
import {
  accountExistsMail,
  activationMail,
  emailChangeMail,
  emailChangedNoticeMail,
} from '../../mail/templates.js';
import type { OneTimeTokens } from '../auth/one-time-tokens.js';
import type { InvitationService } from '../invitations/service.js';
import * as authRepo from '../auth/repository.js';
import { forgetAllChangesOf } from '../cards/change-id-repository.js';
import type { Notify } from '../live/notify.js';
import * as links from '../supervision/repository.js';
import type { SessionService } from '../auth/sessions.js';
import type { Lockout } from '../auth/lockout.js';
import { assertStrongPassword } from '../../lib/password-policy.js';
import type { MailLimits } from '../rate-limits/mail-limits.js';
import * as repo from '../people/repository.js';
import { normalizeEmail, serializeCategories, toDetails } from '../people/person.js';

const RESEND_INTERVAL_MS = 60_000;
/**
 * The activation token's payload when the account was registered with an invitation link it
 * could not claim (another address, or no longer open): the activation then says the
 * invitation could not be used, as it says for one claimed and refused (decision 022).
 */
const INVITATION_NOT_CLAIMED = 'invitation-not-claimed';

export type ActivationResult =
  | 'activated'
  | 'alreadyActivated'
  | 'invalid'
  // A supervisor registered with an invitation link (decision 022): linked, or it could not be.
  | 'activatedLinked'
  | 'activatedNotLinked';

export interface Registration {
  name: string;
  /** Ours (issue 22): the app's forms send it; a §7 client may not (then none). */
  surname?: string;
  email: string;
  password: string;
  city: string;
  category: LicenceCategory[];
  autotransmission?: boolean;
  /** A supervisor's invitation token, from the link the supervisor came from (decision 022). */
  invitation?: string;
}

interface Deps {
  db: Db;
  mailer: Mailer;
  oneTimeTokens: OneTimeTokens;
  sessions: SessionService;
  mailLimits: MailLimits;
  lockout: Lockout;
  publicUrl: string;
  log: FastifyBaseLogger;
  clock: Clock;
  /** Invitations of supervisors without an account (decision 022); absent, none are used. */
  invitations?: Pick<InvitationService, 'claim' | 'acceptOnActivation'>;
  /** Live updates: a deleted account's links end on the linked people's screens too. */
  notify: Notify;
  /** The account's notification choices and queue (issue 38), removed with it. */
  forgetNotifications?: (trx: Db, owner: Actor) => Promise<void>;
}

/**
 * Accounts of both roles: registration and activation, details, password, e-mail and
 * deletion. Every method takes the owner from the verified token, never from the request.
 */
export function createAccountService(deps: Deps) {
  const { db, mailer, oneTimeTokens, sessions, mailLimits, lockout, publicUrl, log, clock } = deps;
  const { invitations, notify } = deps;
  const loginUrl = (role: ActorRole) =>
    `${publicUrl}${role === 'student' ? '/login' : '/instructorLogIn'}`;

  /** The activation link, unless the address has had its share of them (then quietly not). */
  async function sendActivation(
    owner: Actor,
    person: { email: string; name: string },
    clientIp: string,
    payload: string | null = null,
  ) {
    if (!(await mailLimits.allows('activation', person.email, clientIp))) {
      log.info('activation e-mail not sent: the limit for this address is reached');
      return;
    }
    const token = await oneTimeTokens.issue(owner, 'activation', ACTIVATION_TOKEN_TTL_MS, payload);
    const link = `${publicUrl}/aktivering?token=${token}`;
    await mailer.send(activationMail(person.email, link));
  }

  async function tellActorOfTakenAddress(role: ActorRole, email: string, clientIp: string) {
    const owner = await repo.findPersonByEmail(db, role, email);
    if (!owner) return;
    if (!(await mailLimits.allows('accountExists', owner.email, clientIp))) return;
    try {
      await mailer.send(
        accountExistsMail(owner.email, owner.isActivated ? owner.name : null, loginUrl(role)),
      );
    } catch (error) {
      log.error({ err: error }, 'could not send the account-exists e-mail');
    }
  }

  /**
   * The account's own password asked again (password or e-mail change): each attempt counts
   * toward the same limits as a login, so the sixth wrong one in a row is refused (429).
   */
  async function checkPassword(
    owner: Actor,
    person: repo.PersonRow,
    password: string,
    clientIp: string,
    wrong: string,
  ) {
    await lockout.admit(owner.role, person.email, clientIp);
    if (!(await verifyPassword(person.passwordHash, password))) {
      throw new DomainError('WRONG_PASSWORD', wrong);
    }
    await lockout.succeeded(owner.role, person.email, clientIp);
  }

  /** The links of a person, from either side: a student has at most one. */
  async function linksOfPerson(trx: Db, owner: Actor) {
    if (owner.role === 'student') {
      const supervisor = await links.supervisorOf(trx, owner.id);
      return supervisor ? [{ studentId: owner.id, teacherId: supervisor.id }] : [];
    }
    const students = await links.studentsOf(trx, owner.id);
    return students.map((student) => ({ studentId: student.id, teacherId: owner.id }));
  }

  async function personOf(owner: Actor) {
    const person = await repo.findPersonById(db, owner.role, owner.id);
    if (!person) throw new DomainError('NO_ACCOUNT', messages.common.unauthorized);
    return person;
  }

  return {
    /**
     * Creates an unactivated account and e-mails the activation link. A taken address gets
     * the same answer (architecture decision 5 in docs/product.md); its owner gets an e-mail instead.
     */
    async register(role: ActorRole, input: Registration, clientIp: string): Promise<void> {
      const email = normalizeEmail(input.email);
      const surname = input.surname?.trim() ?? '';
      assertStrongPassword(input.password, { email, name: `${input.name} ${surname}`.trim() });
      const passwordHash = await hashPassword(input.password);
      if (await repo.findPersonByEmail(db, role, email)) {
        await tellActorOfTakenAddress(role, email, clientIp);
        return;
      }
      const now = clock();
      const person = {
        id: randomUUID(),
        email,
        passwordHash,
        name: input.name.trim(),
        surname,
        city: input.city,
        pnr: null,
        phone: null,
        category: serializeCategories(input.category),
        autotransmission: input.autotransmission ? (1 as const) : (0 as const),
        isActivated: 0 as const,
        createdAt: now,
        updatedAt: now,
      };
      try {
        if (role === 'student') await repo.insertStudent(db, { ...person, profileComplete: 1 });
        else await repo.insertSupervisor(db, person);
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        await tellActorOfTakenAddress(role, email, clientIp);
        return;
      }
      // An invitation link is claimed only by the invited address (decision 022, security
      // round 3); otherwise this is an ordinary registration, told so at its activation.
      const claimed =
        role === 'supervisor' && input.invitation && invitations
          ? await invitations.claim(input.invitation, person)
          : undefined;
      try {
        await sendActivation(
          { role, id: person.id },
          person,
          clientIp,
          claimed === false ? INVITATION_NOT_CLAIMED : null,
        );
      } catch (error) {
        // Without the e-mail the account could never be activated: take it back and say so.
        log.error({ err: error }, 'could not send the activation e-mail');
        await db.transaction().execute(async (trx) => {
          await authRepo.deleteOneTimeTokensOfUser(trx, { role, id: person.id });
          await repo.deletePerson(trx, role, person.id);
        });
        throw new DomainError('MAIL_FAILED', messages.registration.requestFailed);
      }
    },

    async activate(token: string): Promise<ActivationResult> {
      const { consumed, owner, payload } = await oneTimeTokens.consume(token, 'activation');
      if (!owner) return 'invalid';
      const person = await repo.findPersonById(db, owner.role, owner.id);
      if (!person) return 'invalid';
      if (consumed) {
        await repo.updatePerson(db, owner.role, person.id, { isActivated: 1, updatedAt: clock() });
        const invitation =
          owner.role === 'supervisor'
            ? await invitations?.acceptOnActivation(person.id)
            : undefined;
        if (invitation) return invitation === 'linked' ? 'activatedLinked' : 'activatedNotLinked';
        return payload === INVITATION_NOT_CLAIMED ? 'activatedNotLinked' : 'activated';
      }
      return person.isActivated === 1 ? 'alreadyActivated' : 'invalid';
    },

    /** A fresh activation link for a logged-in user who lost the first e-mail. */
    async resendActivation(owner: Actor, clientIp: string): Promise<'sent' | 'alreadyActivated'> {
      const person = await personOf(owner);
      if (person.isActivated === 1) return 'alreadyActivated';
      const last = await oneTimeTokens.lastIssuedAt(owner, 'activation');
      if (last !== undefined && clock() - last < RESEND_INTERVAL_MS) {
        throw new DomainError('RESEND_TOO_SOON', messages.activation.resendTooSoon);
      }
      try {
        await sendActivation(owner, person, clientIp);
      } catch (error) {
        log.error({ err: error }, 'could not send the activation e-mail');
        throw new DomainError('MAIL_FAILED', messages.activation.mailFailed);
      }
      return 'sent';
    },

    async studentDetails(owner: Actor): Promise<PersonDetails> {
      return toDetails(await personOf(owner));
    },

    async supervisorDetails(owner: Actor): Promise<PersonDetails> {
      return toDetails(await personOf(owner));
    },

    /** Changes only the fields sent. A new e-mail address must go through changeEmail. */
    async updateDetails(owner: Actor, changes: UpdatePersonDetails): Promise<void> {
      const person = await personOf(owner);
      if (changes.email !== undefined && normalizeEmail(changes.email) !== person.email) {
        throw new DomainError('EMAIL_NEEDS_PASSWORD', messages.details.emailNeedsPassword);
      }
      const update: repo.PersonChanges = { updatedAt: clock() };
      if (changes.name !== undefined) update.name = changes.name;
      if (changes.surname !== undefined) update.surname = changes.surname;
      if (changes.city !== undefined) update.city = changes.city;
      if (changes.category !== undefined) update.category = serializeCategories(changes.category);
      if (changes.pnr !== undefined) update.pnr = changes.pnr === '' ? null : changes.pnr;
      if (changes.phone !== undefined) update.phone = changes.phone === '' ? null : changes.phone;
      await repo.updatePerson(db, owner.role, owner.id, update);
    },

    async setGearbox(owner: Actor, autotransmission: boolean): Promise<void> {
      await personOf(owner);
      await repo.updatePerson(db, owner.role, owner.id, {
        autotransmission: autotransmission ? 1 : 0,
        updatedAt: clock(),
      });
    },

    /**
     * Needs the current password, counted like a login (a stolen session cannot guess it);
     * every other session of the user ends.
     */
    async changePassword(
      owner: Actor,
      sessionId: string,
      input: ChangePassword,
      clientIp: string,
    ): Promise<void> {
      const person = await personOf(owner);
      await checkPassword(
        owner,
        person,
        input.currentPassword,
        clientIp,
        messages.password.currentWrong,
      );
      assertStrongPassword(input.newPass, person);
      await repo.updatePerson(db, owner.role, owner.id, {
        passwordHash: await hashPassword(input.newPass),
        updatedAt: clock(),
      });
      await sessions.endAllOf(owner, sessionId);
    },

    /** Needs the password; the new address gets a link, and only that link makes the change. */
    async requestEmailChange(
      owner: Actor,
      sessionId: string,
      input: { email: string; password: string },
      clientIp: string,
    ): Promise<void> {
      const person = await personOf(owner);
      await checkPassword(owner, person, input.password, clientIp, messages.details.passwordWrong);
      const email = normalizeEmail(input.email);
      if (!(await mailLimits.allows('emailChange', email, clientIp))) {
        log.info('e-mail change link not sent: the limit for this address is reached');
        return;
      }
      const payload = JSON.stringify({ email, sessionId });
      const token = await oneTimeTokens.issue(owner, 'email_change', EMAIL_CHANGE_TTL_MS, payload);
      try {
        await mailer.send(emailChangeMail(email, `${publicUrl}/bekrafta-epost?token=${token}`));
      } catch (error) {
        log.error({ err: error }, 'could not send the e-mail change link');
        throw new DomainError('MAIL_FAILED', messages.activation.mailFailed);
      }
    },

    async confirmEmailChange(token: string): Promise<void> {
      const { consumed, owner, payload } = await oneTimeTokens.consume(token, 'email_change');
      if (!consumed || !owner || !payload) {
        throw new DomainError('INVALID_LINK', messages.details.emailChangeInvalid);
      }
      const { email, sessionId } = JSON.parse(payload) as { email: string; sessionId: string };
      const person = await repo.findPersonById(db, owner.role, owner.id);
      if (!person) throw new DomainError('INVALID_LINK', messages.details.emailChangeInvalid);
      try {
        await repo.updatePerson(db, owner.role, owner.id, { email, updatedAt: clock() });
      } catch (error) {
        if (isUniqueViolation(error))
          throw new DomainError('EMAIL_TAKEN', messages.details.emailTaken);
        throw error;
      }
      await sessions.endAllOf(owner, sessionId);
      try {
        await mailer.send(emailChangedNoticeMail(person.email, person.name, email));
      } catch (error) {
        log.error({ err: error }, 'could not tell the old address about the change');
      }
    },

    /**
     * Deletes every row of the account in one transaction; all its sessions end with it, and
     * so do its links: each is published as ended on the student's channel (security round
     * 3), so a supervisor's stream on a deleted student closes, and a student's streams hear
     * of a deleted supervisor as of one removed. It asks for the password (a wrong one counts
     * like a failed login), or, for an account without one, a login within FRESH_LOGIN_MS.
     */
    async deleteAccount(
      owner: Actor,
      sessionId: string,
      input: { password?: string | undefined },
      clientIp: string,
    ): Promise<void> {
      const person = await personOf(owner);
      if (person.passwordHash !== null) {
        if (!input.password) {
          throw new DomainError('PASSWORD_REQUIRED', messages.account.deletePasswordNeeded);
        }
        await checkPassword(
          owner,
          person,
          input.password,
          clientIp,
          messages.account.deletePasswordWrong,
        );
      } else if (!(await sessions.isFresh(sessionId))) {
        throw new DomainError('FRESH_LOGIN_REQUIRED', messages.account.deleteNeedsFreshLogin);
      }
      const { announceEnded, endedLinks } = await db.transaction().execute(async (trx) => {
        const sessionsRemoved = await sessions.removeAllOf(trx, owner);
        // The links go with the account (foreign keys): note them before they do.
        const linksOf = await linksOfPerson(trx, owner);
        await authRepo.deleteOneTimeTokensOfUser(trx, owner);
        await forgetAllChangesOf(trx, owner);
        await deps.forgetNotifications?.(trx, owner);
        await repo.deletePerson(trx, owner.role, owner.id);
        return { announceEnded: sessionsRemoved, endedLinks: linksOf };
      });
      announceEnded();
      for (const link of endedLinks) {
        notify(link.studentId, { type: 'link-ended', teacherId: link.teacherId });
      }
    },
  };
}
export type AccountService = ReturnType<typeof createAccountService>;
