import { randomInt, randomUUID } from 'node:crypto';
import {
  type CreateShare,
  type CreateShareResponse,
  DomainError,
  formatShareCode,
  groupCards,
  historyWhoText,
  madeTimeNote,
  messages,
  normalizeShareCode,
  PRINT_SHARE_LABEL,
  setByText,
  type Share,
  SHARE_CODE_ALPHABET,
  SHARE_CODE_LENGTH,
  SHARE_CODE_MISSES,
  SHARE_DEFAULT_DAYS,
  SHARE_REFRESH_SECONDS,
  SHARES_ACTIVE_MAX,
  SHARES_PER_DAY,
  type SharedView,
  statusKeyOf,
  SUB_MOMENT_KEYS,
  waitInWords,
} from '@ovningskort/domain';
import type { Db } from '../../db/connect.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { Clock } from '../../lib/clock.js';
import { hashToken, randomToken } from '../../lib/secrets.js';
import { buildReport, swedishDateTime } from '../progress-pdf/report.js';
import { reportInputOf } from '../progress-pdf/service.js';
import type * as pdfRepo from '../progress-pdf/repository.js';
import { DAY_MS, perDay, wrongLinksFromOneAddress, type Limiter } from '../rate-limits/limiter.js';
import * as repo from './repository.js';

const PER_STUDENT = perDay(SHARES_PER_DAY);
const CODE_MISSES = wrongLinksFromOneAddress(SHARE_CODE_MISSES);
/** The PDF's link is made anew when the one it has holds for less than this. */
const PRINT_LINK_MIN_LEFT_MS = 30 * DAY_MS;
/** The public page's list of the latest changes. */
export const SHARED_HISTORY_LINES = 100;

const iso = (ms: number | string) => new Date(Number(ms)).toISOString();
const flag = (value: unknown) => value === true || Number(value) === 1;

function view(row: repo.ShareRow, now: number): Share {
  const revoked = row.revokedAt === null ? null : Number(row.revokedAt);
  return {
    id: row.id,
    label: row.label,
    code: formatShareCode(row.code),
    forPrint: flag(row.forPrint),
    createdAt: iso(row.createdAt),
    expiresAt: iso(row.expiresAt),
    revokedAt: revoked === null ? null : iso(revoked),
    active: revoked === null && Number(row.expiresAt) > now,
  };
}

function newCode(): string {
  let code = '';
  for (let i = 0; i < SHARE_CODE_LENGTH; i += 1) {
    code += SHARE_CODE_ALPHABET[randomInt(SHARE_CODE_ALPHABET.length)];
  }
  return code;
}

