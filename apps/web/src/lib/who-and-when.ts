import { historyWhoText } from '@ovningskort/domain';

/** Who did something on a card (a change, a comment): their role, and their name as it was. */
export interface Author {
  role: 'student' | 'supervisor';
  name: string;
}

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
export function historyWho(by: Author): string {
  return historyWhoText(by);
}
