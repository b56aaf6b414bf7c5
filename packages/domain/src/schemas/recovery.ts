import * as z from 'zod/mini';
import { EMAIL_MAX, EMAIL_MIN, PASSWORD_MAX, PASSWORD_MIN } from '../constants.js';
import { messages } from '../messages.js';
import { EMAIL_PATTERN, entityId, linkToken } from './fields.js';

const r = messages.recovery;

export const StudentRecoveryRequestSchema = z.object({
  email: z
    .string({ error: r.emailRequired })
    .check(
      z.trim(),
      z.minLength(1, r.emailRequired),
      z.minLength(EMAIL_MIN, r.emailMin),
      z.maxLength(EMAIL_MAX, messages.validation.emailMax),
      z.regex(EMAIL_PATTERN, r.emailInvalid),
    ),
});
export type StudentRecoveryRequest = z.infer<typeof StudentRecoveryRequestSchema>;

export const SupervisorRecoveryRequestSchema = z.object({
  email: z
    .string({ error: r.supervisorEmailRequired })
    .check(
      z.trim(),
      z.minLength(1, r.supervisorEmailRequired),
      z.maxLength(EMAIL_MAX, messages.validation.emailMax),
      z.regex(EMAIL_PATTERN, r.emailInvalid),
    ),
});
export type SupervisorRecoveryRequest = z.infer<typeof SupervisorRecoveryRequestSchema>;

export const StudentNewPasswordSchema = z.object({
  password: z
    .string({ error: r.newPasswordRequired })
    .check(
      z.minLength(1, r.newPasswordRequired),
      z.minLength(PASSWORD_MIN, r.newPasswordMin),
      z.maxLength(PASSWORD_MAX, messages.validation.passwordMax),
    ),
});
export type StudentNewPassword = z.infer<typeof StudentNewPasswordSchema>;

export const SupervisorNewPasswordSchema = z.object({
  password: z
    .string({ error: r.supervisorNewPasswordMin })
    .check(
      z.minLength(PASSWORD_MIN, r.supervisorNewPasswordMin),
      z.maxLength(PASSWORD_MAX, messages.validation.passwordMax),
    ),
});
export type SupervisorNewPassword = z.infer<typeof SupervisorNewPasswordSchema>;

export const StudentResetParamsSchema = z.object({ studentId: entityId, restoreToken: linkToken });
export const SupervisorResetParamsSchema = z.object({
  teacherId: entityId,
  restoreToken: linkToken,
});
export const RestoreTokenParamsSchema = z.object({ token: linkToken });

export const TokenCheckResponseSchema = z.object({ success: z.boolean() });
export type TokenCheckResponse = z.infer<typeof TokenCheckResponseSchema>;
