import { guideScreens } from '../../../copy/guides.js';
import type { Guide } from './types.js';

/**
 * "Ny som handledare – inför första körningen" (issue 36): what the introduktionsutbildning
 * used to give a new supervisor, readable in ten minutes – before, during and after the first
 * drive, and what it means to sit beside a learner without a brake of one's own. Advice, not
 * rules: only the sections that state a rule name a source.
 */
export const newSupervisorGuide: Guide = {
  title: guideScreens.titles.newSupervisor,
  intro: [
    'Den här guiden är för dig som ska sitta bredvid när eleven kör för första gången. Läs den i lugn och ro – det tar ungefär tio minuter – och gärna tillsammans med eleven, så att ni vet hur ni gör innan ni sätter er i bilen.',
    'En sak är viktigare än allt annat: i en vanlig bil har du ingen egen broms. Din säkerhet ligger i att planera, välja lätta platser och säga till i god tid.',
  ],
  reviewed: '2026-12-06',
  sections: [
    {
      id: 'ingen-broms',
      heading: 'Du har ingen egen broms',
      paragraphs: [
        'I trafikskolans bil finns en extra bromspedal framför passagerarplatsen. I er bil finns den inte. Det du har är dina ögon, dina ord och din planering – och de räcker långt, om du använder dem tidigt.',
        'Därför börjar ni där ingenting kan hända: på en tom plats och i låg fart. Där har eleven tid att göra fel och rätta sig själv, och du har tid att säga till. När ni sedan kör ute i trafiken väljer du vägar som eleven klarar, och ni stannar hellre en gång för mycket än en gång för lite.',
        'Räcker inte orden kan du i låg fart ta tag i ratten, styra undan och samtidigt säga ”Broms!”. Ta också reda på i instruktionsboken hur parkeringsbromsen fungerar om den används medan bilen rullar: i låg fart kan den stanna bilen om eleven inte gör det. Det är nödlösningar – målet är att aldrig behöva dem.',
        'När ni övningskör räknas du som bilens förare, och du ska sitta bredvid eleven hela tiden medan eleven kör.',
      ],
      sources: [
        'Körkortsförordningen (1998:980) 4 kap. 6 § (handledaren sitter bredvid eleven)',
        'Körkortsförordningen (1998:980) 4 kap. 7 § (handledaren anses som förare)',
      ],
    },
    {
      id: 'plats',
      heading: 'Före: välj en tom plats',
      paragraphs: [
        'Första gången kör ni inte på gatan. Leta upp en stor, plan och tom yta där det är tillåtet att köra, till exempel en parkeringsplats vid ett köpcentrum en tidig söndagsmorgon eller ett industriområde en helg. Titta på platsen innan, så att ni vet att den är tom när ni kommer.',
        'Du kör själv dit. Byt plats först när ni har kommit fram och bilen står säkrad: parkeringsbromsen åtdragen, motorn avstängd och ettan i (P med automat).',
      ],
      list: {
        intro: 'En bra plats för första gången har',
        items: [
          'plats att köra rakt fram en bit och stanna utan att behöva svänga,',
          'inga kantstenar, stolpar eller parkerade bilar nära,',
          'plan mark – backar tar ni en annan gång,',
          'ingen trafik som kör in och ut.',
        ],
      },
      after: [
        'Ta med ett par koner eller tomma kartonger att köra runt och stanna vid. Vad ni kan öva står i lektion 2 och 3 i övningskortet, eller lektion 4 om bilen har automatisk växellåda.',
      ],
      sources: [],
    },
    {
      id: 'bilen',
      heading: 'Före: gå igenom bilen tillsammans',
      paragraphs: [
        'Börja med motorn avstängd. Låt eleven ställa in stol, ratt, nackstöd och speglar och ta på bältet, som lektion 2 beskriver. Gå sedan igenom det eleven kommer att behöva.',
      ],
      list: {
        items: [
          'Pedalerna: vilken som är vilken, och vilken fot som sköter vad.',
          'Parkeringsbromsen: hur den dras åt och lossas, också om den är elektrisk.',
          'Växelspaken eller växelväljaren, och hur bilen startas och stängs av.',
          'Blinkers, vindrutetorkare och varningsblinkers.',
        ],
      },
      after: [
        'Kontrollera också att skylten ÖVNINGSKÖR sitter bakpå bilen, att eleven har en id-handling med sig och att du har ditt körkort.',
      ],
      sources: [
        'Körkortsförordningen (1998:980) 4 kap. 5 § (skylt vid övningskörning)',
        'Körkortslagen (1998:488) 3 kap. 15 och 15 a §§ (körkort och id-handling ska medföras)',
      ],
    },
    {
      id: 'ord-och-tecken',
      heading: 'Före: kom överens om ord och tecken',
      paragraphs: [
        'Bestäm innan ni kör vilka ord ni använder, och använd sedan alltid samma. Ett ord som eleven känner igen går fortare att följa än en förklaring. Gå igenom orden i bilen innan motorn startar.',
      ],
      list: {
        intro: 'Till exempel:',
        items: [
          '”Broms!” – trampa på bromsen direkt. Säg det bara när det behövs, så behåller ordet sin kraft.',
          '”Stanna där framme” – stanna lugnt på det ställe du pekar ut.',
          '”Vänta” – kör inte än, bilen står kvar.',
          '”Släpp gasen” – sakta in utan att bromsa.',
          'Vägval: säg först var och sedan vad, till exempel ”Vid nästa korsning: sväng höger.”',
        ],
      },
      after: [
        'Kom också överens om det omvända: säger eleven ”Stopp” eller att det blir för mycket, stannar ni där det går och pratar. Det är ett tecken på gott omdöme, inte på att det går dåligt.',
      ],
      sources: [],
    },
    {
      id: 'dagsform',
      heading: 'Före: hur mår ni i dag?',
      paragraphs: [
        'Fråga hur eleven mår innan ni åker. Är eleven trött, hungrig, nervös eller stressad efter skolan lär hen sig mindre och gör fler fel. Gör då passet kortare och lättare, eller kör en annan dag.',
        'Fråga dig själv samma sak. Är du stressad, trött eller irriterad märker eleven det direkt. Båda ska vara nyktra, och mobilerna ligger undan medan ni kör. Mer om det står i guiden Risker och dina förutsättningar.',
      ],
      sources: [],
    },
    {
      id: 'under-korningen',
      heading: 'Under: lugna, korta besked i god tid',
      paragraphs: [
        'Eleven har fullt upp med pedaler, ratt och blick. Det du säger ska gå att ta in på en sekund.',
      ],
      list: {
        items: [
          'Säg till tidigt. Ett besked långt före är lätt att följa, ett besked i sista stund ger stress.',
          'Ett besked i taget, med lugn röst. Höj bara rösten för ”Broms!”.',
          'Säg vad eleven ska göra, inte vad som är fel: ”Titta långt fram” i stället för ”Titta inte ner”.',
          'Beröm det som gick bra, och säg vad: ”Bra, du tittade över axeln innan vi rullade.” Det lär mer än ett ”bra”.',
          'Var tyst när eleven behöver tänka. Tystnad i bilen är helt i sin ordning.',
          'Vill du förklara något: säg ”Stanna där framme” och prata när bilen står still, inte medan den rullar.',
        ],
      },
      sources: [],
    },
    {
      id: 'sluta',
      heading: 'Under: när det är dags att sluta',
      paragraphs: [
        'Första gången räcker 20–30 minuters körning. Det är mer ansträngande än det ser ut, för er båda.',
        'Sluta medan det går bra och med något som eleven klarar, så blir det minnet ni tar med till nästa gång. Avbryt tidigare om eleven blir trött eller ledsen, om samma fel kommer gång på gång eller om du själv blir spänd eller irriterad. Byt plats när bilen står still och är säkrad, och kör själv hem.',
      ],
      sources: [],
    },
    {
      id: 'efter',
      heading: 'Efter: prata, skriv ner och planera',
      paragraphs: [
        'Ta fem minuter när ni har kommit hem, medan allt är färskt. Låt eleven prata först och lyssna färdigt innan du säger vad du själv såg.',
      ],
      list: {
        intro: 'Två eller tre frågor räcker:',
        items: [
          'Vad gick bra i dag?',
          'Vad var svårast, och vad tror du att det berodde på?',
          'Vad vill du öva på nästa gång?',
        ],
      },
      after: [
        'Skriv in körningen i körjournalen: när och hur länge ni körde, vilka lektioner ni övade och en kort anteckning. Har eleven redan loggat den bekräftar du den. Markera också på övningskortet de moment ni har börjat med.',
        'Bestäm sedan nästa pass: gärna samma plats igen, med något nytt när det förra sitter. Hellre många korta pass än få långa. I instruktionen till varje moment finns ”För handledaren”, med vad du tittar efter, vad du säger, när du går in och vad ni kan prata om efteråt.',
      ],
      sources: [],
    },
  ],
};
