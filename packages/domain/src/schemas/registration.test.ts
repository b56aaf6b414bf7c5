import { describe, expect, it } from 'vitest';
import { messages } from '../messages.js';
import { StudentRegistrationFormSchema, StudentRegistrationSchema } from './auth.js';
import { SupervisorRegistrationFormSchema, SupervisorRegistrationSchema } from './supervisor.js';

const v = messages.validation;

/** What a §7 client sends: `name` only, no surname, gearbox or (for a supervisor) nothing more. */
const spec7 = {
  name: 'Anna Svensson',
  email: 'anna@example.se',
  password: 'trygg-vid-ratten-26',
  city: 'Lund',
  category: ['CategoryB'],
};

const firstIssue = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('the surname at registration (issue 22)', () => {
  it('is optional for a §7 client: name only keeps the name as sent and no surname', () => {
    for (const schema of [StudentRegistrationSchema, SupervisorRegistrationSchema]) {
      const parsed = schema.parse(spec7);
      expect(parsed.name).toBe('Anna Svensson');
      expect(parsed.surname).toBe('');
    }
  });

  it('is kept, trimmed, when sent beside the first name', () => {
    for (const schema of [StudentRegistrationSchema, SupervisorRegistrationSchema]) {
      const parsed = schema.parse({ ...spec7, name: 'Anna', surname: '  von Essen ' });
      expect(parsed).toMatchObject({ name: 'Anna', surname: 'von Essen' });
    }
  });

  it('is a name: letters, spaces, hyphens and apostrophes, at most 100', () => {
    for (const schema of [StudentRegistrationSchema, SupervisorRegistrationSchema]) {
      expect(firstIssue(schema.safeParse({ ...spec7, surname: 'Svensson 2' }))).toBe(
        v.nameCharacters,
      );
      expect(firstIssue(schema.safeParse({ ...spec7, surname: 'x'.repeat(101) }))).toBe(
        messages.details.surnameMax,
      );
      expect(firstIssue(schema.safeParse({ ...spec7, surname: 42 }))).toBe(
        v.registrationSurnameRequired,
      );
    }
  });

  it('is required by the app’s forms, which ask for it', () => {
    const student = { ...spec7, name: 'Anna', autotransmission: false };
    for (const surname of [undefined, '', '   ']) {
      expect(firstIssue(StudentRegistrationFormSchema.safeParse({ ...student, surname }))).toBe(
        v.registrationSurnameRequired,
      );
      expect(firstIssue(SupervisorRegistrationFormSchema.safeParse({ ...spec7, surname }))).toBe(
        v.registrationSurnameRequired,
      );
    }
    expect(StudentRegistrationFormSchema.parse({ ...student, surname: 'Svensson' }).surname).toBe(
      'Svensson',
    );
  });
});

describe('a supervisor’s gearbox and licence category are optional (issue 22)', () => {
  const { category: _category, ...withoutCategory } = spec7;

  it('left out, they become a manual gearbox and no category', () => {
    const parsed = SupervisorRegistrationSchema.parse(withoutCategory);
    expect(parsed.category).toEqual([]);
    expect(parsed.autotransmission).toBe(false);
    expect(
      SupervisorRegistrationFormSchema.parse({ ...withoutCategory, surname: 'S' }),
    ).toMatchObject({ category: [], autotransmission: false });
  });

  it('an empty list of categories is no category', () => {
    expect(SupervisorRegistrationSchema.parse({ ...spec7, category: [] }).category).toEqual([]);
  });

  it('given, they are kept, and an unknown category is still refused', () => {
    expect(
      SupervisorRegistrationSchema.parse({
        ...spec7,
        category: ['CategoryA', 'CategoryB'],
        autotransmission: true,
      }),
    ).toMatchObject({ category: ['CategoryA', 'CategoryB'], autotransmission: true });
    expect(
      firstIssue(SupervisorRegistrationSchema.safeParse({ ...spec7, category: ['CategoryX'] })),
    ).toBe(v.categoryRequired);
    expect(
      firstIssue(SupervisorRegistrationSchema.safeParse({ ...spec7, category: 'CategoryB' })),
    ).toBe(v.categoryRequired);
  });

  it('stay required of a student, whose cards follow them', () => {
    expect(firstIssue(StudentRegistrationSchema.safeParse({ ...spec7, category: [] }))).toBe(
      v.categoryRequired,
    );
    expect(firstIssue(StudentRegistrationSchema.safeParse(withoutCategory))).toBe(
      v.categoryRequired,
    );
  });
});
