import fs from 'node:fs';
import path from 'node:path';

/**
 * After the whole browser suite: the server's log (DATA_DIR/server.log, written by the
 * webServer command in playwright.config.ts) must not hold a password, an access token, an
 * activation or reset token, an invitation's token or invited address, or a personal number.
 */
export default function scanServerLog(): void {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: the log scan has nothing to read');
  const logFile = path.join(dataDir, 'server.log');
  const lines = fs.readFileSync(logFile, 'utf8').split('\n');
  const requests = lines.filter((line) => line.includes('"msg":"incoming request"'));
  if (requests.length === 0) {
    throw new Error(`${logFile} holds no requests: the scan would prove nothing`);
  }

  const secrets = new Set<string>();
  // Every one-time token the server e-mailed during the run.
  const mailDir = path.join(dataDir, 'mail');
  for (const file of fs.existsSync(mailDir) ? fs.readdirSync(mailDir) : []) {
    const mail = fs.readFileSync(path.join(mailDir, file), 'utf8').replace(/=\r?\n/g, '');
    // Quoted-printable writes the link's "=" as "=3D" (the line breaks are joined above).
    for (const match of mail.matchAll(/[?&]token=(?:3D)?([\w-]{16,})/g)) secrets.add(match[1]!);
    for (const match of mail.matchAll(/\/passwordReset1?\/[\w-]+\/([\w-]{16,})/g))
      secrets.add(match[1]!);
    // An invitation's link (security round 3): its token and the invited address, as the
    // address reads and as the link encodes it.
    for (const match of mail.matchAll(/[?&;]inbjudan=(?:3D)?([\w-]{16,})/g)) secrets.add(match[1]!);
    for (const match of mail.matchAll(/[?&;]epost=(?:3D)?([^&\s"<>]+)/g)) {
      const encoded = match[1]!;
      secrets.add(encoded);
      secrets.add(decodeURIComponent(encoded));
    }
  }
  // The passwords the specs type ('korkort-2026', 'nytt-korkort-2026', …).
  const e2eDir = path.resolve(import.meta.dirname, '..');
  for (const file of fs.readdirSync(e2eDir).filter((name) => name.endsWith('.ts'))) {
    const source = fs.readFileSync(path.join(e2eDir, file), 'utf8');
    for (const match of source.matchAll(/'([\p{L}-]+-20\d\d)'/gu)) secrets.add(match[1]!);
  }
  // The personal numbers the specs type ('19900101-1234'), with and without the hyphen.
  for (const file of fs.readdirSync(e2eDir).filter((name) => name.endsWith('.ts'))) {
    const source = fs.readFileSync(path.join(e2eDir, file), 'utf8');
    for (const match of source.matchAll(/'((?:19|20)\d{6})-?(\d{4})'/g)) {
      secrets.add(`${match[1]}-${match[2]}`);
      secrets.add(`${match[1]}${match[2]}`);
    }
  }
  for (const match of fs
    .readFileSync(path.join(e2eDir, 'support', 'fixtures.ts'), 'utf8')
    .matchAll(/password: '([^']+)'/g))
    secrets.add(match[1]!);

  const shapes: [string, RegExp][] = [
    ['a JWT', /eyJ[\w-]{10,}\.[\w-]{10,}\.[\w-]{10,}/],
    // A whole token shaped like YYYYMMDD-NNNN with a real month and day – not digits inside a
    // timestamp, a UUID or a fraction such as responseTime.
    [
      'a personal number',
      /(?<![\w.:-])(?:19|20)\d\d(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])-?\d{4}(?![\w.:-])/,
    ],
  ];
  const leaks: string[] = [];
  for (const line of lines) {
    for (const secret of secrets) if (line.includes(secret)) leaks.push(`${secret}: ${line}`);
    for (const [what, shape] of shapes) if (shape.test(line)) leaks.push(`${what}: ${line}`);
  }
  if (leaks.length > 0) {
    throw new Error(`The server log leaks secrets:\n${leaks.slice(0, 20).join('\n')}`);
  }
  console.log(
    `Log scan: ${lines.length} lines, ${requests.length} requests, ${secrets.size} secrets – none found.`,
  );
}
