import { z } from 'zod';
import { EMAIL_MAX, EMAIL_MIN, PASSWORD_MAX, PASSWORD_MIN } from '../constants.js';
import { messages } from '../messages.js';
import { EMAIL_PATTERN, entityId, linkToken } from './fields.js';

const r = messages.recovery;

export const StudentRecoveryRequestSchema = z.object({
  email: z
    .string({ error: r.emailRequired })
    .trim()
    .min(1, r.emailRequired)
    .min(EMAIL_MIN, r.emailMin)
    .max(EMAIL_MAX, messages.validation.emailMax)
    .regex(EMAIL_PATTERN, r.emailInvalid),
});
export type StudentRecoveryRequest = z.infer<typeof StudentRecoveryRequestSchema>;

export const SupervisorRecoveryRequestSchema = z.object({
  email: z
    .string({ error: r.supervisorEmailRequired })
    .trim()
    .min(1, r.supervisorEmailRequired)
    .max(EMAIL_MAX, messages.validation.emailMax)
    .regex(EMAIL_PATTERN, r.emailInvalid),
});
export type SupervisorRecoveryRequest = z.infer<typeof SupervisorRecoveryRequestSchema>;

export const StudentNewPasswordSchema = z.object({
  password: z
    .string({ error: r.newPasswordRequired })
    .min(1, r.newPasswordRequired)
    .min(PASSWORD_MIN, r.newPasswordMin)
    .max(PASSWORD_MAX, messages.validation.passwordMax),
});
export type StudentNewPassword = z.infer<typeof StudentNewPasswordSchema>;

export const SupervisorNewPasswordSchema = z.object({
  password: z
    .string({ error: r.supervisorNewPasswordMin })
    .min(PASSWORD_MIN, r.supervisorNewPasswordMin)
    .max(PASSWORD_MAX, messages.validation.passwordMax),
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
