import { STATUTES } from '@ovningskort/domain';
import { type TerminologyTerm, terminologyMatches } from '@ovningskort/test-support/ui-language';

/**
 * Pure checks of the content rules of content/README.md ('Sources', 'Terms', 'Numbers'), used by
 * src/modules/instructions/content-checks.test.ts on the real content and on small samples that
 * must fail. Test code only: the server never runs these checks, so they live under test/ and
 * stay out of the build (build.mjs bundles from src/server.ts).
 */

/** A problem found in one file of content/: the file, what is wrong and what to do. */
export interface ContentProblem {
  file: string;
  message: string;
}

// ---------------------------------------------------------------------------------------------
// Sources: '(TrF 3 kap. 53 §)' after a rule statement.

const PARAGRAPH = String.raw`\d+(?: [a-z])?(?:(?:, | och )\d+(?: [a-z])?)* §§?`;
const CHAPTER = String.raw`\d+ kap\.(?: ${PARAGRAPH})?`;
const REFERENCE = String.raw`(?:${CHAPTER}(?: och ${CHAPTER})*|${PARAGRAPH})`;
const SOURCE = String.raw`(?:${STATUTES.map((s) => s.replace(/[.]/g, '\\$&')).join('|')})(?: ${REFERENCE})?`;
const CITATION = new RegExp(String.raw`^\(${SOURCE}(?:; ${SOURCE})*\)$`, 'u');
/** A parenthesis that looks like it cites a statute. */
const LOOKS_LIKE_SOURCE =
  /§|\bkap\.|\b(?:TrF|VMF|TSFS)\b|förordning|\blag(?:en)?\b|trafikbrottslag|föreskrift/iu;

/** Parentheses that cite a source in a form other than content/README.md 'Sources'. */
export function citationProblems(file: string, text: string): ContentProblem[] {
  const problems: ContentProblem[] = [];
  for (const [paren] of text.matchAll(/\([^()\n]*\)/gu)) {
    if (!LOOKS_LIKE_SOURCE.test(paren) || CITATION.test(paren)) continue;
    // '§§' is for several paragraphs only: '(TrF 2 kap. 2 och 3 §§)'.
    problems.push({
      file,
      message: `source "${paren}" is not in the form "(TrF 3 kap. 53 §)", "(TrF 3 kap.)" or "(VMF 2 kap. 6 §; TrF 3 kap. 19 §)" with a statute of ${STATUTES.join(', ')}`,
    });
  }
  for (const [paren] of text.matchAll(/\([^()\n]*\)/gu)) {
    if (/\d §§/u.test(paren) && !/(?:, | och )\d+(?: [a-z])? §§/u.test(paren))
      problems.push({ file, message: `source "${paren}" uses §§ for one paragraph` });
    if (/(?:, | och )\d+(?: [a-z])? §(?!§)/u.test(paren))
      problems.push({ file, message: `source "${paren}" names several paragraphs: use §§` });
  }
  return problems;
}

/**
 * Words that make a sentence state a legal rule the learner relies on: a prohibition ('får inte',
 * 'får du inte', 'får barnet aldrig'), a ban ('förbjudet', 'omkörningsförbud'), the learner's
 * duty to give way ('du har väjningsplikt', 'har du stopplikt') or a duty ('är skyldig').
 *
 * Deliberately not here: 'ska' and 'måste', which the texts use far more often for technique
 * ('bilen ska stå still', 'måste du backa ut') than for law, 'har väjningsplikt' said of someone
 * else ('den har väjningsplikt om föraren inte har sett dig') and the name of a sign
 * ('vägmärket Väjningsplikt'). A technical must-not is written with 'ska inte' ('Bältet ska inte
 * sitta över magen'), so that 'får inte' keeps meaning 'is not allowed'.
 */
const RULE_WORDS =
  /(?<!\p{L})(?:får(?: \p{L}+){0,2} (?:inte|aldrig)|förbj[uö]d\p{L}*|\p{L}*förbud(?:et)?|(?:du har|har du)(?: alltid)? (?:väjningsplikt|stopplikt)|är(?: \p{L}+)? skyldig|\p{L}*skyldighet\p{L}*)(?!\p{L})/iu;
