import type { Shares } from '@ovningskort/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../../../testing/browser-storage.js';
import { sharesKey } from '../api/list-shares.js';
import { ShareWithSchool } from './ShareWithSchool.js';

beforeEach(() => {
  vi.stubGlobal('localStorage', memoryStorage());
  vi.stubGlobal('sessionStorage', memoryStorage());
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const share = (over: Partial<Shares['shares'][number]>): Shares['shares'][number] => ({
  id: '00000000-0000-4000-8000-000000000001',
  label: 'Trafikskolan Väst',
  code: 'ABCD-2345',
  forPrint: false,
  createdAt: '2026-12-06T12:00:00.000Z',
  expiresAt: '2027-03-06T12:00:00.000Z',
  revokedAt: null,
  active: true,
  ...over,
});

function render(shares: Shares['shares'] | undefined) {
  const client = new QueryClient();
  if (shares) client.setQueryData(sharesKey(''), { shares });
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <ShareWithSchool />
    </QueryClientProvider>,
  );
}

describe('"Dela med trafikskolan" in the settings (issue 34)', () => {
  it('offers a name and how long the link holds, 90 days unless chosen', () => {
    const html = render([]);
    expect(html).toContain('Dela med trafikskolan');
    expect(html).toContain('Vem delar du med? (valfritt)');
    expect(html).toMatch(/<option value="90" selected="">90 dagar<\/option>/);
    expect(html).toContain('1 år');
    expect(html).toContain('Skapa länk');
    expect(html).toContain('Du delar inte med någon just nu.');
  });

  it('lists the links with their code and "Sluta dela" for those that work', () => {
    const html = render([
      share({}),
      share({
        id: '00000000-0000-4000-8000-000000000002',
        label: 'Utskrift',
        forPrint: true,
        code: 'WXYZ-6789',
      }),
      share({
        id: '00000000-0000-4000-8000-000000000003',
        label: '',
        revokedAt: '2026-12-07T12:00:00.000Z',
        active: false,
      }),
    ]);
    expect(html).toContain('Trafikskolan Väst');
    expect(html).toContain('Kod ABCD-2345');
    expect(html).toContain('Utskrift (skapad av PDF:en)');
    expect(html).toContain('Länk utan namn');
    expect(html).toContain('Slutade delas');
    expect(html.match(/Sluta dela</g)).toHaveLength(2);
    expect(html).not.toContain('Du delar inte med någon just nu.');
  });
});
