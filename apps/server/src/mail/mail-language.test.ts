import fs from 'node:fs/promises';
import path from 'node:path';
import {
  terminologyProblems,
  type TerminologyTerm,
  type UiString,
  uiTextProblems,
} from '@ovningskort/test-support/ui-language';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import type { MailMessage } from './mailer.js';
import { supportMessageMail } from './support-message.js';
import * as templates from './templates.js';

/**
 * The e-mails are text a person reads, so they keep to the rules of the UI
 * (docs/decisions/011-swedish-ui-text.md): no English words, none of the terms the house has
 * replaced, and the words of the instructions (content/terminology.json). The same rules as
 * apps/web/src/copy/ui-language.test.ts (packages/test-support/src/ui-language.ts).
 */

/** Stands in for every argument of a template (an address, a name, a link). */
const SAMPLE_ARGUMENT = '7';

/** What a person reads of a message: the subject, each paragraph of the text, the button's label. */
function stringsOf(name: string, mail: MailMessage): UiString[] {
  const label = /<a\b[^>]*>([^<]*)<\/a>/.exec(mail.html)?.[1];
  return [
    { path: `${name}.subject`, text: mail.subject },
    ...mail.text
      .split(/\n{2,}/)
      .map((paragraph, index) => ({ path: `${name}.text[${index}]`, text: paragraph })),
    ...(label === undefined
      ? []
      : [
          {
            path: `${name}.link`,
            text: label.replace(/&#(\d+);/g, (_, c: string) => String.fromCharCode(Number(c))),
          },
        ]),
  ];
}

/** Every message of templates.ts, each function called with the sample argument, and the mail to support. */
function allMailStrings(): UiString[] {
  const strings: UiString[] = [];
  for (const [name, template] of Object.entries(templates)) {
    const args = Array.from({ length: template.length }, () => SAMPLE_ARGUMENT);
    const mail = (template as (...a: string[]) => MailMessage)(...args);
    strings.push(...stringsOf(`templates.${name}(${args.join(', ')})`, mail));
  }
  const support = supportMessageMail({
    to: SAMPLE_ARGUMENT,
    name: SAMPLE_ARGUMENT,
    email: SAMPLE_ARGUMENT,
    subject: 'Allmän fråga',
    message: SAMPLE_ARGUMENT,
    account: { role: 'elev', id: SAMPLE_ARGUMENT },
    sentAt: new Date(0),
  });
  strings.push(...stringsOf('supportMessageMail', support));
  return strings;
}

let terms: TerminologyTerm[];

beforeAll(async () => {
  const file = path.join(loadConfig({}).contentDir, 'terminology.json');
  terms = (JSON.parse(await fs.readFile(file, 'utf8')) as { terms: TerminologyTerm[] }).terms;
});

describe('the language of the e-mails', () => {
  const strings = allMailStrings();

  it('reads every template of templates.ts and the mail to support', () => {
    expect(Object.keys(templates).length).toBeGreaterThanOrEqual(7);
    const subjects = strings.filter((s) => s.path.endsWith('.subject'));
    expect(subjects).toHaveLength(Object.keys(templates).length + 1);
    expect(strings.filter((s) => s.path.endsWith('.link')).length).toBeGreaterThanOrEqual(5);
  });

  it('has no English words and none of the replaced terms', () => {
    expect(strings.flatMap(uiTextProblems)).toEqual([]);
  });

  it('uses the words of the instructions (content/terminology.json)', () => {
    expect(terms.length).toBeGreaterThanOrEqual(8);
    expect(strings.flatMap((s) => terminologyProblems(s, terms))).toEqual([]);
  });

  it('finds the mistakes it is there to find in a message', () => {
    const mail = (paragraph: string) =>
      stringsOf('templates.example', {
        to: SAMPLE_ARGUMENT,
        subject: 'Välkommen',
        text: paragraph,
        html: `<p>${paragraph}</p><a href="7">Logga in</a>`,
      });
    const problems = (paragraph: string) =>
      mail(paragraph).flatMap((s) => [...uiTextProblems(s), ...terminologyProblems(s, terms)]);
    expect(problems('Be hen lägga till dig under ”Lägg till handledare”.')).toEqual([]);
    expect(problems('Be hen lägga till dig under "Lägg till handledare".')[0]).toMatch(
      /^templates\.example\.text\[0\]: .* write Swedish quotation marks/,
    );
    expect(problems('Click the link to log in.').length).toBeGreaterThanOrEqual(3);
    expect(problems('Lycka till på uppkörningen!')[0]).toMatch(/write körprovet/);
    expect(
      stringsOf('templates.example', {
        to: '',
        subject: '',
        text: '',
        html: '<a href="7">Log in</a>',
      }).flatMap(uiTextProblems)[0],
    ).toMatch(/^templates\.example\.link: .*English word “log”/);
  });
});
