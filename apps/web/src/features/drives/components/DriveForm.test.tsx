import { DriveInputSchema, reflectionQuestionsFor, type DriveInput } from '@ovningskort/domain';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ShownDrive } from '../outbox/use-drive-log.js';
import { formPlausibility } from '../plausibility.js';
import {
  draftOf,
  DriveForm,
  reflectionInput,
  ReflectionStep,
  saveStep,
  type DriveDraft,
} from './DriveForm.js';

/** A new drive's draft as the form gets it: nobody named as supervisor yet. */
const draft = (changes: Partial<DriveDraft>): DriveDraft => ({
  ...draftOf({
    date: '2026-12-06',
    startTime: '10:00',
    minutes: 50,
    km: null,
    supervisedBy: { kind: 'other', name: '' },
    conditions: [],
    roads: [],
    traffic: null,
    lessons: [],
    note: '',
  }),
  ...changes,
});

const form = (
  initial: DriveDraft,
  linkedSupervisor: string | null,
  reflectionQuestions?: ReturnType<typeof reflectionQuestionsFor>,
  plausibility?: (input: DriveInput) => string[],
) =>
  renderToStaticMarkup(
    <DriveForm
      title="Ny körning"
      initial={initial}
      linkedSupervisor={linkedSupervisor}
      lessons={[1, 2]}
      reflectionQuestions={reflectionQuestions}
      plausibility={plausibility}
      onSave={() => {}}
      onCancel={() => {}}
    />,
  );

/** The label of the checked radio button among the supervisor choices. */
function checkedSupervisor(html: string): string | undefined {
  const labels = [...html.matchAll(/<label[^>]*>(.*?)<\/label>/g)].map(([, inner]) => inner ?? '');
  const checked = labels.find((inner) => /name="supervisedBy"[^>]*checked=""/.test(inner));
  return checked?.replace(/<[^>]+>/g, '').trim();
}

describe('the drive form’s supervisor', () => {
  it('is the linked supervisor when the form opened before their name was known', () => {
    // A new drive's draft made while the supervisor's name was still on its way says "other".
    const html = form(draft({}), 'Tor Handledare');
    expect(checkedSupervisor(html)).toBe('Tor Handledare (din handledare)');
    expect(html).not.toContain('Namn');
  });

  it('stays the named other person of a drive', () => {
    const html = form(draft({ supervisorName: 'Mamma' }), 'Tor Handledare');
    expect(checkedSupervisor(html)).not.toContain('Tor Handledare');
  });

  it('is another person when there is no linked supervisor', () => {
    const html = form(draft({}), null);
    expect(html).not.toContain('din handledare');
    expect(checkedSupervisor(html)).toBeDefined();
  });
});

describe('the reflection after the drive (issue 36)', () => {
  const questions = reflectionQuestionsFor(0); // "Hur pigg var du i dag?", "Var det något som stressade dig?"

  it('asks the rotation’s questions in the learner’s form, each answer a button to tap', () => {
    const html = form(draft({}), null, questions);
    expect(html).toContain('Efter körningen (valfritt)');
    expect(html).toContain('Hoppa över om du vill.');
    expect(html).toContain('<legend>Hur pigg var du i dag?</legend>');
    expect(html).toContain('<legend>Var det något som stressade dig?</legend>');
    expect(html).not.toContain('Låg telefonen undan');
    expect(html).toMatch(
      /<button type="button"[^>]*aria-pressed="false"[^>]*>5 – helt pigg<\/button>/,
    );
    expect(html).toContain('Med egna ord (valfritt)');
    // Saving stays one tap, below the questions.
    expect(html.indexOf('Spara körning')).toBeGreaterThan(html.indexOf('Med egna ord'));
  });

  it('is not in the supervisor’s form', () => {
    const html = form(draft({}), 'Tor Handledare');
    expect(html).not.toContain('Efter körningen');
  });

  it('shows what was answered as pressed', () => {
    const html = renderToStaticMarkup(
      <ReflectionStep
        questions={questions}
        answers={{ alertness: '4' }}
        note="Trött"
        onAnswer={() => {}}
        onNote={() => {}}
      />,
    );
    expect(html).toMatch(/aria-pressed="true"[^>]*>4<\/button>/);
    expect(html.match(/aria-pressed="true"/g)).toHaveLength(1);
    expect(html).toContain('value="Trött"');
  });

  it('is skipped by answering nothing, and sends what was answered in the questions’ order', () => {
    expect(reflectionInput(draft({}), questions)).toBeNull();
    expect(reflectionInput(draft({ reflectionNote: '   ' }), questions)).toBeNull();
    const answered = draft({
      reflection: { stress: 'some', alertness: '2' },
      reflectionNote: ' Kö ',
    });
    const input = reflectionInput(answered, questions);
    expect(input).toEqual({
      answers: [
        { question: 'alertness', answer: '2' },
        { question: 'stress', answer: 'some' },
      ],
      note: 'Kö',
    });
    // The form's drive with it is one the API takes; the supervisor's form sends none.
    expect(DriveInputSchema.safeParse({ ...base, reflection: input }).success).toBe(true);
    expect(reflectionInput(answered, undefined)).toBeUndefined();
  });

  it('keeps a changed drive’s answers', () => {
    const edited = draftOf({
      ...base,
      reflection: { answers: [{ question: 'risk', answer: 'yes' }], note: 'Omkörning' },
    });
    expect(edited.reflection).toEqual({ risk: 'yes' });
    expect(edited.reflectionNote).toBe('Omkörning');
    expect(reflectionInput(edited, [])).toEqual({
      answers: [{ question: 'risk', answer: 'yes' }],
      note: 'Omkörning',
    });
  });
});

