import * as z from 'zod/mini';
import { EMAIL_MAX, EMAIL_MIN, PASSWORD_MAX, PASSWORD_MIN } from '../constants.js';
import { messages } from '../messages.js';
import {
  licenceCategories,
  linkToken,
  municipality,
  registrationEmail,
  registrationName,
  registrationPassword,
  registrationSurname,
  requiredRegistrationSurname,
} from './fields.js';
import { SupervisorLoginResponseSchema, SupervisorSchema } from './supervisor.js';

const v = messages.validation;

/**
 * POST /v1/registration. The gearbox (issue 17) and the surname (issue 22) are ours and
 * optional for clients of §7 that do not send them (manual, and no surname, then); the app's
 * form asks for both (StudentRegistrationFormSchema), `name` being the first name there.
 */
export const StudentRegistrationSchema = z.object({
  name: registrationName,
  surname: z._default(registrationSurname, ''),
  email: registrationEmail,
  password: registrationPassword,
  city: municipality,
  category: licenceCategories,
  autotransmission: z._default(z.boolean({ error: messages.completion.gearboxRequired }), false),
});
export type StudentRegistration = z.infer<typeof StudentRegistrationSchema>;

/**
 * The registration form: first name and surname apart (the details screen has both), and the
 * gearbox must be chosen, it decides the lessons of every new card.
 */
export const StudentRegistrationFormSchema = z.extend(StudentRegistrationSchema, {
  surname: requiredRegistrationSurname,
  autotransmission: z.boolean({ error: messages.completion.gearboxRequired }),
});
export type StudentRegistrationForm = z.input<typeof StudentRegistrationFormSchema>;

export const LoginSchema = z.object({
  email: z
    .string({ error: v.loginEmailMin })
    .check(z.trim(), z.minLength(EMAIL_MIN, v.loginEmailMin), z.maxLength(EMAIL_MAX, v.emailMax)),
  password: z
    .string({ error: v.loginPasswordMin })
    .check(z.minLength(PASSWORD_MIN, v.loginPasswordMin), z.maxLength(PASSWORD_MAX, v.passwordMax)),
  /**
   * "Kom ihåg mig på den här enheten": the session's refresh cookie lives 30 days after its
   * last use instead of 3 hours, and a new tab opens signed in (decision 013). Optional: a
   * client that does not send it gets the session of spec §3.
   */
  remember: z.optional(z.boolean({ error: v.rememberInvalid })),
});
export type Login = z.infer<typeof LoginSchema>;

/** The student as the client may see and keep it (no personal number or phone). */
export const StudentSchema = z.extend(SupervisorSchema, { profileComplete: z.boolean() });
export type Student = z.infer<typeof StudentSchema>;

export const StudentLoginResponseSchema = z.object({
  accessToken: z.string(),
  user: StudentSchema,
});
export type StudentLoginResponse = z.infer<typeof StudentLoginResponseSchema>;

/**
 * What a login, the sign-in with Google and the opening of a remembered session answer: the
 * login's answer and whether the session is remembered on this device.
 */
export const StudentSessionResponseSchema = z.extend(StudentLoginResponseSchema, {
  remembered: z.boolean(),
});
export type StudentSessionResponse = z.infer<typeof StudentSessionResponseSchema>;

export const SupervisorSessionResponseSchema = z.extend(SupervisorLoginResponseSchema, {
  remembered: z.boolean(),
});
export type SupervisorSessionResponse = z.infer<typeof SupervisorSessionResponseSchema>;

/** GET /v1/oidc/start?remember=1: the sign-in with Google remembers the device (as `remember`). */
export const OidcStartQuerySchema = z.object({
  remember: z.optional(z.enum(['0', '1'], { error: v.rememberInvalid })),
});
export type OidcStartQuery = z.infer<typeof OidcStartQuerySchema>;

export const RefreshResponseSchema = z.object({ accessToken: z.string() });
export type RefreshResponse = z.infer<typeof RefreshResponseSchema>;

export const ActivationSchema = z.object({ token: linkToken });
export type Activation = z.infer<typeof ActivationSchema>;
