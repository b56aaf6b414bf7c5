import {
  type DrivingNote,
  type Status,
  STATUS_KEYS,
  type StatusKey,
  SUB_MOMENT_KEYS,
} from '@ovningskort/domain';
import type { NoteRow } from './repository.js';

/**
 * A lesson row as the API shows it: flags as booleans, absent headings left out. With
 * `approvals` (issue 34, `supervisorApprovals`: the cells whose latest change was the
 * supervisor's 'Godkänd'), `approvedBySupervisor` lists those that still hold 'Godkänd'.
 */
export function toDrivingNote(
  row: NoteRow,
  studentName?: string,
  approvals?: readonly StatusKey[],
): DrivingNote {
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
  if (approvals !== undefined) {
    note.approvedBySupervisor = STATUS_KEYS.filter(
      (key) => approvals.includes(key) && note[key] === 'Godkänd',
    );
  }
  return note;
}
