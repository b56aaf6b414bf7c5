import {
  type Actor,
  DATA_EXPORT_FORMAT,
  DATA_EXPORT_VERSION,
  DATA_EXPORTS_PER_HOUR,
  DomainError,
  formatShareCode,
  messages,
  selfAssessmentLabel,
  selfAssessmentStatement,
  SUB_MOMENT_KEYS,
  statusKeyOf,
  waitInWords,
  type Drive,
  type RoadToTestAnswer,
  type SelfAssessment,
  type Status,
  type StudentDataExport,
  type SupervisorDataExport,
} from '@ovningskort/domain';
import type { Db } from '../../db/connect.js';
import type { Clock } from '../../lib/clock.js';
import { storedRole } from '../../lib/stored-role.js';
import { loginCounterKeys } from '../auth/lockout.js';
import * as drivesRepo from '../drives/repository.js';
import { invitationsOf } from '../invitations/repository.js';
import { statementsAbout, statementsBy } from '../readiness/repository.js';
import { toStatement } from '../readiness/service.js';
import { selfAssessmentOf } from '../self-assessment/repository.js';
import { roadToTestOf } from '../road-to-test/repository.js';
import { toRoadToTest } from '../road-to-test/service.js';
import { toSelfAssessment } from '../self-assessment/service.js';
import { toDrive, withFlags } from '../drives/service.js';
import { parseCategories } from '../people/person.js';
import type { Limit, Limiter } from '../rate-limits/limiter.js';
import * as repo from './repository.js';

type Shared = Omit<
  StudentDataExport,
  | 'role'
  | 'account'
  | 'cards'
  | 'supervisor'
  | 'invitations'
  | 'shares'
  | 'selfAssessment'
  | 'readinessStatements'
  | 'roadToTest'
  | 'companionRequests'
>;

const HOUR_MS = 60 * 60 * 1000;
const EXPORT_LIMIT: Limit = { max: DATA_EXPORTS_PER_HOUR, windowMs: HOUR_MS, lockMs: HOUR_MS };
/** The export counter's key keeps the role as it was first written (lib/stored-role.ts). */
const exportKey = (owner: Actor) => `export:${storedRole(owner.role)}:${owner.id}`;
const MAIL_KINDS = ['reset', 'activation', 'emailChange', 'accountExists', 'invitation'] as const;

/** A time in ms (a number, or PostgreSQL's bigint as text) as ISO 8601. */
const iso = (ms: number | string) => new Date(Number(ms)).toISOString();
const isoOrNull = (ms: number | string | null) => (ms === null ? null : iso(ms));
/** A 0/1 flag, or PostgreSQL's boolean of an `is not null`. */
const flag = (value: unknown) => value === true || Number(value) === 1;

/** The drives of the rows with their flags, judged against the students' whole logs (issue 34). */
async function flaggedDrives(db: Db, rows: drivesRepo.DriveRow[]): Promise<Drive[]> {
  const students = [...new Set(rows.map((row) => row.studentId))];
  return withFlags(rows.map(toDrive), await drivesRepo.driveTimesOf(db, students));
}

function toExportDrive(drive: Drive) {
  return {
    id: drive.id,
    studentId: drive.studentId,
    date: drive.date,
    startTime: drive.startTime,
    minutes: drive.minutes,
    km: drive.km,
    supervisedBy: { kind: drive.supervisedBy.kind, name: drive.supervisedBy.name ?? '' },
    conditions: drive.conditions,
    roads: drive.roads,
    traffic: drive.traffic,
    lessons: drive.lessons,
    note: drive.note,
    reflection: drive.reflection ?? null,
    flags: drive.flags ?? [],
    explanation: drive.explanation ?? null,
    addedBy: drive.addedBy,
    confirmed: drive.confirmed && {
      at: iso(drive.confirmed.at),
      byName: drive.confirmed.byName,
      ...(drive.confirmed.via ? { via: drive.confirmed.via } : {}),
    },
    createdAt: iso(drive.createdAt),
    updatedAt: iso(drive.updatedAt),
    madeAt: iso(drive.madeAt ?? drive.updatedAt),
    receivedAt: iso(drive.receivedAt ?? drive.updatedAt),
    deviceTimeRejected: drive.deviceTimeRejected === true,
  };
}

