/**
 * Every text shown to a person, in one place (spec §5 and §8 where the spec has a wording).
 * Some spec texts are in English on purpose (spec §1: "some messages are in English").
 */
export const messages = {
  common: {
    unexpected: 'Ett oväntat fel inträffade, vänligen försök igen.',
    notFound: 'Hittades inte.',
    badRequest: 'Ogiltig förfrågan.',
    network: 'Kunde inte nå servern. Kontrollera din uppkoppling och försök igen.',
    loading: 'Laddar...',
    comingSoon: 'Kommer snart',
    comingSoonBody: 'Den här delen av Övningskort är inte klar ännu. Vi bygger på den just nu.',
    toStart: 'Till startsidan',
    unauthorized: 'Du behöver logga in igen.',
    forbidden: 'Du har inte behörighet till det här.',
    tooLarge: 'Förfrågan är för stor.',
    unsupportedMediaType: 'Förfrågan har ett format som inte stöds.',
  },
  validation: {
    registrationNameRequired: 'Vänligen skriv ditt namn',
    registrationNameMin: 'Ditt namn kan inte vara kortare än två bokstäver',
    nameMax: 'Namnet får vara högst 100 tecken.',
    registrationEmailRequired: 'Vänligen skriv ditt email',
    registrationEmailMin: 'Fältet kan inte vara tomt',
    emailInvalid: 'Ogiltig e-postadress',
    emailMax: 'E-postadressen får vara högst 254 tecken.',
    registrationPasswordRequired: 'Vänligen skriv ditt lösenord, minst 8 tecken',
    registrationPasswordMin: 'Lösenord måste vara minst 8 tecken',
    passwordMax: 'Lösenordet får vara högst 256 tecken.',
    cityInvalid: 'Vänligen välj en giltig kommun från listan',
    categoryRequired: 'Vänligen välj din kategori',
    loginEmailMin: 'E-postadressen måste vara minst 5 tecken lång.',
    loginPasswordMin: 'Lösenord måste vara minst 8 tecken.',
    captchaFailed: 'CAPTCHA verification failed. Please try again.',
    tokenInvalid: 'Länken är ogiltig.',
  },
  auth: {
    loginFailed: 'Login failed',
    wrongCredentials: 'Fel e-postadress eller lösenord.',
    welcome: (name: string) => `Välkommen ${name}`,
    welcomeGoogle: (name: string) => `Welcome ${name}`,
    logoutComplete: 'Log out complete',
    sessionExpired: 'Du har blivit utloggad pga. lång inaktivitet, vänligen logga in igen.',
    inactivityLogout: 'Du har blivit utloggad pga lång inaktivitet, vänligen logga in igen',
    lockedOut:
      'Du är tillfälligt spärrad från att logga in. Vänligen försök igen om 15 minuter eller klicka på länken nedan för att återställa ditt lösenord.',
    refreshFailed: 'Din session har gått ut. Vänligen logga in igen.',
  },
  registration: {
    created: 'Kontot är nu skapat',
    failed: 'Something went wrong. Please try again.',
    requestFailed: 'Registration failed. Please try again later.',
    completed: 'Tack! Ditt konto är nu skapad.',
  },
  activation: {
    activated: 'Nu är ditt konto aktiverad',
    alreadyActivated: 'Ditt konto är redan aktiverat.',
    invalidLink: 'Aktiveringslänken är ogiltig eller har gått ut.',
    notActivated:
      'Ditt konto är inte aktiverat ännu. Klicka på länken i e-postmeddelandet vi skickade för att aktivera det.',
    resent: 'Vi har skickat en ny aktiveringslänk till din e-post.',
    resend: 'Skicka aktiveringslänken igen',
    resendTooSoon: 'Vänta en minut innan du ber om en ny aktiveringslänk.',
    mailFailed: 'Vi kunde inte skicka e-post just nu. Försök igen om en stund.',
  },
} as const;
