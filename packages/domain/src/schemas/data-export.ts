import { RoadToTestSchema } from './road-to-test.js';
import * as z from 'zod/mini';
import { LICENCE_CATEGORIES } from '../categories.js';
import { DRIVE_CONDITIONS, DRIVE_ROADS, DRIVE_TRAFFIC } from '../drives.js';
import { DRIVE_FLAGS } from '../drive-plausibility.js';
import { STATUSES } from '../lessons.js';

/**
 * "Ladda ner mina uppgifter" (GDPR articles 15 and 20, decision 019): everything stored about
 * the person, as one JSON file. GET /v1/me/export (student) and /v1/teacher/me/export
 * (supervisor) answer with it, always the token's own account.
 *
 * Top-level keys, version 1:
 * - format, version, exportedAt, role – what the file is, and whose kind of account
 * - account         – every profile field (never the password hash: only that there is one)
 * - cards           – student: the practice cards with each lesson's sub-moments, statuses, done
 * - supervisor      – student: the linked supervisor's name and e-mail, or null
 * - students        – supervisor: the linked students' names
 * - drives          – student: the drive log; supervisor: the drives they added or confirmed
 * - sessions        – signed-in devices, ended ones too (never a token or its hash)
 * - links           – e-mailed links (activation, reset, e-mail change): when, never the token
 * - lessonChanges   – the ids of lesson changes sent from the person's devices, kept 30 days
 * - loginAttempts   – login and e-mail counters kept for the person's address (no IP address)
 * - contactMessages – messages sent through the contact form while logged in
 * - interest        – sign-ups to hear from us
 * - cardHistory     – student: every change of a status or done flag on their cards, by whom;
 *                     supervisor: the changes they made (version 2)
 * - comments        – student: every comment on their cards; supervisor: their own (version 2)
 * - selfAssessment  – student: the self-assessment before the driving test (issue 36), or null
 * - readinessStatements – student: the supervisor's statements that they are ready for the
 *                     test, with the figures then; supervisor: the statements they made (issue 39)
 * - roadToTest      – student: their dates on the road to the test (issue 39), or null
 *
 * Timestamps are ISO 8601 (UTC) strings.
 */
export const DATA_EXPORT_FORMAT = 'ovningskort-export';

const ExportReadinessStatementSchema = z.object({
  madeAt: z.string(),
  supervisorName: z.string(),
  verdict: z.string(),
  approved: z.number(),
  total: z.number(),
  minutes: z.number(),
  reasons: z.array(z.string()),
});
export const DATA_EXPORT_VERSION = 2;

const time = z.string();
const optionalTime = z.nullable(z.string());

const AccountCommon = {
  id: z.string(),
  email: z.string(),
  name: z.string(),
  surname: z.string(),
  city: z.string(),
  pnr: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  category: z.array(z.enum(LICENCE_CATEGORIES)),
  autotransmission: z.boolean(),
  activated: z.boolean(),
  /**
   * How the person signs in: 'password', and 'external' for Google (OpenID Connect). Only that
   * a password exists, never its hash.
   */
  signInMethods: z.array(z.enum(['password', 'external'])),
  createdAt: time,
  updatedAt: time,
};

export const ExportStudentAccountSchema = z.object({
  ...AccountCommon,
  profileComplete: z.boolean(),
  /** The Google (OpenID Connect) identity the student signs in with, if any. */
  externalSignIn: z.nullable(z.object({ issuer: z.string(), subject: z.string() })),
  /** When the congratulation for the last lessons was shown. */
  congratulatedAt: optionalTime,
});

export const ExportSupervisorAccountSchema = z.object(AccountCommon);

export const ExportLessonSchema = z.object({
  id: z.string(),
  number: z.number(),
  title: z.string(),
  done: z.boolean(),
  /** The lesson's sub-moments in order: heading and status ('' = not started). */
  subMoments: z.array(z.object({ heading: z.string(), status: z.enum(STATUSES) })),
  createdAt: time,
  updatedAt: time,
});

export const ExportCardSchema = z.object({
  id: z.string(),
  /** The card's place (1..10) among the student's cards. */
  slot: z.number(),
  createdAt: time,
  lessons: z.array(ExportLessonSchema),
});

