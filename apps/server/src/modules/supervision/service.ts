import {
  DomainError,
  type DrivingNote,
  type LinkedStudents,
  messages,
  type SupervisorOfStudent,
} from '@ovningskort/domain';
import type { Db } from '../../db/connect.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { Clock } from '../../lib/clock.js';
import * as accounts from '../people/repository.js';
import { normalizeEmail } from '../people/person.js';
import * as notes from '../cards/repository.js';
import { cardsEtag } from '../cards/etag.js';
import { toDrivingNote } from '../cards/driving-note.js';
import { activatedPerson } from '../people/activated.js';
import type { Notify } from '../live/notify.js';
import * as repo from './repository.js';

/**
 * The link between a student and one supervisor, and what the link lets the supervisor read:
 * the student's cards, for as long as the link lasts. Changing a lesson is one service for
 * both roles, in modules/cards (lesson-changes.ts). The routes have checked the caller's
 * account (modules/access/guards.ts) and, where they name the student, the link.
 */
export function createSupervisionService(deps: { db: Db; clock: Clock; notify: Notify }) {
  const { db, clock, notify } = deps;

  async function studentNotes(studentId: string, name: string): Promise<DrivingNote[]> {
    // With the statuses the supervisor approved (issue 34): only those count as approved.
    const lessons = await notes.notesWithApprovals(db, studentId);
    return lessons.map(({ row, approvals }) => toDrivingNote(row, name, approvals));
  }

  return {
    /** Links a registered supervisor; the database allows one per student, however many try. */
    async addSupervisor(studentId: string, supervisorEmail: string): Promise<void> {
      const supervisor = await accounts.findSupervisorByEmail(db, normalizeEmail(supervisorEmail));
      if (!supervisor)
        throw new DomainError('NO_SUPERVISOR', messages.supervision.noSuchSupervisor);
      try {
        await repo.insertLink(db, { studentId, teacherId: supervisor.id, createdAt: clock() });
      } catch (error) {
        if (isUniqueViolation(error))
          throw new DomainError('ALREADY_LINKED', messages.supervision.alreadyLinked);
        throw error;
      }
      notify(studentId, { type: 'link-started', teacherId: supervisor.id });
    },

    /** The ids of the students linked to the supervisor now (their single stream, issue 37). */
    async linkedStudentIds(supervisorId: string): Promise<string[]> {
      return (await repo.studentsOf(db, supervisorId)).map((student) => student.id);
    },

    async supervisorOf(studentId: string): Promise<SupervisorOfStudent> {
      const supervisor = await repo.supervisorOf(db, studentId);
      if (!supervisor) return { teacherName: null, teacher: null };
      const { id, name, email } = supervisor;
      return { teacherName: name, teacher: { id, name, email } };
    },

    async removeSupervisor(studentId: string, supervisorId: string): Promise<void> {
      const result = await repo.deleteLink(db, studentId, supervisorId);
      if (result.numDeletedRows !== 1n)
        throw new DomainError('NO_LINK', messages.supervision.noLink);
      notify(studentId, { type: 'link-ended', teacherId: supervisorId });
    },

    /** The students linked to the supervisor now, with whether each has a card (issue 35). */
    async linkedStudents(supervisorId: string): Promise<LinkedStudents> {
      return { students: await repo.linkedStudentsWithCards(db, supervisorId) };
    },

    /** Every lesson of every student linked to the supervisor, with the student's name. */
    async notesForSupervisor(supervisorId: string): Promise<DrivingNote[]> {
      const students = await repo.studentsOf(db, supervisorId);
      const all: DrivingNote[] = [];
      for (const student of students) all.push(...(await studentNotes(student.id, student.name)));
      return all;
    },

    /**
     * A linked student's cards as this supervisor reads them, checked in one statement: the
     * supervisor's account (its refusal thrown as the account guard throws it), whether the
     * link stands, and the ETag of the cards with the student's name; `notes` reads the rows
     * (after the tag, so a body is never older than its tag).
     */
    async linkedStudentCards(supervisorId: string, studentId: string) {
      const state = await notes.supervisedNotesValidator(db, supervisorId, studentId);
      if (!state?.supervisorActivated) await activatedPerson(db, 'supervisor', supervisorId);
      const name = state?.name ?? '';
      return {
        // The student's account has just been deleted: the link went with it.
        linked: state?.linked === true,
        etag: state && cardsEtag('supervisor', supervisorId, studentId, state.validator, name),
        notes: () => studentNotes(studentId, name),
      };
    },
  };
}
export type SupervisionService = ReturnType<typeof createSupervisionService>;
