import type { PasswordOwner } from '@ovningskort/domain';
import { paths } from '../../../config/paths.js';
import { useSession, type Role } from '../../../lib/session.js';

/** The settings screens of each role (spec §2 'Logged-in area'). */
export const accountRoutes = {
  student: {
    settings: paths.settings,
    password: paths.myPassword,
    details: paths.myDetails,
    devices: paths.devices,
  },
  teacher: {
    settings: paths.settingsSupervisor,
    password: paths.myPasswordSupervisor,
    details: paths.myDetailsSupervisor,
    devices: paths.devicesSupervisor,
  },
} as const satisfies Record<Role, unknown>;

/** The id of the logged-in account of a role (the pages sit behind RequireRole). */
export function useAccountId(role: Role): string {
  const { student, supervisor } = useSession();
  return (role === 'student' ? student?.id : supervisor?.id) ?? '';
}

/** Whose password is being chosen: the strength hint warns against their e-mail and name. */
export function useAccountOwner(role: Role): PasswordOwner {
  const { student, supervisor } = useSession();
  const person = role === 'student' ? student : supervisor;
  return { email: person?.email ?? '', name: [person?.name, person?.surname].join(' ') };
}
