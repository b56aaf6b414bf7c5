import type { MailMessage } from './mailer.js';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function layout(paragraphs: string[], link?: { href: string; label: string }): string {
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n');
  const button = link
    ? `<p><a href="${escapeHtml(link.href)}" style="display:inline-block;padding:12px 20px;background:#1d5c96;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(link.label)}</a></p>`
    : '';
  return `<!doctype html><html lang="sv"><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1b1f24">${body}${button}<p>Hälsningar,<br>Övningskort</p></body></html>`;
}

/** One message, as plain text and HTML from the same paragraphs and optional link. */
function compose(
  to: string,
  subject: string,
  paragraphs: string[],
  link?: { href: string; label: string },
): MailMessage {
  const linkLine = link ? `\n\n${link.href}` : '';
  return {
    to,
    subject,
    text: `${paragraphs.join('\n\n')}${linkLine}\n\nHälsningar,\nÖvningskort\n`,
    html: layout(paragraphs, link),
  };
}

/**
 * 'Hej {name}!' only to an address the person has confirmed: before that, the name is whatever
 * was typed by whoever gave the address, and a mail from us must not carry it to someone else.
 */
const greeting = (name: string | null) => (name ? `Hej ${name}!` : 'Hej!');

export function activationMail(to: string, link: string): MailMessage {
  return compose(
    to,
    'Aktivera ditt konto på Övningskort',
    [
      greeting(null),
      'Välkommen till Övningskort. Aktivera ditt konto genom att öppna länken nedan. Länken gäller i 7 dagar och kan användas en gång.',
      'Har du inte skapat något konto kan du bortse från det här meddelandet.',
    ],
    { href: link, label: 'Aktivera kontot' },
  );
}

/** `name`: null unless the owner has confirmed the address (see greeting). */
export function accountExistsMail(to: string, name: string | null, loginUrl: string): MailMessage {
  return compose(
    to,
    'Du har redan ett konto på Övningskort',
    [
      greeting(name),
      'Någon försökte just skapa ett nytt konto på Övningskort med din e-postadress. Du har redan ett konto, så inget nytt skapades.',
      'Var det du? Logga in med ditt befintliga konto. Har du glömt lösenordet kan du återställa det från inloggningssidan. Var det inte du behöver du inte göra något.',
    ],
    { href: loginUrl, label: 'Logga in' },
  );
}

/** `name`: null unless the owner has confirmed the address (see greeting). */
export function passwordResetMail(to: string, name: string | null, link: string): MailMessage {
  return compose(
    to,
    'Återställ ditt lösenord på Övningskort',
    [
      greeting(name),
      'Vi har fått en begäran om att återställa lösenordet till ditt konto på Övningskort. Öppna länken nedan för att välja ett nytt lösenord. Länken gäller i en timme och kan användas en gång.',
      'Har du inte bett om det här kan du bortse från meddelandet; ditt lösenord är oförändrat.',
    ],
    { href: link, label: 'Välj nytt lösenord' },
  );
}

export function emailChangeMail(to: string, link: string): MailMessage {
  return compose(
    to,
    'Bekräfta din nya e-postadress på Övningskort',
    [
      greeting(null),
      'Du har bett om att byta e-postadress på ditt konto på Övningskort till den här adressen. Bekräfta bytet genom att öppna länken nedan. Länken gäller i 24 timmar.',
      'Har du inte bett om det här kan du bortse från meddelandet.',
    ],
    { href: link, label: 'Bekräfta e-postadressen' },
  );
}

export function emailChangedNoticeMail(to: string, name: string, newEmail: string): MailMessage {
  return compose(to, 'Din e-postadress på Övningskort är ändrad', [
    `Hej ${name}!`,
    `E-postadressen för ditt konto på Övningskort är nu ändrad till ${newEmail}. Du loggar in med den nya adressen från och med nu.`,
    'Var det inte du? Kontakta oss direkt via kontaktformuläret på Övningskort.',
  ]);
}

