import { SELF_ASSESSMENT_STATEMENTS, type SelfAssessment } from '@ovningskort/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../../../testing/browser-storage.js';
import { selfAssessmentKey } from '../api/self-assessment.js';
import { inputOf, SelfAssessmentPage } from './SelfAssessmentPage.js';
import { Answers } from './SupervisedSelfAssessmentPage.js';

beforeEach(() => {
  vi.stubGlobal('localStorage', memoryStorage());
  vi.stubGlobal('sessionStorage', memoryStorage());
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const total = SELF_ASSESSMENT_STATEMENTS.length;

function renderPage(saved: SelfAssessment | undefined) {
  const client = new QueryClient();
  if (saved) client.setQueryData(selfAssessmentKey({ role: 'student', studentId: '' }), saved);
  return renderToStaticMarkup(
    <MemoryRouter>
      <QueryClientProvider client={client}>
        <SelfAssessmentPage />
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

describe('the learner’s self-assessment (issue 36)', () => {
  it('asks every statement with the three choices as radio buttons, one group each', () => {
    const html = renderPage({ answers: [], answeredAt: null });
    expect(html).toContain('<h1>Självskattning inför körprovet</h1>');
    expect(html).toContain('moment om dig själv som förare');
    for (const statement of SELF_ASSESSMENT_STATEMENTS) {
      expect(html).toContain(`<legend>${statement.text}</legend>`);
    }
    expect(html.match(/type="radio"/g)).toHaveLength(total * 3);
    // One name per statement: the arrow keys move within a statement's three choices.
    const names = new Set([...html.matchAll(/type="radio" name="([^"]+)"/g)].map((m) => m[1]));
    expect(names.size).toBe(total);
    for (const label of ['Stämmer inte', 'Stämmer delvis', 'Stämmer helt']) {
      expect(html.split(label)).toHaveLength(total + 1);
    }
    expect(html).toContain(`0 av ${total} besvarade · Inte sparad ännu.`);
    expect(html).toMatch(/<button type="submit"[^>]*>Spara<\/button>/);
    expect(html).not.toContain('checked');
  });

  it('shows what was saved: the choices checked, a note open, when it was saved', () => {
    const html = renderPage({
      answers: [
        { statement: 'phone', answer: 'partly', note: 'Vid rödljus' },
        { statement: 'peers', answer: 'yes', note: '' },
      ],
      answeredAt: Date.UTC(2026, 11, 6, 16, 40),
    });
    expect(html.match(/checked=""/g)).toHaveLength(2);
    expect(html).toMatch(/checked="" value="partly"/);
    expect(html).toMatch(/checked="" value="yes"/);
    expect(html).toContain('value="Vid rödljus"');
    expect(html).toMatch(/<details[^>]*open=""/);
    expect(html).toContain(`2 av ${total} besvarade · Senast sparad 6 dec. 2026 17:40.`);
  });

  it('says it is loading before the answer comes', () => {
    expect(renderPage(undefined)).toContain('Hämtar självskattningen…');
  });

  it('sends the answered statements in order, notes trimmed, the unanswered left out', () => {
    expect(
      inputOf({
        peers: { answer: 'no', note: '  Kompisarna stressar ' },
        phone: { answer: 'yes', note: '' },
        stress: { note: 'bara en kommentar' },
      }),
    ).toEqual({
      answers: [
        { statement: 'phone', answer: 'yes', note: '' },
        { statement: 'peers', answer: 'no', note: 'Kompisarna stressar' },
      ],
    });
  });
});

describe('the supervisor’s read-only view', () => {
  const view = (assessment: SelfAssessment) =>
    renderToStaticMarkup(<Answers assessment={assessment} />);

  it('says so when nothing is saved yet', () => {
    expect(view({ answers: [], answeredAt: null })).toBe(
      '<p>Eleven har inte fyllt i självskattningen än.</p>',
    );
  });

  it('counts what is fully true, lists what to talk over first, and every answer', () => {
    const html = view({
      answers: [
        { statement: 'substances', answer: 'yes', note: '' },
        { statement: 'phone', answer: 'partly', note: 'Vid rödljus' },
        { statement: 'peers', answer: 'no', note: '' },
      ],
      answeredAt: Date.UTC(2026, 11, 6, 16, 40),
    });
    expect(html).toContain(`1 av ${total} stämmer helt`);
    expect(html).toContain('Bara eleven kan ändra svaren.');
    const talk = html.indexOf('Att prata om');
    expect(html.indexOf('Kamrater i bilen: Stämmer inte', talk)).toBeGreaterThan(talk);
    expect(html.indexOf('Mobilen: Stämmer delvis – ”Vid rödljus”')).toBeGreaterThan(
      html.indexOf('Kamrater i bilen: Stämmer inte'),
    );
    expect(html.split('Inte besvarad')).toHaveLength(total - 3 + 1);
    expect(html).not.toContain('<input');
  });
});
