import fs from 'node:fs/promises';
import path from 'node:path';

/** An e-mail as a test reads it from the server's outbox (DATA_DIR/mail/*.eml). */
export interface ReceivedMail {
  file: string;
  to: string;
  subject: string;
  text: string;
}

function decodeQuotedPrintable(body: string): string {
  const bytes: number[] = [];
  const joined = body.replace(/=\r?\n/g, '');
  for (let i = 0; i < joined.length; i++) {
    const char = joined[i]!;
    const hex = joined.slice(i + 1, i + 3);
    if (char === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(char, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeBody(body: string, encoding: string | undefined): string {
  switch (encoding?.toLowerCase()) {
    case 'quoted-printable':
      return decodeQuotedPrintable(body);
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    default:
      return body;
  }
}

/** Decodes RFC 2047 encoded words (=?UTF-8?Q?...?= and =?UTF-8?B?...?=) in a header. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_match, _charset, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

function splitHeaders(raw: string): { headers: Map<string, string>; body: string } {
  const end = raw.search(/\r?\n\r?\n/);
  const head = end === -1 ? raw : raw.slice(0, end);
  const body = end === -1 ? '' : raw.slice(end).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

/** The text/plain content of a message, looking inside multipart bodies. */
function plainText(raw: string): string {
  const { headers, body } = splitHeaders(raw);
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.toLowerCase().startsWith('multipart/') && boundary) {
    const parts = body.split(`--${boundary}`).slice(1, -1);
    for (const part of parts) {
      const text = plainText(part.replace(/^\r?\n/, ''));
      if (text) return text;
    }
    return '';
  }
  if (!type.toLowerCase().startsWith('text/plain')) return '';
  return decodeBody(body, headers.get('content-transfer-encoding'));
}

export function parseMail(file: string, raw: string): ReceivedMail {
  const { headers } = splitHeaders(raw);
  return {
    file,
    to: decodeHeader(headers.get('to') ?? ''),
    subject: decodeHeader(headers.get('subject') ?? ''),
    text: plainText(raw),
  };
}

/**
 * Messages already read, by path: the server writes a message whole before it names it .eml
 * (apps/server/src/mail/mailer.ts) and never changes it, so each is read and parsed once. A
 * test that waits for a mail looks every 100 ms, and a browser suite's outbox holds hundreds.
 */
const parsed = new Map<string, ReceivedMail>();

/** All messages in the outbox, oldest first. */
export async function readOutbox(dataDir: string): Promise<ReceivedMail[]> {
  const outbox = path.join(dataDir, 'mail');
  const files = (await fs.readdir(outbox).catch(() => [] as string[]))
    .filter((f) => f.endsWith('.eml'))
    .sort();
  return Promise.all(
    files.map(async (f) => {
      const file = path.join(outbox, f);
      let mail = parsed.get(file);
      if (!mail) {
        mail = parseMail(f, await fs.readFile(file, 'utf8'));
        parsed.set(file, mail);
      }
      return mail;
    }),
  );
}

/** Waits for the newest message to an address (and with a subject, if given). */
export async function waitForMail(
  dataDir: string,
  to: string,
  options: { subject?: string | RegExp; timeoutMs?: number } = {},
): Promise<ReceivedMail> {
  const deadline = Date.now() + (options.timeoutMs ?? 10_000);
  for (;;) {
    const found = (await readOutbox(dataDir))
      .filter((mail) => mail.to.toLowerCase().includes(to.toLowerCase()))
      .filter((mail) =>
        options.subject === undefined
          ? true
          : typeof options.subject === 'string'
            ? mail.subject.includes(options.subject)
            : options.subject.test(mail.subject),
      )
      .at(-1);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`No e-mail to ${to} arrived in ${dataDir}/mail`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The first link in a message that starts with the given URL prefix. */
export function linkIn(mail: ReceivedMail, startsWith: string): string {
  const escaped = startsWith.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`${escaped}[^\\s<>"]*`).exec(mail.text);
  if (!match) throw new Error(`No link starting with ${startsWith} in "${mail.subject}"`);
  return match[0];
}