function toExportLesson(row: repo.LessonRow) {
  return {
    id: row.id,
    number: Number(row.number),
    title: row.nytitle,
    done: flag(row.isDone),
    subMoments: SUB_MOMENT_KEYS.flatMap((key) => {
      const heading = row[key];
      return heading === null ? [] : [{ heading, status: row[statusKeyOf(key)] as Status }];
    }),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

/** The dates on the road to the test (issue 39), or null before the first save. */
function exportRoadToTest({ road, savedAt }: RoadToTestAnswer) {
  return savedAt === null ? null : { savedAt: iso(savedAt), road };
}

/** The self-assessment before the test (issue 36), each statement's words beside its id. */
function exportSelfAssessment({ answers, answeredAt }: SelfAssessment) {
  if (answeredAt === null) return null;
  return {
    answeredAt: iso(answeredAt),
    answers: answers.map((a) => ({
      statement: a.statement,
      text: selfAssessmentStatement(a.statement)?.text ?? '',
      answer: a.answer,
      label: selfAssessmentLabel(a.answer) ?? '',
      note: a.note,
    })),
  };
}

/** What both roles' accounts hold, as the export shows it. */
function personOf(account: NonNullable<Awaited<ReturnType<typeof repo.supervisorAccount>>>) {
  return {
    id: account.id,
    email: account.email,
    name: account.name,
    surname: account.surname,
    city: account.city,
    pnr: account.pnr,
    phone: account.phone,
    category: parseCategories(account.category),
    autotransmission: flag(account.autotransmission),
    activated: flag(account.isActivated),
    createdAt: iso(account.createdAt),
    updatedAt: iso(account.updatedAt),
  };
}

/** What a counter's key says, without the client address a login counter may carry. */
function counterKind(key: string): string {
  const [scope, second, third] = key.split(':');
  if (scope === 'login') return third === 'pair' ? 'login from one address' : 'login';
  if (scope === 'mail') return `e-mail: ${second}`;
  if (scope === 'export') return 'data export';
  return scope ?? '';
}

/**
 * "Ladda ner mina uppgifter" (GDPR articles 15 and 20, decision 019): everything stored about
 * the person who asks, gathered for one JSON file. Only the owner's own rows; counted per
 * account before the work (a few downloads an hour is plenty, a loop is refused with 429).
 */
export function createDataExportService(deps: { db: Db; clock: Clock; limiter: Limiter }) {
  const { db, clock, limiter } = deps;

  async function admit(owner: Actor) {
    const wait = await limiter.take([[exportKey(owner), EXPORT_LIMIT]]);
    if (wait > 0) {
      throw new DomainError(
        'TOO_MANY_EXPORTS',
        messages.dataExport.tooMany(waitInWords(wait)),
        wait,
      );
    }
  }

  /** What both roles have: sessions, links, counters, contact messages, interest. */
  async function shared(owner: Actor, email: string): Promise<Omit<Shared, 'drives'>> {
    const address = email.trim().toLowerCase();
    const login = loginCounterKeys(owner.role, address);
    const [sessions, links, changes, counters, contact, interest, history, comments] =
      await Promise.all([
        repo.sessionsOf(db, owner),
        repo.linksOf(db, owner),
        repo.lessonChangesOf(db, owner),
        repo.countersOf(
          db,
          [login.email, exportKey(owner), ...MAIL_KINDS.map((kind) => `mail:${kind}:${address}`)],
          [login.pairPrefix],
        ),
        repo.contactMessagesOf(db, owner),
        repo.interestOf(db, owner, address),
        repo.historyOf(db, owner),
        repo.commentsOf(db, owner),
      ]);
    return {
      format: DATA_EXPORT_FORMAT,
      version: DATA_EXPORT_VERSION,
      exportedAt: iso(clock()),
      sessions: sessions.map((s) => ({
        device: s.device,
        signedInAt: iso(s.createdAt),
        lastUsedAt: isoOrNull(s.lastUsedAt),
        expiresAt: iso(s.expiresAt),
        endedAt: isoOrNull(s.revokedAt),
        remembered: flag(s.remembered),
      })),
      links: links.map((l) => ({
        purpose: l.purpose,
        createdAt: iso(l.createdAt),
        expiresAt: iso(l.expiresAt),
        usedAt: isoOrNull(l.usedAt),
        ...(l.purpose === 'email_change' ? newEmailOf(l.payload) : {}),
      })),
      lessonChanges: changes.map((c) => ({
        id: c.id,
        lessonId: c.lessonId,
        outcome: c.outcome,
        createdAt: iso(c.createdAt),
      })),
      loginAttempts: counters.map((c) => ({
        kind: counterKind(c.key),
        count: Number(c.count),
        windowStart: iso(c.windowStart),
        lockedUntil: Number(c.lockedUntil) > 0 ? iso(c.lockedUntil) : null,
      })),
      contactMessages: contact.map((m) => ({
        id: m.id,
        name: m.name,
        email: m.email,
        subject: m.subject,
        message: m.message,
        createdAt: iso(m.createdAt),
        mailedAt: isoOrNull(m.mailedAt),
      })),
      interest: interest.map((i) => ({
        kind: i.kind,
        email: i.email,
        createdAt: iso(i.createdAt),
      })),
      cardHistory: history.map((h) => ({
        id: h.id,
        studentId: h.studentId,
        cardId: h.groupId,
        lessonId: h.lessonId,
        field: h.field,
        from: h.fromValue,
        to: h.toValue,
        by: { role: h.byRole, name: h.byName },
        at: iso(h.madeAt ?? h.at),
        receivedAt: iso(h.at),
        deviceTimeRejected: Number(h.deviceTimeRejected) === 1,
      })),
      comments: comments.map((c) => ({
        id: c.id,
        studentId: c.studentId,
        cardId: c.groupId,
        lessonId: c.lessonId,
        subMoment: c.subMoment,
        body: c.body,
        by: { role: c.byRole, name: c.byName },
        createdAt: iso(c.createdAt),
        updatedAt: iso(c.updatedAt),
      })),
    };
  }

  return {
    async student(studentId: string): Promise<StudentDataExport> {
      const owner: Actor = { role: 'student', id: studentId };
      await admit(owner);
      const account = await repo.studentAccount(db, studentId);
      if (!account) throw new DomainError('NO_ACCOUNT', messages.common.unauthorized);
      const [
        cards,
        lessons,
        supervisor,
        drives,
        rest,
        invitations,
        shares,
        selfAssessment,
        companionRequests,
        statements,
        road,
      ] = await Promise.all([
        repo.cardsOf(db, studentId),
        repo.lessonsOf(db, studentId),
        repo.supervisorOf(db, studentId),
        drivesRepo.drivesOf(db, studentId),
        shared(owner, account.email),
        invitationsOf(db, studentId),
        repo.sharesOf(db, studentId),
        selfAssessmentOf(db, studentId),
        repo.companionRequestsOf(db, studentId),
        statementsAbout(db, studentId),
        roadToTestOf(db, studentId),
      ]);
      return {
        ...rest,
        role: 'student',
        account: {
          ...personOf(account),
          signInMethods: [
            ...(flag(account.hasPassword) ? (['password'] as const) : []),
            ...(account.oidcSubject ? (['external'] as const) : []),
          ],
          profileComplete: flag(account.profileComplete),
          externalSignIn:
            account.oidcIssuer && account.oidcSubject
              ? { issuer: account.oidcIssuer, subject: account.oidcSubject }
              : null,
          congratulatedAt: isoOrNull(account.congratulatedAt),
        },
        cards: cards.map((card) => ({
          id: card.id,
          slot: Number(card.slot),
          createdAt: iso(card.createdAt),
          lessons: lessons.filter((l) => l.groupId === card.id).map(toExportLesson),
        })),
        supervisor: supervisor
          ? {
              name: supervisor.name,
              surname: supervisor.surname,
              email: supervisor.email,
              linkedAt: iso(supervisor.linkedAt),
            }
          : null,
        // Every drive of the student is here: the flags are judged against them all.
        drives: withFlags(drives.map(toDrive), drives).map(toExportDrive),
        invitations: invitations.map((i) => ({
          email: i.email,
          status: i.status,
          createdAt: iso(i.createdAt),
          expiresAt: iso(i.expiresAt),
          endedAt: isoOrNull(i.endedAt),
        })),
        shares: shares.map((s) => ({
          label: s.label,
          code: formatShareCode(s.code),
          forPrint: flag(s.forPrint),
          createdAt: iso(s.createdAt),
          expiresAt: iso(s.expiresAt),
          revokedAt: isoOrNull(s.revokedAt),
        })),
        selfAssessment: exportSelfAssessment(toSelfAssessment(selfAssessment)),
        roadToTest: exportRoadToTest(toRoadToTest(road)),
        readinessStatements: statements.flatMap((row) => {
          const statement = toStatement(row);
          return statement ? [{ ...statement, madeAt: iso(statement.madeAt) }] : [];
        }),
        companionRequests: companionRequests.map((r) => ({
          driveId: r.driveId,
          email: r.email,
          createdAt: iso(r.createdAt),
          expiresAt: iso(r.expiresAt),
          usedAt: isoOrNull(r.usedAt),
          endedAt: isoOrNull(r.endedAt),
        })),
      };
    },

    async supervisor(supervisorId: string): Promise<SupervisorDataExport> {
      const owner: Actor = { role: 'supervisor', id: supervisorId };
      await admit(owner);
      const account = await repo.supervisorAccount(db, supervisorId);
      if (!account) throw new DomainError('NO_ACCOUNT', messages.common.unauthorized);
      const [students, drives, rest, statements] = await Promise.all([
        repo.studentsOf(db, supervisorId),
        repo.drivesBySupervisor(db, supervisorId),
        shared(owner, account.email),
        statementsBy(db, supervisorId),
      ]);
      return {
        ...rest,
        role: 'supervisor',
        account: {
          ...personOf(account),
          signInMethods: flag(account.hasPassword) ? ['password'] : [],
        },
        students: students.map((s) => ({
          id: s.id,
          name: s.name,
          surname: s.surname,
          linkedAt: iso(s.linkedAt),
        })),
        drives: (await flaggedDrives(db, drives)).map(toExportDrive),
        readinessStatements: statements.map((row) => ({
          studentId: row.studentId,
          madeAt: iso(row.madeAt),
          verdict: toStatement(row)?.verdict ?? 'notYet',
        })),
      };
    },
  };
}
export type DataExportService = ReturnType<typeof createDataExportService>;

/** The new address of an e-mail change link (its session id stays out). */
function newEmailOf(payload: string | null): { newEmail?: string } {
  try {
    const value = JSON.parse(payload ?? 'null') as { email?: unknown } | null;
    return typeof value?.email === 'string' ? { newEmail: value.email } : {};
  } catch {
    return {};
  }
}
