import { describe, expect, it } from 'vitest';
import {
  LESSON_HINT,
  LESSON_NUMBERS,
  LESSONS,
  SECTIONS,
  STATUS_KEYS,
  STATUS_LABELS,
  STATUSES,
  SUB_MOMENT_KEYS,
  TEMPLATE_LESSONS,
  lessonPosition,
  placesText,
  cardTemplate,
  sectionOf,
  statusKeyOf,
  type LessonNumber,
} from './lessons.js';

const allHeadings = LESSON_NUMBERS.flatMap((n) =>
  LESSONS[n].subMoments.flatMap((s) => [s.manual, s.automatic]),
);

describe('LESSONS', () => {
  it('has lessons 1..16, each under its own number', () => {
    expect(Object.keys(LESSONS).map(Number)).toEqual([...LESSON_NUMBERS]);
    for (const n of LESSON_NUMBERS) expect(LESSONS[n].number).toBe(n);
  });

  it('gives every lesson a non-empty title', () => {
    for (const n of LESSON_NUMBERS) {
      expect(LESSONS[n].title.trim()).not.toBe('');
      expect(LESSONS[n].title).toBe(LESSONS[n].title.trim());
    }
  });

  it('uses the spec titles, lesson 3 manual and lesson 4 automatic', () => {
    expect(LESSONS[1].title).toBe('Säkerhetskontroll');
    expect(LESSONS[3].title).toBe('Manuell växellåda samt rattstyrning');
    expect(LESSONS[4].title).toBe('Automatisk växellåda samt rattstyrning');
    expect(LESSONS[12].title).toBe('Motorväg och motortrafikled');
    expect(LESSONS[16].title).toBe('Utbildningskontroll');
  });

  it('gives every lesson 3 to 5 sub-moments with consecutive keys from catA', () => {
    for (const n of LESSON_NUMBERS) {
      const keys = LESSONS[n].subMoments.map((s) => s.key);
      expect(keys.length).toBeGreaterThanOrEqual(3);
      expect(keys.length).toBeLessThanOrEqual(5);
      expect(keys).toEqual(SUB_MOMENT_KEYS.slice(0, keys.length));
    }
  });

  it('has no empty or untrimmed heading, and no trailing period', () => {
    expect(allHeadings.length).toBeGreaterThan(0);
    for (const heading of allHeadings) {
      expect(heading).not.toBe('');
      expect(heading).toBe(heading.trim());
      expect(heading.endsWith('.')).toBe(false);
    }
  });

  it('keeps headings short and in sentence case', () => {
    for (const heading of allHeadings) {
      const words = heading.split(/\s+/).length;
      expect(words).toBeGreaterThanOrEqual(2);
      expect(words).toBeLessThanOrEqual(8);
      expect(heading[0]).toBe(heading[0]?.toUpperCase());
    }
  });

  it('has no duplicate headings within a lesson', () => {
    for (const n of LESSON_NUMBERS) {
      const manual = LESSONS[n].subMoments.map((s) => s.manual);
      const automatic = LESSONS[n].subMoments.map((s) => s.automatic);
      expect(new Set(manual).size).toBe(manual.length);
      expect(new Set(automatic).size).toBe(automatic.length);
    }
  });

  it('has at least one heading that differs by gearbox', () => {
    const differing = LESSON_NUMBERS.flatMap((n) =>
      LESSONS[n].subMoments.filter((s) => s.manual !== s.automatic),
    );
    expect(differing.length).toBeGreaterThan(0);
  });

  it('sets the hint flag on exactly lessons 1, 5, 6, 7, 15 and 16', () => {
    expect(LESSON_NUMBERS.filter((n) => LESSONS[n].hint)).toEqual([1, 5, 6, 7, 15, 16]);
    expect(LESSON_HINT.trim()).not.toBe('');
  });
});

describe('status keys', () => {
  it('maps each sub-moment key to its status key', () => {
    expect(statusKeyOf('catA')).toBe('statA');
    expect(statusKeyOf('catC')).toBe('statC');
    expect(statusKeyOf('catI')).toBe('statI');
    expect(SUB_MOMENT_KEYS.map(statusKeyOf)).toEqual([...STATUS_KEYS]);
  });

  it('labels the empty status as the placeholder and the others as themselves', () => {
    expect(STATUS_LABELS['']).toBe('----Välj----');
    for (const status of STATUSES.filter((s) => s !== '')) {
      expect(STATUS_LABELS[status]).toBe(status);
    }
  });
});

