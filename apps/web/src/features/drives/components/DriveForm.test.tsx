import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { draftOf, DriveForm, type DriveDraft } from './DriveForm.js';

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

const form = (initial: DriveDraft, linkedSupervisor: string | null) =>
  renderToStaticMarkup(
    <DriveForm
      title="Ny körning"
      initial={initial}
      linkedSupervisor={linkedSupervisor}
      suggestedHint={false}
      lessons={[1, 2]}
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
