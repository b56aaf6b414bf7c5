import { createHash } from 'node:crypto';
import {
  type Actor,
  daysBetween,
  type DriveFacts,
  hourIn,
  isWeeklySummaryTime,
  type LearnerWeek,
  NUDGE_AFTER_DAYS,
  NUDGE_HOUR,
  ROAD_REMINDER_HOUR,
  roadReminders,
  type RoadToTest,
  swedishDay,
  weekBefore,
  weeklySummary,
  DEFAULT_QUIET_HOURS,
  deliverableFrom,
  DomainError,
  DRIVE_HOLD_MAX_MS,
  DRIVES_WAITING_INTERVAL_MS,
  isNotificationKindOf,
  messages,
  NOTIFICATION_GATHER_MS,
  NOTIFICATION_KINDS,
  type NotificationFacts,
  type NotificationKind,
  type NotificationSettings,
  type NotificationSettingsInput,
  notificationText,
  type PushSubscriptionInput,
} from '@ovningskort/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/connect.js';
import { roleOfStored, storedRole } from '../../lib/stored-role.js';
import type { Mailer } from '../../mail/mailer.js';
import { notificationMail, weeklySummaryMail } from '../../mail/templates.js';
import { countDrivesToConfirm } from '../drives/repository.js';
import { findPersonById } from '../people/repository.js';
import { studentsOf, supervisorOf } from '../supervision/repository.js';
import { isAllowedPushService, type SendPush } from './push.js';
import type { NotificationEvent, Tell } from '../../events/notification-events.js';
import * as repo from './repository.js';

const m = messages.notifications;

const person = (actor: Actor): repo.Person => ({
  role: storedRole(actor.role),
  personId: actor.id,
});

const topicOf = (groupKey: string) =>
  createHash('sha256').update(groupKey).digest('base64url').slice(0, 32);

/** At most this many are taken off the queue at a time (the rest in the next round). */
const BATCH = 100;
/** A push service that failed is tried again after this long, for at most a day. */
const RETRY_MS = 5 * 60 * 1000;
const GIVE_UP_MS = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

