import * as z from 'zod/mini';
import {
  DRIVE_CONDITIONS,
  DRIVE_CONFIRMATIONS_MAX,
  DRIVE_EARLIEST_DATE,
  DRIVE_MAX_KM,
  DRIVE_MAX_MINUTES,
  DRIVE_NAME_MAX,
  DRIVE_NOTE_MAX,
  DRIVE_PAGE_MAX,
  DRIVE_ROADS,
  DRIVE_SUPERVISOR_KINDS,
  DRIVE_TRAFFIC,
} from '../drives.js';
import { DRIVE_EXPLANATION_MAX, DRIVE_FLAGS } from '../drive-plausibility.js';
import { LESSON_NUMBERS } from '../lessons.js';
import { isReflectionAnswer, REFLECTION_NOTE_MAX, REFLECTION_QUESTIONS } from '../reflection.js';
import { ERROR_CODES } from '../error-codes.js';
import { messages } from '../messages.js';
import { entityId } from './ids.js';
import { madeAtField } from './made-at.js';
import { unknownFieldsAnswer } from './unknown-fields.js';

const m = messages.drives;

/** A calendar date that exists: 2026-02-30 does not. */
function isRealDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const driveDate = z.string({ error: m.invalidDate }).check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/, m.invalidDate),
  z.refine(isRealDate, m.invalidDate),
  z.refine((value) => value >= DRIVE_EARLIEST_DATE, m.tooOld),
);

const startTime = z
  .string({ error: m.invalidTime })
  .check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, m.invalidTime));

const minutes = z
  .number({ error: m.invalidDuration(String(DRIVE_MAX_MINUTES)) })
  .check(
    z.int(m.invalidDuration(String(DRIVE_MAX_MINUTES))),
    z.gte(1, m.invalidDuration(String(DRIVE_MAX_MINUTES))),
    z.lte(DRIVE_MAX_MINUTES, m.invalidDuration(String(DRIVE_MAX_MINUTES))),
  );

const km = z.nullable(
  z
    .number({ error: m.invalidDistance(String(DRIVE_MAX_KM)) })
    .check(
      z.gte(0, m.invalidDistance(String(DRIVE_MAX_KM))),
      z.lte(DRIVE_MAX_KM, m.invalidDistance(String(DRIVE_MAX_KM))),
    ),
);

const personName = z
  .string({ error: m.supervisorNameRequired })
  .check(z.trim(), z.maxLength(DRIVE_NAME_MAX, m.supervisorNameTooLong(String(DRIVE_NAME_MAX))));

/** Who supervised: the linked supervisor, a driving school (its name if given), or a person. */
const driveSupervisor = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('supervisor') }),
    z.strictObject({ kind: z.literal('school'), name: z._default(personName, '') }),
    z.strictObject({
      kind: z.literal('other'),
      name: personName.check(z.minLength(1, m.supervisorNameRequired)),
    }),
  ],
  { error: m.invalidSupervisor },
);
export type DriveSupervisor = z.infer<typeof driveSupervisor>;

/** A list of distinct choices from `values`. */
function choices<const T extends readonly [string, ...string[]]>(values: T, error: string) {
  return z.array(z.enum(values, { error }), { error }).check(
    z.maxLength(values.length, m.duplicate),
    z.refine((list) => new Set(list).size === list.length, m.duplicate),
  );
}

const lessons = z
  .array(
    z
      .number({ error: m.invalidLesson })
      .check(z.refine((n) => (LESSON_NUMBERS as readonly number[]).includes(n), m.invalidLesson)),
    { error: m.invalidLesson },
  )
  .check(
    z.maxLength(LESSON_NUMBERS.length, m.duplicate),
    z.refine((list) => new Set(list).size === list.length, m.duplicate),
  );

/**
 * The learner's short reflection after the drive (issue 36, kursplan moment 4): the questions
 * answered (each once, each with one of its answers) and a few words of their own.
 */
