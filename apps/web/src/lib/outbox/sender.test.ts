import type { LessonChange, LessonChangeResult } from '@ovningskort/domain';
import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../api-client.js';
import { createOutbox } from './outbox.js';
import { memoryOutboxStorage, type DriveChange, type OutboxEntry } from './outbox-storage.js';
import {
  createOutboxSender,
  OUTBOX_RETRY_FIRST_MS,
  OUTBOX_RETRY_MAX_MS,
  type SenderDependencies,
} from './sender.js';

const ACCOUNT = 'student:s1';

const change = (id: string): LessonChange => ({
  id,
  lessonId: 'n1',
  field: 'statA',
  from: '',
  to: 'Godkänd',
});

const applied = (changes: LessonChange[]): LessonChangeResult[] =>
  changes.map((c) => ({ id: c.id, outcome: 'applied' }));

/** A sender over a page-memory outbox, with a server answered by `server` and hand-run timers. */
function setUp(
  server: (changes: LessonChange[]) => Promise<LessonChangeResult[]>,
  more: Partial<SenderDependencies> = {},
) {
  const outbox = createOutbox(memoryOutboxStorage(), memoryOutboxStorage());
  const requests: LessonChange[][] = [];
  const answered: { entry: OutboxEntry; result: LessonChangeResult }[] = [];
  const emptied: string[] = [];
  const timers: { run: () => void; ms: number }[] = [];
  const sender = createOutboxSender({
    outbox,
    accounts: () => [{ account: ACCOUNT, role: 'student' }],
    send: (_role, changes) => {
      requests.push(changes);
      return server(changes);
    },
    onResults: (results) => answered.push(...results),
    onEmptied: (account) => emptied.push(account),
    setTimer: (run, ms) => {
      const timer = { run, ms };
      timers.push(timer);
      return timer;
    },
    clearTimer: (timer) => {
      const at = timers.indexOf(timer as (typeof timers)[number]);
      if (at >= 0) timers.splice(at, 1);
    },
    ...more,
  });
  const add = (id: string, madeAt = 0) =>
    outbox.add({
      account: ACCOUNT,
      role: 'student',
      studentId: 's1',
      change: change(id),
      madeAt,
    });
  return { outbox, sender, requests, answered, emptied, timers, add };
}

