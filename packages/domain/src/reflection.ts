/**
 * The short reflection after a drive (issue 36): kursplan moment 4, "Personliga förutsättningar
 * och riskmedvetenhet" – alcohol and drugs, fatigue, stress, peer pressure, the phone and the
 * learner's assessment of themselves – asked one or two questions at a time, so that it is
 * answered in seconds and comes round to every goal over a few drives. Optional: a drive is
 * saved with or without it.
 */

export interface ReflectionQuestion {
  readonly id: string;
  /** The question as the form asks it. */
  readonly text: string;
  /** The short form of the question in a list, the PDF and the CSV. */
  readonly short: string;
  /** The answers, as codes and their labels, in the order they are offered. */
  readonly choices: readonly (readonly [code: string, label: string])[];
}

/** Every question, in the order the rotation goes through them. */
export const REFLECTION_QUESTIONS = [
  {
    id: 'alertness',
    text: 'Hur pigg var du i dag?',
    short: 'Pigg',
    choices: [
      ['1', '1 – mycket trött'],
      ['2', '2'],
      ['3', '3'],
      ['4', '4'],
      ['5', '5 – helt pigg'],
    ],
  },
  {
    id: 'stress',
    text: 'Var det något som stressade dig?',
    short: 'Stress',
    choices: [
      ['no', 'Nej'],
      ['some', 'Lite'],
      ['yes', 'Ja'],
    ],
  },
  {
    id: 'phone',
    text: 'Låg telefonen undan hela körningen?',
    short: 'Telefonen undan',
    choices: [
      ['yes', 'Ja'],
      ['mostly', 'Nästan hela'],
      ['no', 'Nej'],
    ],
  },
  {
    id: 'fitness',
    text: 'Hade du kunnat köra lika säkert om du sovit dåligt eller druckit alkohol i går?',
    short: 'Lika säkert efter dålig sömn/alkohol',
    choices: [
      ['no', 'Nej'],
      ['unsure', 'Vet inte'],
      ['yes', 'Ja'],
    ],
  },
  {
    id: 'pressure',
    text: 'Kände du press från någon att köra fortare eller annorlunda än du ville?',
    short: 'Press från andra',
    choices: [
      ['no', 'Nej'],
      ['some', 'Lite'],
      ['yes', 'Ja'],
    ],
  },
  {
    id: 'self',
    text: 'Hur gick körningen jämfört med vad du trodde innan?',
    short: 'Jämfört med vad jag trodde',
    choices: [
      ['better', 'Bättre'],
      ['same', 'Som jag trodde'],
      ['worse', 'Sämre'],
    ],
  },
  {
    id: 'risk',
    text: 'Hamnade ni i någon situation som kändes riskabel?',
    short: 'Riskabel situation',
    choices: [
      ['no', 'Nej'],
      ['yes', 'Ja'],
    ],
  },
] as const satisfies readonly ReflectionQuestion[];

/** How many questions one drive asks. */
export const REFLECTION_QUESTIONS_PER_DRIVE = 2;
/** The most characters of the reflection's own words. */
export const REFLECTION_NOTE_MAX = 300;

const byId = new Map<string, ReflectionQuestion>(REFLECTION_QUESTIONS.map((q) => [q.id, q]));

/** The question with this id, or undefined (an id an older or newer app knows). */
export function reflectionQuestion(id: string): ReflectionQuestion | undefined {
  return byId.get(id);
}

/** Whether `answer` is one of the question's answers. */
export function isReflectionAnswer(question: string, answer: string): boolean {
  return reflectionQuestion(question)?.choices.some(([code]) => code === answer) ?? false;
}

/**
 * The questions a drive asks: the rotation takes the next REFLECTION_QUESTIONS_PER_DRIVE in
 * order after those the previous drives asked, so `drivesBefore` (how many drives the log held
 * before this one) decides them, and every question comes round once in every few drives. Pure:
 * the same count gives the same questions, on the device and anywhere else.
 */
export function reflectionQuestionsFor(drivesBefore: number): ReflectionQuestion[] {
  const n = REFLECTION_QUESTIONS.length;
  const count = Math.max(0, Math.floor(Number.isFinite(drivesBefore) ? drivesBefore : 0));
  const start = (count * REFLECTION_QUESTIONS_PER_DRIVE) % n;
  return Array.from(
    { length: Math.min(REFLECTION_QUESTIONS_PER_DRIVE, n) },
    (_, i) => REFLECTION_QUESTIONS[(start + i) % n]!,
  );
}

/**
 * The questions a drive's form asks: those its reflection answered already (a drive changed
 * later shows what was answered), else the rotation's for a log of `drivesBefore` drives.
 */
export function reflectionQuestionsToAsk(
  answered: readonly string[],
  drivesBefore: number,
): ReflectionQuestion[] {
  const known = answered.flatMap((id) => reflectionQuestion(id) ?? []);
  return known.length > 0 ? known : reflectionQuestionsFor(drivesBefore);
}

export interface ReflectionAnswer {
  question: string;
  answer: string;
}

/** One answered question as a line: "Pigg: 4", "Telefonen undan: Ja". */
export function reflectionAnswerText({ question, answer }: ReflectionAnswer): string | null {
  const found = reflectionQuestion(question);
  const label = found?.choices.find(([code]) => code === answer)?.[1];
  if (!found || label === undefined) return null;
  return `${found.short}: ${label.replace(/ – .*$/, '')}`;
}

/** A drive's reflection as one line ("Pigg: 4 · Stress: Nej · ”Mörkt och blött”"); '' when none. */
export function reflectionText(
  reflection: { answers: readonly ReflectionAnswer[]; note: string } | null | undefined,
): string {
  if (!reflection) return '';
  const parts = reflection.answers.flatMap((a) => reflectionAnswerText(a) ?? []);
  if (reflection.note.trim() !== '') parts.push(`”${reflection.note.trim()}”`);
  return parts.join(' · ');
}
