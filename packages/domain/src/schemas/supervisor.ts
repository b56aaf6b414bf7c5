import * as z from 'zod/mini';
import { LICENCE_CATEGORIES } from '../categories.js';
import {
  licenceCategories,
  municipality,
  registrationEmail,
  registrationName,
  registrationPassword,
} from './fields.js';

export const SupervisorRegistrationSchema = z.object({
  name: registrationName,
  email: registrationEmail,
  password: registrationPassword,
  city: municipality,
  category: licenceCategories,
  autotransmission: z._default(z.boolean(), false),
});
export type SupervisorRegistration = z.input<typeof SupervisorRegistrationSchema>;

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
