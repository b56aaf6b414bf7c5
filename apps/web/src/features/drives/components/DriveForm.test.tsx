import { DriveInputSchema, reflectionQuestionsFor } from '@ovningskort/domain';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  draftOf,
  DriveForm,
  reflectionInput,
  ReflectionStep,
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
) =>
  renderToStaticMarkup(
    <DriveForm
      title="Ny körning"
      initial={initial}
      linkedSupervisor={linkedSupervisor}
      suggestedHint={false}
      lessons={[1, 2]}
      reflectionQuestions={reflectionQuestions}
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
