// Bundles the server (and the domain package it imports) into dist/server.js; npm packages
// stay external and are loaded from node_modules at run time. The progress PDF's worker thread
// is a second entry, dist/progress-pdf-worker.js, which the server starts from beside itself
// (src/modules/progress-pdf/renderer.ts).
import { build } from 'esbuild';

await build({
  entryPoints: {
    server: 'src/server.ts',
    'progress-pdf-worker': 'src/modules/progress-pdf/render-worker.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  packages: 'external',
  alias: { '@ovningskort/domain': '../../packages/domain/src/index.ts' },
  logLevel: 'warning',
});
