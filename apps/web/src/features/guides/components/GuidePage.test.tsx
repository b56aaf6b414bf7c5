import type { JSX, ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CompactGuideLinks } from '../../../components/CompactGuideLinks.js';
import { GuideLinks } from '../../../components/GuideLinks.js';
import { paths } from '../../../config/paths.js';
import { publicScreens } from '../../../copy/public.js';
import { beforeStartGuide } from '../content/before-start.js';
import { newSupervisorGuide } from '../content/new-supervisor.js';
import { risksGuide } from '../content/risks.js';
import type { Guide } from '../content/types.js';
import { backLink } from './GuidePage.js';
import { BeforeStartGuidePage, NewSupervisorGuidePage, RisksGuidePage } from './GuidePages.js';

/** Title, guide, screen, review date, the guide it links to, and its sections of advice only. */
const guides: [string, Guide, () => JSX.Element, string, string, string[]][] = [
  [
    'Innan ni börjar',
    beforeStartGuide,
    BeforeStartGuidePage,
    '2026-12-06',
    paths.guideRisks,
    ['checklista'],
  ],
  [
    'Risker och dina förutsättningar',
    risksGuide,
    RisksGuidePage,
    '2026-11-29',
    paths.guideBeforeStart,
    [],
  ],
  [
    'Ny som handledare – inför första körningen',
    newSupervisorGuide,
    NewSupervisorGuidePage,
    '2026-12-06',
    paths.guideBeforeStart,
    ['plats', 'ord-och-tecken', 'dagsform', 'under-korningen', 'sluta', 'efter'],
  ],
];

const render = (node: ReactNode, entry: { pathname: string; state?: unknown }) =>
  renderToStaticMarkup(<MemoryRouter initialEntries={[entry]}>{node}</MemoryRouter>);

const text = (html: string) => html.replace(/<[^>]+>/g, '');