export const ExportDriveSchema = z.object({
  id: z.string(),
  studentId: z.string(),
  date: z.string(),
  startTime: z.string(),
  minutes: z.number(),
  km: z.nullable(z.number()),
  supervisedBy: z.object({ kind: z.enum(['supervisor', 'school', 'other']), name: z.string() }),
  conditions: z.array(z.enum(DRIVE_CONDITIONS)),
  roads: z.array(z.enum(DRIVE_ROADS)),
  traffic: z.nullable(z.enum(DRIVE_TRAFFIC)),
  lessons: z.array(z.number()),
  note: z.string(),
  /** The learner's reflection after the drive (issue 36); null when none. */
  reflection: z.nullable(
    z.object({
      answers: z.array(z.object({ question: z.string(), answer: z.string() })),
      note: z.string(),
    }),
  ),
  /** What makes it look wrong (issue 34), judged against the learner's whole log. */
  flags: z.array(z.enum(DRIVE_FLAGS)),
  /** Why it is as it is (issue 34); null when nobody has explained it. */
  explanation: z.nullable(z.string()),
  addedBy: z.enum(['student', 'supervisor']),
  confirmed: z.nullable(
    z.object({ at: time, byName: z.string(), via: z.optional(z.literal('link')) }),
  ),
  createdAt: time,
  updatedAt: time,
  /** When this version was saved (on the device, if its time was accepted) (issue 34). */
  madeAt: time,
  /** When the server received this version: later than `madeAt` for a drive saved offline. */
  receivedAt: time,
  /** The device sent a time the server did not accept; `madeAt` is when it arrived. */
  deviceTimeRejected: z.boolean(),
});

export const ExportSessionSchema = z.object({
  /** "Chrome på Android", from the login's browser. */
  device: z.string(),
  signedInAt: time,
  lastUsedAt: optionalTime,
  expiresAt: time,
  /** Logged out (or ended by a new password); null while it lives or until it expires. */
  endedAt: optionalTime,
  remembered: z.boolean(),
});

export const ExportLinkSchema = z.object({
  purpose: z.enum(['activation', 'password_reset', 'email_change']),
  createdAt: time,
  expiresAt: time,
  usedAt: optionalTime,
  /** The new address an e-mail change link was sent to. */
  newEmail: z.optional(z.string()),
});

export const ExportLessonChangeSchema = z.object({
  id: z.string(),
  lessonId: z.string(),
  outcome: z.string(),
  createdAt: time,
});

export const ExportLoginAttemptsSchema = z.object({
  /** 'login', 'login from one address', 'e-mail: reset', 'data export' … */
  kind: z.string(),
  count: z.number(),
  windowStart: time,
  lockedUntil: optionalTime,
});

export const ExportContactMessageSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  createdAt: time,
  mailedAt: optionalTime,
});

export const ExportInterestSchema = z.object({
  kind: z.string(),
  email: z.string(),
  createdAt: time,
});

export const ExportHistorySchema = z.object({
  id: z.string(),
  studentId: z.string(),
  cardId: z.string(),
  lessonId: z.string(),
  /** 'statA'…'statI' (a sub-moment's status) or 'isDone' (the lesson's done flag). */
  field: z.string(),
  /** The status, or '0'/'1' for the done flag. */
  from: z.string(),
  to: z.string(),
  /** A supervisor's status is an assessment; a student's is her own assessment (issue 34). */
  by: z.object({ role: z.enum(['student', 'supervisor']), name: z.string() }),
  /** When it was made (on the device, if its time was accepted) (issue 34). */
  at: time,
  /** When the server received it: later than `at` for a change made offline. */
  receivedAt: time,
  /** The device sent a time the server did not accept; `at` is when it arrived. */
  deviceTimeRejected: z.boolean(),
});

export const ExportCommentSchema = z.object({
  id: z.string(),
  studentId: z.string(),
  cardId: z.string(),
  lessonId: z.string(),
  /** 'catA'…'catI', or null for a comment on the whole lesson. */
  subMoment: z.nullable(z.string()),
  body: z.string(),
  by: z.object({ role: z.enum(['student', 'supervisor']), name: z.string() }),
  createdAt: time,
  updatedAt: time,
});

