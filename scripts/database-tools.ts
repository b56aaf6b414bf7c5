import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

/** Runs a program (pg_dump, pg_restore) without a shell. */
export const run = promisify(execFile);

/** A PostgreSQL URL for the pg_* tools: the password travels in PGPASSWORD, not in argv. */
export function pgToolConnection(databaseUrl: string) {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return {
    dbname: url.toString(),
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
  };
}

/** The time now for a file name: 20261124T081536Z. */
export function timestamp() {
  return new Date()
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/[-:]/g, '');
}