const reflection = z.strictObject(
  {
    answers: z
      .array(
        z
          .strictObject(
            {
              question: z.string({ error: m.invalidReflection }),
              answer: z.string({ error: m.invalidReflection }),
            },
            { error: m.invalidReflection },
          )
          .check(z.refine((a) => isReflectionAnswer(a.question, a.answer), m.invalidReflection)),
        { error: m.invalidReflection },
      )
      .check(
        z.maxLength(REFLECTION_QUESTIONS.length, m.invalidReflection),
        z.refine(
          (list) => new Set(list.map((a) => a.question)).size === list.length,
          m.invalidReflection,
        ),
      ),
    note: z._default(
      z
        .string({ error: m.reflectionNoteTooLong(String(REFLECTION_NOTE_MAX)) })
        .check(
          z.trim(),
          z.maxLength(REFLECTION_NOTE_MAX, m.reflectionNoteTooLong(String(REFLECTION_NOTE_MAX))),
        ),
      '',
    ),
  },
  { error: m.invalidReflection },
);

/**
 * Why a flagged drive is as it is (issue 34): a few words by the learner or the supervisor,
 * trimmed; empty or null takes the explanation away.
 */
const explanation = z.nullable(
  z
    .string({ error: m.invalidExplanation(String(DRIVE_EXPLANATION_MAX)) })
    .check(
      z.trim(),
      z.maxLength(DRIVE_EXPLANATION_MAX, m.explanationTooLong(String(DRIVE_EXPLANATION_MAX))),
    ),
);

/**
 * A drive as its writer sends it (PUT /v1/drives/:id and /v1/teacher/drives/:studentId/:id).
 * The id is the writer's own (a UUID made on the device), so a drive saved offline and sent
 * again is stored once.
 */
export const DriveInputSchema = z.strictObject(
  {
    date: driveDate,
    startTime,
    minutes,
    km: z._default(km, null),
    supervisedBy: driveSupervisor,
    conditions: z._default(choices(DRIVE_CONDITIONS, m.invalidCondition), []),
    roads: z._default(choices(DRIVE_ROADS, m.invalidRoad), []),
    traffic: z._default(z.nullable(z.enum(DRIVE_TRAFFIC, { error: m.invalidTraffic })), null),
    lessons: z._default(lessons, []),
    note: z._default(
      z
        .string({ error: m.noteTooLong(String(DRIVE_NOTE_MAX)) })
        .check(z.maxLength(DRIVE_NOTE_MAX, m.noteTooLong(String(DRIVE_NOTE_MAX)))),
      '',
    ),
    /**
     * The learner's reflection (issue 36); null for none (skipped, or taken away). Left out by
     * an older app, or by the supervisor: a change then keeps the reflection the drive has.
     */
    reflection: z.optional(z.nullable(reflection)),
    /**
     * Why the drive is as it is, where it is flagged (issue 34); null or empty for none. Left
     * out by an older app, a change keeps the explanation the drive has.
     */
    explanation: z.optional(explanation),
    /**
     * When the drive was saved (or this change made) on the device (issue 34), and the device's
     * clock as it sent it: a drive saved offline is dated when it was saved, within bounds.
     * Left out (an older app), it is dated when it arrives.
     */
    madeAt: madeAtField,
    sentAt: madeAtField,
  },
  unknownFieldsAnswer(m.unknownField),
);
export type DriveInput = z.infer<typeof DriveInputSchema>;

/**
 * PUT /v1/drives/:id/explanation and /v1/teacher/drives/:studentId/:id/explanation (issue 34):
 * the learner explains a drive of theirs, the linked supervisor any drive of the learner's.
 */
export const DriveExplanationSchema = z.strictObject(
  { explanation },
  unknownFieldsAnswer(m.unknownField),
);

