import { execFileSync } from 'node:child_process';
import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  randomUUID,
  verify,
} from 'node:crypto';
import fs from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** A message as the browser would get it: decrypted, with what its VAPID header said. */
export interface ReceivedPush {
  subscription: string;
  payload: { title: string; body: string; url: string; tag: string };
  topic: string | undefined;
  /** The audience and subject of the VAPID token, checked against the key it came with. */
  vapid: { aud: string; sub: string; key: string };
}

interface Device {
  ecdh: ReturnType<typeof createECDH>;
  publicKey: Buffer;
  auth: Buffer;
  /** What the service answers for this subscription: 201, or 410 once it is gone. */
  status: number;
}

const b64 = (buffer: Buffer) => buffer.toString('base64url');

function hkdf(salt: Buffer, ikm: Buffer, info: Buffer, length: number) {
  return Buffer.from(hkdfSync('sha256', ikm, salt, info, length));
}

/** RFC 8291 (aes128gcm, one record): what the user agent does with a push message's body. */
export function decryptPush(body: Buffer, device: Pick<Device, 'ecdh' | 'publicKey' | 'auth'>) {
  const salt = body.subarray(0, 16);
  const idLength = body[20]!;
  const serverKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const secret = device.ecdh.computeSecret(serverKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), device.publicKey, serverKey]);
  const ikm = hkdf(device.auth, secret, keyInfo, 32);
  const key = hkdf(salt, ikm, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const nonce = hkdf(salt, ikm, Buffer.from('Content-Encoding: nonce\0'), 12);
  const decipher = createDecipheriv('aes-128-gcm', key, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([
    decipher.update(record.subarray(0, record.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 2, then any padding of zeros.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}

/** RFC 8292: `vapid t=<JWT>, k=<key>`, the JWT signed ES256 by that key. */
function checkVapid(header: string | undefined) {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match) throw new Error(`not a VAPID authorization: ${header}`);
  const [, token, key] = match as unknown as [string, string, string];
  const [head, claims, signature] = token.split('.') as [string, string, string];
  const point = Buffer.from(key, 'base64url');
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: b64(point.subarray(1, 33)),
      y: b64(point.subarray(33, 65)),
    },
    format: 'jwk',
  });
  const valid = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!valid) throw new Error('the VAPID signature does not hold');
  const body = JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as {
    aud: string;
    sub: string;
    exp: number;
  };
  if (body.exp * 1000 < Date.now() || body.exp * 1000 > Date.now() + 24 * 60 * 60 * 1000) {
    throw new Error('the VAPID token’s expiry is outside 24 hours');
  }
  return { aud: body.aud, sub: body.sub, key };
}

/** A certificate for 127.0.0.1 made by openssl into `dir` (kept if it is there already). */
export function pushServiceCertificate(dir: string) {
  const keyFile = path.join(dir, 'push-key.pem');
  const certFile = path.join(dir, 'push-cert.pem');
  if (!fs.existsSync(certFile)) {
    fs.mkdirSync(dir, { recursive: true });
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:P-256',
        '-nodes',
        '-keyout',
        keyFile,
        '-out',
        certFile,
        '-days',
        '2',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
      ],
      { stdio: 'ignore' },
    );
  }
  return { keyFile, certFile };
}

/**
 * A push service on this machine, as a browser's would be (RFC 8030): HTTPS with a certificate
 * made for the run, one endpoint per subscription. It checks each message's VAPID token and
 * decrypts it with the subscription's own keys, as the browser would.
 */
export async function startPushService(options: { certDir?: string; port?: number } = {}) {
  const dir = options.certDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'ovk-push-'));
  const { keyFile, certFile } = pushServiceCertificate(dir);
  const cert = fs.readFileSync(certFile);
  const devices = new Map<string, Device>();
  const received: ReceivedPush[] = [];
  const problems: string[] = [];

  const server = https.createServer(
    { key: fs.readFileSync(keyFile), cert },
    (request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const id = request.url?.replace(/^\/push\//, '') ?? '';
        const device = devices.get(id);
        if (request.method !== 'POST' || !device) {
          response.writeHead(404).end();
          return;
        }
        if (device.status !== 201) {
          response.writeHead(device.status).end();
          return;
        }
        try {
          if (request.headers['content-encoding'] !== 'aes128gcm') {
            throw new Error(`content-encoding ${request.headers['content-encoding']}`);
          }
          if (!request.headers.ttl) throw new Error('no TTL');
          const vapid = checkVapid(request.headers.authorization);
          const text = decryptPush(Buffer.concat(chunks), device);
          received.push({
            subscription: id,
            payload: JSON.parse(text) as ReceivedPush['payload'],
            topic: request.headers.topic as string | undefined,
            vapid,
          });
          response.writeHead(201).end();
        } catch (error) {
          problems.push(String(error));
          response.writeHead(400).end();
        }
      });
    },
  );
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const host = `127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    /** For PUSH_SERVICES. */
    host,
    /** Trusts this service's certificate only (buildApp's pushAgent). */
    agent: new https.Agent({ ca: cert }),
    received,
    problems,
    /** A new browser subscription, as `PushSubscription.toJSON()` gives it. */
    subscribe() {
      const id = randomUUID();
      const ecdh = createECDH('prime256v1');
      const publicKey = ecdh.generateKeys();
      const auth = randomBytes(16);
      devices.set(id, { ecdh, publicKey, auth, status: 201 });
      return {
        id,
        json: {
          endpoint: `https://${host}/push/${id}`,
          expirationTime: null,
          keys: { p256dh: b64(publicKey), auth: b64(auth) },
        },
      };
    },
    /** The browser dropped the subscription: the service answers 410 Gone from now on. */
    drop(id: string) {
      devices.get(id)!.status = 410;
    },
    messagesTo(id: string) {
      return received.filter((message) => message.subscription === id);
    },
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      if (!options.certDir) fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
export type PushService = Awaited<ReturnType<typeof startPushService>>;
