import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, type ComponentType, type ReactNode } from 'react';
import { startOutbox, tellWhenChangesAreNotStored } from './outbox.js';
import { cacheEveryScreen } from '../lib/cache-screens.js';
import { keepLearnersInstructions } from './keep-instructions.js';
import { keepDevicePush } from './keep-device-push.js';
import { guardDoubleTaps } from '../lib/double-tap-guard.js';
import { NeedsNetworkNotice } from './NeedsNetworkNotice.js';
import { keepCacheSaved, restoreCache, signedInAccount } from '../lib/persisted-cache.js';
import { queryClient } from '../lib/query-client.js';
import { session, useSession, type Role } from '../lib/session.js';

const restored = new Set<string>();
let saving = false;

/**
 * Before a screen that fetches first renders: the signed-in accounts' saved queries are back in
 * the cache (so the cards open without a network), the cache is saved as it changes, and the
 * outbox of changes starts sending what waits on the device. Again whenever someone signs in.
 */
export async function prepareQueries(): Promise<void> {
  guardDoubleTaps();
  tellWhenChangesAreNotStored();
  if (!saving) {
    saving = true;
    keepCacheSaved(queryClient);
  }
  const accounts = (['student', 'teacher'] as Role[]).flatMap((role) => {
    const account = signedInAccount(role);
    return account && !restored.has(account) ? [account] : [];
  });
  for (const account of accounts) restored.add(account);
  await Promise.all(accounts.map((account) => restoreCache(queryClient, account)));
  const now = session.snapshot();
  // A device that takes push tells the server again under this session.
  keepDevicePush('student', now.hasStudentToken);
  keepDevicePush('teacher', now.hasSupervisorToken);
  if (now.hasStudentToken || now.hasSupervisorToken) {
    startOutbox();
    // Every screen on the device, for the next time there is no network (issue 35).
    cacheEveryScreen();
    // And a learner's instructions, for the lessons not opened yet.
    if (now.hasStudentToken) keepLearnersInstructions();
  }
}

/** The app's one query cache for a screen that fetches (see router.tsx). */
export function QueryProvider({ children }: { children: ReactNode }) {
  const { student, supervisor, hasStudentToken, hasSupervisorToken } = useSession();
  const signedIn = [student?.id, supervisor?.id, hasStudentToken, hasSupervisorToken].join();
  useEffect(() => {
    void prepareQueries();
  }, [signedIn]);
  return (
    <QueryClientProvider client={queryClient}>
      <NeedsNetworkNotice />
      {children}
    </QueryClientProvider>
  );
}

/**
 * A lazy screen's module that talks to the API: the component inside the query cache's
 * provider, once the saved queries are back (for React's lazy()).
 */
export async function withQueries<P extends object>(Component: ComponentType<P>) {
  await prepareQueries();
  return {
    default: function WithQueries(props: P) {
      return (
        <QueryProvider>
          <Component {...props} />
        </QueryProvider>
      );
    },
  };
}
