/**
 * The language rules of every text a person sees (docs/decisions/011-swedish-ui-text.md):
 * correct Swedish with no English words outside a short allowlist, none of the terms the house
 * has replaced, and the words of content/terminology.json. Pure, so that the web app's test of
 * its copy and guides (apps/web/src/copy/ui-language.test.ts) and the server's test of its
 * e-mails (apps/server/src/mail/mail-language.test.ts) hold every text to the same rules.
 */

/** One UI string and where it lives, e.g. `messages.auth.welcome("…")`. */
export interface UiString {
  path: string;
  text: string;
}

/**
 * English words that are not also Swedish words (so not 'in', 'all', 'start', 'data',
 * 'just', 'under', 'is', 'be', 'still', 'back', 'city', 'student', 'session', 'support',
 * 'status', 'test', 'version'…). Lower case. 'e-mail' and its kin are in TERMS instead.
 */
const ENGLISH_WORDS: ReadonlySet<string> = new Set(
  `
  the and or of to with without at on off from into onto about above below over up down
  you your yours we our us they their them he she his her him it's its this that these those
  are was were been being am have has had having do does did done doing will would
  shall should can could may might not no yes if then else when where which who whom
  whose why how what there here than very too also only again already yet soon later
  now today tomorrow please thanks thank sorry oops hello hi welcome goodbye bye
  something nothing anything everything someone anyone everyone each every any some other
  another because while before after during until since between against
  enter exit login logout log sign signed signing register registration registered
  account accounts password passwords user users username
  failed fail failure error errors occurred wrong expired expire unknown unexpected
  empty found complete completed success successful successfully
  hold tight tighter try trying again please
  fetching fetch loading load loaded saving save saved sending send submit submitting
  delete deleted deleting remove removed removing add added adding edit edited update updated
  change changed changing reset recover recovery forgot forgotten verify verification
  verified captcha token tokens request requests refresh access storage cookie cookies
  settings details detail home next previous cancel close open search
  question questions answer answers message messages subject name category gearbox
  automatic phone number numbers code received authorization
  card cards note notes lesson lessons supervisor supervisors teacher
  teachers instructor instructors learner driving drive practice school schools
  deal deals level levels menu help contact terms privacy language english swedish
  page pages link links click tap button here go going get got make made take taken use
  used using new old more less first stop listen listening play playing read reading
  step steps microphone denied allowed permission ready date effective hour hours minute
  minutes second seconds day days week weeks year years good great nice free
  my me mine i'm don't can't won't isn't
  `
    .split(/\s+/)
    .filter(Boolean),
);

/**
 * Words that are fine in a Swedish UI although an English reader knows them: names of
 * brands, laws and technical parameters. Each with why, and where needed the only place.
 */
const ALLOWED_WORDS: readonly { word: string; why: string; only?: RegExp }[] = [
  { word: 'google', why: 'a brand name (Logga in med Google)' },
  { word: 'ok', why: 'the usual Swedish button label' },
  { word: 'gdpr', why: 'the name of the law, beside its Swedish name' },
  { word: 'imy', why: 'the authority’s abbreviation (Integritetsskyddsmyndigheten)' },
  { word: 'se', why: 'the domain imy.se' },
  {
    word: 'cookie',
    why: 'the technical name, beside the Swedish text, in the privacy policy',
    only: /^publicScreens\.legal\.privacy\.sv\./,
  },
  {
    word: 'cookies',
    why: 'the technical name, beside the Swedish text, in the privacy policy',
    only: /^publicScreens\.legal\.privacy\.sv\./,
  },
  {
    word: 'refresh',
    why: 'technical name in parentheses (refresh-cookie) in the privacy policy',
    only: /^publicScreens\.legal\.privacy\.sv\./,
  },
  {
    word: 'storage',
    why: 'technical name in parentheses (session storage) in the privacy policy',
    only: /^publicScreens\.legal\.privacy\.sv\./,
  },
  {
    word: 'access',
    why: 'technical name in parentheses (access token) in the privacy policy',
    only: /^publicScreens\.legal\.privacy\.sv\./,
  },
  {
    word: 'token',
    why: 'technical name in parentheses (access token) in the privacy policy',
    only: /^publicScreens\.legal\.privacy\.sv\./,
  },
  {
    word: 'language',
    why: 'the language switch names both languages: Språk / Language',
    only: /^publicScreens\.legal\.languageLabel$/,
  },
];

/**
 * The password rule, in the one wording every text uses (issue 36). The catalogue's
 * `messages.validation.passwordRule` is this text; ui-language.test.ts checks they agree.
 */
export const PASSWORD_RULE = 'Lösenordet måste vara minst 8 tecken långt.';

/** A term the house has replaced: what to look for, what to write instead, and where it may stay. */
interface Term {
  pattern: RegExp;
  write: string;
  why: string;
  /** The string may keep the term when it also matches this (an introduction, say). */
  unless?: RegExp;
}

