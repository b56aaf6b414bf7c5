/**
 * Labels of the contact form (/contact) and the interest pages (/hotDeals, /schools, /levelup).
 * The spec's own texts (validation, the contact toasts, 'Toppen! Vi hör av oss.') stay in
 * messages.contact and messages.interest.
 */
export const contactScreens = {
  contact: {
    title: 'Kontakta oss',
    lead: 'Har du en fråga, ett förslag eller har något krånglat? Skriv till oss, så svarar vi inom 24 timmar.',
    name: 'Namn',
    email: 'E-postadress',
    /** Shown instead of the e-mail field when logged in: the answer goes to the account. */
    answerTo: (email: string) => `Vi svarar till ${email}, e-postadressen på ditt konto.`,
    subject: 'Ämne',
    subjectPlaceholder: 'Välj ett ämne',
    message: 'Meddelande',
    messageHint: 'Minst 8 tecken.',
    /** The label of the field people never see (robots fill it in). */
    honeypot: 'Lämna det här fältet tomt',
    submit: 'Skicka',
    submitting: 'Skickar…',
    sentTitle: 'Toppen!',
    countdown: (seconds: number) => `Du skickas till startsidan om ${seconds} sekunder.`,
    toStart: 'Till startsidan',
  },
  hotDeals: {
    title: 'Erbjudanden',
    lead: 'Snart samlar vi erbjudanden från trafikskolor här – till exempel på körlektioner, riskutbildningar och kontrollektioner.',
    question: 'Vill du att vi påminner dig när erbjudandena finns här?',
    yes: 'Ja, påminn mig!',
    sending: 'Skickar…',
    sendTo: (email: string) => `Vi skickar påminnelsen till ${email}.`,
    toStart: 'Till startsidan',
  },
  schools: {
    title: 'Trafikskolor',
    lead: 'Snart dags för körprovet? Just nu samlar vi trafikskolor som erbjuder en kontrollektion – en lektion med en trafiklärare strax före provet, som visar vad du behöver öva mer på.',
    question: 'Vill du att vi hör av oss när vi har trafikskolor att tipsa om?',
    yes: 'Ja, hör av er!',
    sending: 'Skickar…',
    sendTo: (email: string) => `Vi hör av oss till ${email}.`,
    toStart: 'Till startsidan',
  },
  levelUp: {
    /** The spec's 'Hold tight', in Swedish. */
    title: 'Håll i dig!',
    lead: 'Nästa nivå kommer snart.',
    body: 'Vi bygger på nästa del av Övningskort just nu. Fortsätt öva så länge – dina övningskort väntar på dig.',
    back: 'Gå tillbaka',
  },
} as const;
