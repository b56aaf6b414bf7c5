/**
 * The lessons of a practice card (spec §3 'Driving note', 'Card'; §9 'Card sections start at lessons').
 *
 * A card holds 15 lessons: the manual template uses lesson 3 (manual gearbox), the automatic
 * template lesson 4 (automatic gearbox). Each lesson has 3–5 sub-moments stored as catA..catE on
 * a driving note, with a status per sub-moment in statA..statE.
 */

export const SUB_MOMENT_KEYS = [
  'catA',
  'catB',
  'catC',
  'catD',
  'catE',
  'catF',
  'catG',
  'catH',
  'catI',
] as const;
export type SubMomentKey = (typeof SUB_MOMENT_KEYS)[number];

export const STATUS_KEYS = [
  'statA',
  'statB',
  'statC',
  'statD',
  'statE',
  'statF',
  'statG',
  'statH',
  'statI',
] as const;
export type StatusKey = (typeof STATUS_KEYS)[number];

/** The status field that belongs to a sub-moment heading: catC -> statC. */
export function statusKeyOf(key: SubMomentKey): StatusKey {
  return `stat${key.slice(3)}` as StatusKey;
}

export const STATUSES = ['', 'Började', 'Visad kunskap', 'Godkänd'] as const;
export type Status = (typeof STATUSES)[number];

export const STATUS_LABELS: Record<Status, string> = {
  '': '----Välj----',
  Började: 'Började',
  'Visad kunskap': 'Visad kunskap',
  Godkänd: 'Godkänd',
};

export const LESSON_NUMBERS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16] as const;
export type LessonNumber = (typeof LESSON_NUMBERS)[number];

/** A sub-moment heading per gearbox (identical strings where the gearbox does not matter). */
export interface SubMoment {
  key: SubMomentKey;
  manual: string;
  automatic: string;
}

export interface Lesson {
  number: LessonNumber;
  title: string;
  /** Whether the lesson shows LESSON_HINT. */
  hint: boolean;
  subMoments: readonly SubMoment[];
}

/** A heading as [manual, automatic], or one string when the gearbox does not matter. */
type Heading = string | readonly [manual: string, automatic: string];

function lesson(
  number: LessonNumber,
  title: string,
  hint: boolean,
  headings: readonly Heading[],
): Lesson {
  const subMoments = headings.map((heading, index): SubMoment => {
    const key = SUB_MOMENT_KEYS[index];
    if (key === undefined) throw new Error(`Lesson ${number} has too many sub-moments`);
    return typeof heading === 'string'
      ? { key, manual: heading, automatic: heading }
      : { key, manual: heading[0], automatic: heading[1] };
  });
  return { number, title, hint, subMoments };
}

export const LESSONS: Readonly<Record<LessonNumber, Lesson>> = {
  1: lesson(1, 'Säkerhetskontroll', true, [
    'Däck och hjul',
    'Lampor och reflexer',
    'Bromsar och parkeringsbroms',
    'Vätskor under motorhuven',
    'Instrument och varningslampor',
  ]),
  2: lesson(2, 'Förarplatsanpassning', false, [
    'Inställning av förarstolen',
    'Inställning av speglarna',
    'Bilbälte och nackstöd',
    'Inställning av ratten',
  ]),
  3: lesson(3, 'Manuell växellåda samt rattstyrning', false, [
    'Koppling och kopplingspunkt',
    'Växling uppåt och nedåt',
    'Igångkörning och stannande',
    'Rattstyrning och rattgrepp',
  ]),
  4: lesson(4, 'Automatisk växellåda samt rattstyrning', false, [
    'Växelväljarens lägen (P, R, N, D)',
    'Bromspedal och gaspedal med höger fot',
    'Krypkörning i låg fart',
    'Rattstyrning och rattgrepp',
  ]),
  5: lesson(5, 'Inledande manövrering', true, [
    ['Långsam körning med kopplingen', 'Långsam körning med bromspedalen'],
    'Stannande på bestämd plats',
    'Svängar i låg fart',
    'Backning rakt bakåt',
    'Backning runt ett hörn',
  ]),
  6: lesson(6, 'Manövrering', true, [
    'Vändning med hjälp av backning',
    'Vändning genom U-sväng',
    'Framåtparkering i parkeringsruta',
    'Backparkering i parkeringsruta',
  ]),
  7: lesson(7, 'Samordning bromsning/acceleration', true, [
    'Mjuk och jämn acceleration',
    'Mjuk inbromsning till stopp',
    ['Samordning av gas, koppling och broms', 'Samordning av gas och broms'],
    'Kraftig inbromsning (nödbromsning)',
    'Reaktionssträcka och stoppsträcka',
  ]),
  8: lesson(8, 'Mindre samhälle', false, [
    'Placering och fartanpassning',
    'Väjningsplikt och högerregeln',
    'Svängning i korsning',
    'Körning i cirkulationsplats',
    'Vägmärken och vägmarkeringar',
  ]),
  9: lesson(9, 'Mindre landsväg', false, [
    'Fartanpassning efter väg och sikt',
    'Placering och kurvtagning',
    'Möte på smal väg',
    'Korsningar och anslutande vägar',
    'Observation och blickteknik',
  ]),
  10: lesson(10, 'Stad', false, [
    'Val av körfält och körfältsbyte',
    'Hänsyn till gående och cyklister',
    'Trafiksignaler och signalreglerade korsningar',
    'Bussar, spårvagnar och kollektivkörfält',
    'Samspel och kommunikation i tät trafik',
  ]),
  11: lesson(11, 'Landsväg', false, [
    'Körning i högre hastigheter',
    'Omkörning och att bli omkörd',
    'Körning på 2+1-väg',
    'Vilt och risk för viltolyckor',
    'Avstånd och säkerhetsmarginaler',
  ]),
  12: lesson(12, 'Motorväg och motortrafikled', false, [
    'Påfart och accelerationsfält',
    'Placering i höger körfält',
    'Omkörning på motorväg',
    'Avstånd i hög fart',
    'Avfart och retardationsfält',
  ]),
  13: lesson(13, 'Mörker', false, [
    'Användning av hel- och halvljus',
    'Bländning och avbländning',
    'Fartanpassning efter ljusets räckvidd',
    'Oskyddade trafikanter och reflexer',
    'Rena rutor och strålkastare',
  ]),
  14: lesson(14, 'Halt väglag', false, [
    'Bedömning av väglag',
    'Väggrepp och friktion',
    'Inbromsning på halt väglag',
    'Sladdrisk och mjuk körning',
    'Vinterdäck och mönsterdjup',
  ]),
  15: lesson(15, 'Bilen och lutningar/parkering', true, [
    [
      'Start i uppförsbacke med koppling och parkeringsbroms',
      'Start i uppförsbacke med bromspedal och parkeringsbroms',
    ],
    ['Parkering i backe med ilagd växel', 'Parkering i backe i läge P'],
    'Fickparkering längs trottoarkant',
    'Garageparkering framåt och bakåt',
  ]),
  16: lesson(16, 'Utbildningskontroll', true, [
    'Självständig körning',
    'Riskbedömning och marginaler',
    ['Miljövänlig körning med tidig uppväxling', 'Miljövänlig körning med mjukt gaspådrag'],
    'Helhetsbedömning inför körprovet',
  ]),
};

