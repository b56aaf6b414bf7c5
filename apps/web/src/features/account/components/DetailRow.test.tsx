import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DetailRow } from './DetailRow.js';

const row = (label: string, value: string) =>
  renderToStaticMarkup(
    <DetailRow label={label} value={value}>
      {() => null}
    </DetailRow>,
  );

/** What a screen reader calls the row's button: its text with the hidden label. */
const buttonName = (html: string) =>
  /<button[^>]*>(.*?)<\/button>/
    .exec(html)![1]!
    .replace(/<[^>]+>/g, '')
    .trim();

describe('a row of Dina uppgifter (issue 22)', () => {
  it('offers "Ändra", an action rather than the spec’s question "Ändra?"', () => {
    const html = row('Förnamn', 'Sam');
    expect(buttonName(html)).toBe('Ändra Förnamn');
    expect(html).not.toContain('Ändra?');
    expect(html).toContain('Sam');
  });

  it('says when a field is not given yet', () => {
    const html = row('Efternamn', '');
    expect(html).toContain('Inte angivet');
    expect(buttonName(html)).toBe('Ändra Efternamn');
  });
});
