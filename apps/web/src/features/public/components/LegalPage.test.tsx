import { publicScreens, type LegalLanguage } from '../../../copy/public.js';
import { isValidElement, type ReactElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { LanguageToggle, LegalPage } from './LegalPage.js';

type ButtonProps = { 'aria-pressed': boolean; lang: string; onClick: () => void; children: string };

/** The <button> elements of a rendered element tree (the toggle has no hooks, so it can be called). */
function buttonsIn(node: ReactNode): ReactElement<ButtonProps>[] {
  if (Array.isArray(node)) return node.flatMap(buttonsIn);
  if (!isValidElement<{ children?: ReactNode }>(node)) return [];
  const own = node.type === 'button' ? [node as ReactElement<ButtonProps>] : [];
  return [...own, ...buttonsIn(node.props.children)];
}

function toggle(value: LegalLanguage, onChange = vi.fn()) {
  const buttons = buttonsIn(LanguageToggle({ labelId: 'lang', value, onChange }));
  return { buttons, onChange };
}

const render = (page: ReactElement) => renderToStaticMarkup(<MemoryRouter>{page}</MemoryRouter>);

describe('LanguageToggle', () => {
  it('offers Svenska and English, each marked with its own language', () => {
    const { buttons } = toggle('sv');
    expect(buttons.map((b) => [b.props.children, b.props.lang])).toEqual([
      ['Svenska', 'sv'],
      ['English', 'en'],
    ]);
  });

  it('marks the language shown as pressed', () => {
    expect(toggle('sv').buttons.map((b) => b.props['aria-pressed'])).toEqual([true, false]);
    expect(toggle('en').buttons.map((b) => b.props['aria-pressed'])).toEqual([false, true]);
  });

  it('asks for the language of the button pressed', () => {
    const { buttons, onChange } = toggle('sv');
    buttons[1]!.props.onClick();
    expect(onChange).toHaveBeenLastCalledWith('en');
    buttons[0]!.props.onClick();
    expect(onChange).toHaveBeenLastCalledWith('sv');
  });

  it('is a labelled group of real buttons', () => {
    const html = renderToStaticMarkup(
      <LanguageToggle labelId="lang" value="sv" onChange={() => {}} />,
    );
    expect(html).toContain('role="group" aria-labelledby="lang"');
    expect(html).toContain('id="lang"');
    expect(html.match(/<button type="button"/g)).toHaveLength(2);
  });
});

describe('LegalPage', () => {
  it('shows the Swedish text by default, with lang="sv" on the text', () => {
    const html = render(<LegalPage documents={publicScreens.legal.privacy} />);
    expect(html).toContain('<h1>Integritetspolicy</h1>');
    expect(html).toMatch(/<div lang="sv"[^>]*><h1>/);
    expect(html).toMatch(/lang="sv"[^>]*aria-pressed="true"/);
    expect(html).toMatch(/lang="en"[^>]*aria-pressed="false"/);
    expect(html).not.toContain('Privacy policy');
  });

  it('shows the English text with lang="en" when English is chosen', () => {
    const html = render(<LegalPage documents={publicScreens.legal.privacy} initialLanguage="en" />);
    expect(html).toContain('<h1>Privacy policy</h1>');
    expect(html).toMatch(/<div lang="en"[^>]*><h1>/);
    expect(html).toMatch(/lang="en"[^>]*aria-pressed="true"/);
  });

  it('shows the privacy dates of the spec in both languages', () => {
    const sv = render(<LegalPage documents={publicScreens.legal.privacy} />);
    expect(sv).toContain('Gäller från:');
    expect(sv).toContain('<time dateTime="2027-05-01">2027/05/01</time>');
    expect(sv).toContain('Senast uppdaterad:');
    expect(sv).toContain('<time dateTime="2025-05-01">2025/05/01</time>');
    const en = render(<LegalPage documents={publicScreens.legal.privacy} initialLanguage="en" />);
    expect(en).toContain('Effective date:');
    expect(en).toContain('Last updated:');
    expect(en).toContain('2027/05/01');
  });

  it('has one h1 and the same sections in both languages', () => {
    for (const documents of [publicScreens.legal.terms, publicScreens.legal.privacy]) {
      for (const language of ['sv', 'en'] as const) {
        const html = render(<LegalPage documents={documents} initialLanguage={language} />);
        expect(html.match(/<h1>/g)).toHaveLength(1);
      }
      expect(documents.en.sections.length).toBe(documents.sv.sections.length);
      expect(documents.en.dates.length).toBe(documents.sv.dates.length);
    }
  });

  it('terms name Sweden and the 2–3 week wait; privacy names IMY and the age of 13', () => {
    const terms = render(<LegalPage documents={publicScreens.legal.terms} />);
    expect(terms).toContain('Svensk lag gäller');
    expect(terms).toContain('2–3 veckor');
    const termsEn = render(
      <LegalPage documents={publicScreens.legal.terms} initialLanguage="en" />,
    );
    expect(termsEn).toContain('laws of Sweden');
    expect(termsEn).toContain('2–3 weeks');
    const privacy = render(<LegalPage documents={publicScreens.legal.privacy} />);
    expect(privacy).toContain('Integritetsskyddsmyndigheten (IMY)');
    expect(privacy).toContain('barn under 13 år');
    expect(privacy).toContain('href="/contact"');
  });
});
