import type { ActorRole } from './actor.js';

/**
 * What the app may tell a person between drives (issue 38), each switched on by the person
 * themselves: nothing is sent before they say yes.
 */
export const NOTIFICATION_KINDS = {
  student: ['comment', 'approval', 'nudge', 'roadToTest', 'weeklySummary'],
  supervisor: ['drivesWaiting', 'lessonDone', 'comment', 'weeklySummary'],
} as const satisfies Record<ActorRole, readonly string[]>;

/** A learner who has not driven for this many days is nudged, at most once in as many days. */
export const NUDGE_AFTER_DAYS = 7;
/** Nudges go out in the afternoon (Swedish time), when a drive after school or work is near. */
export const NUDGE_HOUR = 16;
/** The road-to-the-test reminders (issue 39) go out from this hour of their day. */
export const ROAD_REMINDER_HOUR = 9;

export type NotificationKind = (typeof NOTIFICATION_KINDS)[ActorRole][number];

export const ALL_NOTIFICATION_KINDS: readonly NotificationKind[] = [
  ...new Set<NotificationKind>([...NOTIFICATION_KINDS.student, ...NOTIFICATION_KINDS.supervisor]),
];

export function isNotificationKindOf(role: ActorRole, kind: string): kind is NotificationKind {
  return (NOTIFICATION_KINDS[role] as readonly string[]).includes(kind);
}

/** Quiet hours by default: from 21 to 07 (Swedish time), nothing is delivered. */
export const DEFAULT_QUIET_HOURS = { from: 21, to: 7 } as const;

/** Swedish time: quiet hours and "at most one a day" are the person's, not the server's. */
export const NOTIFICATION_TIME_ZONE = 'Europe/Stockholm';

/** Drives that wait for the supervisor are told at most once in this long. */
export const DRIVES_WAITING_INTERVAL_MS = 24 * 60 * 60 * 1000;

/** Changes of one kind that come close together are told as one, after this long. */
export const NOTIFICATION_GATHER_MS = 60 * 1000;

/** A drive held open on a device holds notifications at most this long (it was forgotten). */
export const DRIVE_HOLD_MAX_MS = 6 * 60 * 60 * 1000;

export interface QuietHours {
  /** Hour of the day (0–23, Swedish time) quiet starts. */
  from: number;
  /** Hour of the day (0–23) it ends; equal to `from` means no quiet hours. */
  to: number;
}

const hourFormat = new Map<string, Intl.DateTimeFormat>();

/** The hour of the day (0–23) at `at` in `timeZone`. */
export function hourIn(at: number, timeZone = NOTIFICATION_TIME_ZONE): number {
  let format = hourFormat.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', hourCycle: 'h23' });
    hourFormat.set(timeZone, format);
  }
  return Number(format.format(at));
}

export function isQuietHour(hour: number, quiet: QuietHours): boolean {
  if (quiet.from === quiet.to) return false;
  return quiet.from < quiet.to
    ? hour >= quiet.from && hour < quiet.to
    : hour >= quiet.from || hour < quiet.to;
}

const HOUR = 60 * 60 * 1000;

/**
 * When a notification due at `at` may be delivered: `at` itself outside quiet hours, else the
 * first full hour at which they end (Swedish time, summer time included).
 */
export function deliverableFrom(
  at: number,
  quiet: QuietHours,
  timeZone = NOTIFICATION_TIME_ZONE,
): number {
  if (!isQuietHour(hourIn(at, timeZone), quiet)) return at;
  let candidate = Math.floor(at / HOUR) * HOUR + HOUR;
  for (let step = 0; step < 26; step++) {
    if (!isQuietHour(hourIn(candidate, timeZone), quiet)) return candidate;
    candidate += HOUR;
  }
  return candidate;
}

/** What a notification says about, for its text and the screen it opens. */
export type NotificationFacts =
  | { kind: 'drivesWaiting'; studentId: string; studentName: string; count: number }
  | {
      kind: 'lessonDone';
      studentId: string;
      studentName: string;
      card: number;
      lesson: number;
      count: number;
    }
  | {
      kind: 'comment';
      /** Whose card: the learner's own for a learner, the linked learner's for a supervisor. */
      studentId: string;
      authorName: string;
      card: number;
      lesson: number;
      count: number;
      to: ActorRole;
    }
  | {
      kind: 'approval';
      supervisorName: string;
      card: number;
      lesson: number;
      count: number;
    }
  | { kind: 'nudge'; days: number; count: number }
  /** A date of the road to the test (issue 39), worded by roadReminders when it was due. */
  | { kind: 'roadToTest'; title: string; body: string; count: number };

export interface NotificationText {
  title: string;
  body: string;
  /** The screen it speaks of, a path of the web app. */
  url: string;
}

const lessonAt = (page: string, card: number, lesson: number) =>
  `${page}?kort=${card}&lektion=${lesson}`;
const studentCard = (studentId: string) => `/instructorNotesGet/${encodeURIComponent(studentId)}`;

/** The Swedish words of a notification and the screen a tap opens. */
export function notificationText(facts: NotificationFacts): NotificationText {
  switch (facts.kind) {
    case 'drivesWaiting':
      return {
        title: 'Körningar att bekräfta',
        body:
          facts.count === 1
            ? `${facts.studentName} har en körning som väntar på att du bekräftar den.`
            : `${facts.studentName} har ${facts.count} körningar som väntar på att du bekräftar dem.`,
        url: `/instructorDrives/${encodeURIComponent(facts.studentId)}/bekrafta`,
      };
    case 'lessonDone':
      return {
        title: 'Lektion klar',
        body:
          facts.count === 1
            ? `${facts.studentName} har markerat lektion ${facts.lesson} som klar.`
            : `${facts.studentName} har markerat ${facts.count} lektioner som klara, senast lektion ${facts.lesson}.`,
        url: lessonAt(studentCard(facts.studentId), facts.card, facts.lesson),
      };
    case 'comment':
      return {
        title: facts.count === 1 ? 'Ny kommentar' : 'Nya kommentarer',
        body:
          facts.count === 1
            ? `${facts.authorName} har kommenterat lektion ${facts.lesson}.`
            : `${facts.authorName} har skrivit ${facts.count} kommentarer, senast i lektion ${facts.lesson}.`,
        url: lessonAt(
          facts.to === 'student' ? '/notes' : studentCard(facts.studentId),
          facts.card,
          facts.lesson,
        ),
      };
    case 'approval':
      return {
        title: 'Godkänt',
        body:
          facts.count === 1
            ? `${facts.supervisorName} har godkänt ett moment i lektion ${facts.lesson}.`
            : `${facts.supervisorName} har godkänt ${facts.count} moment, senast i lektion ${facts.lesson}.`,
        url: lessonAt('/notes', facts.card, facts.lesson),
      };
    case 'roadToTest':
      return { title: facts.title, body: facts.body, url: '/redo' };
    case 'nudge':
      return {
        title: 'Dags att övningsköra?',
        body: `Det har gått ${facts.days} dagar sedan din senaste körning. Ett kort pass håller det du har lärt dig levande.`,
        url: '/korjournal',
      };
  }
}
