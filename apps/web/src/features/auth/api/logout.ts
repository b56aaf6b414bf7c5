import { messages, type MessageResponse } from '@ovningskort/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { paths } from '../../../config/paths.js';
import { api } from '../../../lib/api.js';
import { session, type Role } from '../../../lib/session.js';

const LOGOUT_PATHS: Record<Role, string> = {
  student: '/v1/logout',
  teacher: '/v1/teacher/logout',
};

export function logout(role: Role) {
  return api.request<MessageResponse>(LOGOUT_PATHS[role], { method: 'POST', role });
}

/**
 * Ends a role's session on the server, and in this tab whatever the server answers (offline
 * in the car, the tab must still forget the session). The logout button and the inactivity
 * logout both end a session this way.
 */
export function useEndSession() {
  const queryClient = useQueryClient();
  return useCallback(
    async (role: Role) => {
      try {
        await logout(role);
      } catch {
        // Not reached or refused: the session is forgotten here all the same.
      }
      session.clear(role);
      queryClient.clear();
    },
    [queryClient],
  );
}

/** The 'Logga ut' button of Hem: ends the session, says so, and goes to the start page. */
export function useLogout(role: Role) {
  const endSession = useEndSession();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => endSession(role),
    // Options of the hook (not of mutate) run to the end even as Hem unmounts.
    onSettled: () => {
      toast.success(messages.auth.logoutComplete);
      void navigate(paths.home);
    },
  });
}
