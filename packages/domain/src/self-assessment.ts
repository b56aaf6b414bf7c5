/**
 * The learner's self-assessment before the driving test (issue 36): kursplan moment 4,
 * "Personliga förutsättningar och målsättningar i livet" (Transportstyrelsens kursplan för
 * behörighet B, TSFS 2011:20) – alcohol, drugs and medicines, fatigue, stress, feelings, peer
 * pressure, the phone, the learner's assessment of their own ability and the risks of a new
 * driver – as short statements the learner says are true of them or not. The reflection after
 * each drive (reflection.ts) asks about one drive; this asks once, before the test, and may be
 * changed until then. The readiness screen and the progress PDF show it to both roles.
 */

/** Where the statements come from, as the guides cite the kursplan. */
export const SELF_ASSESSMENT_SOURCE =
  'Transportstyrelsens kursplan för behörighet B, TSFS 2011:20, 1 kap. 1 § (kursplanens moment 4)';

export interface SelfAssessmentStatement {
  readonly id: string;
  /** The statement as the learner reads it, in the first person. */
  readonly text: string;
  /** The short form in a list, the PDF and the readiness screen. */
  readonly short: string;
}

/** Every statement, in the order they are asked. Ids are stored: never rename one. */
export const SELF_ASSESSMENT_STATEMENTS = [
  {
    id: 'substances',
    text: 'Jag vet hur alkohol, droger och mediciner påverkar min körning.',
    short: 'Alkohol, droger och mediciner',
  },
  {
    id: 'sober',
    text: 'Jag kör bara när jag är helt nykter – även dagen efter att jag har druckit.',
    short: 'Kör bara nykter',
  },
  {
    id: 'fatigue',
    text: 'Jag märker när jag är för trött för att köra, och då låter jag bli.',
    short: 'Trötthet',
  },
  {
    id: 'phone',
    text: 'Jag låter mobilen vara när jag kör.',
    short: 'Mobilen',
  },
  {
    id: 'stress',
    text: 'Jag märker när stress påverkar min körning och kan ändå köra lugnt.',
    short: 'Stress',
  },
  {
    id: 'time',
    text: 'Jag planerar resan så att jag inte behöver skynda mig.',
    short: 'Tid och planering',
  },
  {
    id: 'feelings',
    text: 'Jag vet hur känslor som ilska, oro och glädje kan påverka hur jag kör.',
    short: 'Känslor',
  },
  {
    id: 'peers',
    text: 'Jag kör som jag själv tycker är säkert, även när kamrater i bilen vill något annat.',
    short: 'Kamrater i bilen',
  },
  {
    id: 'ability',
    text: 'Jag kan bedöma vad jag klarar som förare och vad jag behöver öva mer på.',
    short: 'Min egen förmåga',
  },
  {
    id: 'risk',
    text: 'Jag vet varför nya förare oftare råkar ut för olyckor och hur jag minskar risken.',
    short: 'Risker som ny förare',
  },
] as const satisfies readonly SelfAssessmentStatement[];

export type SelfAssessmentStatementId = (typeof SELF_ASSESSMENT_STATEMENTS)[number]['id'];

/** The scale, from "not true" to "true", as codes and their labels in the order offered. */
export const SELF_ASSESSMENT_SCALE = [
  ['no', 'Stämmer inte'],
  ['partly', 'Stämmer delvis'],
  ['yes', 'Stämmer helt'],
] as const satisfies readonly (readonly [code: string, label: string])[];

export type SelfAssessmentValue = (typeof SELF_ASSESSMENT_SCALE)[number][0];
export const SELF_ASSESSMENT_VALUES = SELF_ASSESSMENT_SCALE.map(([code]) => code) as [
  SelfAssessmentValue,
  ...SelfAssessmentValue[],
];

/** The most characters of the learner's own words on one statement. */
export const SELF_ASSESSMENT_NOTE_MAX = 200;

export interface SelfAssessmentAnswer {
  statement: string;
  answer: string;
  /** The learner's own words; '' when none. */
  note: string;
}

const byId = new Map<string, SelfAssessmentStatement>(
  SELF_ASSESSMENT_STATEMENTS.map((s) => [s.id, s]),
);

/** The statement with this id, or undefined (an id an older or newer app knows). */
export function selfAssessmentStatement(id: string): SelfAssessmentStatement | undefined {
  return byId.get(id);
}

/** Whether `value` is a code of the scale. */
export function isSelfAssessmentValue(value: string): value is SelfAssessmentValue {
  return (SELF_ASSESSMENT_VALUES as readonly string[]).includes(value);
}

/** The label of a code of the scale ("Stämmer delvis"), or undefined. */
export function selfAssessmentLabel(value: string): string | undefined {
  return SELF_ASSESSMENT_SCALE.find(([code]) => code === value)?.[1];
}

export interface SelfAssessmentPoint {
  statement: SelfAssessmentStatement;
  answer: SelfAssessmentValue;
  note: string;
}

export interface SelfAssessmentSummary {
  /** How many statements there are. */
  total: number;
  /** How many of them are answered. */
  answered: number;
  /** How many are answered "Stämmer helt". */
  fully: number;
  /** The answered statements that are not "Stämmer helt": "Stämmer inte" first, then in order. */
  toTalkOver: SelfAssessmentPoint[];
  /** The statements not answered yet, in order. */
  unanswered: SelfAssessmentStatement[];
}

/**
 * What the answers say: how many are answered and fully true, and what to talk over with the
 * supervisor before the test. Answers to unknown statements or with unknown values are skipped
 * (an older or newer app's); the last answer to a statement counts.
 */
export function selfAssessmentSummary(
  answers: readonly SelfAssessmentAnswer[],
): SelfAssessmentSummary {
  const given = new Map<string, SelfAssessmentAnswer>();
  for (const a of answers) {
    if (byId.has(a.statement) && isSelfAssessmentValue(a.answer)) given.set(a.statement, a);
  }
  const points: SelfAssessmentPoint[] = [];
  const unanswered: SelfAssessmentStatement[] = [];
  for (const statement of SELF_ASSESSMENT_STATEMENTS) {
    const a = given.get(statement.id);
    if (a) points.push({ statement, answer: a.answer as SelfAssessmentValue, note: a.note.trim() });
    else unanswered.push(statement);
  }
  const rank = (value: SelfAssessmentValue) => (value === 'no' ? 0 : 1);
  return {
    total: SELF_ASSESSMENT_STATEMENTS.length,
    answered: points.length,
    fully: points.filter((p) => p.answer === 'yes').length,
    toTalkOver: points
      .filter((p) => p.answer !== 'yes')
      .sort((a, b) => rank(a.answer) - rank(b.answer)),
    unanswered,
  };
}

/** One point to talk over as a line: "Mobilen: Stämmer delvis – ”Ibland vid rött”". */
export function selfAssessmentPointText({ statement, answer, note }: SelfAssessmentPoint): string {
  const line = `${statement.short}: ${selfAssessmentLabel(answer) ?? ''}`;
  return note === '' ? line : `${line} – ”${note}”`;
}
