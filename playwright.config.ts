import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { pushServiceCertificate } from '@ovningskort/test-support/push-service';

/**
 * e2e against `npm start` on a free port with a fresh DATA_DIR. The config is loaded by the
 * runner and again by each worker; the runner's choices travel to the workers in the env.
 */
function freePort(): number {
  const script =
    "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})";
  return Number(execFileSync(process.execPath, ['-e', script]).toString().trim());
}

process.env.E2E_PORT ??= String(freePort());
process.env.E2E_OIDC_PORT ??= String(freePort());
process.env.E2E_SPEECH_PORT ??= String(freePort());
process.env.E2E_PUSH_PORT ??= String(freePort());
process.env.E2E_PUSH_CONTROL_PORT ??= String(freePort());
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'ovk-e2e-'));
const port = Number(process.env.E2E_PORT);
const baseURL = `http://localhost:${port}`;
const oidcIssuer = `http://127.0.0.1:${process.env.E2E_OIDC_PORT}`;
const speechService = `http://127.0.0.1:${process.env.E2E_SPEECH_PORT}`;
/** The browsers' push service (e2e/support/push-service.ts) and its certificate, made here so
 * that the app is started trusting it. */
const pushCertDir = path.join(process.env.E2E_DATA_DIR, 'push-service');
const { certFile: pushCert } = pushServiceCertificate(pushCertDir);
const pushControl = `http://127.0.0.1:${process.env.E2E_PUSH_CONTROL_PORT}`;

/** Spec files that run on their own, after the others (see projects). */
const ALONE =
  /\/(polish|instructions|invitation|supervision|supervisor-and-lockout|contact-and-interest)\.spec\.ts$/;

/** Spec files that need the full browser (see projects). */
const FULL_BROWSER = /\/notifications\.spec\.ts$/;

/**
 * Debian's Chromium without a screen: its headless shell (package chromium-headless-shell, the
 * same build as /usr/bin/chromium, and what Playwright itself runs headless), else the full
 * browser in its headless mode, which also draws a browser's own interface no test looks at: a
 * fifth more of the machine for the same suite (decision 034). CHROMIUM_PATH chooses another.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const chromiumPath =
  process.env.CHROMIUM_PATH ??
  (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: chromiumPath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      // A fake microphone (a beep) that needs no permission prompt, for voice commands.
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      '--autoplay-policy=no-user-gesture-required',
    ],
  },
};

export default defineConfig({
  testDir: './e2e',
  // Two spec files at a time: a test spends much of its time waiting for the page, and a second
  // worker took the suite from 21 to 16 minutes on 2 cores. E2E_WORKERS=1: one at a time.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  forbidOnly: Boolean(process.env.CI),
  globalTeardown: './e2e/support/log-scan.ts',
  retries: 0,
  // The failure report tells, in the run's own output, where a failed test stopped and what its
  // page showed: CI keeps only its log.
  reporter: [['list'], ['./e2e/support/failure-report.ts']],
  // A test's time limit catches a hang, it does not time the app: at least five times what the
  // test takes on a quiet machine (the slowest here take 25 s), since CI's machine is never quiet
  // and has run the whole suite three times slower (decision 027).
  timeout: 120_000,
  // Generous on a loaded 2-core CI machine; passing checks return as soon as they hold.
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    locale: 'sv-SE',
    // Recording a trace took a quarter of the suite's time; CI keeps only its log, which the
    // failure report fills. E2E_TRACE=1 (or `--trace on`) records one where it can be opened.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'chromium', use: chromium, testIgnore: [ALONE, FULL_BROWSER] },
    // The headless shell tells a page that notifications are denied whatever was granted: what
    // shows and taps notifications (issue 38) runs in the full browser, headless (decision 040).
    {
      name: 'full-browser',
      use: {
        ...chromium,
        launchOptions: { ...chromium.launchOptions, executablePath: '/usr/bin/chromium' },
      },
      testMatch: FULL_BROWSER,
    },
    // Tests that time what a person sees or hears for a few seconds (where toasts stand and how
    // many at once, a paused animation's frames, 3 s voice clips through the server, clock
    // jumps): `npm run test:e2e` runs them after the others, on their own, since beside a second
    // browser on 2 cores they can miss their moment. Whether a toast came is read from the
    // page's record (expectToast), so that alone no longer needs a spec here. (Not a
    // dependency: that would run every other test first whenever one of these runs alone.)
    { name: 'alone', use: chromium, testMatch: ALONE, workers: 1 },
  ],
  webServer: [
    {
      command: 'npx tsx e2e/support/oidc-provider.ts',
      url: `${oidcIssuer}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { OIDC_PORT: String(process.env.E2E_OIDC_PORT) },
    },
    {
      command: 'npx tsx e2e/support/speech-service.ts',
      url: `${speechService}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { SPEECH_PORT: String(process.env.E2E_SPEECH_PORT) },
    },
    {
      command: 'npx tsx e2e/support/push-service.ts',
      url: `${pushControl}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: {
        PUSH_PORT: String(process.env.E2E_PUSH_PORT),
        PUSH_CONTROL_PORT: String(process.env.E2E_PUSH_CONTROL_PORT),
        PUSH_CERT_DIR: pushCertDir,
      },
    },
    {
      // The log goes to a file that e2e/support/log-scan.ts reads after the whole suite. `npm
      // start` builds the app first; `npm run test:e2e` builds once before its two runs and says
      // so with E2E_BUILT, so the second run does not build the same app again.
      command: `${process.env.E2E_BUILT ? 'node apps/server/dist/server.js' : 'npm start'} > "${path.join(process.env.E2E_DATA_DIR, 'server.log')}"`,
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: baseURL,
        DATA_DIR: process.env.E2E_DATA_DIR,
        LOG_LEVEL: 'info',
        DATABASE_URL: '',
        OIDC_ISSUER: oidcIssuer,
        OIDC_CLIENT_ID: 'ovningskort-e2e',
        OIDC_CLIENT_SECRET: 'e2e-secret',
        TRANSCRIBE_URL: `${speechService}/v1`,
        // Each test's browser says which address it is (X-Forwarded-For, e2e/support/fixtures):
        // the per-address login limit (100 in 15 minutes) is for one client, not for the suite.
        TRUST_PROXY: '127.0.0.1',
        // Web Push goes to the push service above only; its certificate is trusted by Node.
        PUSH_SERVICES: `127.0.0.1:${process.env.E2E_PUSH_PORT}`,
        NODE_EXTRA_CA_CERTS: pushCert,
        NOTIFICATIONS_EVERY_MS: '1000',
        NOTIFICATIONS_GATHER_MS: '0',
      },
    },
  ],
});