/** A parenthesis that cites a statute of STATUTES (its form is citationProblems' business). */
const CITES = new RegExp(
  String.raw`\((?:${STATUTES.map((s) => s.replace(/[.]/g, '\\$&')).join('|')})(?!\p{L})[^()]*\)`,
  'u',
);

/** The paragraphs of an instruction text as a reader sees them: no markers, no comments. */
export function paragraphsOf(source: string): string[] {
  const words = source
    .split('\n')
    .filter((line, i) => i > 0 && !line.startsWith('#'))
    .join('\n')
    .replace(/\[\/?(?:röd|fet|grön)\]|\[info\]|\[handledare\]|\[(?:bild|video):[^\]]*\]/gu, '')
    .replace(/\[br\]/gu, '\n')
    .replace(/-(?:MANUELL|AUTOMAT)-/gu, '');
  // A paragraph's lines may continue one sentence (a list after 'när'); a blank line ends it.
  return words
    .split(/\n[ \t]*\n/u)
    .map((paragraph) => paragraph.replace(/\s+/gu, ' ').trim())
    .filter(Boolean);
}

/** The sentences of one paragraph (paragraphsOf), never split inside '(TrF 3 kap. 53 §)'. */
function sentencesOfParagraph(text: string): string[] {
  const sentences: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '(') depth++;
    else if (c === ')') depth = Math.max(0, depth - 1);
    // A sentence ends at '.', '!' or '?' and a space, never inside '(TrF 3 kap. 53 §)'.
    else if (depth === 0 && /[.!?]/u.test(c!) && (i + 1 === text.length || text[i + 1] === ' ')) {
      sentences.push(text.slice(start, i + 1).trim());
      start = i + 1;
    }
  }
  if (text.slice(start).trim()) sentences.push(text.slice(start).trim());
  return sentences.filter(Boolean);
}

/** The sentences of an instruction text as a reader sees them: no markers, no comments. */
export function sentencesOf(source: string): string[] {
  return paragraphsOf(source).flatMap(sentencesOfParagraph);
}

/**
 * Sentences that state a rule (RULE_WORDS) without a source in the same sentence: content/README.md
 * 'Sources' wants each rule sentence to end with its source. A source elsewhere in the step does
 * not count, since it is another rule's.
 */
export function ruleSourceProblems(file: string, source: string): ContentProblem[] {
  return sentencesOf(source)
    .filter((sentence) => RULE_WORDS.test(sentence) && !CITES.test(sentence))
    .map((sentence) => ({
      file,
      message: `the rule "${sentence}" (${RULE_WORDS.exec(sentence)![0]}) has no source: end it with one, "(TrF 3 kap. 53 §)" or "(TrF 3 kap.)", or write advice or technique without "får inte" (for example "ska inte")`,
    }));
}

// ---------------------------------------------------------------------------------------------
// In the car: the supervisor sits beside the learner whenever the car moves.

/**
 * Someone leaves the car or stands outside it: 'handledaren kliver ur', 'kliv ur tillsammans',
 * 'gå ur på höger sida', 'stiger ur', 'går ut', 'står bakom bilen'.
 */
const GETS_OUT =
  /(?<!\p{L})(?:(?:kliv|stig)(?:er|a|it)? ur|(?:går|gå|gick) (?:ur|ut)|(?:står|stå|ställer sig|ställ dig) (?:utanför|bakom|framför|bredvid) bilen|lämna(?:r)? bilen)(?!\p{L})/giu;
/** The car moves: 'kör', 'backar', 'rulla', 'justerar', 'flyttas', 'kryper'. */
const CAR_MOVES =
  /(?<!\p{L})(?:kör(?:a|de|t|s)?|back(?:a|ar|ade|at|as)|rull(?:a|ar|ade|at)|juster(?:a|ar|ade|at|as)|flytt(?:a|ar|ade|at|as)|kryp(?:a|er)?|kröp)(?!\p{L})/giu;
