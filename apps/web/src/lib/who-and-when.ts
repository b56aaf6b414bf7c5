import { historyWhoText, madeTimeNote } from '@ovningskort/domain';
import { swedishDateFormat } from './swedish-format.js';

/** Who did something on a card (a change, a comment): their role, and their name as it was. */
export interface Author {
  role: 'student' | 'supervisor';
  name: string;
}

const timeFormat = swedishDateFormat({
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
});
const timeWithYear = swedishDateFormat({
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
  return format(when);
}

/**
 * When something on a card was made, and – made offline and sent later, or with a device time
 * the server did not accept – a word on that (issue 34): '24 nov. 10:00 (gjord utan nät,
 * skickad 24 nov. 12:00)'.
 */
export function madeWhen(
  record: { madeAt: number; receivedAt: number; deviceTimeRejected?: boolean },
  now = Date.now(),
): string {
  const note = madeTimeNote(record, (time) => historyTime(time, now));
  const when = historyTime(record.madeAt, now);
  return note ? `${when} (${note})` : when;
}

/** 'Tor Handledare (handledare)', or the role alone when no name was kept. */
export function historyWho(by: Author): string {
  return historyWhoText(by);
}
