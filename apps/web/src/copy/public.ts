/** Texts of the public pages: FAQ, about, terms, privacy (spec §1, §2, §9). */
import {
  COOKIE_ACCEPTANCE_MS,
  DATA_EXPORTS_PER_HOUR,
  LOGIN_LOCKOUT_MS,
  MAX_CARDS_PER_STUDENT,
  MAX_SUPERVISORS_PER_STUDENT,
  REFRESH_TOKEN_IDLE_MS,
  REMEMBERED_SESSION_MS,
  STUDENT_SESSION_MAX_MS,
  SUPPORT_ANSWER_HOURS,
} from '@ovningskort/domain';
import { guideScreens } from './guides.js';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const MINUTE_MS = 60 * 1000;

const idleHours = REFRESH_TOKEN_IDLE_MS / HOUR_MS;
const sessionDays = STUDENT_SESSION_MAX_MS / DAY_MS;
const rememberedDays = REMEMBERED_SESSION_MS / DAY_MS;
const lockoutMinutes = LOGIN_LOCKOUT_MS / MINUTE_MS;
const consentDays = Math.round(COOKIE_ACCEPTANCE_MS / DAY_MS);

/** One question of the help page: the question and its answer in paragraphs. */
export interface FaqEntry {
  id: string;
  question: string;
  answer: readonly string[];
}

/** A heading with its paragraphs, an optional bullet list after them and an optional contact link. */
export interface InfoSection {
  heading: string;
  paragraphs: readonly string[];
  list?: readonly string[];
  /** Paragraphs after the list. */
  afterList?: readonly string[];
  /** When set, the section ends with a link to the contact form with this text. */
  contactLink?: string;
}

/** A date shown at the top of a legal text: ISO value for <time>, and the label before it. */
export interface LegalDate {
  label: string;
  iso: string;
  shown: string;
}

/** The terms or the privacy policy in one language. */
export interface LegalDocument {
  title: string;
  dates: readonly LegalDate[];
  intro: readonly string[];
  sections: readonly InfoSection[];
}

export const LEGAL_LANGUAGES = ['sv', 'en'] as const;
export type LegalLanguage = (typeof LEGAL_LANGUAGES)[number];

/** Spec §9: the dates the privacy page shows. */
export const PRIVACY_EFFECTIVE_DATE = '2027-05-01';
export const PRIVACY_UPDATED_DATE = '2025-05-01';

/** '2027-05-01' → '2027/05/01', the way the spec shows the dates. */
export function showLegalDate(iso: string): string {
  return iso.replaceAll('-', '/');
}

const legalDate = (label: string, iso: string): LegalDate => ({
  label,
  iso,
  shown: showLegalDate(iso),
});

