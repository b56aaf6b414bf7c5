/**
 * A drive with another companion, confirmed by that person through a one-time link the learner
 * e-mails them (issue 34): the learner's part under a drive, and the companion's page. The
 * server's own words (sent, refused, confirmed) stay in messages.companion.
 */
export const companionScreens = {
  ask: {
    button: (companion: string) => `Be ${companion} bekräfta`,
    buttonName: (companion: string, day: string) => `Be ${companion} bekräfta körningen ${day}`,
    lead: (companion: string) =>
      `Vi skickar en länk till ${companion}. Med den bekräftar hen körningen med ett tryck, utan konto.`,
    email: (companion: string) => `E-postadress till ${companion}`,
    send: 'Skicka länken',
    sending: 'Skickar…',
    cancel: 'Avbryt',
    failed: 'Länken kunde inte skickas. Försök igen.',
    offline: 'Du är utan nät. Be om bekräftelse när du har nät igen.',
    notSentYet: 'Körningen skickas först – sedan kan du be om bekräftelse.',
    waiting: (email: string, until: string) =>
      `Väntar på bekräftelse från ${email}. Länken gäller till och med ${until}.`,
    again: 'Skicka igen',
    withdraw: 'Ta bort förfrågan',
    withdrawName: (day: string) => `Ta bort förfrågan om bekräftelse av körningen ${day}`,
    withdrawFailed: 'Förfrågan kunde inte tas bort. Försök igen.',
  },
  page: {
    badge: 'Bekräfta övningskörning',
    title: 'Satt du bredvid vid den här körningen?',
    lead: (student: string, companion: string) =>
      `${student} har skrivit i sin körjournal att ${companion} satt bredvid vid den här övningskörningen.`,
    when: 'När',
    length: 'Hur länge',
    distance: 'Sträcka',
    companion: 'Handledare enligt eleven',
    conditions: 'Förhållanden',
    minutes: (minutes: number) => `${minutes} minuter`,
    km: (km: string) => `${km} km`,
    confirm: 'Ja, jag satt bredvid – bekräfta',
    confirming: 'Bekräftar…',
    notRight:
      'Stämmer det inte, eller satt du inte bredvid? Bekräfta inte – stäng bara sidan. Körningen förblir obekräftad.',
    validUntil: (when: string) => `Länken gäller till och med ${when} och kan användas en gång.`,
    changedHeading: 'Körningen har ändrats',
    doneHeading: 'Tack!',
    doneBody: (student: string) =>
      `Körningen är bekräftad. ${student} ser bekräftelsen i sin körjournal. Du kan stänga sidan.`,
    endedHelp: 'Be eleven skicka en ny länk om körningen ska bekräftas.',
    loading: 'Hämtar körningen…',
    failed: 'Körningen kunde inte hämtas. Försök igen om en stund.',
    retry: 'Försök igen',
  },
};
