import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileMadeOnce } from './file-made-once.js';

/**
 * AUTH_SECRET when configured; otherwise one generated on first start and kept in DATA_DIR,
 * so tokens survive restarts. Several processes must share AUTH_SECRET (see README).
 */
export async function resolveAuthSecret(configured: string | undefined, dataDir: string) {
  if (configured) return configured;
  const secret = await fileMadeOnce(path.join(dataDir, 'auth-secret'), () =>
    randomBytes(48).toString('base64url'),
  );
  return secret.trim();
}
