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
  async function assertLinked(teacherId: string, studentId: string) {
    if (!(await repo.isLinked(db, teacherId, studentId))) {
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
    async linkedStudent(teacherId: string, studentId: string): Promise<PersonRow> {
      await assertLinked(teacherId, studentId);
      return activatedPerson(db, 'student', studentId);
    },

    /** Links a registered supervisor; the database allows one per student, however many try. */
    async addSupervisor(studentId: string, teacherEmail: string): Promise<void> {
      const teacher = await accounts.findTeacherByEmail(db, normalizeEmail(teacherEmail));
      if (!teacher) throw new DomainError('NO_SUPERVISOR', messages.supervision.noSuchSupervisor);
      try {
        await repo.insertLink(db, { studentId, teacherId: teacher.id, createdAt: clock() });
      } catch (error) {
        if (isUniqueViolation(error))
          throw new DomainError('ALREADY_LINKED', messages.supervision.alreadyLinked);
        throw error;
      }
    },

    async supervisorOf(studentId: string): Promise<SupervisorOfStudent> {
      const teacher = await repo.supervisorOf(db, studentId);
      return { teacherName: teacher?.name ?? null, teacher: teacher ?? null };
    },

    async removeSupervisor(studentId: string, teacherId: string): Promise<void> {
      const result = await repo.deleteLink(db, studentId, teacherId);
      if (result.numDeletedRows !== 1n)
        throw new DomainError('NO_LINK', messages.supervision.noLink);
      notify(studentId, { type: 'link-ended', teacherId });
    },

    /** Every lesson of every student linked to the supervisor, with the student's name. */
    async notesForTeacher(teacherId: string): Promise<DrivingNote[]> {
      const students = await repo.studentsOf(db, teacherId);
      const all: DrivingNote[] = [];
      for (const student of students) {
        const rows = await notes.notesOfStudent(db, student.id);
        all.push(...rows.map((row) => toDrivingNote(row, student.name)));
      }
      return all;
    },

    async notesOfStudent(teacherId: string, studentId: string): Promise<DrivingNote[]> {
      await assertLinked(teacherId, studentId);
      return linkedStudentNotes(studentId);
    },

    /**
     * The ETag of a linked student's cards as this supervisor sees them (with the student's
     * name), after the same checks as notesOfStudent. Read it before the rows.
     */
    async notesOfStudentEtag(teacherId: string, studentId: string): Promise<string> {
      await assertLinked(teacherId, studentId);
      const [state, student] = await Promise.all([
        notes.studentNotesValidator(db, studentId),
        accounts.findStudentById(db, studentId),
      ]);
      if (!state) throw new DomainError('NOT_LINKED', messages.supervision.notLinked);
      return cardsEtag('teacher', teacherId, studentId, state.validator, student?.name ?? '');
    },

    /** The cards of a student whose link notesOfStudentEtag has just checked. */
    notesOfLinkedStudent: linkedStudentNotes,
  };
}
export type SupervisionService = ReturnType<typeof createSupervisionService>;
