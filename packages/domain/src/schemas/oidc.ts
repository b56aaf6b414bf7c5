import * as z from 'zod/mini';
import { LICENCE_CATEGORIES } from '../categories.js';
import { NAME_MAX, NAME_MIN } from '../constants.js';
import { messages } from '../messages.js';
import { MUNICIPALITIES } from '../municipalities.js';
import { entityId, PERSON_NAME_PATTERN } from './fields.js';

const c = messages.completion;

/** POST /v1/google-login: the code the provider gave the browser, and the state it carried. */
export const GoogleLoginSchema = z.object({
  authCode: z
    .string({ error: messages.oidc.noCode })
    .check(z.minLength(1, messages.oidc.noCode), z.maxLength(2048, messages.oidc.failed)),
  state: z
    .string({ error: messages.oidc.failed })
    .check(z.regex(/^[A-Za-z0-9_-]{32,128}$/, messages.oidc.failed)),
});
export type GoogleLogin = z.infer<typeof GoogleLoginSchema>;

export const OidcConfigSchema = z.object({ enabled: z.boolean() });
export type OidcConfig = z.infer<typeof OidcConfigSchema>;

/** POST /v1/registrationG: completing the profile after the first sign-in with the provider. */
export const ProfileCompletionSchema = z.object({
  studentId: entityId,
  name: z.optional(
    z.string().check(
      z.trim(),
      z.maxLength(NAME_MAX, messages.validation.nameMax),
      z.refine(
        (name) => name === '' || name.length >= NAME_MIN,
        messages.validation.registrationNameMin,
      ),
      z.refine(
        (name) => name === '' || PERSON_NAME_PATTERN.test(name),
        messages.validation.nameCharacters,
      ),
    ),
  ),
  city: z.pipe(
    z.string({ error: c.cityRequired }).check(z.minLength(1, c.cityRequired)),
    z.enum(MUNICIPALITIES, { error: c.cityInvalid }),
  ),
  category: z
    .array(z.enum(LICENCE_CATEGORIES, { error: c.categoryRequired }), { error: c.categoryRequired })
    .check(
      z.minLength(1, c.categoryRequired),
      z.maxLength(LICENCE_CATEGORIES.length, c.categoryRequired),
    ),
  autotransmission: z.boolean({ error: c.gearboxRequired }),
});
export type ProfileCompletion = z.infer<typeof ProfileCompletionSchema>;
