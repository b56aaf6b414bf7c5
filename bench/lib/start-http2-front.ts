import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, startTarget, tsxArgs, type Target } from './processes.js';

/**
 * HTTPS with HTTP/2 in front of `backend` (http2-front.ts), with a self-signed certificate for
 * `localhost` made for this run by openssl. The origin is `https://localhost:<port>`: the
 * browser must run with chromeFlagsFor(origin) (lighthouse.ts).
 */
export async function startHttp2Front(backend: string): Promise<Target> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ovk-bench-tls-'));
  const cert = path.join(dir, 'cert.pem');
  const key = path.join(dir, 'key.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'ignore' },
  );
  const port = await freePort();
  const [command, args] = tsxArgs('lib/http2-front.ts');
  return startTarget(
    'HTTP/2 front',
    command,
    args,
    { BACKEND: backend, CERT: cert, KEY: key },
    port,
    {
      origin: `https://localhost:${port}`,
    },
  );
}
