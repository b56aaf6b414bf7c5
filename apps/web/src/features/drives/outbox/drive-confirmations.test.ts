import {
  messages,
  type Drive,
  type DriveConfirmationResult,
  type DrivesToConfirmResponse,
  type DrivesWaitingResponse,
} from '@ovningskort/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client.js';
import { createOutbox } from '../../../lib/outbox/outbox.js';
import {
  memoryOutboxStorage,
  type DriveChange,
  type OutboxEntry,
} from '../../../lib/outbox/outbox-storage.js';
import { createOutboxSender } from '../../../lib/outbox/sender.js';

/** The server as this test answers it, and what the drive log told the person and the cache. */
const server = vi.hoisted(() => ({
  requests: [] as { path: string; method?: string; body?: unknown }[],
  answer: (): Promise<unknown> => Promise.resolve({ results: [] }),
  toasts: [] as string[],
  reread: [] as unknown[],
  cache: new Map<string, unknown>(),
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
    setQueryData: (key: unknown, update: (old: unknown) => unknown) => {
      const name = JSON.stringify(key);
      server.cache.set(name, update(server.cache.get(name)));
    },
  },
}));

const { driveRefused, driveSent, sendDriveChange } = await import('./drive-changes.js');
const { onDriveConfirmations } = await import('./drive-confirmations.js');

const ACCOUNT = 'teacher:t1';
const confirmAll: DriveChange = {
  kind: 'drive',
  id: 'change-1',
  op: 'confirm-all',
  drives: [
    { driveId: 'a', version: 10 },
    { driveId: 'b', version: 20 },
    { driveId: 'c', version: 30 },
  ],
  at: 5,
  byName: 'Hanna Handledare',
};
const entry: OutboxEntry<DriveChange> = {
  account: ACCOUNT,
  role: 'teacher',
  studentId: 's1',
  change: confirmAll,
  madeAt: 0,
};

const drive = (id: string, changes: Partial<Drive> = {}): Drive => ({
  id,
  studentId: 's1',
  date: '2026-11-24',
  startTime: '16:30',
  minutes: 45,
  km: null,
  supervisedBy: { kind: 'supervisor', name: 'Hanna Handledare' },
  conditions: [],
  roads: [],
  traffic: null,
  lessons: [],
  note: '',
  addedBy: 'student',
  confirmed: null,
  createdAt: 1,
  updatedAt: 10,
  ...changes,
});
const confirmed = { at: 7, by: 't1', byName: 'Hanna Handledare' };
/** b was changed by the student after the list was shown. */
const results: DriveConfirmationResult[] = [
  { id: 'a', status: 200, message: messages.drives.confirmed, drive: drive('a', { confirmed }) },
  {
    id: 'b',
    status: 409,
    code: 'DRIVE_CHANGED',
    message: messages.drives.changedSinceSeen,
    drive: drive('b', { minutes: 90, updatedAt: 21 }),
  },
  {
    id: 'c',
    status: 200,
    message: messages.drives.confirmed,
    drive: drive('c', { updatedAt: 30, confirmed }),
  },
];

function sender() {
  const outbox = createOutbox(memoryOutboxStorage(), memoryOutboxStorage());
  const send = createOutboxSender({
    outbox,
    accounts: () => [{ account: ACCOUNT, role: 'teacher' }],
    send: () => Promise.resolve([]),
    onResults: () => undefined,
    onEmptied: () => undefined,
    oneByOne: { drive: { send: sendDriveChange, onSent: driveSent, onRefused: driveRefused } },
    setTimer: () => undefined,
    clearTimer: () => undefined,
  });
  return { outbox, send };
}

beforeEach(() => {
  server.requests = [];
  server.toasts = [];
  server.reread = [];
  server.cache = new Map();
  server.answer = () => Promise.resolve({ results });
});

describe('"Bekräfta alla" through the outbox (issue 34)', () => {
  it('sends the drives shown, each with the version shown, in one request, and leaves the outbox', async () => {
    const s = sender();
    await s.outbox.add(entry);
    await s.send.flush();
    expect(server.requests).toEqual([
      {
        path: '/v1/teacher/drives/s1/confirmations',
        method: 'POST',
        body: {
          drives: [
            { id: 'a', version: 10 },
            { id: 'b', version: 20 },
            { id: 'c', version: 30 },
          ],
        },
      },
    ]);
    expect(await s.outbox.stored(ACCOUNT)).toEqual([]);
    // The log, the list to confirm and Hem's counts are read again.
    expect(server.reread).toEqual([
      ['supervised-drives', 's1', 'log'],
      ['supervised-drives', 's1'],
      ['supervised-drives', 'waiting'],
    ]);
  });

  it('tells the screen that sent it what became of each drive; with nobody there, the drive left unconfirmed is said once', async () => {
    const heard: unknown[] = [];
    const stop = onDriveConfirmations((notice) => heard.push(notice));
    await sendDriveChange(entry);
    expect(heard).toEqual([{ entryId: 'change-1', studentId: 's1', results }]);
    expect(server.toasts).toEqual([]);
    stop();
    await sendDriveChange(entry);
    expect(heard).toHaveLength(1);
    expect(server.toasts).toEqual([messages.drives.changedSinceSeen]);
  });

  it('puts the answer in the cache at once: the confirmed leave the list, the changed one shows its new values, Hem counts fewer', async () => {
    const list: DrivesToConfirmResponse = {
      studentName: 'Ines',
      drives: [drive('c', { updatedAt: 30 }), drive('b', { updatedAt: 20 }), drive('a')],
      total: 4,
    };
    const counts: DrivesWaitingResponse = {
      students: [
        { studentId: 's1', name: 'Ines', count: 4 },
        { studentId: 's2', name: 'Olle', count: 2 },
      ],
    };
    server.cache.set(JSON.stringify(['supervised-drives', 's1', 'waiting']), list);
    server.cache.set(JSON.stringify(['supervised-drives', 'waiting']), counts);
    await sendDriveChange(entry);
    const now = server.cache.get(
      JSON.stringify(['supervised-drives', 's1', 'waiting']),
    ) as DrivesToConfirmResponse;
    expect(now.drives.map((d) => [d.id, d.minutes, d.updatedAt])).toEqual([['b', 90, 21]]);
    expect(now.total).toBe(2);
    expect(server.cache.get(JSON.stringify(['supervised-drives', 'waiting']))).toEqual({
      students: [
        { studentId: 's1', name: 'Ines', count: 2 },
        { studentId: 's2', name: 'Olle', count: 2 },
      ],
    });
  });

  it('a refusal of the whole list leaves the outbox and is said once: on the screen when it is open, else as a toast', async () => {
    const refusal = new ApiError(404, messages.drives.confirmationsNotFound, 'NO_DRIVE');
    server.answer = () => Promise.reject(refusal);
    const heard: unknown[] = [];
    const stop = onDriveConfirmations((notice) => heard.push(notice));
    const s = sender();
    await s.outbox.add(entry);
    await s.send.flush();
    expect(heard).toEqual([
      { entryId: 'change-1', studentId: 's1', refused: messages.drives.confirmationsNotFound },
    ]);
    expect(server.toasts).toEqual([]);
    expect(await s.outbox.stored(ACCOUNT)).toEqual([]);
    stop();
    await s.outbox.add({ ...entry, change: { ...confirmAll, id: 'change-2' } });
    await s.send.flush();
    expect(server.toasts).toEqual([messages.drives.confirmationsNotFound]);
  });
});