const base = DriveInputSchema.parse({
  date: '2026-12-06',
  startTime: '10:00',
  minutes: 50,
  supervisedBy: { kind: 'school' },
});

describe('a drive that looks wrong, before it is saved (issue 34)', () => {
  /** Long after the drives here: nothing ends in the future. */
  const later = () => Date.UTC(2027, 0, 1);
  const onServer = (changes: Partial<ShownDrive>): ShownDrive => ({
    ...base,
    id: 'a',
    studentId: 's1',
    addedBy: 'student',
    confirmed: null,
    createdAt: Date.UTC(2026, 11, 6, 12),
    updatedAt: 1,
    pending: false,
    ...changes,
  });

  it('warns in words in the form, with room to explain, and the drive can be saved all the same', () => {
    const html = form(
      draft({ minutes: '300', supervisorName: 'Mamma' }),
      null,
      undefined,
      formPlausibility([], null, later),
    );
    expect(html).toMatch(
      /<h3[^>]*><span[^>]*aria-hidden="true"[^>]*>!<\/span>Stämmer det här\?<\/h3>/,
    );
    expect(html).toContain('<li>Längre än 4 timmar</li>');
    expect(html).toContain('Du kan spara körningen ändå.');
    expect(html).toMatch(/<label[^>]*>Förklaring \(valfritt\)<\/label>/);
    // The first tap says why; saving stays in reach.
    expect(html).toMatch(/<button type="submit"[^>]*>Spara körning<\/button>/);
  });

  it('says nothing where nothing looks wrong, or where the form judges nothing', () => {
    const named = { supervisorName: 'Mamma' };
    expect(form(draft(named), null, undefined, formPlausibility([], null, later))).not.toContain(
      'Stämmer',
    );
    expect(form(draft({ ...named, minutes: '300' }), null)).not.toContain('Stämmer');
  });

  it('warns once before saving, saves at the next tap, and saves an explained drive at once', () => {
    const warnings = ['Längre än 4 timmar'];
    expect(saveStep([], '', null)).toBe('save');
    expect(saveStep(warnings, '', null)).toBe('warn');
    expect(saveStep(warnings, '', 'Längre än 4 timmar')).toBe('save');
    expect(saveStep(warnings, ' Till Åre ', null)).toBe('save');
    // Something new to warn of: warned again.
    expect(saveStep([...warnings, 'Slutar i framtiden'], '', 'Längre än 4 timmar')).toBe('warn');
  });

  it('judges the drive as the server will: against the other drives, and when it was logged', () => {
    const now = () => Date.UTC(2026, 10, 24, 15, 0); // 16:00 in Sweden
    const other = onServer({ id: 'x', date: '2026-11-24', startTime: '10:00', minutes: 60 });
    const judge = (input: Partial<DriveInput>, editing: ShownDrive | null = null) =>
      formPlausibility([other], editing, now)({ ...base, date: '2026-11-24', ...input });
    expect(judge({ startTime: '10:30', minutes: 30 })).toEqual(['Överlappar en annan körning']);
    expect(judge({ startTime: '16:00', minutes: 60 })).toEqual(['Slutar i framtiden']);
    expect(judge({ startTime: '12:00', minutes: 60, km: 150 })).toEqual([
      'Orimlig medelhastighet (150 km/h)',
    ]);
    // The drive itself is not another drive; one logged before it was over is said so.
    expect(judge({ startTime: '10:00', minutes: 60 }, other)).toEqual([]);
    const early = onServer({ id: 'e', createdAt: Date.UTC(2026, 10, 24, 8, 0) });
    expect(judge({ startTime: '12:00', minutes: 60 }, early)).toEqual([
      'Loggades innan körningen var slut',
    ]);
  });

  it('keeps a changed drive’s explanation, and sends it only when it was changed', () => {
    const edited = draftOf({ ...base, explanation: 'Till Åre.' });
    expect(edited.explanation).toBe('Till Åre.');
    const html = form(edited, null, undefined, () => ['Längre än 4 timmar']);
    expect(html).toContain('>Till Åre.</textarea>');
  });
});
