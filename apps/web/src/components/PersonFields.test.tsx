import type { LicenceCategory } from '@ovningskort/domain';
import { renderToStaticMarkup } from 'react-dom/server';
import { useForm, type FieldErrors } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { PersonFields, type PersonField } from './PersonFields.js';

interface Person {
  name: string;
  surname: string;
  email: string;
  password: string;
  city: string;
  category: LicenceCategory[];
  autotransmission?: boolean;
}

const empty: Person = { name: '', surname: '', email: '', password: '', city: '', category: [] };
const owner = { email: 'sam@example.se', name: 'Sam S' };

const everyField: PersonField<Person>[] = [
  { field: 'name', label: 'Förnamn' },
  { field: 'surname', label: 'Efternamn' },
  { field: 'email', label: 'E-postadress' },
  { field: 'newPassword', label: 'Lösenord (minst 8 tecken)', person: owner },
  { field: 'city', label: 'Kommun' },
  { field: 'category', legend: 'Körkortskategori', categories: ['CategoryB', 'CategoryA'] },
  { field: 'gearbox', legend: 'Växellåda', labels: { manual: 'Manuell', automatic: 'Automat' } },
];

function Form({
  fields,
  errors,
}: {
  fields: readonly PersonField<Person>[];
  errors?: FieldErrors<Person>;
}) {
  const { control } = useForm<Person>({ defaultValues: empty, errors });
  return (
    <form>
      <PersonFields control={control} fields={fields} />
    </form>
  );
}

const render = (fields: readonly PersonField<Person>[], errors?: FieldErrors<Person>) =>
  renderToStaticMarkup(<Form fields={fields} errors={errors} />);

/** The labels and legends, in order. */
const labels = (html: string) =>
  [...html.matchAll(/<(?:label|legend)[^>]*>(.*?)<\/(?:label|legend)>/g)].map(([, inner]) =>
    inner!.replace(/<[^>]+>/g, ''),
  );

/** The attributes of the input called `name`. */
function input(html: string, name: string): Record<string, string> {
  const tag = new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(html)?.[0];
  if (!tag) throw new Error(`no input named ${name}`);
  return Object.fromEntries([...tag.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, k, v]) => [k, v]));
}

describe('PersonFields: a person’s fields, wired once', () => {
  it('shows the fields a form lists, in its order, and no others', () => {
    expect(labels(render(everyField))).toEqual([
      'Förnamn',
      'Efternamn',
      'E-postadress',
      'Lösenord (minst 8 tecken)',
      'Kommun',
      'Körkortskategori',
      'Kategori B (personbil)',
      'Kategori A (motorcykel)',
      'Växellåda',
      'Manuell',
      'Automat',
    ]);
    const reversed = render([
      { field: 'city', label: 'Kommun' },
      { field: 'name', label: 'Namn (valfritt)' },
    ]);
    expect(labels(reversed)).toEqual(['Kommun', 'Namn (valfritt)']);
  });

  it('gives each kind its input type and autocomplete', () => {
    const html = render(everyField);
    expect(input(html, 'name')).toMatchObject({ autoComplete: 'given-name' });
    expect(input(html, 'surname')).toMatchObject({ autoComplete: 'family-name' });
    expect(input(html, 'email')).toMatchObject({
      type: 'email',
      inputMode: 'email',
      autoComplete: 'email',
    });
    expect(input(html, 'password')).toMatchObject({
      type: 'password',
      autoComplete: 'new-password',
    });
    expect(input(html, 'city')).toMatchObject({ role: 'combobox', autoComplete: 'off' });
    expect(html.match(/type="checkbox"[^>]*name="category"/g)).toHaveLength(2);
    expect(html.match(/type="radio"/g)).toHaveLength(2);
  });

  it('puts the strength hint under a new password, linked to it', () => {
    const html = render(everyField);
    const password = input(html, 'password');
    expect(password['aria-describedby']).toBe(`${password.id}-hint`);
    expect(html).toContain(`<div id="${password.id}-hint"><div class="`);
  });

  it('binds a kind to another value of the form with `name`', () => {
    const html = render([
      { field: 'currentPassword', name: 'email', label: 'Ditt lösenord' },
      { field: 'pnr', name: 'surname', label: 'Personnummer' },
      { field: 'phone', name: 'name', label: 'Telefonnummer' },
    ]);
    expect(input(html, 'email')).toMatchObject({
      type: 'password',
      autoComplete: 'current-password',
    });
    expect(input(html, 'surname')).toMatchObject({ inputMode: 'numeric', autoComplete: 'off' });
    expect(input(html, 'name')).toMatchObject({
      type: 'tel',
      inputMode: 'tel',
      autoComplete: 'tel',
    });
  });

  it('announces each error and links it to its field', () => {
    const error = (message: string) => ({ type: 'validate', message });
    const html = render(everyField, {
      name: error('Fel namn'),
      email: error('Fel adress'),
      password: error('För kort'),
      city: error('Välj kommun'),
      // An array's message may sit on its root.
      category: {
        type: 'validate',
        root: error('Välj kategori'),
      } as FieldErrors<Person>['category'],
      autotransmission: error('Välj växellåda'),
    });
    for (const [name, message] of [
      ['name', 'Fel namn'],
      ['email', 'Fel adress'],
      ['city', 'Välj kommun'],
    ] as const) {
      const field = input(html, name);
      expect(field['aria-invalid']).toBe('true');
      expect(field['aria-describedby']).toBe(`${field.id}-error`);
      expect(html).toContain(`id="${field.id}-error" role="alert">${message}</p>`);
    }
    const password = input(html, 'password');
    expect(password['aria-describedby']).toBe(`${password.id}-hint ${password.id}-error`);
    expect(html).toContain(`role="alert">För kort</p>`);
    expect(input(html, 'surname')['aria-invalid']).toBeUndefined();
    for (const message of ['Välj kategori', 'Välj växellåda']) {
      const id = new RegExp(`<p id="([^"]+)"[^>]*role="alert">${message}</p>`).exec(html)?.[1];
      expect(html).toMatch(new RegExp(`<fieldset[^>]*aria-describedby="${id}"`));
    }
  });
});

// The types: a kind whose value the form does not have must say which value it edits.
const _checked: PersonField<{ value: string }>[] = [
  { field: 'city', name: 'value', label: 'Kommun' },
  // @ts-expect-error -- the form has no `city`: `name` is required.
  { field: 'city', label: 'Kommun' },
  // @ts-expect-error -- `nothing` is not a value of the form.
  { field: 'name', name: 'nothing', label: 'Förnamn' },
];
