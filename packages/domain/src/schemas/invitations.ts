import * as z from 'zod/mini';
import { EMAIL_MAX } from '../constants.js';
import { messages } from '../messages.js';
import { EMAIL_PATTERN } from './fields.js';
import { entityId } from './ids.js';

const m = messages.supervision;

/**
 * POST /v1/invitations (decision 022): the student invites a supervisor who has no account yet.
 * The address is checked like the one of 'Lägg till handledare'.
 */
export const SendInvitationSchema = z.object({
  email: z
    .string({ error: m.emailRequired })
    .check(
      z.trim(),
      z.minLength(1, m.emailRequired),
      z.maxLength(EMAIL_MAX, m.emailInvalid),
      z.regex(EMAIL_PATTERN, m.emailInvalid),
    ),
});
export type SendInvitation = z.infer<typeof SendInvitationSchema>;

/** The token of an invitation link, as the registration sends it back (random, URL-safe). */
export const invitationToken = z
  .string({ error: messages.invitations.invalidToken })
  .check(z.regex(/^[A-Za-z0-9_-]{32,128}$/, messages.invitations.invalidToken));

/** A student's open invitation as the student sees it: the address and until when it holds. */
export const InvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  /** ISO 8601, UTC. */
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type Invitation = z.infer<typeof InvitationSchema>;

/** GET /v1/invitations: the student's open invitation, if any (at most one is open). */
export const OpenInvitationSchema = z.object({ invitation: z.nullable(InvitationSchema) });
export type OpenInvitation = z.infer<typeof OpenInvitationSchema>;

/** The answer to a sent invitation: the same whether or not the address has an account. */
export const SendInvitationResponseSchema = z.object({
  message: z.string(),
  invitation: InvitationSchema,
});
export type SendInvitationResponse = z.infer<typeof SendInvitationResponseSchema>;

export const InvitationParamsSchema = z.object({ id: entityId });
