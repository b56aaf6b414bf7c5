import { describe, expect, it } from 'vitest';
import { LESSON_FIELDS_WRITABLE_BY, writableLessonChanges } from './lesson-writes.js';

describe('who may write which field of a lesson', () => {
  it('both roles set statuses and the done flag, nobody the title', () => {
    for (const role of ['student', 'supervisor'] as const) {
      expect(LESSON_FIELDS_WRITABLE_BY[role]).toContain('isDone');
      expect(LESSON_FIELDS_WRITABLE_BY[role]).toContain('statI');
      expect(LESSON_FIELDS_WRITABLE_BY[role]).not.toContain('nytitle');
    }
  });

  it('keeps only the writable fields that were sent', () => {
    expect(
      writableLessonChanges('supervisor', { nytitle: 'X', statB: 'Godkänd', isDone: false }),
    ).toEqual({ statB: 'Godkänd', isDone: false });
    expect(writableLessonChanges('student', {})).toEqual({});
  });
});
