import {
  swedishDay,
  type Actor,
  companionInSentence,
  DomainError,
  DRIVE_CONFIRMATIONS_MAX,
  DRIVE_PAGE_DEFAULT,
  DRIVE_WRITES_PER_MINUTE,
  driveCursor,
  DRIVES_PER_STUDENT_MAX,
  drivesPlausibility,
  madeTime,
  overlapWindow,
  driveTotals,
  messages,
  supervisorMayConfirm,
  waitInWords,
  type Drive,
  type DriveConfirmationResult,
  type DriveConfirmations,
  type DriveInput,
  type DriveFacts,
  type DrivesQuery,
  type DrivesResponse,
  type DriveSupervisor,
  type DriveTimes,
  type DrivesToConfirmResponse,
  type DrivesWaitingResponse,
} from '@ovningskort/domain';
import type { Db } from '../../db/connect.js';
import type { Insertable } from 'kysely';
import type { DriveTable } from '../../db/schema.js';
import type { Tell } from '../../events/notification-events.js';
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

/**
 * The explanation's column from what the writer sent (issue 34): null for none (empty). Left out
 * (an older app), a change keeps the drive's own.
 */
function explanationColumn(
  input: DriveInput,
  existing: repo.DriveRow | undefined,
): { explanation: string | null } {
  if (input.explanation === undefined) return { explanation: existing?.explanation ?? null };
  return { explanation: input.explanation || null };
}

/**
 * The drives with their flags (issue 34), each judged against `times` – its student's drives,
 * at least those of the days around it – and when it was logged (its `createdAt`): a drive
 * logged before it was over stays flagged after it, until someone explains it.
 */
export function withFlags(drives: readonly Drive[], times: readonly repo.DriveTimesRow[]): Drive[] {
  const byStudent = new Map<string, DriveTimes[]>();
  for (const time of times) {
    const list = byStudent.get(time.studentId) ?? [];
    list.push({ ...time, minutes: Number(time.minutes) });
    byStudent.set(time.studentId, list);
  }
  const flags = new Map<string, Drive['flags']>();
  for (const studentId of new Set(drives.map((drive) => drive.studentId))) {
    const own = drives.filter((drive) => drive.studentId === studentId);
    const found = drivesPlausibility(own, byStudent.get(studentId) ?? [], (d) => d.createdAt);
    for (const [id, list] of found) flags.set(id, list);
  }
  return drives.map((drive) => ({ ...drive, flags: flags.get(drive.id) ?? [] }));
}

/** Columns a row read for another purpose (the PDF's) may leave out. */
type OptionalColumns = 'explanation' | 'madeAt' | 'deviceTimeRejected';

/**
 * A drive from its row. `explanation` (issue 34) may be left out of a row read for another
 * purpose (the PDF's): then it is none; so may its made-time: then it is when it arrived.
 */
export function toDrive(
  row: Omit<repo.DriveRow, OptionalColumns> & Partial<Pick<repo.DriveRow, OptionalColumns>>,
): Drive {
  const facts = toFacts(row);
  const receivedAt = Number(row.updatedAt);
  return {
    ...facts,
    id: row.id,
    studentId: row.studentId,
    startTime: row.startTime,
    supervisedBy: { kind: facts.supervisedBy.kind, name: row.supervisorName },
    note: row.note,
    reflection: reflectionOf(row),
    explanation: row.explanation ?? null,
    addedBy: row.addedBy,
    confirmed: facts.confirmed && {
      at: facts.confirmed.at,
      by: row.confirmedBy ?? '',
      byName: row.confirmedByName ?? '',
      ...(row.confirmedBy?.startsWith('link:') ? { via: 'link' as const } : {}),
    },
    createdAt: Number(row.createdAt),
    updatedAt: receivedAt,
    madeAt: Number(row.madeAt ?? receivedAt),
    receivedAt,
    ...(Number(row.deviceTimeRejected ?? 0) === 1 ? { deviceTimeRejected: true } : {}),
  };
}

/**
 * When the version the writer sends was saved on its device (issue 34), for the server's time
 * `now` (what the version's `updatedAt` is): accepted within `madeTime`'s bounds – a change not
 * before the drive existed (the earlier of when it was saved and when it arrived) – otherwise
 * `now`, marked. The columns keep null for "when it arrived".
 */
