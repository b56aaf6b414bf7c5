import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type SQLite from 'better-sqlite3';

/** How often the worker copies the WAL into the database file. */
export const CHECKPOINT_INTERVAL_MS = 500;

/** SQLite's own default: what the request connection goes back to if the worker fails. */
const AUTOCHECKPOINT_PAGES = 1000;

// CommonJS, evaluated in the worker: no file to find next to the bundle or under tsx.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file, { fileMustExist: true });
const timer = setInterval(() => db.pragma('wal_checkpoint(PASSIVE)'), workerData.intervalMs);
parentPort.on('message', (message) => {
  if (message !== 'stop') return;
  clearInterval(timer);
  db.close();
  parentPort.close();
});
`;

export interface BackgroundCheckpoint {
  /** Stops the worker (after a checkpoint it is running) and closes its connection. */
  stop(): Promise<void>;
}

/**
 * SQLite's WAL checkpoint off the request path (issue 21). By default the commit that takes the
 * WAL past 1000 pages copies it into the database file and syncs it, on the event loop: every
 * request waiting behind that commit stalls (the capacity bench's write p99 went from 159 to
 * 94 ms without it). Here the request connection never checkpoints; a worker thread with its
 * own connection runs a PASSIVE checkpoint, which waits for no writer or reader and which none
 * of them waits for. If the worker fails, the connection checkpoints by itself again, so the
 * WAL never grows without bound.
 */
export function checkpointInBackground(
  sqlite: SQLite.Database,
  options: { intervalMs?: number; driver?: string; onFailure(error: Error): void },
): BackgroundCheckpoint {
  sqlite.pragma('wal_autocheckpoint = 0');
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: {
      driver: options.driver ?? createRequire(import.meta.url).resolve('better-sqlite3'),
      file: sqlite.name,
      intervalMs: options.intervalMs ?? CHECKPOINT_INTERVAL_MS,
    },
  });
  // A handle that is never closed does not keep the process alive.
  worker.unref();
  let stopping = false;
  const exited = new Promise<void>((resolve) => {
    let failure: Error | undefined;
    worker.on('error', (error) => (failure = error));
    worker.on('exit', (code) => {
      if (!stopping) {
        if (sqlite.open) sqlite.pragma(`wal_autocheckpoint = ${AUTOCHECKPOINT_PAGES}`);
        options.onFailure(failure ?? new Error(`WAL checkpoint worker exited (${code})`));
      }
      resolve();
    });
  });
  return {
    async stop() {
      stopping = true;
      worker.postMessage('stop');
      await exited;
    },
  };
}