/** The supervisor is back in the seat: 'när handledaren har satt sig i bilen igen', 'kliver in'. */
const GETS_BACK_IN =
  /(?<!\p{L})(?:(?:kliv|stig)(?:er|a|it)? in|i bilen igen|tillbaka (?:in )?i bilen)(?!\p{L})/iu;
/** 'kör aldrig', 'får inte rulla': a prohibition is no movement. */
const negated = (text: string, index: number, length: number) =>
  /(?<!\p{L})(?:inte|aldrig|ej)\s+$/iu.test(text.slice(Math.max(0, index - 12), index)) ||
  /^\s+(?:inte|aldrig)(?!\p{L})/iu.test(text.slice(index + length));

/**
 * Steps where the car moves after someone has got out, before the text says the supervisor is
 * back in the seat: at private practice the supervisor sits beside the learner whenever the car
 * moves (körkortsförordningen 4 kap. 6 §). The check reads the sentence where someone gets out
 * and the next sentence of the same paragraph, so 'Handledaren kliver ur och kontrollerar, och ni
 * justerar tills …' is refused and 'När handledaren har satt sig i bilen igen kör du fram …' is
 * not; 'kör aldrig', 'ska inte rulla' and movement before getting out do not count.
 */
export function supervisorOutsideProblems(file: string, source: string): ContentProblem[] {
  const problems: ContentProblem[] = [];
  for (const paragraph of paragraphsOf(source)) {
    const sentences = sentencesOfParagraph(paragraph);
    sentences.forEach((sentence, i) => {
      for (const out of sentence.matchAll(GETS_OUT)) {
        const after = `${sentence.slice(out.index + out[0].length)} ${sentences[i + 1] ?? ''}`;
        const move = [...after.matchAll(CAR_MOVES)].find(
          (m) => !negated(after, m.index, m[0].length),
        );
        if (!move) continue;
        const backIn = GETS_BACK_IN.exec(after);
        if (backIn && backIn.index < move.index) continue;
        problems.push({
          file,
          message: `"${[sentence, sentences[i + 1]].filter(Boolean).join(' ')}": the car moves ("${move[0]}") after "${out[0]}" with nobody back in the seat; at private practice the supervisor sits beside the learner whenever the car moves (körkortsförordningen 4 kap. 6 §): secure the car, let the supervisor look, and write that the car moves only "när handledaren har satt sig i bilen igen"`,
        });
        break;
      }
    });
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------
// Kursplan: the goal of each sub-moment's criteria names a moment of the kursplan.

/**
 * The four moments of the kursplan for behörighet B (TSFS 2011:20, 1 kap. 1 §), with the first
 * letter in upper case as the goals write them.
 */
export const KURSPLAN_MOMENTS = [
  'Manövrering, fordon och miljö',
  'Körning i olika trafikmiljöer',
  'Resande med bil i speciella sammanhang',
  'Personliga förutsättningar och målsättningar i livet',
] as const;
type KursplanMoment = (typeof KURSPLAN_MOMENTS)[number];

/** 'Kursplan B, <moment>: eleven …' → the moment; null when the goal names none of the four. */
export function kursplanMoment(goal: string): KursplanMoment | null {
  const match = /^Kursplan B, (.+?): \p{Ll}/u.exec(goal);
  return KURSPLAN_MOMENTS.find((moment) => moment === match?.[1]) ?? null;
}

/** A goal that does not begin 'Kursplan B, <one of the four moments>: '. */
export function goalProblems(file: string, goal: string): ContentProblem[] {
  if (kursplanMoment(goal) !== null) return [];
  return [
    {
      file,
      message: `goal "${goal}" does not begin "Kursplan B, <moment>: " with a moment of the kursplan: ${KURSPLAN_MOMENTS.map((m) => `"${m}"`).join(', ')}`,
    },
  ];
}

// ---------------------------------------------------------------------------------------------
// Terms: content/terminology.json, one term per thing.

export type Term = TerminologyTerm & { note?: string };

/** Every flagged word of `text` outside its allowed spans, with the term to use. */
export function termProblems(file: string, text: string, terms: readonly Term[]): ContentProblem[] {
  return terms.flatMap((term) =>
    terminologyMatches(text, term).map((match) => {
      const start = match.index;
      const end = start + match[0].length;
      const around = text
        .slice(Math.max(0, start - 30), end + 30)
        .replace(/\s+/g, ' ')
        .trim();
      return { file, message: `"${match[0]}" (${term.flag}): use "${term.suggest}" – …${around}…` };
    }),
  );
}

// ---------------------------------------------------------------------------------------------
// Numbers: content/numbers.json, shared by the texts and the diagrams.

export interface NumberEntry {
  value: number;
  unit: string;
  about: string;
}

export interface NumbersFile {
  numbers: Record<string, NumberEntry>;
  /** Sentences of the texts that state a number of the table: '{key}' where the number is. */
  inTexts: string[];
}

const NUMBER_WORDS: Record<string, number> = {
  'en och en halv': 1.5,
  'en halv': 0.5,
  en: 1,
  ett: 1,
  två: 2,
  tre: 3,
  fyra: 4,
  fem: 5,
  sex: 6,
  sju: 7,
  åtta: 8,
  nio: 9,
  tio: 10,
  elva: 11,
  tolv: 12,
};
const DIGITS = String.raw`\d+(?:,\d+)?|½`;
const NUMBER_IN_TEXT = [
  ...Object.keys(NUMBER_WORDS).sort((a, b) => b.length - a.length),
  String.raw`\d+(?:,\d+)?`,
  '½',
].join('|');

/** '1,6' → 1.6, '½' → 0.5, 'tre' → 3; NaN for anything else. */
export function parseNumber(text: string): number {
  const word = NUMBER_WORDS[text.toLowerCase()];
  if (word !== undefined) return word;
  if (text === '½') return 0.5;
  return /^\d+(?:,\d+)?$/.test(text) ? Number(text.replace(',', '.')) : Number.NaN;
}

const groupName = (key: string) => key.replace(/-/g, '_');

/** A sentence of numbers.json's inTexts as a regular expression with one group per key. */
export function textPattern(pattern: string): { regex: RegExp; keys: string[] } {
  const keys: string[] = [];
  const source = pattern.replace(/\{([a-z0-9-]+)\}/g, (_, key: string) => {
    keys.push(key);
    return `(?<${groupName(key)}>${NUMBER_IN_TEXT})`;
  });
  return { regex: new RegExp(source, 'giu'), keys };
}

/** Where a text states a number of the table differently from the table. */
export function textNumberProblems(
  texts: readonly { file: string; text: string }[],
  numbers: NumbersFile,
): ContentProblem[] {
  const problems: ContentProblem[] = [];
  for (const pattern of numbers.inTexts) {
    const { regex, keys } = textPattern(pattern);
    let found = 0;
    for (const key of keys) {
      if (!(key in numbers.numbers))
        problems.push({
          file: 'content/numbers.json',
          message: `inTexts "${pattern}": no number "${key}"`,
        });
    }
    for (const { file, text } of texts) {
      for (const match of text.matchAll(regex)) {
        found++;
        for (const key of keys) {
          const entry = numbers.numbers[key];
          const said = parseNumber(match.groups?.[groupName(key)] ?? '');
          if (entry && said !== entry.value)
            problems.push({
              file,
              message: `"${match[0]}" says ${said} for ${key}; content/numbers.json says ${entry.value} ${entry.unit}`,
            });
        }
      }
    }
    if (found === 0)
      problems.push({
        file: 'content/numbers.json',
        message: `inTexts "${pattern}" is in no text: the sentence changed, so change the pattern (and check its number)`,
      });
  }
  return problems;
}

const UNITS: Record<string, string> = {
  'km/h': 'km/h',
  'm/s': 'm/s',
  millimeter: 'mm',
  centimeter: 'cm',
  meters: 'm',
  meter: 'm',
  mm: 'mm',
  cm: 'cm',
  m: 'm',
  sekunders: 's',
  sekunder: 's',
  sekund: 's',
  s: 's',
  graders: 'grader',
  grader: 'grader',
  '°': 'grader',
  rutbredder: 'rutbredd',
  rutbredd: 'rutbredd',
  år: 'år',
};
const QUANTITY = new RegExp(
  String.raw`(?<![\p{L}\d,])(${DIGITS})(?:\s*(?:–|-|till)\s*(${DIGITS}))?\s*(${Object.keys(UNITS)
    .map((u) => u.replace('/', '\\/'))
    .join('|')})(?![\p{L}\d])`,
  'gu',
);

/** The quantities (a number with a unit, '50–100 m' gives two) a diagram's words show. */
export function quantities(text: string): { value: number; unit: string; text: string }[] {
  return [...text.matchAll(QUANTITY)].flatMap((match) =>
    [match[1], match[2]]
      .filter((n): n is string => n !== undefined)
      .map((n) => ({ value: parseNumber(n), unit: UNITS[match[3]!]!, text: match[0] })),
  );
}

const unitOf = (unit: string) => UNITS[unit] ?? unit;

function decode(text: string): string {
  return text
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The words of an SVG: its <title>, <desc> and <text> elements (a <tspan> is part of its <text>). */
export function svgWords(svg: string): { tag: string; attributes: string; text: string }[] {
  return [...svg.matchAll(/<(title|desc|text)\b([^>]*)>([\s\S]*?)<\/\1>/g)].map((m) => ({
    tag: m[1]!,
    attributes: m[2]!,
    text: decode(m[3]!),
  }));
}

/**
 * Every number with a unit that a diagram shows is a number of the table: a <text> says which
 * with data-number="key …" and shows each key's value; its title and description use values of
 * the table (with the same unit).
 */
export function svgNumberProblems(
  file: string,
  svg: string,
  numbers: NumbersFile,
): { problems: ContentProblem[]; keys: string[] } {
  const problems: ContentProblem[] = [];
  const used: string[] = [];
  for (const { tag, attributes, text } of svgWords(svg)) {
    const shown = quantities(text);
    if (tag !== 'text') {
      for (const q of shown) {
        const known = Object.values(numbers.numbers).some(
          (entry) => entry.value === q.value && unitOf(entry.unit) === q.unit,
        );
        if (!known)
          problems.push({
            file,
            message: `<${tag}> shows "${q.text}", which is no number of content/numbers.json`,
          });
      }
      continue;
    }
    const marker = /\bdata-number="([^"]*)"/.exec(attributes)?.[1];
    if (marker === undefined) {
      if (shown.length > 0)
        problems.push({
          file,
          message: `<text> "${text}" shows ${shown.map((q) => `"${q.text}"`).join(', ')} without data-number="key" of content/numbers.json`,
        });
      continue;
    }
    const keys = marker.split(/\s+/).filter(Boolean);
    used.push(...keys);
    const values: number[] = [];
    const all = [...text.matchAll(new RegExp(DIGITS, 'g'))].map((m) => parseNumber(m[0]));
    for (const key of keys) {
      const entry = numbers.numbers[key];
      if (!entry) {
        problems.push({
          file,
          message: `<text> "${text}": data-number "${key}" is not in content/numbers.json`,
        });
        continue;
      }
      values.push(entry.value);
      if (!all.includes(entry.value))
        problems.push({
          file,
          message: `<text> "${text}" does not show ${key} = ${entry.value} ${entry.unit} (content/numbers.json)`,
        });
    }
    for (const q of shown) {
      if (!values.includes(q.value))
        problems.push({
          file,
          message: `<text> "${text}" shows "${q.text}", which none of data-number="${marker}" has`,
        });
    }
  }
  return { problems, keys: used };
}

/** The messages of problems, one a line, for an assertion that names every file. */
export function report(problems: readonly ContentProblem[]): string[] {
  return problems.map(({ file, message }) => `${file}: ${message}`);
}
