import fs from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseMail, readOutbox } from '@ovningskort/test-support';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from './mailer.js';
import { activationMail } from './templates.js';

const silent = pino({ level: 'silent' });

describe('mailer', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ovk-mail-'));
  });
  afterAll(async () => {
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('writes a real RFC 5322 message to DATA_DIR/mail when SMTP_URL is not set', async () => {
    const mailer = createMailer({
      smtpUrl: undefined,
      from: 'Övningskort <a@b.se>',
      dataDir,
      log: silent,
    });
    await mailer.send(activationMail('åsa@example.se', 'http://x.test/aktivering?token=abc'));
    const [mail] = await readOutbox(dataDir);
    expect(mail).toMatchObject({
      to: 'åsa@example.se',
      subject: 'Aktivera ditt konto på Övningskort',
    });
    expect(mail!.text).toContain('Hej!');
    expect(mail!.text).toContain('http://x.test/aktivering?token=abc');
    const raw = await fs.readFile(path.join(dataDir, 'mail', mail!.file), 'utf8');
    expect(raw).toMatch(/^Content-Type: multipart\/alternative/m);
    expect(raw).toMatch(/^Message-ID: </m);
  });

  it('delivers over SMTP to a real SMTP server when SMTP_URL is set', async () => {
    const received: { from: string; to: string[]; data: string }[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            data,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    try {
      const mailer = createMailer({
        smtpUrl: `smtp://127.0.0.1:${port}`,
        from: 'Övningskort <noreply@ovningskort.se>',
        dataDir,
        log: silent,
      });
      await mailer.send(activationMail('elev@example.se', 'http://x.test/aktivering?token=t'));
      expect(received).toHaveLength(1);
      expect(received[0]).toMatchObject({
        from: 'noreply@ovningskort.se',
        to: ['elev@example.se'],
      });
      const mail = parseMail('smtp', received[0]!.data);
      expect(mail.subject).toBe('Aktivera ditt konto på Övningskort');
      expect(mail.text).toContain('http://x.test/aktivering?token=t');
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('rejects when the SMTP server cannot be reached, so the caller can react', async () => {
    const mailer = createMailer({
      smtpUrl: 'smtp://127.0.0.1:1',
      from: 'a@b.se',
      dataDir,
      log: silent,
    });
    await expect(mailer.send(activationMail('x@y.se', 'http://x'))).rejects.toThrow();
  });
});
