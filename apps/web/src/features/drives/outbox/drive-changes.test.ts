import { messages } from '@ovningskort/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client.js';
import { createOutbox } from '../../../lib/outbox/outbox.js';
import {
  memoryOutboxStorage,
  type DriveChange,
  type OutboxEntry,
} from '../../../lib/outbox/outbox-storage.js';
import { createOutboxSender, OUTBOX_RETRY_FIRST_MS } from '../../../lib/outbox/sender.js';

/** The server as this test answers it, and what the drive log told the person and the cache. */
const server = vi.hoisted(() => ({
  requests: [] as { path: string; method?: string; body?: unknown }[],
  answer: (): Promise<unknown> => Promise.resolve({ message: 'ok' }),
  toasts: [] as string[],
  reread: [] as unknown[],
}));

vi.mock('../../../lib/api.js', () => ({
  api: {
    request: (path: string, options: { method?: string; body?: unknown }) => {
      server.requests.push({ path, method: options.method, body: options.body });
      return server.answer();
    },
  },
}));
vi.mock('../../../lib/toast.js', () => ({
  toast: {
    error: (message: string) => server.toasts.push(message),
    info: (message: string) => server.toasts.push(message),
  },
}));
vi.mock('../../../lib/query-client.js', () => ({
  queryClient: {
    invalidateQueries: (filters: { queryKey: unknown }) => {
      server.reread.push(filters.queryKey);
      return Promise.resolve();
    },
  },
}));

const { driveRefused, driveSent, sendDriveChange } = await import('./drive-changes.js');

const ACCOUNT = 'teacher:t1';
const confirm = (version?: number): DriveChange => ({
  kind: 'drive',
  id: 'change-1',
  driveId: 'd1',
  op: 'confirm',
  ...(version === undefined ? {} : { version }),
  at: 5,
  byName: 'Tor Handledare',
});
const entry = (change: DriveChange): OutboxEntry<DriveChange> => ({
  account: ACCOUNT,
  role: 'teacher',
  studentId: 's1',
  change,
  madeAt: 0,
});

/** The device's sender with the drive log's side wired as the app wires it (app/outbox.ts). */
function sender() {
  const outbox = createOutbox(memoryOutboxStorage(), memoryOutboxStorage());
  const timers: number[] = [];
  const send = createOutboxSender({
    outbox,
    accounts: () => [{ account: ACCOUNT, role: 'teacher' }],
    send: () => Promise.resolve([]),
    onResults: () => undefined,
    onEmptied: () => undefined,
    oneByOne: { drive: { send: sendDriveChange, onSent: driveSent, onRefused: driveRefused } },
    setTimer: (_run, ms) => timers.push(ms),
    clearTimer: () => undefined,
  });
  return { outbox, send, timers };
}

beforeEach(() => {
  server.requests = [];
  server.toasts = [];
  server.reread = [];
  server.answer = () => Promise.resolve({ message: 'ok' });
});

describe('a supervisor’s confirmation through the outbox (security round 3)', () => {
  it('names the version of the drive the supervisor saw', async () => {
    await sendDriveChange(entry(confirm(1700)));
    expect(server.requests).toEqual([
      { path: '/v1/teacher/drives/s1/d1/confirm', method: 'POST', body: { version: 1700 } },
    ]);
  });

  it('of a drive changed since: leaves the outbox, says why, and reads the drive again to confirm anew', async () => {
    server.answer = () =>
      Promise.reject(new ApiError(409, messages.drives.changedSinceSeen, 'DRIVE_CHANGED'));
    const s = sender();
    await s.outbox.add(entry(confirm(1700)));
    await s.send.flush();
    expect(server.toasts).toEqual([messages.drives.changedSinceSeen]);
    // The log, and what waits for the supervisor's confirmation (issue 34).
    expect(server.reread).toEqual([
      ['supervised-drives', 's1', 'log'],
      ['supervised-drives', 's1'],
      ['supervised-drives', 'waiting'],
    ]);
    expect(await s.outbox.stored(ACCOUNT)).toEqual([]);
    expect(s.timers).toEqual([]);
  });

  it('kept by an older app without a version: refused with the reason, and read again', async () => {
    server.answer = () =>
      Promise.reject(new ApiError(400, messages.drives.versionRequired, 'VALIDATION'));
    const s = sender();
    await s.outbox.add(entry(confirm()));
    await s.send.flush();
    expect(server.requests[0]).toMatchObject({ method: 'POST', body: undefined });
    expect(server.toasts).toEqual([messages.drives.versionRequired]);
    expect(await s.outbox.stored(ACCOUNT)).toEqual([]);
  });
});

describe('drive writes past the account’s rate (429)', () => {
  it('stay in the outbox and are sent again later, with nothing said', async () => {
    const put: DriveChange = {
      kind: 'drive',
      id: 'change-2',
      driveId: 'd2',
      op: 'put',
      input: {
        date: '2026-11-24',
        startTime: '16:30',
        minutes: 45,
        km: null,
        supervisedBy: { kind: 'supervisor' },
        conditions: [],
        roads: [],
        traffic: null,
        lessons: [],
        note: '',
      },
    };
    server.answer = () =>
      Promise.reject(
        new ApiError(429, messages.drives.tooManyChanges('1 minut'), 'TOO_MANY_DRIVE_CHANGES'),
      );
    const s = sender();
    await s.outbox.add(entry(put));
    await s.send.flush();
    expect((await s.outbox.stored(ACCOUNT)).map((e) => e.change.id)).toEqual(['change-2']);
    expect(s.timers).toEqual([OUTBOX_RETRY_FIRST_MS]);
    expect(server.toasts).toEqual([]);

    server.answer = () =>
      Promise.resolve({ drive: { id: 'd2' }, unconfirmed: false, message: undefined });
    await s.send.flush();
    expect(server.requests.map((r) => r.method)).toEqual(['PUT', 'PUT']);
    expect(await s.outbox.stored(ACCOUNT)).toEqual([]);
    // The log, and what waits for the supervisor's confirmation (issue 34).
    expect(server.reread).toEqual([
      ['supervised-drives', 's1', 'log'],
      ['supervised-drives', 's1'],
      ['supervised-drives', 'waiting'],
    ]);
  });
});

describe('a drive saved through the outbox (issue 34)', () => {
  it('says when it was saved on the device and the device’s clock as it is sent', async () => {
    const input = {
      date: '2026-11-24',
      startTime: '10:00',
      minutes: 30,
      km: null,
      supervisedBy: { kind: 'other' as const, name: 'Mamma' },
      conditions: [],
      roads: [],
      traffic: null,
      lessons: [],
      note: '',
    };
    server.answer = () => Promise.resolve({ drive: { id: 'd3' }, unconfirmed: false });
    vi.useFakeTimers({ now: 12 * 3_600_000, toFake: ['Date'] });
    try {
      await sendDriveChange({
        ...entry({ kind: 'drive', id: 'change-3', driveId: 'd3', op: 'put', input }),
        madeAt: 10 * 3_600_000,
      });
    } finally {
      vi.useRealTimers();
    }
    expect(server.requests).toEqual([
      {
        path: '/v1/teacher/drives/s1/d3',
        method: 'PUT',
        body: { ...input, madeAt: 10 * 3_600_000, sentAt: 12 * 3_600_000 },
      },
    ]);
  });
});
