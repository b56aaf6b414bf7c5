import {
  type Actor,
  DomainError,
  DRIVE_PAGE_DEFAULT,
  DRIVE_WRITES_PER_MINUTE,
  driveCursor,
  DRIVES_PER_STUDENT_MAX,
  driveTotals,
  messages,
  waitInWords,
  type Drive,
  type DriveInput,
  type DriveFacts,
  type DrivesQuery,
  type DrivesResponse,
  type DriveSupervisor,
} from '@ovningskort/domain';
import type { Db } from '../../db/connect.js';
import type { Insertable } from 'kysely';
import type { DriveTable } from '../../db/schema.js';
import type { Notify } from '../live/notify.js';
import * as people from '../people/repository.js';
import { createLimiter, type Limit } from '../rate-limits/limiter.js';
import * as links from '../supervision/repository.js';
import * as repo from './repository.js';

const MINUTE_MS = 60_000;
/** Drive writes per account and minute (security round 3): a person taps far fewer. */
const WRITE_LIMIT: Limit = { max: DRIVE_WRITES_PER_MINUTE, windowMs: MINUTE_MS, lockMs: MINUTE_MS };

export interface DriveSaved {
  drive: Drive;
  /** The student changed a confirmed drive: it needs the supervisor's confirmation again. */
  unconfirmed: boolean;
}

const STOCKHOLM_DATE = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Stockholm',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The date in Sweden at `now`, 'YYYY-MM-DD'. */
export function swedishDate(now: number): string {
  return STOCKHOLM_DATE.format(now);
}

/** A JSON list from the database; an unreadable value counts as empty (never a 500). */
function list<T>(json: string): T[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? (value as T[]) : [];
  } catch {
    return [];
  }
}

/** What the totals count of a drive, from its row (also the core of a whole drive). */
function toFacts(row: repo.DriveFactRow): DriveFacts {
  return {
    date: row.date,
    minutes: Number(row.minutes),
    km: row.kmTenths === null ? null : Number(row.kmTenths) / 10,
    supervisedBy: { kind: row.supervisorKind as DriveSupervisor['kind'], name: '' },
    conditions: list(row.conditions),
    roads: list(row.roads),
    traffic: row.traffic as Drive['traffic'],
    lessons: list<number>(row.lessons).map(Number),
    confirmed:
      row.confirmedAt === null ? null : { at: Number(row.confirmedAt), by: '', byName: '' },
  };
}

/** The learner's reflection from its columns; null when none (or unreadable: never a 500). */
function reflectionOf(
  row: Pick<repo.DriveRow, 'reflection' | 'reflectionNote'>,
): Drive['reflection'] {
  if (row.reflection === null && row.reflectionNote === null) return null;
  const answers = list<{ question?: unknown; answer?: unknown }>(row.reflection ?? '[]').flatMap(
    (a) =>
      typeof a?.question === 'string' && typeof a.answer === 'string'
        ? [{ question: a.question, answer: a.answer }]
        : [],
  );
  return { answers, note: row.reflectionNote ?? '' };
}

/**
 * The reflection's columns from what the writer sent: both null for none (skipped, or empty).
 * Left out (an older app, or the supervisor: the reflection is the learner's), a change keeps
 * the drive's own.
 */
function reflectionColumns(
  writer: Actor,
  input: DriveInput,
  existing: repo.DriveRow | undefined,
): { reflection: string | null; reflectionNote: string | null } {
  const sent = writer.role === 'student' ? input.reflection : undefined;
  if (sent === undefined) {
    return {
      reflection: existing?.reflection ?? null,
      reflectionNote: existing?.reflectionNote ?? null,
    };
  }
  if (sent === null || (sent.answers.length === 0 && sent.note === '')) {
    return { reflection: null, reflectionNote: null };
  }
  return { reflection: JSON.stringify(sent.answers), reflectionNote: sent.note };
}

export function toDrive(row: repo.DriveRow): Drive {
  const facts = toFacts(row);
  return {
    ...facts,
    id: row.id,
    studentId: row.studentId,
    startTime: row.startTime,
    supervisedBy: { kind: facts.supervisedBy.kind, name: row.supervisorName },
    note: row.note,
    reflection: reflectionOf(row),
    addedBy: row.addedBy,
    confirmed: facts.confirmed && {
      at: facts.confirmed.at,
      by: row.confirmedBy ?? '',
      byName: row.confirmedByName ?? '',
    },
    createdAt: Number(row.createdAt),
    updatedAt: Number(row.updatedAt),
  };
}

/** The columns a drive's content is kept in, from what its writer sent. */
function contentColumns(input: DriveInput, supervisorName: string) {
  return {
    date: input.date,
    startTime: input.startTime,
    minutes: input.minutes,
    kmTenths: input.km === null ? null : Math.round(input.km * 10),
    supervisorKind: input.supervisedBy.kind,
    supervisorName,
    conditions: JSON.stringify(input.conditions),
    roads: JSON.stringify(input.roads),
    traffic: input.traffic,
    lessons: JSON.stringify(input.lessons.toSorted((a, b) => a - b)),
    note: input.note,
  } satisfies Partial<Insertable<DriveTable>>;
}

