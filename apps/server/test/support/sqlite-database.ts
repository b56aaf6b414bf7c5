import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { connectDatabase, migrateToLatest, type DatabaseHandle } from '../../src/db/connect.js';

/** A fresh, migrated SQLite database in a temporary folder; `remove` closes and deletes it. */
export async function openTemporarySqlite(
  prefix: string,
): Promise<{ handle: DatabaseHandle; remove(): Promise<void> }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const handle = connectDatabase({ dataDir: dir });
  await migrateToLatest(handle);
  return {
    handle,
    async remove() {
      await handle.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
