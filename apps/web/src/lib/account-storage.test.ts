import { afterEach, describe, expect, it } from 'vitest';
import { accountStorageKey, forgetAccountStorage } from './account-storage.js';

class MemoryStorage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  key(i: number) {
    return [...this.items.keys()][i] ?? null;
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  keys() {
    return [...this.items.keys()].sort();
  }
}

describe('what the device keeps per account', () => {
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'localStorage');
  });

  it('goes whole at the account’s deletion, whichever feature kept it, and nothing else goes', () => {
    const storage = new MemoryStorage();
    Object.defineProperty(globalThis, 'localStorage', { value: storage, configurable: true });
    const gone = 'student:s-1';
    const kept = 'student:s-10';
    storage.setItem(accountStorageKey('place', gone), '{}');
    storage.setItem(accountStorageKey('drive_started', gone), '1764350000000');
    storage.setItem(`${accountStorageKey('place', 'teacher:t-1')}:s-1`, '{}');
    storage.setItem(`${accountStorageKey('place', 'teacher:s-1')}:x`, '{}');
    storage.setItem(accountStorageKey('place', kept), '{}');
    storage.setItem(accountStorageKey('drive_started', kept), '1764350000000');
    storage.setItem('ovk_remembered_student', '1');

    forgetAccountStorage(gone);

    expect(storage.keys()).toEqual([
      'ovk_drive_started_student:s-10',
      'ovk_place_student:s-10',
      'ovk_place_teacher:s-1:x',
      'ovk_place_teacher:t-1:s-1',
      'ovk_remembered_student',
    ]);
  });

  it('does nothing where the browser refuses localStorage', () => {
    Object.defineProperty(globalThis, 'localStorage', {
      get() {
        throw new DOMException('refused', 'SecurityError');
      },
      configurable: true,
    });
    expect(() => forgetAccountStorage('student:s-1')).not.toThrow();
  });
});