function madeColumns(input: DriveInput, now: number, existing: repo.DriveRow | undefined) {
  const existedFrom = existing
    ? Math.min(Number(existing.createdAt), Number(existing.madeAt ?? existing.updatedAt))
    : 0;
  const made = madeTime(input.madeAt, now, existedFrom, input.sentAt);
  return {
    madeAt: made.madeAt === now ? null : made.madeAt,
    deviceTimeRejected: made.deviceTimeRejected ? 1 : 0,
  } as const;
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
export function createDriveService(deps: {
  db: Db;
  clock: () => number;
  notify: Notify;
  /** Notifications (issue 38): a drive that waits for the supervisor's confirmation. */
  tell?: Tell;
}) {
  const tell = deps.tell ?? (() => undefined);
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
    const tomorrow = swedishDay(now + 24 * 60 * 60 * 1000);
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

  /** The columns of the supervisor's confirmation at `at`. */
  async function confirmationBy(supervisorId: string, at: number) {
    return {
      confirmedAt: at,
      confirmedBy: supervisorId,
      confirmedByName: await supervisorFullName(supervisorId),
    };
  }

  /**
   * Confirms the drive of `row` for the supervisor `by` if it is still the version they saw,
   * not confirmed yet and theirs to confirm (issue 34) – the write in one statement. What became
   * of it, as its own confirmation answers: 200 (also when it is confirmed at that version
   * already: a retry whose answer was lost), 409 `DRIVE_CHANGED` with the drive as it is now,
   * 409 `NOT_CONFIRMER`, or 404 when it went meanwhile; `wrote` when this confirmed it.
   */
  async function confirmRow(
    by: { id: string; name: string },
    row: repo.DriveRow,
    version: number,
  ): Promise<{ result: DriveConfirmationResult; wrote: boolean }> {
    const confirmed = (now: repo.DriveRow, wrote: boolean) => ({
      result: { id: row.id, status: 200, message: messages.drives.confirmed, drive: toDrive(now) },
      wrote,
    });
    const changed = (now: repo.DriveRow) => ({
      result: {
        id: row.id,
        status: 409,
        code: 'DRIVE_CHANGED' as const,
        message: messages.drives.changedSinceSeen,
        drive: toDrive(now),
      },
      wrote: false,
    });
    if (Number(row.updatedAt) !== version) return changed(row);
    if (row.confirmedAt !== null) return confirmed(row, false);
    const drive = toDrive(row);
    if (!supervisorMayConfirm(drive.supervisedBy)) {
      return {
        result: {
          id: row.id,
          status: 409,
          code: 'NOT_CONFIRMER',
          message: messages.drives.notConfirmer(companionInSentence(drive.supervisedBy)),
          drive,
        },
        wrote: false,
      };
    }
    const wrote = await repo.confirmDrive(db, row.id, row.studentId, version, {
      confirmedAt: clock(),
      confirmedBy: by.id,
      confirmedByName: by.name,
    });
    // Changed, confirmed or deleted between the read and the write: as it is now.
    const now = await repo.findDrive(db, row.id);
    if (!now || now.studentId !== row.studentId) {
      return {
        result: {
          id: row.id,
          status: 404,
          code: 'NO_DRIVE',
          message: messages.drives.notFound,
          drive: null,
        },
        wrote: false,
      };
    }
    if (wrote || (Number(now.updatedAt) === version && now.confirmedAt !== null)) {
      return confirmed(now, wrote);
    }
    return changed(now);
  }

  /** The student's drives with their flags, judged against the student's drives around them. */
  async function flagged(studentId: string, drives: Drive[]): Promise<Drive[]> {
    const window = overlapWindow(drives.map((drive) => drive.date));
    if (!window) return drives;
    return withFlags(drives, await repo.driveTimesOf(db, [studentId], window));
  }

  /**
   * Writes the drive's explanation (issue 34) alone: null takes it away. Not what the supervisor
   * confirms, so the confirmation stays, and so does the version a confirmation names.
   */
  async function explained(row: repo.DriveRow, explanation: string | null): Promise<Drive> {
    if ((row.explanation ?? null) === explanation) return toDrive(row);
    if (!(await repo.updateDrive(db, row.id, row.studentId, { explanation }))) {
      throw new DomainError('NO_DRIVE', messages.drives.notFound);
    }
    notify(row.studentId, { type: 'drives' });
    return toDrive(await driveOf(row.studentId, row.id));
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
    // What a confirmation names the version of; the explanation (issue 34) is not part of it.
    const versioned = { ...content, ...reflectionColumns(writer, input, existing) };
    const columns = { ...versioned, ...explanationColumn(input, existing) };

    if (!existing) {
      // A bound on what one account stores; the write rate bounds what sends at once pass by.
      if ((await repo.countDrives(db, studentId)) >= DRIVES_PER_STUDENT_MAX) {
        throw new DomainError(
          'TOO_MANY_DRIVES',
          messages.drives.tooMany(String(DRIVES_PER_STUDENT_MAX)),
        );
      }
      // A drive the supervisor adds is confirmed by them as it is added – if they sat beside the
      // learner (issue 34): one with a driving school or another person is not theirs to confirm.
      const confirmedBySupervisor =
        writer.role === 'supervisor' && supervisorMayConfirm(input.supervisedBy);
      const added = await repo.insertDrive(db, {
        id,
        studentId,
        ...columns,
        addedBy: writer.role,
        addedById: writer.id,
        ...(confirmedBySupervisor
          ? await confirmationBy(writer.id, now)
          : { confirmedAt: null, confirmedBy: null, confirmedByName: null }),
        createdAt: now,
        updatedAt: now,
        // Saved offline, it is dated when it was saved, if the device's time is believable.
        ...madeColumns(input, now, undefined),
      });
      // The same id sent twice at once: the other send added it; this one is a change of it.
      if (!added) return store(writer, studentId, id, input);
      notify(studentId, { type: 'drives' });
      if (writer.role === 'student' && supervisorMayConfirm(input.supervisedBy)) {
        tell({ kind: 'drivesWaiting', studentId });
      }
      return { drive: toDrive((await repo.findDrive(db, id))!), unconfirmed: false };
    }

    if (
      writer.role === 'supervisor' &&
      (existing.addedBy !== 'supervisor' || existing.addedById !== writer.id)
    ) {
      throw new DomainError('NOT_YOURS', messages.drives.notYours);
    }
    if (sameContent(existing, columns)) return { drive: toDrive(existing), unconfirmed: false };
    // The explanation alone changed (issue 34): it keeps the confirmation and the version.
    if (sameContent(existing, versioned)) {
      return { drive: await explained(existing, columns.explanation), unconfirmed: false };
    }

    // The drive's version (what a confirmation names) grows with every change, also within
    // one millisecond.
    const updatedAt = Math.max(now, Number(existing.updatedAt) + 1);
    // The change's made-time (issue 34) goes with the version it makes.
    const made = madeColumns(input, updatedAt, existing);
    // A student's change always leaves the drive unconfirmed, also when a confirmation came
    // between the read above and this write: it confirmed what is no longer there. The
    // reflection alone is not what the supervisor confirmed (issue 36): its change keeps it.
    const factsChanged = writer.role === 'student' && !sameContent(existing, content);
    // The supervisor's own drive carries their confirmation exactly while they sat beside the
    // learner (issue 34): changed to a driving school or another person it loses it, changed
    // back it has it again.
    const supervisorConfirms =
      writer.role === 'supervisor' && supervisorMayConfirm(input.supervisedBy);
    const unconfirm = factsChanged || (writer.role === 'supervisor' && !supervisorConfirms);
    const unconfirmed = unconfirm && existing.confirmedAt !== null;
    const changes = unconfirm
      ? {
          ...columns,
          ...made,
          updatedAt,
          confirmedAt: null,
          confirmedBy: null,
          confirmedByName: null,
        }
      : supervisorConfirms && existing.confirmedAt === null
        ? { ...columns, ...made, updatedAt, ...(await confirmationBy(writer.id, now)) }
        : { ...columns, ...made, updatedAt };
    if (!(await repo.updateDrive(db, id, studentId, changes))) {
      throw new DomainError('NO_DRIVE', messages.drives.notFound);
    }
    notify(studentId, { type: 'drives' });
    if (factsChanged && supervisorMayConfirm(input.supervisedBy)) {
      tell({ kind: 'drivesWaiting', studentId });
    }
    return { drive: toDrive((await repo.findDrive(db, id))!), unconfirmed };
  }

  return {
    /** Every drive of the student, the latest first (the CSV). */
    async list(studentId: string): Promise<Drive[]> {
      const rows = await repo.drivesOf(db, studentId);
      return withFlags(rows.map(toDrive), rows);
    },

    /**
     * One page of the log, the latest first: the drives after the cursor, the cursor to the
     * next page, and the totals of the drives after this page, so that a client counting the
     * pages it holds still counts every drive.
     */
    async page(studentId: string, query: DrivesQuery): Promise<DrivesResponse> {
      const limit = query.limit ?? DRIVE_PAGE_DEFAULT;
      const rows = await repo.drivePage(db, studentId, limit + 1, query.before);
      const drives = await flagged(studentId, rows.slice(0, limit).map(toDrive));
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
        olderTotals: driveTotals(older.map(toFacts), swedishDay(clock())),
      };
    },

    /**
     * Stores the drive under the writer's id: a new one, or the same one again (a retry from
     * the outbox changes nothing), or a change. A supervisor changes only drives they added.
     * Counted against the account's write rate first.
     */
    async save(writer: Actor, studentId: string, id: string, input: DriveInput) {
      await admit(writer);
      const saved = await store(writer, studentId, id, input);
      const [drive] = await flagged(studentId, [saved.drive]);
      return { ...saved, drive: drive ?? saved.drive };
    },

    /**
     * Explains a drive of the student (issue 34): the student any of theirs, the linked
     * supervisor (the route checks the link) any of the student's – also one the student added,
     * which they may not change otherwise. Empty or null takes the explanation away. Counted
     * against the account's write rate first.
     */
    async explain(
      writer: Actor,
      studentId: string,
      id: string,
      explanation: string | null,
    ): Promise<Drive> {
      await admit(writer);
      const drive = await explained(await driveOf(studentId, id), explanation || null);
      const [withTheirFlags] = await flagged(studentId, [drive]);
      return withTheirFlags ?? drive;
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
     * its `updatedAt` then. A drive changed since is not confirmed (409), nor one another person
     * sat beside the learner on (409 `NOT_CONFIRMER`, issue 34); confirming the same version
     * again keeps the confirmation (a retry whose answer was lost).
     */
    async confirm(
      supervisorId: string,
      studentId: string,
      id: string,
      version: number,
    ): Promise<Drive> {
      await admit({ role: 'supervisor', id: supervisorId });
      const row = await driveOf(studentId, id);
      const by = { id: supervisorId, name: await supervisorFullName(supervisorId) };
      const { result, wrote } = await confirmRow(by, row, version);
      if (wrote) notify(studentId, { type: 'drives' });
      if (result.status !== 200 || !result.drive) {
        throw new DomainError(result.code ?? 'NO_DRIVE', result.message);
      }
      return result.drive;
    },

    /**
     * "Bekräfta alla" (issue 34): the drives the supervisor was shown, each confirmed as its own
     * confirmation would be (the version shown, theirs to confirm), one result per drive in
     * the order sent; one changed meanwhile is left unconfirmed with its new values while the
     * others are confirmed. Every drive must be this student's: one that is not (another
     * student's, or none) refuses the whole list, and nothing is confirmed. Counted as one write.
     */
    async confirmAll(
      supervisorId: string,
      studentId: string,
      list: DriveConfirmations['drives'],
    ): Promise<DriveConfirmationResult[]> {
      await admit({ role: 'supervisor', id: supervisorId });
      const found = await repo.findDrives(
        db,
        list.map((d) => d.id),
      );
      const rows = new Map(found.filter((r) => r.studentId === studentId).map((r) => [r.id, r]));
      if (list.some((d) => !rows.has(d.id))) {
        throw new DomainError('NO_DRIVE', messages.drives.confirmationsNotFound);
      }
      const by = { id: supervisorId, name: await supervisorFullName(supervisorId) };
      const results: DriveConfirmationResult[] = [];
      let wroteAny = false;
      for (const { id, version } of list) {
        const { result, wrote } = await confirmRow(by, rows.get(id)!, version);
        results.push(result);
        wroteAny ||= wrote;
      }
      if (wroteAny) notify(studentId, { type: 'drives' });
      return results;
    },

    /**
     * For each student linked to the supervisor now: how many drives wait for the supervisor's
     * confirmation (issue 34, Hem's "3 körningar väntar på din bekräftelse").
     */
    async waiting(supervisorId: string): Promise<DrivesWaitingResponse> {
      return { students: await repo.waitingPerStudent(db, supervisorId) };
    },

    /**
     * The drives of the student that wait for the supervisor's confirmation, the latest first,
     * as many as one "Bekräfta alla" confirms, and how many wait in all (issue 34).
     */
    async toConfirm(studentId: string): Promise<DrivesToConfirmResponse> {
      const rows = await repo.drivesToConfirm(db, studentId, DRIVE_CONFIRMATIONS_MAX);
      const total =
        rows.length < DRIVE_CONFIRMATIONS_MAX
          ? rows.length
          : await repo.countDrivesToConfirm(db, studentId);
      const student = await people.findStudentById(db, studentId);
      // With their flags (what makes a drive look wrong): the supervisor sees them as they confirm.
      const drives = await flagged(studentId, rows.map(toDrive));
      return { studentName: student?.name ?? '', drives, total };
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
