import {
  cardTemplate,
  SUB_MOMENT_KEYS,
  statusKeyOf,
  type DrivingNote,
  type Status,
} from '@ovningskort/domain';
import { renderToStaticMarkup } from 'react-dom/server';
import { matchPath, MemoryRouter, resolvePath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { cardOverviewPaths } from '../../../config/card-overview-paths.js';
import { paths, supervisorStudentNotesPath } from '../../../config/paths.js';
import { CardOverviewGrid } from './CardOverviewGrid.js';
import { statusSetters } from './card-history.js';
import { overviewAddress } from './selection.js';

/** A whole manual card as the API sends it, every status empty and no lesson done. */
function card(): DrivingNote[] {
  return cardTemplate(false).map((lesson, at) => {
    const note: DrivingNote = {
      id: `l${at + 1}`,
      groupId: 'g1',
      studentId: 's1',
      number: lesson.number,
      nytitle: lesson.nytitle,
      isDone: false,
      catA: '',
      catB: '',
      catC: '',
      catD: '',
      catE: '',
      catF: '',
      catG: '',
      catH: '',
      catI: '',
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
    for (const key of SUB_MOMENT_KEYS) note[key] = lesson.headings[key] ?? '';
    return note;
  });
}

function setStatus(lesson: DrivingNote, moment: number, status: Status) {
  const key = SUB_MOMENT_KEYS.filter((k) => lesson[k] !== '')[moment];
  if (!key) throw new Error(`no sub-moment ${moment}`);
  lesson[statusKeyOf(key)] = status;
}

const render = (lessons: DrivingNote[], cardPage = '/notes', position = 2) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <CardOverviewGrid lessons={lessons} card={position} cardPage={cardPage} />
    </MemoryRouter>,
  );

/** The visible and hidden text of an element's markup, tags dropped, spaces collapsed. */
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** Every cell: its link, its tone, its accessible name and the words on screen. */
function cells(html: string) {
  return [...html.matchAll(/<a ([^>]*)>(.*?)<\/a>/g)].map(([, attributes, inner]) => ({
    href: /href="([^"]+)"/.exec(attributes!)?.[1]?.replace(/&amp;/g, '&'),
    tone: /data-status="(\w+)"/.exec(attributes!)?.[1],
    name: /aria-label="([^"]+)"/.exec(attributes!)?.[1],
    text: text(inner!),
  }));
}

/** The lessons' items of the ordered list. */
function lessonItems(html: string) {
  const list = /<ol[^>]*>(.*)<\/ol>/s.exec(html)?.[1] ?? '';
  return list.split(/<li class="[^"]*"><div/).slice(1);
}

