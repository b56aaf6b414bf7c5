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
    /** Optional for a supervisor (issue 22), with why they are asked. */
    aboutCar: 'Bil och körkort',
    aboutCarHint:
      'Frivilligt. Vi frågar för att din profil ska visa vilken bil och vilket körkort du handleder med. Elevens övningskort och instruktioner följer elevens egna val, så du kan hoppa över det här och fylla i det senare under Inställningar.',
    gearbox: 'Växellåda (valfritt)',
    manual: 'Manuell',
    automatic: 'Automat',
    category: 'Körkortskategori (valfritt)',
    categoryATitle: 'Inget övningskort för kategori A',
    name: 'Förnamn',
    surname: 'Efternamn',
    email: 'E-postadress',
    password: 'Lösenord (minst 8 tecken)',
    city: 'Kommun',
    submit: 'Slutför registrering',
    submitting: 'Registrerar…',
    haveAccount: 'Har du redan ett konto? Logga in som handledare',
  },
  supervisorLogin: {
    title: 'Logga in som handledare',
    register: 'Inget konto? Registrera dig som handledare',
    student: 'Är du elev? Logga in här',
    recover: 'Glömt lösenordet?',
  },
  /**
   * After a login refused for a wrong e-mail or password, beside the error: the other role's
   * login page (issue 22). Shown after every such failure, so it says nothing about whether
   * an account exists.
   */
  otherLogin: {
    student: {
      text: 'Är du handledare? Handledare loggar in på en annan sida.',
      link: 'Logga in som handledare',
    },
    teacher: {
      text: 'Är du elev? Elever loggar in på en annan sida.',
      link: 'Logga in som elev',
    },
  },
  supervisorHome: {
    lead: 'Du är inloggad som handledare. Vad vill du göra i dag?',
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
