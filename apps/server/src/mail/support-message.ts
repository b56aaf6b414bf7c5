import type { MailMessage } from './mailer.js';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Header values never carry line breaks, whatever a sender typed. */
const oneLine = (text: string) => text.replace(/[\r\n\t]+/g, ' ').trim();

/**
 * The e-mail to support. The mailer hands every field to nodemailer, so `replyTo` becomes the
 * Reply-To header: answering the e-mail answers the sender.
 */
export interface SupportMail extends MailMessage {
  replyTo: { name: string; address: string };
}

export interface SupportMailInput {
  to: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  /** Who the sender is logged in as, if anyone: 'elev' or 'handledare' and the account id. */
  account: { role: 'elev' | 'handledare'; id: string } | null;
  sentAt: Date;
}

/** A message from the contact form to SUPPORT_EMAIL, replying to the sender. */
export function supportMessageMail(input: SupportMailInput): SupportMail {
  const name = oneLine(input.name);
  const facts: [string, string][] = [
    ['Från', `${name} <${input.email}>`],
    ['Ämne', input.subject],
    ['Konto', input.account ? `${input.account.role} ${input.account.id}` : 'inte inloggad'],
    ['Skickat', input.sentAt.toISOString()],
  ];
  const text = [
    'Ett nytt meddelande via kontaktformuläret på Övningskort. Svara på det här e-postmeddelandet för att svara avsändaren.',
    facts.map(([label, value]) => `${label}: ${value}`).join('\n'),
    '----',
    input.message,
    '',
  ].join('\n\n');
  const rows = facts
    .map(
      ([label, value]) =>
        `<tr><th style="text-align:left;padding-right:12px">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  const html = `<!doctype html><html lang="sv"><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1b1f24"><p>Ett nytt meddelande via kontaktformuläret på Övningskort. Svara på det här e-postmeddelandet för att svara avsändaren.</p><table>${rows}</table><hr><p style="white-space:pre-wrap">${escapeHtml(input.message)}</p></body></html>`;
  return {
    to: input.to,
    subject: oneLine(`Kontaktformulär: ${input.subject} – ${name}`),
    text,
    html,
    replyTo: { name, address: input.email },
  };
}
