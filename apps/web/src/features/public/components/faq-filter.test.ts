import { guideScreens } from '../../../copy/guides.js';
import { publicScreens } from '../../../copy/public.js';
import { describe, expect, it } from 'vitest';
import { filterFaq, normaliseForSearch } from './faq-filter.js';

const entries = [
  { question: 'Hur blir jag handledare?' },
  { question: 'Vad ändras när jag byter växellåda?' },
  { question: 'ÖVNINGSKÖRNING PÅ ÅKERN' },
  { question: 'Hur många övningskort kan jag ha?' },
];

const questions = (query: string) => filterFaq(entries, query).map((e) => e.question);

describe('filterFaq', () => {
  it('returns every entry, in order, for an empty or blank query', () => {
    expect(questions('')).toEqual(entries.map((e) => e.question));
    expect(questions('   ')).toEqual(entries.map((e) => e.question));
  });

  it('matches a substring regardless of case', () => {
    expect(questions('HANDLEDARE')).toEqual(['Hur blir jag handledare?']);
    expect(questions('ledar')).toEqual(['Hur blir jag handledare?']);
  });

  it('folds Å, Ä and Ö to å, ä and ö and back', () => {
    expect(questions('övningsk')).toEqual([
      'ÖVNINGSKÖRNING PÅ ÅKERN',
      'Hur många övningskort kan jag ha?',
    ]);
    expect(questions('ÖVNINGSKORT')).toEqual(['Hur många övningskort kan jag ha?']);
    expect(questions('åker')).toEqual(['ÖVNINGSKÖRNING PÅ ÅKERN']);
    expect(questions('VÄXELLÅDA')).toEqual(['Vad ändras när jag byter växellåda?']);
  });

  it('does not treat å, ä and ö as a, a and o', () => {
    expect(questions('vaxellada')).toEqual([]);
    expect(questions('ovningskort')).toEqual([]);
  });

  it('matches a letter typed in decomposed form and ignores extra spaces', () => {
    expect(questions('a\u030Aker')).toEqual(['ÖVNINGSKÖRNING PÅ ÅKERN']);
    expect(questions('  hur   blir ')).toEqual(['Hur blir jag handledare?']);
  });

  it('finds nothing for a word in no question', () => {
    expect(questions('XYZ')).toEqual([]);
  });

  it('searches the questions only, not the answers', () => {
    const withAnswer = [{ question: 'Vem är det till för?', answer: ['privat övningskörning'] }];
    expect(filterFaq(withAnswer, 'privat')).toEqual([]);
  });
});

describe('the help page questions', () => {
  const { faq } = publicScreens.support;

  it('are exactly nine, with unique ids', () => {
    expect(faq).toHaveLength(9);
    expect(new Set(faq.map((e) => e.id)).size).toBe(9);
  });

  it('contain the FAQ facts of the spec', () => {
    const all = faq.map((e) => `${e.question} ${e.answer.join(' ')}`).join('\n');
    expect(all).toMatch(/privat övningskörning/);
    expect(all).toMatch(/bara för körkortsbehörighet B/);
    expect(all).toMatch(/upp till 10 aktiva övningskort/);
    expect(all).toMatch(/Högst 1 handledare per elevkonto/);
    expect(all).toMatch(/inom 24 timmar/);
  });

  it('tells a supervisor what both need before they start, and points to the guide', () => {
    const answer = faq.find((e) => e.id === 'become-supervisor')!.answer.join('\n');
    expect(answer).toMatch(/godkännande som handledare .* från Transportstyrelsen/);
    expect(answer).toMatch(/både handledaren och eleven behövt gå en introduktionsutbildning/);
    expect(answer).toMatch(
      /föreslog i februari 2026 att kravet på introduktionsutbildning skulle tas bort/,
    );
    expect(answer).toMatch(/inte kunnat bekräfta att riksdagen har beslutat om ändringen/);
    expect(answer).toMatch(/högst fem elever samtidigt/);
    expect(answer).toMatch(/sitta bredvid eleven hela tiden och ha ditt körkort med dig/);
    expect(answer).toMatch(/Eleven behöver ett giltigt körkortstillstånd och måste ha fyllt 16 år/);
    expect(answer).toContain(`guiden ”${guideScreens.titles.beforeStart}”`);
  });

  it("'handledare' finds the three questions about the supervisor", () => {
    expect(filterFaq(faq, 'handledare').map((e) => e.id)).toEqual([
      'how-many-supervisors',
      'become-supervisor',
      'supervisor-follows',
    ]);
  });

  it('normalises like the page does', () => {
    expect(normaliseForSearch(' Växel  LÅDA ')).toBe('växel låda');
  });
});
