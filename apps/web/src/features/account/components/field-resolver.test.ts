import { UpdatePersonDetailsSchema } from '@ovningskort/domain';
import { describe, expect, it } from 'vitest';
import { fieldError, fieldResolver } from './field-resolver.js';

describe('checking one row with the matching field of the request schema', () => {
  const student = UpdatePersonDetailsSchema.required();
  const supervisor = UpdatePersonDetailsSchema.required();

  it('gives the spec’s message for a bad personal number or phone', () => {
    expect(fieldError(student.pick({ pnr: true }), 'pnr', '1990-01-01')).toBe(
      'Fel format på personnummer',
    );
    expect(fieldError(student.pick({ phone: true }), 'phone', '070123')).toBe(
      'Fel format på telefonnummer',
    );
  });

  it('accepts good values, and an empty personal number (which clears it)', () => {
    expect(fieldError(student.pick({ pnr: true }), 'pnr', '19900101-1234')).toBeNull();
    expect(fieldError(student.pick({ pnr: true }), 'pnr', '199001011234')).toBeNull();
    expect(fieldError(student.pick({ pnr: true }), 'pnr', '')).toBeNull();
    expect(fieldError(student.pick({ phone: true }), 'phone', '0701234567')).toBeNull();
    expect(fieldError(supervisor.pick({ city: true }), 'city', 'Göteborg')).toBeNull();
  });

  it('needs a name, a municipality from the list and a category', () => {
    expect(fieldError(supervisor.pick({ name: true }), 'name', '')).toBe(
      'Vänligen skriv ditt namn',
    );
    expect(fieldError(supervisor.pick({ city: true }), 'city', 'Gbg')).toBe(
      'Vänligen välj en giltig kommun från listan',
    );
    expect(fieldError(student.pick({ category: true }), 'category', [])).toBe(
      'Vänligen välj din kategori',
    );
  });

  it('as a form resolver keeps what was typed, or names the error on `value`', async () => {
    const resolve = fieldResolver<string>(student.pick({ pnr: true }), 'pnr');
    const options = { fields: {}, shouldUseNativeValidation: false };
    expect(await resolve({ value: '19900101-1234' }, undefined, options)).toEqual({
      values: { value: '19900101-1234' },
      errors: {},
    });
    expect(await resolve({ value: 'x' }, undefined, options)).toEqual({
      values: {},
      errors: { value: { type: 'validate', message: 'Fel format på personnummer' } },
    });
  });
});
