// Bundles the server (and the domain package it imports) into dist/server.js; npm packages
// stay external and are loaded from node_modules at run time.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/server.ts'],
  outfile: 'dist/server.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  packages: 'external',
  alias: { '@ovningskort/domain': '../../packages/domain/src/index.ts' },
  logLevel: 'warning',
});
