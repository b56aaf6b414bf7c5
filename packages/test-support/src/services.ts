/**
 * The real PostgreSQL and Redis that tests may use, named by TEST_DATABASE_URL and
 * TEST_REDIS_URL. On a plain machine (neither set) their suites are skipped and say so; in CI
 * (the CI variable set) a missing one is an error, so CI can never go green by skipping.
 */
export interface TestService {
  /** The environment variable that names it. */
  variable: 'TEST_DATABASE_URL' | 'TEST_REDIS_URL';
  /** Its connection URL, or undefined when the variable is not set (never in CI). */
  url: string | undefined;
  /** How to turn its suites on, shown in the names of the suites skipped without it. */
  howToRun: string;
}

const EXAMPLES = {
  TEST_DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test',
  TEST_REDIS_URL: 'redis://127.0.0.1:6379',
} as const;

/** True when the CI variable says this is a CI run (any value but empty, 0 or false). */
export function isCi(env: NodeJS.ProcessEnv = process.env): boolean {
  const value = env.CI?.trim().toLowerCase();
  return value !== undefined && value !== '' && value !== '0' && value !== 'false';
}

export function testService(
  variable: TestService['variable'],
  env: NodeJS.ProcessEnv = process.env,
): TestService {
  const url = env[variable]?.trim() || undefined;
  if (!url && isCi(env)) {
    throw new Error(
      `${variable} is not set, and CI is: in CI the ${variable === 'TEST_DATABASE_URL' ? 'PostgreSQL' : 'Redis'} ` +
        `suites must run, never be skipped (e.g. ${variable}=${EXAMPLES[variable]}).`,
    );
  }
  return { variable, url, howToRun: `${variable}=${EXAMPLES[variable]}` };
}

/** The suite's name, with why it is skipped when its services are missing. */
export function suiteName(name: string, ...needs: TestService[]): string {
  const missing = needs.filter((service) => !service.url);
  if (missing.length === 0) return name;
  return `${name} – skipped, to run it set ${missing.map((service) => service.howToRun).join(' and ')}`;
}

/** Resolved once per process: every test file sees the same answer. */
export const testPostgres = testService('TEST_DATABASE_URL');
export const testRedis = testService('TEST_REDIS_URL');
