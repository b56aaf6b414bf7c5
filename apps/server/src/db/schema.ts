import type { Generated } from 'kysely';
import type { ActorRole } from '@ovningskort/domain';
import type { StoredRole } from '../lib/stored-role.js';

/** Tables as TypeScript sees them (camelCase); SQL names are snake_case via CamelCasePlugin. */
export interface Database {
  students: StudentTable;
  teachers: SupervisorTable;
  sessions: SessionTable;
  refreshTokens: RefreshTokenTable;
  oneTimeTokens: OneTimeTokenTable;
  rateLimits: RateLimitTable;
  oidcRequests: OidcRequestTable;
  cards: CardTable;
  drivingNotes: DrivingNoteTable;
  lessonChanges: LessonChangeTable;
  drives: DriveTable;
  cardHistory: CardHistoryTable;
  cardComments: CardCommentTable;
  supervisorInvitations: SupervisorInvitationTable;
  shares: ShareTable;
  companionConfirmations: CompanionConfirmationTable;
  selfAssessments: SelfAssessmentTable;
  roadToTest: RoadToTestTable;
  readinessStatements: ReadinessStatementTable;
  notificationSettings: NotificationSettingsTable;
  pushSubscriptions: PushSubscriptionTable;
  driveHolds: DriveHoldTable;
  notifications: NotificationTable;
  notificationsSent: NotificationSentTable;
  studentTeacher: StudentSupervisorTable;
  supportMessages: SupportMessageTable;
  interestRequests: InterestRequestTable;
}

/** Booleans are stored as 0/1 integers: SQLite has no boolean type. */
export type Flag = 0 | 1;

interface PersonColumns {
  id: string;
  email: string;
  passwordHash: string | null;
  name: string;
  surname: string;
  city: string;
  pnr: string | null;
  phone: string | null;
  /** JSON array of licence categories. */
  category: string;
  autotransmission: Flag;
  isActivated: Flag;
  createdAt: number;
  updatedAt: number;
}

export interface StudentTable extends PersonColumns {
  profileComplete: Flag;
  /** The external identity (OpenID Connect issuer and subject) the student signs in with. */
  oidcIssuer: string | null;
  oidcSubject: string | null;
  /** When the congratulation popup was shown (once per student, on any device). */
  congratulatedAt: number | null;
}

export type SupervisorTable = PersonColumns;

export interface SessionTable {
  id: string;
  userId: string;
  role: StoredRole;
  createdAt: number;
  /** Renewed on every refresh when remembered; fixed at login otherwise. */
  expiresAt: number;
  revokedAt: number | null;
  /** "Kom ihåg mig på den här enheten": 30 days after the last use, a new tab opens signed in. */
  remembered: Generated<Flag>;
  /** "Chrome på Android": the login's device, for "Inloggade enheter". */
  device: Generated<string>;
  /** The last refresh or restore; null until the first (the login counts). */
  lastUsedAt: number | null;
}

export interface RefreshTokenTable {
  tokenHash: string;
  sessionId: string;
  createdAt: number;
  expiresAt: number;
  usedAt: number | null;
}

export type OneTimePurpose = 'activation' | 'password_reset' | 'email_change';

export interface OneTimeTokenTable {
  tokenHash: string;
  userId: string;
  role: StoredRole;
  purpose: OneTimePurpose;
  createdAt: number;
  expiresAt: number;
  usedAt: number | null;
  /** JSON for links that carry data (the new address of an e-mail change). */
  payload: string | null;
}

/** Attempts per key in the current window (see modules/auth/rate-limits.ts). */
/** An outbox's change id, remembered so that a retry is applied once. */
export interface LessonChangeTable {
  writerRole: ActorRole;
  writerId: string;
  id: string;
  lessonId: string;
  /** applied | conflict | refused:<code> */
  outcome: string;
  createdAt: number;
}

export interface RateLimitTable {
  /** 'login:student:pair:…', 'login:teacher:email:…', 'login:ip:…'. */
  key: string;
  count: number;
  windowStart: number;
  lockedUntil: number;
  strikes: number;
}