export function createNotificationService(deps: {
  db: Db;
  clock: () => number;
  mailer: Mailer;
  publicUrl: string;
  log: FastifyBaseLogger;
  /** How long events of one group are gathered before they are told (NOTIFICATION_GATHER_MS). */
  gatherMs?: number;
  /** Every drive of a learner's log (the weekly summary, the reminder before the körprov). */
  learnerDrives?: (studentId: string) => Promise<DriveFacts[]>;
  /** The learner's road to the test (its reminders, issue 39). */
  learnerRoad?: (studentId: string) => Promise<RoadToTest>;
  /** Null where push is not set up: e-mail only. */
  push: { publicKey: string; send: SendPush; services: readonly string[] } | null;
}) {
  const { db, clock, mailer, log, push } = deps;
  const queueing = new Set<Promise<void>>();
  /** The delivery round under way in this process, if any. */
  let round: Promise<unknown> | null = null;

  function settingsOf(owner: Actor, row: repo.SettingsRow | undefined, devices: number) {
    const chosen = new Set<string>(row ? (JSON.parse(row.kinds) as string[]) : []);
    const settings: NotificationSettings = {
      kinds: Object.fromEntries(NOTIFICATION_KINDS[owner.role].map((k) => [k, chosen.has(k)])),
      email: row?.email === 1,
      quietHours: row ? { from: row.quietFrom, to: row.quietTo } : { ...DEFAULT_QUIET_HOURS },
      pushKey: push?.publicKey ?? null,
      pushDevices: devices,
    };
    return settings;
  }

  async function said(recipient: repo.Person, kind: NotificationKind) {
    const row = await repo.findSettings(db, recipient);
    if (!row) return null;
    const kinds = JSON.parse(row.kinds) as string[];
    return kinds.includes(kind) ? row : null;
  }

  /** Who hears of an event: the learner of a supervisor's doing, else the learner's supervisor. */
  async function recipientOf(event: NotificationEvent): Promise<Actor | null> {
    const fromSupervisor =
      event.kind === 'approval' || (event.kind === 'comment' && event.author.role === 'supervisor');
    if (fromSupervisor) return { role: 'student', id: event.studentId };
    const link = await supervisorOf(db, event.studentId);
    return link ? { role: 'supervisor', id: link.id } : null;
  }

  /** What they are told, and the group it is told with. */
  async function factsOf(
    event: NotificationEvent,
  ): Promise<{ facts: NotificationFacts; groupKey: string } | null> {
    const { studentId } = event;
    if (event.kind === 'drivesWaiting') {
      const student = await repo.studentName(db, studentId);
      if (!student) return null;
      return {
        facts: { kind: 'drivesWaiting', studentId, studentName: student.name, count: 1 },
        groupKey: `drives:${studentId}`,
      };
    }
    const lesson = await repo.lessonOf(db, event.lessonId);
    if (lesson?.studentId !== studentId) return null;
    const place = {
      card: await repo.cardNumber(db, studentId, lesson.groupId),
      lesson: lesson.number,
    };
    const supervisorId =
      event.kind === 'approval'
        ? event.supervisorId
        : event.kind === 'comment' && event.author.role === 'supervisor'
          ? event.author.id
          : null;
    const name = supervisorId
      ? (await repo.supervisorName(db, supervisorId))?.name
      : (await repo.studentName(db, studentId))?.name;
    if (name === undefined) return null;
    switch (event.kind) {
      case 'approval':
        return {
          facts: { kind: 'approval', supervisorName: name, ...place, count: 1 },
          groupKey: `approval:${lesson.groupId}`,
        };
      case 'lessonDone':
        return {
          facts: { kind: 'lessonDone', studentId, studentName: name, ...place, count: 1 },
          groupKey: `done:${lesson.groupId}`,
        };
      case 'comment':
        return {
          facts: {
            kind: 'comment',
            studentId,
            authorName: name,
            ...place,
            count: 1,
            to: supervisorId ? 'student' : 'supervisor',
          },
          groupKey: `comment:${lesson.groupId}`,
        };
    }
  }

  async function enqueue(event: NotificationEvent) {
    const to = await recipientOf(event);
    if (!to) return;
    const recipient = person(to);
    // Nothing more is read for a person who has not said yes to this kind.
    if (!(await said(recipient, event.kind))) return;
    const target = await factsOf(event);
    if (!target) return;
    const now = clock();
    let dueAt = now + (deps.gatherMs ?? NOTIFICATION_GATHER_MS);
    if (target.facts.kind === 'drivesWaiting') {
      const last = await repo.lastSent(db, recipient, target.groupKey);
      if (last !== null) dueAt = Math.max(dueAt, last + DRIVES_WAITING_INTERVAL_MS);
    }
    await repo.enqueue(db, {
      ...recipient,
      groupKey: target.groupKey,
      kind: target.facts.kind,
      studentId: event.studentId,
      facts: JSON.stringify(target.facts),
      count: 1,
      dueAt,
      createdAt: now,
    });
  }

  /** The people whose drive under way holds a notification: its recipient and their link. */
  async function pairOf(row: repo.NotificationRow): Promise<repo.Person[]> {
    const student: repo.Person = { role: 'student', personId: row.studentId };
    const link = await supervisorOf(db, row.studentId);
    return link ? [student, { role: 'teacher', personId: link.id }] : [student];
  }

  /** Sends one claimed notification, or puts it back for when it may be sent. */
  async function deliver(row: repo.NotificationRow, now: number) {
    const recipient: repo.Person = { role: row.role, personId: row.personId };
    const settings = await said(recipient, row.kind as NotificationKind);
    if (!settings) return;
    const held = await repo.heldUntil(db, await pairOf(row), now);
    if (held !== null) {
      await repo.putBack(db, row, held);
      return;
    }
    const quietEnd = deliverableFrom(now, { from: settings.quietFrom, to: settings.quietTo });
    if (quietEnd > now) {
      await repo.putBack(db, row, quietEnd);
      return;
    }
    if (row.kind === 'weeklySummary') {
      await mailWeeklySummary(recipient, now);
      return;
    }
    const facts = { ...(JSON.parse(row.facts) as NotificationFacts), count: row.count };
    if (facts.kind === 'drivesWaiting') {
      // What waits now: a drive confirmed meanwhile is not news.
      facts.count = await countDrivesToConfirm(db, row.studentId);
      if (facts.count === 0) return;
    }
    const text = notificationText(facts);
    const pushed = await pushTo(recipient, row.groupKey, { ...text, tag: row.groupKey });
    if (pushed === 'failed') {
      await retry(row, now);
      return;
    }
    if (pushed === 'none' && settings.email === 1) {
      const account = await findPersonById(db, roleOfStored(row.role), row.personId);
      if (account) {
        await mailer.send(
          notificationMail(account.email, text.title, text.body, `${deps.publicUrl}${text.url}`),
        );
      }
    }
    if (facts.kind === 'drivesWaiting') await repo.markSent(db, recipient, row.groupKey, now);
  }

  /**
   * Push to every live device of the person: 'sent' when one took it, 'failed' when every push
   * service that was tried failed this time, 'none' when the person has no device for push.
   */
  async function pushTo(recipient: repo.Person, groupKey: string, message: object) {
    if (!push) return 'none';
    const targets = await repo.liveSubscriptions(db, recipient, clock());
    let outcome: 'sent' | 'failed' | 'none' = 'none';
    for (const target of targets) {
      const answer = await push.send(target, JSON.stringify(message), topicOf(groupKey));
      if (answer === 'sent') outcome = 'sent';
      else if (answer === 'failed' && outcome === 'none') outcome = 'failed';
      else if (answer === 'gone') await repo.removeEndpoint(db, recipient.role, target.endpoint);
    }
    return outcome;
  }

  /** The weekly summary e-mail: the learner's own week, or each linked learner's. */
  async function mailWeeklySummary(recipient: repo.Person, now: number) {
    const role = roleOfStored(recipient.role);
    const account = await findPersonById(db, role, recipient.personId);
    if (!account || !deps.learnerDrives) return;
    const learners =
      role === 'student'
        ? [{ id: recipient.personId, name: account.name }]
        : await studentsOf(db, recipient.personId);
    const week = weekBefore(now);
    const weeks: LearnerWeek[] = [];
    for (const learner of learners) {
      const approvals = await repo.approvalTimes(db, learner.id, now - 9 * DAY);
      weeks.push({
        name: learner.name,
        drives: await deps.learnerDrives(learner.id),
        approved: approvals.map(swedishDay).filter((day) => day >= week.from && day <= week.to)
          .length,
      });
    }
    if (weeks.length === 0) return;
    const summary = weeklySummary(role, weeks, week, swedishDay(now));
    await mailer.send(
      weeklySummaryMail(
        account.email,
        summary.subject,
        summary.paragraphs.join('\n\n'),
        `${deps.publicUrl}${summary.path}`,
      ),
    );
  }

  /**
   * What is sent by the calendar, looked for once an hour in each process: the weekly summary
   * on Monday mornings, and the nudge of a learner who has not driven for a week. Each person's
   * turn is taken by one process only (claimTurn), then queued like any other.
   */
  let lookedAt = -1;
  async function queueByCalendar(now: number) {
    const hourStart = Math.floor(now / HOUR);
    if (hourStart === lookedAt) return;
    lookedAt = hourStart;
    const hour = hourIn(now);
    if (isWeeklySummaryTime(now, hour)) {
      for (const person of await repo.peopleWhoChose(db, 'weeklySummary')) {
        if (!(await repo.claimTurn(db, person, 'weekly', now, now - 6 * DAY))) continue;
        await queueNow(person, 'weeklySummary', 'weekly', person.personId, {}, now);
      }
    }
    if (hour >= NUDGE_HOUR) {
      const today = swedishDay(now);
      for (const person of await repo.peopleWhoChose(db, 'nudge')) {
        if (person.role !== 'student') continue;
        const last = await repo.lastDriveDate(db, person.personId);
        if (last === null) continue;
        const days = daysBetween(last, today);
        if (days < NUDGE_AFTER_DAYS) continue;
        if (!(await repo.claimTurn(db, person, 'nudge', now, now - NUDGE_AFTER_DAYS * DAY))) {
          continue;
        }
        await queueNow(person, 'nudge', 'nudge', person.personId, { kind: 'nudge', days }, now);
      }
    }
    if (hour >= ROAD_REMINDER_HOUR) await queueRoadReminders(now);
  }

  /**
   * The road-to-the-test reminders due today (issue 39): each told once (its key holds the date
   * it is about, so a new date is a new reminder), claimed by one process.
   */
  async function queueRoadReminders(now: number) {
    if (!deps.learnerRoad || !deps.learnerDrives) return;
    const today = swedishDay(now);
    for (const person of await repo.peopleWhoChose(db, 'roadToTest')) {
      if (person.role !== 'student') continue;
      const road = await deps.learnerRoad(person.personId);
      if (Object.values(road).every((value) => value === null)) continue;
      const drives = await deps.learnerDrives(person.personId);
      const driven = {
        conditions: new Set(drives.flatMap((d) => d.conditions)),
        roads: new Set(drives.flatMap((d) => d.roads)),
      };
      for (const reminder of roadReminders(road, today, driven)) {
        const groupKey = `road:${reminder.key}`;
        // Never sent under this key before: since 0 claims it once for good.
        if (!(await repo.claimTurn(db, person, groupKey, now, 0))) continue;
        const facts = { kind: 'roadToTest', title: reminder.title, body: reminder.body };
        await queueNow(person, 'roadToTest', groupKey, person.personId, facts, now);
      }
    }
  }

  async function queueNow(
    person: repo.Person,
    kind: string,
    groupKey: string,
    studentId: string,
    facts: object,
    now: number,
  ) {
    await repo.enqueue(db, {
      ...person,
      groupKey,
      kind,
      studentId,
      facts: JSON.stringify({ ...facts, count: 1 }),
      count: 1,
      dueAt: now,
      createdAt: now,
    });
  }

  /** One round: queue what the calendar asks for, then send what is due. */
  async function deliverRound(now: number): Promise<number> {
    await queueByCalendar(now);
    const rows = await repo.claimDue(db, now, BATCH);
    for (const row of rows) {
      try {
        await deliver(row, now);
      } catch (error) {
        log.warn({ err: error, kind: row.kind }, 'could not send a notification');
        await retry(row, now).catch(() => undefined);
      }
    }
    return rows.length;
  }

  async function retry(row: repo.NotificationRow, now: number) {
    if (now - Number(row.createdAt) > GIVE_UP_MS) return;
    await repo.putBack(db, row, now + RETRY_MS);
  }

  return {
    async settings(owner: Actor): Promise<NotificationSettings> {
      const row = await repo.findSettings(db, person(owner));
      const devices = (await repo.liveSubscriptions(db, person(owner), clock())).length;
      return settingsOf(owner, row, devices);
    },

    async saveSettings(owner: Actor, input: NotificationSettingsInput) {
      const kinds = Object.entries(input.kinds);
      if (kinds.some(([kind]) => !isNotificationKindOf(owner.role, kind))) {
        throw new DomainError('VALIDATION', m.invalidSettings);
      }
      await repo.saveSettings(db, {
        ...person(owner),
        kinds: JSON.stringify(kinds.filter(([, yes]) => yes).map(([kind]) => kind)),
        email: input.email ? 1 : 0,
        quietFrom: input.quietHours.from,
        quietTo: input.quietHours.to,
      });
      return this.settings(owner);
    },

    /** This device, signed in as `owner` in session `sessionId`, takes push from now on. */
    async subscribe(owner: Actor, sessionId: string, input: PushSubscriptionInput) {
      if (!push || !isAllowedPushService(input.endpoint, push.services)) {
        throw new DomainError('VALIDATION', m.pushServiceNotAllowed);
      }
      await repo.saveSubscription(db, {
        ...person(owner),
        endpoint: input.endpoint,
        sessionId,
        p256dh: input.keys.p256dh,
        auth: input.keys.auth,
        createdAt: clock(),
      });
    },

    async unsubscribe(owner: Actor, endpoint: string) {
      await repo.removeSubscription(db, person(owner), endpoint);
    },

    /** A drive is under way on one of the owner's devices, until `until` at the latest. */
    async hold(owner: Actor, until: number) {
      const now = clock();
      if (until <= now || until > now + DRIVE_HOLD_MAX_MS) {
        throw new DomainError('VALIDATION', m.invalidHold);
      }
      await repo.setHold(db, person(owner), until);
    },

    async release(owner: Actor) {
      await repo.clearHold(db, person(owner));
    },

    /** Ended sessions take their devices' subscriptions with them. */
    sessionsEnded(sessionIds: readonly string[]) {
      repo.removeSubscriptionsOfSessions(db, sessionIds).catch((error: unknown) => {
        log.warn({ err: error }, 'could not remove the push subscriptions of ended sessions');
      });
    },

    forget: (trx: Db, owner: Actor) => repo.forgetPerson(trx, person(owner)),

    tell: ((event) => {
      const queued = enqueue(event)
        .catch((error: unknown) => {
          log.warn({ err: error, kind: event.kind }, 'could not queue a notification');
        })
        .finally(() => queueing.delete(queued));
      queueing.add(queued);
    }) satisfies Tell as Tell,

    /** Waits until what was told so far is queued and a round under way has ended. */
    async settle() {
      await Promise.all([...queueing]);
      await round;
    },

    /** Sends what is due every `everyMs` in this process until the returned stop is called. */
    startDelivery(everyMs: number) {
      const timer = setInterval(() => {
        if (!round) void this.deliverDue();
      }, everyMs);
      timer.unref();
      return async () => {
        clearInterval(timer);
        await round;
      };
    },

    /**
     * Sends what is due now; how many it took. One round at a time in a process: a call while a
     * round runs waits for it and runs its own after (what the timer and tests call).
     */
    async deliverDue(): Promise<number> {
      while (round) await round;
      const thisRound = deliverRound(clock()).catch((error: unknown) => {
        log.warn({ err: error }, 'notification delivery failed');
        return 0;
      });
      round = thisRound.finally(() => {
        round = null;
      });
      return thisRound;
    },
  };
}
export type NotificationService = ReturnType<typeof createNotificationService>;
