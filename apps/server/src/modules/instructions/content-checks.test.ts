import fs from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  kursplanMomentOf,
  LESSON_HINT,
  LESSONS,
  SECTIONS,
  STATUS_LABELS,
  type SubMomentKey,
} from '@ovningskort/domain';
import { loadConfig } from '../../config.js';
import {
  citationProblems,
  goalProblems,
  KURSPLAN_MOMENTS,
  kursplanMoment,
  report,
  ruleSourceProblems,
  sentencesOf,
  supervisorOutsideProblems,
  svgNumberProblems,
  termProblems,
  textNumberProblems,
  type NumbersFile,
  type Term,
} from '../../../test/support/content-checks.js';
import { loadInstructionContent, type InstructionContent } from './content.js';

/**
 * The content rules of content/README.md that the content check of content.test.ts does not
 * cover: sources in one form ('Sources'), one term per thing ('Terms', content/terminology.json)
 * and one set of numbers for texts and diagrams ('Numbers', content/numbers.json).
 */
const contentDir = loadConfig({}).contentDir;
const imagesDir = path.join(contentDir, 'media', 'images');

let content: InstructionContent;
let terms: Term[];
let numbers: NumbersFile;
let texts: { file: string; text: string }[];
let svgs: { file: string; svg: string }[];

beforeAll(async () => {
  content = await loadInstructionContent(contentDir);
  terms = (
    JSON.parse(await fs.readFile(path.join(contentDir, 'terminology.json'), 'utf8')) as {
      terms: Term[];
    }
  ).terms;
  numbers = JSON.parse(
    await fs.readFile(path.join(contentDir, 'numbers.json'), 'utf8'),
  ) as NumbersFile;
  texts = content.sources().map(({ lesson, key, source }) => ({
    file: `content/instructions/lesson-${String(lesson).padStart(2, '0')}/${key}.txt`,
    text: source,
  }));
  const files = (await fs.readdir(imagesDir)).filter((f) => f.endsWith('.svg')).sort();
  svgs = await Promise.all(
    files.map(async (f) => ({
      file: `content/media/images/${f}`,
      svg: await fs.readFile(path.join(imagesDir, f), 'utf8'),
    })),
  );
});

/**
 * Every text of the lesson catalogue (packages/domain/src/lessons.ts) a person reads: the
 * lessons' titles, each sub-moment's heading for both gearboxes (the first line of its
 * instruction text, stored on each new card), the sections, the hint and the status labels.
 */
function catalogueTexts(): string[] {
  return [
    ...Object.values(LESSONS).flatMap((lesson) => [
      lesson.title,
      ...lesson.subMoments.flatMap((m) => [m.manual, m.automatic]),
    ]),
    ...SECTIONS.map((section) => section.title),
    LESSON_HINT,
    ...Object.values(STATUS_LABELS),
  ];
}

/** Every phrase of the supervisor's coach of a sub-moment (content/coach), by file. */
function coachTexts(): { file: string; phrases: string[] }[] {
  return content.allCoach().map(({ lesson, key, coach }) => ({
    file: `content/coach/lesson-${String(lesson).padStart(2, '0')}.json ${key}`,
    phrases: [
      ...coach.lookFor,
      ...coach.say.before,
      ...coach.say.during,
      ...coach.say.after,
      ...coach.stepIn,
      ...coach.questions,
    ],
  }));
}

/** A text's words for the term check: the heading is the catalogue's, comments are for authors. */
function wordsOf(source: string): string {
  return source
    .split('\n')
    .filter((line, i) => i > 0 && !line.startsWith('#'))
    .join('\n');
}

