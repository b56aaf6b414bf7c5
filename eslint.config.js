import fs from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const webFeatures = fs
  .readdirSync('apps/web/src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** What no file of the web app may import (features add their boundaries to it). */
const webRestrictions = {
  paths: [
    {
      name: 'react-router',
      importNames: ['Link', 'NavLink'],
      message:
        "Use Link/NavLink of src/components/Link.tsx: React Router's own carry its framework mode (route prefetching) into the first load of every page.",
    },
  ],
  patterns: [
    {
      group: ['@ovningskort/server', '**/apps/server/**'],
      message: 'The web app talks to the server over HTTP only.',
    },
  ],
};

/** A web feature may not reach into another feature: shared pieces move down (src/components, src/lib). */
const featureBoundaries = webFeatures.map((feature) => ({
  files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    // One rule per file in flat config: the web app's restrictions are repeated here.
    'no-restricted-imports': [
      'error',
      {
        paths: webRestrictions.paths,
        patterns: [
          ...webRestrictions.patterns,
          ...webFeatures
            .filter((other) => other !== feature)
            .map((other) => ({
              group: [`**/features/${other}/**`, `../../${other}/**`, `../${other}/**`],
              message: `Feature '${feature}' may not import feature '${other}'; move shared code down.`,
            })),
        ],
      },
    ],
  },
}));

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      '.tools/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'always', { null: 'ignore' }],
    },
  },
  {
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['node:*'], message: 'The domain package is pure: no Node modules.' },
            { group: ['@ovningskort/*'], message: 'The domain package imports nothing of ours.' },
            {
              group: ['fs', 'path', 'crypto', 'os', 'http'],
              message: 'The domain package is pure: no I/O.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', webRestrictions],
    },
  },
  ...featureBoundaries,
  {
    files: ['apps/server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@ovningskort/web', '**/apps/web/**'],
              message: 'The server does not import the web app.',
            },
          ],
        },
      ],
    },
  },
);
