import {
  DomainError,
  type DrivingNote,
  messages,
  type SupervisorOfStudent,
} from '@ovningskort/domain';
import type { Db } from '../../db/connect.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { Clock } from '../../lib/clock.js';
import { activatedPerson } from '../people/activated.js';
import type { PersonRow } from '../people/repository.js';
import * as accounts from '../people/repository.js';
import { normalizeEmail } from '../people/person.js';
import * as notes from '../cards/repository.js';
import { cardsEtag } from '../cards/etag.js';
import { toDrivingNote } from '../cards/service.js';
import type { Notify } from '../live/notify.js';
import * as repo from './repository.js';

/**
 * The link between a student and one supervisor, and what the link lets the supervisor read:
 * the student's cards, for as long as the link lasts. Changing a lesson is one operation for
 * both roles, in modules/cards (CardService.changeLesson). The routes have checked the
 * caller's account (plugins/account.ts); the link is checked here.
 */
export function createSupervisionService(deps: { db: Db; clock: Clock; notify: Notify }) {
  const { db, clock, notify } = deps;
  async function assertLinked(supervisorId: string, studentId: string) {
    if (!(await repo.isLinked(db, supervisorId, studentId))) {
      throw new DomainError('NOT_LINKED', messages.supervision.notLinked);
    }
  }

  async function linkedStudentNotes(studentId: string): Promise<DrivingNote[]> {
    const [student, rows] = await Promise.all([
      accounts.findStudentById(db, studentId),
      notes.notesOfStudent(db, studentId),
    ]);
    return rows.map((row) => toDrivingNote(row, student?.name ?? ''));
  }

  return {
    /** The supervisor is linked to the student now (the route has checked the supervisor). */
    assertLinked,

    /** The account of a student linked to the supervisor, activated (e.g. for its gearbox). */
    async linkedStudent(supervisorId: string, studentId: string): Promise<PersonRow> {
      await assertLinked(supervisorId, studentId);
      return activatedPerson(db, 'student', studentId);
    },

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

    /** Every lesson of every student linked to the supervisor, with the student's name. */
    async notesForSupervisor(supervisorId: string): Promise<DrivingNote[]> {
      const students = await repo.studentsOf(db, supervisorId);
      const all: DrivingNote[] = [];
      for (const student of students) {
        const rows = await notes.notesOfStudent(db, student.id);
        all.push(...rows.map((row) => toDrivingNote(row, student.name)));
      }
      return all;
    },

    async notesOfStudent(supervisorId: string, studentId: string): Promise<DrivingNote[]> {
      await assertLinked(supervisorId, studentId);
      return linkedStudentNotes(studentId);
    },

    /**
     * The ETag of a linked student's cards as this supervisor sees them (with the student's
     * name), after the same checks as notesOfStudent. Read it before the rows.
     */
    async notesOfStudentEtag(supervisorId: string, studentId: string): Promise<string> {
      await assertLinked(supervisorId, studentId);
      const [state, student] = await Promise.all([
        notes.studentNotesValidator(db, studentId),
        accounts.findStudentById(db, studentId),
      ]);
      if (!state) throw new DomainError('NOT_LINKED', messages.supervision.notLinked);
      return cardsEtag('teacher', supervisorId, studentId, state.validator, student?.name ?? '');
    },

    /** The cards of a student whose link notesOfStudentEtag has just checked. */
    notesOfLinkedStudent: linkedStudentNotes,
  };
}
export type SupervisionService = ReturnType<typeof createSupervisionService>;
