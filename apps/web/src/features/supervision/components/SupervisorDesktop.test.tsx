import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { SUB_MOMENT_KEYS } from '@ovningskort/domain';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { cardWithApprovals } from '../../../lib/card-with-approvals.fixture.js';
import { StudentRow } from './SupervisorDesktop.js';

describe('"Dina elever" on the supervisor’s desktop (issue 34)', () => {
  it('counts only the sub-moments the supervisor approved, and says whose approval it is', () => {
    const notes = cardWithApprovals(['statB']);
    const total = notes.flatMap((l) => SUB_MOMENT_KEYS.filter((k) => l[k])).length;
    const html = renderToStaticMarkup(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <StudentRow
            student={{ id: 's1', name: 'Ines Elev' }}
            notes={notes}
            chosen={false}
            supervisorId="t1"
          />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(html).toContain(`<span>1 av ${total} moment godkända av handledaren</span>`);
  });
});
