import { DomainError, messages, type Student, type Supervisor } from '@ovningskort/domain';
import type { Db } from '../../db/connect.js';
import { toStudent, toSupervisor } from './person.js';
import { findStudentById, findSupervisorById } from './repository.js';

/** What a person who has just logged in gets to know about themselves (spec §7 login answers). */
export function createProfiles(db: Db) {
  return {
    async student(id: string): Promise<Student> {
      const row = await findStudentById(db, id);
      if (!row) throw new DomainError('NO_ACCOUNT', messages.common.unauthorized);
      return toStudent(row);
    },
    async supervisor(id: string): Promise<Supervisor> {
      const row = await findSupervisorById(db, id);
      if (!row) throw new DomainError('NO_ACCOUNT', messages.common.unauthorized);
      return toSupervisor(row);
    },
  };
}
export type Profiles = ReturnType<typeof createProfiles>;