/** The nine questions of /support (spec §1 'FAQ facts', §2). Questions are what the search filters. */
const faq: readonly FaqEntry[] = [
  {
    id: 'for-whom',
    question: 'Vem är Övningskort till för?',
    answer: [
      'Övningskort är till för dig som övningskör privat, det vill säga med en handledare, till exempel en förälder eller en vän, i stället för eller som komplement till lektioner på en trafikskola.',
      'Eleven för sina övningskort i appen och handledaren kan följa och bocka av hur det går.',
    ],
  },
  {
    id: 'categories',
    question: 'Vilka körkortsbehörigheter finns det övningskort för?',
    answer: [
      'Just nu finns övningskort bara för körkortsbehörighet B (personbil). Kortet finns i två varianter, för manuell växellåda och för automatväxellåda.',
      'Växellådan väljer du under Inställningar → Dina uppgifter. Nya övningskort görs efter den växellåda du har valt, och instruktionerna visas för den. Med manuell växellåda övar du växling och koppling, med automat övar du automatväxellådan.',
    ],
  },
  {
    id: 'how-many-cards',
    question: 'Hur många övningskort kan jag ha?',
    answer: [
      `Du kan ha upp till ${MAX_CARDS_PER_STUDENT} aktiva övningskort per elev. Vill du börja på ett nytt när du redan har ${MAX_CARDS_PER_STUDENT}, tar du först bort ett gammalt kort med Ta bort.`,
    ],
  },
  {
    id: 'how-many-supervisors',
    question: 'Hur många handledare kan jag koppla till mitt konto?',
    answer: [
      `Högst ${MAX_SUPERVISORS_PER_STUDENT} handledare per elevkonto. Vill du byta handledare tar du först bort den du har under Lägg till handledare och lägger sedan till den nya.`,
    ],
  },
  {
    id: 'become-supervisor',
    question: 'Hur blir jag handledare vid privat övningskörning?',
    // Says what the guide "Innan ni börjar" says (src/features/guides/content/before-start.ts),
    // with the same caveat about the introduktionsutbildning (prop. 2025/26:127, given to the
    // riksdag on 2026-02-19; the decision could not be confirmed when the texts were reviewed on
    // 2026-12-06, nor with a search on 2026-12-07); the FAQ shows plain
    // text, so the third paragraph from the end names the guide and where its link is, and the
    // last names the sources of the rules above (review 36: körkortslagen 4 kap. 7 § holds the
    // conditions for a handledare, see körkortsförordningen 4 kap. 8 a §; the paragraphs of
    // körkortsförordningen 4 kap. could not be confirmed on 2026-12-07, so the chapter is named).
    answer: [
      'För att få vara handledare behöver du ett godkännande som handledare (handledarbehörighet) från Transportstyrelsen. Du söker det för den elev du ska övningsköra med, och det ska vara klart innan ni kör första gången. Du kan vara godkänd för högst fem elever samtidigt. Du ska bland annat ha fyllt 24 år och ha haft körkort i sammanlagt minst fem av de senaste tio åren. Har ditt körkort under de senaste tre åren varit återkallat på grund av rattfylleri, opålitlighet i nykterhetshänseende eller grova brott kan du inte bli handledare, och inte heller om det har varit återkallat av andra skäl under sammanlagt mer än tre månader eller om du under samma tid har haft körkort med villkor om alkolås.',
      'När ni övningskör ska du sitta bredvid eleven hela tiden och ha ditt körkort med dig, eftersom du räknas som förare.',
      'Sedan 2006 har både handledaren och eleven behövt gå en introduktionsutbildning, ofta kallad handledarutbildning, och handledaren har behövt gå den innan hen söker godkännandet. Regeringen föreslog i februari 2026 att kravet på introduktionsutbildning skulle tas bort från den 1 augusti 2026 (prop. 2025/26:127). Propositionen lämnades till riksdagen den 19 februari 2026. Vi har inte kunnat bekräfta att riksdagen har beslutat om ändringen eller att den har börjat gälla. Riksdagens beslut hittar du på riksdagen.se om du söker på 2025/26:127. Kontrollera också på transportstyrelsen.se om kravet gäller när ni ansöker.',
      'Eleven behöver ett giltigt körkortstillstånd och måste ha fyllt 16 år för att få övningsköra.',
      `Allt ni behöver ha klart innan ni börjar står i guiden ”${guideScreens.titles.beforeStart}”. Du hittar den på startsidan, och på Hem när du har loggat in.`,
      'I Övningskort skapar du sedan ett konto som handledare. Handledarkontot ger ingen behörighet i sig, det är bara ditt sätt att följa elevens övningskort.',
      `Källor: körkortslagen (1998:488) 4 kap. 7 § (villkoren för att bli godkänd som handledare), körkortsförordningen (1998:980) 4 kap. (handledaren sitter bredvid eleven och räknas som förare) och Transportstyrelsens sida ”Vem kan inte bli handledare” (högst fem elever samtidigt). Guiden ”${guideScreens.titles.beforeStart}” har fler källor.`,
    ],
  },
  {
    id: 'supervisor-follows',
    question: 'Hur följer min handledare mina övningskort?',
    answer: [
      'Din handledare skapar först ett eget konto som handledare. Sedan lägger du till handledaren under Lägg till handledare med den e-postadress hen registrerade sig med.',
      'Handledaren loggar in och väljer Elevens övningskort. Där ser hen dina kort och kan sätta status på momenten och bocka av lektioner. Ändringarna sparas direkt och syns för er båda.',
    ],
  },
  {
    id: 'statuses',
    question: 'Vad betyder statusarna på ett moment?',
    answer: [
      'Började (lila): ni har börjat öva på momentet. Visad kunskap (orange): eleven har visat att hen klarar momentet. Godkänd (grön): momentet sitter och kan bockas av.',
      'Ni väljer själva status och kan ändra den när som helst, i vilken ordning som helst. Statusen är ert stöd för att se vad som är kvar, inte ett betyg.',
    ],
  },
  {
    id: 'delete-account',
    question: 'Hur tar jag bort mitt konto?',
    answer: [
      'Gå till Inställningar → Ta bort mitt konto och bekräfta med Jag samtycker, ta bort mitt konto. Då tas kontot och all din data bort på en gång: uppgifter, övningskort och kopplingen till handledaren. Det går inte att ångra.',
    ],
  },
  {
    id: 'support-answer-time',
    question: 'Hur snabbt svarar supporten?',
    answer: [
      `Vi svarar inom ${SUPPORT_ANSWER_HOURS} timmar. Skriv till oss via kontaktformuläret och berätta gärna vilken sida du var på och vad som hände.`,
    ],
  },
];