/** A drive as the server holds it. */
export const DriveSchema = z.object({
  id: z.string(),
  studentId: z.string(),
  date: z.string(),
  startTime: z.string(),
  minutes: z.number(),
  km: z.nullable(z.number()),
  supervisedBy: z.discriminatedUnion('kind', [
    /** `name`: the supervisor's name as it was that day (answers only; not sent). */
    z.object({ kind: z.literal('supervisor'), name: z.optional(z.string()) }),
    z.object({ kind: z.literal('school'), name: z.string() }),
    z.object({ kind: z.literal('other'), name: z.string() }),
  ]),
  conditions: z.array(z.enum(DRIVE_CONDITIONS)),
  roads: z.array(z.enum(DRIVE_ROADS)),
  traffic: z.nullable(z.enum(DRIVE_TRAFFIC)),
  lessons: z.array(z.number()),
  note: z.string(),
  /** The learner's reflection after the drive (issue 36); null or left out when none. */
  reflection: z.optional(
    z.nullable(
      z.object({
        answers: z.array(z.object({ question: z.string(), answer: z.string() })),
        note: z.string(),
      }),
    ),
  ),
  /**
   * What makes it look wrong (issue 34, `drivePlausibility`), judged by the server against the
   * learner's other drives and when it was logged; left out by a server older than the check.
   */
  flags: z.optional(z.array(z.enum(DRIVE_FLAGS))),
  /** Why it is as it is, written by the learner or the supervisor; null or left out: none. */
  explanation: z.optional(z.nullable(z.string())),
  /** Who added it: the student, or their supervisor (then it counts as confirmed by them). */
  addedBy: z.enum(['student', 'supervisor']),
  /** "Bekräftad av Tor Handledare 24 nov 18:05"; null until the supervisor confirms it. */
  confirmed: z.nullable(
    z.object({
      at: z.number(),
      by: z.string(),
      byName: z.string(),
      /**
       * 'link': the companion confirmed it through the one-time link the learner e-mailed
       * (issue 34), `byName` the name the learner gave; left out: an account confirmed it.
       */
      via: z.optional(z.literal('link')),
    }),
  ),
  createdAt: z.number(),
  updatedAt: z.number(),
  /**
   * When this version of the drive was saved on the device (issue 34): before `receivedAt` if
   * saved offline and sent later. Left out by a server older than the made-time.
   */
  madeAt: z.optional(z.number()),
  /** When the server received this version (its `updatedAt`). */
  receivedAt: z.optional(z.number()),
  /** The device sent a time the server did not accept: `madeAt` is `receivedAt`. */
  deviceTimeRejected: z.optional(z.boolean()),
});
export type Drive = z.infer<typeof DriveSchema>;

/** The answer to a save: the drive, and whether the save took its confirmation away. */
export const DriveSavedResponseSchema = z.object({
  drive: DriveSchema,
  /** A confirmed drive the student changed: it needs the supervisor's confirmation again. */
  unconfirmed: z.boolean(),
  message: z.optional(z.string()),
});

export const DriveParamsSchema = z.object({ id: entityId });
export const StudentDriveParamsSchema = z.object({ studentId: entityId, id: entityId });
export const StudentDrivesParamsSchema = z.object({ studentId: entityId });

const tally = z.object({
  drives: z.number(),
  minutes: z.number(),
  km: z.number(),
  last: z.nullable(z.string()),
});

/** The totals of a set of drives (`driveTotals` in drive-totals.ts). */
const DriveTotalsSchema = z.object({
  all: tally,
  confirmed: tally,
  byCondition: z.record(z.enum(DRIVE_CONDITIONS), tally),
  byRoad: z.record(z.enum(DRIVE_ROADS), tally),
  byTraffic: z.record(z.enum(DRIVE_TRAFFIC), tally),
  bySupervisor: z.record(z.enum(DRIVE_SUPERVISOR_KINDS), tally),
  byLesson: z.record(z.string(), tally),
  byMonth: z.array(z.extend(tally, { month: z.string() })),
  lastDrive: z.nullable(z.object({ date: z.string(), daysAgo: z.number() })),
});

