/**
 * Restores a backup made by scripts/backup.ts into the database the server is configured for
 * (the same environment variables as the server: DATABASE_URL, DATABASE_SCHEMA, DATA_DIR).
 *
 *   npx tsx scripts/restore.ts <backup file> [--replace]
 *
 * - SQLite: stop the server first. The backup is checked, then copied into place as
 *   DATA_DIR/ovningskort.sqlite; the database it replaces (and its -wal/-shm files) is kept
 *   beside it as ovningskort.sqlite.before-restore-<time>.
 * - PostgreSQL: pg_restore into DATABASE_URL in one transaction. The target (DATABASE_SCHEMA, or
 *   the whole database) must be empty, or given --replace: then the objects of the backup are
 *   dropped and created again. Stop the servers first, or they write into the old tables.
 *
 * Start the server afterwards; it runs any newer migrations on the restored data.
 */
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { ConfigError, loadConfig } from '../apps/server/src/config.js';
import { sqliteFile } from '../apps/server/src/db/connect.js';
import { pgToolConnection, run, timestamp } from './database-tools.js';

function parseArgs(argv: string[]) {
  const files = argv.filter((arg) => !arg.startsWith('--'));
  const flags = argv.filter((arg) => arg.startsWith('--'));
  if (files.length !== 1 || flags.some((flag) => flag !== '--replace')) {
    throw new Error('Usage: npx tsx scripts/restore.ts <backup file> [--replace]');
  }
  return { file: path.resolve(files[0]!), replace: flags.includes('--replace') };
}

/** Our tables in the target: the migrations table tells whether anything is there. */
async function targetHasData(databaseUrl: string, schema: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const result = await client.query(
      `select count(*)::int as tables from information_schema.tables where table_schema = $1`,
      [schema],
    );
    return (result.rows[0] as { tables: number }).tables > 0;
  } finally {
    await client.end();
  }
}

async function restorePostgres(
  file: string,
  databaseUrl: string,
  schema: string,
  replace: boolean,
) {
  if (!replace && (await targetHasData(databaseUrl, schema))) {
    throw new Error(
      `Schema ${schema} of the target database already has tables. Restore into an empty ` +
        'database, or add --replace to drop and recreate what the backup contains.',
    );
  }
  const { dbname, env } = pgToolConnection(databaseUrl);
  await run(
    'pg_restore',
    [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      '--single-transaction',
      ...(replace ? ['--clean', '--if-exists'] : []),
      `--dbname=${dbname}`,
      file,
    ],
    { env, maxBuffer: 16 * 1024 * 1024 },
  );
}

function restoreSqlite(file: string, dataDir: string) {
  const check = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    const integrity = check.pragma('integrity_check', { simple: true });
    if (integrity !== 'ok') throw new Error(`${file} fails its integrity check: ${integrity}`);
    const migrated = check
      .prepare(`select count(*) as n from sqlite_master where type = 'table' and name = ?`)
      .get('kysely_migration') as { n: number };
    if (migrated.n === 0) throw new Error(`${file} is not an Övningskort database`);
  } finally {
    check.close();
  }

  fs.mkdirSync(dataDir, { recursive: true });
  const target = sqliteFile(dataDir);
  const incoming = `${target}.restoring`;
  fs.copyFileSync(file, incoming);
  const handle = fs.openSync(incoming, 'r');
  fs.fsyncSync(handle);
  fs.closeSync(handle);

  // The old file and its write-ahead log go aside together: a WAL left next to the restored
  // file would be replayed into it.
  const aside = `${target}.before-restore-${timestamp()}`;
  for (const suffix of ['', '-wal', '-shm']) {
    if (fs.existsSync(target + suffix)) fs.renameSync(target + suffix, aside + suffix);
  }
  fs.renameSync(incoming, target);
  return fs.existsSync(aside) ? aside : undefined;
}

async function main() {
  const { file, replace } = parseArgs(process.argv.slice(2));
  if (!fs.existsSync(file)) throw new Error(`No backup at ${file}`);
  const config = loadConfig();
  if (config.databaseUrl) {
    await restorePostgres(file, config.databaseUrl, config.databaseSchema ?? 'public', replace);
    console.log(`Restored ${file} into PostgreSQL (schema ${config.databaseSchema ?? 'public'})`);
  } else {
    const aside = restoreSqlite(file, config.dataDir);
    console.log(`Restored ${file} to ${sqliteFile(config.dataDir)}`);
    if (aside) console.log(`The replaced database is kept as ${aside}`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