/** One sign-in with the provider under way: its state (hashed), PKCE verifier and nonce. */
export interface OidcRequestTable {
  stateHash: string;
  codeVerifier: string;
  nonce: string;
  /** Whether the session this sign-in starts is remembered on the device. */
  remember: Generated<Flag>;
  createdAt: number;
  expiresAt: number;
  usedAt: number | null;
}

/** A practice card: the group its lessons share, and its slot (1..10) among the student's cards. */
export interface CardTable {
  id: string;
  studentId: string;
  slot: number;
  createdAt: number;
}

/** One lesson of a card. Sub-moment headings catA..catI; their statuses statA..statI. */
export interface DrivingNoteTable {
  id: string;
  groupId: string;
  studentId: string;
  number: number;
  nytitle: string;
  isDone: Generated<Flag>;
  catA: string | null;
  catB: string | null;
  catC: string | null;
  catD: string | null;
  catE: string | null;
  catF: string | null;
  catG: string | null;
  catH: string | null;
  catI: string | null;
  statA: Generated<string>;
  statB: Generated<string>;
  statC: Generated<string>;
  statD: Generated<string>;
  statE: Generated<string>;
  statF: Generated<string>;
  statG: Generated<string>;
  statH: Generated<string>;
  statI: Generated<string>;
  version: Generated<number>;
  createdAt: number;
  updatedAt: number;
}

/** The link between a student and their one supervisor. */
export interface StudentSupervisorTable {
  studentId: string;
  teacherId: string;
  createdAt: number;
}

/** A message from the contact form; the sender's address only as a keyed hash (rate limit). */
export interface SupportMessageTable {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  /** The logged-in sender's account, if any (the row goes when the account goes). */
  studentId: string | null;
  teacherId: string | null;
  ipHash: string;
  createdAt: number;
  /** When the e-mail to support went out; null while it has not. */
  mailedAt: number | null;
}

/** Someone who wants to hear from us: 'deals' (/hotDeals) or 'control_lesson' (/schools). */
export interface InterestRequestTable {
  id: string;
  kind: string;
  email: string;
  studentId: string | null;
  teacherId: string | null;
  createdAt: number;
}

/** One practice drive of the drive log (issue 18); lists are JSON text. */
export interface DriveTable {
  id: string;
  studentId: string;
  /** 'YYYY-MM-DD' and 'HH:MM', the learner's local date and time. */
  date: string;
  startTime: string;
  minutes: number;
  /** Tenths of a km; null when not given. */
  kmTenths: number | null;
  supervisorKind: string;
  supervisorName: Generated<string>;
  conditions: Generated<string>;
  roads: Generated<string>;
  traffic: string | null;
  lessons: Generated<string>;
  note: Generated<string>;
  addedBy: ActorRole;
  addedById: string;
  confirmedAt: number | null;
  confirmedBy: string | null;
  confirmedByName: string | null;
  createdAt: number;
  updatedAt: number;
  /** The learner's reflection after the drive (issue 36): answers as JSON text; null when none. */
  reflection: string | null;
  reflectionNote: string | null;
  /** Why a flagged drive is as it is (issue 34), by the learner or the supervisor; null: none. */
  explanation: string | null;
  /** When it was made on the device (issue 34); null: when it arrived (the row's own time). */
  madeAt: number | null;
  /** 1: the device sent a time the server did not accept; the row is dated when it arrived. */
  deviceTimeRejected: Generated<Flag>;
}

/**
 * One change of a sub-moment's status or a lesson's done flag (issue 19): who made it, by role
 * and by name as it was then, and when. No foreign key to the writer: it outlives the link.
 */
export interface CardHistoryTable {
  id: string;
  studentId: string;
  groupId: string;
  lessonId: string;
  /** 'statA'..'statI' or 'isDone'. */
  field: string;
  /** The status, or '0'/'1' for the done flag. */
  fromValue: string;
  toValue: string;
  byRole: ActorRole;
  byId: string;
  byName: string;
  at: number;
  /** When it was made on the device (issue 34); null: when it arrived (the row's own time). */
  madeAt: number | null;
  /** 1: the device sent a time the server did not accept; the row is dated when it arrived. */
  deviceTimeRejected: Generated<Flag>;
}

