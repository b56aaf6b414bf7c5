import { describe, expect, it } from 'vitest';
import { messages } from './messages.js';
import { SelfAssessmentInputSchema } from './schemas/self-assessment.js';
import {
  SELF_ASSESSMENT_SCALE,
  SELF_ASSESSMENT_SOURCE,
  SELF_ASSESSMENT_STATEMENTS,
  selfAssessmentPointText,
  selfAssessmentSummary,
} from './self-assessment.js';

const m = messages.selfAssessment;

describe('the self-assessment’s statements (issue 36, kursplan moment 4)', () => {
  it('has 8–12 short first-person statements with unique ids, and cites the kursplan', () => {
    const n = SELF_ASSESSMENT_STATEMENTS.length;
    expect(n).toBeGreaterThanOrEqual(8);
    expect(n).toBeLessThanOrEqual(12);
    expect(new Set(SELF_ASSESSMENT_STATEMENTS.map((s) => s.id)).size).toBe(n);
    for (const s of SELF_ASSESSMENT_STATEMENTS) {
      expect(s.text).toMatch(/^Jag .+\.$/u);
      expect(s.text.length).toBeLessThanOrEqual(100);
      expect(s.short.length).toBeLessThanOrEqual(30);
    }
    expect(SELF_ASSESSMENT_SOURCE).toContain('moment 4');
  });

  it('covers each goal of moment 4 the issue names', () => {
    const all = SELF_ASSESSMENT_STATEMENTS.map((s) => s.text).join(' ');
    for (const word of [
      'alkohol',
      'droger',
      'trött',
      'stress',
      'mobilen',
      'kamrater',
      'känslor',
      'bedöma',
      'risk',
    ]) {
      expect(all.toLowerCase()).toContain(word);
    }
  });

  it('answers on a three-step scale from “Stämmer inte” to “Stämmer helt”', () => {
    expect(SELF_ASSESSMENT_SCALE.map(([, label]) => label)).toEqual([
      'Stämmer inte',
      'Stämmer delvis',
      'Stämmer helt',
    ]);
  });
});

describe('the summary', () => {
  it('counts the answered and the fully true, and lists what to talk over', () => {
    const summary = selfAssessmentSummary([
      { statement: 'phone', answer: 'partly', note: ' Ibland vid rött ' },
      { statement: 'substances', answer: 'yes', note: '' },
      { statement: 'peers', answer: 'no', note: '' },
      { statement: 'gone', answer: 'no', note: '' },
      { statement: 'fatigue', answer: 'maybe', note: '' },
    ]);
    expect(summary.total).toBe(SELF_ASSESSMENT_STATEMENTS.length);
    expect(summary.answered).toBe(3);
    expect(summary.fully).toBe(1);
    // "Stämmer inte" first, then in the statements' order.
    expect(summary.toTalkOver.map((p) => p.statement.id)).toEqual(['peers', 'phone']);
    expect(summary.unanswered.map((s) => s.id)).not.toContain('phone');
    expect(summary.unanswered).toHaveLength(SELF_ASSESSMENT_STATEMENTS.length - 3);
    expect(selfAssessmentPointText(summary.toTalkOver[1]!)).toBe(
      'Mobilen: Stämmer delvis – ”Ibland vid rött”',
    );
    expect(selfAssessmentPointText(summary.toTalkOver[0]!)).toBe('Kamrater i bilen: Stämmer inte');
  });

  it('is empty and all unanswered before the first answer', () => {
    const summary = selfAssessmentSummary([]);
    expect(summary.answered).toBe(0);
    expect(summary.fully).toBe(0);
    expect(summary.toTalkOver).toEqual([]);
    expect(summary.unanswered).toHaveLength(SELF_ASSESSMENT_STATEMENTS.length);
  });
});

describe('the schema of a save', () => {
  const refused = (body: unknown) =>
    SelfAssessmentInputSchema.safeParse(body).error?.issues[0]?.message;

  it('takes known statements and values, the note trimmed and optional', () => {
    expect(
      SelfAssessmentInputSchema.parse({
        answers: [
          { statement: 'phone', answer: 'yes' },
          { statement: 'stress', answer: 'no', note: '  Vid stora korsningar ' },
        ],
      }),
    ).toEqual({
      answers: [
        { statement: 'phone', answer: 'yes', note: '' },
        { statement: 'stress', answer: 'no', note: 'Vid stora korsningar' },
      ],
    });
    expect(SelfAssessmentInputSchema.parse({ answers: [] })).toEqual({ answers: [] });
  });

  it('refuses an unknown statement or value, a repeat and extra fields, in Swedish', () => {
    expect(refused({ answers: [{ statement: 'mood', answer: 'yes' }] })).toBe(m.invalidAnswers);
    expect(refused({ answers: [{ statement: 'phone', answer: 'maybe' }] })).toBe(m.invalidAnswers);
    expect(
      refused({
        answers: [
          { statement: 'phone', answer: 'yes' },
          { statement: 'phone', answer: 'no' },
        ],
      }),
    ).toBe(m.invalidAnswers);
    expect(refused({ answers: [{ statement: 'phone', answer: 'yes', extra: 1 }] })).toBe(
      m.invalidAnswers,
    );
    expect(refused({ answers: [], studentId: 'x' })).toBe(m.invalidAnswers);
    expect(refused(42)).toBe(m.invalidAnswers);
    expect(refused({ answers: 'yes' })).toBe(m.invalidAnswers);
  });

  it('bounds the note', () => {
    const note = (length: number) => ({
      answers: [{ statement: 'phone', answer: 'partly', note: 'x'.repeat(length) }],
    });
    expect(SelfAssessmentInputSchema.safeParse(note(200)).success).toBe(true);
    expect(refused(note(201))).toBe(m.noteTooLong('200'));
    expect(refused({ answers: [{ statement: 'phone', answer: 'yes', note: 7 }] })).toBe(
      m.noteTooLong('200'),
    );
  });
});
