import * as z from 'zod/mini';
import { PASSWORD_MAX } from '../constants.js';
import { messages } from '../messages.js';

/**
 * The body of `DELETE /v1/delUser/{id}` and `/v1/delTeach/{id}`: the account's password. An
 * account without one (Google sign-in) sends no body (Fastify reads it as null) and needs a
 * recent login instead.
 */
export const DeleteAccountSchema = z.nullish(
  z.object({
    password: z.optional(
      z
        .string({ error: messages.account.deletePasswordNeeded })
        .check(z.maxLength(PASSWORD_MAX, messages.validation.passwordMax)),
    ),
  }),
);
export type DeleteAccount = z.infer<typeof DeleteAccountSchema>;