describe.each(guides)('the guide %s', (title, guide, Screen, reviewed, other, advice) => {
  const html = render(<Screen />, { pathname: '/guide' });

  it('has one h1, its title, and an h2 for each section', () => {
    expect(html.match(/<h1[ >]/g)).toHaveLength(1);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
    for (const section of guide.sections) {
      expect(html).toContain(`<h2 id="${section.id}" tabindex="-1">${section.heading}</h2>`);
    }
  });

  it('lists every section in its table of contents, linked to the section', () => {
    const contents = /<nav[^>]*>(.*?)<\/nav>/s.exec(html)?.[1] ?? '';
    expect(contents).toContain('>Innehåll</h2>');
    const links = [...contents.matchAll(/<a href="#([^"]+)">([^<]+)<\/a>/g)];
    expect(links.map((link) => [link[1], link[2]])).toEqual(
      guide.sections.map((section) => [section.id, section.heading]),
    );
  });

  it('uses anchors that are unique and safe in an address', () => {
    const ids = guide.sections.map((section) => section.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('shows its review date, a real day not in the future', () => {
    expect(guide.reviewed).toBe(reviewed);
    expect(html).toContain(`Granskad <time dateTime="${guide.reviewed}">${guide.reviewed}</time>`);
    const day = new Date(`${guide.reviewed}T00:00:00Z`);
    expect(day.toISOString().slice(0, 10)).toBe(guide.reviewed);
    expect(day.getTime()).toBeLessThanOrEqual(Date.now());
  });

  it('names a source for every section that states rules, and shows it', () => {
    for (const section of guide.sections) {
      if (advice.includes(section.id)) {
        // Advice and a summary cite nothing: a rule they mention has its source elsewhere.
        expect(section.sources, section.id).toEqual([]);
        continue;
      }
      expect(section.sources.length, section.id).toBeGreaterThan(0);
      expect(text(html)).toContain(section.sources.join('; '));
    }
  });

  it('links to the other guide and back to Hem', () => {
    expect(html).toContain(`href="${other}"`);
    expect(text(html)).toContain('Tillbaka till Hem');
  });
});

describe('the guides’ content', () => {
  it('cites the rules the issue asks for', () => {
    const all = (guide: Guide) =>
      guide.sections
        .flatMap((s) => [
          ...s.paragraphs,
          ...(s.list?.items ?? []),
          ...(s.after ?? []),
          ...s.sources,
        ])
        .join(' ');
    const before = all(beforeStartGuide);
    expect(before).toContain('16 år');
    expect(before).toContain('fyllt 24 år');
    expect(before).toContain('minst fem av de senaste tio åren');
    expect(before).toContain('ÖVNINGSKÖR');
    expect(before).toContain('prövotid på två år');
    expect(before).toContain('Körkortsförordningen (1998:980) 4 kap. 7 §');
    // Issue 36: the supervisor sits beside the learner, carries the licence, has at most five
    // learners; the disqualifying revocations; the age paragraph; the kunskapsprov's validity.
    expect(before).toContain('Körkortsförordningen (1998:980) 4 kap. 6 §');
    expect(before).toContain('högst fem elever samtidigt');
    expect(before).toContain('ha sitt körkort med sig');
    expect(before).toContain('rattfylleri, opålitlighet i nykterhetshänseende eller grova brott');
    expect(before).toContain('under sammanlagt mer än tre månader');
    expect(before).toContain('Körkortslagen (1998:488) 4 kap. 2 § (ålder för övningskörning)');
    expect(before).toContain('godkänt kunskapsprov gäller i fyra månader');
    const risks = all(risksGuide);
    expect(risks).toContain('0,2 promille');
    expect(risks).toContain('1,0 promille');
    // Medicines that affect driving: the package leaflet says so (the red triangle is gone).
    expect(risks).toContain('bipacksedeln, i avsnittet om körförmåga');
    expect(risks).not.toContain('varningstriangel');
    expect(before).toContain('villkor om alkolås');
    expect(before).toContain('kunskapsprovet och körprovet');
    expect(risks).toContain('Trafikförordningen (1998:1276) 4 kap. 10 e §');
    const questions = risksGuide.sections.find((s) => s.id === 'sjalvvardering')?.list?.items;
    expect(questions?.length).toBeGreaterThanOrEqual(3);
    for (const question of questions ?? []) expect(question).toMatch(/\?$/);
  });
});

describe('the guide Ny som handledare (issue 36)', () => {
  const words = (guide: Guide) =>
    [
      ...guide.intro,
      ...guide.sections.flatMap((s) => [
        s.heading,
        ...s.paragraphs,
        ...(s.list?.intro ? [s.list.intro] : []),
        ...(s.list?.items ?? []),
        ...(s.after ?? []),
        ...(s.notice ? [s.notice.heading, s.notice.text] : []),
      ]),
    ]
      .join(' ')
      .split(/\s+/)
      .filter(Boolean);
  const all = words(newSupervisorGuide).join(' ');

  it('is read in ten minutes', () => {
    // About 200 words a minute for a careful reader of Swedish, with time left to think.
    expect(words(newSupervisorGuide).length).toBeLessThanOrEqual(1500);
    expect(newSupervisorGuide.intro.join(' ')).toContain('ungefär tio minuter');
  });

  it('goes before, during and after the first drive, in that order', () => {
    const headings = newSupervisorGuide.sections.map((s) => s.heading);
    const phase = (heading: string) =>
      heading.startsWith('Före:')
        ? 1
        : heading.startsWith('Under:')
          ? 2
          : heading.startsWith('Efter:')
            ? 3
            : 0;
    const phases = headings.map(phase).filter((p) => p > 0);
    expect(phases).toEqual([...phases].sort());
    expect(new Set(phases)).toEqual(new Set([1, 2, 3]));
  });

  it('says what the issue asks for: no brake, an empty place, words, the learner’s state, when to end, the drive log', () => {
    expect(newSupervisorGuide.sections[0]!.heading).toBe('Du har ingen egen broms');
    expect(all).toContain('parkeringsplats');
    expect(all).toContain('motorn avstängd');
    expect(all).toContain('”Broms!”');
    expect(all).toContain('”Stanna där framme”');
    expect(all).toContain('Fråga hur eleven mår');
    expect(all).toContain('prata när bilen står still');
    expect(all).toContain('Sluta medan det går bra');
    expect(all).toContain('körjournalen');
    expect(all).toContain('nästa pass');
    expect(all).toContain('”För handledaren”');
    const questions = newSupervisorGuide.sections.find((s) => s.id === 'efter')!.list!.items;
    expect(questions.length).toBeGreaterThanOrEqual(2);
    expect(questions.length).toBeLessThanOrEqual(3);
    for (const question of questions) expect(question).toMatch(/\?$/);
  });

  it('is linked from Hem, beside the other guides', () => {
    const html = render(<GuideLinks variant="section" />, { pathname: '/' });
    expect(html).toContain(`href="${paths.guideNewSupervisor}"`);
    expect(text(html)).toContain('Ny som handledare – inför första körningen');
  });
});

describe('backLink', () => {
  it('leads back to the card screen of either role, with the card shown', () => {
    expect(backLink({ from: '/notes?kort=2&lektion=3' })).toEqual({
      to: '/notes?kort=2&lektion=3',
      label: 'Tillbaka till övningskortet',
    });
    expect(backLink({ from: '/instructorNotesGet/abc' })).toEqual({
      to: '/instructorNotesGet/abc',
      label: 'Tillbaka till övningskortet',
    });
  });

  it('leads to Hem from Hem, without a known origin, or from an address not of this app', () => {
    const home = { to: '/', label: 'Tillbaka till Hem' };
    expect(backLink({ from: '/' })).toEqual(home);
    expect(backLink(null)).toEqual(home);
    expect(backLink({ from: 42 })).toEqual(home);
    expect(backLink({ from: 'https://example.com/' })).toEqual(home);
    expect(backLink({ from: '//example.com/' })).toEqual(home);
  });

  it('leads back to another page of the app by that name', () => {
    expect(backLink({ from: '/support' })).toEqual({ to: '/support', label: 'Tillbaka' });
  });
});

describe('GuideLinks', () => {
  it('on Hem: a titled navigation with every guide', () => {
    const html = render(<GuideLinks variant="section" />, { pathname: '/' });
    expect(html).toMatch(/<nav aria-labelledby="([^"]+)"[^>]*><h2 id="\1"[^>]*>Guider<\/h2>/);
    expect(html).toContain(`href="${paths.guideBeforeStart}"`);
    expect(html).toContain(`href="${paths.guideRisks}"`);
    expect(html).toContain(`href="${paths.guideNewSupervisor}"`);
  });

  it('on the card screen: one named line of links, with the short names', () => {
    const html = render(<GuideLinks variant="inline" />, { pathname: '/notes' });
    expect(html).toMatch(/^<nav aria-label="Guider"/);
    expect(text(html)).toBe(
      'Guider:Innan ni börjarNy som handledareRisker och dina förutsättningar',
    );
  });

  it('compact: the line, and for a phone a disclosure with the same links', () => {
    const html = render(<CompactGuideLinks />, { pathname: '/notes' });
    expect(html).toMatch(/<button type="button"[^>]*aria-expanded="false"[^>]*>Guider</);
    expect(html).toMatch(/<nav id="[^"]+" aria-label="Guider" hidden="">/);
    expect(html.match(new RegExp(`href="${paths.guideRisks}"`, 'g'))).toHaveLength(2);
  });
});

describe('the help page beside the guide Innan ni börjar', () => {
  const answer = publicScreens.support.faq.find((e) => e.id === 'become-supervisor')!.answer;

  it('gives the same caveat about the introduktionsutbildning as the guide', () => {
    const section = beforeStartGuide.sections.find((s) => s.id === 'introduktionsutbildning')!;
    const caveat = /^Regeringen föreslog [^.]*\([^)]*\)/.exec(section.notice!.text)?.[0];
    expect(caveat).toContain('1 augusti 2026');
    expect(caveat).toContain('prop. 2025/26:127');
    expect(answer.join('\n')).toContain(caveat);
    // The decision could not be confirmed: both say so and where to check, neither states a rule.
    for (const text of [section.notice!.text, answer.join('\n')]) {
      expect(text).toContain('inte kunnat bekräfta att riksdagen har beslutat om ändringen');
      expect(text).toContain('på transportstyrelsen.se om kravet gäller när ni ansöker');
    }
    expect(section.notice!.text).toContain(
      'transportstyrelsen.se/sv/vagtrafik/korkort/ta-korkort/handledarskap-och-ovningskorning/',
    );
    const checklist = beforeStartGuide.sections.find((s) => s.id === 'checklista')!.list!.items;
    expect(checklist.join('\n')).toContain('om introduktionsutbildningen krävs när ni ansöker');
  });
});
