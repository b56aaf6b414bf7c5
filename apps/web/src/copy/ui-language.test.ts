import { messages, startTexts } from '@ovningskort/domain';
import { describe, expect, it } from 'vitest';

/**
 * Every text a person sees is correct Swedish, with one word per thing
 * (docs/decisions/011-swedish-ui-text.md). This walks every UI string — the message catalogue
 * (packages/domain/src/messages.ts), the first-paint texts (screens-start.ts) and every module
 * of this folder — and fails on English words and on the terms the house has replaced, naming
 * the string and what to write instead. A new copy module in this folder is walked without
 * being listed here.
 */

/** One UI string and where it lives, e.g. `messages.auth.welcome("…")`. */
interface UiString {
  path: string;
  text: string;
}

/** Stands in for every argument of a text function (a name, a number, a heading). */
const SAMPLE_ARGUMENT = '7';

/**
 * Parts of the copy that are not Swedish UI text on purpose: the English versions of the
 * terms and privacy policy (spec §2: a Swedish/English toggle), the name of the English
 * choice in that toggle, and keys that hold ids or ISO dates rather than text.
 */
const NOT_SWEDISH_UI = [
  /^publicScreens\.legal\.(terms|privacy)\.en\./,
  /^publicScreens\.legal\.languages\.en$/,
  /\.(id|iso)$/,
];

/** Walks an object of texts: strings, arrays, nested objects and text functions. */
function collect(value: unknown, path: string, into: UiString[]): void {
  if (NOT_SWEDISH_UI.some((pattern) => pattern.test(path))) return;
  if (typeof value === 'string') {
    into.push({ path, text: value });
  } else if (typeof value === 'function') {
    const args = Array.from({ length: value.length }, () => SAMPLE_ARGUMENT);
    collect((value as (...a: string[]) => unknown)(...args), `${path}(${args.join(', ')})`, into);
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => collect(item, `${path}[${index}]`, into));
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) collect(item, `${path}.${key}`, into);
  }
}

/** The copy modules of this folder (not the tests), each export an object of texts. */
const copyModules = import.meta.glob<Record<string, unknown>>(['./*.ts', '!./*.test.ts'], {
  eager: true,
});

function allUiStrings(): UiString[] {
  const strings: UiString[] = [];
  collect(messages, 'messages', strings);
  collect(startTexts, 'startTexts', strings);
  for (const module of Object.values(copyModules)) {
    for (const [name, value] of Object.entries(module)) {
      // Top-level helpers (showLegalDate) and constant lists (LEGAL_LANGUAGES) are not copy.
      if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
        collect(value, name, strings);
      }
    }
  }
  return strings;
}

/**
 * English words that are not also Swedish words (so not 'in', 'all', 'start', 'data',
 * 'just', 'under', 'is', 'be', 'still', 'back', 'city', 'student', 'session', 'support',
 * 'status', 'test', 'version'…). Lower case. 'e-mail' and its kin are in TERMS instead.
 */
const ENGLISH_WORDS = new Set(
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
    pattern: /Handledare registrering/,
    write: 'Registrering som handledare',
    why: 'grammar (särskrivning)',
  },
];

function isAllowed(word: string, path: string): boolean {
  return ALLOWED_WORDS.some((a) => a.word === word && (!a.only || a.only.test(path)));
}

/** The problems of one string, each saying what to write instead. */
function problemsOf({ path, text }: UiString): string[] {
  const problems: string[] = [];
  const words = text.toLowerCase().match(/[\p{L}']+/gu) ?? [];
  for (const raw of words) {
    const word = raw.replace(/^'+|'+$/g, '');
    if (ENGLISH_WORDS.has(word) && !isAllowed(word, path)) {
      problems.push(
        `${path}: “${text}” has the English word “${word}” — write it in Swedish (or, for a brand or technical name, add it to ALLOWED_WORDS with a reason)`,
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

describe('UI language', () => {
  const strings = allUiStrings();

  it('walks the catalogue, the first-paint texts and every copy module', () => {
    expect(Object.keys(copyModules).length).toBeGreaterThanOrEqual(9);
    const roots = new Set(strings.map((s) => s.path.split(/[.([]/)[0]));
    for (const root of ['messages', 'startTexts', 'authScreens', 'cardScreens', 'publicScreens'])
      expect(roots).toContain(root);
    expect(strings.length).toBeGreaterThan(300);
  });

  it('has no English words and none of the replaced terms in any UI string', () => {
    expect(strings.flatMap(problemsOf)).toEqual([]);
  });

  it('finds the mistakes it is there to find', () => {
    const at = (text: string, path = 'messages.example') => problemsOf({ path, text });
    expect(at('Login failed')).toHaveLength(2);
    expect(at('Välkommen Anna')).toEqual([]);
    expect(at('Hold tight!')[0]).toMatch(/English word “hold”/);
    expect(at("Can't be empty!").length).toBeGreaterThan(0);
    expect(at('Vänligen skriv ditt e-mail')[0]).toMatch(/“e-mail” — write e-post/);
    expect(at('Ange din email')[0]).toMatch(/“email” — write e-post/);
    expect(at('Skicka ett mail')[0]).toMatch(/“mail” — write e-post/);
    expect(at('Dra åt handbromsen')[0]).toMatch(/parkeringsbroms/);
    expect(at('Dra åt parkeringsbromsen, som ofta kallas handbroms.')).toEqual([]);
    expect(at('så att han eller hon lägger till')[0]).toMatch(/write hen/);
    expect(at('Säg "nästa steg"')[0]).toMatch(/”…”/);
    expect(at('Oj ! Det var många brev')[0]).toMatch(/no space before/);
    expect(at('Oj! Det var många brev här , försök igen')[0]).toMatch(/no space before/);
    expect(at('Ogiltigt värde för Klar!.')[0]).toMatch(/full stop/);
    expect(at('Kortet 1')[0]).toMatch(/Kort N/);
    expect(at('Laddar...')).toEqual([]);
    expect(at('Cookies', 'shellScreens.cookies.text')).toHaveLength(1);
    expect(at('Cookies', 'publicScreens.legal.privacy.sv.sections[0].heading')).toEqual([]);
  });
});