const TERMS: readonly Term[] = [
  {
    pattern: /\be-?mail\w*|\bmejl\w*|\bmail\b/i,
    write: 'e-post / e-postadress / e-postmeddelande',
    why: 'one term: e-post',
  },
  {
    pattern: /handbroms/i,
    write: 'parkeringsbroms / parkeringsbromsen',
    why: 'one term: parkeringsbroms, introduced once as "som ofta kallas handbroms"',
    unless: /parkeringsbroms\w*(,? som ofta kallas | \()handbroms/i,
  },
  {
    pattern: /\bhan eller hon\b|\bhon eller han\b|\bhan\/hon\b/i,
    write: 'hen',
    why: 'one term: hen',
  },
  {
    pattern: /"/,
    write: 'Swedish quotation marks ”…”',
    why: 'typography: ”…” in Swedish text',
  },
  { pattern: /\bKortet \d/, write: 'Kort 1, Kort 2…', why: 'one name per card: Kort N' },
  { pattern: /\bNy lista\b/i, write: 'Nytt övningskort', why: 'one term: övningskort' },
  {
    pattern: /\bOps\b/,
    write: 'Oj',
    why: 'English interjection (oops)',
  },
  {
    pattern: /\s[,.!?:;](?!\.)/,
    write: 'no space before , . ! ? : ;',
    why: 'typography',
  },
  { pattern: /[!?]\./, write: 'no full stop after ! or ?', why: 'typography' },
  {
    pattern: /\.\.\./,
    write: 'the ellipsis “…”, one character, right after the word (Sparar…)',
    why: 'typography: the Swedish ellipsis',
  },
  {
    pattern: /\s…$/,
    write: 'the ellipsis right after the word (Sparar…, Sparar 2 ändringar…)',
    why: 'typography: one style for a text that is still going on',
    // A heading whose list completes it: the ellipsis stands for the words left out, with a
    // space as before any word (the criteria of a sub-moment, content/README.md).
    unless: /^Klart när …$/,
  },
  {
    // Issue 36: the rule was worded three ways ('Lösenord måste vara minst 8 tecken', '…långt',
    // 'Vänligen skriv ditt lösenord, minst 8 tecken'). A field's label may name it in brackets.
    pattern: /lösenord[^.!?]*minst (?:\d+|åtta) tecken|minst (?:\d+|åtta) tecken[^.!?]*lösenord/i,
    write: `the password rule in one wording, “${PASSWORD_RULE}” (a field's label: “Lösenord (minst 8 tecken)”)`,
    why: 'one wording of the password rule everywhere',
    unless: new RegExp(
      `${PASSWORD_RULE.replace(/[.]/g, '\\.')}|^(?:Nytt )?[Ll]ösenord \\(minst 8 tecken\\)$`,
    ),
  },
  {
    pattern: /Handledare registrering/,
    write: 'Registrering som handledare',
    why: 'grammar (särskrivning)',
  },
];

function isAllowed(word: string, path: string): boolean {
  return ALLOWED_WORDS.some((a) => a.word === word && (!a.only || a.only.test(path)));
}

/** The problems of one string, each saying what to write instead. */
export function uiTextProblems({ path, text }: UiString): string[] {
  const problems: string[] = [];
  const words = text.toLowerCase().match(/[\p{L}']+/gu) ?? [];
  for (const raw of words) {
    const word = raw.replace(/^'+|'+$/g, '');
    if (ENGLISH_WORDS.has(word) && !isAllowed(word, path)) {
      problems.push(
        `${path}: “${text}” has the English word “${word}” — write it in Swedish (or, for a brand or technical name, add it to ALLOWED_WORDS of packages/test-support/src/ui-language.ts with a reason)`,
      );
    }
  }
  for (const term of TERMS) {
    const found = term.pattern.exec(text);
    if (found && !term.unless?.test(text)) {
      problems.push(
        `${path}: “${text}” has “${found[0]}” — write ${term.write} instead (${term.why})`,
      );
    }
  }
  return problems;
}

/**
 * A word of content/terminology.json: one term per thing in the instructions, and in the texts
 * that sit beside them (the guides, the e-mails). The instructions' own check
 * (apps/server/test/support/content-checks.ts) matches with terminologyMatches too.
 */
export interface TerminologyTerm {
  /** The word or words flagged, for the message. */
  flag: string;
  /** Where the word is, a regular expression (Unicode, case-insensitive). */
  pattern: string;
  /** The term to use instead. */
  suggest: string;
  /** Spans in which the word is allowed: the one introduction of an everyday word. */
  allow?: string[];
}

/** The places of a term's word in a text, outside the spans where the term allows it. */
export function terminologyMatches(text: string, term: TerminologyTerm): RegExpExecArray[] {
  const allowed = (term.allow ?? []).flatMap((allow) =>
    [...text.matchAll(new RegExp(allow, 'giu'))].map((m) => [m.index, m.index + m[0].length]),
  );
  return [...text.matchAll(new RegExp(term.pattern, 'giu'))].filter((match) => {
    const [start, end] = [match.index, match.index + match[0].length];
    return !allowed.some(([from = 0, to = 0]) => from <= start && end <= to);
  });
}

/** Every word of content/terminology.json in the string outside its allowed spans. */
export function terminologyProblems(
  { path, text }: UiString,
  terms: readonly TerminologyTerm[],
): string[] {
  return terms.flatMap((term) =>
    terminologyMatches(text, term).map(
      (match) =>
        `${path}: “${text}” has “${match[0]}” — write ${term.suggest} instead (${term.flag}, content/terminology.json)`,
    ),
  );
}
