import type { Limit, Limiter } from './limiter.js';

export type MailKind =
  'reset' | 'accountExists' | 'activation' | 'emailChange' | 'invitation' | 'companion';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * How many e-mails of a kind one address may receive: a few an hour of what the person may
 * really need again, one a day of the notice that someone tried to register with it.
 */
export const MAIL_LIMITS: Record<MailKind, Limit> = {
  reset: { max: 3, windowMs: HOUR_MS, lockMs: HOUR_MS },
  activation: { max: 3, windowMs: HOUR_MS, lockMs: HOUR_MS },
  emailChange: { max: 3, windowMs: HOUR_MS, lockMs: HOUR_MS },
  accountExists: { max: 1, windowMs: DAY_MS, lockMs: DAY_MS },
  /** Invitations from students (decision 022), from all students together. */
  invitation: { max: 3, windowMs: DAY_MS, lockMs: DAY_MS },
  /** Links to confirm a drive (issue 34): a week of drives with the same person, at most. */
  companion: { max: 10, windowMs: DAY_MS, lockMs: DAY_MS },
};
/** E-mails that requests from one client address may cause, of every kind together. */
export const MAIL_LIMIT_PER_CLIENT: Limit = { max: 200, windowMs: HOUR_MS, lockMs: HOUR_MS };

/**
 * Whether a mail may go out, counted in the database before it is sent. A mail over a limit is
 * simply not sent: the answer to the request stays the same, so it tells nobody whether an
 * account exists, and nobody can flood someone's inbox through us.
 */
export function createMailLimits(limiter: Limiter) {
  return {
    async allows(kind: MailKind, recipient: string, clientIp: string): Promise<boolean> {
      const wait = await limiter.take([
        [`mail:${kind}:${recipient.toLowerCase()}`, MAIL_LIMITS[kind]],
        [`mail:ip:${clientIp}`, MAIL_LIMIT_PER_CLIENT],
      ]);
      return wait === 0;
    },
  };
}
export type MailLimits = ReturnType<typeof createMailLimits>;
