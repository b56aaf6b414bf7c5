import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { session } from '../../lib/session.js';
import { CookieBanner } from './CookieBanner.js';
import { Footer } from './Footer.js';
import MenuItems from './MenuItems.js';
import { NavMenu } from './NavMenu.js';
import { memoryStorage } from '../../testing/browser-storage.js';
import { sam } from '../../testing/people.js';

beforeAll(() => {
  vi.stubGlobal('sessionStorage', memoryStorage());
});

afterEach(() => {
  session.clear('student');
  session.clear('teacher');
});

function render(node: ReactNode, path = '/') {
  return renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[path]}>{node}</MemoryRouter>
    </QueryClientProvider>,
  );
}

const hrefs = (html: string) => [...html.matchAll(/<a[^>]*href="([^"]*)"/g)].map((m) => m[1]);

describe('NavMenu', () => {
  it('starts closed: the toggle says Meny and controls a panel that is inert', () => {
    const html = render(<NavMenu />);
    const controls = /aria-controls="([^"]+)"/.exec(html)?.[1];
    expect(html).toContain('aria-expanded="false"');
    expect(html).toMatch(/<span>Meny<\/span>/);
    expect(controls).toBeTruthy();
    expect(html).toMatch(new RegExp(`<nav[^>]*id="${controls}"[^>]*inert=""`));
    expect(html).toMatch(/<nav[^>]*aria-label="Huvudmeny"/);
  });

  it('lists the links of the session, with Logga ut when logged in', () => {
    const items = <MenuItems onClose={() => {}} />;
    expect(hrefs(render(items))).toEqual(['/login']);
    expect(render(items)).not.toContain('Logga ut');

    session.startStudent('token', sam);
    const html = render(items);
    expect(hrefs(html)).toEqual(['/', '/notes', '/korjournal', '/instructor', '/settings']);
    expect(html).toMatch(/<button[^>]*>Logga ut<\/button>/);
  });

  it('marks the link of the current page', () => {
    session.startStudent('token', sam);
    expect(render(<MenuItems onClose={() => {}} />, '/notes')).toMatch(
      /<a[^>]*aria-current="page"[^>]*href="\/notes"/,
    );
  });
});

describe('Footer', () => {
  it('links to help, about, contact, terms, privacy and home, then the icons', () => {
    const html = render(<Footer />);
    expect(hrefs(html)).toEqual([
      '/support',
      '/about',
      '/contact',
      '/terms',
      '/privacy',
      '/',
      '/',
      '/support',
      '/contact',
      '/privacy',
    ]);
    expect(html).toContain('© 2026 Övningskort');
  });

  it('names each icon link, and hides its picture from assistive technology', () => {
    const html = render(<Footer />);
    for (const name of ['Förstasidan', 'Vanliga frågor', 'Skriv till oss']) {
      expect(html).toContain(`<span class="visually-hidden">${name}</span>`);
    }
    expect(html.match(/<svg[^>]*aria-hidden="true"/g)).toHaveLength(3);
  });
});

describe('CookieBanner', () => {
  it('is a named region with the text, a link to /privacy and Acceptera', () => {
    const html = render(<CookieBanner onAccept={() => {}} />);
    expect(html).toMatch(/^<section[^>]*aria-label="Kakor"/);
    expect(html).toContain('nödvändiga kakor');
    expect(hrefs(html)).toEqual(['/privacy']);
    expect(html).toMatch(/<button type="button"[^>]*>Acceptera<\/button>/);
  });
});