describe('content rules', () => {
  it('cites every source in the form of content/README.md ‘Sources’', () => {
    const problems = texts.flatMap(({ file, text }) => citationProblems(file, text));
    expect(report(problems)).toEqual([]);
    // The texts do cite: a rule statement has its source.
    const cited = texts.filter(({ text }) => /\((?:TrF|VMF) \d+ kap\./u.test(text));
    expect(cited.length).toBeGreaterThanOrEqual(35);
  });

  it('gives every sentence that states a rule its own source (content/README.md ‘Sources’)', () => {
    const problems = texts.flatMap(({ file, text }) => ruleSourceProblems(file, text));
    expect(report(problems)).toEqual([]);
  });

  it('keeps the supervisor’s coach to advice: no rule without its source, none in another form', () => {
    // The coach says how to practise; a rule belongs in the instruction text, with its source.
    const problems = coachTexts().flatMap(({ file, phrases }) => [
      ...ruleSourceProblems(file, `# coach\n${phrases.join('\n\n')}`),
      ...citationProblems(file, phrases.join('\n')),
    ]);
    expect(report(problems)).toEqual([]);
  });

  it('never moves the car while the supervisor is outside it (körkortsförordningen 4 kap. 6 §)', () => {
    const problems = [
      ...texts.flatMap(({ file, text }) => supervisorOutsideProblems(file, text)),
      ...content.allCriteria().flatMap(({ lesson, key, criteria }) => {
        const file = `content/criteria/lesson-${String(lesson).padStart(2, '0')}.json ${key}`;
        const { done, faults, questions } = criteria;
        return supervisorOutsideProblems(
          file,
          `# ${key}\n${[...done, ...faults, ...questions].join('\n\n')}`,
        );
      }),
      ...coachTexts().flatMap(({ file, phrases }) =>
        supervisorOutsideProblems(file, `# coach\n${phrases.join('\n\n')}`),
      ),
    ];
    expect(report(problems)).toEqual([]);
  });

  it('names one of the kursplan’s four moments in every goal, and uses more than two', () => {
    const moments = new Set<string>();
    const problems = content.allCriteria().flatMap(({ lesson, key, criteria }) => {
      const file = `content/criteria/lesson-${String(lesson).padStart(2, '0')}.json ${key}`;
      moments.add(kursplanMoment(criteria.goal) ?? '');
      return goalProblems(file, criteria.goal);
    });
    expect(report(problems)).toEqual([]);
    // Darkness and slippery roads are moment 3, the self-assessment before the test moment 4.
    expect([...moments].sort()).toEqual([...KURSPLAN_MOMENTS].sort());
  });

  it('counts each sub-moment in readiness under the moment its goal names', () => {
    const problems = content.allCriteria().flatMap(({ lesson, key, criteria }) => {
      const named = KURSPLAN_MOMENTS.indexOf(kursplanMoment(criteria.goal)!) + 1;
      const counted = kursplanMomentOf(lesson, key as SubMomentKey);
      return named === counted
        ? []
        : [`lesson ${lesson} ${key}: goal moment ${named}, readiness ${counted}`];
    });
    expect(problems).toEqual([]);
  });

  it('uses one term per thing (content/terminology.json)', () => {
    expect(terms.length).toBeGreaterThanOrEqual(8);
    // The catalogue's headings are the first lines of the texts and are on every card (issue 36).
    expect(catalogueTexts().length).toBeGreaterThan(80);
    const problems = [
      ...texts.flatMap(({ file, text }) => termProblems(file, wordsOf(text), terms)),
      ...content.allCriteria().flatMap(({ lesson, key, criteria }) => {
        const file = `content/criteria/lesson-${String(lesson).padStart(2, '0')}.json ${key}`;
        const { goal, done, faults, questions } = criteria;
        return termProblems(file, [goal, ...done, ...faults, ...questions].join('\n'), terms);
      }),
      ...coachTexts().flatMap(({ file, phrases }) => termProblems(file, phrases.join('\n'), terms)),
      ...termProblems('packages/domain/src/lessons.ts', catalogueTexts().join('\n'), terms),
      ...svgs.flatMap(({ file, svg }) =>
        termProblems(
          file,
          [...svg.matchAll(/<(title|desc|text)\b[^>]*>([\s\S]*?)<\/\1>/g)]
            .map((m) => m[2]!.replace(/<[^>]+>/g, ''))
            .join('\n'),
          terms,
        ),
      ),
    ];
    expect(report(problems)).toEqual([]);
  });

  it('describes every number of content/numbers.json, once per key', () => {
    for (const [key, entry] of Object.entries(numbers.numbers)) {
      expect(key, 'a key is lower-case words joined by -').toMatch(
        /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/,
      );
      expect(Number.isFinite(entry.value), `${key}: value`).toBe(true);
      expect(entry.unit.trim(), `${key}: unit`).not.toBe('');
      expect(entry.about.trim(), `${key}: about`).not.toBe('');
    }
  });

  it('states every number of content/numbers.json in the texts as the table says', () => {
    expect(report(textNumberProblems(texts, numbers))).toEqual([]);
  });

  it('draws every number with a unit from content/numbers.json, and uses every number', () => {
    const used = new Set<string>();
    const problems = svgs.flatMap(({ file, svg }) => {
      const { problems, keys } = svgNumberProblems(file, svg, numbers);
      for (const key of keys) used.add(key);
      return problems;
    });
    expect(report(problems)).toEqual([]);
    // Distances the diagrams show are in the table, and the table is not a list of dead numbers.
    expect(used.size).toBeGreaterThanOrEqual(10);
    for (const pattern of numbers.inTexts)
      for (const [, key] of pattern.matchAll(/\{([a-z0-9-]+)\}/g)) used.add(key!);
    for (const key of Object.keys(numbers.numbers))
      expect(used, `${key} is used by a text or a diagram`).toContain(key);
  });
});

// The checks must be able to fail: each one on a small sample that breaks its rule.
describe('content rule checks', () => {
  it('refuses a source in another form', () => {
    expect(
      citationProblems('a.txt', 'Stanna inte (TrF 3 kap. 53 §). Kör (VMF 2 kap.; TrF 3 kap.).'),
    ).toEqual([]);
    expect(citationProblems('a.txt', 'Du ser (till exempel) en skylt (B8).')).toEqual([]);
    for (const bad of [
      '(trafikförordningen 3 kap. 53 §)',
      '(TrF 3:53)',
      '(TrF 3 kap 53 §)',
      '(vägmärkesförordningen, flerfärgssignaler)',
      '(TrF 2 kap. 2 och 3 §)',
      '(TrF 3 kap. 53 §§)',
      '(TrF 3 kap., reglerna om omkörning)',
    ])
      expect(citationProblems('a.txt', `Regel ${bad}.`), bad).not.toEqual([]);
  });

  it('splits a text into sentences, never inside a source', () => {
    expect(
      sentencesOf(
        '# Rubrik\n# en kommentar\nsteg 1 [röd]Stanna (TrF 3 kap. 53 §).[/röd] Kör sedan!\n-MANUELL- Lägg i ettan.\n\n[handledare] Öva.',
      ),
    ).toEqual(['steg 1 Stanna (TrF 3 kap. 53 §).', 'Kör sedan!', 'Lägg i ettan.', 'Öva.']);
  });

  it('finds a rule sentence without its own source', () => {
    const text = (body: string) => `# Rubrik\n${body}`;
    for (const cited of [
      'steg 1 [röd]Du får inte vända här (TrF 3 kap.).[/röd]',
      'steg 1 Här har du väjningsplikt (TrF 3 kap. 21 §). Sakta in i god tid.',
      'steg 1 Dubbdäck är förbjudna på gatan (TrF 10 kap.).',
      // Technique and advice are no rules: 'ska inte', 'måste', someone else's duty.
      'steg 1 Bältet ska inte sitta över magen. Här måste du backa ut.',
      'steg 1 Det hjälper inte att den har väjningsplikt om föraren inte har sett dig.',
    ])
      expect(ruleSourceProblems('a.txt', text(cited)), cited).toEqual([]);
    for (const uncited of [
      'steg 1 Du får inte vända här.',
      'steg 1 [röd]Barnet får aldrig sitta framför en krockkudde.[/röd]',
      'steg 1 Vänd aldrig där det är förbjudet att vända.',
      'steg 1 Här gäller omkörningsförbud.',
      'steg 1 Vid skylten har du väjningsplikt.',
      'steg 1 Du är skyldig att stanna.',
      // A source elsewhere in the step is another rule's.
      'steg 1 Du får inte vända här. På motorväg får du inte vända alls (TrF 9 kap.).',
      '-AUTOMAT- steg 1 Du får inte köra förrän det är grönt.',
    ])
      expect(report(ruleSourceProblems('a.txt', text(uncited))), uncited).toHaveLength(1);
    expect(report(ruleSourceProblems('a.txt', text('steg 1 Du får inte vända här.')))[0]).toMatch(
      /^a\.txt: the rule "steg 1 Du får inte vända här\." \(får inte\) has no source/,
    );
  });

  it('finds a step where the car moves while the supervisor is outside', () => {
    const text = (body: string) => `# Rubrik\n${body}`;
    // The sentence lesson 5 (catB) had: the learner moves the car with nobody beside them.
    const old = text(
      'steg 2 Kör sakta fram och stanna. [fet]Säkra bilen innan handledaren kliver ur:[/fet]\n-MANUELL- Dra åt parkeringsbromsen och lägg i friläge.\n-AUTOMAT- Dra åt parkeringsbromsen och ställ växelväljaren i P.\nHandledaren kliver ur och kontrollerar, och ni justerar tills stötfångaren står precis vid markeringen. Titta då var markeringen syns genom rutan.',
    );
    const problems = report(supervisorOutsideProblems('a.txt', old));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /^a\.txt: "Handledaren kliver ur och kontrollerar, och ni justerar .*": the car moves \("justerar"\) after "kliver ur"/,
    );
    expect(problems[0]).toContain('körkortsförordningen 4 kap. 6 §');
    for (const outside of [
      'steg 1 Handledaren stiger ur och vinkar. Backa sedan in i rutan.',
      '[handledare] Kliv ur tillsammans och titta. Låt eleven köra fram en bit och titta igen.',
      'steg 3 Handledaren går ut och ställer sig bakom bilen, och du rullar sakta bakåt.',
      'steg 4 Be handledaren stå bakom bilen medan du flyttar bilen en meter.',
      '-AUTOMAT- steg 2 Handledaren kliver ur. Du kryper fram till linjen.',
    ])
      expect(report(supervisorOutsideProblems('a.txt', text(outside))), outside).toHaveLength(1);
    for (const safe of [
      // Back in the seat first, then the car moves.
      'steg 2 Handledaren kliver ur och ser efter medan bilen står still. När handledaren har satt sig i bilen igen kör du fram den bit som behövs.',
      '[handledare] Kliv ur tillsammans och titta på resultatet. Sätt er i bilen igen innan eleven kör ut ur rutan.',
      // A prohibition, movement before getting out, and getting out with nothing moving after.
      'steg 1 Handledaren kliver ur. [röd]Kör aldrig medan handledaren står utanför bilen.[/röd]',
      'steg 2 Kör sakta fram och stanna. Säkra bilen innan du kliver ur. Kontrollera sedan resultatet.',
      'steg 3 Ta på reflexväst och gå ur på höger sida. Ställ ut varningstriangeln.',
      // The next paragraph is another step: it is no longer the same situation.
      'steg 1 Kliv ur och titta var fronten slutar.\n\nsteg 2 Kör mot markeringen i låg fart.',
    ])
      expect(supervisorOutsideProblems('a.txt', text(safe)), safe).toEqual([]);
  });

  it('refuses a goal that names no moment of the kursplan', () => {
    for (const moment of KURSPLAN_MOMENTS)
      expect(goalProblems('a.json', `Kursplan B, ${moment}: eleven kör.`), moment).toEqual([]);
    for (const bad of [
      'Kursplan B, Körning under särskilda förhållanden: eleven kör i mörker.',
      'Kursplan B, körning i olika trafikmiljöer: eleven kör.',
      'Kursplan B: eleven kör.',
      'Eleven kör i olika trafikmiljöer.',
      'Kursplan B, Körning i olika trafikmiljöer:eleven kör.',
    ])
      expect(report(goalProblems('a.json', bad)), bad).toHaveLength(1);
  });

  it('flags a word of the terminology list, except in its allowed introduction', () => {
    const list: Term[] = [
      {
        flag: 'handbroms',
        pattern: '(?<!\\p{L})handbroms\\p{L}*',
        suggest: 'parkeringsbroms',
        allow: ['som ofta kallas handbroms'],
      },
      { flag: 'straight quotes', pattern: '["“„]', suggest: '”…”' },
    ];
    expect(termProblems('a.txt', 'Parkeringsbromsen, som ofta kallas handbroms.', list)).toEqual(
      [],
    );
    const problems = report(termProblems('a.txt', 'Dra åt Handbromsen och säg "nu".', list));
    expect(problems).toHaveLength(3);
    expect(problems[0]).toMatch(/^a\.txt: "Handbromsen" \(handbroms\): use "parkeringsbroms"/);
    expect(problems[1]).toMatch(/use "”…”"/);
  });

  const table: NumbersFile = {
    numbers: {
      'stanna-fore-overgangsstalle-m': { value: 10, unit: 'm', about: '10 m-regeln' },
      'tidsavstand-s': { value: 3, unit: 's', about: '3-sekundersregeln' },
      'vandpunkt-rutbredd': { value: 1.5, unit: 'rutbredd', about: 'vändpunkten' },
    },
    inTexts: [
      'inom {stanna-fore-overgangsstalle-m} meter före det',
      'Håll minst {tidsavstand-s} sekunder',
      'ungefär {vandpunkt-rutbredd} rutbredd',
    ],
  };

  it('finds a text whose number differs from the table, in digits or words', () => {
    const right = [
      {
        file: 'a.txt',
        text: 'inom 10 meter före det. Håll minst tre sekunder. Ungefär en och en halv rutbredd.',
      },
    ];
    expect(textNumberProblems(right, table)).toEqual([]);
    const wrong = [
      {
        file: 'a.txt',
        text: 'inom 12 meter före det. Håll minst två sekunder. Ungefär 1,5 rutbredd.',
      },
    ];
    const problems = report(textNumberProblems(wrong, table));
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(
      /^a\.txt: "inom 12 meter före det" says 12 for stanna-fore-overgangsstalle-m; content\/numbers\.json says 10 m/,
    );
    expect(
      report(textNumberProblems([{ file: 'a.txt', text: 'Ingen regel här.' }], table)),
    ).toHaveLength(3);
  });

  it('finds a diagram whose number is unmarked, marked wrong or not in the table', () => {
    const svg = (body: string) => `<svg><title>Stanna 10 m före.</title>${body}</svg>`;
    const ok = svg(
      '<text data-number="stanna-fore-overgangsstalle-m">10 m</text><text>1</text><text>Ring 112</text>',
    );
    expect(svgNumberProblems('a.svg', ok, table).problems).toEqual([]);
    expect(svgNumberProblems('a.svg', ok, table).keys).toEqual(['stanna-fore-overgangsstalle-m']);
    for (const bad of [
      svg('<text>10 m</text>'),
      svg('<text data-number="stanna-fore-overgangsstalle-m">12 m</text>'),
      svg('<text data-number="no-such-key">10 m</text>'),
      svg('<text data-number="stanna-fore-overgangsstalle-m">10 m och 3 s</text>'),
      '<svg><title>Stanna 12 m före.</title></svg>',
      '<svg><desc>Håll 2 sekunder.</desc></svg>',
    ])
      expect(svgNumberProblems('a.svg', bad, table).problems, bad).not.toEqual([]);
  });
});
