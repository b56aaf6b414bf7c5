import { describe, expect, it } from 'vitest';
import { cardTemplate, type StatusKey } from './lessons.js';
import {
  approvedAsListed,
  cardProgress,
  groupCards,
  isLessonNumber,
  lessonProgress,
  subMomentsOf,
} from './progress.js';
import type { DrivingNote } from './schemas/cards.js';

const EMPTY_STATUSES: Record<StatusKey, ''> = {
  statA: '',
  statB: '',
  statC: '',
  statD: '',
  statE: '',
  statF: '',
  statG: '',
  statH: '',
  statI: '',
};

/** A card as the API returns it, made from the real template. */
function card(groupId: string, autotransmission = false): DrivingNote[] {
  return cardTemplate(autotransmission).map((lesson) => ({
    id: `${groupId}-${lesson.number}`,
    groupId,
    studentId: 's1',
    number: lesson.number,
    nytitle: lesson.nytitle,
    isDone: false,
    ...lesson.headings,
    ...EMPTY_STATUSES,
  }));
}

const done = (notes: DrivingNote[], numbers: number[]) =>
  notes.map((n) => (numbers.includes(n.number) ? { ...n, isDone: true } : n));

describe('cardProgress', () => {
  it('counts a new manual card as nothing done of 15 lessons, 70 sub-moments and 4 sections', () => {
    expect(cardProgress(card('g1'))).toEqual({
      lessons: { done: 0, total: 15 },
      approved: { done: 0, total: 70 },
      sections: { done: 0, total: 4 },
    });
  });

  it('counts the automatic template from its own lessons too', () => {
    const progress = cardProgress(card('g1', true));
    expect(progress.lessons.total).toBe(15);
    expect(progress.approved.total).toBe(70);
  });

  it('counts lessons ticked done', () => {
    expect(cardProgress(done(card('g1'), [1, 2, 16])).lessons).toEqual({ done: 3, total: 15 });
  });

  it('counts only Godkänd as approved, not Började or Visad kunskap', () => {
    const notes = card('g1').map((n) =>
      n.number === 1
        ? {
            ...n,
            statA: 'Godkänd' as const,
            statB: 'Visad kunskap' as const,
            statC: 'Började' as const,
          }
        : n.number === 2
          ? { ...n, statD: 'Godkänd' as const }
          : n,
    );
    expect(cardProgress(notes).approved).toEqual({ done: 2, total: 70 });
  });

  it('does not count a status on a sub-moment the lesson does not have', () => {
    // Lesson 2 has four sub-moments (A–D): a stray statE or statI is not a sub-moment.
    const notes = card('g1').map((n) =>
      n.number === 2 ? { ...n, statE: 'Godkänd' as const, statI: 'Godkänd' as const } : n,
    );
    expect(cardProgress(notes).approved.done).toBe(0);
  });

  it('completes a section when every lesson of it on the card is done', () => {
    // Manual card: the first section holds lessons 1, 2, 3, 5, 6, 7.
    const almost = done(card('g1'), [1, 2, 3, 5, 6]);
    expect(cardProgress(almost).sections.done).toBe(0);
    expect(cardProgress(done(almost, [7])).sections.done).toBe(1);
    // Lessons 8 and 9 make 'INLEDANDE TRAFIK'; 15 and 16 'AVANCERADE MOMENT'.
    expect(cardProgress(done(card('g1'), [8, 9, 15, 16])).sections).toEqual({
      done: 2,
      total: 4,
    });
    expect(
      cardProgress(
        done(
          card('g1'),
          card('g1').map((n) => n.number),
        ),
      ).sections.done,
    ).toBe(4);
  });

  it('does not complete a section that has no lesson on the card', () => {
    const partial = done(card('g1'), [1]).filter((n) => n.number === 1);
    expect(cardProgress(partial)).toEqual({
      lessons: { done: 1, total: 1 },
      approved: { done: 0, total: 5 },
      sections: { done: 1, total: 4 },
    });
  });

  it('counts nothing for a card without lessons', () => {
    expect(cardProgress([])).toEqual({
      lessons: { done: 0, total: 0 },
      approved: { done: 0, total: 0 },
      sections: { done: 0, total: 4 },
    });
  });

  it('counts a lesson with an unknown number among the lessons, but in no section', () => {
    const [first] = card('g1');
    const odd = { ...first!, number: 99, isDone: true };
    expect(cardProgress([odd]).lessons).toEqual({ done: 1, total: 1 });
    expect(cardProgress([odd]).sections.done).toBe(0);
  });
});

