import { messages, type MessageResponse } from '@ovningskort/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { paths } from '../../../config/paths.js';
import { api } from '../../../lib/api.js';
import { session } from '../../../lib/session.js';

export function logoutStudent() {
  return api.request<MessageResponse>('/v1/logout', { method: 'POST', role: 'student' });
}

/**
 * Ends the session on the server, and in this tab whatever the server answers (offline in
 * the car, the tab must still forget the session). Runs to the end even as Hem unmounts.
 */
export function useLogoutStudent() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logoutStudent,
    onSettled: () => {
      session.clear('student');
      queryClient.clear();
      toast.success(messages.auth.logoutComplete);
      void navigate(paths.home);
    },
  });
}
