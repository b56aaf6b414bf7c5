import { UpdatePersonDetailsSchema } from '@ovningskort/domain';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { fieldError, fieldResolver } from './field-resolver.js';

describe('checking one row with the matching field of the request schema', () => {
  const student = z.required(UpdatePersonDetailsSchema);
  const supervisor = z.required(UpdatePersonDetailsSchema);

  it('gives the spec’s message for a bad personal number or phone', () => {
    expect(fieldError(z.pick(student, { pnr: true }), 'pnr', '1990-01-01')).toBe(
      'Fel format på personnummer',
    );
    expect(fieldError(z.pick(student, { phone: true }), 'phone', '070123')).toBe(
      'Fel format på telefonnummer',
    );
  });

  it('accepts good values, and an empty personal number (which clears it)', () => {
    expect(fieldError(z.pick(student, { pnr: true }), 'pnr', '19900101-1234')).toBeNull();
    expect(fieldError(z.pick(student, { pnr: true }), 'pnr', '199001011234')).toBeNull();
    expect(fieldError(z.pick(student, { pnr: true }), 'pnr', '')).toBeNull();
    expect(fieldError(z.pick(student, { phone: true }), 'phone', '0701234567')).toBeNull();
    expect(fieldError(z.pick(supervisor, { city: true }), 'city', 'Göteborg')).toBeNull();
  });

  it('needs a name, a municipality from the list and a category', () => {
    expect(fieldError(z.pick(supervisor, { name: true }), 'name', '')).toBe('Skriv ditt namn');
    expect(fieldError(z.pick(supervisor, { city: true }), 'city', 'Gbg')).toBe(
      'Välj en giltig kommun från listan',
    );
    expect(fieldError(z.pick(student, { category: true }), 'category', [])).toBe(
      'Välj din kategori',
    );
  });

  it('as a form resolver keeps what was typed, or names the error on `value`', async () => {
    const resolve = fieldResolver<string>(z.pick(student, { pnr: true }), 'pnr');
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
