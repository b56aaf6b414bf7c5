import { paths } from '../../../config/paths.js';
import { useSession, type Role } from '../../../lib/session.js';

/** The settings screens of each role (spec §2 'Logged-in area'). */
export const accountRoutes = {
  student: { settings: paths.settings, password: paths.myPassword, details: paths.myDetails },
  teacher: {
    settings: paths.settingsSupervisor,
    password: paths.myPasswordSupervisor,
    details: paths.myDetailsSupervisor,
  },
} as const satisfies Record<Role, unknown>;

/** The id of the logged-in account of a role (the pages sit behind RequireRole). */
export function useAccountId(role: Role): string {
  const { student, supervisor } = useSession();
  return (role === 'student' ? student?.id : supervisor?.id) ?? '';
}