const about = {
  title: 'Om Övningskort',
  lead: 'Övningskort är digitala övningskort för privat övningskörning. Eleven och handledaren ser samma kort, i mobilen, i bilen.',
  sections: [
    {
      heading: 'Varför Övningskort?',
      paragraphs: [
        'Den som övningskör privat har ofta ett papper eller en anteckning i mobilen för att hålla reda på vad som är övat. Övningskort samlar allt på ett ställe: vilka lektioner som är kvar, vilka moment som sitter och vad man ska öva på härnäst.',
        'Tjänsten är gratis och gjord för privat övningskörning för körkortsbehörighet B.',
      ],
    },
    {
      heading: 'För eleven och handledaren',
      paragraphs: [
        'Eleven skapar ett övningskort med femton lektioner, från säkerhetskontroll och förarplatsanpassning till stadstrafik, landsväg, mörker och halt väglag. Varje lektion har några moment som får en status: Började, Visad kunskap eller Godkänd.',
        'Handledaren har ett eget konto. När eleven har lagt till handledaren ser hen elevens kort, kan sätta status och bocka av lektioner. Det som den ena ändrar syns direkt hos den andra.',
      ],
    },
    {
      heading: 'Fungerar i bilen',
      paragraphs: [
        'Övningskort är byggt för mobilen: stora knappar, tydlig text och inget att installera. Öppna sidan i webbläsaren innan ni kör iväg och gå igenom momenten när bilen står still.',
      ],
    },
    {
      heading: 'Instruktioner med text, bild och ljud',
      paragraphs: [
        'Varje moment har en instruktion med text och bilder, och den kan läsas upp steg för steg. Uppläsningen styrs med knappar, eller med rösten i en testversion.',
      ],
      list: [
        'Knapparna Förra, Spela/Paus, Nästa och Läs alla styr uppläsningen.',
        'Röstkommandona (testversion): ”nästa steg”, ”första steg”, ”läs alla steg” och ”avsluta läsning”.',
      ],
    },
    {
      heading: 'Ett stöd, inte en trafikskola',
      paragraphs: [
        'Instruktionerna är en hjälp på vägen. De ersätter inte en trafikskola, handledarens omdöme eller trafikreglerna. Den som är handledare ansvarar för övningskörningen, precis som vanligt.',
      ],
    },
  ] satisfies readonly InfoSection[],
  linksHeading: 'Kom igång',
  register: 'Skapa ett konto',
  support: 'Hjälp och vanliga frågor',
  contact: 'Kontakta oss',
} as const;

const supportAnswerHours = SUPPORT_ANSWER_HOURS;

const termsSv: LegalDocument = {
  title: 'Användarvillkor',
  dates: [],
  intro: [
    'De här villkoren gäller när du använder Övningskort, som elev eller som handledare. Genom att skapa ett konto godkänner du dem. Läs också vår integritetspolicy, som beskriver hur vi hanterar dina personuppgifter.',
  ],
  sections: [
    {
      heading: 'Tjänsten',
      paragraphs: [
        'Övningskort är en gratis webbtjänst med digitala övningskort för privat övningskörning. Eleven för sina övningskort och kan koppla en handledare som följer och bockar av hur det går.',
        'Tjänsten riktar sig inte till barn under 13 år.',
      ],
    },
    {
      heading: 'Ditt konto',
      paragraphs: [
        'Du ansvarar för att uppgifterna du lämnar är riktiga och för att hålla ditt lösenord hemligt. Ett konto är personligt. Misstänker du att någon annan har kommit åt ditt konto, byt lösenord och kontakta oss.',
        'Vi får stänga av ett konto som används för att skada tjänsten eller andra användare.',
      ],
    },
    {
      heading: 'Elev och handledare',
      paragraphs: [
        `En elev kan koppla högst ${MAX_SUPERVISORS_PER_STUDENT} handledare till sitt konto, med handledarens e-postadress. En kopplad handledare ser elevens namn och övningskort och kan ändra status och bocka av lektioner. Eleven kan ta bort kopplingen när som helst.`,
        'Förfrågningar som kräver vår hjälp, till exempel att koppla ihop konton eller flytta data mellan konton, handläggs inom 2–3 veckor.',
      ],
    },
    {
      heading: 'Ansvaret i bilen',
      paragraphs: [
        'Under övningskörningen har handledaren det ansvar som lagen ger. Det ansvaret ligger kvar hos handledaren, även när ni använder Övningskort. Den som kör ska inte hantera mobilen under körning. Använd appen när bilen står still, eller låt handledaren sköta den när det går att göra säkert.',
      ],
    },
    {
      heading: 'Instruktionerna är en hjälp',
      paragraphs: [
        'Instruktionerna i Övningskort är ett stöd för övningen. De ersätter inte en trafikskola, handledarens omdöme eller lagar och föreskrifter, till exempel trafikförordningen och Transportstyrelsens regler. Gällande regler, vägmärken och anvisningar går alltid före det som står i appen.',
        'Röstkommandona är en testversion och kan missförstå det du säger.',
      ],
    },
    {
      heading: 'Gratis och i befintligt skick',
      paragraphs: [
        'Tjänsten är gratis och tillhandahålls i befintligt skick. Vi arbetar för att den ska fungera och vara tillgänglig, men vi kan inte lova att den alltid är fri från fel eller avbrott. Vi kan ändra, pausa eller avsluta tjänsten. Inför större förändringar meddelar vi det här på webbplatsen i god tid.',
        'I den mån lagen tillåter ansvarar vi inte för skador som uppstår när tjänsten används. Det begränsar inte dina rättigheter som konsument enligt tvingande lag.',
      ],
    },
    {
      heading: 'Avsluta ditt konto',
      paragraphs: [
        'Du kan ta bort ditt konto när du vill under Inställningar → Ta bort mitt konto. Då tas kontot och all din data bort på en gång.',
      ],
    },
    {
      heading: 'Ändringar i villkoren',
      paragraphs: [
        'Vi kan uppdatera villkoren. Större ändringar meddelar vi på webbplatsen innan de börjar gälla. Om du fortsätter att använda tjänsten efter att ändringarna har börjat gälla, gäller de nya villkoren.',
      ],
    },
    {
      heading: 'Tillämplig lag',
      paragraphs: [
        'Svensk lag gäller för villkoren och för tjänsten. Tvister avgörs av allmän domstol i Sverige.',
      ],
    },
    {
      heading: 'Kontakt',
      paragraphs: [
        `Har du frågor om villkoren? Skriv till oss via kontaktformuläret, vi svarar inom ${supportAnswerHours} timmar.`,
      ],
      contactLink: 'Till kontaktformuläret',
    },
  ],
};

