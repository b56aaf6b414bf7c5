/**
 * "Dela med trafikskolan" (issue 34): the section of the student's settings and the read-only
 * page a link opens. The server's own words (made, revoked, refusals) stay in messages.shares.
 */
export const shareScreens = {
  settings: {
    heading: 'Dela med trafikskolan',
    lead: 'Skapa en länk som trafikskolan kan öppna utan konto. Där ser de dina övningskort, vem som har satt varje status och din körjournal – men inte din e-postadress, ditt telefonnummer eller ditt personnummer. Länken går inte att ändra i och slutar gälla när tiden har gått ut eller när du slutar dela.',
    label: 'Vem delar du med? (valfritt)',
    labelPlaceholder: 'Till exempel Trafikskolan Väst',
    days: 'Länken gäller i',
    dayChoices: { 30: '30 dagar', 90: '90 dagar', 365: '1 år' } as Record<number, string>,
    create: 'Skapa länk',
    creating: 'Skapar länk…',
    createFailed: 'Länken kunde inte skapas. Försök igen.',
    createdHeading: 'Din nya länk',
    createdHelp:
      'Kopiera länken och skicka den till trafikskolan. Den visas bara nu – tappar du bort den kan du skapa en ny.',
    linkLabel: 'Länk',
    copy: 'Kopiera länken',
    copied: 'Länken är kopierad.',
    copyFailed: 'Kunde inte kopiera. Markera länken och kopiera den själv.',
    codeLine: (code: string) => `Kod: ${code}`,
    codeHelp: (address: string) => `Koden kan skrivas in på ${address} i stället för länken.`,
    done: 'Klar',
    listHeading: 'Dina länkar',
    none: 'Du delar inte med någon just nu.',
    unnamed: 'Länk utan namn',
    print: 'Utskrift (skapad av PDF:en)',
    created: (when: string) => `Skapad ${when}`,
    expires: (when: string) => `gäller till ${when}`,
    expired: (when: string) => `Gick ut ${when}`,
    revoked: (when: string) => `Slutade delas ${when}`,
    code: (code: string) => `Kod ${code}`,
    stop: 'Sluta dela',
    stopping: 'Slutar dela…',
    stopTitle: 'Sluta dela?',
    stopBody: (label: string) =>
      `Länken ${label} slutar fungera direkt, och dess kod också. Den som har länken ser då bara att den inte gäller längre.`,
    stopConfirm: 'Ja, sluta dela',
    cancel: 'Avbryt',
    stopFailed: 'Det gick inte att sluta dela. Försök igen.',
    loadFailed: 'Kunde inte hämta dina länkar.',
    retry: 'Försök igen',
  },
  page: {
    badge: 'Skrivskyddad vy för trafikskolan',
    title: (name: string) => `Övningskort för ${name}`,
    loading: 'Hämtar journalen…',
    updated: (when: string, seconds: number) =>
      `Uppdaterad ${when}. Sidan hämtar nya uppgifter var ${seconds}:e sekund.`,
    validUntil: (when: string) => `Länken gäller till ${when}.`,
    offline: 'Kunde inte hämta nya uppgifter just nu. Det som visas kan vara gammalt.',
    ended: 'Länken gäller inte längre.',
    endedHelp:
      'Den har gått ut eller så har eleven slutat dela. Be eleven om en ny länk eller kod.',
    failed: 'Journalen kunde inte hämtas. Försök igen om en stund.',
    retry: 'Försök igen',
    cards: 'Övningskort',
    noCards: 'Eleven har inget övningskort än.',
    noStatusSetBy: 'Ingen har satt status än.',
    lessonComments: 'Kommentarer till lektionen',
    history: 'Senaste ändringarna',
    noHistory: 'Inga ändringar än.',
    driveLog: 'Körjournal',
    noDrives: 'Inga körningar i körjournalen än.',
    totals: 'Totalt',
    byCondition: 'Ljus och väder',
    byRoad: 'Vägtyper',
    date: 'Datum',
    start: 'Start',
    duration: 'Tid',
    supervisor: 'Handledare',
    confirmed: 'Bekräftad',
    conditions: 'Förhållanden',
    codeTitle: 'Öppna en delad journal',
    codeLead: 'Skriv koden som står på utskriften eller som eleven gav dig.',
    codeLabel: 'Kod',
    codePlaceholder: 'ABCD-2345',
    codeSubmit: 'Visa journalen',
    codeInvalid: 'Koden har åtta tecken, till exempel ABCD-2345.',
  },
} as const;

/** '5 dec. 2026 14:03' in Swedish time: the driving school reads it later and elsewhere. */
export function shareTime(iso: string): string {
  return new Date(iso).toLocaleString('sv-SE', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Stockholm',
  });
}

/** '5 december 2026'. */
export function shareDate(iso: string): string {
  return new Date(iso).toLocaleDateString('sv-SE', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Stockholm',
  });
}
