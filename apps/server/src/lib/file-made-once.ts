import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * The text of `file`, made by `make` if it does not exist yet (a secret generated on the first
 * start and kept in DATA_DIR). Written whole to a file of this process, then linked into place:
 * processes starting at the same time all read the one that was linked first, never an empty
 * file still being written.
 */
export async function fileMadeOnce(file: string, make: () => string): Promise<string> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  const draft = `${file}.${randomUUID()}`;
  await fs.writeFile(draft, make(), { mode: 0o600 });
  try {
    await fs.link(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await fs.rm(draft, { force: true });
  }
  return fs.readFile(file, 'utf8');
}
