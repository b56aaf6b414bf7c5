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
  };
}