describe('sectionOf', () => {
  it('lists the four sections starting at 1, 8, 10 and 15', () => {
    expect(SECTIONS.map((s) => s.startsAt)).toEqual([1, 8, 10, 15]);
  });

  it.each<[LessonNumber, number, string]>([
    [1, 0, 'GRUNDLÄGGANDE MOMENT'],
    [7, 0, 'GRUNDLÄGGANDE MOMENT'],
    [8, 1, 'INLEDANDE TRAFIK'],
    [9, 1, 'INLEDANDE TRAFIK'],
    [10, 2, 'STADSTRAFIK OCH LANDSVÄG'],
    [14, 2, 'STADSTRAFIK OCH LANDSVÄG'],
    [15, 3, 'AVANCERADE MOMENT'],
    [16, 3, 'AVANCERADE MOMENT'],
  ])('puts lesson %i in section %i (%s)', (lesson, index, title) => {
    const section = sectionOf(lesson);
    expect(section.index).toBe(index);
    expect(section.title).toBe(title);
    expect(section.startsAt).toBe(SECTIONS[index]?.startsAt);
  });
});

describe('card templates', () => {
  it('has 15 lessons per gearbox with the spec numbers in order', () => {
    expect(TEMPLATE_LESSONS.manual).toEqual([1, 2, 3, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16]);
    expect(TEMPLATE_LESSONS.automatic).toEqual([
      1, 2, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16,
    ]);
  });

  it('builds the manual card with lesson 3 and without lesson 4', () => {
    const numbers = cardTemplate(false).map((l) => l.number);
    expect(numbers).toEqual([...TEMPLATE_LESSONS.manual]);
    expect(numbers).toContain(3);
    expect(numbers).not.toContain(4);
  });

  it('builds the automatic card with lesson 4 and without lesson 3', () => {
    const numbers = cardTemplate(true).map((l) => l.number);
    expect(numbers).toEqual([...TEMPLATE_LESSONS.automatic]);
    expect(numbers).toContain(4);
    expect(numbers).not.toContain(3);
  });

  it.each([
    [false, 'manual'],
    [true, 'automatic'],
  ] as const)('uses the headings of the gearbox (autotransmission %s)', (auto, gearbox) => {
    for (const templateLesson of cardTemplate(auto)) {
      const lesson = LESSONS[templateLesson.number];
      expect(templateLesson.nytitle).toBe(lesson.title);
      expect(templateLesson.headings).toEqual(
        Object.fromEntries(lesson.subMoments.map((s) => [s.key, s[gearbox]])),
      );
    }
  });

  it('shows the gearbox-specific hill start heading', () => {
    const hillStart = (auto: boolean) =>
      cardTemplate(auto).find((l) => l.number === 15)?.headings.catA;
    expect(hillStart(false)).toBe('Start i uppförsbacke med koppling och parkeringsbroms');
    expect(hillStart(true)).toBe('Start i uppförsbacke med bromspedal och parkeringsbroms');
  });
});

describe('a lesson’s place on the card (issue 34: one numbering everywhere)', () => {
  it('numbers a manual card’s lessons 1–15, lesson 5 being the fourth', () => {
    expect(TEMPLATE_LESSONS.manual.map((n) => lessonPosition(n, false))).toEqual(
      Array.from({ length: 15 }, (_, i) => i + 1),
    );
    expect(lessonPosition(5, false)).toBe(4);
    expect(lessonPosition(3, false)).toBe(3);
  });

  it('numbers an automatic card’s lessons 1–15, lesson 4 being the third', () => {
    expect(lessonPosition(4, true)).toBe(3);
    expect(lessonPosition(16, true)).toBe(15);
    expect(placesText([16, 4, 1], TEMPLATE_LESSONS.automatic)).toBe('1, 3, 15');
  });

  it('keeps the number of a lesson the gearbox’s card does not have', () => {
    expect(lessonPosition(4, false)).toBe(4);
  });
});
