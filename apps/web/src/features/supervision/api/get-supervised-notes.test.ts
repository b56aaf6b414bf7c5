import type { DrivingNote } from '@ovningskort/domain';
import { describe, expect, it } from 'vitest';
import { studentsOf } from './get-supervised-notes.js';

const note = (studentId: string, studentName: string | undefined, number: number): DrivingNote => ({
  id: `${studentId}-${number}`,
  groupId: `${studentId}-card`,
  studentId,
  studentName,
  number,
  nytitle: 'Säkerhetskontroll',
  isDone: false,
  statA: '',
  statB: '',
  statC: '',
  statD: '',
  statE: '',
  statF: '',
  statG: '',
  statH: '',
  statI: '',
});

describe('studentsOf', () => {
  it('lists each student once, in the order their lessons come', () => {
    const notes = [
      note('b', 'Bo', 1),
      note('a', 'Ada', 1),
      note('b', 'Bo', 2),
      note('a', 'Ada', 2),
    ];
    expect(studentsOf(notes)).toEqual([
      { id: 'b', name: 'Bo' },
      { id: 'a', name: 'Ada' },
    ]);
  });

  it('has no students without lessons', () => {
    expect(studentsOf([])).toEqual([]);
  });

  it('keeps a student whose name the server left out, with an empty name', () => {
    expect(studentsOf([note('c', undefined, 1)])).toEqual([{ id: 'c', name: '' }]);
  });
});
