import { DomainError, messages, type Student, type Teacher } from '@ovningskort/domain';
import type { Db } from '../../db/connect.js';
import { toStudent, toTeacher } from './person.js';
import { findStudentById, findTeacherById } from './repository.js';

/** What a person who has just logged in gets to know about themselves (spec §7 login answers). */
export function createProfiles(db: Db) {
  return {
    async student(id: string): Promise<Student> {
      const row = await findStudentById(db, id);
      if (!row) throw new DomainError('NO_ACCOUNT', messages.common.unauthorized);
      return toStudent(row);
    },
    async teacher(id: string): Promise<Teacher> {
      const row = await findTeacherById(db, id);
      if (!row) throw new DomainError('NO_ACCOUNT', messages.common.unauthorized);
      return toTeacher(row);
    },
  };
}
export type Profiles = ReturnType<typeof createProfiles>;
