import { parseInstruction, type SubMomentCriteria } from '@ovningskort/domain';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { readerParts } from '../reader/use-reader.js';
import { formatReviewed, InstructionCriteria } from './InstructionCriteria.js';

const criteria: SubMomentCriteria = {
  goal: 'Kursplan B, Manövrering, fordon och miljö: eleven kontrollerar däck och hjul.',
  done: ['Mäter mönsterdjupet.', 'Säger gränserna utan hjälp.', 'Visar var lufttrycket står.'],
  faults: ['Mäter bara på ett ställe.', 'Vet inte var lufttrycket står.'],
  questions: ['Kan du mäta mönsterdjupet?', 'Vad gör du med en bula i däcket?'],
  reviewed: '2026-11-25',
};

function render(role: 'student' | 'teacher', value: SubMomentCriteria = criteria) {
  return renderToStaticMarkup(
    <InstructionCriteria criteria={value} role={role} heading="Däck och hjul" />,
  );
}

/** The items of the list that follows a heading (or the first list after `after`). */
function listAfter(html: string, after: string): string[] {
  const start = html.indexOf(after);
  expect(start, after).toBeGreaterThanOrEqual(0);
  const list = /<ul[^>]*>(.*?)<\/ul>/.exec(html.slice(start))![1]!;
  return [...list.matchAll(/<li>(.*?)<\/li>/g)].map((m) => m[1]!);
}

describe('InstructionCriteria', () => {
  it('shows what the learner does, the faults and the questions as lists under h6 headings', () => {
    const html = render('student');
    expect(html).toContain('<h6 class="');
    expect(html).toMatch(/<h6[^>]*>Klart när …<\/h6>/);
    expect(listAfter(html, 'Klart när …')).toEqual(criteria.done);
    expect(html).toMatch(/<h6[^>]*>Vanliga fel på körprovet<\/h6>/);
    expect(listAfter(html, 'Vanliga fel på körprovet')).toEqual(criteria.faults);
    expect(html).toMatch(/<h6[^>]*>Fråga dig själv<\/h6>/);
    expect(listAfter(html, 'Fråga dig själv')).toEqual(criteria.questions);
    // In that order: done, faults, questions, then the goal and the review date.
    const order = [
      'Klart när',
      'Mäter mönsterdjupet',
      'Vanliga fel',
      'Fråga dig',
      'Mål:',
      'Granskad',
    ];
    const at = order.map((text) => html.indexOf(text));
    expect(at).toEqual([...at].sort((a, b) => a - b));
  });

  it('gives the kursplan goal and the review date in Swedish', () => {
    const html = render('student');
    expect(html).toContain(`Mål: ${criteria.goal}`);
    expect(html).toContain('Granskad <time dateTime="2026-11-25">25 november 2026</time>');
  });

  it('keeps faults and questions open for the supervisor and one tap away for the learner', () => {
    expect(render('teacher')).toMatch(/<details[^>]* open=""/);
    expect(render('student')).not.toMatch(/<details[^>]* open/);
    // Each disclosure names its sub-moment for screen readers, as 'Instruktioner för …' does.
    expect(render('student')).toContain(
      'Vanliga fel och frågor<span class="visually-hidden"> för Däck och hjul</span></summary>',
    );
  });

  it('is not a part the audio reads', () => {
    const html = render('teacher');
    // The reader finds and highlights parts by data-part; the criteria have none.
    expect(html).not.toContain('data-part');
    const text = 'Inledning.\n\nsteg 1 Mät mönsterdjupet.';
    const parts = readerParts(parseInstruction(text), [], 'student');
    expect(parts.map((part) => part.id)).toEqual(['intro', 'steg1']);
    for (const item of [...criteria.done, ...criteria.faults, ...criteria.questions]) {
      expect(parts.map((part) => part.text).join(' ')).not.toContain(item);
    }
  });

  it('shows the content as text, never as HTML', () => {
    const html = render('student', {
      ...criteria,
      done: ['<script>alert(1)</script>', '<img src=x onerror=alert(1)>', 'Kör.'],
    });
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;script&gt;');
  });

  it('formats a review date in Swedish, whatever the time zone', () => {
    expect(formatReviewed('2026-11-25')).toBe('25 november 2026');
    expect(formatReviewed('2027-01-01')).toBe('1 januari 2027');
    expect(formatReviewed('2026-12-31')).toBe('31 december 2026');
    expect(formatReviewed('okänt')).toBe('okänt');
  });
});
