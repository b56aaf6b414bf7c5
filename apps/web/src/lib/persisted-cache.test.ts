import { describe, expect, it } from 'vitest';
import { roleOfQuery } from './persisted-cache.js';

describe('whose data a query holds (what is kept on the device, per account)', () => {
  it('keeps the student’s own cards, drives and supervisor with the student', () => {
    expect(roleOfQuery(['cards'])).toBe('student');
    expect(roleOfQuery(['drives'])).toBe('student');
    expect(roleOfQuery(['drives', 'supervisor', 's-1'])).toBe('student');
    expect(roleOfQuery(['supervision', 'supervisor', 's-1'])).toBe('student');
    expect(roleOfQuery(['card-history', 'student', 'g-1'])).toBe('student');
    expect(roleOfQuery(['card-comments', 'student', 'g-1'])).toBe('student');
  });

  it('keeps what a supervisor reads of their students with the supervisor', () => {
    expect(roleOfQuery(['supervised-cards', 's-1'])).toBe('teacher');
    expect(roleOfQuery(['supervised-drives', 's-1'])).toBe('teacher');
    expect(roleOfQuery(['supervision', 'students', 't-1'])).toBe('teacher');
    expect(roleOfQuery(['card-history', 'teacher', 's-1', 'g-1'])).toBe('teacher');
    expect(roleOfQuery(['card-comments', 'teacher', 's-1', 'g-1'])).toBe('teacher');
  });

  it('keeps instructions with the role they were read as, and nothing of no account', () => {
    expect(roleOfQuery(['instruction', 'teacher', 1])).toBe('teacher');
    expect(roleOfQuery(['instruction', 'nobody'])).toBeUndefined();
    expect(roleOfQuery(['account', 'student'])).toBeUndefined();
  });
});
