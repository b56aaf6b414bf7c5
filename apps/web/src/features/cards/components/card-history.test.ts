import type { CardHistoryEntry, DrivingNote } from '@ovningskort/domain';
import { describe, expect, it } from 'vitest';
import {
  changeAnnouncement,
  doneByLine,
  doneHistory,
  historyBySubMoment,
  historyEntryText,
  othersChangesSince,
  setByLine,
} from './card-history.js';
import { historyTime } from '../../../lib/who-and-when.js';

const at = (month: number, day: number, hour: number, minute: number, year = 2026) =>
  new Date(year, month - 1, day, hour, minute).getTime();
const NOW = at(11, 25, 9, 0);

/** A change made where it was received, unless `receivedAt` says it was sent later. */
const entry = (changes: Partial<CardHistoryEntry>): CardHistoryEntry => ({
  at: at(11, 24, 18, 5),
  by: { role: 'supervisor', name: 'Tor Handledare' },
  lesson: 1,
  lessonId: 'l1',
  subMoment: 'catA',
  from: 'Visad kunskap',
  to: 'Godkänd',
  ...changes,
  receivedAt: changes.receivedAt ?? changes.at ?? at(11, 24, 18, 5),
});

describe('the line under a sub-moment', () => {
  it('says who set the status shown, in which role, and when, in Swedish', () => {
    expect(setByLine('Godkänd', [entry({})], NOW)).toBe(
      'Godkänd av handledaren Tor Handledare 24 nov. 18:05',
    );
    const ines = entry({
      at: at(11, 23, 17, 40),
      by: { role: 'student', name: 'Ines' },
      from: '',
      to: 'Visad kunskap',
    });
    expect(setByLine('Visad kunskap', [ines], NOW)).toBe(
      'Elevens egen bedömning: Visad kunskap 23 nov. 17:40',
    );
  });

  it('dates a change made offline when it was made, and says when it was sent', () => {
    const offline = entry({ at: at(11, 24, 10, 0), receivedAt: at(11, 24, 12, 0) });
    expect(setByLine('Godkänd', [offline], NOW)).toBe(
      'Godkänd av handledaren Tor Handledare 24 nov. 10:00 (gjord utan nät, skickad 24 nov. 12:00)',
    );
    const soon = entry({ at: at(11, 24, 10, 0), receivedAt: at(11, 24, 10, 4) });
    expect(setByLine('Godkänd', [soon], NOW)).toBe(
      'Godkänd av handledaren Tor Handledare 24 nov. 10:00',
    );
    const wrongClock = entry({ at: at(11, 24, 12, 0), deviceTimeRejected: true });
    expect(setByLine('Godkänd', [wrongClock], NOW)).toBe(
      'Godkänd av handledaren Tor Handledare 24 nov. 12:00 (enhetens klocka gick fel – tiden är när den kom fram)',
    );
  });

  it('names a status taken away, the role alone without a name, and the year of another year', () => {
    const cleared = entry({
      to: '',
      by: { role: 'student', name: '' },
      at: at(12, 30, 8, 3, 2025),
    });
    expect(setByLine('', [cleared], NOW)).toBe('Status borttagen av eleven 30 dec. 2025 08:03');
    expect(historyTime(at(1, 2, 7, 9), NOW)).toBe('2 jan. 07:09');
  });

  it('shows nothing when the latest change known is not what is shown (still on its way) or there is none', () => {
    expect(setByLine('Började', [entry({})], NOW)).toBeUndefined();
    expect(setByLine('Godkänd', [], NOW)).toBeUndefined();
    expect(setByLine('', [], NOW)).toBeUndefined();
  });
});

