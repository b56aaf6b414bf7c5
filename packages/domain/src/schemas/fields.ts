import * as z from 'zod/mini';
import { LICENCE_CATEGORIES } from '../categories.js';
import {
  EMAIL_MAX,
  EMAIL_MIN,
  NAME_MAX,
  NAME_MIN,
  PASSWORD_MAX,
  PASSWORD_MIN,
} from '../constants.js';
import { messages } from '../messages.js';
import { MUNICIPALITIES } from '../municipalities.js';

/** Ids are UUIDs (schemas/ids.ts, kept apart so the card screen loads no form fields). */
export { entityId } from './ids.js';

const v = messages.validation;

/**
 * The spec's "simple format": text @ text . text, without spaces. No control characters
 * either: an address never has one, and PostgreSQL refuses U+0000 in text.
 */
export const EMAIL_PATTERN = /^[^\s@\p{Cc}]+@[^\s@\p{Cc}]+\.[^\s@\p{Cc}]+$/u;

/**
 * A person's name: letters of any alphabet (with their accents), and single spaces, hyphens
 * and apostrophes between them – 'Anna-Karin', 'O’Brien', 'Åsa Öberg', 'Łukasz', 'محمد'.
 * Nothing else: a name is repeated in e-mails and on screens, and must not be able to carry a
 * sentence, a link or a line break there.
 */
export const PERSON_NAME_PATTERN = /^[\p{L}\p{M}]+(?:[ '’-][\p{L}\p{M}]+)*$/u;

/** Field schemas shared by the request schemas; each carries the spec's Swedish messages. */
export const registrationName = z
  .string({ error: v.registrationNameRequired })
  .check(
    z.trim(),
    z.minLength(1, v.registrationNameRequired),
    z.minLength(NAME_MIN, v.registrationNameMin),
    z.maxLength(NAME_MAX, v.nameMax),
    z.regex(PERSON_NAME_PATTERN, v.nameCharacters),
  );

/**
 * The surname at registration (issue 22): the app's forms ask for it beside the first name
 * (`name`); a §7 client that sends only `name` gets an empty surname, as before.
 */
export const registrationSurname = z.string({ error: v.registrationSurnameRequired }).check(
  z.trim(),
  z.maxLength(NAME_MAX, messages.details.surnameMax),
  z.refine((value) => value === '' || PERSON_NAME_PATTERN.test(value), v.nameCharacters),
);

/** The same, required: the registration forms of the app. */
export const requiredRegistrationSurname = registrationSurname.check(
  z.minLength(1, v.registrationSurnameRequired),
);

export const registrationEmail = z
  .string({ error: v.registrationEmailRequired })
  .check(
    z.trim(),
    z.minLength(1, v.registrationEmailRequired),
    z.minLength(EMAIL_MIN, v.registrationEmailMin),
    z.maxLength(EMAIL_MAX, v.emailMax),
    z.regex(EMAIL_PATTERN, v.emailInvalid),
  );

export const registrationPassword = z
  .string({ error: v.registrationPasswordRequired })
  .check(
    z.minLength(1, v.registrationPasswordRequired),
    z.minLength(PASSWORD_MIN, v.registrationPasswordMin),
    z.maxLength(PASSWORD_MAX, v.passwordMax),
  );

export const municipality = z.enum(MUNICIPALITIES, { error: v.cityInvalid });

export const licenceCategories = z
  .array(z.enum(LICENCE_CATEGORIES, { error: v.categoryRequired }), { error: v.categoryRequired })
  .check(
    z.minLength(1, v.categoryRequired),
    z.maxLength(LICENCE_CATEGORIES.length, v.categoryRequired),
  );

/**
 * A supervisor's licence categories at registration (issue 22): optional, since a supervisor
 * practises with a learner rather than for a licence. None chosen is kept as an empty list.
 */
export const optionalLicenceCategories = z._default(
  z
    .array(z.enum(LICENCE_CATEGORIES, { error: v.categoryRequired }), {
      error: v.categoryRequired,
    })
    .check(z.maxLength(LICENCE_CATEGORIES.length, v.categoryRequired)),
  [],
);

/** Opaque single-use tokens from e-mailed links (base64url of 32 random bytes). */
export const linkToken = z
  .string({ error: v.tokenInvalid })
  .check(z.regex(/^[A-Za-z0-9_-]{32,128}$/, v.tokenInvalid));

/** The spec's personal number: 8 digits, optional hyphen, 4 digits; kept as 12 digits. */
export const personalNumber = z.pipe(
  z
    .string({ error: messages.details.pnrFormat })
    .check(z.trim(), z.regex(/^\d{8}-?\d{4}$/, messages.details.pnrFormat)),
  z.transform((value: string) => value.replace('-', '')),
);

/**
 * A Swedish phone number as people write it ("070-123 45 67", "+46 70 123 45 67"): spaces and
 * hyphens go, a +46 or 0046 prefix becomes 0; kept as the spec's 10 digits.
 */
export function normalizePhoneNumber(value: string): string {
  return value.replace(/[\s-]/g, '').replace(/^(?:\+|00)46/, '0');
}

export const phoneNumber = z.pipe(
  z.pipe(
    z.string({ error: messages.details.phoneFormat }).check(z.trim()),
    z.transform(normalizePhoneNumber),
  ),
  z.string().check(z.regex(/^\d{10}$/, messages.details.phoneFormat)),
);

export const surname = z.string({ error: messages.details.failed }).check(
  z.trim(),
  z.maxLength(NAME_MAX, messages.details.surnameMax),
  z.refine((value) => value === '' || PERSON_NAME_PATTERN.test(value), v.nameCharacters),
);