export interface CardCommentTable {
  /** Made on the device (a UUID), so a comment sent again is stored once. */
  id: string;
  studentId: string;
  groupId: string;
  lessonId: string;
  /** 'catA'..'catI', or null for a comment on the whole lesson. */
  subMoment: string | null;
  body: string;
  byRole: ActorRole;
  byId: string;
  byName: string;
  createdAt: number;
  updatedAt: number;
  /** When it was made on the device (issue 34); null: when it arrived (the row's own time). */
  madeAt: number | null;
  /** 1: the device sent a time the server did not accept; the row is dated when it arrived. */
  deviceTimeRejected: Generated<Flag>;
}

/** A student's invitation to a supervisor without an account (decision 022); token hashed. */
export interface SupervisorInvitationTable {
  id: string;
  studentId: string;
  email: string;
  tokenHash: string;
  status: 'open' | 'withdrawn' | 'replaced' | 'accepted' | 'refused';
  createdAt: number;
  expiresAt: number;
  endedAt: number | null;
  /** The supervisor account registered with the link, until its activation. */
  claimedBy: string | null;
  /** The supervisor linked when the invitation was accepted. */
  supervisorId: string | null;
}

/** A student's read-only link for the driving school (issue 34); token hashed, code as is. */
export interface ShareTable {
  id: string;
  studentId: string;
  tokenHash: string;
  /** 8 characters of SHARE_CODE_ALPHABET, without the dash. */
  code: string;
  /** '' when none was given. */
  label: string;
  /** 1: the progress PDF's own link ("Utskrift"). */
  forPrint: Generated<Flag>;
  createdAt: number;
  expiresAt: number;
  revokedAt: number | null;
}

/**
 * A one-time link the learner e-mailed to the companion of a drive, who confirms the drive with
 * it (issue 34); token hashed. Open until used, ended (replaced, withdrawn) or expired.
 */
export interface CompanionConfirmationTable {
  id: string;
  studentId: string;
  driveId: string;
  email: string;
  tokenHash: string;
  createdAt: number;
  expiresAt: number;
  usedAt: number | null;
  endedAt: number | null;
}

/**
 * The learner's self-assessment before the driving test (issue 36, kursplan moment 4): one row
 * per student, the whole answer set.
 */
/** "Vi tycker att vi är redo" (issue 39): a supervisor's statement with the figures then. */
export interface ReadinessStatementTable {
  id: string;
  studentId: string;
  /** Null once the supervisor's account is gone; the name stays. */
  teacherId: string | null;
  teacherName: string;
  madeAt: number;
  /** JSON text: ReadinessFigures. */
  figures: string;
}

export interface RoadToTestTable {
  studentId: string;
  /** JSON text: RoadToTest (the learner's dates). */
  road: string;
  savedAt: number;
}

export interface SelfAssessmentTable {
  studentId: string;
  /** JSON text: [{ statement, answer, note }]. */
  answers: string;
  answeredAt: number;
}

/** Notifications between drives (issue 38); role is the stored role ('teacher' for a supervisor). */
export interface NotificationSettingsTable {
  role: StoredRole;
  personId: string;
  /** JSON text: the kinds said yes to, e.g. ["comment","approval"]. */
  kinds: string;
  email: Flag;
  quietFrom: number;
  quietTo: number;
}

export interface PushSubscriptionTable {
  endpoint: string;
  sessionId: string;
  role: StoredRole;
  personId: string;
  p256dh: string;
  auth: string;
  createdAt: number;
}

export interface DriveHoldTable {
  role: StoredRole;
  personId: string;
  until: number;
}

export interface NotificationTable {
  role: StoredRole;
  personId: string;
  groupKey: string;
  kind: string;
  studentId: string;
  /** JSON text: the NotificationFacts of the latest event of the group. */
  facts: string;
  count: number;
  dueAt: number;
  createdAt: number;
}

export interface NotificationSentTable {
  role: StoredRole;
  personId: string;
  groupKey: string;
  sentAt: number;
}
