import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import {
  headingOf,
  LESSONS,
  mediaOf,
  parseInstruction,
  spokenText,
  textForGearbox,
  type GearboxKind,
  type InlineNode,
  type SubMomentKey,
} from '@ovningskort/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { loadInstructionContent, svgTitle, type InstructionContent } from './content.js';

/** Markup of the instruction texts or a writer's placeholder: never in plain-text content. */
const MARKUP_OR_PLACEHOLDER =
  /\[\/?(röd|fet|grön|br|info|bild|video|handledare)\b|-(MANUELL|AUTOMAT)-|lorem ipsum|\bTODO\b|\bXXX\b/i;

/** The content check of content/README.md, on the repository's real content. */
const contentDir = loadConfig({}).contentDir;
const GEARBOXES: GearboxKind[] = ['manual', 'automatic'];
/** Today in Sweden, YYYY-MM-DD (the sv-SE date format), for 'reviewed' dates. */
const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' }).format(new Date());
const subMoments = Object.values(LESSONS).flatMap((lesson) =>
  lesson.subMoments.map((subMoment) => ({ lesson, subMoment })),
);

function textNodes(nodes: readonly InlineNode[]): string[] {
  return nodes.flatMap((node) =>
    node.type === 'text' ? [node.text] : node.type === 'styled' ? textNodes(node.children) : [],
  );
}

let content: InstructionContent;
beforeAll(async () => {
  content = await loadInstructionContent(contentDir);
});

describe('instruction content', () => {
  it.each(
    subMoments.map(({ lesson, subMoment }) => [lesson.number, subMoment.key, subMoment.manual]),
  )('lesson %i %s (%s) has a text in both gearboxes', (number, key) => {
    const lesson = LESSONS[number as keyof typeof LESSONS];
    const subMoment = lesson.subMoments.find((s) => s.key === key)!;
    const source = content.source(number, subMoment.key);
    expect(
      source,
      `content/instructions/lesson-${String(number).padStart(2, '0')}/${key}.txt`,
    ).toBeDefined();
    expect([subMoment.manual, subMoment.automatic]).toContain(headingOf(source!));

    for (const gearbox of GEARBOXES) {
      const document = parseInstruction(textForGearbox(source!, gearbox));
      const steps = document.parts
        .filter((part) => part.kind === 'steg')
        .map((part) => part.number);
      expect(steps.length, `${gearbox}: steps`).toBeGreaterThanOrEqual(2);
      expect(steps, `${gearbox}: steps numbered 1..n`).toEqual(steps.map((_, i) => i + 1));
      const cases = document.parts
        .filter((part) => part.kind === 'fall')
        .map((part) => part.number);
      expect(cases, `${gearbox}: cases numbered 1..n`).toEqual(cases.map((_, i) => i + 1));
      for (const part of document.parts) {
        expect(spokenText(part).length, `${gearbox}: ${part.id} has words`).toBeGreaterThan(0);
        for (const paragraph of part.paragraphs) {
          for (const text of textNodes(paragraph.children)) {
            // A marker left as plain text is a typo in the markup.
            expect(text, `${gearbox}: ${part.id}`).not.toMatch(
              /\[\/?(röd|fet|grön|br|info|bild|video|handledare)\b/,
            );
            // A gearbox note belongs in its own variant, and no placeholder may reach a learner.
            expect(
              text,
              `${gearbox}: ${part.id} has no stray gearbox note or placeholder`,
            ).not.toMatch(/-(MANUELL|AUTOMAT)-|lorem ipsum|\bTODO\b|\bXXX\b/i);
          }
        }
      }
      for (const { media, ref } of mediaOf(document)) {
        const found = media === 'image' ? content.image(ref.id) : content.video(ref.id);
        expect(found, `${gearbox}: ${media} ${ref.id} resolves`).toBeDefined();
      }
    }
  });

  // A tip to the supervisor is its own part (content/README.md 'Supervisor's tip'), never a
  // paragraph of the last step or case that 'Läs alla' would read to the learner.
  it.each(subMoments.map(({ lesson, subMoment }) => [lesson.number, subMoment.key]))(
    'lesson %i %s gives its supervisor’s tip the [handledare] marker',
    (number, key) => {
      const source = content.source(number, key as SubMomentKey)!;
      const file = `content/instructions/lesson-${String(number).padStart(2, '0')}/${key}.txt`;
      expect(source, `${file}: an old '[info] Handledaren:' paragraph`).not.toMatch(
        /^(?:-(?:MANUELL|AUTOMAT)-\s*)?\[info\]\s*Handledaren\b/imu,
      );
      for (const gearbox of GEARBOXES) {
        const document = parseInstruction(textForGearbox(source, gearbox));
        for (const part of document.parts) {
          if (part.kind === 'handledare') continue;
          for (const paragraph of part.paragraphs) {
            const words = textNodes(paragraph.children).join('').trimStart();
            expect(words, `${file} ${gearbox}: ${part.id} has a tip to the supervisor`).not.toMatch(
              /^Handledaren\s*:/u,
            );
          }
        }
        const tips = document.parts.filter((part) => part.kind === 'handledare');
        expect(tips.length, `${file} ${gearbox}: at most one tip`).toBeLessThanOrEqual(1);
        if (tips.length === 1) {
          expect(document.parts.at(-1), `${file} ${gearbox}: the tip comes last`).toBe(tips[0]);
        }
      }
    },
  );

  it('has no text for a sub-moment the catalogue does not have', () => {
    const known = new Set(
      subMoments.map(({ lesson, subMoment }) => `${lesson.number}:${subMoment.key}`),
    );
    for (const { lesson, key } of content.sources()) expect(known).toContain(`${lesson}:${key}`);
  });

  // 'Klart när…' (content/criteria): what the learner shows for 'Godkänd', faults, questions.
  it.each(subMoments.map(({ lesson, subMoment }) => [lesson.number, subMoment.key]))(
    'lesson %i %s has criteria for its text',
    (number, key) => {
      const file = `content/criteria/lesson-${String(number).padStart(2, '0')}.json ${key}`;
      const source = content.source(number, key as SubMomentKey);
      expect(source, 'the text of the sub-moment').toBeDefined();
      const criteria = content.criteria(number, key as SubMomentKey);
      expect(criteria, file).toBeDefined();
      const { heading, goal, done, faults, questions, reviewed } = criteria!;
      expect(heading, `${file}: heading = the text's first line`).toBe(headingOf(source!));
      expect(goal.trim(), `${file}: goal`).not.toBe('');
      // Which kursplan moment it names: content-checks.test.ts.
      expect(done.length, `${file}: 3–5 done items`).toBeGreaterThanOrEqual(3);
      expect(done.length, `${file}: 3–5 done items`).toBeLessThanOrEqual(5);
      expect(faults.length, `${file}: at least 2 faults`).toBeGreaterThanOrEqual(2);
      expect(questions.length, `${file}: 2–3 questions`).toBeGreaterThanOrEqual(2);
      expect(questions.length, `${file}: 2–3 questions`).toBeLessThanOrEqual(3);
      for (const question of questions) expect(question, `${file}: a question`).toMatch(/\?$/);
      expect(reviewed, `${file}: reviewed YYYY-MM-DD`).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(reviewed <= today, `${file}: reviewed ${reviewed} is not after ${today}`).toBe(true);
      for (const text of [goal, ...done, ...faults, ...questions]) {
        // Criteria are shown as plain text: no markup, and no placeholder may reach a learner.
        expect(text, file).not.toMatch(MARKUP_OR_PLACEHOLDER);
      }
    },
  );

  it('has no criteria for a sub-moment without a text, and no stray criteria files', async () => {
    for (const { lesson, key } of content.allCriteria()) {
      expect(
        content.source(lesson, key),
        `criteria of lesson ${lesson} ${key} have a text`,
      ).toBeDefined();
    }
    for (const file of await fs.readdir(path.join(contentDir, 'criteria'))) {
      expect(file).toMatch(/^lesson-(0[1-9]|1[0-6])\.json$/);
    }
  });

  // The supervisor's coach (content/coach, content/README.md 'Handledarstöd'): what to look for,
  // what to say, when to step in and what to talk over, for every sub-moment with a text.
  const coachFile = (number: number) =>
    `content/coach/lesson-${String(number).padStart(2, '0')}.json`;
  const hasCoachFile = (number: number) =>
    existsSync(path.join(contentDir, 'coach', `lesson-${String(number).padStart(2, '0')}.json`));

  it('has the supervisor’s coach of every lesson', () => {
    for (const { number } of Object.values(LESSONS)) {
      expect(hasCoachFile(number), coachFile(number)).toBe(true);
    }
  });

  it.each(
    subMoments
      .filter(({ lesson }) => hasCoachFile(lesson.number))
      .map(({ lesson, subMoment }) => [lesson.number, subMoment.key]),
  )('lesson %i %s has the supervisor’s coach for its text', (number, key) => {
    const file = `${coachFile(number)} ${key}`;
    const source = content.source(number, key as SubMomentKey);
    expect(source, 'the text of the sub-moment').toBeDefined();
    const coach = content.coach(number, key as SubMomentKey);
    expect(coach, file).toBeDefined();
    const { heading, lookFor, say, stepIn, questions } = coach!;
    expect(heading, `${file}: heading = the text's first line`).toBe(headingOf(source!));
    const count = (name: string, items: readonly string[], min: number, max: number) => {
      expect(items.length, `${file}: ${min}–${max} ${name}`).toBeGreaterThanOrEqual(min);
      expect(items.length, `${file}: ${min}–${max} ${name}`).toBeLessThanOrEqual(max);
    };
    count('lookFor', lookFor, 2, 5);
    count('say.before', say.before, 1, 4);
    count('say.during', say.during, 1, 4);
    count('say.after', say.after, 1, 4);
    count('stepIn', stepIn, 2, 4);
    count('questions', questions, 2, 3);
    for (const question of questions) expect(question, `${file}: a question`).toMatch(/\?$/);
    // Talk after the drive, not the learner's self-assessment questions again.
    const own = content.criteria(number, key as SubMomentKey)?.questions ?? [];
    for (const question of questions) expect(own, `${file}: ${question}`).not.toContain(question);
    // When, then how: 'Eleven tittar ner på spaken: säg ”Blicken upp”.'
    for (const item of stepIn) expect(item, `${file}: stepIn 'när: hur'`).toMatch(/\S: \S/u);
    const phrases = [
      ...lookFor,
      ...say.before,
      ...say.during,
      ...say.after,
      ...stepIn,
      ...questions,
    ];
    for (const phrase of phrases) {
      // Short phrases, read at a glance beside the car, one line each.
      expect(phrase.length, `${file}: at most 120 characters: ${phrase}`).toBeLessThanOrEqual(120);
      expect(phrase, `${file}: one line`).not.toMatch(/\n/);
      // Shown as plain text: no markup, and no placeholder may reach a supervisor.
      expect(phrase, file).not.toMatch(MARKUP_OR_PLACEHOLDER);
    }
    expect(new Set(phrases).size, `${file}: no phrase twice`).toBe(phrases.length);
  });

  it('has no coach for a sub-moment without a text, and no stray coach files', async () => {
    for (const { lesson, key } of content.allCoach()) {
      expect(
        content.source(lesson, key),
        `coach of lesson ${lesson} ${key} has a text`,
      ).toBeDefined();
    }
    const files = existsSync(path.join(contentDir, 'coach'))
      ? await fs.readdir(path.join(contentDir, 'coach'))
      : [];
    for (const file of files) expect(file).toMatch(/^lesson-(0[1-9]|1[0-6])\.json$/);
  });

  it('has no stray files in the instruction folders', async () => {
    const folders = await fs.readdir(path.join(contentDir, 'instructions'));
    for (const folder of folders) {
      expect(folder).toMatch(/^lesson-(0[1-9]|1[0-6])$/);
      for (const file of await fs.readdir(path.join(contentDir, 'instructions', folder))) {
        expect(file).toMatch(/^cat[A-I]\.txt$/);
      }
    }
  });

  it('draws images in at least eight lessons, each with an alternative text, and uses every one', async () => {
    const files = (await fs.readdir(path.join(contentDir, 'media', 'images'))).filter((f) =>
      f.endsWith('.svg'),
    );
    const used = new Set<string>();
    for (const { source } of content.sources()) {
      for (const gearbox of GEARBOXES) {
        for (const { ref } of mediaOf(parseInstruction(textForGearbox(source, gearbox))))
          used.add(ref.id);
      }
    }
    const lessons = new Set<number>();
    for (const file of files) {
      const ref = file.slice(0, -4);
      expect(ref).toMatch(/^[A-I][1-9]\d{0,2}-[1-9]\d?$/);
      expect(used, `${file} is used by a text`).toContain(ref);
      const image = content.image(ref)!;
      expect(image.alt.length, `${file} has a <title>`).toBeGreaterThan(10);
      const svg = await fs.readFile(path.join(contentDir, 'media', 'images', file), 'utf8');
      expect(svg).not.toMatch(
        /<script|<foreignObject|<image\b|xlink:href="http|href="http|@import|url\(http/i,
      );
      expect(svg.length).toBeLessThan(40_000);
      for (const text of content.sources()) {
        if (textForGearbox(text.source, 'manual').includes(`[bild:${ref}]`))
          lessons.add(text.lesson);
      }
    }
    expect(lessons.size).toBeGreaterThanOrEqual(8);
  });

  it('shows a picture in at least 80 % of the sub-moments (issue 36)', () => {
    const texts = content.sources();
    const pictured = texts.filter(({ source }) =>
      GEARBOXES.some(
        (gearbox) => mediaOf(parseInstruction(textForGearbox(source, gearbox))).length > 0,
      ),
    );
    expect(texts.length).toBeGreaterThanOrEqual(74);
    expect(pictured.length / texts.length).toBeGreaterThanOrEqual(0.8);
  });

  // Animated drawings (content/README.md 'Animations'): our own shapes, a Swedish <title> and
  // <desc>, and a still key frame where motion is reduced or the page asks for '#still'.
  const ANIMATIONS = [
    { ref: 'C15-8', heading: 'Fickparkering längs trottoarkant' },
    { ref: 'E5-5', heading: 'Backning runt ett hörn' },
    { ref: 'A6-4', heading: 'Vändning med hjälp av backning' },
    { ref: 'D8-4', heading: 'Körning i cirkulationsplats' },
    { ref: 'A12-4', heading: 'Påfart och accelerationsfält' },
  ];

  it.each(ANIMATIONS)(
    'animates $ref in the text of “$heading”, in both gearboxes',
    ({ ref, heading }) => {
      const texts = content.sources().filter(({ source }) => headingOf(source) === heading);
      expect(texts, heading).toHaveLength(1);
      for (const gearbox of GEARBOXES) {
        const refs = mediaOf(parseInstruction(textForGearbox(texts[0]!.source, gearbox))).map(
          (media) => `${media.media}:${media.ref.id}`,
        );
        expect(refs, `${heading} (${gearbox})`).toContain(`image:${ref}`);
      }
    },
  );

  it('draws every animation with our own shapes, a still frame and a Swedish description', async () => {
    const dir = path.join(contentDir, 'media', 'images');
    const animated: string[] = [];
    for (const file of (await fs.readdir(dir)).filter((f) => f.endsWith('.svg'))) {
      const svg = await fs.readFile(path.join(dir, file), 'utf8');
      // Every reference inside any drawing is to its own elements, never to a file or the web.
      for (const [, target] of svg.matchAll(/(?:href|url\()\s*=?\s*["']?([^"')\s>]*)/g))
        expect(target, `${file}: ${target}`).toMatch(/^#/);
      expect(svg, file).not.toMatch(
        /@font-face|@import|<image\b|<foreignObject|<script|\bon[a-z]+=/i,
      );
      if (!/@keyframes|<animate|<set\b/.test(svg)) continue;
      animated.push(file.slice(0, -4));
      const desc = /<desc[^>]*>([\s\S]*?)<\/desc>/.exec(svg)?.[1] ?? '';
      expect(desc.length, `${file}: a <desc> of what happens`).toBeGreaterThan(80);
      expect(`${svgTitle(svg)} ${desc}`, `${file}: in Swedish`).toMatch(/[åäö]/);
      expect(svg, `${file}: the still frame's element`).toMatch(/<g id="still"/);
      expect(svg, `${file}: still under reduced motion`).toMatch(
        /@media \(prefers-reduced-motion: reduce\)\{[^}]*animation:none/,
      );
      expect(svg, `${file}: still when the page asks for #still`).toMatch(
        /#still:target [^{]*\{animation:none/,
      );
      // It stops by itself: no endless loop a learner cannot pause.
      expect(svg, `${file}: a finite animation`).not.toMatch(/infinite|indefinite/);
      // CSS animation only: SMIL would go on moving in the still frame.
      expect(svg, `${file}: CSS animation, not SMIL`).not.toMatch(/<animate|<set\b/);
    }
    expect(animated.sort()).toEqual(ANIMATIONS.map(({ ref }) => ref).sort());
  });

  it('records only parts that exist and read the same in both gearboxes', () => {
    for (const name of content.audioNames()) {
      const match = /^([A-I])(\d+)-(intro|(?:steg|fall)\d+)$/.exec(name);
      expect(match, `audio ${name} is named <ref>-<part>`).not.toBeNull();
      const [, letter, lesson, partId] = match!;
      const source = content.source(Number(lesson), `cat${letter}` as 'catA');
      expect(source, `audio ${name} belongs to a text`).toBeDefined();
      const [manual, automatic] = GEARBOXES.map((gearbox) =>
        parseInstruction(textForGearbox(source!, gearbox)).parts.find((part) => part.id === partId),
      );
      expect(manual, `audio ${name}: the part exists`).toBeDefined();
      expect(automatic).toEqual(manual);
    }
  });
});
