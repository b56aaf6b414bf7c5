/**
 * Labels of the supervisor's login, registration and Hem screens, and of the login hardening
 * (captcha, lockout) and "Kom ihåg mig" on both login pages, that the spec leaves to us. The
 * spec's own texts (toasts, validation, the lockout message, the Category A popup) stay in
 * messages.ts.
 */
export const authScreens = {
  supervisorRegistration: {
    title: 'Registrering som handledare',
    step: 'Steg 2 av 2',
    gearbox: 'Växellåda',
    manual: 'Manuell',
    automatic: 'Automat',
    category: 'Körkortskategori',
    categoryATitle: 'Inget övningskort för kategori A',
    name: 'Namn',
    email: 'E-postadress',
    password: 'Lösenord (minst 8 tecken)',
    city: 'Kommun',
    submit: 'Slutför registrering',
    submitting: 'Registrerar...',
    haveAccount: 'Har du redan ett konto? Logga in som handledare',
  },
  supervisorLogin: {
    title: 'Logga in som handledare',
    register: 'Inget konto? Registrera dig som handledare',
    student: 'Är du elev? Logga in här',
    recover: 'Glömt lösenordet?',
  },
  supervisorHome: {
    lead: 'Du är inloggad som handledare. Vad vill du göra idag?',
    notes: 'Elevens övningskort',
    settings: 'Inställningar',
    logout: 'Logga ut',
  },
  /** Both login pages (and the sign-in with Google under the student's form), decision 013. */
  remember: {
    label: 'Kom ihåg mig på den här enheten',
    hint: 'Du förblir inloggad här, även i nya flikar, tills du loggar ut eller inte har använt appen på 30 dagar. Välj det inte på en dator som andra använder.',
  },
  captcha: {
    help: 'Du har försökt logga in flera gånger. Svara på frågan för att fortsätta.',
  },
  lockout: {
    title: 'Inloggningen är tillfälligt spärrad',
  },
} as const;
