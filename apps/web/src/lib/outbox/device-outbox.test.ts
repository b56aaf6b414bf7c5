import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deviceOutbox, keepChanges, onNotStored, onSendSoon } from './device-outbox.js';
import type { OutboxEntry } from './outbox-storage.js';

const entry = (id: string): Omit<OutboxEntry, 'seq'> => ({
  account: 'student:s1',
  role: 'student',
  studentId: 's1',
  change: { id, lessonId: 'n1', field: 'statA', from: '', to: 'Godkänd' },
  madeAt: 1,
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('keepChanges', () => {
  it('asks for a send, and reports each change the device refused to store (no words of its own)', async () => {
    vi.spyOn(deviceOutbox, 'add').mockRejectedValue(new DOMException('full', 'QuotaExceededError'));
    const notStored = vi.fn();
    const sendSoon = vi.fn();
    const stopNotStored = onNotStored(notStored);
    const stopSendSoon = onSendSoon(sendSoon);
    keepChanges([entry('a'), entry('b')]);
    expect(sendSoon).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(notStored).toHaveBeenCalledTimes(2));
    expect(notStored).toHaveBeenCalledWith();

    stopNotStored();
    stopSendSoon();
    keepChanges([entry('c')]);
    await Promise.resolve();
    await Promise.resolve();
    expect(notStored).toHaveBeenCalledTimes(2);
    expect(sendSoon).toHaveBeenCalledTimes(1);
  });

  it('reports nothing when the change is stored', async () => {
    const add = vi.spyOn(deviceOutbox, 'add').mockResolvedValue(undefined);
    const notStored = vi.fn();
    const stop = onNotStored(notStored);
    keepChanges([entry('d')]);
    await vi.waitFor(() => expect(add).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    expect(notStored).not.toHaveBeenCalled();
    stop();
  });
});