describe('subMomentsOf', () => {
  it('lists the sub-moments set on the lesson, in order, with their status keys and statuses', () => {
    const lesson = { ...card('g1')[1]!, statB: 'Började' as const };
    expect(subMomentsOf(lesson)).toEqual([
      { key: 'catA', statusKey: 'statA', heading: 'Inställning av förarstolen', status: '' },
      { key: 'catB', statusKey: 'statB', heading: 'Inställning av speglarna', status: 'Började' },
      { key: 'catC', statusKey: 'statC', heading: 'Bilbälte och nackstöd', status: '' },
      { key: 'catD', statusKey: 'statD', heading: 'Inställning av ratten', status: '' },
    ]);
  });

  it('skips blank headings', () => {
    const lesson = { ...card('g1')[1]!, catB: '  ', catE: '' };
    expect(subMomentsOf(lesson).map((s) => s.key)).toEqual(['catA', 'catC', 'catD']);
  });
});

describe('groupCards', () => {
  it('groups lessons by card, keeping the order of the cards and of their lessons', () => {
    const a = card('a');
    const b = card('b');
    const groups = groupCards([...a, ...b]);
    expect(groups.map((g) => g.groupId)).toEqual(['a', 'b']);
    expect(groups[0]!.lessons).toEqual(a);
    expect(groups[1]!.lessons).toEqual(b);
  });

  it('gives no cards for no lessons', () => {
    expect(groupCards([])).toEqual([]);
  });
});

describe('isLessonNumber', () => {
  it('knows the lesson numbers 1..16 only', () => {
    expect(isLessonNumber(1)).toBe(true);
    expect(isLessonNumber(16)).toBe(true);
    expect(isLessonNumber(0)).toBe(false);
    expect(isLessonNumber(17)).toBe(false);
  });
});

describe('lessonProgress', () => {
  it('counts the approved and begun sub-moments of one lesson, and says whether it is done', () => {
    const [lesson] = card('g1');
    expect(lessonProgress(lesson!)).toEqual({ done: false, approved: 0, begun: 0, total: 5 });
    const worked = { ...lesson!, statA: 'Godkänd', statB: 'Började', isDone: true } as const;
    expect(lessonProgress(worked)).toEqual({ done: true, approved: 1, begun: 2, total: 5 });
  });
});

describe('approvedAsListed (issue 34)', () => {
  const lesson = (changes: Partial<DrivingNote>): DrivingNote => ({
    ...card('g1')[0]!,
    statA: 'Godkänd',
    statB: 'Godkänd',
    statC: 'Visad kunskap',
    ...changes,
  });

  it('counts only the Godkänd the server says the supervisor set', () => {
    const one = lesson({ approvedBySupervisor: ['statB', 'statC'] });
    // statA: the learner's own; statC: listed, but it no longer holds Godkänd.
    expect(lessonProgress(one, approvedAsListed).approved).toBe(1);
    expect(cardProgress([one], approvedAsListed).approved.done).toBe(1);
    expect(lessonProgress(lesson({ approvedBySupervisor: [] }), approvedAsListed).approved).toBe(0);
  });

  it('counts every Godkänd of a lesson from a server older than the rule', () => {
    expect(lessonProgress(lesson({}), approvedAsListed).approved).toBe(2);
  });
});
