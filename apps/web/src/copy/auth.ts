/**
 * Labels of the supervisor's login, registration and Hem screens, and of the login hardening
 * (captcha, lockout) on both login pages, that the spec leaves to us. The spec's own texts
 * (toasts, validation, the lockout message, the Category A popup) stay in messages.ts.
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
  captcha: {
    help: 'Du har försökt logga in flera gånger. Svara på frågan för att fortsätta.',
  },
  lockout: {
    title: 'Inloggningen är tillfälligt spärrad',
  },
} as const;
