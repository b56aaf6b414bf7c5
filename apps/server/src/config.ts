import path from 'node:path';
import { z } from 'zod';

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  PUBLIC_URL: optionalText.pipe(z.url().optional()),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  DATABASE_SCHEMA: optionalText.pipe(
    z
      .string()
      .regex(/^[a-z_][a-z0-9_]{0,62}$/, 'must be a plain lower-case schema name')
      .optional(),
  ),
  SMTP_URL: optionalText.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
  ),
  MAIL_FROM: z.string().default('Övningskort <no-reply@ovningskort.local>'),
  SUPPORT_EMAIL: z.string().default('support@ovningskort.local'),
  AUTH_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  OIDC_ISSUER: z.url().default('https://accounts.google.com'),
  OIDC_CLIENT_ID: optionalText,
  OIDC_CLIENT_SECRET: optionalText,
  REDIS_URL: optionalText,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: optionalText,
  CONTENT_DIR: optionalText,
  TRUST_PROXY: optionalText,
  TRANSCRIBE_URL: optionalText.pipe(z.url().optional()),
  TRANSCRIBE_API_KEY: optionalText,
  TRANSCRIBE_MODEL: z.string().default('whisper-1'),
  VAPID_PUBLIC_KEY: optionalText.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{86,88}$/, 'must be a VAPID public key (base64url, 65 bytes)')
      .optional(),
  ),
  VAPID_PRIVATE_KEY: optionalText.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{42,44}$/, 'must be a VAPID private key (base64url, 32 bytes)')
      .optional(),
  ),
  VAPID_SUBJECT: optionalText.pipe(
    z
      .string()
      .regex(/^(mailto:|https:\/\/)\S+$/, 'must be a mailto: or https:// address')
      .optional(),
  ),
  PUSH_SERVICES: z
    .string()
    .default(
      'fcm.googleapis.com,*.push.services.mozilla.com,*.notify.windows.com,*.push.apple.com',
    ),
  NOTIFICATIONS_EVERY_MS: z.coerce.number().int().min(1000).max(3_600_000).default(15_000),
  NOTIFICATIONS_GATHER_MS: z.coerce.number().int().min(0).max(3_600_000).default(30_000),
});

/**
 * Which proxies may tell us the client's address (X-Forwarded-For): none by default, so a
 * client cannot forge its IP; 'true' trusts all, a number trusts that many hops, otherwise
 * a comma-separated list of addresses or CIDR ranges.
 */
function parseTrustProxy(value: string | undefined): TrustProxy {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address: string, hop: number) => hop < hops;
  }
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** PostgreSQL schema for our tables (default public). */
  databaseSchema: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  supportEmail: string;
  authSecret: string | undefined;
  oidc: { issuer: string; clientId: string | undefined; clientSecret: string | undefined };
  redisUrl: string | undefined;
  logLevel: string;
  /** Folder of the built web app; absent in API-only runs. */
  webDist: string;
  /** Instruction texts and media (content/ of the repository). */
  contentDir: string;
  trustProxy: TrustProxy;
  /** An OpenAI-compatible speech-to-text service for POST /v1/transcribe; absent → 501. */
  transcribe: { url: string; apiKey: string | undefined; model: string } | undefined;
  /** Web Push (issue 38): keys by configuration, or generated once into DATA_DIR. */
  push: {
    publicKey: string | undefined;
    privateKey: string | undefined;
    subject: string;
    /** Hosts a subscription's endpoint may point at ('*.' for any subdomain); the rest are refused. */
    services: string[];
  };
  /** How often each process sends what is due. */
  notificationsEveryMs: number;
  /** How long events of one group are gathered before they are told as one. */
  notificationsGatherMs: number;
};

export type TrustProxy = boolean | string[] | ((address: string, hop: number) => boolean);

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const defaultWebDist = () => path.resolve(import.meta.dirname ?? '.', '../../web/dist');
// src/config.ts and the bundled dist/server.js are both two folders below the repository root.
const defaultContentDir = () => path.resolve(import.meta.dirname ?? '.', '../../../content');

/** Reads the environment once; lists every bad key at once. Defaults make `npm start` just work. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    );
  }
  const e = parsed.data;
  if ((e.VAPID_PUBLIC_KEY === undefined) !== (e.VAPID_PRIVATE_KEY === undefined)) {
    throw new ConfigError(['VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both or neither']);
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databaseSchema: e.DATABASE_SCHEMA,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    supportEmail: e.SUPPORT_EMAIL,
    authSecret: e.AUTH_SECRET,
    oidc: { issuer: e.OIDC_ISSUER, clientId: e.OIDC_CLIENT_ID, clientSecret: e.OIDC_CLIENT_SECRET },
    redisUrl: e.REDIS_URL,
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST ? path.resolve(e.WEB_DIST) : defaultWebDist(),
    contentDir: e.CONTENT_DIR ? path.resolve(e.CONTENT_DIR) : defaultContentDir(),
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    transcribe: e.TRANSCRIBE_URL
      ? { url: e.TRANSCRIBE_URL, apiKey: e.TRANSCRIBE_API_KEY, model: e.TRANSCRIBE_MODEL }
      : undefined,
    push: {
      publicKey: e.VAPID_PUBLIC_KEY,
      privateKey: e.VAPID_PRIVATE_KEY,
      subject: e.VAPID_SUBJECT ?? `mailto:${e.SUPPORT_EMAIL}`,
      services: e.PUSH_SERVICES.split(',')
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean),
    },
    notificationsEveryMs: e.NOTIFICATIONS_EVERY_MS,
    notificationsGatherMs: e.NOTIFICATIONS_GATHER_MS,
  };
}
