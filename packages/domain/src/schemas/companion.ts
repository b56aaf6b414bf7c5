import * as z from 'zod/mini';
import { EMAIL_MAX } from '../constants.js';
import { DRIVE_CONDITIONS, DRIVE_ROADS, DRIVE_TRAFFIC } from '../drives.js';
import { messages } from '../messages.js';
import { EMAIL_PATTERN } from './fields.js';
import { unknownFieldsAnswer } from './unknown-fields.js';

const m = messages.companion;

/**
 * A drive with another companion (Mamma, a driving school) is confirmed by that person through
 * a one-time link the learner has e-mailed them (issue 34): no account, one tap. The link holds
 * COMPANION_LINK_DAYS, is used once, and only its SHA-256 is kept.
 */
export const COMPANION_LINK_DAYS = 14;
export const COMPANION_LINK_TTL_MS = COMPANION_LINK_DAYS * 24 * 60 * 60 * 1000;
/** Links one learner may send in a day. */
export const COMPANION_REQUESTS_PER_DAY = 20;
/** Wrong links one client address may try in 15 minutes before it waits. */
export const COMPANION_LINK_MISSES = 20;

/** POST /v1/drives/:id/companion-request: where the link goes. */
export const CompanionRequestSchema = z.strictObject(
  {
    email: z
      .string({ error: m.emailRequired })
      .check(
        z.trim(),
        z.minLength(1, m.emailRequired),
        z.maxLength(EMAIL_MAX, m.emailInvalid),
        z.regex(EMAIL_PATTERN, m.emailInvalid),
      ),
  },
  unknownFieldsAnswer(m.unknownField),
);
export type CompanionRequest = z.infer<typeof CompanionRequestSchema>;

/** A link the learner has sent and that still waits for the companion, as the learner sees it. */
export const CompanionRequestViewSchema = z.object({
  id: z.string(),
  driveId: z.string(),
  email: z.string(),
  /** ISO 8601, UTC. */
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type CompanionRequestView = z.infer<typeof CompanionRequestViewSchema>;

/** GET /v1/drives/companion-requests: the learner's links that wait, the newest first. */
export const CompanionRequestsSchema = z.object({
  requests: z.array(CompanionRequestViewSchema),
});
export type CompanionRequests = z.infer<typeof CompanionRequestsSchema>;

export const CompanionRequestSentSchema = z.object({
  message: z.string(),
  request: CompanionRequestViewSchema,
});
export type CompanionRequestSent = z.infer<typeof CompanionRequestSentSchema>;

/** The token of a companion's link (random, URL-safe). */
export const CompanionTokenParamsSchema = z.object({
  token: z
    .string({ error: m.invalidLink })
    .check(z.regex(/^[A-Za-z0-9_-]{32,128}$/, m.invalidLink)),
});

/**
 * What the companion's page shows: whose drive, and the drive as it is now. Never the learner's
 * e-mail, phone, personal number, note or reflection.
 */
export const CompanionDriveViewSchema = z.object({
  /** The learner's name as the account has it. */
  studentName: z.string(),
  drive: z.object({
    date: z.string(),
    startTime: z.string(),
    minutes: z.number(),
    km: z.nullable(z.number()),
    /** Who the learner says sat beside them: "Mamma", the driving school's name. */
    companion: z.string(),
    conditions: z.array(z.enum(DRIVE_CONDITIONS)),
    roads: z.array(z.enum(DRIVE_ROADS)),
    traffic: z.nullable(z.enum(DRIVE_TRAFFIC)),
  }),
  /** The version shown, which a confirmation names (the drive's `updatedAt`). */
  version: z.number(),
  /** ISO 8601, UTC: when the link stops working. */
  expiresAt: z.string(),
});
export type CompanionDriveView = z.infer<typeof CompanionDriveViewSchema>;

/** POST /v1/companion/:token/confirm: the version of the drive the companion saw. */
export const CompanionConfirmSchema = z.strictObject(
  {
    version: z
      .number({ error: m.versionRequired })
      .check(z.int(m.versionRequired), z.gte(0, m.versionRequired)),
  },
  unknownFieldsAnswer(m.unknownField),
);
export type CompanionConfirm = z.infer<typeof CompanionConfirmSchema>;