const Shared = {
  format: z.literal(DATA_EXPORT_FORMAT),
  version: z.literal(DATA_EXPORT_VERSION),
  exportedAt: time,
  drives: z.array(ExportDriveSchema),
  sessions: z.array(ExportSessionSchema),
  links: z.array(ExportLinkSchema),
  lessonChanges: z.array(ExportLessonChangeSchema),
  loginAttempts: z.array(ExportLoginAttemptsSchema),
  contactMessages: z.array(ExportContactMessageSchema),
  interest: z.array(ExportInterestSchema),
  cardHistory: z.array(ExportHistorySchema),
  comments: z.array(ExportCommentSchema),
};

/**
 * A student's invitation to a supervisor without an account (decision 022); never the link's
 * token or its hash.
 */
export const ExportInvitationSchema = z.object({
  email: z.string(),
  /** 'open', 'withdrawn', 'replaced' (by a newer one), 'accepted' or 'refused'. */
  status: z.string(),
  createdAt: time,
  expiresAt: time,
  endedAt: optionalTime,
});

/** A read-only link for the driving school (issue 34); never the token or its hash. */
export const ExportShareSchema = z.object({
  label: z.string(),
  /** 'ABCD-2345'. */
  code: z.string(),
  /** The progress PDF's own link ("Utskrift"). */
  forPrint: z.boolean(),
  createdAt: time,
  expiresAt: time,
  revokedAt: optionalTime,
});

/** A link the learner e-mailed the companion of a drive to confirm it (issue 34); no token. */
export const ExportCompanionRequestSchema = z.object({
  driveId: z.string(),
  email: z.string(),
  createdAt: time,
  expiresAt: time,
  /** When the companion confirmed the drive with it. */
  usedAt: optionalTime,
  /** When a newer link replaced it or the learner withdrew it. */
  endedAt: optionalTime,
});

/** The self-assessment before the driving test (issue 36, kursplan moment 4). */
export const ExportSelfAssessmentSchema = z.object({
  answeredAt: time,
  answers: z.array(
    z.object({
      /** The statement's id and its words ("Jag låter mobilen vara när jag kör."). */
      statement: z.string(),
      text: z.string(),
      /** 'no', 'partly' or 'yes', and its label ("Stämmer delvis"). */
      answer: z.string(),
      label: z.string(),
      note: z.string(),
    }),
  ),
});

export const StudentDataExportSchema = z.object({
  ...Shared,
  role: z.literal('student'),
  account: ExportStudentAccountSchema,
  cards: z.array(ExportCardSchema),
  supervisor: z.nullable(
    z.object({ name: z.string(), surname: z.string(), email: z.string(), linkedAt: time }),
  ),
  /** Invitations sent to supervisors without an account (decision 022). */
  invitations: z.array(ExportInvitationSchema),
  /** Read-only links for the driving school (issue 34). */
  shares: z.array(ExportShareSchema),
  /** Links e-mailed to companions to confirm drives (issue 34). */
  companionRequests: z.array(ExportCompanionRequestSchema),
  /** The self-assessment before the driving test (issue 36); null before the first save. */
  selfAssessment: z.nullable(ExportSelfAssessmentSchema),
  /** "Vi tycker att vi är redo" (issue 39), the latest first. */
  readinessStatements: z.array(ExportReadinessStatementSchema),
  /** The dates on the road to the test (issue 39); null before the first save. */
  roadToTest: z.nullable(z.object({ savedAt: z.string(), road: RoadToTestSchema })),
});
export type StudentDataExport = z.infer<typeof StudentDataExportSchema>;

export const SupervisorDataExportSchema = z.object({
  ...Shared,
  role: z.literal('supervisor'),
  account: ExportSupervisorAccountSchema,
  students: z.array(
    z.object({ id: z.string(), name: z.string(), surname: z.string(), linkedAt: time }),
  ),
  /** The statements "Vi tycker att vi är redo" this supervisor made (issue 39), the latest first. */
  readinessStatements: z.array(
    z.object({ studentId: z.string(), madeAt: time, verdict: z.string() }),
  ),
});
export type SupervisorDataExport = z.infer<typeof SupervisorDataExportSchema>;

export const DataExportSchema = z.discriminatedUnion('role', [
  StudentDataExportSchema,
  SupervisorDataExportSchema,
]);
export type DataExport = z.infer<typeof DataExportSchema>;
