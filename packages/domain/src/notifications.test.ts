import { describe, expect, it } from 'vitest';
import {
  deliverableFrom,
  hourIn,
  isNotificationKindOf,
  isQuietHour,
  notificationText,
} from './notifications.js';
import {
  NotificationSettingsInputSchema,
  PushSubscriptionInputSchema,
} from './schemas/notifications.js';

const quiet = { from: 21, to: 7 };
/** A moment given in Swedish local time (winter: UTC+1, summer: UTC+2). */
const stockholm = (iso: string) => Date.parse(iso);

describe('quiet hours', () => {
  it('span midnight, and an equal start and end means none', () => {
    expect(isQuietHour(21, quiet)).toBe(true);
    expect(isQuietHour(23, quiet)).toBe(true);
    expect(isQuietHour(0, quiet)).toBe(true);
    expect(isQuietHour(6, quiet)).toBe(true);
    expect(isQuietHour(7, quiet)).toBe(false);
    expect(isQuietHour(20, quiet)).toBe(false);
    expect(isQuietHour(13, { from: 12, to: 14 })).toBe(true);
    expect(isQuietHour(14, { from: 12, to: 14 })).toBe(false);
    expect(isQuietHour(3, { from: 5, to: 5 })).toBe(false);
  });

  it('are Swedish time, winter and summer', () => {
    expect(hourIn(stockholm('2026-12-07T20:30:00Z'))).toBe(21);
    expect(hourIn(stockholm('2026-06-21T20:30:00Z'))).toBe(22);
  });

  it('hold what is due in them until they end, and let the rest through at once', () => {
    const evening = stockholm('2026-12-07T21:15:00Z'); // 22:15 in Stockholm
    expect(deliverableFrom(evening, quiet)).toBe(stockholm('2026-12-08T06:00:00Z')); // 07:00
    const summerNight = stockholm('2026-06-21T23:40:00Z'); // 01:40 in Stockholm
    expect(deliverableFrom(summerNight, quiet)).toBe(stockholm('2026-06-22T05:00:00Z'));
    const afternoon = stockholm('2026-12-07T14:05:00Z');
    expect(deliverableFrom(afternoon, quiet)).toBe(afternoon);
    // The night summer time starts has an hour less.
    const march = stockholm('2026-03-29T00:30:00Z'); // 01:30 CET
    expect(hourIn(deliverableFrom(march, quiet))).toBe(7);
  });
});

describe('notification texts', () => {
  it('say what waits, in Swedish, and open the screen they speak of', () => {
    expect(
      notificationText({ kind: 'drivesWaiting', studentId: 's-1', studentName: 'Elin', count: 1 }),
    ).toEqual({
      title: 'Körningar att bekräfta',
      body: 'Elin har en körning som väntar på att du bekräftar den.',
      url: '/instructorDrives/s-1/bekrafta',
    });
    expect(
      notificationText({ kind: 'drivesWaiting', studentId: 's-1', studentName: 'Elin', count: 3 })
        .body,
    ).toBe('Elin har 3 körningar som väntar på att du bekräftar dem.');
    expect(
      notificationText({
        kind: 'comment',
        studentId: 's-1',
        authorName: 'Sara',
        card: 2,
        lesson: 5,
        count: 1,
        to: 'student',
      }),
    ).toEqual({
      title: 'Ny kommentar',
      body: 'Sara har kommenterat lektion 5.',
      url: '/notes?kort=2&lektion=5',
    });
    expect(
      notificationText({
        kind: 'comment',
        studentId: 's-1',
        authorName: 'Elin',
        card: 1,
        lesson: 3,
        count: 2,
        to: 'supervisor',
      }).url,
    ).toBe('/instructorNotesGet/s-1?kort=1&lektion=3');
    expect(
      notificationText({
        kind: 'lessonDone',
        studentId: 's-1',
        studentName: 'Elin',
        card: 1,
        lesson: 4,
        count: 1,
      }),
    ).toEqual({
      title: 'Lektion klar',
      body: 'Elin har markerat lektion 4 som klar.',
      url: '/instructorNotesGet/s-1?kort=1&lektion=4',
    });
    expect(
      notificationText({ kind: 'approval', supervisorName: 'Sara', card: 1, lesson: 6, count: 3 }),
    ).toEqual({
      title: 'Godkänt',
      body: 'Sara har godkänt 3 moment, senast i lektion 6.',
      url: '/notes?kort=1&lektion=6',
    });
  });

  it('belong to a role', () => {
    expect(isNotificationKindOf('supervisor', 'drivesWaiting')).toBe(true);
    expect(isNotificationKindOf('student', 'drivesWaiting')).toBe(false);
    expect(isNotificationKindOf('student', 'approval')).toBe(true);
  });
});

describe('what a client may send', () => {
  const subscription = {
    endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
    expirationTime: null,
    keys: { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) },
  };

  it('takes a browser push subscription and refuses one that is not https', () => {
    expect(PushSubscriptionInputSchema.safeParse(subscription).success).toBe(true);
    expect(
      PushSubscriptionInputSchema.safeParse({ ...subscription, endpoint: 'http://x.test/a' })
        .success,
    ).toBe(false);
    expect(
      PushSubscriptionInputSchema.safeParse({ ...subscription, keys: { p256dh: 'x', auth: 'y' } })
        .success,
    ).toBe(false);
  });

  it('takes whole hours for quiet hours and known kinds only', () => {
    const good = { kinds: { comment: true }, email: false, quietHours: { from: 22, to: 6 } };
    expect(NotificationSettingsInputSchema.safeParse(good).success).toBe(true);
    for (const bad of [
      { ...good, quietHours: { from: 24, to: 6 } },
      { ...good, quietHours: { from: 21.5, to: 6 } },
      { ...good, kinds: { everything: true } },
      { ...good, kinds: { comment: 'yes' } },
      { ...good, extra: 1 },
    ]) {
      const result = NotificationSettingsInputSchema.safeParse(bad);
      expect(result.success, JSON.stringify(bad)).toBe(false);
    }
  });
});
