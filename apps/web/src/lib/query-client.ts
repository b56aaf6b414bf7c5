import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.js';

/**
 * The app's one query cache. Screens that fetch get it through QueryProvider (app/), loaded
 * with them, so the start page of a visitor does not load TanStack Query.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A 4xx will not change by asking again; network trouble in the car might.
      retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
    },
  },
});
