import * as z from 'zod/mini';
import { LICENCE_CATEGORIES } from '../categories.js';
import { EMAIL_MAX, NAME_MAX, NAME_MIN, PASSWORD_MAX, PASSWORD_MIN } from '../constants.js';
import { messages } from '../messages.js';
import {
  entityId,
  PERSON_NAME_PATTERN,
  licenceCategories,
  municipality,
  personalNumber,
  phoneNumber,
  registrationEmail,
  surname,
} from './fields.js';

const p = messages.password;

export const IdParamsSchema = z.object({ id: entityId });
export const IdQuerySchema = z.object({ id: entityId });

const newPassword = z
  .string({ error: p.newRequired })
  .check(
    z.minLength(1, p.newRequired),
    z.minLength(PASSWORD_MIN, p.newMin),
    z.maxLength(PASSWORD_MAX, messages.validation.passwordMax),
  );
const currentPassword = z
  .string({ error: p.currentRequired })
  .check(z.minLength(1, p.currentRequired), z.maxLength(PASSWORD_MAX, p.currentWrong));

/** PUT v1/setNewPuser/{id} and v1/setNewPteach/{id}: we also ask for the current password. */
export const ChangePasswordSchema = z.object({ currentPassword, newPass: newPassword });
export type ChangePassword = z.infer<typeof ChangePasswordSchema>;

/** The form adds the repeated password, checked against the new one. */
export const ChangePasswordFormSchema = z
  .object({
    currentPassword,
    newPass: newPassword,
    repeat: z.string({ error: p.repeatRequired }).check(z.minLength(1, p.repeatRequired)),
  })
  .check(
    z.refine((form) => form.newPass === form.repeat, { message: p.mismatch, path: ['repeat'] }),
  );
export type ChangePasswordForm = z.infer<typeof ChangePasswordFormSchema>;

const detailsName = z
  .string({ error: messages.validation.registrationNameRequired })
  .check(
    z.trim(),
    z.minLength(1, messages.validation.registrationNameRequired),
    z.minLength(NAME_MIN, messages.validation.registrationNameMin),
    z.maxLength(NAME_MAX, messages.validation.nameMax),
    z.regex(PERSON_NAME_PATTERN, messages.validation.nameCharacters),
  );

/**
 * What GET v1/getUserData/{id} and v1/getTeacherData/{id} return: the person's own details, all
 * of them; a supervisor keeps the same as a student (spec §6, §7), and students never see theirs.
 */
export const PersonDetailsSchema = z.object({
  name: z.string(),
  surname: z.string(),
  email: z.string(),
  city: z.string(),
  pnr: z.string(),
  phone: z.string(),
  category: z.array(z.enum(LICENCE_CATEGORIES)),
  autotransmission: z.boolean(),
  /** Ours, not the spec's: false for an account made through Google sign-in (no password). */
  hasPassword: z.boolean(),
});
export type PersonDetails = z.infer<typeof PersonDetailsSchema>;

/**
 * PUT v1/updUserData/{id} and v1/updTeacherData/{id}: changes only the fields it sends. An empty personal number or phone
 * clears it. The e-mail may be sent unchanged; a new one goes through ChangeEmailSchema.
 */
export const UpdatePersonDetailsSchema = z.partial(
  z.object({
    name: detailsName,
    surname,
    email: z.string().check(z.trim(), z.maxLength(EMAIL_MAX, messages.validation.emailMax)),
    city: municipality,
    pnr: z.union([z.literal(''), personalNumber], { error: messages.details.pnrFormat }),
    phone: z.union([z.literal(''), phoneNumber], { error: messages.details.phoneFormat }),
    category: licenceCategories,
  }),
);
export type UpdatePersonDetails = z.input<typeof UpdatePersonDetailsSchema>;

export const GearboxSchema = z.object({
  autotransmission: z.boolean({ error: messages.details.gearboxFailed }),
});
export type Gearbox = z.infer<typeof GearboxSchema>;

/** A new e-mail address takes effect only once confirmed from that address. */
export const ChangeEmailSchema = z.object({
  email: registrationEmail,
  password: z
    .string({ error: messages.details.passwordWrong })
    .check(
      z.minLength(1, messages.validation.loginPasswordMin),
      z.maxLength(PASSWORD_MAX, messages.details.passwordWrong),
    ),
});
export type ChangeEmail = z.infer<typeof ChangeEmailSchema>;

export const PremiumResponseSchema = z.object({ isUser: z.boolean() });
