import type { ActorRole } from './actor.js';
import { type DriveFacts, driveTotals } from './drive-totals.js';
import {
  DRIVE_CONDITION_LABELS,
  DRIVE_CONDITIONS,
  DRIVE_ROAD_LABELS,
  DRIVE_ROADS,
  durationText,
  type DriveCondition,
  type DriveRoad,
} from './drives.js';
import { NOTIFICATION_TIME_ZONE } from './notifications.js';

/**
 * The weekly summary e-mail (issue 38): for a learner their own week, for a supervisor each
 * linked learner's. Sent on Monday morning for the seven days before (Monday to Sunday).
 */

/** The weekly summary is sent from this hour on Mondays (Swedish time). */
export const WEEKLY_SUMMARY_HOUR = 8;

/** One learner's week: every drive of their log, and the approvals of the week. */
export interface LearnerWeek {
  name: string;
  drives: readonly DriveFacts[];
  /** Sub-moments the supervisor approved during the week. */
  approved: number;
}

export interface Week {
  /** Monday and Sunday, 'YYYY-MM-DD'. */
  from: string;
  to: string;
}

const dateIn = new Intl.DateTimeFormat('sv-SE', {
  timeZone: NOTIFICATION_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const weekdayIn = new Intl.DateTimeFormat('en-GB', {
  timeZone: NOTIFICATION_TIME_ZONE,
  weekday: 'short',
});
const DAY = 24 * 60 * 60 * 1000;
const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** The Swedish date ('YYYY-MM-DD') of an instant. */
export function swedishDay(at: number): string {
  return dateIn.format(at);
}

/** Whether `at` is a Monday at WEEKLY_SUMMARY_HOUR or later, Swedish time. */
export function isWeeklySummaryTime(at: number, hour: number): boolean {
  return weekdayIn.format(at) === 'Mon' && hour >= WEEKLY_SUMMARY_HOUR;
}

/** The week before the one `at` is in: Monday to Sunday, Swedish dates. */
export function weekBefore(at: number): Week {
  const daysIntoWeek = WEEKDAYS.indexOf(weekdayIn.format(at));
  // Sent at 08:00 or later: a week of 24-hour days back is still that Monday, summer time or not.
  const monday = at - (daysIntoWeek + 7) * DAY;
  return { from: dateIn.format(monday), to: dateIn.format(monday + 6 * DAY) };
}

const times = (n: number) => (n === 1 ? 'en gång' : `${n} gånger`);

function listed<T extends string>(keys: readonly T[], labels: Readonly<Record<T, string>>) {
  return keys.map((key) => labels[key].toLowerCase()).join(', ');
}

/** The lines of one learner's week; `who` is "Du" for the learner, their name for a supervisor. */
function learnerLines(role: ActorRole, learner: LearnerWeek, week: Week, today: string): string[] {
  const inWeek = learner.drives.filter((d) => d.date >= week.from && d.date <= week.to);
  const thisWeek = driveTotals(inWeek, today);
  const ever = driveTotals(learner.drives, today);
  const who = role === 'student' ? 'Du' : learner.name;
  const lines: string[] = [];
  lines.push(
    thisWeek.all.drives === 0
      ? `${who} körde ingen gång.`
      : `${who} körde ${times(thisWeek.all.drives)}, ${durationText(thisWeek.all.minutes)} sammanlagt.`,
  );
  const conditions = DRIVE_CONDITIONS.filter((c) => thisWeek.byCondition[c].drives > 0);
  const roads = DRIVE_ROADS.filter((r) => thisWeek.byRoad[r].drives > 0);
  if (conditions.length > 0) {
    lines.push(`Förhållanden: ${listed<DriveCondition>(conditions, DRIVE_CONDITION_LABELS)}.`);
  }
  if (roads.length > 0) lines.push(`Vägar: ${listed<DriveRoad>(roads, DRIVE_ROAD_LABELS)}.`);
  if (learner.approved > 0) {
    const moments = learner.approved === 1 ? 'ett moment' : `${learner.approved} moment`;
    lines.push(
      role === 'student'
        ? `Handledaren godkände ${moments}.`
        : `Du godkände ${moments} för ${learner.name}.`,
    );
  }
  const notYet = [
    ...DRIVE_CONDITIONS.filter((c) => c !== 'dusk' && ever.byCondition[c].drives === 0).map(
      (c) => DRIVE_CONDITION_LABELS[c],
    ),
    ...DRIVE_ROADS.filter((r) => ever.byRoad[r].drives === 0).map((r) => DRIVE_ROAD_LABELS[r]),
  ].map((label) => label.toLowerCase());
  lines.push(
    notYet.length === 0
      ? 'I körjournalen finns körningar i alla förhållanden och på alla slags vägar.'
      : `Inte övat än enligt körjournalen: ${notYet.join(', ')}.`,
  );
  lines.push(
    ever.all.drives === 0
      ? 'Körjournalen har inga körningar än.'
      : `Totalt i körjournalen: ${ever.all.drives === 1 ? 'en körning' : `${ever.all.drives} körningar`}, ${durationText(ever.all.minutes)}.`,
  );
  return lines;
}

/** The e-mail: a subject, its paragraphs (one per learner), and the screen it links to. */
export function weeklySummary(
  role: ActorRole,
  learners: readonly LearnerWeek[],
  week: Week,
  today: string,
): { subject: string; paragraphs: string[]; path: string } {
  const span = `${week.from} – ${week.to}`;
  if (role === 'student') {
    const [learner] = learners;
    return {
      subject: `Din vecka i Övningskort (${span})`,
      paragraphs: learner ? [learnerLines(role, learner, week, today).join(' ')] : [],
      path: '/korjournal',
    };
  }
  return {
    subject: `Dina elevers vecka i Övningskort (${span})`,
    paragraphs: learners.map((learner) => learnerLines(role, learner, week, today).join(' ')),
    path: '/instructor',
  };
}
