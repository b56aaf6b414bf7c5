import type { Drive } from '@ovningskort/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AskCompanion } from './AskCompanion.js';

type Asked = Pick<Drive, 'id' | 'confirmed' | 'supervisedBy'> & { pending?: boolean };
const withMum: Asked = {
  id: 'd1',
  confirmed: null,
  supervisedBy: { kind: 'other', name: 'Mamma' },
};

function html(drive: Asked, request?: { email: string; expiresAt: string }) {
  return renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <AskCompanion
        studentId="s1"
        drive={drive}
        day="tis 24 nov. 16:30"
        request={
          request && { id: 'r1', driveId: drive.id, createdAt: request.expiresAt, ...request }
        }
      />
    </QueryClientProvider>,
  );
}

describe('asking the companion of a drive to confirm it (issue 34)', () => {
  it('offers "Be Mamma bekräfta", named by the drive’s day, for a drive with another person', () => {
    expect(html(withMum)).toMatch(
      /<button[^>]*aria-label="Be Mamma bekräfta körningen tis 24 nov. 16:30"[^>]*>Be Mamma bekräfta<\/button>/,
    );
  });

  it('names a driving school by its name, or as "trafikskolan" when it has none', () => {
    expect(
      html({ ...withMum, supervisedBy: { kind: 'school', name: 'Trafikskolan Väst' } }),
    ).toContain('Be Trafikskolan Väst bekräfta');
    expect(html({ ...withMum, supervisedBy: { kind: 'school', name: ' ' } })).toContain(
      'Be trafikskolan bekräfta',
    );
  });

  it('says to whom and until when a link waits, with "Skicka igen" and "Ta bort förfrågan"', () => {
    const shown = html(withMum, {
      email: 'mamma@example.se',
      expiresAt: '2026-12-20T10:00:00.000Z',
    });
    expect(shown).toContain(
      'Väntar på bekräftelse från mamma@example.se. Länken gäller till och med 20 december 2026.',
    );
    expect(shown).toContain('>Skicka igen</button>');
    expect(shown).toContain('>Ta bort förfrågan</button>');
  });

  it('waits for a drive not sent yet, and shows nothing for a confirmed one or one with the supervisor', () => {
    expect(html({ ...withMum, pending: true })).toContain(
      'Körningen skickas först – sedan kan du be om bekräftelse.',
    );
    const confirmed = { at: 1, by: 'link:r1', byName: 'Mamma', via: 'link' as const };
    expect(html({ ...withMum, confirmed })).toBe('');
    expect(html({ ...withMum, supervisedBy: { kind: 'supervisor' } })).toBe('');
  });
});
