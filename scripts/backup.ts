/**
 * Backs up the database the server is configured for (the same environment variables as the
 * server: DATABASE_URL, DATABASE_SCHEMA, DATA_DIR), while the server runs.
 *
 *   npx tsx scripts/backup.ts [--out <file>]
 *
 * - SQLite (no DATABASE_URL): SQLite's online backup API copies DATA_DIR/ovningskort.sqlite
 *   page by page into one consistent file (default ./backups/ovningskort-<time>.sqlite).
 * - PostgreSQL: pg_dump in its custom format (default ./backups/ovningskort-<time>.dump), only
 *   DATABASE_SCHEMA when it is set. pg_dump must be installed and not older than the server.
 *
 * Prints the path of the backup on stdout; exits non-zero on any failure. Restore with
 * scripts/restore.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { ConfigError, loadConfig } from '../apps/server/src/config.js';
import { sqliteFile } from '../apps/server/src/db/connect.js';
import { pgToolConnection, run, timestamp } from './database-tools.js';

function parseArgs(argv: string[]) {
  let out: string | undefined;
  for (let i = 0; i < argv.length; i += 1) {
    if (argv[i] === '--out' && argv[i + 1]) out = argv[++i];
    else throw new Error('Usage: npx tsx scripts/backup.ts [--out <file>]');
  }
  return { out };
}

async function main() {
  const { out } = parseArgs(process.argv.slice(2));
  const config = loadConfig();
  const postgres = Boolean(config.databaseUrl);
  const target = path.resolve(
    out ?? path.join('backups', `ovningskort-${timestamp()}.${postgres ? 'dump' : 'sqlite'}`),
  );
  if (fs.existsSync(target)) throw new Error(`${target} already exists; choose another --out`);
  fs.mkdirSync(path.dirname(target), { recursive: true });

  if (config.databaseUrl) {
    const { dbname, env } = pgToolConnection(config.databaseUrl);
    const schema = config.databaseSchema ? [`--schema=${config.databaseSchema}`] : [];
    await run(
      'pg_dump',
      ['--format=custom', '--no-owner', '--no-privileges', ...schema, `--file=${target}`, dbname],
      { env, maxBuffer: 16 * 1024 * 1024 },
    );
  } else {
    const source = sqliteFile(config.dataDir);
    if (!fs.existsSync(source)) throw new Error(`No database at ${source} (check DATA_DIR)`);
    const db = new SQLite(source, { readonly: true, fileMustExist: true });
    try {
      db.pragma('busy_timeout = 5000');
      await db.backup(target);
    } finally {
      db.close();
    }
    const copy = new SQLite(target, { readonly: true });
    try {
      const check = copy.pragma('integrity_check', { simple: true });
      if (check !== 'ok') throw new Error(`The backup at ${target} fails its check: ${check}`);
    } finally {
      copy.close();
    }
  }
  console.log(target);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
