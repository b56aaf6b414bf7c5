import type { NoteDescriptionResponse, SubMomentCoach } from '@ovningskort/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { sam } from '../../../testing/people.js';
import { instructionKey, type InstructionSource } from '../api/keys.js';
import { InstructionAccordion } from './InstructionAccordion.js';
import { InstructionCoach } from './InstructionCoach.js';

const coach: SubMomentCoach = {
  lookFor: ['Tittar över vänster axel innan bilen rullar.', 'Stannar mjukt.'],
  say: {
    before: ['Säg högt vad du ser innan bilen rullar.'],
    during: ['Speglar och över axeln. Är det fritt?', 'Lätta lite på bromsen nu.'],
    after: ['Du tittade över axeln varje gång – så ska det vara.'],
  },
  stepIn: [
    'Eleven ska köra iväg utan att ha tittat bakåt: säg ”Vänta – över axeln först”.',
    'Bilen rullar bakåt i backen: säg ”Broms!” och börja om på plan mark.',
  ],
  questions: ['Hur kändes starten i backen?', 'Var är det säkert att stanna?'],
};

function render(role: 'student' | 'teacher', value: SubMomentCoach = coach) {
  return renderToStaticMarkup(
    <InstructionCoach coach={value} role={role} heading="Igångkörning och stannande" />,
  );
}

const text = (html: string) => html.replace(/<[^>]+>/g, '');

/** The items of the first list after `after`. */
function listAfter(html: string, after: string): string[] {
  const start = html.indexOf(after);
  expect(start, after).toBeGreaterThanOrEqual(0);
  const list = /<ul[^>]*>(.*?)<\/ul>/.exec(html.slice(start))![1]!;
  return [...list.matchAll(/<li>(.*?)<\/li>/g)].map((m) => text(m[1]!));
}

describe('InstructionCoach', () => {
  it('is a disclosure “För handledaren” that names its sub-moment for screen readers', () => {
    const html = render('teacher');
    expect(html).toMatch(/^<details[^>]*>/);
    expect(html).toContain(
      '<summary>För handledaren<span class="visually-hidden">: Igångkörning och stannande</span></summary>',
    );
  });

  it('is open for the supervisor and one tap away for the learner', () => {
    expect(render('teacher')).toMatch(/^<details[^>]* open=""/);
    expect(render('student')).not.toMatch(/^<details[^>]* open/);
    // The learner has it all the same: the content is in the page, only folded.
    expect(text(render('student'))).toContain(coach.stepIn[0]);
  });

  it('gives each part an h6 heading and a list, in order', () => {
    const html = render('teacher');
    const headings = [...html.matchAll(/<h6[^>]*>(.*?)<\/h6>/g)].map((m) => m[1]);
    expect(headings).toEqual(['Titta efter', 'Säg', 'Gå in när…', 'Prata om efteråt']);
    expect(listAfter(html, '>Titta efter<')).toEqual(coach.lookFor);
    expect(listAfter(html, '>Gå in när…<')).toEqual(coach.stepIn);
    expect(listAfter(html, '>Prata om efteråt<')).toEqual(coach.questions);
    // Under 'Gå in när…', always: there is no brake on the supervisor's side.
    expect(text(html)).toContain('Du har ingen egen broms: säg till tidigt, lugnt och kort.');
  });

  it('splits what to say into Före, Under and Efter, each a list named by its label, as quotations', () => {
    const html = render('teacher');
    for (const [label, items] of [
      ['Före', coach.say.before],
      ['Under', coach.say.during],
      ['Efter', coach.say.after],
    ] as const) {
      const match = new RegExp(
        `<p id="([^"]+)"[^>]*>${label}</p><ul[^>]*aria-labelledby="\\1"`,
      ).exec(html);
      expect(match, label).not.toBeNull();
      expect(listAfter(html, `>${label}</p>`)).toEqual(items);
    }
    expect(html).toContain('<li><q>Lätta lite på bromsen nu.</q></li>');
    // Three distinct ids, one per phase.
    const ids = [...html.matchAll(/<p id="([^"]+)"/g)].map((m) => m[1]);
    expect(new Set(ids).size).toBe(3);
  });

  it('shows the content as text, never as HTML', () => {
    const html = render('teacher', { ...coach, lookFor: ['<script>alert(1)</script>', 'Kör.'] });
    expect(html).not.toContain('<script');
    expect(html).toContain('&lt;script&gt;');
  });
});

describe('the instructions of a sub-moment with a coach', () => {
  const answer: NoteDescriptionResponse = {
    key: 'catC3',
    gearbox: 'manual',
    text: '# Igångkörning och stannande\nInledning.\n\nsteg 1 Starta motorn.\n\nsteg 2 Lägg i ettan.',
    img: [],
    vid: [],
    mp3: [],
    coach,
  };

  function renderOpen(role: InstructionSource['role']) {
    const source: InstructionSource = { role, studentId: sam.id };
    const client = new QueryClient();
    client.setQueryData(instructionKey(source, 3, 'catC'), answer);
    return renderToStaticMarkup(
      <QueryClientProvider client={client}>
        <InstructionAccordion
          source={source}
          lesson={3}
          parameter="catC"
          heading="Igångkörning och stannande"
          defaultOpen
        />
      </QueryClientProvider>,
    );
  }

  it('shows “För handledaren” after the text, open for the supervisor, folded for the learner', () => {
    const teacher = renderOpen('teacher');
    const at = teacher.indexOf('För handledaren');
    expect(at).toBeGreaterThan(teacher.indexOf('Lägg i ettan.'));
    expect(teacher).toMatch(/<details[^>]* open=""[^>]*><summary>För handledaren/);
    expect(renderOpen('student')).toMatch(/<details[^>]*><summary>För handledaren/);
    expect(renderOpen('student')).not.toMatch(
      /<details[^>]* open=""[^>]*><summary>För handledaren/,
    );
  });

  it('shows nothing of the coach where the answer has none (an older server)', () => {
    const { coach: _omitted, ...older } = answer;
    const source: InstructionSource = { role: 'teacher', studentId: sam.id };
    const client = new QueryClient();
    client.setQueryData(instructionKey(source, 3, 'catC'), older);
    const html = renderToStaticMarkup(
      <QueryClientProvider client={client}>
        <InstructionAccordion
          source={source}
          lesson={3}
          parameter="catC"
          heading="Igångkörning och stannande"
          defaultOpen
        />
      </QueryClientProvider>,
    );
    expect(html).toContain('Lägg i ettan.');
    expect(html).not.toContain('För handledaren');
  });
});
