import fs from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
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

/**
 * The server's modules from the top floor down. A module imports only modules on the floors
 * below its own, so no two modules ever import each other, not even through a third. A new
 * module gets a floor here; a module that needs one of its floor or above moves up, or the
 * shared piece moves down.
 */
const serverModuleFloors = [
  ['companion', 'notifications', 'shares'],
  ['accounts', 'data-export', 'progress-pdf'],
  ['readiness'],
  ['drives', 'invitations', 'road-to-test', 'self-assessment'],
  ['comments', 'supervision'],
  ['cards'],
  ['live', 'oidc', 'recovery'],
  ['access', 'auth', 'contact', 'instructions', 'interest'],
  ['health', 'people', 'rate-limits', 'transcribe'],
];
const server = 'apps/server/src';
const modules = `${server}/modules`;
const unplaced = fs
  .readdirSync(modules, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !serverModuleFloors.flat().includes(entry.name));
if (unplaced.length > 0) {
  throw new Error(
    `eslint.config.js: give ${unplaced.map((e) => e.name)} a floor in serverModuleFloors`,
  );
}

/** The server's layers: who may import whom. */
const serverLayers = [
  {
    target: [`${server}/plugins/**`, `${server}/mail/**`],
    from: `${modules}/**`,
    message: 'plugins and mail are below the modules: pass what they need in as options.',
  },
  {
    target: [`${server}/db/**`, `${server}/lib/**`, `${server}/events/**`],
    from: [`${modules}/**`, `${server}/plugins/**`, `${server}/mail/**`],
    message: 'db, lib and events are the bottom floor.',
  },
  // Within the modules: routes → services → repositories → db.
  {
    target: `${modules}/*/*repository.ts`,
    from: `${modules}/**`,
    except: ['**/modules/*/*repository.ts'],
    message: 'A repository imports only repositories, db and lib – never a service or routes.',
  },
  {
    target: `${modules}/*/!(*routes).ts`,
    from: `${modules}/*/*routes.ts`,
    message: 'Only routes import routes: a service never imports routes.',
  },
  ...serverModuleFloors
    .flatMap((floor, index) => {
      const sameOrAbove = serverModuleFloors.slice(0, index + 1).flat();
      return floor.map((module) => ({
        target: `${modules}/${module}/**`,
        from: sameOrAbove
          .filter((other) => other !== module)
          .map((other) => `${modules}/${other}/**`),
        message: `Module '${module}' imports only modules on the floors below it (serverModuleFloors in eslint.config.js).`,
      }));
      // A module alone on the top floor has no one above it to keep out.
    })
    .filter((rule) => rule.from.length > 0),
];

/** The web's bottom floor: lib is used by features, copy and app, never the other way. */
const webLayers = [
  {
    target: 'apps/web/src/lib/**',
    from: ['apps/web/src/copy/**', 'apps/web/src/features/**', 'apps/web/src/app/**'],
    message: 'src/lib is the bottom floor: it may not import copy, features or app.',
  },
];

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
    // No import cycles anywhere in our TypeScript (type-only imports do not count: they are
    // gone at run time). The resolver maps the '.js' of an import to its '.ts' source.
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
          extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: [...serverLayers, ...webLayers] }],
    },
  },
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