const termsEn: LegalDocument = {
  title: 'Terms of use',
  dates: [],
  intro: [
    'These terms apply when you use Övningskort, as a learner or as a supervisor. By creating an account you accept them. Please also read our privacy policy, which describes how we handle your personal data.',
  ],
  sections: [
    {
      heading: 'The service',
      paragraphs: [
        'Övningskort is a free web service with digital practice cards for private driving practice in Sweden. The learner keeps their practice cards and can link a supervisor who follows and ticks off their progress.',
        'The service is not directed at children under 13.',
      ],
    },
    {
      heading: 'Your account',
      paragraphs: [
        'You are responsible for giving correct information and for keeping your password secret. An account is personal. If you suspect that someone else has accessed your account, change your password and contact us.',
        'We may suspend an account that is used to harm the service or other users.',
      ],
    },
    {
      heading: 'Learner and supervisor',
      paragraphs: [
        `A learner can link at most ${MAX_SUPERVISORS_PER_STUDENT} supervisor to their account, using the supervisor's e-mail address. A linked supervisor sees the learner's name and practice cards and can change statuses and tick off lessons. The learner can remove the link at any time.`,
        'Requests that need our help, for example linking accounts or moving data between accounts, are handled within 2–3 weeks.',
      ],
    },
    {
      heading: 'Responsibility in the car',
      paragraphs: [
        'During practice driving the supervisor has the responsibility the law gives them. That responsibility stays with the supervisor, also when you use Övningskort. The person driving must not handle the phone while driving. Use the app when the car is stationary, or let the supervisor handle it when that can be done safely.',
      ],
    },
    {
      heading: 'The instructions are a help',
      paragraphs: [
        "The instructions in Övningskort support your practice. They do not replace a driving school, the supervisor's judgement or laws and regulations, such as the Swedish Traffic Ordinance and the rules of the Swedish Transport Agency (Transportstyrelsen). The rules in force, road signs and directions always take precedence over what the app says.",
        'The voice commands are a test version and may misunderstand what you say.',
      ],
    },
    {
      heading: 'Free and provided as is',
      paragraphs: [
        'The service is free and provided as is. We work to keep it running and available, but we cannot promise that it will always be free of errors or interruptions. We may change, pause or end the service. We announce larger changes here on the website well in advance.',
        'To the extent permitted by law, we are not liable for damage arising from the use of the service. This does not limit your rights as a consumer under mandatory law.',
      ],
    },
    {
      heading: 'Closing your account',
      paragraphs: [
        'You can delete your account whenever you like under Inställningar → Ta bort mitt konto (Settings → Delete my account). Your account and all your data are then deleted at once.',
      ],
    },
    {
      heading: 'Changes to these terms',
      paragraphs: [
        'We may update these terms. We announce larger changes on the website before they take effect. If you keep using the service after the changes have taken effect, the new terms apply.',
      ],
    },
    {
      heading: 'Governing law',
      paragraphs: [
        'These terms and the service are governed by the laws of Sweden. Disputes are settled by the general courts of Sweden.',
      ],
    },
    {
      heading: 'Contact',
      paragraphs: [
        `Questions about these terms? Write to us through the contact form; we answer within ${supportAnswerHours} hours.`,
      ],
      contactLink: 'Go to the contact form',
    },
  ],
};

