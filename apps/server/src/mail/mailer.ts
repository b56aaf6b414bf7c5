import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export function mailOutbox(dataDir: string): string {
  return path.join(dataDir, 'mail');
}

/**
 * Real e-mail through nodemailer: over SMTP when SMTP_URL is set, otherwise the same
 * RFC 5322 message is written as an .eml file to DATA_DIR/mail/ (open it in any mail program).
 */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  dataDir: string;
  log: FastifyBaseLogger;
}): Mailer {
  const { from, log } = options;
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from, ...message });
        log.info({ subject: message.subject }, 'e-mail sent over SMTP');
      },
    };
  }
  const outbox = mailOutbox(options.dataDir);
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      await fs.mkdir(outbox, { recursive: true });
      const file = path.join(outbox, `${Date.now()}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`);
      // Written whole, then named .eml: whoever picks up *.eml never reads half a message.
      await fs.writeFile(`${file}.part`, info.message as Buffer);
      await fs.rename(`${file}.part`, file);
      log.info({ file, subject: message.subject }, 'SMTP_URL not set: e-mail written to file');
    },
  };
}
