import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../testing/browser-storage.js';
import { clearSignedOutNote, noteSignedOut, signedOutNote } from './signed-out-note.js';

describe('the note of a session that ended without a logout here', () => {
  beforeEach(() => {
    vi.stubGlobal('sessionStorage', memoryStorage());
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('keeps why, per role, until it is cleared', () => {
    expect(signedOutNote('student')).toBeNull();
    noteSignedOut('student', 'ended');
    noteSignedOut('teacher', 'expired');
    expect(signedOutNote('student')).toBe('ended');
    expect(signedOutNote('teacher')).toBe('expired');
    clearSignedOutNote('student');
    expect(signedOutNote('student')).toBeNull();
    expect(signedOutNote('teacher')).toBe('expired');
  });

  it('reads nothing it did not write', () => {
    sessionStorage.setItem('ovk_signed_out_student', 'hacked');
    expect(signedOutNote('student')).toBeNull();
  });

  it('without storage (refused, as in some private modes) it neither throws nor remembers', () => {
    vi.stubGlobal('sessionStorage', undefined);
    expect(() => noteSignedOut('student', 'ended')).not.toThrow();
    expect(signedOutNote('student')).toBeNull();
    expect(() => clearSignedOutNote('student')).not.toThrow();
  });
});
