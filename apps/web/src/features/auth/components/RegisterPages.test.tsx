import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RegisterStudentPage } from './RegisterStudentPage.js';
import { RegisterSupervisorPage } from './RegisterSupervisorPage.js';

const render = (node: ReactNode) =>
  renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>{node}</MemoryRouter>
    </QueryClientProvider>,
  );

/** The labels and legends of the form, in order. */
const labels = (html: string) =>
  [...html.matchAll(/<(?:label|legend)[^>]*>(.*?)<\/(?:label|legend)>/g)].map(([, inner]) =>
    inner!.replace(/<[^>]+>/g, ''),
  );

describe('registration asks for first name and surname apart (issue 22)', () => {
  it('the student’s form: Förnamn and Efternamn, each with its autocomplete', () => {
    const html = render(<RegisterStudentPage />);
    expect(labels(html).slice(0, 2)).toEqual(['Förnamn', 'Efternamn']);
    expect(html).toContain('autoComplete="given-name"');
    expect(html).toContain('autoComplete="family-name"');
    expect(labels(html)).not.toContain('Namn');
  });

  it('the supervisor’s form: Förnamn and Efternamn first', () => {
    const html = render(<RegisterSupervisorPage />);
    expect(labels(html).slice(0, 2)).toEqual(['Förnamn', 'Efternamn']);
    expect(html).toContain('autoComplete="given-name"');
    expect(html).toContain('autoComplete="family-name"');
  });
});

describe('the supervisor’s gearbox and licence category are optional (issue 22)', () => {
  const html = render(<RegisterSupervisorPage />);

  it('come last, under a heading, marked optional, with why they are asked', () => {
    const all = labels(html);
    expect(all.indexOf('Växellåda (valfritt)')).toBeGreaterThan(all.indexOf('Kommun'));
    expect(all).toContain('Körkortskategori (valfritt)');
    expect(html).toMatch(/<h2 id="[^"]+">Bil och körkort<\/h2>/);
    expect(html).toContain(
      'Frivilligt. Vi frågar för att din profil ska visa vilken bil och vilket körkort du handleder med.',
    );
    expect(html.indexOf('Bil och körkort')).toBeLessThan(html.indexOf('Slutför registrering'));
  });

  it('start unanswered: no gearbox and no category chosen', () => {
    expect(html).toMatch(/type="radio"/);
    expect(html).not.toMatch(/<input[^>]*checked/);
  });
});
