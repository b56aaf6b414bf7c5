import { guideScreens } from '../../../copy/guides.js';
import type { Guide } from './types.js';

/**
 * "Risker och dina förutsättningar": the kursplan's moment on the driver's own condition and
 * risks (TSFS 2011:20, moment 4), for the learner and the supervisor. Review 36 (checked
 * 2026-12-07): TSFS 2011:20 1 kap. 1 § names the four moments and the knowledge area
 * självvärdering; trafikförordningen 3 kap. 1 § forbids driving when one cannot drive safely.
 */
export const risksGuide: Guide = {
  title: guideScreens.titles.risks,
  intro: [
    'En säker förare vet hur alkohol, droger, trötthet och känslor påverkar körningen – och låter bli att köra när något av det spelar in. Det här hör till kursplanens moment 4, personliga förutsättningar och målsättningar i livet, och till riskutbildningens första del.',
    'Läs guiden tillsammans. Det mesta gäller lika mycket för dig som handledare som för dig som övningskör.',
  ],
  reviewed: '2026-11-29',
  sections: [
    {
      id: 'alkohol',
      heading: 'Alkohol',
      paragraphs: [
        'Redan lite alkohol gör att du reagerar långsammare, ser sämre och tar större risker – samtidigt som du själv tror att du kör bra.',
      ],
      list: {
        intro: 'Gränserna i lagen:',
        items: [
          '0,2 promille alkohol i blodet eller mer (0,10 milligram per liter utandningsluft) är rattfylleri.',
          '1,0 promille eller mer (0,50 milligram per liter utandningsluft) är grovt rattfylleri. Det är också grovt rattfylleri att köra när man är avsevärt påverkad, oavsett promillehalt.',
        ],
      },
      after: [
        'Gränserna gäller både dig som övningskör och handledaren, eftersom handledaren räknas som förare. Rattfylleri ger böter eller fängelse, och körkortet eller körkortstillståndet kan återkallas.',
        'Kroppen gör sig av med alkoholen långsamt, och det går inte att skynda på. Mat, kaffe eller en dusch hjälper inte. Har du druckit på kvällen kan du fortfarande ha alkohol i blodet nästa morgon.',
      ],
      sources: [
        'Lag (1951:649) om straff för vissa trafikbrott 4 § (rattfylleri) och 4 a § (grovt rattfylleri)',
        'Körkortsförordningen (1998:980) 4 kap. 7 § (handledaren anses som förare)',
      ],
    },
    {
      id: 'droger-och-lakemedel',
      heading: 'Narkotika och läkemedel',
      paragraphs: [
        'För narkotika gäller nollgräns. Det är rattfylleri att köra med narkotika i blodet, hur lite det än är och även om du inte känner dig påverkad. Spår av narkotika kan finnas kvar i blodet länge efter att ruset har gått över.',
        'Många läkemedel kan påverka förmågan att köra, till exempel vissa sömnmedel, lugnande medel och starka värktabletter. Om ett läkemedel kan påverka förmågan att köra står det i bipacksedeln, i avsnittet om körförmåga och användning av maskiner. Läs det, och fråga läkaren eller på apoteket om du är osäker.',
        'Nollgränsen gäller inte narkotikaklassade läkemedel som du tar enligt läkarens ordination. Men du får aldrig köra om medicinen påverkar dig så att du inte kan köra säkert.',
      ],
      sources: [
        'Lag (1951:649) om straff för vissa trafikbrott 4 § (narkotika i blodet)',
        'Läkemedelsverket (läkemedel och bilkörning)',
      ],
    },
    {
      id: 'trotthet',
      heading: 'Trötthet',
      paragraphs: [
        'Trötthet smyger sig på och är en vanlig orsak till svåra olyckor. Att köra mycket trött kan vara lika farligt som att köra påverkad av alkohol. Den som är så trött att hen inte kan köra säkert får inte köra – det gäller både dig och handledaren.',
      ],
      list: {
        intro: 'Tecken på att du är för trött:',
        items: [
          'Du gäspar ofta, ögonlocken känns tunga eller blicken blir suddig.',
          'Du minns inte de senaste kilometrarna.',
          'Du missar skyltar, avfarter eller ändringar i trafiken.',
          'Bilen vinglar eller hamnar nära kantlinjen.',
          'Du blir rastlös, fryser eller behöver skruva upp musiken för att hålla dig vaken.',
        ],
      },
      after: [
        'Stanna på en säker plats så snart det går. Under övningskörningen kan ni avbryta passet och låta handledaren köra hem, om hen är pigg. En kort tupplur på högst 20 minuter kan hjälpa en stund, men bara sömn tar bort tröttheten. Öppet fönster och hög musik hjälper inte.',
        'Planera körningarna till tider då du är utvilad, och öva inte de timmar då du annars brukar sova.',
      ],
      sources: [
        'Trafikförordningen (1998:1276) 3 kap. 1 § (förare som inte kan köra på ett betryggande sätt)',
      ],
    },
    {
      id: 'stress-och-kanslor',
      heading: 'Stress och känslor',
      paragraphs: [
        'Arg, ledsen, stressad eller uppspelt – starka känslor tar uppmärksamhet från trafiken och gör att man tar större risker. Den som är sen kör ofta fortare och håller kortare avstånd.',
      ],
      list: {
        items: [
          'Ge er gott om tid, så att ingen behöver skynda.',
          'Har ni bråkat, eller har du fått ett tråkigt besked, så vänta med att köra tills du har lugnat dig.',
          'Blir du arg på en annan trafikant: andas, släpp det och öka avståndet. Du vet inte varför hen körde som hen gjorde.',
          'Du som är handledare: håll en lugn ton under körningen och ta det svåra samtalet när bilen står still.',
        ],
      },
      sources: [
        'Transportstyrelsens kursplan för behörighet B, TSFS 2011:20, 1 kap. 1 § (kursplanens moment 4, personliga förutsättningar och målsättningar i livet)',
      ],
    },
    {
      id: 'passagerare-och-kompisar',
      heading: 'Passagerare och kompisar',
      paragraphs: [
        'Med kompisar i bilen är det lätt att vilja visa sig duktig, köra fortare än man borde eller låta sig distraheras av prat och musik. Unga förare råkar oftare ut för olyckor när de har jämnåriga passagerare.',
      ],
      list: {
        items: [
          'Det är du som förare som bestämmer i bilen. Säg till om någon stör, och sänk musiken.',
          'Låt ingen pressa dig att köra fortare, att köra när du har druckit eller att åka med någon som har druckit.',
          'Bestäm i förväg vad du säger om någon försöker övertala dig. Det är lättare att säga nej när du har svaret klart.',
          'Öva i början helst med bara handledaren i bilen.',
        ],
      },
      sources: [
        'Transportstyrelsens kursplan för behörighet B, TSFS 2011:20, 1 kap. 1 § (kursplanens moment 4, personliga förutsättningar och målsättningar i livet)',
      ],
    },
    {
      id: 'mobilen',
      heading: 'Mobilen',
      paragraphs: [
        'Du får inte hålla i mobilen när du kör. Det gäller också handledaren, som räknas som förare.',
        'Även ett samtal med handsfree tar uppmärksamhet från trafiken. Stäng av ljudet eller slå på körläget och lägg mobilen utom räckhåll innan ni startar. Ska vägbeskrivningen ställas in gör ni det innan ni kör, eller så stannar ni först.',
      ],
      sources: [
        'Trafikförordningen (1998:1276) 4 kap. 10 e § (ingen handhållen mobil under körning)',
      ],
    },
    {
      id: 'sjalvvardering',
      heading: 'Självvärdering: frågor före varje körning',
      paragraphs: [
        'En bra förare känner sina egna gränser. Ställ de här frågorna till dig själv innan varje körning och svara ärligt. Svarar du nej på någon av dem: vänta, ändra planen eller kör inte i dag.',
      ],
      list: {
        items: [
          'Har jag sovit ordentligt, och känner jag mig pigg?',
          'Är jag helt nykter – också efter i går kväll?',
          'Är jag fri från läkemedel som kan påverka körningen?',
          'Är jag lugn, utan stress eller starka känslor som tar min uppmärksamhet?',
          'Har vi gott om tid, så att ingen behöver skynda?',
          'Ligger mobilen undanlagd och ljudlös?',
          'Klarar jag det vi ska öva på i dag, med det väder och den trafik som är just nu?',
        ],
      },
      after: [
        'Prata efter körningen igenom vad som gick bra och vad ni behöver öva mer på. Att kunna bedöma sin egen förmåga är ett mål i kursplanen, i alla dess moment.',
      ],
      sources: [
        'Transportstyrelsens kursplan för behörighet B, TSFS 2011:20, 1 kap. 1 § (kunskapsområdet självvärdering, i alla kursplanens moment)',
      ],
    },
  ],
};
