import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.js';

/**
 * The app's one query cache. Screens that fetch get it through QueryProvider (app/), loaded
 * with them, so the start page of a visitor does not load TanStack Query.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A 4xx will not change by asking again; network trouble in the car might. Without a
      // network at all it fails at once, and is asked again when the network returns (below).
      retry: (count, error) =>
        (typeof navigator === 'undefined' || navigator.onLine) &&
        !(error instanceof ApiError && error.status < 500) &&
        count < 2,
    },
  },
});

/**
 * Instructions do not change while the app runs, and those kept for use without a network
 * (issue 35) have no screen watching them: kept in memory, and so on the device, for good.
 */
queryClient.setQueryDefaults(['instruction'], { staleTime: Infinity, gcTime: Infinity });

/**
 * A page opened without a network (issue 35): TanStack Query takes the browser to be online
 * until an 'offline' event says otherwise, so the screen's queries fail instead of waiting,
 * and its own refetch on reconnect never comes. Those that failed are asked again when the
 * network returns: the screen recovers without a reload.
 */
if (typeof window !== 'undefined') {
  window.addEventListener('online', () => {
    void queryClient.refetchQueries({
      type: 'active',
      predicate: (query) => query.state.status === 'error',
    });
  });
}