const privacySv: LegalDocument = {
  title: 'Integritetspolicy',
  dates: [
    legalDate('Gäller från', PRIVACY_EFFECTIVE_DATE),
    legalDate('Senast uppdaterad', PRIVACY_UPDATED_DATE),
  ],
  intro: [
    'Här beskriver vi vilka personuppgifter Övningskort sparar, varför, var de finns, vem som ser dem, hur länge vi sparar dem och vilka rättigheter du har. Vi sparar bara det som behövs för att tjänsten ska fungera och säljer aldrig dina uppgifter.',
  ],
  sections: [
    {
      heading: 'Vem ansvarar för dina uppgifter',
      paragraphs: [
        'Övningskort är personuppgiftsansvarig för uppgifterna i tjänsten. Du når oss via kontaktformuläret på webbplatsen.',
      ],
    },
    {
      heading: 'Vilka uppgifter vi sparar och varför',
      paragraphs: ['Vi sparar följande uppgifter, och bara för det syfte som står:'],
      list: [
        'Namn och e-postadress: för ditt konto, för inloggningen och för att skicka e-post om aktivering och nytt lösenord.',
        'Lösenord: aldrig i klartext, bara som ett hashvärde, så att ingen kan läsa det, inte heller vi.',
        'Kommun, körkortskategori och växellåda: för att ge dig rätt övningskort och rätt instruktioner.',
        'Efternamn och telefonnummer, om du väljer att fylla i dem: de visas bara för dig.',
        'Personnummer, om du väljer att fylla i det: det är frivilligt och finns bara som din egen referens. Vi använder det inte till något annat.',
        'Dina övningskort: lektioner, status på momenten och vilka lektioner som är klara. Det är själva tjänsten.',
        'Vem som har ändrat en status eller markerat en lektion som klar, och när (namn och om det var eleven eller handledaren), och kommentarer som eleven och handledaren skriver på korten: så att ni båda kan se vem som har godkänt vad.',
        'Körjournalen: elevens körningar med datum, tid, sträcka, förhållanden och vem som var med, och handledarens bekräftelse.',
        'Kopplingen mellan elev och handledare: vem som är kopplad till vem, så att handledaren kan se elevens kort.',
        'Inloggning med Google, om du använder den: ett id för ditt Google-konto, så att vi känner igen dig nästa gång.',
        'Uppgifter om inloggningar, för säkerheten: misslyckade inloggningsförsök (e-postadress och IP-adress) för att kunna spärra inloggningen tillfälligt efter för många försök, och dina inloggningar på olika enheter.',
        'Meddelanden du skickar via kontaktformuläret: namn, e-postadress, ämne och meddelande, för att kunna svara dig.',
        'Intresseanmälningar: din e-postadress när du ber oss höra av oss om erbjudanden.',
      ],
    },
    {
      heading: 'Rättslig grund',
      paragraphs: [
        'Vi behandlar uppgifterna för att kunna ge dig tjänsten du har bett om (avtal). Inloggningsuppgifterna för säkerheten behandlar vi för att skydda ditt konto och tjänsten (berättigat intresse). De frivilliga uppgifterna och intresseanmälningar sparar vi för att du själv har valt att lämna dem, och du kan ta bort dem när du vill.',
      ],
    },
    {
      heading: 'Var uppgifterna lagras',
      paragraphs: [
        'Uppgifterna lagras i vår egen databas. Vi säljer dem inte, använder dem inte för reklam och har inga spårningstjänster från tredje part på webbplatsen.',
        'E-post från oss, till exempel aktiveringslänken, skickas via en e-posttjänst. Loggar du in med Google hanterar Google inloggningen enligt sina egna villkor. Använder du röstkommandona (testversion) tolkas det du säger av webbläsarens taligenkänning, eller skickas som ett kort ljudklipp via vår server till en tjänst för taligenkänning. Vi sparar varken ljudet eller texten.',
      ],
    },
    {
      heading: 'Vem som ser uppgifterna',
      paragraphs: [
        'Du ser och ändrar dina egna uppgifter under Inställningar → Dina uppgifter.',
        'En handledare som du har kopplat till ditt konto ser ditt namn, vilken växellåda du kör med och dina övningskort. Handledaren ser aldrig ditt personnummer eller ditt telefonnummer. Du som elev ser din handledares namn och e-postadress.',
        'Vi som driver tjänsten tittar bara på uppgifter när det behövs för att hjälpa dig eller hålla tjänsten igång och säker.',
      ],
    },
    {
      heading: 'Hur länge vi sparar uppgifterna',
      paragraphs: [
        'Dina kontouppgifter och övningskort sparas så länge du har kvar ditt konto. När du tar bort kontot tas de bort direkt.',
        `Misslyckade inloggningsförsök behövs bara för spärren (${lockoutMinutes} minuter) och tas bort löpande därefter. En inloggning slutar gälla efter ${idleHours} timmar utan aktivitet och senast efter ${sessionDays} dagar. Har du valt ”Kom ihåg mig på den här enheten” gäller den i stället tills ${rememberedDays} dagar har gått utan att du använt tjänsten på enheten.`,
        'Meddelanden via kontaktformuläret och intresseanmälningar sparar vi så länge vi behöver dem för att svara dig eller höra av oss, och högst ett år.',
      ],
    },
    {
      heading: 'Cookies och lagring i webbläsaren',
      paragraphs: [
        'Vi använder bara det som behövs för att tjänsten ska fungera, inga cookies för reklam eller statistik:',
      ],
      list: [
        `En inloggningscookie (refresh-cookie) som håller dig inloggad. Den kan inte läsas av sidans skript och slutar gälla när du loggar ut, efter ${idleHours} timmar utan aktivitet eller senast efter ${sessionDays} dagar. Med ”Kom ihåg mig på den här enheten” gäller den tills ${rememberedDays} dagar har gått utan att du använt tjänsten på enheten.`,
        'Lokal lagring (local storage) med en markering om att enheten ska komma ihåg din inloggning, om du har valt det. Den innehåller ingen nyckel och tas bort när du loggar ut.',
        'Tillfällig lagring (session storage) i webbläsaren för inloggningsnyckeln (access token) och ditt namn. Den töms när du stänger fliken eller loggar ut.',
        `En cookie som kommer ihåg att du har godkänt cookies, så att rutan inte visas igen. Den sparas i ett år (${consentDays} dagar).`,
        'En tillfällig cookie under inloggning med Google, som bara gäller medan inloggningen pågår.',
      ],
    },
    {
      heading: 'Barn',
      paragraphs: [
        'Övningskort riktar sig inte till barn under 13 år, och vi samlar inte medvetet in uppgifter om dem. Har ett barn under 13 år skapat ett konto, kontakta oss så tar vi bort det.',
      ],
    },
    {
      heading: 'Dina rättigheter',
      paragraphs: ['Enligt dataskyddsförordningen (GDPR) har du rätt att:'],
      list: [
        'få veta vilka uppgifter vi har om dig och få en kopia av dem (tillgång),',
        'få felaktiga uppgifter rättade (rättelse),',
        'få dina uppgifter borttagna (radering),',
        'begära att behandlingen begränsas och invända mot den,',
        'få ut dina uppgifter i ett maskinläsbart format (dataportabilitet).',
      ],
      afterList: [
        'Du kan själv rätta det mesta under Dina uppgifter och ta bort allt genom att ta bort kontot. För allt annat, kontakta oss. Tycker du att vi hanterar dina uppgifter fel kan du klaga hos Integritetsskyddsmyndigheten (IMY), imy.se.',
      ],
    },
    {
      heading: 'Ladda ner dina uppgifter',
      paragraphs: [
        'Under Inställningar → Ladda ner mina uppgifter får du direkt en fil med allt vi har sparat om dig. Filen är i formatet JSON, som går att läsa i en textredigerare och att föra över till en annan tjänst. Den innehåller:',
      ],
      list: [
        'ditt konto: namn, e-postadress, ort, personnummer, telefonnummer, körkortsbehörighet och växellåda,',
        'dina övningskort med status för varje moment och vilka lektioner som är klara (elev),',
        'din handledares namn och e-postadress (elev) eller namnen på dina elever (handledare),',
        'körjournalen: elevens körningar, eller de körningar som du som handledare har lagt till eller bekräftat,',
        'din självskattning inför körprovet (elev),',
        'historiken över vem som har ändrat vilken status och när, och kommentarerna: allt på elevens kort (elev) eller det du själv har ändrat och skrivit (handledare),',
        'dina inloggade enheter, e-postlänkar vi har skickat till dig, räknade inloggningsförsök, meddelanden du har skickat via kontaktformuläret och dina intresseanmälningar.',
      ],
      afterList: [
        `Lösenord, inloggningsnycklar och andra hemligheter finns aldrig med i filen. Du kan ladda ner filen upp till ${DATA_EXPORTS_PER_HOUR} gånger per timme.`,
      ],
    },
    {
      heading: 'Så tar du bort ditt konto',
      paragraphs: [
        'Gå till Inställningar → Ta bort mitt konto och bekräfta. Då tas allt bort på en gång: kontot, dina uppgifter, dina övningskort, kopplingen till din handledare och dina inloggningar på olika enheter. Det går inte att ångra.',
      ],
    },
    {
      heading: 'Ändringar i policyn',
      paragraphs: [
        'Vi kan uppdatera den här policyn. Datumen överst visar när den senast ändrades och från när den gäller. Större ändringar meddelar vi på webbplatsen.',
      ],
    },
    {
      heading: 'Kontakt',
      paragraphs: [
        `Frågor om dina personuppgifter eller om du vill använda dina rättigheter? Skriv till oss via kontaktformuläret, vi svarar inom ${supportAnswerHours} timmar.`,
      ],
      contactLink: 'Till kontaktformuläret',
    },
  ],
};

