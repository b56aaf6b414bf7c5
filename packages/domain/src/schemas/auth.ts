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
} from './fields.js';
import { SupervisorSchema } from './supervisor.js';

const v = messages.validation;

export const StudentRegistrationSchema = z.object({
  name: registrationName,
  email: registrationEmail,
  password: registrationPassword,
  city: municipality,
  category: licenceCategories,
});
export type StudentRegistration = z.infer<typeof StudentRegistrationSchema>;

export const LoginSchema = z.object({
  email: z
    .string({ error: v.loginEmailMin })
    .check(z.trim(), z.minLength(EMAIL_MIN, v.loginEmailMin), z.maxLength(EMAIL_MAX, v.emailMax)),
  password: z
    .string({ error: v.loginPasswordMin })
    .check(z.minLength(PASSWORD_MIN, v.loginPasswordMin), z.maxLength(PASSWORD_MAX, v.passwordMax)),
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

export const RefreshResponseSchema = z.object({ accessToken: z.string() });
export type RefreshResponse = z.infer<typeof RefreshResponseSchema>;

export const ActivationSchema = z.object({ token: linkToken });
export type Activation = z.infer<typeof ActivationSchema>;
