/** Business constants and limits of spec §9. */
export const PASSWORD_MIN = 8;
/** Upper bound so that hashing cannot be abused to burn CPU. */
export const PASSWORD_MAX = 256;
export const NAME_MIN = 2;
export const NAME_MAX = 100;
export const EMAIL_MIN = 5;
export const EMAIL_MAX = 254;
export const CONTACT_MESSAGE_MIN = 8;
export const PHONE_DIGITS = 10;
export const PERSONAL_NUMBER_DIGITS = 12;

export const CAPTCHA_AFTER_FAILED_LOGINS = 3;
export const LOGIN_LOCKOUT_MS = 15 * 60 * 1000;

export const INACTIVITY_LOGOUT_MS = 10_800_000;
export const SUPERVISOR_SESSION_MS = 10_800_000;
export const COOKIE_ACCEPTANCE_MS = 365 * 24 * 60 * 60 * 1000;

export const RECOVERY_SEND_CLICKS = 6;
export const RECOVERY_LOCK_SECONDS = 20;
export const CARD_DELETE_COUNTDOWN_SECONDS = 3;
export const AUDIO_PLAY_ALL_PAUSE_MS = 1500;
export const VOICE_LANGUAGE = 'sv-SE';
/** A voice command clip sent to POST /v1/transcribe: a few seconds of speech. */
export const TRANSCRIBE_MAX_BYTES = 1_000_000;
/** How long the browser records one clip when the server transcribes. */
export const TRANSCRIBE_CLIP_MS = 3000;

export const REDIRECT_COUNTDOWN_SECONDS = {
  requestMade: 30,
  activation: 20,
  confirm: 20,
  contact: 10,
} as const;

export const REDIRECT_AFTER_FAILED_REFRESH_MS = { student: 2900, supervisor: 3000 } as const;
export const REQUEST_RETRIES_AFTER_REFRESH = 1;

export const TOAST_AUTO_CLOSE_MS = 2500;
export const TOAST_AUTO_CLOSE_RECOVERY_MS = 5000;
export const TOAST_DRAG_PERCENT_RECOVERY = 80;

export const NARROW_SCREEN_PX = 550;

export const MAX_CARDS_PER_STUDENT = 10;
export const MAX_SUPERVISORS_PER_STUDENT = 1;

export const CARD_SECTION_START_LESSONS = [1, 8, 10, 15] as const;

export const SUPPORT_ANSWER_HOURS = 24;

/** Lifetimes of the credentials the server hands out. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

export const ACTIVATION_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** Sessions (issue: accounts and sessions). */
export const REFRESH_TOKEN_IDLE_MS = 3 * 60 * 60 * 1000;
export const STUDENT_SESSION_MAX_MS = 30 * 24 * 60 * 60 * 1000;
/**
 * A remembered session ("Kom ihåg mig på den här enheten", either role) and its refresh cookie
 * live this long after their last use: each refresh renews both (decision 013).
 */
export const REMEMBERED_SESSION_MS = 30 * 24 * 60 * 60 * 1000;
/** A used refresh token shown again this soon is a parallel refresh, not a stolen token. */
export const REFRESH_REUSE_GRACE_MS = 10_000;

/**
 * An account without a password (signed in through Google) is deleted only from a login this
 * recent: a phone left signed in cannot be used to wipe it.
 */
export const FRESH_LOGIN_MS = 10 * 60_000;
export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;
export const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * Login limits (server side), counted before the password is checked; a successful login
 * clears the e-mail's. One e-mail from one client address: 5 attempts in 15 minutes, then
 * locked for LOGIN_LOCKOUT_MS. One e-mail from anywhere: 20 attempts in an hour, then locked
 * for LOGIN_LOCKOUT_MS, twice as long with each further lock up to a day (a password reset
 * clears it). One client address: 100 attempts in 15 minutes (a school behind one address
 * stays usable).
 */
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const LOGIN_ATTEMPTS_PER_EMAIL_AND_IP = 5;
export const LOGIN_EMAIL_WINDOW_MS = 60 * 60 * 1000;
export const LOGIN_ATTEMPTS_PER_EMAIL = 20;
export const LOGIN_EMAIL_LOCKOUT_MAX_MS = 24 * 60 * 60 * 1000;
export const LOGIN_ATTEMPTS_PER_IP = 100;

/**
 * Live update streams one session may hold open at a time (over all server processes with
 * REDIS_URL, per process without it; security round 3, decision 006): a tab of the web app
 * holds one, whatever it shows (a supervisor's students all come on `/v1/teacher/live`, issue
 * 37), so five tabs. It was 20 while a supervisor's screen held a stream per student.
 */
export const LIVE_STREAMS_PER_SESSION = 5;
/**
 * Live update streams one account may hold open at a time over all its sessions (security
 * round 3): a phone and a computer each with a session's share; five logins no longer give
 * one account 100. Counted across server processes with REDIS_URL (decision 006).
 */
export const LIVE_STREAMS_PER_ACCOUNT = 2 * LIVE_STREAMS_PER_SESSION;

/** Changes one request may carry: an outbox after a long dead zone sends them in a few. */
export const LESSON_CHANGES_PER_REQUEST = 200;

/** How long the server remembers a change's id, so that a retry is applied once. */
export const LESSON_CHANGE_ID_RETENTION_MS = 30 * 24 * 60 * 60_000;
/**
 * The change ids the server keeps per writer at most, the newest (decision 014, security
 * round 3): a retry comes within minutes, and a person makes a few hundred changes a day.
 */
export const LESSON_CHANGE_IDS_PER_WRITER = 10_000;
/**
 * Batches of lesson changes (and changes in them) one account may send a minute: an outbox
 * replaying a whole day of taps after a dead zone sends a few batches of at most 200.
 */
export const LESSON_CHANGE_BATCHES_PER_MINUTE = 60;
export const LESSON_CHANGES_PER_MINUTE = 2_000;

/** "Ladda ner mina uppgifter" (decision 019): downloads per account and hour. */
export const DATA_EXPORTS_PER_HOUR = 10;

/** Inviting a supervisor who has no account yet (decision 022). */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** Invitations one student may send per day (a new one replaces the open one). */
export const INVITATIONS_PER_DAY = 5;
/** A live stream's keep-alive comment; at each one the stream's session is checked again. */
export const LIVE_HEARTBEAT_MS = 20_000;