describe('CardOverviewGrid', () => {
  const lessons = card();
  const first = lessons[0]!;
  const fifth = lessons[4]!;
  setStatus(first, 0, 'Godkänd');
  setStatus(first, 1, 'Visad kunskap');
  setStatus(first, 2, 'Började');
  first.isDone = true;
  setStatus(fifth, 1, 'Godkänd');
  const html = render(lessons);
  const all = cells(html);

  it('shows every lesson, each with a cell for each of its sub-moments', () => {
    expect(lessonItems(html)).toHaveLength(15);
    const subMoments = lessons.reduce(
      (sum, lesson) => sum + SUB_MOMENT_KEYS.filter((k) => lesson[k] !== '').length,
      0,
    );
    expect(all).toHaveLength(subMoments);
    expect(html).toContain(`Lektion 5</span> <span class="`);
    expect(html).toContain(fifth.nytitle);
  });

  it('says each status in words (and with an icon), not only by its colour', () => {
    const [a, b, c, d] = all;
    expect(a).toMatchObject({
      tone: 'approved',
      name: `Lektion 1, ${first.catA}: Godkänd`,
      text: `${first.catA} Godkänd`,
    });
    expect(b).toMatchObject({
      tone: 'shown',
      name: `Lektion 1, ${first.catB}: Visad kunskap`,
      text: `${first.catB} Visad kunskap`,
    });
    expect(c).toMatchObject({
      tone: 'started',
      name: `Lektion 1, ${first.catC}: Började`,
      text: `${first.catC} Började`,
    });
    expect(d).toMatchObject({
      tone: 'none',
      name: `Lektion 1, ${first.catD}: Ingen status`,
      text: `${first.catD} Ingen status`,
    });
    expect(html).not.toContain('Välj');
    // Every cell has its shape too, hidden from assistive technology as the words say it.
    const icons = html.match(/<svg[^>]*aria-hidden="true"/g) ?? [];
    expect(icons.length).toBeGreaterThanOrEqual(all.length);
  });

  it('opens the lesson at the sub-moment: the card, the lesson and the sub-moment in the link', () => {
    expect(all[0]?.href).toBe('/notes?kort=2&lektion=1&moment=1');
    expect(all[2]?.href).toBe('/notes?kort=2&lektion=1&moment=3');
    const fifthCells = all.filter((cell) => cell.name?.startsWith('Lektion 5,'));
    expect(fifthCells[1]).toMatchObject({
      href: '/notes?kort=2&lektion=5&moment=2',
      name: `Lektion 5, ${fifth.catB}: Godkänd`,
    });
    const supervised = cells(render(lessons, '/instructorNotesGet/s%201', 1));
    expect(supervised[0]?.href).toBe('/instructorNotesGet/s%201?kort=1&lektion=1&moment=1');
  });

  it('counts the card and each lesson, and says which lessons are done', () => {
    const subMoments = all.length;
    expect(html).toContain('1 av 15 lektioner klara');
    expect(html).toContain(`2 av ${subMoments} moment godkända`);
    expect(html).toContain('0 av 4 avsnitt klara');
    const items = lessonItems(html);
    const firstTotal = SUB_MOMENT_KEYS.filter((k) => first[k] !== '').length;
    expect(text(items[0]!)).toContain(`Klar ${'1'} av ${firstTotal} godkända`);
    expect(text(items[1]!)).toContain('Inte markerad klar 0 av');
    expect(text(items[4]!)).toContain('Inte markerad klar 1 av');
  });

  it('says a status the learner set is her own assessment, and counts only the supervisor’s approvals', () => {
    const lesson = first;
    const key = SUB_MOMENT_KEYS.filter((k) => lesson[k] !== '');
    // catA 'Godkänd' set by the learner; catB 'Visad kunskap' by the supervisor.
    const byLearner = { role: 'student', name: 'Ines' } as const;
    const bySupervisor = { role: 'supervisor', name: 'Tor' } as const;
    const entry = (
      subMoment: (typeof key)[number],
      to: Status,
      by: typeof byLearner | typeof bySupervisor,
    ) => ({
      at: 1,
      receivedAt: 1,
      by,
      lesson: 1,
      lessonId: lesson.id,
      subMoment,
      from: '' as const,
      to,
    });
    const setters = statusSetters([
      entry(key[0]!, 'Godkänd', byLearner),
      entry(key[1]!, 'Visad kunskap', bySupervisor),
      // The fifth lesson's 'Godkänd' by the supervisor.
      {
        ...entry(SUB_MOMENT_KEYS.filter((k) => fifth[k] !== '')[1]!, 'Godkänd', bySupervisor),
        lessonId: fifth.id,
      },
    ]);
    const withHistory = renderToStaticMarkup(
      <MemoryRouter>
        <CardOverviewGrid lessons={lessons} card={2} cardPage="/notes" setters={setters} />
      </MemoryRouter>,
    );
    const [a, b] = cells(withHistory);
    expect(a).toMatchObject({
      name: `Lektion 1, ${first.catA}: Godkänd, elevens egen bedömning`,
      text: `${first.catA} Godkänd (egen bedömning)`,
    });
    expect(b?.text).toBe(`${first.catB} Visad kunskap`);
    expect(withHistory).toContain(`1 av ${all.length} moment godkända av handledaren`);
    expect(text(lessonItems(withHistory)[0]!)).toContain('Klar 0 av');
    expect(withHistory).toContain('räknas inte som godkänd');
  });

  it('is a list of lessons with headings, each with a list of links', () => {
    expect(html.match(/<h3/g)).toHaveLength(15);
    expect(html.match(/<ul class="[^"]*"><li><a /g)).toHaveLength(15);
    expect(all.every((cell) => cell.name && cell.href && cell.tone)).toBe(true);
  });
});

describe('overviewAddress', () => {
  it('leads from either card screen to its overview route, with the card', () => {
    const student = resolvePath(overviewAddress(3), paths.notes);
    expect(student).toMatchObject({ pathname: cardOverviewPaths.cardOverview, search: '?kort=3' });
    const supervised = resolvePath(overviewAddress(1), supervisorStudentNotesPath('s-1'));
    expect(
      matchPath(cardOverviewPaths.supervisorStudentCardOverview, supervised.pathname),
    ).toMatchObject({ params: { studentId: 's-1' } });
    expect(supervised.search).toBe('?kort=1');
  });
});
