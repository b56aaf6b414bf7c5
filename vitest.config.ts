import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { preactAliases } from './apps/web/preact-aliases.js';

/**
 * React Router as an ES module: its `node` condition would load the CommonJS build, whose
 * `require('react')` no alias reaches (the web's dependency, installed at the root).
 */
const reactRouterModule = fileURLToPath(
  new URL('node_modules/react-router/dist/development/index.mjs', import.meta.url),
);

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
          // Property tests run hundreds of cases; a loaded 2-core CI machine needs room.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/{src,test}/**/*.test.ts'],
          environment: 'node',
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          alias: [{ find: /^react-router$/, replacement: reactRouterModule }, ...preactAliases],
          // The libraries that import React go through the aliases too (not loaded by Node).
          server: {
            deps: {
              inline: [
                /react-router/,
                /@tanstack\//,
                /react-hook-form/,
                /react-toastify/,
                /@hookform\//,
              ],
            },
          },
          environment: 'node',
          // A console.error or console.warn (a React warning) fails the test that caused it.
          setupFiles: ['apps/web/src/test-setup.ts'],
          testTimeout: 30_000,
        },
      },
    ],
  },
});