const privacyEn: LegalDocument = {
  title: 'Privacy policy',
  dates: [
    legalDate('Effective date', PRIVACY_EFFECTIVE_DATE),
    legalDate('Last updated', PRIVACY_UPDATED_DATE),
  ],
  intro: [
    'This policy describes which personal data Övningskort keeps, why, where it is stored, who sees it, how long we keep it and what rights you have. We keep only what the service needs to work, and we never sell your data.',
  ],
  sections: [
    {
      heading: 'Who is responsible for your data',
      paragraphs: [
        'Övningskort is the data controller for the data in the service. You can reach us through the contact form on the website.',
      ],
    },
    {
      heading: 'What we keep and why',
      paragraphs: ['We keep the following data, and only for the purpose stated:'],
      list: [
        'Name and e-mail address: for your account, for signing in and for sending e-mails about activation and new passwords.',
        'Password: never in plain text, only as a hash, so that nobody can read it, not even us.',
        'Municipality, licence category and gearbox: to give you the right practice card and the right instructions.',
        'Surname and phone number, if you choose to fill them in: they are shown only to you.',
        'Personal identity number (personnummer), if you choose to fill it in: it is optional and kept only as your own reference. We use it for nothing else.',
        'Your practice cards: lessons, the status of each sub-moment and which lessons are done. This is the service itself.',
        'Who changed a status or marked a lesson done, and when (the name, and whether it was the learner or the supervisor), and the comments the learner and the supervisor write on the cards: so that you both can see who approved what.',
        'The drive log: the learner’s drives with date, time, distance, conditions and who was in the car, and the supervisor’s confirmation.',
        'The link between learner and supervisor: who is linked to whom, so that the supervisor can see the learner’s cards.',
        'Google sign-in, if you use it: an identifier of your Google account, so that we recognise you next time.',
        'Sign-in records, for security: failed sign-in attempts (e-mail address and IP address) so that sign-in can be locked for a while after too many attempts, and your signed-in sessions.',
        'Messages you send through the contact form: name, e-mail address, subject and message, so that we can answer you.',
        'Interest requests: your e-mail address when you ask us to tell you about offers.',
      ],
    },
    {
      heading: 'Legal basis',
      paragraphs: [
        'We process the data to provide the service you asked for (contract). We process the sign-in records to protect your account and the service (legitimate interest). We keep the optional details and interest requests because you chose to give them, and you can remove them whenever you like.',
      ],
    },
    {
      heading: 'Where the data is stored',
      paragraphs: [
        'The data is stored in our own database. We do not sell it, do not use it for advertising and have no third-party tracking on the website.',
        'E-mails from us, such as the activation link, are sent through an e-mail service. If you sign in with Google, Google handles the sign-in under its own terms. If you use the voice commands (test version), what you say is interpreted by your browser’s speech recognition, or sent as a short audio clip through our server to a speech recognition service. We keep neither the audio nor the text.',
      ],
    },
    {
      heading: 'Who sees the data',
      paragraphs: [
        'You see and change your own details under Inställningar → Dina uppgifter (Settings → Your details).',
        'A supervisor you have linked to your account sees your name, which gearbox you drive with and your practice cards. The supervisor never sees your personal identity number or your phone number. As a learner, you see your supervisor’s name and e-mail address.',
        'We who run the service look at data only when needed to help you or to keep the service running and secure.',
      ],
    },
    {
      heading: 'How long we keep the data',
      paragraphs: [
        'Your account details and practice cards are kept for as long as you have your account. When you delete the account they are deleted immediately.',
        `Failed sign-in attempts are needed only for the lockout (${lockoutMinutes} minutes) and are deleted on an ongoing basis after that. A signed-in session ends after ${idleHours} hours without activity and after ${sessionDays} days at the most. If you chose ”Kom ihåg mig på den här enheten” (remember me on this device), it lasts until ${rememberedDays} days have passed without you using the service on that device.`,
        'Contact messages and interest requests are kept for as long as we need them to answer you or get back to you, and for one year at the most.',
      ],
    },
    {
      heading: 'Cookies and browser storage',
      paragraphs: [
        'We use only what the service needs to work, no cookies for advertising or statistics:',
      ],
      list: [
        `A sign-in cookie (refresh cookie) that keeps you signed in. Scripts on the page cannot read it, and it expires when you sign out, after ${idleHours} hours without activity or after ${sessionDays} days at the most. With ”Kom ihåg mig på den här enheten” (remember me) it lasts until ${rememberedDays} days have passed without use on that device.`,
        'Local storage with a mark that the device should remember your sign-in, if you chose that. It holds no key and is removed when you sign out.',
        'Session storage in the browser for the sign-in key (access token) and your name. It is emptied when you close the tab or sign out.',
        `A cookie that remembers that you have accepted cookies, so that the notice is not shown again. It is kept for one year (${consentDays} days).`,
        'A temporary cookie during Google sign-in, valid only while the sign-in is in progress.',
      ],
    },
    {
      heading: 'Children',
      paragraphs: [
        'Övningskort is not directed at children under 13, and we do not knowingly collect data about them. If a child under 13 has created an account, contact us and we will delete it.',
      ],
    },
    {
      heading: 'Your rights',
      paragraphs: ['Under the General Data Protection Regulation (GDPR) you have the right to:'],
      list: [
        'know which data we have about you and get a copy of it (access),',
        'have incorrect data corrected (rectification),',
        'have your data deleted (erasure),',
        'ask us to restrict the processing and object to it,',
        'receive your data in a machine-readable format (data portability).',
      ],
      afterList: [
        'You can correct most things yourself under Dina uppgifter and delete everything by deleting your account. For anything else, contact us. If you think we handle your data wrongly, you can complain to the Swedish Authority for Privacy Protection (Integritetsskyddsmyndigheten, IMY), imy.se.',
      ],
    },
    {
      heading: 'Downloading your data',
      paragraphs: [
        'Under Inställningar → Ladda ner mina uppgifter (Settings → Download my data) you get a file at once with everything we keep about you. The file is in JSON, which can be read in a text editor and moved to another service. It holds:',
      ],
      list: [
        'your account: name, e-mail address, town, personal identity number, phone number, licence category and gearbox,',
        'your practice cards with the status of every sub-moment and which lessons are done (learner),',
        'your supervisor’s name and e-mail address (learner) or your learners’ names (supervisor),',
        'the drive log: the learner’s drives, or the drives you as a supervisor added or confirmed,',
        'the history of who changed which status and when, and the comments: everything on the learner’s cards (learner) or what you changed and wrote yourself (supervisor),',
        'your signed-in devices, e-mail links we sent you, counted login attempts, messages you sent through the contact form and your sign-ups to hear from us.',
      ],
      afterList: [
        `Passwords, sign-in keys and other secrets are never in the file. You can download it up to ${DATA_EXPORTS_PER_HOUR} times an hour.`,
      ],
    },
    {
      heading: 'How to delete your account',
      paragraphs: [
        'Go to Inställningar → Ta bort mitt konto (Settings → Delete my account) and confirm. Everything is then deleted at once: the account, your details, your practice cards, the link to your supervisor and your signed-in sessions. This cannot be undone.',
      ],
    },
    {
      heading: 'Changes to this policy',
      paragraphs: [
        'We may update this policy. The dates at the top show when it was last changed and when it takes effect. We announce larger changes on the website.',
      ],
    },
    {
      heading: 'Contact',
      paragraphs: [
        `Questions about your personal data, or do you want to use your rights? Write to us through the contact form; we answer within ${supportAnswerHours} hours.`,
      ],
      contactLink: 'Go to the contact form',
    },
  ],
};

