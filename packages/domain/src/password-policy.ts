import { messages } from './messages.js';

/**
 * Passwords common in Sweden that the international breach list (below) misses or ranks low:
 * words, places, clubs and this product's own words, each also tried with the usual endings.
 */
const SWEDISH_WORDS = [
  'lösenord',
  'losenord',
  'hemligt',
  'hemlighet',
  'sverige',
  'svenska',
  'stockholm',
  'göteborg',
  'goteborg',
  'malmö',
  'malmo',
  'uppsala',
  'örebro',
  'linköping',
  'västerås',
  'norrköping',
  'hejsan',
  'hejhej',
  'tjenare',
  'sommar',
  'vinter',
  'hösten',
  'våren',
  'midsommar',
  'julafton',
  'kärlek',
  'karlek',
  'älskling',
  'alskling',
  'hjärtat',
  'blomma',
  'solsken',
  'fotboll',
  'hockey',
  'hammarby',
  'djurgården',
  'djurgarden',
  'aikaik',
  'gnaget',
  'blåvitt',
  'malmöff',
  'katten',
  'hunden',
  'mormor',
  'farmor',
  'morfar',
  'farfar',
  'mamma123',
  'pappa123',
  'qwertyuiopå',
  'asdfghjklöä',
  'körkort',
  'korkort',
  'övningskort',
  'ovningskort',
  'övningskörning',
  'handledare',
  'trafik',
  'bilen123',
  'volvo240',
  'saab900',
];
const SUFFIXES = ['', '1', '12', '123', '1234', '!', '2024', '2025', '2026', '2027'];

const PRODUCT_NAMES = ['övningskort', 'ovningskort'];

/** A person whose e-mail and name a password must not be built on. */
export interface PasswordOwner {
  email: string;
  name?: string | undefined;
}

/** Why a password is too easy to guess (a Swedish message), or null when it is fine. */
export type WeakPasswordReason = (password: string, person: PasswordOwner) => string | null;

/** Parts of the e-mail and name that a password must not be built on (4 letters or more). */
function personalWords(person: PasswordOwner): string[] {
  const local = person.email.toLowerCase().split('@')[0] ?? '';
  const words = [
    local,
    ...local.split(/[._+-]/),
    ...(person.name ?? '').toLowerCase().split(/[\s'’-]+/),
  ];
  return words.filter((word) => word.length >= 4);
}

/**
 * The one password rule of registration, password change and reset, used by the server (which
 * decides) and by the web app's strength hint (which tells before sending). Refused: a common
 * or breached password (the list is passed in: both sides load zxcvbn-ts's, the web only on the
 * screens that need it) or one of the Swedish words here, nothing but one or two repeated
 * characters or spaces, the person's own e-mail or name, or the product's name. Case does not
 * matter.
 */
export function createPasswordRule(breached: Iterable<string | number>): WeakPasswordReason {
  const common = new Set<string>(
    SWEDISH_WORDS.flatMap((word) => SUFFIXES.map((s) => `${word}${s}`)),
  );
  for (const password of breached) common.add(String(password).toLowerCase());
  return (password, person) => {
    const lower = password.toLowerCase();
    const m = messages.validation;
    if (new Set(lower.replace(/\s/g, '')).size < 3) return m.passwordTrivial;
    if (common.has(lower) || common.has(lower.trim())) return m.passwordCommon;
    if (PRODUCT_NAMES.some((name) => lower.includes(name))) return m.passwordProductName;
    if (
      lower === person.email.toLowerCase() ||
      personalWords(person).some((w) => lower.includes(w))
    ) {
      return m.passwordPersonal;
    }
    return null;
  };
}

/** Words a strength meter should treat as guessable (Swedish and the product's own). */
export const SWEDISH_COMMON_WORDS: readonly string[] = [...SWEDISH_WORDS, ...PRODUCT_NAMES];
