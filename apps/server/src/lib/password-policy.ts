import { dictionary } from '@zxcvbn-ts/language-common';
import { DomainError, messages } from '@ovningskort/domain';

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

/** The breach list (about 49 000 passwords, zxcvbn-ts) and the Swedish words, lowercased. */
const COMMON = new Set<string>([
  ...dictionary['passwords-common']!.map((p) => String(p).toLowerCase()),
  ...SWEDISH_WORDS.flatMap((word) => SUFFIXES.map((suffix) => `${word}${suffix}`)),
]);

const PRODUCT_NAMES = ['övningskort', 'ovningskort'];

/** Parts of the e-mail and name that a password must not be built on (4 letters or more). */
function personalWords(person: { email: string; name?: string | undefined }): string[] {
  const local = person.email.toLowerCase().split('@')[0] ?? '';
  const words = [
    local,
    ...local.split(/[._+-]/),
    ...(person.name ?? '').toLowerCase().split(/[\s'’-]+/),
  ];
  return words.filter((word) => word.length >= 4);
}

/**
 * Why this password is too easy to guess, in Swedish, or null when it is fine: a common or
 * breached password, nothing but one or two repeated characters or spaces, the person's own
 * e-mail or name, or the product's name. Case does not matter.
 */
export function weakPasswordReason(
  password: string,
  person: { email: string; name?: string | undefined },
): string | null {
  const lower = password.toLowerCase();
  const m = messages.validation;
  if (new Set(lower.replace(/\s/g, '')).size < 3) return m.passwordTrivial;
  if (COMMON.has(lower) || COMMON.has(lower.trim())) return m.passwordCommon;
  if (PRODUCT_NAMES.some((name) => lower.includes(name))) return m.passwordProductName;
  if (
    lower === person.email.toLowerCase() ||
    personalWords(person).some((w) => lower.includes(w))
  ) {
    return m.passwordPersonal;
  }
  return null;
}

export function assertStrongPassword(
  password: string,
  person: { email: string; name?: string | undefined },
): void {
  const reason = weakPasswordReason(password, person);
  if (reason) throw new DomainError('WEAK_PASSWORD', reason);
}
