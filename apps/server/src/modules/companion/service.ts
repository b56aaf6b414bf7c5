import { randomUUID } from 'node:crypto';
import {
  COMPANION_LINK_MISSES,
  COMPANION_LINK_TTL_MS,
  COMPANION_REQUESTS_PER_DAY,
  type CompanionDriveView,
  type CompanionRequestSent,
  type CompanionRequestView,
  type CompanionRequests,
  DomainError,
  type ErrorCode,
  messages,
  supervisorMayConfirm,
  waitInWords,
} from '@ovningskort/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/connect.js';
import type { Clock } from '../../lib/clock.js';
import { hashToken, randomToken } from '../../lib/secrets.js';
import type { Mailer } from '../../mail/mailer.js';
import { companionConfirmationMail } from '../../mail/templates.js';
import * as drives from '../drives/repository.js';
import { toDrive } from '../drives/service.js';
import type { Notify } from '../live/notify.js';
import { normalizeEmail } from '../people/person.js';
import * as people from '../people/repository.js';
import type { MailLimits } from '../rate-limits/mail-limits.js';
import { perDay, wrongLinksFromOneAddress, type Limiter } from '../rate-limits/limiter.js';
import * as repo from './repository.js';

const PER_STUDENT = perDay(COMPANION_REQUESTS_PER_DAY);
const LINK_MISSES = wrongLinksFromOneAddress(COMPANION_LINK_MISSES);
/** What a confirmation through a link stores as the confirmer: the link, not an account. */
export const LINK_CONFIRMER_PREFIX = 'link:';

const iso = (ms: number | string) => new Date(Number(ms)).toISOString();
const view = (row: repo.CompanionRow): CompanionRequestView => ({
  id: row.id,
  driveId: row.driveId,
  email: row.email,
  createdAt: iso(row.createdAt),
  expiresAt: iso(row.expiresAt),
});

const dayFormat = new Intl.DateTimeFormat('sv-SE', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
/** 'måndag 24 november 2026' for the drive's date (a calendar date, not an instant). */
const driveDay = (date: string) => dayFormat.format(new Date(`${date}T12:00:00Z`));
const untilFormat = new Intl.DateTimeFormat('sv-SE', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Stockholm',
});

