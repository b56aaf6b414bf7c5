import { type DrivingNote, type Status, SUB_MOMENT_KEYS } from '@ovningskort/domain';
import type { NoteRow } from './repository.js';

/** A lesson row as the API shows it: flags as booleans, absent headings left out. */
export function toDrivingNote(row: NoteRow, studentName?: string): DrivingNote {
  const note: DrivingNote = {
    id: row.id,
    groupId: row.groupId,
    studentId: row.studentId,
    number: row.number,
    nytitle: row.nytitle,
    isDone: row.isDone === 1,
    statA: row.statA as Status,
    statB: row.statB as Status,
    statC: row.statC as Status,
    statD: row.statD as Status,
    statE: row.statE as Status,
    statF: row.statF as Status,
    statG: row.statG as Status,
    statH: row.statH as Status,
    statI: row.statI as Status,
  };
  for (const column of SUB_MOMENT_KEYS) {
    const heading = row[column];
    if (heading !== null) note[column] = heading;
  }
  if (studentName !== undefined) note.studentName = studentName;
  return note;
}