/** GET /v1/drives/totals and /v1/teacher/drives/:studentId/totals (see drive-totals.ts). */
export const DriveTotalsResponseSchema = z.object({
  /** The day the totals were counted for, in Sweden ('YYYY-MM-DD'). */
  today: z.string(),
  totals: DriveTotalsSchema,
  gaps: z.object({
    conditionsNever: z.array(z.enum(DRIVE_CONDITIONS)),
    conditionsLongAgo: z.array(
      z.object({ condition: z.enum(DRIVE_CONDITIONS), daysAgo: z.number() }),
    ),
    roadsNever: z.array(z.enum(DRIVE_ROADS)),
    roadsLongAgo: z.array(z.object({ road: z.enum(DRIVE_ROADS), daysAgo: z.number() })),
    lessonsNever: z.array(z.number()),
    idle: z.boolean(),
    daysSinceLastDrive: z.nullable(z.number()),
  }),
});
export type DriveTotalsResponse = z.infer<typeof DriveTotalsResponseSchema>;

/**
 * GET /v1/drives and /v1/teacher/drives/:studentId (security round 3): one page of the log,
 * the latest drive first. `drives` as before, so an older client reads the latest page.
 */
export const DrivesResponseSchema = z.object({
  drives: z.array(DriveSchema),
  /** The cursor to the next (older) page, as `before`; null when this page is the last. */
  next: z.nullable(z.string()),
  /**
   * The totals of the drives older than this page (those not read yet), counted with the
   * server's today; null when this page is the last. A client that counts the pages it holds
   * adds these (`mergeDriveTotals`), so its totals cover every drive.
   */
  olderTotals: z.nullable(DriveTotalsSchema),
});
export type DrivesResponse = z.infer<typeof DrivesResponseSchema>;

/** Where a page of the log ends: the last drive's date, start time, creation time and id. */
export interface DriveCursor {
  date: string;
  startTime: string;
  createdAt: number;
  id: string;
}

const CURSOR =
  /^(\d{4}-\d{2}-\d{2})_(\d{2}:\d{2})_(\d{1,15})_([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})$/;

/** The cursor a page's `next` names: after the drive it names, in the log's order. */
export function driveCursor(drive: DriveCursor): string {
  return `${drive.date}_${drive.startTime}_${drive.createdAt}_${drive.id}`;
}

const pageSize = z.pipe(
  z.pipe(
    z
      .string({ error: m.invalidPageSize(String(DRIVE_PAGE_MAX)) })
      .check(z.regex(/^\d{1,4}$/, m.invalidPageSize(String(DRIVE_PAGE_MAX)))),
    z.transform(Number),
  ),
  z
    .number()
    .check(
      z.gte(1, m.invalidPageSize(String(DRIVE_PAGE_MAX))),
      z.lte(DRIVE_PAGE_MAX, m.invalidPageSize(String(DRIVE_PAGE_MAX))),
    ),
);

const cursor = z.pipe(
  z.string({ error: m.invalidCursor }).check(z.regex(CURSOR, m.invalidCursor)),
  z.transform((value: string): DriveCursor => {
    const [, date = '', startTime = '', createdAt = '', id = ''] = CURSOR.exec(value) ?? [];
    return { date, startTime, createdAt: Number(createdAt), id };
  }),
);

/**
 * The page of the log a client asks for: `limit` drives (1 to DRIVE_PAGE_MAX, DRIVE_PAGE_DEFAULT
 * when left out) after the cursor `before` (the previous page's `next`), or from the latest.
 */
export const DrivesQuerySchema = z.object({
  limit: z.optional(pageSize),
  before: z.optional(cursor),
});
export type DrivesQuery = z.infer<typeof DrivesQuerySchema>;

const confirmation = z.strictObject(
  {
    version: z
      .number({ error: m.versionRequired })
      .check(z.int(m.versionRequired), z.gte(0, m.versionRequired)),
  },
  unknownFieldsAnswer(m.unknownField),
);

/**
 * POST /v1/teacher/drives/:studentId/:id/confirm (security round 3): the version of the drive
 * the supervisor saw and confirms – its `updatedAt` as the list answered it. A drive changed
 * since then is not confirmed (409 `DRIVE_CHANGED`). Null is no body at all (as the server
 * reads a missing body): an app older than the check, or a confirmation its outbox kept; the
 * route refuses it with `versionRequired`, as it refuses a body without the version.
 */