/** The companion's page of a link. */
export function companionUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/bekrafta-korning/${token}`;
}

interface Deps {
  db: Db;
  mailer: Mailer;
  mailLimits: MailLimits;
  limiter: Limiter;
  notify: Notify;
  publicUrl: string;
  log: FastifyBaseLogger;
  clock: Clock;
}

/**
 * A drive with another companion (Mamma, a driving school), confirmed by that person through a
 * one-time link the learner e-mails them (issue 34): no account, one tap on the drive as it is
 * now. A link holds COMPANION_LINK_TTL_MS, confirms once, and a newer link for the same drive
 * replaces it. Wrong links are counted per client address.
 */
export function createCompanionService(deps: Deps) {
  const { db, mailer, mailLimits, limiter, notify, publicUrl, log, clock } = deps;

  const refuse = (code: ErrorCode, message: string, wait?: number): never => {
    throw new DomainError(code, message, wait);
  };

  async function admit(studentId: string) {
    const wait = await limiter.take([[`companion:student:${studentId}`, PER_STUDENT]]);
    if (wait > 0)
      refuse('TOO_MANY_COMPANION_REQUESTS', messages.companion.tooMany(waitInWords(wait)), wait);
  }

  /** The link of `token` if it exists; wrong links are counted against the client address. */
  async function linkOf(token: string, clientIp: string): Promise<repo.CompanionRow> {
    const key = `companion-link:ip:${clientIp}`;
    // Weight 0: only whether the address waits now.
    const waiting = await limiter.take([[key, LINK_MISSES, 0]]);
    if (waiting > 0) {
      refuse('TOO_MANY_LINK_TRIES', messages.companion.tooManyTries(waitInWords(waiting)), waiting);
    }
    const link = await repo.byTokenHash(db, hashToken(token));
    if (link) return link;
    const wait = await limiter.take([[key, LINK_MISSES]]);
    if (wait > 0)
      refuse('TOO_MANY_LINK_TRIES', messages.companion.tooManyTries(waitInWords(wait)), wait);
    return refuse('NO_COMPANION_LINK', messages.companion.noLink);
  }

  /** The link's drive while the link can confirm it; otherwise why not. */
  async function openDriveOf(link: repo.CompanionRow): Promise<drives.DriveRow> {
    const m = messages.companion;
    if (link.usedAt !== null) refuse('COMPANION_LINK_USED', m.used);
    if (link.endedAt !== null) refuse('COMPANION_LINK_ENDED', m.ended);
    if (Number(link.expiresAt) <= clock()) refuse('COMPANION_LINK_EXPIRED', m.expired);
    const row = await drives.findDrive(db, link.driveId);
    if (!row || row.studentId !== link.studentId) return refuse('NO_COMPANION_LINK', m.noLink);
    if (row.supervisorKind === 'supervisor') refuse('COMPANION_LINK_ENDED', m.ended);
    if (row.confirmedAt !== null) refuse('ALREADY_CONFIRMED', m.alreadyConfirmed);
    return row;
  }

  async function driveView(
    link: repo.CompanionRow,
    row: drives.DriveRow,
  ): Promise<CompanionDriveView> {
    const student = await people.findStudentById(db, row.studentId);
    const drive = toDrive(row);
    return {
      studentName: student ? `${student.name} ${student.surname}`.trim() : '',
      drive: {
        date: drive.date,
        startTime: drive.startTime,
        minutes: drive.minutes,
        km: drive.km,
        companion: drive.supervisedBy.name ?? '',
        conditions: drive.conditions,
        roads: drive.roads,
        traffic: drive.traffic,
      },
      version: Number(row.updatedAt),
      expiresAt: iso(link.expiresAt),
    };
  }

  return {
    /**
     * The learner asks the companion of their drive to confirm it: a link to `address`, which
     * replaces the drive's open one. Counted per student first; the address's own limit (mails
     * of this kind) refuses with 429 before anything is stored.
     */
    async request(
      studentId: string,
      driveId: string,
      address: string,
      clientIp: string,
    ): Promise<CompanionRequestSent> {
      const m = messages.companion;
      await admit(studentId);
      const [student, row] = await Promise.all([
        people.findStudentById(db, studentId),
        drives.findDrive(db, driveId),
      ]);
      if (!student || !row || row.studentId !== studentId) {
        return refuse('NO_DRIVE', messages.drives.notFound);
      }
      if (supervisorMayConfirm(toDrive(row).supervisedBy)) {
        refuse('NOT_COMPANION_DRIVE', m.supervisorConfirms);
      }
      if (row.confirmedAt !== null) refuse('ALREADY_CONFIRMED', m.alreadyConfirmed);
      const email = normalizeEmail(address);
      if (email === normalizeEmail(student.email)) refuse('VALIDATION', m.ownEmail);
      if (!(await mailLimits.allows('companion', email, clientIp))) {
        refuse('TOO_MANY_COMPANION_MAILS', m.tooManyToAddress(email));
      }

      const now = clock();
      const token = randomToken();
      const link = {
        id: randomUUID(),
        studentId,
        driveId,
        email,
        createdAt: now,
        expiresAt: now + COMPANION_LINK_TTL_MS,
        usedAt: null,
        endedAt: null,
      };
      await repo.replaceOpenOf(db, { ...link, tokenHash: hashToken(token) });
      const studentName = `${student.name} ${student.surname}`.trim();
      const until = untilFormat.format(link.expiresAt);
      const mail = companionConfirmationMail(
        email,
        studentName,
        { day: driveDay(row.date), startTime: row.startTime, minutes: row.minutes },
        until,
        companionUrl(publicUrl, token),
      );
      try {
        await mailer.send(mail);
      } catch (error) {
        log.error({ err: error }, 'could not send the companion confirmation e-mail');
        await repo.deleteRequest(db, link.id);
        refuse('MAIL_FAILED', m.mailFailed);
      }
      return { message: m.sent(email, until), request: view(link) };
    },

    /** The learner's links that wait for a companion. */
    async open(studentId: string): Promise<CompanionRequests> {
      const rows = await repo.openOf(db, studentId, clock());
      return { requests: rows.map(view) };
    },

    /** The learner withdraws the open link of their drive; none open is 404. */
    async withdraw(studentId: string, driveId: string): Promise<void> {
      if ((await repo.endOpenOf(db, studentId, driveId, clock())) === 0) {
        refuse('NO_COMPANION_REQUEST', messages.companion.noRequest);
      }
    },

    /** The companion's page: the drive as it is now, while the link can confirm it. */
    async byToken(token: string, clientIp: string): Promise<CompanionDriveView> {
      const link = await linkOf(token, clientIp);
      return driveView(link, await openDriveOf(link));
    },

    /**
     * The companion confirms the drive as they saw it (`version`): the drive is confirmed in
     * the companion's name as the learner gave it, and the link is used. A drive changed since
     * is 409 `DRIVE_CHANGED` (the page reads the new values), the link still open.
     */
    async confirm(token: string, version: number, clientIp: string): Promise<{ message: string }> {
      const link = await linkOf(token, clientIp);
      const row = await openDriveOf(link);
      if (Number(row.updatedAt) !== version) {
        refuse('DRIVE_CHANGED', messages.companion.changed);
      }
      const wrote = await repo.confirmWithLink(db, link, version, clock(), {
        confirmedBy: `${LINK_CONFIRMER_PREFIX}${link.id}`,
        confirmedByName: row.supervisorName,
      });
      if (!wrote) {
        // Something changed between the read and the write: say what, as it is now.
        const now = await repo.byTokenHash(db, hashToken(token));
        const current = await openDriveOf(now ?? link);
        if (Number(current.updatedAt) !== version) {
          refuse('DRIVE_CHANGED', messages.companion.changed);
        }
        refuse('COMPANION_LINK_ENDED', messages.companion.ended);
      }
      notify(link.studentId, { type: 'drives' });
      return { message: messages.companion.confirmed };
    },
  };
}
export type CompanionService = ReturnType<typeof createCompanionService>;
