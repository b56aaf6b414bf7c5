// No zod here: the web's API client and error checks use the codes without loading it.

/**
 * Every machine code the API answers with, beside its Swedish message. The server throws them
 * (as DomainError) and maps each to one HTTP status in one place; the web compares against
 * `ErrorCode.X`, never a string of its own.
 */
export const ERROR_CODES = [
  // The request itself
  'VALIDATION',
  'BAD_REQUEST',
  'BAD_URL',
  'URL_TOO_LONG',
  'INVALID_TEXT',
  'TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'NOT_FOUND',
  'CROSS_SITE',
  'INTERNAL',
  // Who is asking
  'UNAUTHENTICATED',
  'WRONG_ROLE',
  'NO_ACCOUNT',
  'NOT_ACTIVATED',
  'NOT_YOURS',
  'WRONG_CREDENTIALS',
  'LOCKED_OUT',
  'REFRESH_FAILED',
  'SESSION_ENDED',
  'NO_SESSION',
  // Accounts and recovery
  'EMAIL_TAKEN',
  'EMAIL_NEEDS_PASSWORD',
  'WRONG_PASSWORD',
  'WEAK_PASSWORD',
  'PASSWORD_REQUIRED',
  'FRESH_LOGIN_REQUIRED',
  'INVALID_LINK',
  'INVALID_TOKEN',
  'RESEND_TOO_SOON',
  'MAIL_FAILED',
  // External sign-in
  'OIDC_DISABLED',
  'OIDC_STATE',
  'OIDC_PROVIDER',
  'OIDC_REJECTED',
  'OIDC_NO_EMAIL',
  'EMAIL_TAKEN_UNVERIFIED',
  // Cards
  'NO_NOTE',
  'NO_CARD',
  'NO_TEMPLATE',
  'MAX_CARDS',
  'LESSON_EXISTS',
  'ID_MISMATCH',
  'TOO_MANY_CHANGES',
  // Drive log
  'NO_DRIVE',
  'DRIVE_CHANGED',
  'TOO_MANY_DRIVES',
  'TOO_MANY_DRIVE_CHANGES',
  /** Issue 34: only the one who sat beside the learner confirms a drive. */
  'NOT_CONFIRMER',
  // Comments
  'NO_COMMENT',
  'TOO_MANY_COMMENTS',
  // Supervision
  'NO_SUPERVISOR',
  'ALREADY_LINKED',
  'NO_LINK',
  'NOT_LINKED',
  // Instructions and speech
  'NO_INSTRUCTION',
  'NOT_CONFIGURED',
  'NOT_AUDIO',
  'NO_FILE',
  'TRANSCRIBE_FAILED',
  // Contact
  'TOO_MANY_MESSAGES',
  // Data export
  'TOO_MANY_EXPORTS',
  // "Vi tycker att vi är redo" (issue 39)
  'TOO_MANY_STATEMENTS',
  // Invitations
  'NO_INVITATION',
  'TOO_MANY_INVITATIONS',
  // Shared links for the driving school (issue 34)
  'NO_SHARE',
  'SHARE_ENDED',
  'TOO_MANY_SHARES',
  'TOO_MANY_NEW_SHARES',
  'TOO_MANY_CODE_TRIES',
  // A companion's one-time link to confirm a drive (issue 34)
  'NO_COMPANION_LINK',
  'COMPANION_LINK_EXPIRED',
  'COMPANION_LINK_USED',
  'COMPANION_LINK_ENDED',
  'NOT_COMPANION_DRIVE',
  'ALREADY_CONFIRMED',
  'TOO_MANY_COMPANION_REQUESTS',
  'TOO_MANY_COMPANION_MAILS',
  'TOO_MANY_LINK_TRIES',
  'NO_COMPANION_REQUEST',
  // Live updates
  'TOO_MANY_STREAMS',
  // The server itself
  'BUSY',
  // Progress PDF: every render taken, or the render failed
  'PDF_BUSY',
  'PDF_FAILED',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** `ErrorCode.NOT_LINKED` === 'NOT_LINKED': the codes as constants to compare against. */
export const ErrorCode = Object.freeze(
  Object.fromEntries(ERROR_CODES.map((code) => [code, code])),
) as { readonly [C in ErrorCode]: C };

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}

/**
 * A rule of the product said no: a code and the Swedish message for the person. Services
 * throw it; the server maps the code to an HTTP status in one place.
 */
export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    /** When the same request may succeed again (lockout, a limit per hour), in seconds. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}