describe('the outbox sender', () => {
  it('sends what waits in order, in one request, and takes out what was answered', async () => {
    const s = setUp((changes) => Promise.resolve(applied(changes)));
    for (const id of ['a', 'b', 'c']) await s.add(id);
    await s.sender.flush();
    expect(s.requests).toEqual([
      [change('a'), change('b'), change('c')].map((c) => ({ ...c, madeAt: 0 })),
    ]);
    expect(s.answered.map((a) => a.result.outcome)).toEqual(['applied', 'applied', 'applied']);
    expect(await s.outbox.stored(ACCOUNT)).toEqual([]);
    expect(s.outbox.entries()).toEqual([]);
    expect(s.emptied).toEqual([ACCOUNT]);
  });

  it('sends each change with the time it was made on the device', async () => {
    const s = setUp((changes) => Promise.resolve(applied(changes)));
    const tenOClock = Date.UTC(2026, 10, 24, 9, 0);
    await s.add('a', tenOClock);
    await s.add('b', tenOClock + 60_000);
    await s.sender.flush();
    expect(s.requests.flat().map((c) => [c.id, c.madeAt])).toEqual([
      ['a', tenOClock],
      ['b', tenOClock + 60_000],
    ]);
  });

  it('sends 450 waiting changes in three requests of at most 200', async () => {
    const s = setUp((changes) => Promise.resolve(applied(changes)));
    for (let i = 0; i < 450; i++) await s.add(`c${i}`);
    await s.sender.flush();
    expect(s.requests.map((r) => r.length)).toEqual([200, 200, 50]);
    expect(s.requests.flat().map((c) => c.id)).toEqual(
      Array.from({ length: 450 }, (_, i) => `c${i}`),
    );
    expect(await s.outbox.stored(ACCOUNT)).toEqual([]);
  });

  it('keeps everything when the network is gone and tries again later, waiting longer each time', async () => {
    let offline = true;
    const s = setUp((changes) =>
      offline ? Promise.reject(new NetworkError()) : Promise.resolve(applied(changes)),
    );
    await s.add('a');
    await s.sender.flush();
    expect(await s.outbox.stored(ACCOUNT)).toHaveLength(1);
    expect(s.timers.map((t) => t.ms)).toEqual([OUTBOX_RETRY_FIRST_MS]);

    s.timers.shift()!.run();
    await s.sender.idle();
    expect(s.timers.map((t) => t.ms)).toEqual([OUTBOX_RETRY_FIRST_MS * 2]);
    for (let i = 0; i < 10; i++) {
      s.timers.shift()!.run();
      await s.sender.idle();
    }
    expect(s.timers.map((t) => t.ms)).toEqual([OUTBOX_RETRY_MAX_MS]);

    offline = false;
    await s.sender.online();
    expect(s.timers).toEqual([]);
    expect(await s.outbox.stored(ACCOUNT)).toEqual([]);
    expect(s.answered.map((a) => a.entry.change.id)).toEqual(['a']);
  });

  it('tries nothing while the browser knows it is offline, and sends when it is back', async () => {
    let online = false;
    const s = setUp((changes) => Promise.resolve(applied(changes)), { isOnline: () => online });
    await s.add('a');
    await s.sender.flush();
    expect(s.requests).toEqual([]);
    expect(s.timers).toEqual([]);
    online = true;
    await s.sender.online();
    expect(s.requests).toEqual([[{ ...change('a'), madeAt: 0 }]]);
  });

  it('tries a server error again, but stops on a refused session and keeps the changes', async () => {
    let status = 503;
    const s = setUp(() => Promise.reject(new ApiError(status, 'Nej')));
    await s.add('a');
    await s.sender.flush();
    expect(s.timers).toHaveLength(1);

    status = 401;
    s.timers.shift()!.run();
    await s.sender.idle();
    expect(s.timers).toHaveLength(0);
    expect(await s.outbox.stored(ACCOUNT)).toHaveLength(1);
  });

  it('keeps the changes when the server says too many a minute (429), and tries again later', async () => {
    let limited = true;
    const s = setUp((changes) =>
      limited
        ? Promise.reject(new ApiError(429, 'Försök igen om 1 minut.', 'TOO_MANY_CHANGES'))
        : Promise.resolve(applied(changes)),
    );
    for (const id of ['a', 'b']) await s.add(id);
    await s.sender.flush();
    expect(s.answered).toEqual([]);
    expect((await s.outbox.stored(ACCOUNT)).map((e) => e.change.id)).toEqual(['a', 'b']);
    expect(s.timers.map((t) => t.ms)).toEqual([OUTBOX_RETRY_FIRST_MS]);

    limited = false;
    s.timers.shift()!.run();
    await s.sender.idle();
    expect(s.requests).toHaveLength(2);
    expect(s.answered.map((a) => a.entry.change.id)).toEqual(['a', 'b']);
    expect(await s.outbox.stored(ACCOUNT)).toEqual([]);
  });

  it('sends a batch refused as malformed change by change, so one bad change holds back none', async () => {
    const s = setUp((changes) =>
      changes.some((c) => c.id === 'bad')
        ? Promise.reject(new ApiError(400, 'Ogiltig förfrågan.'))
        : Promise.resolve(applied(changes)),
    );
    for (const id of ['a', 'bad', 'c']) await s.add(id);
    await s.sender.flush();
    expect(s.requests.map((r) => r.map((c) => c.id))).toEqual([
      ['a', 'bad', 'c'],
      ['a'],
      ['bad'],
      ['c'],
    ]);
    expect(s.answered.map((a) => [a.entry.change.id, a.result.outcome])).toEqual([
      ['a', 'applied'],
      ['bad', 'refused'],
      ['c', 'applied'],
    ]);
    expect(await s.outbox.stored(ACCOUNT)).toEqual([]);
  });

  it('keeps a change the server did not answer, and does not send it twice in one go', async () => {
    const s = setUp((changes) => Promise.resolve(applied(changes.slice(1))));
    for (const id of ['a', 'b']) await s.add(id);
    await s.sender.flush();
    expect(s.requests).toHaveLength(1);
    expect((await s.outbox.stored(ACCOUNT)).map((e) => e.change.id)).toEqual(['a']);
    expect(s.emptied).toEqual([]);
  });

  it('sends a change made during a send right after it, never two sends at once', async () => {
    let open = 0;
    let most = 0;
    const s = setUp(async (changes) => {
      open += 1;
      most = Math.max(most, open);
      await new Promise((resolve) => setTimeout(resolve, 5));
      open -= 1;
      return applied(changes);
    });
    await s.add('a');
    const first = s.sender.flush();
    await s.add('b');
    const second = s.sender.flush();
    await Promise.all([first, second]);
    expect(most).toBe(1);
    expect(s.requests.map((r) => r.map((c) => c.id))).toEqual([['a'], ['b']]);
    expect(await s.outbox.stored(ACCOUNT)).toEqual([]);
  });

  describe('with drives of the drive log', () => {
    const driveChange = (id: string, op: 'put' | 'delete' = 'put'): DriveChange =>
      op === 'put'
        ? {
            kind: 'drive',
            id,
            driveId: `drive-${id}`,
            op,
            input: {
              date: '2026-11-24',
              startTime: '16:30',
              minutes: 45,
              km: null,
              supervisedBy: { kind: 'school', name: '' },
              conditions: [],
              roads: [],
              traffic: null,
              lessons: [],
              note: '',
            },
          }
        : { kind: 'drive', id, driveId: `drive-${id}`, op };

    function withDrives(driveServer: (change: DriveChange) => Promise<void>) {
      const order: string[] = [];
      const sent: string[] = [];
      const refused: [string, number][] = [];
      const s = setUp(
        (changes) => {
          order.push(changes.map((c) => c.id).join('+'));
          return Promise.resolve(applied(changes));
        },
        {
          oneByOne: {
            drive: {
              send: (entry) => {
                order.push(entry.change.id);
                return driveServer(entry.change);
              },
              onSent: (entry) => sent.push(entry.change.id),
              onRefused: (entry, error) => refused.push([entry.change.id, error.status]),
            },
          },
        },
      );
      const addDrive = (id: string, op: 'put' | 'delete' = 'put') =>
        s.outbox.add({
          account: ACCOUNT,
          role: 'student',
          studentId: 's1',
          change: driveChange(id, op),
          madeAt: 0,
        });
      return { ...s, order, sent, refused, addDrive };
    }

    it('sends lessons and drives in the order they were made: lessons together, each drive alone', async () => {
      const s = withDrives(() => Promise.resolve());
      await s.add('a');
      await s.add('b');
      await s.addDrive('d1');
      await s.addDrive('d2', 'delete');
      await s.add('c');
      await s.sender.flush();
      expect(s.order).toEqual(['a+b', 'd1', 'd2', 'c']);
      expect(s.sent).toEqual(['d1', 'd2']);
      expect(await s.outbox.stored(ACCOUNT)).toEqual([]);
      expect(s.emptied).toEqual([ACCOUNT]);
    });

    it('takes out a drive change refused for good, and says so; the ones after it go on', async () => {
      const s = withDrives((change) =>
        change.id === 'gone'
          ? Promise.reject(new ApiError(404, 'Körningen finns inte.', 'NO_DRIVE'))
          : change.id === 'theirs'
            ? Promise.reject(new ApiError(403, 'Inte din.', 'NOT_YOURS'))
            : Promise.resolve(),
      );
      for (const id of ['gone', 'theirs', 'fine']) await s.addDrive(id);
      await s.sender.flush();
      expect(s.refused).toEqual([
        ['gone', 404],
        ['theirs', 403],
      ]);
      expect(s.sent).toEqual(['fine']);
      expect(await s.outbox.stored(ACCOUNT)).toEqual([]);
    });

    it('keeps a drive change without a network, and what comes after it, and tries again later', async () => {
      let offline = true;
      const s = withDrives(() =>
        offline ? Promise.reject(new NetworkError()) : Promise.resolve(),
      );
      await s.addDrive('d1');
      await s.add('a');
      await s.sender.flush();
      expect(s.order).toEqual(['d1']);
      expect((await s.outbox.stored(ACCOUNT)).map((e) => e.change.id)).toEqual(['d1', 'a']);
      expect(s.timers.map((t) => t.ms)).toEqual([OUTBOX_RETRY_FIRST_MS]);
      offline = false;
      await s.sender.online();
      expect(s.order).toEqual(['d1', 'd1', 'a']);
      expect(await s.outbox.stored(ACCOUNT)).toEqual([]);
    });

    it('stops on a refused session (401, or a 403 that is not about the drive) and keeps it', async () => {
      for (const error of [
        new ApiError(401, 'Logga in.'),
        new ApiError(403, 'Ej aktiverad.', 'NOT_ACTIVATED'),
      ]) {
        const s = withDrives(() => Promise.reject(error));
        await s.addDrive('d1');
        await s.sender.flush();
        expect(s.refused).toEqual([]);
        expect(s.timers).toEqual([]);
        expect(await s.outbox.stored(ACCOUNT)).toHaveLength(1);
      }
    });
  });
});
