import { guideScreens } from '../../../copy/guides.js';
import type { Guide } from './types.js';

/**
 * "Innan ni börjar": what a learner and a supervisor need before private practice for
 * behörighet B. Sources are named per section; where a paragraph number is not certain only
 * the law (or its chapter) is named. Review 36 (checked 2026-12-07): körkortslagen 4 kap. 7 §
 * holds the conditions for a handledare (4 kap. 6 § is supervision within the police and the
 * Försvarsmakten), 3 kap. 18 § the prövotid of two years from the day of the förarprov, and
 * 5 kap. 14 and 15 §§ the new förarprov after a revocation during it. The paragraphs on the
 * körkortstillstånd (3 and 4 kap.) and the paragraph of TSFS 2010:81 on the sign could not be
 * confirmed, so the chapter or the föreskrift is named. That the learner must be 15 years and
 * 9 months old when the supervisor applies is said by some driving schools but could not be
 * confirmed with Transportstyrelsen; the guide says so rather than state it.
 */
export const beforeStartGuide: Guide = {
  title: guideScreens.titles.beforeStart,
  intro: [
    'Det här behöver du som elev och du som handledare ha klart innan ni börjar övningsköra privat med personbil (behörighet B). Gå igenom listan tillsammans, så vet ni att allt är i ordning när ni sätter er i bilen.',
    'Reglerna ändras ibland. Kontrollera alltid med Transportstyrelsen (transportstyrelsen.se) vad som gäller just när ni ansöker.',
  ],
  reviewed: '2026-12-06',
  sections: [
    {
      id: 'korkortstillstand',
      heading: 'Körkortstillstånd och syntest',
      paragraphs: [
        'Innan du får övningsköra ska du ha ett giltigt körkortstillstånd. Det söker du hos Transportstyrelsen, enklast med deras e-tjänst. Till ansökan hör en hälsodeklaration och ett syntest.',
        'Syntestet gör du hos en optiker, som skickar resultatet direkt till Transportstyrelsen. Gör det i samband med att du ansöker, så att ärendet inte blir liggande.',
        'Körkortstillståndet gäller i fem år. Ansök i god tid, eftersom handläggningen kan ta några veckor och ni inte får börja förrän tillståndet är beviljat.',
      ],
      sources: [
        'Körkortslagen (1998:488) 3 kap. (körkortstillstånd)',
        'Körkortslagen (1998:488) 4 kap. (körkortstillstånd för övningskörning)',
      ],
    },
    {
      id: 'alder',
      heading: 'Du måste ha fyllt 16 år',
      paragraphs: [
        'Privat övningskörning med personbil får börja när du har fyllt 16 år. Du kan söka körkortstillstånd innan dess, så att det är klart till födelsedagen. Någon fast lägsta ålder för ansökan har vi inte hittat hos Transportstyrelsen, bara rådet att den som söker bör vara äldre än 14 år. Gränsen 15 år och 9 månader, som ofta nämns, är enligt Transportstyrelsen den lägsta åldern för att gå introduktionsutbildningen. En del trafikskolor skriver att den också gäller när handledaren söker godkännande för dig. Det har vi inte kunnat bekräfta, så fråga Transportstyrelsen om handledaren vill söka innan du har fyllt 15 år och 9 månader.',
        'Själva körkortet för behörighet B kan du ta tidigast när du har fyllt 18 år. Det ger gott om tid att öva – och mycket övning är det bästa sättet att bli en säker förare.',
      ],
      sources: [
        'Körkortslagen (1998:488) 4 kap. 2 § (ålder för övningskörning)',
        'Körkortsportalen (Transportstyrelsen och Trafikverket), frågor om körkortstillstånd (ålder för ansökan)',
        'Transportstyrelsen, ”Bedriva introduktionsutbildning” (eleven ska vara minst 15 år och 9 månader)',
      ],
    },
    {
      id: 'introduktionsutbildning',
      heading: 'Introduktionsutbildning för elev och handledare',
      paragraphs: [
        'Sedan 2006 har både den som övningskör privat med personbil och den som ska vara handledare behövt gå en introduktionsutbildning, ofta kallad handledarutbildning. Den hålls av trafikskolor och andra utbildare med tillstånd. Ni kan gå den tillsammans eller vid olika tillfällen.',
        'Utbildningen handlar om vad körkortsutbildningen ska leda till, hur ni planerar och lägger upp övningskörningen och vad som gör den säker. Så länge kravet finns gäller utbildningen i fem år, för eleven och för handledaren, och handledaren ska ha gått den innan hen söker godkännande som handledare.',
      ],
      notice: {
        heading: 'Förslag: kravet tas bort från den 1 augusti 2026',
        text: 'Regeringen föreslog i februari 2026 att kravet på introduktionsutbildning skulle tas bort från den 1 augusti 2026 (prop. 2025/26:127). Propositionen lämnades till riksdagen den 19 februari 2026. När guiden granskades hade vi inte kunnat bekräfta att riksdagen har beslutat om ändringen eller att den har börjat gälla. Riksdagens beslut hittar du på riksdagen.se om du söker på 2025/26:127. Kontrollera också på transportstyrelsen.se om kravet gäller när ni ansöker, under Körkort, Ta körkort, Handledarskap och övningskörning (transportstyrelsen.se/sv/vagtrafik/korkort/ta-korkort/handledarskap-och-ovningskorning/). Oavsett vad som gäller är utbildningen ett bra sätt för er båda att komma igång på rätt sätt.',
      },
      sources: [
        'Körkortslagen (1998:488) 4 kap. 2 och 7 §§ (introduktionsutbildning, i den lydelse vi har kunnat kontrollera)',
        'Prop. 2025/26:127 Slopat krav på introduktionsutbildning för övningskörning, lämnad till riksdagen den 19 februari 2026 (förslaget att slopa kravet från den 1 augusti 2026)',
      ],
    },
    {
      id: 'handledare',
      heading: 'Handledaren ska vara godkänd',
      paragraphs: [
        'Den som sitter bredvid när du övningskör privat ska vara godkänd som handledare av Transportstyrelsen. Handledaren söker godkännandet för dig som elev, och det måste vara klart innan ni kör första gången. Godkännandet gäller i fem år.',
      ],
      list: {
        intro: 'För att bli godkänd ska handledaren',
        items: [
          'ha fyllt 24 år,',
          'ha körkort för personbil och ha haft det under sammanlagt minst fem av de senaste tio åren,',
          'inte någon gång under de senaste tre åren ha haft körkortet återkallat på grund av rattfylleri, opålitlighet i nykterhetshänseende eller grova brott, hur kort återkallelsen än var,',
          'inte under de senaste tre åren ha haft körkortet återkallat av andra skäl, till exempel för fortkörning eller för att ha kört mot rött, under sammanlagt mer än tre månader,',
          'inte under de senaste tre åren ha haft körkort med villkor om alkolås.',
        ],
      },
      after: [
        'En handledare kan vara godkänd för högst fem elever samtidigt. Har handledaren redan giltiga godkännanden för fem elever, kan hen inte bli godkänd för en till förrän något av dem har gått ut.',
        'Du kan ha flera handledare, till exempel båda dina föräldrar, men var och en ska vara godkänd för dig. I Övningskort följer en handledare i taget ditt kort.',
      ],
      sources: [
        'Körkortslagen (1998:488) 4 kap. 7 § (villkoren för att bli godkänd som handledare)',
        'Körkortsförordningen (1998:980) 4 kap. 8 c § och Transportstyrelsens föreskrifter TSFS 2012:1 3 §, ändrad genom TSFS 2021:74 (högst fem elever samtidigt från den 1 december 2021)',
        'Transportstyrelsen, ”Vem kan inte bli handledare” (återkallat körkort, villkor om alkolås, högst fem elever)',
      ],
    },
    {
      id: 'ansvar',
      heading: 'Handledaren räknas som förare',
      paragraphs: [
        'När ni övningskör räknas handledaren som bilens förare. Det betyder att handledaren har ansvaret för körningen och för att trafikreglerna följs, även om det är du som håller i ratten.',
        'Därför gäller samma regler för handledaren som om hen körde själv. Handledaren får inte vara påverkad av alkohol, narkotika eller andra medel, och hen får inte hålla i mobilen under körningen. Har handledaren 0,2 promille alkohol i blodet eller mer kan hen dömas för rattfylleri. Du som övningskör ska förstås också vara nykter.',
        'Handledaren ska sitta bredvid dig i bilen hela tiden medan du kör. Ska handledaren kliva ur för att titta på något, ska bilen stå still och vara säkrad tills hen har satt sig i bilen igen.',
        'Ta med en id-handling varje gång du övningskör. Det är ett krav. Eftersom handledaren räknas som förare ska hen ha sitt körkort med sig, precis som när hen kör själv, och beviset om godkännande som handledare ska också vara med i bilen.',
      ],
      sources: [
        'Körkortsförordningen (1998:980) 4 kap. 7 § (handledaren anses som förare)',
        'Körkortsförordningen (1998:980) 4 kap. 6 § (handledaren sitter bredvid eleven)',
        'Lag (1951:649) om straff för vissa trafikbrott 4 § (rattfylleri)',
        'Körkortslagen (1998:488) 3 kap. 15 och 15 a §§ (körkort och id-handling ska medföras)',
        'Körkortsförordningen (1998:980) 4 kap. 9 § (beviset om godkännande som handledare)',
      ],
    },
    {
      id: 'skylt',
      heading: 'Skylten ÖVNINGSKÖR på bilen',
      paragraphs: [
        'När ni övningskör privat ska bilen ha en skylt med texten ÖVNINGSKÖR i vitt på grön botten (den röda skylten är trafikskolornas). Den ska sitta bakpå bilen, där andra trafikanter ser den. Skylten finns att köpa på bensinstationer och i butiker med biltillbehör.',
        'Ta av skylten när någon annan kör bilen, så att andra inte väntar sig en nybörjare. Skaffa gärna en extra innerbackspegel till handledaren, så att hen kan följa trafiken bakom er.',
      ],
      sources: [
        'Körkortsförordningen (1998:980) 4 kap. 5 § (skylt vid övningskörning)',
        'Transportstyrelsens föreskrifter (TSFS 2010:81) om skylt vid övningskörning och körträning (skylten ÖVNINGSKÖR)',
      ],
    },
    {
      id: 'riskutbildning',
      heading: 'Riskutbildning del 1 och del 2',
      paragraphs: [
        'Innan du får göra kunskapsprovet och körprovet ska du ha gått båda delarna av riskutbildningen. Du har mest nytta av dem om du redan har övat en del – särskilt av halkbanan, där du behöver kunna hantera bilen.',
      ],
      list: {
        items: [
          'Del 1, ofta kallad riskettan: hur alkohol, andra droger och trötthet påverkar dig som förare, och vilka risker ett riskfyllt beteende i trafiken ger. Den bygger på samtal och egna reflektioner.',
          'Del 2, ofta kallad risktvåan eller halkbanan: hastighet, säkerhet och körning under särskilda förhållanden, som på hal väg. Du kör själv på en bana med halt underlag.',
        ],
      },
      after: [
        'Riskutbildningen gäller i fem år. Har du inte tagit körkortet inom den tiden behöver du gå om den del som inte längre gäller.',
        'Du gör kunskapsprovet före körprovet, och körprovet får du göra bara om du har klarat kunskapsprovet. Ett godkänt kunskapsprov gäller i fyra månader: hinner du inte klara körprovet inom den tiden behöver du göra om kunskapsprovet.',
      ],
      sources: [
        'Körkortslagen (1998:488) 3 kap. 4 a § (riskutbildning före förarprovet)',
        'Körkortsförordningen (1998:980) 4 kap. 14 § (riskutbildningen gäller i fem år)',
        'Transportstyrelsen, ”Ansöka om förlängd giltighetstid för godkänt kunskapsprov, behörighet B” (kunskapsprovet gäller i fyra månader)',
      ],
    },
    {
      id: 'provotid',
      heading: 'Prövotiden: de första två åren',
      paragraphs: [
        'Du har en prövotid på två år, räknat från den dag du klarar förarprovet (kunskapsprovet och körprovet).',
        'Om körkortet återkallas under prövotiden, till exempel för fortkörning eller rattfylleri, räcker det inte att vänta ut spärrtiden. Du måste då söka ett nytt körkortstillstånd och göra om både kunskapsprovet och körprovet innan du får köra igen.',
        'Prövotiden är ett gott skäl att redan nu öva på att köra lugnt, hålla hastigheten och följa reglerna – det blir en vana som håller.',
      ],
      sources: [
        'Körkortslagen (1998:488) 3 kap. 18 § (prövotid på två år från dagen för förarprovet)',
        'Körkortslagen (1998:488) 5 kap. 14 och 15 §§ (vad som krävs för ett nytt körkort efter en återkallelse under prövotiden)',
      ],
    },
    {
      id: 'checklista',
      heading: 'Checklista före första körningen',
      paragraphs: ['Kan ni svara ja på allt här är ni redo att börja.'],
      list: {
        items: [
          'Eleven har ett beviljat körkortstillstånd och har fyllt 16 år.',
          'Ni har kontrollerat hos Transportstyrelsen om introduktionsutbildningen krävs när ni ansöker, och har i så fall båda gått den.',
          'Handledaren är godkänd av Transportstyrelsen för just den här eleven.',
          'Den gröna skylten ÖVNINGSKÖR sitter bakpå bilen.',
          'Eleven har med sig en id-handling.',
          'Båda är nyktra och utvilade.',
        ],
      },
      /** A summary of the sections above, which name the sources. */
      sources: [],
    },
  ],
};
