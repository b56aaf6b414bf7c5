import type { ErrorCode } from '@ovningskort/domain';

/** The HTTP status of each domain error code: the one place codes become statuses. */
export const ERROR_STATUS: Record<ErrorCode, number> = {
  VALIDATION: 400,
  BAD_REQUEST: 400,
  BAD_URL: 400,
  URL_TOO_LONG: 414,
  INVALID_TEXT: 400,
  TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  NOT_FOUND: 404,
  CROSS_SITE: 403,
  INTERNAL: 500,

  UNAUTHENTICATED: 401,
  WRONG_ROLE: 403,
  NO_ACCOUNT: 401,
  NOT_ACTIVATED: 403,
  NOT_YOURS: 403,
  WRONG_CREDENTIALS: 401,
  LOCKED_OUT: 429,
  REFRESH_FAILED: 401,

  EMAIL_TAKEN: 400,
  EMAIL_NEEDS_PASSWORD: 400,
  WRONG_PASSWORD: 400,
  WEAK_PASSWORD: 400,
  PASSWORD_REQUIRED: 400,
  FRESH_LOGIN_REQUIRED: 403,
  INVALID_LINK: 400,
  INVALID_TOKEN: 400,
  RESEND_TOO_SOON: 429,
  MAIL_FAILED: 503,

  OIDC_DISABLED: 404,
  OIDC_STATE: 400,
  OIDC_PROVIDER: 502,
  OIDC_REJECTED: 401,
  OIDC_NO_EMAIL: 401,
  EMAIL_TAKEN_UNVERIFIED: 409,

  NO_NOTE: 404,
  NO_CARD: 404,
  NO_TEMPLATE: 400,
  MAX_CARDS: 400,
  LESSON_EXISTS: 400,
  ID_MISMATCH: 400,

  NO_SUPERVISOR: 400,
  ALREADY_LINKED: 400,
  NO_LINK: 404,
  NO_SESSION: 404,
  NOT_LINKED: 403,

  NO_INSTRUCTION: 404,
  NOT_CONFIGURED: 501,
  NOT_AUDIO: 415,
  NO_FILE: 400,
  TRANSCRIBE_FAILED: 502,

  TOO_MANY_MESSAGES: 429,

  TOO_MANY_STREAMS: 429,

  BUSY: 503,
};

/** The code of a 4xx status that Fastify or a plugin answered without one of ours. */
export function codeOfStatus(status: number): ErrorCode {
  if (status === 404) return 'NOT_FOUND';
  if (status === 413) return 'TOO_LARGE';
  if (status === 414) return 'URL_TOO_LONG';
  if (status === 415) return 'UNSUPPORTED_MEDIA_TYPE';
  return 'BAD_REQUEST';
}
