import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // One test file per core. Vitest's default leaves a core free (one file at a time on a
    // 2-core machine), but the server's tests mostly wait for PostgreSQL, Redis and sockets:
    // two at a time took them from 293 to 172 s there (decision 027).
    maxWorkers: availableParallelism(),
    // Says which PostgreSQL/Redis suites this machine skips; in CI a missing one is an error.
    globalSetup: ['packages/test-support/src/vitest-setup.ts'],
    projects: [
      {
        test: {
          name: 'packages',
          include: ['packages/{domain,test-support}/src/**/*.test.ts'],
          environment: 'node',
          // As the server's (below): pure functions and test helpers, no state between files.
          isolate: false,
          // Property tests run hundreds of cases; a loaded 2-core CI machine needs room.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/{src,test}/**/*.test.ts'],
          environment: 'node',
          // A worker keeps the modules it has loaded from one test file to the next: each file
          // builds its own app and databases, and loading the server's code once per file was
          // a third of the server suite's time (179 → 119 s on 2 cores, decision 042).
          isolate: false,
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'node',
          // Isolated: the web's modules hold the session, the outbox and the device database,
          // and sharing them between files failed tests (tried, decision 042).
          // A console.error or console.warn (a React warning) fails the test that caused it.
          setupFiles: ['apps/web/src/test-setup.ts'],
          testTimeout: 30_000,
        },
      },
    ],
  },
});
