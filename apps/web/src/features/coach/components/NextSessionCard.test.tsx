import {
  cardTemplate,
  DRIVE_CONDITIONS,
  DRIVE_ROADS,
  driveTotals,
  suggestNextSession,
  type DriveFacts,
  type NextSessionLesson,
  type StatusKey,
} from '@ovningskort/domain';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { NextSessionCard } from './NextSessionCard.js';

const TODAY = '2026-03-01';
const EMPTY: Record<StatusKey, ''> = {
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

/** A new manual card, lessons below `finishedBefore` with every sub-moment approved. */
function card(finishedBefore = 1): NextSessionLesson[] {
  return cardTemplate(false).map((lesson) => {
    const note: NextSessionLesson = {
      number: lesson.number,
      isDone: false,
      ...lesson.headings,
      ...EMPTY,
    };
    if (lesson.number < finishedBefore) {
      for (const key of Object.keys(lesson.headings)) {
        note[`stat${key.slice(3)}` as StatusKey] = 'Godkänd';
      }
    }
    return note;
  });
}

const drive = (facts: Partial<DriveFacts>): DriveFacts => ({
  date: '2026-02-01',
  minutes: 45,
  km: null,
  conditions: [],
  roads: [],
  traffic: null,
  lessons: [],
  supervisedBy: { kind: 'supervisor' },
  confirmed: null,
  ...facts,
});

/**
 * The card as HTML, each sub-moment linking to `/kort/<lesson>/<key>` (or not, for lesson 16),
 * each lesson named by its position on the card as the card screen names it.
 */
function render(
  lessons: NextSessionLesson[],
  drives: DriveFacts[] | null,
  headingLevel?: 2 | 3,
): string {
  const session = suggestNextSession(lessons, drives ? driveTotals(drives, TODAY) : null);
  return renderToStaticMarkup(
    <MemoryRouter>
      <NextSessionCard
        session={session}
        lessonPosition={(number) => lessons.findIndex((lesson) => lesson.number === number) + 1}
        momentHref={(lesson, key) => (lesson === 16 ? null : `/kort/${lesson}/${key}`)}
        headingLevel={headingLevel}
      />
    </MemoryRouter>,
  );
}

/** The text of the markup, tags dropped and spaces collapsed. */
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/ ([.,:)])/g, '$1')
    .trim();

describe('Förslag till nästa pass', () => {
  it('plans a new card’s first session: lesson 1 at a calm place, its sub-moments as links', () => {
    const html = render(card(), []);
    expect(html).toMatch(/<h2 id="[^"]+"[^>]*>Förslag till nästa pass<\/h2>/);
    expect(html).toContain('aria-labelledby=');
    expect(text(html)).toContain('Nästa pass: 30 minuter. Övning: Lektion 1 Säkerhetskontroll');
    expect(html).toContain('<a href="/kort/1/catA">Däck och hjul</a>');
    expect(html).toContain('<a href="/kort/1/catB">Lampor och reflexer</a>');
    expect(text(html)).toContain(
      'Välj en lugn plats utan annan trafik, till exempel en tom parkeringsplats.',
    );
    expect(text(html)).toContain(
      'Varför: Ni har inte börjat på lektion 1 än. Det finns inga körningar i körjournalen än.',
    );
  });

  it('sends the dark lesson out on a rural road after sunset, because the log has no dark drive', () => {
    const html = render(card(13), [drive({ roads: ['urban', 'rural', 'motorway'] })]);
    // Lesson 13 of the catalogue is the 12th of a manual card (it has no lesson 4), as its screen says.
    expect(text(html)).toContain('Nästa pass: 45 minuter. Övning: Lektion 12 Mörker');
    expect(text(html)).toContain('Ni har inte börjat på lektion 12 än.');
    expect(text(html)).toContain('Välj en landsväg. Kör efter solnedgången, när det är mörkt.');
    expect(text(html)).toContain('Ni har inte kört i mörker än.');
    expect(html).toContain('<a href="/kort/13/catA">Användning av hel- och halvljus</a>');
  });

  it('shows how far a begun lesson has come, and the status of a begun sub-moment', () => {
    const lessons = card(8).map((l) =>
      l.number === 8 ? { ...l, statA: 'Godkänd' as const, statB: 'Började' as const } : l,
    );
    const html = render(lessons, [drive({ roads: ['urban'] }), drive({ roads: ['urban'] })]);
    expect(text(html)).toContain('Övning: Lektion 7 Mindre samhälle');
    expect(text(html)).toContain('Väjningsplikt och högerregeln (Började)');
    expect(text(html)).toContain('Kör i tättbebyggt område. Välj en tid med lugn trafik.');
    expect(text(html)).toContain('Varför: 1 av 5 moment i lektion 7 är godkända.');
  });

  it('asks for the one condition the log is missing once the card is finished', () => {
    const html = render(card(17), [
      drive({ roads: [...DRIVE_ROADS], conditions: ['dark', 'rain'] }),
      drive({ roads: [...DRIVE_ROADS], conditions: ['dark', 'rain'] }),
    ]);
    expect(text(html)).toContain('Nästa pass: 30 minuter. Övning: Repetera lektion 13 Halt väglag');
    expect(text(html)).toContain('Kör nästa gång det är snö, is eller halt väglag.');
    expect(text(html)).toContain(
      'Alla moment på kortet är godkända. Ni har inte kört på snö, is eller halt väglag än.',
    );
    // A repetition: the sub-moments are all approved, so no status is shown beside them.
    expect(html).not.toContain('(Godkänd)');
  });

  it('suggests a mixed drive like the driving test when everything is covered', () => {
    const covered = drive({ roads: [...DRIVE_ROADS], conditions: [...DRIVE_CONDITIONS] });
    const html = render(card(17), [covered, covered], 3);
    expect(html).toMatch(/<h3 id="[^"]+"[^>]*>Förslag till nästa pass<\/h3>/);
    expect(text(html)).toContain(
      'Nästa pass: 60 minuter. Övning: Blandad repetition, som ett körprov',
    );
    // No address for these sub-moments: their names show without a link.
    expect(html).not.toContain('<a ');
    expect(text(html)).toContain('Självständig körning');
    expect(text(html)).toContain('som på körprovet');
  });

  it('leaves the log out of the why while it is not known', () => {
    const html = render(card(), null);
    expect(text(html)).toContain('Varför: Ni har inte börjat på lektion 1 än.');
    expect(text(html)).not.toContain('körjournalen');
  });
});
