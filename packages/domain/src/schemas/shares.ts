import * as z from 'zod/mini';
import { messages } from '../messages.js';
import { entityId } from './ids.js';

const m = messages.shares;

/**
 * "Dela med trafikskolan" (issue 34): a read-only link to a student's cards, history and drive
 * log for the driving school, with no account. Expiring, revocable, listed in the student's
 * settings. The link's token is shown once and kept only as its hash; the short code (for a
 * printout) is listed.
 */

/** The lifetimes a student may choose, in days; 90 unless another is chosen. */
export const SHARE_DAYS = [30, 90, 365] as const;
export type ShareDays = (typeof SHARE_DAYS)[number];
export const SHARE_DEFAULT_DAYS: ShareDays = 90;
/** Links a student may have active at once (the PDF's own "Utskrift" link not counted). */
export const SHARES_ACTIVE_MAX = 10;
/** New links a student may make per day. */
export const SHARES_PER_DAY = 20;
/** Wrong short codes one client address may try before it waits. */
export const SHARE_CODE_MISSES = 10;
export const SHARE_LABEL_MAX = 80;
/** How often the public page reads the record again (it has no live stream: no account). */
export const SHARE_REFRESH_SECONDS = 15;
/** The short code's letters: no 0/O, 1/I/L, so that a printout is read right. */
export const SHARE_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const SHARE_CODE_LENGTH = 8;
/** What the PDF's own link is called in the list. */
export const PRINT_SHARE_LABEL = 'Utskrift';

/** 'ABCD2345' as people read it: 'ABCD-2345'. */
export function formatShareCode(code: string): string {
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}

/** What a person typed ('abcd 2345', 'ABCD-2345') as the stored code, or null. */
export function normalizeShareCode(typed: string): string | null {
  const code = typed.toUpperCase().replace(/[\s-]/g, '');
  const valid = new RegExp(`^[${SHARE_CODE_ALPHABET}]{${SHARE_CODE_LENGTH}}$`);
  return valid.test(code) ? code : null;
}

/** POST /v1/shares: an optional label (the school's name) and how long the link holds. */
export const CreateShareSchema = z.object({
  label: z.optional(
    z
      .string({ error: m.labelInvalid })
      .check(z.trim(), z.maxLength(SHARE_LABEL_MAX, m.labelTooLong)),
  ),
  days: z.optional(
    z.union(
      SHARE_DAYS.map((days) => z.literal(days)),
      { error: m.daysInvalid },
    ),
  ),
});
export type CreateShare = z.infer<typeof CreateShareSchema>;

/** A link as its student sees it: never the token. */
export const ShareSchema = z.object({
  id: z.string(),
  /** '' when none was given. */
  label: z.string(),
  /** 'ABCD-2345'. */
  code: z.string(),
  /** The PDF's own link ("Utskrift"). */
  forPrint: z.boolean(),
  /** ISO 8601, UTC. */
  createdAt: z.string(),
  expiresAt: z.string(),
  revokedAt: z.nullable(z.string()),
  /** Not revoked and not expired. */
  active: z.boolean(),
});
export type Share = z.infer<typeof ShareSchema>;

/** GET /v1/shares: the student's links, the newest first. */
export const SharesSchema = z.object({ shares: z.array(ShareSchema) });
export type Shares = z.infer<typeof SharesSchema>;

/** The answer to a new link: the only time its full address is told. */
export const CreateShareResponseSchema = z.object({
  message: z.string(),
  share: ShareSchema,
  /** The page's full address, with the token. */
  url: z.string(),
});
export type CreateShareResponse = z.infer<typeof CreateShareResponseSchema>;

export const ShareParamsSchema = z.object({ id: entityId });

/** The token of a shared link (random, URL-safe). */
export const SharedTokenParamsSchema = z.object({
  token: z
    .string({ error: m.invalidLink })
    .check(z.regex(/^[A-Za-z0-9_-]{32,128}$/, m.invalidLink)),
});

/** A short code as typed: letters, digits, a dash or spaces; checked further by the service. */
export const SharedCodeParamsSchema = z.object({
  code: z.string({ error: m.invalidCode }).check(z.regex(/^[A-Za-z0-9 -]{1,20}$/, m.invalidCode)),
});

const CommentViewSchema = z.object({ heading: z.string(), body: z.string() });

/** What the driving school sees: finished Swedish text, as the progress PDF has it. */
export const SharedViewSchema = z.object({
  studentName: z.string(),
  supervisorLine: z.string(),
  /** ISO 8601: when the link stops working. */
  expiresAt: z.string(),
  /** When this was read (ISO 8601). */
  readAt: z.string(),
  refreshSeconds: z.number(),
  commentsNote: z.nullable(z.string()),
  cards: z.array(
    z.object({
      heading: z.string(),
      summary: z.string(),
      lessons: z.array(
        z.object({
          heading: z.string(),
          done: z.boolean(),
          doneText: z.string(),
          approvedText: z.string(),
          doneBy: z.nullable(z.string()),
          moments: z.array(
            z.object({
              heading: z.string(),
              status: z.string(),
              statusText: z.string(),
              approved: z.boolean(),
              setBy: z.nullable(z.string()),
              comments: z.array(CommentViewSchema),
            }),
          ),
          comments: z.array(CommentViewSchema),
        }),
      ),
    }),
  ),
  /** The latest changes of the cards, newest first, as lines: when, where, what. */
  history: z.array(z.object({ when: z.string(), where: z.string(), what: z.string() })),
  driveLog: z.nullable(
    z.object({
      totals: z.array(z.tuple([z.string(), z.string()])),
      byCondition: z.array(z.tuple([z.string(), z.string()])),
      byRoad: z.array(z.tuple([z.string(), z.string()])),
      listHeading: z.string(),
      listNote: z.nullable(z.string()),
      drives: z.array(
        z.object({
          date: z.string(),
          start: z.string(),
          duration: z.string(),
          supervisor: z.string(),
          confirmed: z.string(),
          conditions: z.string(),
          reflection: z.nullable(z.string()),
        }),
      ),
    }),
  ),
  /**
   * "Redo för körprovet?" (issue 39): the app's verdict now with its reasons, and the
   * supervisor's latest statement with the figures then; null without a card. Optional for a
   * client of an older server.
   */
  readiness: z.optional(
    z.nullable(
      z.object({
        heading: z.string(),
        verdict: z.string(),
        reasons: z.array(z.string()),
        statement: z.array(z.string()),
        rules: z.string(),
      }),
    ),
  ),
});
export type SharedView = z.infer<typeof SharedViewSchema>;
