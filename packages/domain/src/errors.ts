import { z } from 'zod';

/** The one error shape of the API: a Swedish message, and a machine code where useful. */
export const ErrorSchema = z.object({
  message: z.string(),
  code: z.string().optional(),
});
export type ApiError = z.infer<typeof ErrorSchema>;

export const MessageSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageSchema>;
