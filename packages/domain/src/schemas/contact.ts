import * as z from 'zod/mini';
import { CONTACT_MESSAGE_MIN, EMAIL_MAX, NAME_MAX } from '../constants.js';
import { messages } from '../messages.js';
import { EMAIL_PATTERN } from './fields.js';

const m = messages.contact;

/** The contact form's subjects (spec §2), in the order the select lists them. */
export const CONTACT_SUBJECTS = ['Teknisk support', 'Allmän fråga', 'Förslag', 'Övrigt'] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

/** Long enough for any real question, short enough that one message stays one e-mail. */
export const CONTACT_MESSAGE_MAX = 5000;

/** Contact messages from one client address: at most this many within the window (then 429). */
export const CONTACT_MESSAGES_PER_WINDOW = 5;
export const CONTACT_WINDOW_MS = 10 * 60 * 1000;

const contactName = z
  .string({ error: m.nameRequired })
  .check(z.trim(), z.minLength(1, m.nameRequired), z.maxLength(NAME_MAX, m.nameMax));

const contactEmail = z
  .string({ error: m.emailRequired })
  .check(
    z.trim(),
    z.minLength(1, m.emailRequired),
    z.maxLength(EMAIL_MAX, m.emailMax),
    z.regex(EMAIL_PATTERN, m.emailInvalid),
  );

const contactSubject = z.enum(CONTACT_SUBJECTS, { error: m.subjectRequired });

const contactMessage = z
  .string({ error: m.messageRequired })
  .check(
    z.trim(),
    z.minLength(1, m.messageRequired),
    z.minLength(CONTACT_MESSAGE_MIN, m.messageMin),
    z.maxLength(CONTACT_MESSAGE_MAX, m.messageMax),
  );

/**
 * A field people never see: a person leaves it empty, a form-filling robot does not. A filled
 * one gets the same answer as a real message, and nothing is kept or sent.
 */
const honeypot = z.optional(z.string().check(z.maxLength(1000)));

/** The contact form (spec §3 'Contact message', §5 'Contact') as a visitor sends it. */
export const ContactMessageSchema = z.object({
  name: contactName,
  email: contactEmail,
  select: contactSubject,
  message: contactMessage,
  website: honeypot,
});
export type ContactMessage = z.infer<typeof ContactMessageSchema>;
/** What the form holds before it is checked (the subject starts as the empty placeholder). */
export type ContactForm = z.input<typeof ContactMessageSchema>;

/**
 * POST /api/support. A logged-in sender may leave out name and e-mail: the server takes both
 * from the account. A visitor must send them (checked against ContactMessageSchema).
 */
export const SupportRequestSchema = z.extend(ContactMessageSchema, {
  name: z.optional(contactName),
  email: z.optional(contactEmail),
});
export type SupportRequest = z.infer<typeof SupportRequestSchema>;

/** PUT /v1/dealsreminder and PUT /v1/controllesson: who wants to hear from us. */
export const InterestRequestSchema = z.object({
  email: z
    .string({ error: messages.interest.emailRequired })
    .check(
      z.trim(),
      z.minLength(1, messages.interest.emailRequired),
      z.maxLength(EMAIL_MAX, messages.interest.emailInvalid),
      z.regex(EMAIL_PATTERN, messages.interest.emailInvalid),
    ),
});
export type InterestRequest = z.infer<typeof InterestRequestSchema>;

/** The two kinds of interest a person can register. */
export const INTEREST_KINDS = ['deals', 'control_lesson'] as const;
export type InterestKind = (typeof INTEREST_KINDS)[number];
