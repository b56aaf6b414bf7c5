import * as z from 'zod/mini';
import { LICENCE_CATEGORIES } from '../categories.js';
import {
  municipality,
  optionalLicenceCategories,
  registrationEmail,
  registrationName,
  registrationPassword,
  registrationSurname,
  requiredRegistrationSurname,
} from './fields.js';
import { invitationToken } from './invitations.js';

/**
 * POST v1/teacher/registration. The gearbox and the licence categories are optional (issue
 * 22): they say little about a supervisor. Left out, the account keeps a manual gearbox (the
 * column's default, as for a §7 client) and no category; both can be set later under 'Dina
 * uppgifter'. The surname is optional as for a student.
 */
export const SupervisorRegistrationSchema = z.object({
  name: registrationName,
  surname: z._default(registrationSurname, ''),
  email: registrationEmail,
  password: registrationPassword,
  city: municipality,
  category: optionalLicenceCategories,
  autotransmission: z._default(z.boolean(), false),
  /** The token of the invitation link the supervisor came from, if any (decision 022). */
  invitation: z.optional(invitationToken),
});
export type SupervisorRegistration = z.input<typeof SupervisorRegistrationSchema>;

/** The supervisor's registration form: first name and surname apart, the rest as the API. */
export const SupervisorRegistrationFormSchema = z.extend(SupervisorRegistrationSchema, {
  surname: requiredRegistrationSurname,
});
export type SupervisorRegistrationForm = z.input<typeof SupervisorRegistrationFormSchema>;

/** A supervisor as the client may see and keep it; a student has these fields too. */
export const SupervisorSchema = z.object({
  id: z.string(),
  name: z.string(),
  surname: z.string(),
  email: z.string(),
  city: z.string(),
  category: z.array(z.enum(LICENCE_CATEGORIES)),
  autotransmission: z.boolean(),
  isActivated: z.boolean(),
});
export type Supervisor = z.infer<typeof SupervisorSchema>;

export const SupervisorLoginResponseSchema = z.object({
  accessToken: z.string(),
  teacher: SupervisorSchema,
});
export type SupervisorLoginResponse = z.infer<typeof SupervisorLoginResponseSchema>;
