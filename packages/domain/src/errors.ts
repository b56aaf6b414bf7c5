import * as z from 'zod/mini';
import { ERROR_CODES } from './error-codes.js';

export const ErrorCodeSchema = z.enum(ERROR_CODES);
/** The one error shape of the API: a Swedish message, and its machine code. */
export const ErrorSchema = z.object({
  message: z.string(),
  code: z.optional(ErrorCodeSchema),
});
export type ApiErrorBody = z.infer<typeof ErrorSchema>;

export const MessageSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageSchema>;
