import { type CardHistoryEntry, type Status, type SubMomentKey } from '@ovningskort/domain';
import { cardHistoryCopy as t } from '../../../copy/card-history.js';

const timeFormat = new Intl.DateTimeFormat('sv-SE', {
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
});
const timeWithYear = new Intl.DateTimeFormat('sv-SE', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** '24 nov. 18:05' (the device's time zone); with the year when it is not this year's. */
export function historyTime(at: number, now = Date.now()): string {
  const when = new Date(at);
  const format = when.getFullYear() === new Date(now).getFullYear() ? timeFormat : timeWithYear;
  return format.format(when);
}

/** 'Tor Handledare (handledare)', or the role alone when no name was kept. */
export function historyWho(by: CardHistoryEntry['by']): string {
  const role = t.role[by.role];
  return by.name ? `${by.name} (${role})` : role;
}

const valueText = (value: Status | boolean) =>
  typeof value === 'boolean' ? (value ? t.done : t.notDone) : value || t.noStatus;

/**
 * The line under a sub-moment: who set its status as it is now, and when – 'Godkänd av Tor
 * Handledare (handledare) 24 nov. 18:05'. Nothing when the latest change known does not lead
 * to the status shown (a change still on its way, or no change recorded at all).
 */
export function setByLine(
  status: Status,
  entries: readonly CardHistoryEntry[],
  now = Date.now(),
): string | undefined {
  const latest = entries[0];
  if (!latest || latest.to !== status) return undefined;
  return t.setBy(status || t.cleared, historyWho(latest.by), historyTime(latest.at, now));
}

/** One change in a sub-moment's 'Historik'. */
export function historyEntryText(entry: CardHistoryEntry, now = Date.now()): string {
  return t.entry(
    historyTime(entry.at, now),
    historyWho(entry.by),
    valueText(entry.from),
    valueText(entry.to),
  );
}

const NONE: readonly CardHistoryEntry[] = [];

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
