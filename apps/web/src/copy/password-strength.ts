import type { TranslationKeys } from '@zxcvbn-ts/core';

/** The strength hint's words: a label per zxcvbn score (0–4). */
export const strengthLabels = [
  'Mycket svagt',
  'Svagt',
  'Godtagbart',
  'Starkt',
  'Mycket starkt',
] as const;

export const strengthCopy = {
  heading: 'Lösenordets styrka',
  refused: 'Tillåts inte',
  loading: 'Bedömer lösenordet…',
  advice:
    'Tips: flera ord som inte hör ihop, gärna med mellanslag, är lätta att minnas och svåra att gissa.',
};

/** zxcvbn-ts's feedback in Swedish (it ships no Swedish of its own). */
export const swedishFeedback: TranslationKeys = {
  warnings: {
    straightRow: 'Tangenter i rad på tangentbordet är lätta att gissa.',
    keyPattern: 'Korta mönster på tangentbordet är lätta att gissa.',
    simpleRepeat: 'Upprepade tecken som ”aaa” är lätta att gissa.',
    extendedRepeat: 'Upprepade teckenföljder som ”abcabcabc” är lätta att gissa.',
    sequences: 'Följder som ”abc” eller ”6543” är lätta att gissa.',
    recentYears: 'De senaste årtalen är lätta att gissa.',
    dates: 'Datum är lätta att gissa.',
    topTen: 'Det här är ett av de tio vanligaste lösenorden.',
    topHundred: 'Det här är ett av de hundra vanligaste lösenorden.',
    common: 'Det här är ett vanligt lösenord.',
    similarToCommon: 'Det här liknar ett vanligt lösenord.',
    wordByItself: 'Ett ensamt ord är lätt att gissa.',
    namesByThemselves: 'Ensamma för- eller efternamn är lätta att gissa.',
    commonNames: 'Vanliga för- och efternamn är lätta att gissa.',
    userInputs: 'Lösenordet ska inte bygga på din e-postadress eller ditt namn.',
    pwned: 'Lösenordet har läckt på nätet.',
  },
  suggestions: {
    l33t: 'Byt inte bara ut bokstäver mot siffror, som ”a” mot ”4”.',
    reverseWords: 'Ett baklänges stavat vanligt ord är lätt att gissa.',
    allUppercase: 'Versaler på några, men inte alla, bokstäver.',
    capitalization: 'Versaler på fler än den första bokstaven.',
    dates: 'Undvik datum och årtal som hör ihop med dig.',
    recentYears: 'Undvik de senaste årtalen.',
    associatedYears: 'Undvik årtal som hör ihop med dig.',
    sequences: 'Undvik vanliga teckenföljder.',
    repeated: 'Undvik upprepade ord och tecken.',
    longerKeyboardPattern: 'Använd längre mönster på tangentbordet och byt riktning flera gånger.',
    anotherWord: 'Lägg till fler ord som är mindre vanliga.',
    useWords: 'Använd flera ord, men undvik vanliga fraser.',
    noNeed: 'Du behöver inga symboler, siffror eller versaler för ett starkt lösenord.',
    pwned: 'Har du lösenordet någon annanstans, byt det där också.',
  },
  timeEstimation: {
    ltSecond: 'mindre än en sekund',
    second: '{base} sekund',
    seconds: '{base} sekunder',
    minute: '{base} minut',
    minutes: '{base} minuter',
    hour: '{base} timme',
    hours: '{base} timmar',
    day: '{base} dag',
    days: '{base} dagar',
    month: '{base} månad',
    months: '{base} månader',
    year: '{base} år',
    years: '{base} år',
    centuries: 'hundratals år',
  },
};
