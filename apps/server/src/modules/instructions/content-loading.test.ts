import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { configureSwedishValidationMessages } from '@ovningskort/domain';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ContentError, loadInstructionContent } from './content.js';

/** How content/criteria is read at start-up: a missing file is no criteria, a bad one stops. */
describe('loading the criteria of content/', () => {
  // As the app does before it loads the content: zod's own messages (an unknown key) in
  // Swedish. zod/mini sets no locale of its own, so without it they say only "Invalid input".
  beforeAll(() => configureSwedishValidationMessages());
  let dir: string;
  beforeEach(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'ovningskort-content-'));
    await fs.mkdir(path.join(dir, 'instructions', 'lesson-01'), { recursive: true });
    await fs.writeFile(
      path.join(dir, 'instructions', 'lesson-01', 'catA.txt'),
      '# Däck och hjul\nInledning.\n\nsteg 1 Titta.\n',
    );
  });
  afterEach(async () => {
    await fs.rm(dir, { recursive: true, force: true });
  });

  const criteria = {
    heading: 'Däck och hjul',
    goal: 'Kursplan B: eleven kontrollerar däcken.',
    done: ['Mäter mönsterdjupet.', 'Säger gränserna.', 'Visar lufttrycket.'],
    faults: ['Mäter på ett ställe.', 'Vet inte lufttrycket.'],
    questions: ['Kan du mäta?', 'Vet du gränsen?'],
    reviewed: '2026-11-25',
  };
  const writeCriteria = async (name: string, body: string) => {
    await fs.mkdir(path.join(dir, 'criteria'), { recursive: true });
    await fs.writeFile(path.join(dir, 'criteria', name), body);
  };

  it('reads a lesson’s file by sub-moment key', async () => {
    await writeCriteria('lesson-01.json', JSON.stringify({ catA: criteria }));
    const content = await loadInstructionContent(dir);
    expect(content.criteria(1, 'catA')).toEqual(criteria);
    expect(content.criteria(1, 'catB')).toBeUndefined();
    expect(content.criteria(2, 'catA')).toBeUndefined();
    expect(content.allCriteria()).toEqual([{ lesson: 1, key: 'catA', criteria }]);
  });

  it('has no criteria where there is no file or no folder (the content check reports it)', async () => {
    const content = await loadInstructionContent(dir);
    expect(content.source(1, 'catA')).toBeDefined();
    expect(content.criteria(1, 'catA')).toBeUndefined();
    expect(content.allCriteria()).toEqual([]);
  });

  it('refuses to start with a file that is not JSON or not the schema, naming every problem', async () => {
    await writeCriteria('lesson-01.json', '{ "catA": ');
    await writeCriteria(
      'lesson-02.json',
      JSON.stringify({
        catA: { ...criteria, reviewed: '25 november 2026' },
        catB: { ...criteria, done: 'Mäter.' },
        catZ: criteria,
      }),
    );
    const error = await loadInstructionContent(dir).then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ContentError);
    const { problems } = error as ContentError;
    expect(problems).toEqual([
      expect.stringMatching(/^criteria\/lesson-01\.json: not JSON/),
      expect.stringMatching(/^criteria\/lesson-02\.json: catA\.reviewed: /),
      expect.stringMatching(/^criteria\/lesson-02\.json: catB\.done: /),
      expect.stringMatching(/^criteria\/lesson-02\.json: .*catZ/),
    ]);
    expect((error as Error).message).toContain('criteria/lesson-02.json');
  });
});

/** The supervisor's coach (content/coach) is read like the criteria: missing is none, bad stops. */
describe('loading the supervisor’s coach of content/', () => {
  beforeAll(() => configureSwedishValidationMessages());
  let dir: string;
  beforeEach(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'ovningskort-content-'));
    await fs.mkdir(path.join(dir, 'coach'), { recursive: true });
  });
  afterEach(async () => {
    await fs.rm(dir, { recursive: true, force: true });
  });

  const coach = {
    heading: 'Däck och hjul',
    lookFor: ['Mäter på flera ställen.', 'Säger värdet i millimeter.'],
    say: { before: ['Du leder i dag.'], during: ['Vad visar mätaren?'], after: ['Bra mätt.'] },
    stepIn: ['Bilen står vid en gata: gör kontrollen på en parkeringsplats.', 'Fel gräns: fråga.'],
    questions: ['Vad händer med bromssträckan?', 'Hur ofta kontrollerar vi trycket?'],
  };

  it('reads a lesson’s file by sub-moment key, and has none where there is no file', async () => {
    await fs.writeFile(path.join(dir, 'coach', 'lesson-01.json'), JSON.stringify({ catA: coach }));
    const content = await loadInstructionContent(dir);
    expect(content.coach(1, 'catA')).toEqual(coach);
    expect(content.coach(1, 'catB')).toBeUndefined();
    expect(content.coach(2, 'catA')).toBeUndefined();
    expect(content.allCoach()).toEqual([{ lesson: 1, key: 'catA', coach }]);
    await fs.rm(path.join(dir, 'coach'), { recursive: true });
    expect((await loadInstructionContent(dir)).allCoach()).toEqual([]);
  });

  it('refuses to start with a file that is not JSON or not the schema, naming every problem', async () => {
    await fs.writeFile(path.join(dir, 'coach', 'lesson-01.json'), '[');
    await fs.writeFile(
      path.join(dir, 'coach', 'lesson-02.json'),
      JSON.stringify({
        catA: { ...coach, say: { ...coach.say, durng: ['Titta.'] } },
        catB: { ...coach, stepIn: 'Säg till.' },
        catC: { ...coach, lookFor: ['  '] },
        catZ: coach,
      }),
    );
    const error = await loadInstructionContent(dir).then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ContentError);
    expect((error as ContentError).problems).toEqual([
      expect.stringMatching(/^coach\/lesson-01\.json: not JSON/),
      expect.stringMatching(/^coach\/lesson-02\.json: catA\.say: .*durng/),
      expect.stringMatching(/^coach\/lesson-02\.json: catB\.stepIn: /),
      expect.stringMatching(/^coach\/lesson-02\.json: catC\.lookFor\.0: /),
      expect.stringMatching(/^coach\/lesson-02\.json: .*catZ/),
    ]);
  });
});
