import {
  type ActorRole,
  approvedBySupervisor,
  type ApprovalRule,
  type CardHistoryEntry,
  type DrivingNote,
  latestLeadingTo,
  OWN_ASSESSMENT_TEXT,
  setByText,
  type Status,
  type SubMomentKey,
  subMomentsOf,
} from '@ovningskort/domain';
import { cardHistoryCopy as t } from '../../../copy/card-history.js';
import { historyWho, madeWhen } from '../../../lib/who-and-when.js';

const valueText = (value: Status | boolean) =>
  typeof value === 'boolean' ? (value ? t.done : t.notDone) : value || t.noStatus;

/** When a change was made ('at'), and a word when it was sent later (who-and-when.ts). */
const whenMade = (entry: CardHistoryEntry, now: number) =>
  madeWhen({ ...entry, madeAt: entry.at }, now);

/**
 * The line under a sub-moment: who set its status as it is now, and when – 'Godkänd av
 * handledaren Tor Handledare 24 nov. 18:05', or 'Elevens egen bedömning: Godkänd …' (issue
 * 34). Nothing when the latest change known does not lead to the status shown (a change still
 * on its way, or no change recorded at all).
 */
export function setByLine(
  status: Status,
  entries: readonly CardHistoryEntry[],
  now = Date.now(),
): string | undefined {
  const latest = latestLeadingTo(entries, status);
  return latest && setByText(status, latest.by, whenMade(latest, now));
}

/**
 * The line under 'Klar!': who marked the lesson done (or took it away) as it is shown now, and
 * when. Nothing when the latest change known does not lead to what is shown.
 */
export function doneByLine(
  done: boolean,
  entries: readonly CardHistoryEntry[],
  now = Date.now(),
): string | undefined {
  const latest = latestLeadingTo(entries, done);
  if (!latest) return undefined;
  const line = done ? t.doneBy : t.undoneBy;
  return line(historyWho(latest.by), whenMade(latest, now));
}

/**
 * What the other person changed, in words, for a polite announcement: 'Tor Handledare
 * (handledare) ändrade Vänstersväng i lektion 3 till Godkänd.' Undefined for a change the card
 * shown does not hold (its lesson is not among these).
 */
export function changeAnnouncement(
  entry: CardHistoryEntry,
  lessons: readonly DrivingNote[],
): string | undefined {
  const lesson = lessons.find((l) => l.id === entry.lessonId);
  if (!lesson) return undefined;
  const who = historyWho(entry.by);
  if (entry.subMoment === null) return t.announceDone(who, lesson.number, entry.to === true);
  const heading = subMomentsOf(lesson).find((m) => m.key === entry.subMoment)?.heading;
  if (!heading || typeof entry.to !== 'string') return undefined;
  return entry.to
    ? t.announceStatus(who, heading, lesson.number, entry.to)
    : t.announceCleared(who, heading, lesson.number);
}

/**
 * The changes made by the other role since the history was last seen (`seenUntil`, the newest
 * `receivedAt` known then), oldest first. Nothing on the first read (`seenUntil` undefined).
 * By when the server received them: a change made offline hours ago is news when it arrives.
 */
export function othersChangesSince(
  history: readonly CardHistoryEntry[],
  seenUntil: number | undefined,
  myRole: CardHistoryEntry['by']['role'],
): CardHistoryEntry[] {
  if (seenUntil === undefined) return [];
  return history.filter((e) => e.receivedAt > seenUntil && e.by.role !== myRole).reverse();
}

/**
 * One change in a sub-moment's 'Historik'; a status the learner set says it is her own
 * assessment (issue 34).
 */
export function historyEntryText(entry: CardHistoryEntry, now = Date.now()): string {
  if (entry.by.role === 'supervisor' && entry.subMoment !== null && entry.from === entry.to) {
    return t.approvedOwn(whenMade(entry, now), historyWho(entry.by));
  }
  const text = t.entry(
    whenMade(entry, now),
    historyWho(entry.by),
    valueText(entry.from),
    valueText(entry.to),
  );
  const ownAssessment = entry.by.role === 'student' && entry.subMoment !== null && entry.to;
  return ownAssessment ? `${text} – ${OWN_ASSESSMENT_TEXT.toLowerCase()}` : text;
}

const NONE: readonly CardHistoryEntry[] = [];

/**
 * Who set each status as it is now, from a card's history (newest first): the supervisor or
 * the learner; undefined where no change known leads to the status shown. With `approved`, the
 * progress rule that counts only the supervisor's 'Godkänd' (issue 34).
 */
export function statusSetters(history: readonly CardHistoryEntry[]) {
  const byCell = new Map<string, CardHistoryEntry[]>();
  for (const entry of history) {
    if (entry.subMoment === null) continue;
    const key = `${entry.lessonId}\n${entry.subMoment}`;
    const list = byCell.get(key);
    if (list) list.push(entry);
    else byCell.set(key, [entry]);
  }
  const setBy = (lessonId: string, subMoment: SubMomentKey, status: Status) =>
    latestLeadingTo(byCell.get(`${lessonId}\n${subMoment}`) ?? NONE, status)?.by.role as
      ActorRole | undefined;
  const approved: ApprovalRule = (lesson, moment) =>
    approvedBySupervisor(moment.status, {
      byRole: lesson.id ? setBy(lesson.id, moment.key, moment.status) : undefined,
    });
  return { setBy, approved };
}

/**
 * A lesson's changes by sub-moment, newest first as the server sends them. The lists are new
 * only when the history is, so a sub-moment is drawn again only when its history changed.
 */
export function historyBySubMoment(
  history: readonly CardHistoryEntry[] | undefined,
  lessonId: string,
): (key: SubMomentKey) => readonly CardHistoryEntry[] {
  const byKey = new Map<SubMomentKey, CardHistoryEntry[]>();
  for (const entry of history ?? NONE) {
    if (entry.lessonId !== lessonId || entry.subMoment === null) continue;
    const list = byKey.get(entry.subMoment) ?? [];
    list.push(entry);
    byKey.set(entry.subMoment, list);
  }
  return (key) => byKey.get(key) ?? NONE;
}

/** The lesson's done-flag changes, newest first. */
export function doneHistory(
  history: readonly CardHistoryEntry[] | undefined,
  lessonId: string,
): readonly CardHistoryEntry[] {
  return (history ?? NONE).filter((e) => e.lessonId === lessonId && e.subMoment === null);
}
