import { messages, startTexts } from '@ovningskort/domain';
import {
  PASSWORD_RULE,
  terminologyProblems,
  type UiString,
  uiTextProblems,
} from '@ovningskort/test-support/ui-language';
import { describe, expect, it } from 'vitest';
import { terms } from '../../../../content/terminology.json';

/**
 * Every text a person sees is correct Swedish, with one word per thing
 * (docs/decisions/011-swedish-ui-text.md). This walks every UI string — the message catalogue
 * (packages/domain/src/messages.ts), the first-paint texts (screens-start.ts), every module
 * of this folder and the texts of the guides (src/features/guides/content/) — and fails on
 * English words and on the terms the house has replaced, naming the string and what to write
 * instead; every string also keeps to the instructions' words (content/terminology.json), so
 * that the app and the instructions call one thing by one name. A new copy module in this folder, or a new guide, is walked
 * without being listed here. The rules themselves are in packages/test-support/src/ui-language.ts,
 * shared with the check of the e-mails (apps/server/src/mail/mail-language.test.ts).
 */

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

/** The guides' texts (issue 20), each module exporting one guide. */
const guideModules = import.meta.glob<Record<string, unknown>>(
  ['../features/guides/content/*.ts', '!../features/guides/content/*.test.ts'],
  { eager: true },
);

/** Every string of the guides, under the name of the guide, e.g. `beforeStartGuide.intro[0]`. */
function guideStrings(): UiString[] {
  const strings: UiString[] = [];
  for (const module of Object.values(guideModules)) {
    for (const [name, value] of Object.entries(module)) collect(value, name, strings);
  }
  return strings;
}

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
  return [...strings, ...guideStrings()];
}

describe('UI language', () => {
  const strings = allUiStrings();
  const guides = guideStrings();

  it('walks the catalogue, the first-paint texts, every copy module and every guide', () => {
    expect(Object.keys(copyModules).length).toBeGreaterThanOrEqual(9);
    const roots = new Set(strings.map((s) => s.path.split(/[.([]/)[0]));
    for (const root of [
      'messages',
      'startTexts',
      'authScreens',
      'cardScreens',
      'publicScreens',
      'beforeStartGuide',
      'risksGuide',
    ])
      expect(roots).toContain(root);
    expect(strings.length).toBeGreaterThan(300);
    expect(guides.length).toBeGreaterThan(50);
  });

  it('has no English words and none of the replaced terms in any UI string', () => {
    expect(strings.flatMap(uiTextProblems)).toEqual([]);
  });

  it('uses the words of the instructions in every UI string and guide (content/terminology.json)', () => {
    expect(terms.length).toBeGreaterThanOrEqual(8);
    // Issue 36 extended the list to the UI's own words: vänligen, session, matchar, Max antal,
    // körskola and radera (ta bort).
    for (const flag of ['vänligen', 'session', 'matchar', 'Max antal', 'körskola', 'radera'])
      expect(terms.map((t) => t.flag)).toContain(flag);
    expect(strings.flatMap((s) => terminologyProblems(s, terms))).toEqual([]);
  });

  it('finds the mistakes it is there to find', () => {
    const at = (text: string, path = 'messages.example') => uiTextProblems({ path, text });
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
    expect(at('Laddar...')[0]).toMatch(/“\.\.\.” — write the ellipsis “…”/);
    expect(at('Något hände... vänligen försök igen')[0]).toMatch(/ellipsis/);
    expect(at('Laddar…')).toEqual([]);
    expect(at('Sparar 2 ändringar …')[0]).toMatch(/ellipsis right after the word/);
    expect(at('Sparar 2 ändringar…')).toEqual([]);
    expect(at('Klart när …')).toEqual([]);
    expect(at('Cookies', 'shellScreens.cookies.text')).toHaveLength(1);
    expect(at('Cookies', 'publicScreens.legal.privacy.sv.sections[0].heading')).toEqual([]);
    expect(at('Before the first drive', 'beforeStartGuide.sections[8].heading')[0]).toMatch(
      /“before”/,
    );
  });

  it('states the password rule in one wording (issue 36)', () => {
    for (const rule of [
      messages.validation.registrationPasswordMin,
      messages.validation.loginPasswordMin,
      messages.recovery.newPasswordMin,
      messages.recovery.supervisorNewPasswordMin,
      messages.password.newMin,
    ])
      expect(rule).toBe(PASSWORD_RULE);
    const at = (text: string) => uiTextProblems({ path: 'messages.example', text });
    expect(at(PASSWORD_RULE)).toEqual([]);
    expect(at('Lösenord (minst 8 tecken)')).toEqual([]);
    expect(at('Nytt lösenord (minst 8 tecken)')).toEqual([]);
    expect(at(`Välj ett nytt lösenord. ${PASSWORD_RULE}`)).toEqual([]);
    expect(at('Skriv ett meddelande på minst 8 tecken')).toEqual([]);
    for (const second of [
      'Lösenord måste vara minst 8 tecken',
      'Lösenordet måste vara minst 8 tecken',
      'Vänligen skriv ditt lösenord, minst 8 tecken.',
      'Välj ett nytt lösenord med minst 8 tecken.',
      'Ditt lösenord behöver minst åtta tecken.',
    ])
      expect(at(second)[0]).toMatch(/one wording of the password rule/);
  });

  it('finds the words issue 36 replaced in the UI copy (content/terminology.json)', () => {
    const at = (text: string, path = 'messages.example') =>
      terminologyProblems({ path, text }, terms);
    expect(at('Vänligen skriv din e-postadress')[0]).toMatch(/“Vänligen” .*vänligen/);
    expect(at('Något hände, vänligen försök igen')).toHaveLength(1);
    expect(at('Din session har gått ut.')[0]).toMatch(/write inloggning/);
    expect(at('dina inloggade sessioner')[0]).toMatch(/write inloggning/);
    expect(at('Sessionslagring i webbläsaren')).toHaveLength(1);
    expect(at('Tillfällig lagring (session storage) i webbläsaren')).toEqual([]);
    expect(at('Lösenorden matchar inte.')[0]).toMatch(/stämmer \(inte\) överens/);
    expect(at('Inga frågor matchade')[0]).toMatch(/matchar/);
    expect(at('Max antal övningskort är uppnått!')[0]).toMatch(/write högst/);
    expect(at('Vill du se körskolor?')[0]).toMatch(/write trafikskola/);
    expect(at('Körskolor')).toHaveLength(1);
    expect(at('Kunde inte radera kortet.')[0]).toMatch(/write ta bort/);
    expect(at('Kortet är raderat! Raderar… raderas')).toHaveLength(3);
    expect(at('få dina uppgifter borttagna (radering),')).toEqual([]);
    expect(at('Kontot tas bort. Lösenorden är inte samma. Du kan ha högst 10 kort.')).toEqual([]);
  });

  it('finds a word of the terminology list in a guide, except in its introduction', () => {
    const at = (text: string) => terminologyProblems({ path: 'risksGuide.intro[0]', text }, terms);
    expect(at('Titta i backspegeln och dra åt handbromsen före uppkörningen.')).toHaveLength(3);
    expect(at('Titta i backspegeln.')[0]).toMatch(
      /^risksGuide\.intro\[0\]: .* has “backspegeln” — write innerbackspegeln/,
    );
    expect(at('Dra åt parkeringsbromsen, som ofta kallas handbroms.')).toEqual([]);
  });
});