describe('a sub-moment’s history', () => {
  it('lists each change with its time, who and from what to what', () => {
    expect(historyEntryText(entry({}), NOW)).toBe(
      '24 nov. 18:05: Tor Handledare (handledare) ändrade från Visad kunskap till Godkänd',
    );
    expect(
      historyEntryText(
        entry({ from: '', to: 'Började', by: { role: 'student', name: 'Ines' } }),
        NOW,
      ),
    ).toBe(
      '24 nov. 18:05: Ines (elev) ändrade från ingen status till Började – elevens egen bedömning',
    );
    const offline = entry({ at: at(11, 24, 10, 0), receivedAt: at(11, 24, 12, 0) });
    expect(historyEntryText(offline, NOW)).toBe(
      '24 nov. 10:00 (gjord utan nät, skickad 24 nov. 12:00): Tor Handledare (handledare) ändrade från Visad kunskap till Godkänd',
    );
  });

  it('splits a card’s history by sub-moment of one lesson, keeping the order', () => {
    const a1 = entry({ at: 3 });
    const a2 = entry({ at: 2 });
    const b = entry({ subMoment: 'catB', at: 1 });
    const done = entry({ subMoment: null, from: false, to: true });
    const other = entry({ lessonId: 'l2' });
    const of = historyBySubMoment([a1, done, other, b, a2], 'l1');
    expect(of('catA')).toEqual([a1, a2]);
    expect(of('catB')).toEqual([b]);
    expect(of('catC')).toEqual([]);
    expect(historyBySubMoment(undefined, 'l1')('catA')).toEqual([]);
  });
});

describe('the line under Klar!', () => {
  const done = entry({ subMoment: null, from: false, to: true });
  it('says who marked the lesson done, or took it away, and when', () => {
    expect(doneByLine(true, [done], NOW)).toBe(
      'Markerad som klar av Tor Handledare (handledare) 24 nov. 18:05',
    );
    const undone = entry({
      subMoment: null,
      from: true,
      to: false,
      by: { role: 'student', name: 'Ines' },
    });
    expect(doneByLine(false, [undone, done], NOW)).toBe(
      'Klar-markeringen togs bort av Ines (elev) 24 nov. 18:05',
    );
  });

  it('says nothing when the latest change does not lead to what is shown', () => {
    expect(doneByLine(false, [done], NOW)).toBeUndefined();
    expect(doneByLine(true, [], NOW)).toBeUndefined();
  });

  it('reads only the lesson’s done-flag changes', () => {
    const history = [done, entry({}), entry({ subMoment: null, lessonId: 'l2', to: true })];
    expect(doneHistory(history, 'l1')).toEqual([done]);
  });
});

describe('the announcement of the other person’s change', () => {
  const lesson = {
    id: 'l1',
    number: 3,
    catA: 'Vänstersväng',
    catB: 'Högersväng',
  } as unknown as DrivingNote;

  it('names who changed what, to what, in which lesson', () => {
    expect(changeAnnouncement(entry({}), [lesson])).toBe(
      'Tor Handledare (handledare) ändrade Vänstersväng i lektion 3 till Godkänd.',
    );
    expect(changeAnnouncement(entry({ subMoment: 'catB', to: '' }), [lesson])).toBe(
      'Tor Handledare (handledare) tog bort statusen på Högersväng i lektion 3.',
    );
    expect(changeAnnouncement(entry({ subMoment: null, from: false, to: true }), [lesson])).toBe(
      'Tor Handledare (handledare) markerade lektion 3 som klar.',
    );
    expect(changeAnnouncement(entry({ lessonId: 'elsewhere' }), [lesson])).toBeUndefined();
  });

  it('finds the other role’s changes since the history was last seen, oldest first', () => {
    const older = entry({ at: 100 });
    const mine = entry({ at: 300, by: { role: 'student', name: 'Ines' } });
    const theirs1 = entry({ at: 200 });
    const theirs2 = entry({ at: 400 });
    const history = [theirs2, mine, theirs1, older];
    expect(othersChangesSince(history, undefined, 'student')).toEqual([]);
    expect(othersChangesSince(history, 100, 'student')).toEqual([theirs1, theirs2]);
    expect(othersChangesSince(history, 400, 'student')).toEqual([]);
  });

  it('hears of a change made offline long ago when it arrives', () => {
    const lateArrival = entry({ at: 50, receivedAt: 500 });
    expect(othersChangesSince([lateArrival], 400, 'student')).toEqual([lateArrival]);
  });
});