/** Card sections (spec §9: sections start at lessons 1, 8, 10, 15). */
export const SECTIONS: readonly { startsAt: LessonNumber; title: string }[] = [
  { startsAt: 1, title: 'GRUNDLÄGGANDE MOMENT' },
  { startsAt: 8, title: 'INLEDANDE TRAFIK' },
  { startsAt: 10, title: 'STADSTRAFIK OCH LANDSVÄG' },
  { startsAt: 15, title: 'AVANCERADE MOMENT' },
];

/** The section a lesson belongs to, with its position (0..3) in SECTIONS. */
export function sectionOf(lesson: LessonNumber): {
  startsAt: LessonNumber;
  title: string;
  index: number;
} {
  let index = 0;
  SECTIONS.forEach((section, i) => {
    if (lesson >= section.startsAt) index = i;
  });
  const section = SECTIONS[index];
  if (section === undefined) throw new Error('No card sections defined');
  return { startsAt: section.startsAt, title: section.title, index };
}

/** Shown on lessons whose hint flag is set. */
export const LESSON_HINT: string =
  'Berätta högt vad du gör och vad du ser. Välj en lugn plats, till exempel en tom parkeringsplats, när ni övar för första gången.';

/** The lesson numbers of a card per gearbox (spec §3 'Card'). */
export const TEMPLATE_LESSONS: {
  readonly manual: readonly LessonNumber[];
  readonly automatic: readonly LessonNumber[];
} = {
  manual: LESSON_NUMBERS.filter((n) => n !== 4),
  automatic: LESSON_NUMBERS.filter((n) => n !== 3),
};

/**
 * A lesson's place on a card of the gearbox, 1–15 – 'Lektion 4 av 15' – from its number in the
 * lesson list (1–16; a manual card has no 4, an automatic one no 3). The one numbering a learner
 * sees everywhere (issue 34): the card, the drive log, the overview, the PDF and the CSV. A
 * number the gearbox's card does not have keeps its own.
 */
export function lessonPosition(number: number, automatic: boolean): number {
  return placeAmong(number, TEMPLATE_LESSONS[automatic ? 'automatic' : 'manual']);
}

/**
 * A lesson's place among a card's lessons (their numbers in the card's order, e.g. the
 * gearbox's template), as lessonPosition; a number not among them keeps its own.
 */
export function placeAmong(number: number, cardLessons: readonly number[]): number {
  const at = cardLessons.indexOf(number);
  return at >= 0 ? at + 1 : number;
}

/** '4, 5' for lessons 5 and 6 of a manual card: their places, in order. */
export function placesText(numbers: readonly number[], cardLessons: readonly number[]): string {
  return numbers
    .map((n) => placeAmong(n, cardLessons))
    .sort((a, b) => a - b)
    .join(', ');
}

/** One lesson of a new card, shaped like the driving note fields nytitle and catA..catI. */
export interface TemplateLesson {
  number: LessonNumber;
  nytitle: string;
  headings: Partial<Record<SubMomentKey, string>>;
}

/** The 15 lessons of a new card for the given gearbox, in order, with that gearbox's headings. */
export function cardTemplate(autotransmission: boolean): TemplateLesson[] {
  const numbers = autotransmission ? TEMPLATE_LESSONS.automatic : TEMPLATE_LESSONS.manual;
  return numbers.map((number) => {
    const { title, subMoments } = LESSONS[number];
    const headings: Partial<Record<SubMomentKey, string>> = {};
    for (const subMoment of subMoments) {
      headings[subMoment.key] = autotransmission ? subMoment.automatic : subMoment.manual;
    }
    return { number, nytitle: title, headings };
  });
}

/**
 * A card's gearbox, read from its template: only the manual card has lesson 3 and only the
 * automatic card lesson 4. Undefined when a card has neither (then the student's setting counts).
 */
export function cardIsAutomatic(lessonNumbers: readonly number[]): boolean | undefined {
  if (lessonNumbers.includes(4)) return true;
  if (lessonNumbers.includes(3)) return false;
  return undefined;
}
