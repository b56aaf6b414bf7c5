import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../config/paths.js';
import type { Role } from './session.js';

/**
 * 'Logga ut' (Hem and the menu): ends the session of one role, or of each role given, says so,
 * and goes to the start page (or where `then` says). The work (API client, query cache) is loaded on the click, not
 * with the menu that every page shows. It runs to the end even as the caller unmounts.
 */
export function useLogout(roles: Role | readonly Role[], then: string = paths.home) {
  const navigate = useNavigate();
  const [isPending, setPending] = useState(false);
  const list: readonly Role[] = typeof roles === 'string' ? [roles] : roles;
  const key = list.join();
  const mutate = useCallback(() => {
    setPending(true);
    const chosen = key ? (key.split(',') as Role[]) : [];
    void import('./logout.js')
      .then(({ logOut }) => logOut(chosen))
      .finally(() => {
        setPending(false);
        void navigate(then);
      });
  }, [key, navigate, then]);
  return { mutate, isPending };
}
