import { messages } from '@ovningskort/domain';
import { api } from './api.js';
import { forgetProfile } from './kept-profile.js';
import { forgetCache, signedInAccount } from './persisted-cache.js';
import { queryClient } from './query-client.js';
import { session, type Role } from './session.js';
import { toast } from './toast.js';

const LOGOUT_PATHS: Record<Role, string> = {
  student: '/v1/logout',
  teacher: '/v1/teacher/logout',
};

export function logout(role: Role): Promise<void> {
  return api.request(LOGOUT_PATHS[role], { method: 'POST', role, endsSession: true });
}

/**
 * Ends a role's session on the server, and in this tab whatever the server answers (offline
 * in the car, the tab must still forget the session). The logout buttons (Hem, the menu) and
 * the inactivity logout all end a session this way. The account's cards saved on the device go
 * with it; changes not yet sent stay in the outbox for its next login here. Loaded when needed
 * (see use-logout.ts).
 */
export async function endSession(role: Role): Promise<void> {
  const account = signedInAccount(role);
  await api.endingSession(role, async () => {
    // What is loading now would be answered after the session has gone.
    await queryClient.cancelQueries();
    try {
      await logout(role);
    } catch {
      // Not reached or refused: the session is forgotten here all the same.
    }
    session.clear(role);
    forgetProfile(role);
    queryClient.clear();
  });
  if (account) await forgetCache(account);
}

/** 'Logga ut': ends the sessions of the roles given and says so. */
export async function logOut(roles: readonly Role[]): Promise<void> {
  await Promise.all(roles.map(endSession));
  toast.success(messages.auth.logoutComplete);
}

/** The inactivity logout (spec §4): ends the sessions and says why. */
export async function logOutInactive(roles: readonly Role[]): Promise<void> {
  await Promise.all(roles.map(endSession));
  toast.info(messages.auth.inactivityLogout);
}
