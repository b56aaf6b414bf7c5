/**
 * Labels of the password-recovery and settings screens (both roles) that the spec leaves to
 * us. The spec's own texts (toasts, validation, the delete dialog) stay in messages.ts.
 */
export const accountScreens = {
  /** "Inloggade enheter" (issue 17). */
  devices: {
    title: 'Inloggade enheter',
    lead: 'Här är du inloggad just nu. Logga ut en enhet du inte känner igen, eller alla på en gång.',
    thisDevice: 'Den här enheten',
    signedIn: (when: string) => `Inloggad ${when}`,
    lastUsed: (when: string) => `senast använd ${when}`,
    remembered: 'Förblir inloggad i 30 dagar efter senaste användning',
    push: 'Får aviseringar (de upphör när enheten loggas ut)',
    logOut: 'Logga ut',
    logOutHere: 'Logga ut här',
    logOutFor: (device: string) => ` (${device})`,
    everywhere: 'Logga ut överallt',
    everywhereTitle: 'Logga ut överallt?',
    everywhereBody:
      'Du loggas ut på alla enheter, även den här. Ändringar som väntar på nät på en annan enhet skickas när du loggar in där igen.',
    everywhereConfirm: 'Ja, logga ut överallt',
    cancel: 'Avbryt',
    loadFailed: 'Kunde inte hämta dina inloggade enheter.',
    retry: 'Försök igen',
    back: 'Tillbaka till inställningarna',
  },
  recovery: {
    titleStudent: 'Återställ lösenordet för elever',
    titleSupervisor: 'Återställ lösenordet för handledare',
    lead: 'Skriv e-postadressen du registrerade dig med, så skickar vi en länk där du väljer ett nytt lösenord.',
    email: 'E-postadress',
    submit: 'Skicka',
    submitting: 'Skickar…',
    locked: (seconds: number) => `Vänta ${seconds} s`,
    lockedHelp: 'Du har skickat många gånger. Vänta en stund, sedan kan du försöka igen.',
    backToLoginStudent: 'Tillbaka till inloggningen',
    backToLoginSupervisor: 'Tillbaka till inloggningen för handledare',
  },
  requestMade: {
    title: 'Kolla din e-post',
    body: 'Om e-postadressen är registrerad får du ett e-postmeddelande med instruktioner för att välja ett nytt lösenord.',
    spam: 'Hittar du det inte, titta i skräpposten. Länken gäller i en timme.',
  },
  reset: {
    title: 'Uppdatera ditt lösenord',
    hint: 'Välj ett nytt lösenord. Lösenordet måste vara minst 8 tecken långt.',
    password: 'Nytt lösenord',
    submit: 'Uppdatera lösenordet',
    submitting: 'Sparar…',
    staleTitle: 'Länken fungerar inte',
    newLink: 'Be om en ny återställningslänk',
    done: 'Du skickas strax till startsidan, där du kan logga in med ditt nya lösenord.',
  },
  settings: {
    title: 'Inställningar',
    changePassword: 'Byt lösenord',
    details: 'Dina uppgifter',
    devices: 'Inloggade enheter',
    deleteAccount: 'Ta bort mitt konto',
    deleting: 'Tar bort…',
    deletePassword: 'Ditt lösenord',
    deletePasswordBody:
      'All din data kommer att tas bort permanent. Skriv ditt lösenord för att bekräfta.',
    deleteFreshLoginBody:
      'All din data kommer att tas bort permanent. Du loggade in med Google: av säkerhetsskäl går det bara att ta bort kontot inom 10 minuter efter en inloggning.',
    logInAgain: 'Logga in igen',
    back: 'Tillbaka till inställningarna',
  },
  changePassword: {
    title: 'Byt lösenord',
    current: 'Nuvarande lösenord',
    newPass: 'Nytt lösenord (minst 8 tecken)',
    repeat: 'Upprepa nytt lösenord',
    submit: 'Spara',
    submitting: 'Sparar…',
  },
  details: {
    title: 'Dina uppgifter',
    gearboxQuestion: 'Kör du bil med automatisk växellåda?',
    /** What a change does to the cards (issue 17): only new cards follow it. */
    gearboxHint:
      'Nya övningskort följer ditt val. Kort du redan har behåller sin växellåda och sina lektioner.',
    yes: 'Ja',
    no: 'Nej',
    name: 'Förnamn',
    surname: 'Efternamn',
    email: 'E-postadress',
    pnr: 'Personnummer',
    pnrHint: 'ÅÅÅÅMMDD-XXXX',
    phone: 'Telefonnummer',
    phoneHint: '10 siffror',
    category: 'Körkortskategori',
    city: 'Kommun',
    empty: 'Inte angivet',
    /** Spec 'Ändra?': a button is an action, not a question (issue 22). */
    change: 'Ändra',
    save: 'Spara',
    saving: 'Sparar…',
    cancel: 'Avbryt',
    newEmail: 'Ny e-postadress',
    password: 'Ditt lösenord',
    emailHelp:
      'Vi skickar en bekräftelselänk till den nya adressen. Bytet gäller först när du har öppnat länken.',
  },
  confirmEmail: {
    checking: 'Bekräftar din nya e-postadress…',
    invalidTitle: 'Länken fungerar inte',
  },
} as const;