export const publicScreens = {
  support: {
    title: 'Hjälp och vanliga frågor',
    lead: `Här finns svar på det vi oftast får frågor om. Hittar du inte svaret kan du skriva till oss. Vi svarar inom ${SUPPORT_ANSWER_HOURS} timmar.`,
    searchLabel: 'Sök bland frågorna',
    searchHint: 'Sökningen letar i frågorna.',
    showingAll: (total: number) => `Visar alla ${total} frågor.`,
    matching: (count: number, total: number) => `${count} av ${total} frågor passar din sökning.`,
    noMatches: 'Inga frågor passar din sökning.',
    askUs: 'Ställ din fråga via kontaktformuläret',
    moreHeading: 'Hittade du inte svaret?',
    moreBody: `Skriv till oss, så svarar vi inom ${SUPPORT_ANSWER_HOURS} timmar.`,
    contact: 'Till kontaktformuläret',
    faq,
  },
  about,
  legal: {
    /** Visible label of the language switch (both languages, since it switches between them). */
    languageLabel: 'Språk / Language',
    languages: { sv: 'Svenska', en: 'English' } satisfies Record<LegalLanguage, string>,
    terms: { sv: termsSv, en: termsEn } satisfies Record<LegalLanguage, LegalDocument>,
    privacy: { sv: privacySv, en: privacyEn } satisfies Record<LegalLanguage, LegalDocument>,
  },
} as const;