export const DriveConfirmSchema = z.nullable(confirmation);

/** The version of a drive as the supervisor saw it: its `updatedAt` (security round 3). */
const seenVersion = z
  .number({ error: m.versionRequired })
  .check(z.int(m.versionRequired), z.gte(0, m.versionRequired));

/** An unknown field gets `unknownField`; anything else of the shape `invalidConfirmations`. */
const confirmationsAnswer = {
  error: (issue: z.core.$ZodRawIssue) =>
    issue.code === 'unrecognized_keys' ? m.unknownField : m.invalidConfirmations,
};

/**
 * POST /v1/teacher/drives/:studentId/confirmations (issue 34): "Bekräfta alla" – the drives the
 * supervisor was shown in the list of those waiting for them, each with the version shown (its
 * `updatedAt` as the list answered it). One to DRIVE_CONFIRMATIONS_MAX drives, each once.
 */
export const DriveConfirmationsSchema = z.strictObject(
  {
    drives: z
      .array(z.strictObject({ id: entityId, version: seenVersion }, confirmationsAnswer), {
        error: m.invalidConfirmations,
      })
      .check(
        z.minLength(1, m.confirmationsEmpty),
        z.maxLength(
          DRIVE_CONFIRMATIONS_MAX,
          m.confirmationsTooMany(String(DRIVE_CONFIRMATIONS_MAX)),
        ),
        z.refine(
          (list) => new Set(list.map((d) => d.id.toLowerCase())).size === list.length,
          m.confirmationsDuplicate,
        ),
      ),
  },
  confirmationsAnswer,
);
export type DriveConfirmations = z.infer<typeof DriveConfirmationsSchema>;

/**
 * What became of one drive of "Bekräfta alla", as its own confirmation would have answered:
 * 200 (confirmed now, or already at that version), 409 `DRIVE_CHANGED` (changed since it was
 * shown: `drive` holds its new values, it stays unconfirmed), 409 `NOT_CONFIRMER` (another
 * person sat beside) or 404 `NO_DRIVE` (deleted meanwhile; `drive` null).
 */
export const DriveConfirmationResultSchema = z.object({
  id: z.string(),
  status: z.number(),
  code: z.optional(z.enum(ERROR_CODES)),
  message: z.string(),
  drive: z.nullable(DriveSchema),
});
export type DriveConfirmationResult = z.infer<typeof DriveConfirmationResultSchema>;

/** The answer to "Bekräfta alla": one result per drive sent, in the order sent. */
export const DriveConfirmationsResponseSchema = z.object({
  results: z.array(DriveConfirmationResultSchema),
});
export type DriveConfirmationsResponse = z.infer<typeof DriveConfirmationsResponseSchema>;

/**
 * GET /v1/teacher/drives/waiting (issue 34): for each student linked to the supervisor, by name,
 * how many drives wait for the supervisor's confirmation (those they may confirm, not yet
 * confirmed), in the order the students were linked.
 */
export const DrivesWaitingResponseSchema = z.object({
  students: z.array(z.object({ studentId: z.string(), name: z.string(), count: z.number() })),
});
export type DrivesWaitingResponse = z.infer<typeof DrivesWaitingResponseSchema>;

/**
 * GET /v1/teacher/drives/:studentId/waiting (issue 34): the drives that wait for the
 * supervisor's confirmation, the latest first, at most DRIVE_CONFIRMATIONS_MAX (what one "Bekräfta
 * alla" confirms), and how many wait in all.
 */
export const DrivesToConfirmResponseSchema = z.object({
  /** The student's name, as the supervisor's list of students shows it. */
  studentName: z.string(),
  drives: z.array(DriveSchema),
  total: z.number(),
});
export type DrivesToConfirmResponse = z.infer<typeof DrivesToConfirmResponseSchema>;