/** What a handledare is, in the words of both invitation mails (decision 022). */
const SUPERVISOR_EXPLAINED =
  'En handledare sitter bredvid och har uppsikt när en elev övningskör privat, till exempel en förälder eller en vän, och ska vara godkänd som handledare av Transportstyrelsen. I Övningskort följer handledaren elevens övningskort och kan markera vad eleven har övat och klarat.';

/**
 * A student invites the address to be their supervisor; the address has no supervisor account.
 * `studentName`: the name of an activated student (the student confirmed their own address).
 */
export function invitationMail(to: string, studentName: string, link: string): MailMessage {
  return compose(
    to,
    `${studentName} vill att du blir handledare på Övningskort`,
    [
      'Hej!',
      `${studentName} övningskör inför körkortet och vill att du blir hens handledare i Övningskort.`,
      SUPERVISOR_EXPLAINED,
      'Skapa ett handledarkonto genom att öppna länken nedan. När du har aktiverat kontot blir du handledare för eleven. Länken gäller i 7 dagar.',
      'Känner du inte igen namnet kan du bortse från det här meddelandet; inget konto skapas utan dig.',
    ],
    { href: link, label: 'Skapa handledarkonto' },
  );
}

/**
 * The same invitation to an address that already has a supervisor account: nothing to create;
 * the student adds them by this address (the answer to the student was the same either way).
 */
export function invitationToExistingMail(
  to: string,
  studentName: string,
  loginUrl: string,
): MailMessage {
  return compose(
    to,
    `${studentName} vill att du blir handledare på Övningskort`,
    [
      'Hej!',
      `${studentName} övningskör inför körkortet och vill att du blir hens handledare i Övningskort.`,
      SUPERVISOR_EXPLAINED,
      `Du har redan ett handledarkonto med den här e-postadressen, så du behöver inte skapa något nytt. Be ${studentName} lägga till dig under ”Lägg till handledare” med den här adressen, så ser du elevens övningskort när du loggar in.`,
      'Känner du inte igen namnet kan du bortse från det här meddelandet.',
    ],
    { href: loginUrl, label: 'Logga in' },
  );
}

/**
 * A learner asks the companion of a drive to confirm it (issue 34). `studentName`: the name of
 * an activated student; `drive`: the drive as the learner logged it, in words.
 */
export function companionConfirmationMail(
  to: string,
  studentName: string,
  drive: { day: string; startTime: string; minutes: number },
  until: string,
  link: string,
): MailMessage {
  return compose(
    to,
    `${studentName} ber dig bekräfta en övningskörning`,
    [
      'Hej!',
      `${studentName} övningskör inför körkortet och har skrivit i sin körjournal att du satt bredvid vid en övningskörning ${drive.day} klockan ${drive.startTime} (${drive.minutes} minuter).`,
      `Stämmer det? Öppna länken, se körningen och bekräfta den med ett tryck. Du behöver inget konto. Länken gäller till och med ${until} och kan användas en gång.`,
      'Satt du inte bredvid, eller stämmer uppgifterna inte? Bekräfta inte – då behöver du inte göra något.',
    ],
    { href: link, label: 'Se körningen och bekräfta' },
  );
}

/** A notification (issue 38) by e-mail, to someone with no device that takes push. */
export function notificationMail(
  to: string,
  title: string,
  body: string,
  link: string,
): MailMessage {
  return compose(
    to,
    title,
    [
      'Hej!',
      body,
      'Du får det här meddelandet för att du har valt aviseringar via e-post i Övningskort. Du kan stänga av dem under Inställningar → Aviseringar.',
    ],
    { href: link, label: 'Öppna i Övningskort' },
  );
}

/** The weekly summary (issue 38): its paragraphs (one per learner, blank lines between). */
export function weeklySummaryMail(
  to: string,
  subject: string,
  paragraphs: string,
  link: string,
): MailMessage {
  return compose(
    to,
    subject,
    [
      'Hej!',
      ...paragraphs.split(/\n{2,}/),
      'Du får den här sammanfattningen varje måndag för att du har valt den i Övningskort. Du kan stänga av den under Inställningar → Aviseringar.',
    ],
    { href: link, label: 'Öppna Övningskort' },
  );
}
