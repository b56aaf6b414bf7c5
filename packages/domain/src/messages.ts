import { MAX_CARDS_PER_STUDENT } from './constants.js';
import { startTexts } from './screens-start.js';

/**
 * The password rule, in the one wording every text uses (issue 36): the errors of every form that
 * takes a new password say this, and a field's label says 'Lösenord (minst 8 tecken)'.
 */
const PASSWORD_RULE = 'Lösenordet måste vara minst 8 tecken långt.';

/**
 * Every text shown to a person, in one place (spec §5 and §8 where the spec has a wording).
 * All in Swedish: where the spec's text is English or wrong, the corrected text is here
 * (docs/decisions/011-swedish-ui-text.md); ui-language.test.ts keeps it so.
 */
export const messages = {
  common: {
    unexpected: 'Ett oväntat fel inträffade. Försök igen.',
    notFound: 'Hittades inte.',
    invalidId: 'Ogiltigt id.',
    /** `madeAt` (issue 34) that is not a time in epoch milliseconds. */
    invalidMadeAt: 'Ogiltig tid för när ändringen gjordes.',
    badRequest: 'Ogiltig förfrågan.',
    network: 'Kunde inte nå servern. Kontrollera din uppkoppling och försök igen.',
    loading: startTexts.loading,
    comingSoon: 'Kommer snart',
    comingSoonBody: 'Den här delen av Övningskort är inte klar ännu. Vi bygger på den just nu.',
    toStart: 'Till startsidan',
    unauthorized: 'Du behöver logga in igen.',
    forbidden: 'Du har inte behörighet till det här.',
    tooLarge: 'Förfrågan är för stor.',
    unsupportedMediaType: 'Förfrågan har ett format som inte stöds.',
    badUrl: 'Adressen är ogiltig.',
    urlTooLong: 'Adressen är för lång.',
    tooManyStreams:
      'Övningskortet är öppet på för många ställen samtidigt. Stäng det i någon annan flik och försök igen.',
    /** The account's streams over all its devices are at their limit (security round 3). */
    tooManyAccountStreams:
      'Ditt konto har övningskortet öppet på för många ställen samtidigt. Stäng det på någon annan enhet eller i någon annan flik och försök igen.',
    /** A login refused because too many are checked at once (503 with Retry-After). */
    busy: 'Många loggar in just nu – försök igen om en stund.',
    /** The same for the other work that hashes a password: registration, password change and reset. */
    serverBusy: 'Servern har mycket att göra just nu – försök igen om en stund.',
  },
  instructions: {
    notFound: 'Det finns ingen instruktion för det här momentet.',
    invalidParameter: 'Ogiltigt moment. Ange catA till catI.',
    invalidNumber: 'Ogiltigt lektionsnummer.',
    invalidSuffix: 'suffix ska vara true (automatisk växellåda) eller false (manuell).',
  },
  transcribe: {
    notConfigured: 'Röststyrning via servern är inte tillgänglig.',
    noFile: 'Skicka ett kort ljudklipp.',
    tooLarge: 'Ljudklippet är för stort. Det får vara högst 1 MB.',
    notAudio: 'Filen är inte ett ljudklipp.',
    failed: 'Kunde inte tolka ljudet just nu. Försök igen.',
  },
  validation: {
    registrationNameRequired: 'Skriv ditt namn',
    registrationNameMin: 'Ditt namn kan inte vara kortare än två bokstäver',
    /** The surname the app's registration forms ask for (issue 22); §7 clients may leave it out. */
    registrationSurnameRequired: 'Skriv ditt efternamn',
    passwordCommon:
      'Lösenordet är för vanligt: det finns i listor över lösenord som läckt ut. Välj ett annat, gärna några ord i rad.',
    passwordTrivial:
      'Lösenordet är för enkelt: det är nästan bara ett tecken upprepat. Välj ett annat.',
    passwordPersonal:
      'Lösenordet får inte bygga på din e-postadress eller ditt namn: det är det första någon gissar.',
    passwordProductName: 'Lösenordet får inte innehålla ”Övningskort”. Välj ett annat.',
    nameCharacters:
      'Ett namn får bara innehålla bokstäver, mellanslag, bindestreck och apostrofer.',
    nameMax: 'Namnet får vara högst 100 tecken.',
    registrationEmailRequired: 'Skriv din e-postadress',
    registrationEmailMin: 'Fältet kan inte vara tomt',
    emailInvalid: 'Ogiltig e-postadress',
    emailMax: 'E-postadressen får vara högst 254 tecken.',
    registrationPasswordRequired: 'Skriv ett lösenord',
    registrationPasswordMin: PASSWORD_RULE,
    passwordMax: 'Lösenordet får vara högst 256 tecken.',
    cityInvalid: 'Välj en giltig kommun från listan',
    categoryRequired: 'Välj din kategori',
    loginEmailMin: 'E-postadressen måste vara minst 5 tecken lång.',
    loginPasswordMin: PASSWORD_RULE,
    captchaFailed: 'Fel svar på frågan. Försök igen.',
    captchaQuestion: (a: number, op: '+' | '-', b: number) => `Vad är ${a} ${op} ${b}?`,
    tokenInvalid: 'Länken är ogiltig.',
    /** `remember` of a login (or the sign-in with Google) that is not yes or no. */
    rememberInvalid: 'Ange om enheten ska komma ihåg inloggningen med ja eller nej.',
  },
  auth: {
    loginFailed: 'Inloggningen misslyckades. Försök igen.',
    wrongCredentials: 'Fel e-postadress eller lösenord.',
    welcome: (name: string) => `Välkommen, ${name}!`,
    logoutComplete: 'Du är nu utloggad.',
    /** "Inloggade enheter" (issue 17). */
    deviceLoggedOut: 'Enheten är utloggad.',
    loggedOutEverywhere: 'Du är utloggad på alla enheter.',
    noSuchSession: 'Den inloggningen finns inte längre.',
    sessionExpired: 'Du har blivit utloggad på grund av lång inaktivitet. Logga in igen.',
    inactivityLogout: 'Du har blivit utloggad på grund av lång inaktivitet. Logga in igen.',
    /** The spec's text with the real wait: 15 minutes at first, longer for repeated locks. */
    lockedOut: (wait: string) =>
      `Du är tillfälligt spärrad från att logga in. Försök igen om ${wait} eller tryck på länken nedan för att återställa ditt lösenord.`,
    /** When the wait is not known (the server did not say). */
    lockedOutWhile:
      'Du är tillfälligt spärrad från att logga in. Försök igen om en stund eller tryck på länken nedan för att återställa ditt lösenord.',
    refreshFailed: 'Din inloggning har gått ut. Logga in igen.',
    /** The session was ended, not left to expire: from another device, or by a new password. */
    sessionEnded: 'Du har loggats ut på den här enheten. Logga in igen.',
    crossSite: 'Förfrågan kom från en annan webbplats och stoppades.',
    resetPassword: 'Återställ lösenordet',
  },
  registration: {
    created: 'Kontot är nu skapat',
    failed: 'Något gick fel. Försök igen.',
    requestFailed: 'Registreringen misslyckades. Försök igen senare.',
    completed: 'Tack! Ditt konto är nu skapat.',
  },
  activation: {
    activated: 'Nu är ditt konto aktiverat',
    alreadyActivated: 'Ditt konto är redan aktiverat.',
    invalidLink: 'Aktiveringslänken är ogiltig eller har gått ut.',
    notActivated:
      'Ditt konto är inte aktiverat ännu. Öppna länken i e-postmeddelandet vi skickade för att aktivera det.',
    resent: 'Vi har skickat en ny aktiveringslänk till din e-post.',
    resend: 'Skicka aktiveringslänken igen',
    resendTooSoon: 'Vänta en minut innan du ber om en ny aktiveringslänk.',
    mailFailed: 'Vi kunde inte skicka e-post just nu. Försök igen om en stund.',
  },
  oidc: {
    button: 'Logga in med Google',
    failed: 'Inloggningen med Google misslyckades.',
    failedOnServer: 'Inloggningen med Google misslyckades hos oss. Försök igen om en stund.',
    noCode: 'Inloggningen med Google misslyckades: vi fick ingen inloggningskod från Google.',
    cancelled:
      'Inloggningen med Google avbröts. Försök igen, eller logga in med e-post och lösenord.',
    unverifiedEmailTaken:
      'Det finns redan ett konto med den här e-postadressen. Logga in med e-post och lösenord – Google har inte bekräftat adressen, så vi kopplar inte ihop kontona.',
    signingIn: 'Loggar in med Google…',
  },
  completion: {
    categoryRequired: 'Välj din körkortskategori',
    gearboxRequired: 'Välj växellåda',
    cityRequired: 'Ange din kommun',
    cityInvalid: 'Välj en giltig kommun från listan',
    checkDetails: 'Kontrollera uppgifterna',
  },
  cards: {
    loadFailed: 'Kunde inte ladda övningskort.',
    saveFailed: 'Kunde inte spara ändringen.',
    deleteFailed: 'Kunde inte ta bort kortet.',
    deleted: 'Kortet är borttaget!',
    created: 'Nytt övningskort skapat!',
    maxReached: `Du kan ha högst ${MAX_CARDS_PER_STUDENT} övningskort.`,
    createFailed: 'Ett oväntat fel inträffade. Försök igen.',
    noTemplate: 'Kunde inte skapa övningskort: ingen data att utgå ifrån.',
    invalidStatus: 'Ogiltig status. Välj Började, Visad kunskap eller Godkänd.',
    invalidDone: 'Ogiltigt värde för ”Klar!”',
    changesEmpty: 'Skicka minst en ändring.',
    tooManyChanges: (max: string) => `Skicka högst ${max} ändringar åt gången.`,
    /** An account sent more batches or changes a minute than the limits allow (429). */
    changesTooFast: (wait: string) =>
      `Många ändringar har skickats på kort tid. Försök igen om ${wait}.`,
    invalidChangeField: 'Ändringen gäller ett fält som inte finns eller inte kan ändras.',
    /** A change whose cell someone else changed first (offline changes sent later). */
    changeConflict: (subMoment: string, value: string) =>
      `${subMoment} hann ändras till ${value} – din ändring sparades inte.`,
    changeConflictDone: (done: string) =>
      `Lektionen hann markeras som ${done} – din ändring sparades inte.`,
    noStatus: 'ingen status',
    doneValue: 'klar',
    notDoneValue: 'inte klar',
    unknownField: 'Förfrågan innehåller fält som inte kan ändras.',
    notFound: 'Övningskortet hittades inte.',
    notActivated: 'Aktivera ditt konto för att använda övningskorten.',
    lessonExists: 'Lektionen finns redan på kortet.',
  },
  /** The drive log (körjournal, issue 18). */
  drives: {
    notFound: 'Körningen finns inte.',
    unknownField: 'Körningen innehåller fält som inte finns.',
    invalidDate: 'Ange ett datum (ÅÅÅÅ-MM-DD).',
    futureDate: 'Datumet kan inte ligga i framtiden.',
    tooOld: 'Datumet kan inte ligga före år 2000.',
    invalidTime: 'Ange en starttid (TT:MM).',
    invalidDuration: (max: string) => `Ange hur länge ni körde, 1 till ${max} minuter.`,
    invalidDistance: (max: string) => `Ange sträckan i km, 0 till ${max}.`,
    invalidSupervisor: 'Ange vem som var handledare.',
    supervisorNameRequired: 'Skriv namnet på den som var med.',
    supervisorNameTooLong: (max: string) => `Namnet får vara högst ${max} tecken.`,
    invalidCondition: 'Okänt förhållande.',
    invalidRoad: 'Okänd vägtyp.',
    invalidTraffic: 'Ange trafiken som lugn eller tät.',
    invalidLesson: 'Okänd lektion.',
    duplicate: 'Samma val finns två gånger.',
    noteTooLong: (max: string) => `Anteckningen får vara högst ${max} tecken.`,
    notYours: 'Körningen kan bara ändras av den som lade till den.',
    noSupervisor: 'Du har ingen handledare kopplad. Välj Trafikskola eller Annan person.',
    deleted: 'Körningen är borttagen.',
    confirmed: 'Körningen är bekräftad.',
    unconfirmedByEdit: 'Körningen ändrades och behöver bekräftas igen.',
    /** A confirmation of a drive changed since the supervisor saw it (409, security round 3). */
    changedSinceSeen:
      'Körningen har ändrats sedan du såg den. Se över den och bekräfta den igen om den stämmer.',
    /** A confirmation that does not name the version seen (an app older than the check). */
    versionRequired: 'Läs in körjournalen igen och bekräfta körningen på nytt.',
    tooMany: (max: string) =>
      `Körjournalen har redan ${max} körningar. Ta bort någon innan du lägger till fler.`,
    tooManyChanges: (wait: string) =>
      `Många ändringar i körjournalen på kort tid. Försök igen om ${wait}.`,
    invalidPageSize: (max: string) => `Ange hur många körningar som ska visas, 1 till ${max}.`,
    invalidCursor: 'Platsen i körjournalen finns inte. Läs in körjournalen igen.',
    /** The reflection after a drive (issue 36): an unknown question or answer. */
    invalidReflection: 'Okänt svar i reflektionen efter körningen.',
    reflectionNoteTooLong: (max: string) =>
      `Reflektionen efter körningen får vara högst ${max} tecken.`,
    /** The explanation of a flagged drive (issue 34). */
    explanationTooLong: (max: string) => `Förklaringen får vara högst ${max} tecken.`,
    invalidExplanation: (max: string) => `Förklaringen ska vara en text på högst ${max} tecken.`,
    explained: 'Förklaringen är sparad.',
    explanationRemoved: 'Förklaringen är borttagen.',
    /**
     * Issue 34: a drive with a driving school or another person is not the supervisor's to
     * confirm (`companion` from `companionInSentence`).
     */
    notConfirmer: (companion: string) =>
      `Körningen gjordes med ${companion} – bara den som satt bredvid kan bekräfta den.`,
    /** "Bekräfta alla" (issue 34): the list of drives and versions it sends. */
    invalidConfirmations: 'Ange vilka körningar som ska bekräftas.',
    confirmationsEmpty: 'Välj minst en körning att bekräfta.',
    confirmationsTooMany: (max: string) => `Högst ${max} körningar kan bekräftas åt gången.`,
    confirmationsDuplicate: 'Samma körning finns två gånger i listan.',
    /** A drive of the list is not the student's (or no longer there): nothing was confirmed. */
    confirmationsNotFound:
      'En av körningarna finns inte i elevens körjournal. Läs in listan igen och bekräfta på nytt.',
  },
  comments: {
    notFound: 'Kommentaren finns inte.',
    bodyRequired: 'Skriv en kommentar.',
    bodyTooLong: (max: string) => `Kommentaren får vara högst ${max} tecken.`,
    invalidSubMoment: 'Okänt moment.',
    notYours: 'En kommentar kan bara ändras eller tas bort av den som skrev den.',
    tooMany: (max: string) => `Lektionen har redan ${max} kommentarer. Ta bort någon först.`,
    deleted: 'Kommentaren är borttagen.',
    unknownField: 'Kommentaren innehåller fält som inte finns.',
  },
  supervision: {
    emailRequired: 'Skriv din handledares e-postadress',
    emailInvalid: 'Felaktig e-postadress. Kontrollera e-postadressen du skrev.',
    noSuchSupervisor:
      'Har du stavat e-postadressen rätt? Det finns ingen handledare med den här e-postadressen…',
    noSuchSupervisorOther: 'Ingen handledare med den här e-postadressen',
    added: 'Handledaren är nu tillagd',
    removed: 'Handledaren är nu borttagen',
    checkFailed: 'Något gick fel. Försök igen.',
    alreadyLinked: 'Du har redan en handledare. Ta bort den först om du vill byta.',
    notLinked: 'Du är inte handledare för den här eleven.',
    noLink: 'Det finns ingen sådan koppling mellan elev och handledare.',
    notActivated: 'Aktivera ditt konto för att se elevens övningskort.',
  },
  recovery: {
    requested: 'Om denna e-postadress är registrerad, får du återställningsinstruktioner.',
    failed: 'Något gick fel, försök igen.',
    emailRequired: 'Fältet får inte vara tomt!',
    emailPlaceholder: 'Ange din e-postadress',
    emailInvalid: 'Ogiltig e-postadress',
    emailMin: 'E-postadressen måste vara minst 5 tecken lång.',
    supervisorEmailRequired: 'Fältet får inte vara tomt!',
    staleLink: 'Återställningslänken är inaktuell. Försök igen.',
    invalidToken: 'Länken är ogiltig eller har gått ut.',
    newPasswordRequired: 'Skriv ett nytt lösenord.',
    newPasswordMin: PASSWORD_RULE,
    supervisorNewPasswordMin: PASSWORD_RULE,
    changedStudent: 'Lösenordet är nu ändrat!',
    changedSupervisor: 'Lösenordet är nu ändrat!',
  },
  password: {
    newRequired: 'Skriv ditt nya lösenord',
    newMin: PASSWORD_RULE,
    repeatRequired: 'Upprepa ditt nya lösenord',
    mismatch: 'Lösenorden är inte samma.',
    currentRequired: 'Skriv ditt nuvarande lösenord',
    currentWrong: 'Det nuvarande lösenordet stämmer inte.',
    changed: 'Lösenordet är nu ändrat.',
    changeFailed: 'Ett fel uppstod när lösenordet skulle ändras.',
  },
  details: {
    pnrFormat: 'Fel format på personnummer',
    phoneFormat: 'Fel format på telefonnummer',
    surnameMax: 'Efternamnet får vara högst 100 tecken.',
    failed: 'Oj, något gick fel! Dubbelkolla dina uppgifter.',
    loadFailed: 'Kunde inte hämta dina uppgifter.',
    pageError: 'Dina uppgifter kunde inte visas just nu. Försök igen senare.',
    saved: 'Uppdaterad!',
    gearboxFailed: 'Oj, något gick fel!',
    emailNeedsPassword: 'Ändra e-postadressen med ditt lösenord på e-postraden.',
    emailChangeSent:
      'Vi har skickat en bekräftelselänk till den nya adressen. Ändringen gäller när du har öppnat länken.',
    emailChanged: 'Din e-postadress är nu ändrad.',
    emailChangeInvalid: 'Länken för att byta e-postadress är ogiltig eller har gått ut.',
    emailTaken: 'Den nya e-postadressen används redan av ett annat konto.',
    passwordWrong: 'Lösenordet stämmer inte.',
  },
  account: {
    deleted: 'Ditt konto är nu borttaget',
    deleteWarning: 'Varning! Du håller på att ta bort ditt konto!',
    deleteBody: 'All din data kommer att tas bort permanent',
    deleteConfirm: 'Jag samtycker, ta bort mitt konto',
    deleteCancel: 'Avbryt',
    deleteFailed: 'Kontot kunde inte tas bort. Försök igen.',
    deletePasswordNeeded: 'Skriv ditt lösenord för att ta bort kontot.',
    deletePasswordWrong: 'Lösenordet stämmer inte. Kontot är kvar.',
    deleteNeedsFreshLogin:
      'Logga in igen för att ta bort kontot. Av säkerhetsskäl går det bara inom 10 minuter efter en inloggning.',
  },
  dataExport: {
    button: 'Ladda ner mina uppgifter',
    pending: 'Hämtar dina uppgifter…',
    failed: 'Dina uppgifter kunde inte laddas ner. Försök igen.',
    tooMany: (wait: string) =>
      `Du har laddat ner dina uppgifter många gånger på kort tid. Försök igen om ${wait}.`,
  },
  progressPdf: {
    tooMany: (wait: string) =>
      `Du har laddat ner övningskort som PDF många gånger på kort tid. Försök igen om ${wait}.`,
    /** Every PDF the server draws at once is taken, and the short queue too (503). */
    busy: 'Många laddar ner övningskort som PDF just nu. Försök igen om en stund.',
    /** Drawing the PDF failed (its worker stopped or took too long); the next try starts anew. */
    failed: 'PDF:en kunde inte skapas just nu. Försök igen om en stund.',
  },
  /** Inviting a supervisor who has no account yet (decision 022). */
  invitations: {
    sent: (email: string) => `Inbjudan skickad till ${email}.`,
    withdrawn: 'Inbjudan är tillbakadragen.',
    noInvitation: 'Det finns ingen sådan inbjudan.',
    tooMany: (wait: string) =>
      `Du har skickat många inbjudningar på kort tid. Försök igen om ${wait}.`,
    invalidToken: 'Inbjudningslänken är ogiltig. Kopiera hela länken från e-postmeddelandet.',
    activatedLinked: 'Nu är ditt konto aktiverat och du är handledare för eleven som bjöd in dig.',
    /** One sentence for every reason (expired, withdrawn, replaced, taken): nothing leaks. */
    activatedNotLinked:
      'Nu är ditt konto aktiverat, men inbjudan kunde inte användas. Be eleven lägga till dig med din e-postadress.',
  },
  /** Notifications between drives (issue 38): push to a device, or e-mail. */
  notifications: {
    saved: 'Dina val för aviseringar är sparade.',
    invalidSettings: 'Okänt val för aviseringar. Läs in sidan igen och försök på nytt.',
    invalidHour: 'Tysta timmar anges som en hel timme mellan 0 och 23.',
    invalidSubscription:
      'Den här enheten kunde inte kopplas till aviseringar. Läs in sidan igen och försök på nytt.',
    pushServiceNotAllowed:
      'Den här webbläsarens tjänst för aviseringar stöds inte. Välj e-post i stället.',
    subscribed: 'Den här enheten får aviseringar.',
    unsubscribed: 'Den här enheten får inte längre några aviseringar.',
    invalidHold: 'Ogiltig tid för när körningen slutar.',
  },
  /** "Vi tycker att vi är redo" (issue 39). */
  readiness: {
    confirmed: 'Du har bekräftat att ni tycker att eleven är redo för körprovet.',
    noCard: 'Eleven har inget övningskort än. Bedömningen bygger på kortet.',
    tooMany: (wait: string) =>
      `Du har bekräftat många gånger i dag. Vänta ${wait} och försök igen.`,
  },
  /** The learner's self-assessment before the driving test (issue 36, kursplan moment 4). */
  /** The road to the test (issue 39): the learner's own dates. */
  roadToTest: {
    saved: 'Datumen är sparade.',
    invalid: 'Datumen kunde inte läsas. Läs in sidan igen och försök på nytt.',
    invalidDate: 'Ange ett datum som ÅÅÅÅ-MM-DD.',
    invalidOutcome: 'Ange om provet blev godkänt, underkänt eller inte gjort än.',
    resultWithoutDate: 'Ange datumet för provet innan du anger resultatet.',
  },
  selfAssessment: {
    saved: 'Självskattningen är sparad.',
    invalidAnswers: 'Okänt svar i självskattningen. Läs in sidan igen och försök på nytt.',
    noteTooLong: (max: string) => `Kommentaren till ett påstående får vara högst ${max} tecken.`,
  },
  /**
   * A drive with another companion, confirmed by that person through a one-time link the learner
   * e-mails them (issue 34).
   */
  companion: {
    emailRequired: 'Skriv e-postadressen till den som satt bredvid.',
    emailInvalid: 'Skriv en giltig e-postadress, till exempel namn@exempel.se.',
    ownEmail: 'Skriv e-postadressen till den som satt bredvid, inte din egen.',
    unknownField: 'Förfrågan innehåller fält som inte finns.',
    versionRequired: 'Läs in sidan igen och bekräfta körningen på nytt.',
    invalidLink: 'Länken är ogiltig. Kopiera hela länken från e-postmeddelandet.',
    sent: (email: string, until: string) =>
      `Vi har skickat en länk till ${email}. Den gäller till och med ${until} och kan användas en gång.`,
    withdrawn: 'Förfrågan är borttagen. Länken fungerar inte längre.',
    noRequest: 'Det finns ingen förfrågan som väntar för den här körningen.',
    /** The drive was with the linked supervisor: they confirm it in the app. */
    supervisorConfirms: 'Körningen gjordes med handledaren, som bekräftar den själv i appen.',
    alreadyConfirmed: 'Körningen är redan bekräftad.',
    tooMany: (wait: string) =>
      `Du har skickat många förfrågningar på kort tid. Försök igen om ${wait}.`,
    tooManyToAddress: (email: string) =>
      `Vi har redan skickat flera förfrågningar till ${email} i dag. Försök igen i morgon.`,
    mailFailed: 'E-postmeddelandet kunde inte skickas just nu. Försök igen om en stund.',
    /** An unknown link: one sentence, nothing leaks. */
    noLink: 'Länken finns inte. Be eleven skicka en ny.',
    expired: 'Länken har gått ut. Be eleven skicka en ny.',
    used: 'Länken är redan använd – körningen är bekräftad. Tack!',
    /** Replaced by a newer link, withdrawn, or the drive is no longer someone else's. */
    ended: 'Länken gäller inte längre. Be eleven skicka en ny om körningen ska bekräftas.',
    tooManyTries: (wait: string) =>
      `För många felaktiga länkar har provats härifrån. Försök igen om ${wait}.`,
    changed:
      'Körningen har ändrats sedan sidan öppnades. Se de nya uppgifterna och bekräfta igen om de stämmer.',
    confirmed: 'Tack! Körningen är bekräftad.',
  },
  /** "Dela med trafikskolan" (issue 34): read-only links for the driving school. */
  shares: {
    created: 'Länken är skapad. Kopiera den nu – den visas bara den här gången.',
    revoked: 'Länken är borttagen. Den fungerar inte längre.',
    noShare: 'Det finns ingen sådan länk.',
    /** An expired, revoked or unknown link or code: one sentence, nothing leaks. */
    ended: 'Länken gäller inte längre.',
    tooManyActive: (max: number) =>
      `Du kan ha högst ${max} aktiva länkar. Sluta dela en länk innan du skapar en ny.`,
    tooMany: (wait: string) => `Du har skapat många länkar på kort tid. Försök igen om ${wait}.`,
    tooManyCodes: (wait: string) =>
      `För många felaktiga koder har provats härifrån. Försök igen om ${wait}.`,
    labelTooLong: 'Namnet får vara högst 80 tecken.',
    labelInvalid: 'Skriv namnet som text.',
    daysInvalid: 'Välj hur länge länken ska gälla: 30, 90 eller 365 dagar.',
    invalidLink: 'Länken är ogiltig. Kopiera hela länken.',
    invalidCode: 'Koden är ogiltig. Den har åtta tecken, till exempel ABCD-2345.',
  },
  supervisorRegistration: {
    categoryAInfo:
      'Det finns inget övningskort för kategori A (motorcykel) ännu. Du kan ändå registrera dig, men korten gäller kategori B.',
    categoryAOk: 'Jag förstår',
  },
  contact: {
    nameRequired: 'Skriv ditt namn',
    nameMax: 'Namnet får vara högst 100 tecken.',
    emailRequired: 'Skriv din e-postadress',
    emailInvalid: 'Ogiltig e-postadress',
    emailMax: 'E-postadressen får vara högst 254 tecken.',
    subjectRequired: 'Välj ett ämne',
    messageRequired: 'Skriv ett meddelande',
    messageMin: 'Skriv ett meddelande på minst 8 tecken',
    messageMax: 'Meddelandet får vara högst 5000 tecken.',
    sent: 'Ditt meddelande har skickats! Vi kikar på det och återkommer till dig inom 24 timmar.',
    tooMany: 'Oj! Det var många brev här, försök igen lite senare.',
    failed: 'Ett fel uppstod när meddelandet skickades. Försök igen senare.',
  },
  interest: {
    emailRequired: 'Skriv din e-postadress',
    emailInvalid: 'Ogiltig e-postadress',
    registered: 'Toppen! Vi hör av oss.',
    failed: 'Ett fel uppstod.',
  },
  operations: {
    /** GET /api/ready answers 503 with this while the database, migrations or Redis are not ready. */
    notReady: 'Tjänsten är inte redo just nu. Försök igen om en stund.',
  },
  screens: {
    appName: startTexts.appName,
    skipToContent: startTexts.skipToContent,
    landing: startTexts.landing,
    login: {
      title: 'Logga in som elev',
      email: 'E-postadress',
      password: 'Lösenord',
      submit: 'Logga in',
      submitting: 'Loggar in…',
      register: 'Inget konto? Skapa ett här',
      supervisor: 'Är du handledare? Logga in här',
      recover: 'Glömt lösenordet?',
    },
    registerChoice: {
      title: 'Skapa konto',
      step: 'Steg 1 av 2',
      question: 'Vem är du?',
      student: 'Jag är elev',
      supervisor: 'Jag är handledare',
      haveAccount: 'Har du redan ett konto? Logga in',
    },
    registerStudent: {
      title: 'Elevregistrering',
      step: 'Steg 2 av 2',
      /** First name and surname apart (issue 22), as the details screen has them. */
      name: 'Förnamn',
      surname: 'Efternamn',
      email: 'E-postadress',
      password: 'Lösenord (minst 8 tecken)',
      city: 'Kommun',
      category: 'Körkortskategori',
      /** Ours (issue 17): the gearbox decides lessons 3–4 of each new card. */
      gearbox: 'Vilken växellåda övar du med?',
      manual: 'Manuell',
      automatic: 'Automat',
      gearboxHint: 'Nya övningskort följer ditt val. Du kan ändra det senare under Inställningar.',
      submit: 'Skapa konto',
      submitting: 'Registrerar…',
    },
    confirm: {
      title: 'Ditt konto är skapat!',
      body: 'Sista steget: aktivera kontot genom att öppna länken i e-postmeddelandet vi just skickade till dig. Hittar du det inte, titta i skräpposten.',
      countdown: (seconds: number) => `Du skickas till startsidan om ${seconds} sekunder.`,
    },
    activation: {
      checking: 'Aktiverar ditt konto…',
      invalidTitle: 'Länken fungerar inte',
      invalidHelp: 'Logga in, så kan du be om en ny aktiveringslänk från startsidan.',
      toLogin: 'Till inloggningen',
    },
    home: {
      greeting: (name: string) => `Hej ${name}!`,
      lead: 'Vad vill du göra i dag?',
      notes: 'Mitt övningskort',
      driveLog: 'Körjournal',
      supervisor: 'Lägg till handledare',
      hotDeals: 'Erbjudanden',
      settings: 'Inställningar',
      logout: 'Logga ut',
    },
    completeProfile: {
      title: 'Nästan klart!',
      lead: 'Berätta lite mer om dig, så kan vi ge dig rätt övningskort.',
      gearbox: 'Växellåda',
      manual: 'Manuell',
      automatic: 'Automat',
      name: 'Namn (valfritt)',
      submit: 'Spara och fortsätt',
    },
  },
} as const;