/** The public page of a link, with its token. */
export function shareUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/delat/${token}`;
}

/** The public page of a short code (what the PDF's QR code holds). */
export function shareCodeUrl(publicUrl: string, code: string): string {
  return `${publicUrl}/delat/kod/${code}`;
}

/**
 * "Dela med trafikskolan" (issue 34): a student's read-only links for the driving school, and
 * what such a link shows – the cards with who set each status, the latest changes, the
 * comments and the drive log, as the progress PDF words them; never an e-mail address, a phone
 * number, a personal number, another person's account id or a token.
 */
export function createShareService(deps: {
  db: Db;
  clock: Clock;
  limiter: Limiter;
  publicUrl: string;
}) {
  const { db, clock, limiter, publicUrl } = deps;

  async function admit(studentId: string) {
    const wait = await limiter.take([[`share:student:${studentId}`, PER_STUDENT]]);
    if (wait > 0) {
      throw new DomainError(
        'TOO_MANY_NEW_SHARES',
        messages.shares.tooMany(waitInWords(wait)),
        wait,
      );
    }
  }

  /** Stores a new link; a short code taken already (rare) is drawn again. */
  async function insert(studentId: string, label: string, forPrint: boolean, expiresAt: number) {
    const token = randomToken();
    const now = clock();
    for (let attempt = 0; ; attempt += 1) {
      const row = {
        id: randomUUID(),
        studentId,
        code: newCode(),
        label,
        forPrint: forPrint ? (1 as const) : (0 as const),
        createdAt: now,
        expiresAt,
        revokedAt: null,
      };
      try {
        await repo.insertShare(db, { ...row, tokenHash: hashToken(token) });
        return { row, token };
      } catch (error) {
        if (!isUniqueViolation(error) || attempt >= 4) throw error;
      }
    }
  }

  function ended(): never {
    throw new DomainError('SHARE_ENDED', messages.shares.ended);
  }

  /** Everything the page shows of one student, read now. */
  async function viewOf(studentId: string, expiresAt: number): Promise<SharedView> {
    const now = clock();
    const input = await reportInputOf(db, studentId, now);
    if (!input) ended();
    const { lessons, history } = input;
    const report = buildReport(input);

    // Where each lesson is: its card and place on it, and its sub-moments' headings.
    const places = new Map<string, { where: string; row: pdfRepo.LessonRow }>();
    groupCards(lessons).forEach((card, c) =>
      card.lessons.forEach((row, l) =>
        places.set(row.id, { where: `Kort ${c + 1} · Lektion ${l + 1}`, row }),
      ),
    );
    const historyLines = history.flatMap((change) => {
      const place = places.get(change.lessonId);
      if (!place) return [];
      const at = Number(change.at);
      const madeAt = change.madeAt === null ? at : Number(change.madeAt);
      const note = madeTimeNote(
        { madeAt, receivedAt: at, deviceTimeRejected: flag(change.deviceTimeRejected) },
        swedishDateTime,
      );
      const when = swedishDateTime(madeAt) + (note ? ` (${note})` : '');
      const by = { role: change.byRole, name: change.byName };
      if (change.field === 'isDone') {
        const what = change.toValue === '1' ? 'Markerad som klar' : 'Markering som klar borttagen';
        return [{ when, where: place.where, what: `${what} av ${historyWhoText(by)}` }];
      }
      const key = SUB_MOMENT_KEYS.find((k) => statusKeyOf(k) === change.field);
      const heading = key ? place.row[key]?.trim() : undefined;
      return [
        {
          when,
          where: heading ? `${place.where} · ${heading}` : place.where,
          what: setByText(change.toValue, by, '').trim(),
        },
      ];
    });

    return {
      studentName: report.studentName,
      supervisorLine: report.supervisorLine,
      expiresAt: iso(expiresAt),
      readAt: iso(now),
      refreshSeconds: SHARE_REFRESH_SECONDS,
      commentsNote: report.commentsNote,
      cards: report.cards,
      history: historyLines.slice(0, SHARED_HISTORY_LINES),
      driveLog: report.driveLog,
      readiness: report.readiness ?? null,
    };
  }

  return {
    /** A new link of the student's; its address is told now and never again. */
    async create(studentId: string, input: CreateShare): Promise<CreateShareResponse> {
      await admit(studentId);
      const now = clock();
      if ((await repo.activeCount(db, studentId, now)) >= SHARES_ACTIVE_MAX) {
        throw new DomainError('TOO_MANY_SHARES', messages.shares.tooManyActive(SHARES_ACTIVE_MAX));
      }
      const days = input.days ?? SHARE_DEFAULT_DAYS;
      const { row, token } = await insert(studentId, input.label ?? '', false, now + days * DAY_MS);
      return {
        message: messages.shares.created,
        share: view(row, now),
        url: shareUrl(publicUrl, token),
      };
    },

    async list(studentId: string): Promise<{ shares: Share[] }> {
      const now = clock();
      const rows = await repo.sharesOf(db, studentId);
      return { shares: rows.map((row) => view(row, now)) };
    },

    /** Ends the student's own link; another's or none is "no such link". */
    async revoke(studentId: string, id: string): Promise<void> {
      if (await repo.revoke(db, studentId, id, clock())) return;
      // Revoked already: done, as asked.
      if (await repo.exists(db, studentId, id)) return;
      throw new DomainError('NO_SHARE', messages.shares.noShare);
    },

    /** The page of a link's token; an unknown, revoked or expired link is "no longer valid". */
    async byToken(token: string): Promise<SharedView> {
      const share = await repo.activeBy(db, { tokenHash: hashToken(token) }, clock());
      if (!share) ended();
      return viewOf(share.studentId, Number(share.expiresAt));
    },

    /**
     * The page of a short code. A code can be guessed: wrong codes are counted per client
     * address (SHARE_CODE_MISSES per 15 minutes); right ones are not, so the page may read again.
     */
    async byCode(typed: string, clientIp: string): Promise<SharedView> {
      const key = `share-code:ip:${clientIp}`;
      // Weight 0: only whether the address waits now.
      const waiting = await limiter.take([[key, CODE_MISSES, 0]]);
      if (waiting > 0) {
        throw new DomainError(
          'TOO_MANY_CODE_TRIES',
          messages.shares.tooManyCodes(waitInWords(waiting)),
          waiting,
        );
      }
      const code = normalizeShareCode(typed);
      const share = code ? await repo.activeBy(db, { code }, clock()) : undefined;
      if (share) return viewOf(share.studentId, Number(share.expiresAt));
      const wait = await limiter.take([[key, CODE_MISSES]]);
      if (wait > 0) {
        throw new DomainError(
          'TOO_MANY_CODE_TRIES',
          messages.shares.tooManyCodes(waitInWords(wait)),
          wait,
        );
      }
      if (!code) throw new DomainError('VALIDATION', messages.shares.invalidCode);
      ended();
    },

    /**
     * The link a progress PDF carries (issue 34): the student's "Utskrift" link when it holds
     * for a while yet, else a new one (not counted against the student's own). The QR code
     * holds the short code's address: the token is never kept, so only the code can be reused.
     */
    async printLink(studentId: string): Promise<{ url: string; code: string }> {
      const now = clock();
      const kept = await repo.printShareOf(db, studentId, now + PRINT_LINK_MIN_LEFT_MS);
      const code =
        kept?.code ??
        (await insert(studentId, PRINT_SHARE_LABEL, true, now + SHARE_DEFAULT_DAYS * DAY_MS)).row
          .code;
      return { url: shareCodeUrl(publicUrl, code), code: formatShareCode(code) };
    },
  };
}
export type ShareService = ReturnType<typeof createShareService>;
