import { describe, expect, it } from 'vitest';
import {
  isReflectionAnswer,
  REFLECTION_QUESTIONS,
  REFLECTION_QUESTIONS_PER_DRIVE,
  reflectionQuestionsFor,
  reflectionQuestionsToAsk,
  reflectionText,
} from './reflection.js';
import { DriveInputSchema } from './schemas/drives.js';
import { messages } from './messages.js';

const ids = (questions: readonly { id: string }[]) => questions.map((q) => q.id);

describe('the reflection’s rotation (issue 36)', () => {
  it('asks two questions a drive, and every question within a few drives', () => {
    const n = REFLECTION_QUESTIONS.length;
    const seen = new Set<string>();
    for (let drives = 0; drives < Math.ceil(n / REFLECTION_QUESTIONS_PER_DRIVE); drives += 1) {
      const asked = reflectionQuestionsFor(drives);
      expect(asked).toHaveLength(REFLECTION_QUESTIONS_PER_DRIVE);
      expect(new Set(ids(asked)).size).toBe(asked.length);
      for (const id of ids(asked)) seen.add(id);
    }
    expect(seen.size).toBe(n);
  });

  it('goes on where the previous drive stopped, and round again', () => {
    expect(ids(reflectionQuestionsFor(0))).toEqual(['alertness', 'stress']);
    expect(ids(reflectionQuestionsFor(1))).toEqual(['phone', 'fitness']);
    // Seven questions, two a drive: the fourth drive wraps round to the first.
    expect(ids(reflectionQuestionsFor(3))).toEqual(['risk', 'alertness']);
    for (let drives = 0; drives < 50; drives += 1) {
      const next = reflectionQuestionsFor(drives + 1)[0]!;
      const last = reflectionQuestionsFor(drives).at(-1)!;
      const order = ids(REFLECTION_QUESTIONS);
      expect(order.indexOf(next.id)).toBe((order.indexOf(last.id) + 1) % order.length);
    }
  });

  it('is pure and never fails on an odd count', () => {
    expect(reflectionQuestionsFor(12)).toEqual(reflectionQuestionsFor(12));
    for (const odd of [-3, Number.NaN, Number.POSITIVE_INFINITY, 2.7]) {
      expect(reflectionQuestionsFor(odd)).toHaveLength(REFLECTION_QUESTIONS_PER_DRIVE);
    }
    expect(ids(reflectionQuestionsFor(-3))).toEqual(ids(reflectionQuestionsFor(0)));
  });

  it('asks a changed drive what it answered, else the rotation’s', () => {
    expect(ids(reflectionQuestionsToAsk(['risk', 'gone'], 0))).toEqual(['risk']);
    expect(ids(reflectionQuestionsToAsk([], 1))).toEqual(['phone', 'fitness']);
    expect(ids(reflectionQuestionsToAsk(['gone'], 1))).toEqual(['phone', 'fitness']);
  });
});

describe('the reflection’s answers', () => {
  it('knows each question’s answers', () => {
    expect(isReflectionAnswer('alertness', '5')).toBe(true);
    expect(isReflectionAnswer('alertness', '6')).toBe(false);
    expect(isReflectionAnswer('phone', 'mostly')).toBe(true);
    expect(isReflectionAnswer('mood', 'yes')).toBe(false);
  });

  it('reads as one line, skipping what it does not know', () => {
    expect(
      reflectionText({
        answers: [
          { question: 'alertness', answer: '1' },
          { question: 'stress', answer: 'some' },
          { question: 'mood', answer: 'glad' },
        ],
        note: ' Mörkt ',
      }),
    ).toBe('Pigg: 1 · Stress: Lite · ”Mörkt”');
    expect(reflectionText(null)).toBe('');
    expect(reflectionText({ answers: [], note: '' })).toBe('');
  });

  it('is validated with the drive: optional, and a bad one is refused in Swedish', () => {
    const drive = {
      date: '2026-11-24',
      startTime: '16:30',
      minutes: 45,
      supervisedBy: { kind: 'school' },
    };
    expect(DriveInputSchema.parse(drive).reflection).toBeUndefined();
    expect(DriveInputSchema.parse({ ...drive, reflection: null }).reflection).toBeNull();
    expect(
      DriveInputSchema.parse({
        ...drive,
        reflection: { answers: [{ question: 'risk', answer: 'no' }] },
      }).reflection,
    ).toEqual({ answers: [{ question: 'risk', answer: 'no' }], note: '' });
    const refused = (reflection: unknown) =>
      DriveInputSchema.safeParse({ ...drive, reflection }).error?.issues[0]?.message;
    const m = messages.drives;
    expect(refused({ answers: [{ question: 'risk', answer: 'maybe' }] })).toBe(m.invalidReflection);
    expect(refused({ answers: [{ question: 'mood', answer: 'no' }] })).toBe(m.invalidReflection);
    expect(
      refused({
        answers: [
          { question: 'risk', answer: 'no' },
          { question: 'risk', answer: 'yes' },
        ],
      }),
    ).toBe(m.invalidReflection);
    expect(refused({ answers: [], extra: 1 })).toBe(m.invalidReflection);
    expect(refused(42)).toBe(m.invalidReflection);
    expect(refused({ answers: [], note: 'x'.repeat(301) })).toBe(m.reflectionNoteTooLong('300'));
  });
});
