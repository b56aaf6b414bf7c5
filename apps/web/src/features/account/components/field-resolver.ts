import type { FieldErrors, Resolver, ResolverResult } from 'react-hook-form';

/** The part of a zod schema a row needs: parse an object, or say what is wrong. */
export interface ObjectSchema {
  safeParse(
    value: unknown,
  ): { success: true } | { success: false; error: { issues: readonly { message: string }[] } };
}

/** The first message the schema gives for `{ [field]: value }`, or null when it is valid. */
export function fieldError(schema: ObjectSchema, field: string, value: unknown): string | null {
  const result = schema.safeParse({ [field]: value });
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

/**
 * A form with one control, `value`, checked by one field of a domain request schema (the
 * same schema the server uses, e.g. `pnr` of UpdatePersonDetailsSchema). The form keeps what
 * was typed: the row sends it as entered and the server normalises it.
 */
export function fieldResolver<T>(schema: ObjectSchema, field: string): Resolver<{ value: T }> {
  return (values): ResolverResult<{ value: T }> => {
    const message = fieldError(schema, field, values.value);
    return message === null
      ? { values, errors: {} }
      : {
          values: {},
          // One control: its error is a plain FieldError, whatever the value's type.
          errors: { value: { type: 'validate', message } } as FieldErrors<{ value: T }>,
        };
  };
}
