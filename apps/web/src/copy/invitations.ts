/**
 * Inviting a supervisor who has no account yet (decision 022): the student's dialog and the
 * open invitation on /instructor, and the note on the supervisor registration page. The
 * server's own words (sent, withdrawn, refusals) stay in messages.invitations.
 */
export const invitationScreens = {
  dialog: {
    lead: (email: string) =>
      `Har din handledare inget konto än? Skicka en inbjudan till ${email}. Hen får en länk för att skapa ett konto, och när kontot är aktiverat blir hen din handledare.`,
    send: 'Skicka inbjudan',
    sending: 'Skickar inbjudan…',
    correct: 'Rätta adressen',
    failed: 'Inbjudan kunde inte skickas. Försök igen.',
  },
  open: {
    heading: 'Inbjudan skickad',
    validUntil: (when: string) => `Inbjudan gäller till ${when}.`,
    help: 'När din handledare har skapat och aktiverat sitt konto blir hen din handledare här. En ny inbjudan ersätter den här.',
    withdraw: 'Dra tillbaka',
    withdrawing: 'Drar tillbaka…',
    withdrawFailed: 'Inbjudan kunde inte dras tillbaka. Försök igen.',
  },
  registration: {
    invited:
      'Du har fått en inbjudan att bli handledare. Registrera dig med e-postadressen som inbjudan skickades till, så blir du handledare för eleven när du har aktiverat kontot.',
  },
} as const;

/** "5 december kl. 14:03", in Swedish time. */
export function invitationTime(iso: string): string {
  const date = new Date(iso);
  const day = date.toLocaleDateString('sv-SE', {
    day: 'numeric',
    month: 'long',
    timeZone: 'Europe/Stockholm',
  });
  const time = date.toLocaleTimeString('sv-SE', {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Stockholm',
  });
  return `${day} kl. ${time}`;
}
