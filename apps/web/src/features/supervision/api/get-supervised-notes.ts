import { type DrivingNote, DrivingNotesResponseSchema } from '@ovningskort/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.js';
import { supervisedNotesKey } from './keys.js';

export interface SupervisedStudent {
  id: string;
  name: string;
}

/**
 * The students behind the lessons, once each, in the order they first appear. A linked
 * student without cards has no lessons, so is not among them.
 */
export function studentsOf(notes: readonly DrivingNote[]): SupervisedStudent[] {
  const students = new Map<string, SupervisedStudent>();
  for (const note of notes) {
    if (!students.has(note.studentId)) {
      students.set(note.studentId, { id: note.studentId, name: note.studentName ?? '' });
    }
  }
  return [...students.values()];
}

/** Every lesson of every student linked to the supervisor, with the student's name. */
export async function getSupervisedNotes(supervisorId: string): Promise<DrivingNote[]> {
  const { drivingNotes } = await api.request(
    `/v1/teacher/getnotes/${encodeURIComponent(supervisorId)}`,
    { role: 'teacher', response: DrivingNotesResponseSchema },
  );
  return drivingNotes;
}

/**
 * Every lesson of the supervisor's students, as the list of students reads them: the desktop
 * shows each student's progress and the chosen student's whole card from it (decision 023).
 */
export function useSupervisedNotes(supervisorId: string, enabled: boolean) {
  return useQuery({
    queryKey: supervisedNotesKey(supervisorId),
    queryFn: () => getSupervisedNotes(supervisorId),
    enabled,
  });
}

/** The supervisor's students (those with at least one card). */
export function useSupervisedStudents(supervisorId: string, enabled: boolean) {
  return useQuery({
    queryKey: supervisedNotesKey(supervisorId),
    queryFn: () => getSupervisedNotes(supervisorId),
    select: studentsOf,
    enabled,
  });
}
