import { randomUUID } from 'node:crypto';
import {
  type DrivingNote,
  hourIn,
  messages,
  type NotificationSettings,
  swedishDay,
} from '@ovningskort/domain';
import { readOutbox, waitForMail } from '@ovningskort/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPushService, type PushService } from '@ovningskort/test-support/push-service';
import {
  activeStudent,
  injectAs,
  type InjectArgs,
  linkedPair,
  PUBLIC_URL,
  startTestApp,
  testDialects,
  type TestApp,
} from './test-app.js';

const m = messages.notifications;
/** 10:00 in Stockholm on a Tuesday in winter: outside the default quiet hours. */
const MORNING = Date.parse('2026-12-08T09:00:00Z');
const MINUTE = 60_000;
const SETTINGS = { student: '/api/v1/notifications', supervisor: '/api/v1/teacher/notifications' };

type Pair = Awaited<ReturnType<typeof linkedPair>>;
type Role = keyof typeof SETTINGS;

/**
 * Issue 38: notifications between drives, by Web Push through a push service on this machine
 * (support/push-service.ts decrypts them as a browser would) or by e-mail, each kind only
 * after its person said yes, never in quiet hours or while a drive is under way.
 */
describe.each(testDialects)('notifications (%s)', (dialect) => {
  let t: TestApp;
  let push: PushService;
  beforeAll(async () => {
    push = await startPushService();
    t = await startTestApp(
      dialect,
      { PUSH_SERVICES: push.host, NOTIFICATIONS_EVERY_MS: '1000' },
      { pushAgent: push.agent, startAt: MORNING },
    );
  });
  afterAll(async () => {
    await t.close();
    await push.close();
  });

  const call = (...args: InjectArgs) => injectAs(t.app, ...args);

  /** A login of the pair's person now (access tokens last minutes; these tests jump hours). */
  async function signIn(pair: Pair, role: Role, remember = false) {
    const person = role === 'student' ? pair.student : pair.supervisor;
    const answer = await t.app.inject({
      method: 'POST',
      url: role === 'student' ? '/api/v1/login' : '/api/v1/teacher/login',
      payload: { email: person.input.email, password: person.input.password, remember },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const cookie = answer.cookies.find((c) => c.name.startsWith('ovk_refresh'))!;
    return {
      accessToken: answer.json<{ accessToken: string }>().accessToken,
      cookie: `${cookie.name}=${cookie.value}`,
    };
  }
  const tokenOf = async (pair: Pair, role: Role) => (await signIn(pair, role)).accessToken;

  async function choose(
    pair: Pair,
    role: Role,
    kinds: Record<string, boolean>,
    more: { email?: boolean; quietHours?: { from: number; to: number } } = {},
  ) {
    const answer = await call('PUT', SETTINGS[role], await tokenOf(pair, role), {
      kinds,
      email: more.email ?? false,
      quietHours: more.quietHours ?? { from: 21, to: 7 },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<{ message: string; settings: NotificationSettings }>();
  }

  /** A phone that stays signed in ("Kom ihåg mig") and takes push. */
  async function device(pair: Pair, role: Role) {
    const subscription = push.subscribe();
    const session = await signIn(pair, role, true);
    const answer = await call(
      'POST',
      `${SETTINGS[role]}/push`,
      session.accessToken,
      subscription.json,
    );
    expect(answer.statusCode, answer.body).toBe(200);
    return { ...subscription, session };
  }

  /** Moves the app's clock on and runs a round of delivery (the app's own rounds run too). */
  async function later(ms: number) {
    // What the requests before told is queued at the time they were made.
    await t.app.settleBackgroundWork();
    t.clock.advance(ms);
    await t.app.deliverDueNotifications();
    await t.app.settleBackgroundWork();
  }

  async function arrives(id: string, count = 1) {
    const deadline = Date.now() + 10_000;
    while (push.messagesTo(id).length < count && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(push.problems).toEqual([]);
    expect(push.messagesTo(id)).toHaveLength(count);
    return push.messagesTo(id).at(-1)!;
  }

  async function logDrive(pair: Pair, changes: Record<string, unknown> = {}) {
    const answer = await call(
      'PUT',
      `/api/v1/drives/${randomUUID()}`,
      await tokenOf(pair, 'student'),
      {
        date: '2026-12-07',
        startTime: '16:30',
        minutes: 45,
        km: 23.5,
        supervisedBy: { kind: 'supervisor' },
        conditions: ['dark'],
        roads: ['urban'],
        traffic: 'calm',
        lessons: [5],
        note: '',
        ...changes,
      },
    );
    expect(answer.statusCode, answer.body).toBe(200);
  }

  async function cardOf(pair: Pair) {
    const created = await call('POST', '/api/v1/drivingnotes/card', await tokenOf(pair, 'student'));
    expect(created.statusCode, created.body).toBe(201);
    return created.json<{ drivingNotes: DrivingNote[] }>().drivingNotes;
  }

  it('are all off until the person says yes, with quiet hours 21–07 and the server’s push key', async () => {
    const pair = await linkedPair(t);
    for (const role of ['student', 'supervisor'] as const) {
      const answer = await call('GET', SETTINGS[role], await tokenOf(pair, role));
      expect(answer.statusCode, answer.body).toBe(200);
      const settings = answer.json<NotificationSettings>();
      expect(Object.values(settings.kinds).every((yes) => !yes)).toBe(true);
      expect(settings).toMatchObject({ email: false, quietHours: { from: 21, to: 7 } });
      expect(settings.pushKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    }
    // Nothing is sent to a supervisor who has not said yes, though their device takes push.
    const phone = await device(pair, 'supervisor');
    await logDrive(pair);
    await later(2 * MINUTE);
    expect(push.messagesTo(phone.id)).toEqual([]);
  });

  it('tell the supervisor, by push, that drives wait for confirmation, at most once a day and opening the confirmation', async () => {
    const pair = await linkedPair(t, { name: 'Ines' });
    const saved = await choose(pair, 'supervisor', { drivesWaiting: true });
    expect(saved.message).toBe(m.saved);
    expect(saved.settings.kinds).toEqual({
      drivesWaiting: true,
      lessonDone: false,
      comment: false,
      weeklySummary: false,
    });
    const phone = await device(pair, 'supervisor');

    await logDrive(pair);
    await logDrive(pair, { startTime: '18:00' });
    await later(2 * MINUTE);
    const told = await arrives(phone.id);
    expect(told.payload).toEqual({
      title: 'Körningar att bekräfta',
      body: 'Ines har 2 körningar som väntar på att du bekräftar dem.',
      url: `/instructorDrives/${pair.student.id}/bekrafta`,
      tag: `drives:${pair.student.id}`,
    });
    expect(told.vapid.aud).toBe(`https://${push.host}`);
    expect(told.vapid.sub).toMatch(/^mailto:/);
    expect(told.topic).toMatch(/^[A-Za-z0-9_-]{1,32}$/);

    // A third drive the same day waits for tomorrow's message.
    await logDrive(pair, { startTime: '19:30' });
    await later(3 * 60 * MINUTE);
    expect(push.messagesTo(phone.id)).toHaveLength(1);
    await later(21 * 60 * MINUTE);
    expect((await arrives(phone.id, 2)).payload.body).toBe(
      'Ines har 3 körningar som väntar på att du bekräftar dem.',
    );
  });

  it('tell the learner of a comment and of approvals, and the supervisor of a lesson done, each opening its lesson', async () => {
    const pair = await linkedPair(t);
    const notes = await cardOf(pair);
    const lesson = notes.find((note) => note.number === 3)!;
    await choose(pair, 'student', { comment: true, approval: true });
    await choose(pair, 'supervisor', { lessonDone: true, comment: true });
    const learnerPhone = await device(pair, 'student');
    const supervisorPhone = await device(pair, 'supervisor');

    const comment = await call(
      'PUT',
      `/api/v1/teacher/comments/${randomUUID()}`,
      await tokenOf(pair, 'supervisor'),
      { lessonId: lesson.id, subMoment: 'catA', body: 'Bra jobbat i dag.' },
    );
    expect(comment.statusCode, comment.body).toBe(200);
    for (const field of ['statA', 'statB']) {
      const approved = await call(
        'POST',
        '/api/v1/teacher/lessonChanges',
        await tokenOf(pair, 'supervisor'),
        {
          changes: [{ id: randomUUID(), lessonId: lesson.id, field, from: '', to: 'Godkänd' }],
        },
      );
      expect(approved.statusCode, approved.body).toBe(200);
    }
    const done = await call('POST', '/api/v1/lessonChanges', await tokenOf(pair, 'student'), {
      changes: [{ id: randomUUID(), lessonId: lesson.id, field: 'isDone', from: false, to: true }],
    });
    expect(done.statusCode, done.body).toBe(200);
    await later(2 * MINUTE);

    const toLearner = push.messagesTo(learnerPhone.id).map((message) => message.payload);
    expect(toLearner).toHaveLength(2);
    expect(toLearner).toContainEqual(
      expect.objectContaining({
        title: 'Ny kommentar',
        body: `${pair.supervisor.input.name} har kommenterat lektion 3.`,
        url: '/notes?kort=1&lektion=3',
      }),
    );
    expect(toLearner).toContainEqual(
      expect.objectContaining({
        title: 'Godkänt',
        body: `${pair.supervisor.input.name} har godkänt 2 moment, senast i lektion 3.`,
        url: '/notes?kort=1&lektion=3',
      }),
    );
    expect((await arrives(supervisorPhone.id)).payload).toMatchObject({
      title: 'Lektion klar',
      body: `${pair.student.input.name} har markerat lektion 3 som klar.`,
      url: `/instructorNotesGet/${pair.student.id}?kort=1&lektion=3`,
    });
  });

  it('wait through quiet hours and through a drive under way on either person’s device', async () => {
    const pair = await linkedPair(t);
    const notes = await cardOf(pair);
    await choose(pair, 'supervisor', { lessonDone: true }, { quietHours: { from: 12, to: 14 } });
    const phone = await device(pair, 'supervisor');
    const markDone = async (number: number) => {
      const lesson = notes.find((note) => note.number === number)!;
      const answer = await call('POST', '/api/v1/lessonChanges', await tokenOf(pair, 'student'), {
        changes: [
          { id: randomUUID(), lessonId: lesson.id, field: 'isDone', from: false, to: true },
        ],
      });
      expect(answer.statusCode, answer.body).toBe(200);
    };

    // 12:30 in Stockholm: quiet until 14:00.
    let next = Math.ceil(t.clock.now / (60 * MINUTE)) * 60 * MINUTE;
    while (hourIn(next) !== 12) next += 60 * MINUTE;
    t.clock.now = next + 30 * MINUTE;
    await markDone(1);
    await later(60 * MINUTE);
    expect(push.messagesTo(phone.id)).toEqual([]);
    await later(31 * MINUTE);
    await arrives(phone.id, 1);

    // The learner starts a drive: held until it ends, whoever's device it runs on.
    const hold = await call('PUT', `${SETTINGS.student}/hold`, await tokenOf(pair, 'student'), {
      until: t.clock.now + 2 * 60 * MINUTE,
    });
    expect(hold.statusCode, hold.body).toBe(204);
    await markDone(2);
    await later(30 * MINUTE);
    expect(push.messagesTo(phone.id)).toHaveLength(1);
    const ended = await call('DELETE', `${SETTINGS.student}/hold`, await tokenOf(pair, 'student'));
    expect(ended.statusCode, ended.body).toBe(204);
    // Put back until the hold's end at the latest; sent once it has passed.
    await later(90 * MINUTE);
    await arrives(phone.id, 2);
  });

  it('go by e-mail to someone without a device for push who chose e-mail, with a link to the screen', async () => {
    const pair = await linkedPair(t, { name: 'Alva' });
    await choose(pair, 'supervisor', { drivesWaiting: true }, { email: true });
    await logDrive(pair);
    await later(2 * MINUTE);
    const mail = await waitForMail(t.dataDir, pair.supervisor.input.email, {
      subject: 'Körningar att bekräfta',
    });
    expect(mail.text).toContain('Alva har en körning som väntar på att du bekräftar den.');
    expect(mail.text).toContain(`${PUBLIC_URL}/instructorDrives/${pair.student.id}/bekrafta`);
  });

  it('stop reaching a device that logged out, and one whose push service says it is gone', async () => {
    const pair = await linkedPair(t);
    await choose(pair, 'supervisor', { drivesWaiting: true });
    const gone = await device(pair, 'supervisor');
    push.drop(gone.id);
    await logDrive(pair);
    await later(2 * MINUTE);
    const rows = await t.db
      .selectFrom('pushSubscriptions')
      .select('endpoint')
      .where('personId', '=', pair.supervisor.id)
      .execute();
    expect(rows).toEqual([]);

    const phone = await device(pair, 'supervisor');
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/v1/teacher/logout',
      headers: {
        cookie: phone.session.cookie,
        authorization: `Bearer ${phone.session.accessToken}`,
      },
    });
    expect(logout.statusCode, logout.body).toBe(200);
    await later(25 * 60 * MINUTE);
    await logDrive(pair, { startTime: '10:00' });
    await later(25 * 60 * MINUTE);
    expect(push.messagesTo(phone.id)).toEqual([]);
  });

  /** Moves the app's clock on to the next `weekday` (en-GB short, 'Mon') at `hour`:05 in Stockholm. */
  function onTo(weekday: string, hour: number) {
    const day = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Stockholm',
      weekday: 'short',
    });
    let next = Math.ceil(t.clock.now / (60 * MINUTE)) * 60 * MINUTE;
    while (hourIn(next) !== hour || day.format(next) !== weekday) next += 60 * MINUTE;
    t.clock.now = next + 5 * MINUTE;
  }

  it('send both a weekly summary by e-mail on Monday morning, with the week’s drives, approvals and what is not practised yet', async () => {
    const pair = await linkedPair(t, { name: 'Vera' });
    const notes = await cardOf(pair);
    onTo('Wed', 10);
    const wednesday = swedishDay(t.clock.now);
    const tuesday = swedishDay(t.clock.now - 24 * 60 * MINUTE);
    await logDrive(pair, { date: tuesday, minutes: 50, conditions: ['dark'], roads: ['urban'] });
    await logDrive(pair, {
      date: wednesday,
      startTime: '09:00',
      minutes: 40,
      conditions: ['rain'],
      roads: ['rural'],
    });
    const approved = await call(
      'POST',
      '/api/v1/teacher/lessonChanges',
      await tokenOf(pair, 'supervisor'),
      {
        changes: [
          { id: randomUUID(), lessonId: notes[0]!.id, field: 'statA', from: '', to: 'Godkänd' },
        ],
      },
    );
    expect(approved.statusCode, approved.body).toBe(200);
    await choose(pair, 'student', { weeklySummary: true });
    await choose(pair, 'supervisor', { weeklySummary: true });

    onTo('Mon', 9);
    await later(MINUTE);
    const mine = await waitForMail(t.dataDir, pair.student.input.email, {
      subject: 'Din vecka i Övningskort',
    });
    expect(mine.text).toContain('Du körde 2 gånger, 1 h 30 min sammanlagt.');
    expect(mine.text).toContain('Förhållanden: mörker, regn.');
    expect(mine.text).toContain('Vägar: tätort, landsväg.');
    expect(mine.text).toContain('Handledaren godkände ett moment.');
    expect(mine.text).toContain(
      'Inte övat än enligt körjournalen: snö/is/halka, dimma, motorväg/motortrafikled, grusväg.',
    );
    expect(mine.text).toContain(`${PUBLIC_URL}/korjournal`);
    const theirs = await waitForMail(t.dataDir, pair.supervisor.input.email, {
      subject: 'Dina elevers vecka i Övningskort',
    });
    expect(theirs.text).toContain('Vera körde 2 gånger, 1 h 30 min sammanlagt.');
    expect(theirs.text).toContain('Du godkände ett moment för Vera.');

    // Once a week: the next hours of the same Monday send nothing more.
    await later(2 * 60 * MINUTE);
    const weekly = (await readOutbox(t.dataDir)).filter((mail) =>
      mail.subject.includes('vecka i Övningskort'),
    );
    expect(weekly.filter((mail) => mail.to.includes(pair.student.input.email))).toHaveLength(1);
  });

  it('nudge a learner who chose it after a week without a drive, in the afternoon', async () => {
    const pair = await linkedPair(t);
    onTo('Thu', 11);
    await logDrive(pair, { date: swedishDay(t.clock.now) });
    await choose(pair, 'student', { nudge: true });
    const phone = await device(pair, 'student');
    // Six days on: not yet.
    onTo('Wed', 17);
    await later(MINUTE);
    expect(push.messagesTo(phone.id)).toEqual([]);
    // Eight days on, in the morning: not before 16.
    onTo('Fri', 10);
    await later(MINUTE);
    expect(push.messagesTo(phone.id)).toEqual([]);
    onTo('Fri', 16);
    await later(MINUTE);
    expect((await arrives(phone.id)).payload).toMatchObject({
      title: 'Dags att övningsköra?',
      body: 'Det har gått 8 dagar sedan din senaste körning. Ett kort pass håller det du har lärt dig levande.',
      url: '/korjournal',
    });
    // At most once a week.
    onTo('Sat', 16);
    await later(MINUTE);
    expect(push.messagesTo(phone.id)).toHaveLength(1);
  });

  it('remind a learner of the road to the test: two weeks before the körprov, with what the log lacks, once', async () => {
    const pair = await linkedPair(t);
    await logDrive(pair, { date: swedishDay(t.clock.now), conditions: [], roads: ['motorway'] });
    await choose(pair, 'student', { roadToTest: true });
    const phone = await device(pair, 'student');
    onTo('Mon', 8);
    const today = swedishDay(t.clock.now);
    const testDay = new Date(Date.parse(`${today}T12:00:00Z`) + 14 * 86_400_000)
      .toISOString()
      .slice(0, 10);
    const saved = await call('PUT', '/api/v1/road-to-test', await tokenOf(pair, 'student'), {
      permitOn: '2026-01-15',
      riskOneOn: '2026-09-01',
      riskTwoOn: '2026-10-01',
      theoryTestOn: null,
      theoryPassed: null,
      drivingTestOn: testDay,
      drivingPassed: null,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // Not before nine in the morning.
    await later(MINUTE);
    expect(push.messagesTo(phone.id)).toEqual([]);
    onTo('Mon', 9);
    await later(MINUTE);
    expect((await arrives(phone.id)).payload).toMatchObject({
      title: 'Två veckor kvar till körprovet',
      body: `Två veckor kvar till körprovet (${testDay}): ni har inte kört i mörker eller på landsväg enligt körjournalen.`,
      url: '/redo',
    });
    // Once for that date, whatever the hours and days that follow.
    await later(3 * 60 * MINUTE);
    onTo('Tue', 10);
    await later(MINUTE);
    expect(push.messagesTo(phone.id)).toHaveLength(1);
  });

  it('go with the account: its choices, devices and what waited for it', async () => {
    const pair = await linkedPair(t);
    await choose(pair, 'supervisor', { drivesWaiting: true });
    await device(pair, 'supervisor');
    await logDrive(pair);
    await t.app.settleBackgroundWork();
    const deleted = await call(
      'DELETE',
      `/api/v1/delTeach/${pair.supervisor.id}`,
      await tokenOf(pair, 'supervisor'),
      { password: pair.supervisor.input.password },
    );
    expect(deleted.statusCode, deleted.body).toBe(200);
    for (const table of ['notificationSettings', 'pushSubscriptions', 'notifications'] as const) {
      const left = await t.db
        .selectFrom(table)
        .select('personId')
        .where('personId', '=', pair.supervisor.id)
        .execute();
      expect(left, table).toEqual([]);
    }
  });

  it('refuse what a client may not send, in Swedish, and reach only the caller’s own', async () => {
    const pair = await linkedPair(t);
    const other = await activeStudent(t);
    const bad = async (role: Role, body: unknown, message: string) => {
      const answer = await call('PUT', SETTINGS[role], await tokenOf(pair, role), body);
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json<{ message: string }>().message).toBe(message);
    };
    const good = { kinds: {}, email: false, quietHours: { from: 21, to: 7 } };
    await bad('student', { ...good, kinds: { drivesWaiting: true } }, m.invalidSettings);
    await bad('supervisor', { ...good, kinds: { approval: true } }, m.invalidSettings);
    await bad('student', { ...good, quietHours: { from: 25, to: 7 } }, m.invalidHour);
    await bad('student', { ...good, surprise: 1 }, m.invalidSettings);

    // Only known push services: the server would otherwise post wherever a client said.
    const elsewhere = await call(
      'POST',
      `${SETTINGS.student}/push`,
      await tokenOf(pair, 'student'),
      {
        endpoint: 'https://169.254.169.254/latest/meta-data',
        keys: push.subscribe().json.keys,
      },
    );
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json<{ message: string }>().message).toBe(m.pushServiceNotAllowed);
    const broken = await call('POST', `${SETTINGS.student}/push`, await tokenOf(pair, 'student'), {
      endpoint: push.subscribe().json.endpoint,
      keys: { p256dh: 'x', auth: 'y' },
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json<{ message: string }>().message).toBe(m.invalidSubscription);
    const late = await call('PUT', `${SETTINGS.student}/hold`, await tokenOf(pair, 'student'), {
      until: t.clock.now + 7 * 60 * MINUTE,
    });
    expect(late.statusCode).toBe(400);
    expect(late.json<{ message: string }>().message).toBe(m.invalidHold);

    // A session holds one subscription: a new one replaces its last.
    const session = await signIn(pair, 'student', true);
    for (let i = 0; i < 3; i++) {
      const answer = await call(
        'POST',
        `${SETTINGS.student}/push`,
        session.accessToken,
        push.subscribe().json,
      );
      expect(answer.statusCode, answer.body).toBe(200);
    }
    const held = await call('GET', SETTINGS.student, session.accessToken);
    expect(held.json<NotificationSettings>().pushDevices).toBe(1);
    // "Inloggade enheter" says which device takes push.
    const devices = await call('GET', '/api/v1/devices', session.accessToken);
    expect(
      devices
        .json<{ devices: { current: boolean; push: boolean }[] }>()
        .devices.map((d) => [d.current, d.push]),
    ).toContainEqual([true, true]);

    // Another person's device is not theirs to remove.
    const phone = await device(pair, 'student');
    const removed = await call('DELETE', `${SETTINGS.student}/push`, other.accessToken, {
      endpoint: phone.json.endpoint,
    });
    expect(removed.statusCode).toBe(200);
    const kept = await t.db
      .selectFrom('pushSubscriptions')
      .select('personId')
      .where('endpoint', '=', phone.json.endpoint)
      .execute();
    expect(kept).toEqual([{ personId: pair.student.id }]);
    // A role's paths take that role's token only, and none without one.
    expect(
      (await call('GET', SETTINGS.supervisor, await tokenOf(pair, 'student'))).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: SETTINGS.student })).statusCode).toBe(401);
  });
});
