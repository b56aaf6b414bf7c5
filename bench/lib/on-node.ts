import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './processes.js';

/** Builds (or takes from its cache) the native SQLite addon for `node`; see the script. */
function nativeFor(node: string) {
  const result = spawnSync(node, [path.join(ROOT, 'scripts/native-for-node.mjs')], {
    cwd: ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (result.status !== 0) throw new Error(`could not prepare better-sqlite3 for ${node}`);
}

/**
 * `--node=PATH`: the whole bench again under that Node – the app, the baselines and the load
 * generators – since the native addon loads under one Node at a time. Afterwards the addon is
 * switched back to the Node that started the bench. Returns the exit code.
 */
export function rerunUnder(node: string, args: string[]): number {
  nativeFor(node);
  try {
    const result = spawnSync(node, ['--import', 'tsx', path.join(ROOT, 'bench/run.ts'), ...args], {
      cwd: ROOT,
      stdio: 'inherit',
    });
    return result.status ?? 1;
  } finally {
    nativeFor(process.execPath);
  }
}