/** Whether the row holds these columns' values already. */
const sameContent = (row: repo.DriveRow, columns: Partial<Record<keyof repo.DriveRow, unknown>>) =>
  Object.entries(columns).every(
    ([key, value]) => String(row[key as keyof repo.DriveRow] ?? '') === String(value ?? ''),
  );

const fullName = (person: { name: string; surname: string }) =>
  `${person.name} ${person.surname}`.trim();

/**
 * The drive log (issue 18). A student keeps their own; a linked supervisor reads it, confirms
 * drives and adds drives of their own (confirmed by them as they are added). A student's change
 * to a confirmed drive takes the confirmation away. Every change is announced on the student's
 * live stream, so both screens follow at once. The routes have checked the caller's account
 * and, for a supervisor, the link to the student (modules/access/guards.ts).
 */
export function createDriveService(deps: { db: Db; clock: () => number; notify: Notify }) {
  const { db, clock, notify } = deps;
  // The limiter keeps its counts in the database (one table for every limit), so one made here
  // counts with every other process's.
  const limiter = createLimiter(db, clock);

  /** Counts one drive write of the account before the work; 429 past the limit. */
  async function admit(writer: Actor) {
    const wait = await limiter.take([[`drive-writes:${writer.role}:${writer.id}`, WRITE_LIMIT]]);
    if (wait > 0) {
      throw new DomainError(
        'TOO_MANY_DRIVE_CHANGES',
        messages.drives.tooManyChanges(waitInWords(wait)),
        wait,
      );
    }
  }

  /** A drive of this student, or 404 whatever the reason (never says whose it is). */
  async function driveOf(studentId: string, id: string) {
    const row = await repo.findDrive(db, id);
    if (!row || row.studentId !== studentId) {
      throw new DomainError('NO_DRIVE', messages.drives.notFound);
    }
    return row;
  }

  function assertNotFuture(date: string, now: number) {
    // A day's grace: a learner abroad or just past midnight is ahead of Sweden's date.
    const tomorrow = swedishDate(now + 24 * 60 * 60 * 1000);
    if (date > tomorrow) throw new DomainError('VALIDATION', messages.drives.futureDate);
  }

  /** The name shown for who supervised: the linked supervisor's, kept as it was that day. */
  async function supervisorName(studentId: string, supervisedBy: DriveSupervisor) {
    if (supervisedBy.kind !== 'supervisor') return supervisedBy.name;
    const linked = await links.supervisorOf(db, studentId);
    if (!linked) throw new DomainError('NO_SUPERVISOR', messages.drives.noSupervisor);
    return fullName(linked);
  }

  /** The supervisor's name as it is now, kept with what they confirm. */
  async function supervisorFullName(supervisorId: string) {
    const person = await people.findSupervisorById(db, supervisorId);
    return person ? fullName(person) : '';
  }

  /**
   * Stores the drive under the writer's id: a new one, or the same one again (a retry from
   * the outbox changes nothing), or a change. A supervisor changes only drives they added.
   */
  async function store(
    writer: Actor,
    studentId: string,
    id: string,
    input: DriveInput,
  ): Promise<DriveSaved> {
    const now = clock();
    assertNotFuture(input.date, now);
    const existing = await repo.findDrive(db, id);
    if (existing && existing.studentId !== studentId) {
      throw new DomainError('NO_DRIVE', messages.drives.notFound);
    }
    // The supervisor of a drive stays who it was that day, whoever is linked now.
    const keptName =
      existing?.supervisorKind === 'supervisor' && input.supervisedBy.kind === 'supervisor'
        ? existing.supervisorName
        : undefined;
    const content = contentColumns(
      input,
      keptName ?? (await supervisorName(studentId, input.supervisedBy)),
    );
    const columns = { ...content, ...reflectionColumns(writer, input, existing) };

    if (!existing) {
      // A bound on what one account stores; the write rate bounds what sends at once pass by.
      if ((await repo.countDrives(db, studentId)) >= DRIVES_PER_STUDENT_MAX) {
        throw new DomainError(
          'TOO_MANY_DRIVES',
          messages.drives.tooMany(String(DRIVES_PER_STUDENT_MAX)),
        );
      }
      const bySupervisor = writer.role === 'supervisor';
      const added = await repo.insertDrive(db, {
        id,
        studentId,
        ...columns,
        addedBy: writer.role,
        addedById: writer.id,
        confirmedAt: bySupervisor ? now : null,
        confirmedBy: bySupervisor ? writer.id : null,
        confirmedByName: bySupervisor ? await supervisorFullName(writer.id) : null,
        createdAt: now,
        updatedAt: now,
      });
      // The same id sent twice at once: the other send added it; this one is a change of it.
      if (!added) return store(writer, studentId, id, input);
      notify(studentId, { type: 'drives' });
      return { drive: toDrive((await repo.findDrive(db, id))!), unconfirmed: false };
    }

    if (
      writer.role === 'supervisor' &&
      (existing.addedBy !== 'supervisor' || existing.addedById !== writer.id)
    ) {
      throw new DomainError('NOT_YOURS', messages.drives.notYours);
    }
    if (sameContent(existing, columns)) return { drive: toDrive(existing), unconfirmed: false };

    // The drive's version (what a confirmation names) grows with every change, also within
    // one millisecond.
    const updatedAt = Math.max(now, Number(existing.updatedAt) + 1);
    // A student's change always leaves the drive unconfirmed, also when a confirmation came
    // between the read above and this write: it confirmed what is no longer there. The
    // reflection alone is not what the supervisor confirmed (issue 36): its change keeps it.
    const factsChanged = writer.role === 'student' && !sameContent(existing, content);
    const unconfirmed = factsChanged && existing.confirmedAt !== null;
    const changes = factsChanged
      ? { ...columns, updatedAt, confirmedAt: null, confirmedBy: null, confirmedByName: null }
      : { ...columns, updatedAt };
    if (!(await repo.updateDrive(db, id, studentId, changes))) {
      throw new DomainError('NO_DRIVE', messages.drives.notFound);
    }
    notify(studentId, { type: 'drives' });
    return { drive: toDrive((await repo.findDrive(db, id))!), unconfirmed };
  }

  return {
    /** Every drive of the student, the latest first (the CSV). */
    async list(studentId: string): Promise<Drive[]> {
      const rows = await repo.drivesOf(db, studentId);
      return rows.map(toDrive);
    },

    /**
     * One page of the log, the latest first: the drives after the cursor, the cursor to the
     * next page, and the totals of the drives after this page, so that a client counting the
     * pages it holds still counts every drive.
     */
    async page(studentId: string, query: DrivesQuery): Promise<DrivesResponse> {
      const limit = query.limit ?? DRIVE_PAGE_DEFAULT;
      const rows = await repo.drivePage(db, studentId, limit + 1, query.before);
      const drives = rows.slice(0, limit).map(toDrive);
      const last = drives.at(-1);
      if (rows.length <= limit || !last) return { drives, next: null, olderTotals: null };
      const end = {
        date: last.date,
        startTime: last.startTime,
        createdAt: last.createdAt,
        id: last.id,
      };
      const older = await repo.driveFactsOf(db, studentId, end);
      return {
        drives,
        next: driveCursor(end),
        olderTotals: driveTotals(older.map(toFacts), swedishDate(clock())),
      };
    },

    /**
     * Stores the drive under the writer's id: a new one, or the same one again (a retry from
     * the outbox changes nothing), or a change. A supervisor changes only drives they added.
     * Counted against the account's write rate first.
     */
    async save(writer: Actor, studentId: string, id: string, input: DriveInput) {
      await admit(writer);
      return store(writer, studentId, id, input);
    },

    /** Removes a drive: the student any of theirs, a supervisor only one they added. */
    async remove(writer: Actor, studentId: string, id: string): Promise<void> {
      await admit(writer);
      const row = await driveOf(studentId, id);
      if (writer.role === 'supervisor' && row.addedById !== writer.id) {
        throw new DomainError('NOT_YOURS', messages.drives.notYours);
      }
      if (!(await repo.deleteDrive(db, id, studentId))) {
        throw new DomainError('NO_DRIVE', messages.drives.notFound);
      }
      notify(studentId, { type: 'drives' });
    },

    /**
     * The linked supervisor confirms a drive ("Bekräftad av …") as they saw it: `version` is
     * its `updatedAt` then. A drive changed since is not confirmed (409); confirming the same
     * version again keeps the confirmation (a retry whose answer was lost).
     */
    async confirm(
      supervisorId: string,
      studentId: string,
      id: string,
      version: number,
    ): Promise<Drive> {
      await admit({ role: 'supervisor', id: supervisorId });
      const changedSince = () => new DomainError('DRIVE_CHANGED', messages.drives.changedSinceSeen);
      const row = await driveOf(studentId, id);
      if (Number(row.updatedAt) !== version) throw changedSince();
      if (row.confirmedAt !== null) return toDrive(row);
      const confirmed = await repo.confirmDrive(db, id, studentId, version, {
        confirmedAt: clock(),
        confirmedBy: supervisorId,
        confirmedByName: await supervisorFullName(supervisorId),
      });
      // Changed, confirmed or deleted between the read and the write: as it is now.
      const now = await driveOf(studentId, id);
      if (!confirmed) {
        if (Number(now.updatedAt) === version && now.confirmedAt !== null) return toDrive(now);
        throw changedSince();
      }
      notify(studentId, { type: 'drives' });
      return toDrive(now);
    },

    /** What the totals count of each drive (fewer columns than `list`, nothing else made). */
    async facts(studentId: string): Promise<DriveFacts[]> {
      const rows = await repo.driveFactsOf(db, studentId);
      return rows.map(toFacts);
    },

    /** The lesson numbers of the student's cards (for "lessons never logged"). */
    cardLessons(studentId: string): Promise<number[]> {
      return repo.cardLessonNumbers(db, studentId);
    },
  };
}
export type DriveService = ReturnType<typeof createDriveService>;
