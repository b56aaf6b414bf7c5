import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * AUTH_SECRET when configured; otherwise one generated on first start and kept in DATA_DIR,
 * so tokens survive restarts. Several processes must share AUTH_SECRET (see README).
 */
export async function resolveAuthSecret(configured: string | undefined, dataDir: string) {
  if (configured) return configured;
  const file = path.join(dataDir, 'auth-secret');
  await fs.mkdir(dataDir, { recursive: true });
  try {
    await fs.writeFile(file, randomBytes(48).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return (await fs.readFile(file, 'utf8')).trim();
}
