import { linkIn, waitForMail } from '@ovningskort/test-support';
import {
  test as base,
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
  type Request,
  type Response,
} from '@playwright/test';
import { axeViolations } from './axe.js';

/** The DATA_DIR of the server the test run started (its outbox is DATA_DIR/mail). */
export const dataDir = process.env.E2E_DATA_DIR!;

let counter = 0;
/** An address no other test uses, in this worker or another one running at the same time. */
export function newEmail(prefix = 'elev'): string {
  counter += 1;
  const worker = process.env.TEST_PARALLEL_INDEX ?? '0';
  return `${prefix}.${Date.now().toString(36)}.w${worker}.${counter}@example.se`;
}

export async function activationLinkFor(email: string, baseURL: string): Promise<string> {
  const mail = await waitForMail(dataDir, email, { subject: 'Aktivera' });
  return linkIn(mail, `${baseURL}/aktivering?token=`);
}

/**
 * The screen as a person sees it once it has come: its h1 is there (a lazily loaded screen
 * shows a spinner first) and nothing says it is loading any more.
 */
export async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Laddar…' })).toHaveCount(0);
}

/** Fails on any accessibility violation axe finds on the settled screen. */
export async function expectAccessible(page: Page) {
  await settled(page);
  // A toast caught mid-animation has half-faded colours; with reduced motion it is settled.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const violations = await axeViolations(page);
  expect(violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
}

type Role = 'student' | 'supervisor';

const ACCOUNT = {
  student: {
    url: '/api/registration',
    prefix: 'elev',
    password: 'korkort-2026',
    name: 'Sam Student',
    city: 'Göteborg',
    login: '/login',
  },
  supervisor: {
    url: '/api/v1/teacher/registration',
    prefix: 'handledare',
    password: 'trygg-vid-ratten-26',
    name: 'Hanna Handledare',
    city: 'Lund',
    login: '/instructorLogIn',
  },
} as const;

/** Registers (and optionally activates) an account through the API (the accounts fixture). */
async function createAccount(
  role: Role,
  page: Page,
  baseURL: string,
  options: { activated: boolean; name?: string; city?: string },
) {
  const account = ACCOUNT[role];
  const email = newEmail(account.prefix);
  const { password } = account;
  const name = options.name ?? account.name;
  const response = await page.request.post(account.url, {
    data: { name, email, password, city: options.city ?? account.city, category: ['CategoryB'] },
  });
  expect(response.status()).toBe(200);
  if (options.activated) {
    const token = new URL(await activationLinkFor(email, baseURL)).searchParams.get('token');
    const activation = await page.request.post('/api/v1/activate', { data: { token } });
    expect(activation.status()).toBe(200);
  }
  return { email, password, name };
}

const LOGIN_API: Record<Role, string> = {
  student: '/api/v1/login',
  supervisor: '/api/v1/teacher/login',
};

/**
 * Logs in on the login page and returns once the server has answered and, when it let the
 * person in, the app has moved on from the login page: a test that goes straight to another
 * address must not get there before the session does. (A try the form refuses before sending
 * returns after the wait for an answer runs out.)
 */
async function logInAs(role: Role, page: Page, email: string, password: string) {
  const { login } = ACCOUNT[role];
  await page.goto(login);
  await page.getByLabel('E-postadress').fill(email);
  await page.getByLabel('Lösenord', { exact: true }).fill(password);
  const answer = page
    .waitForResponse(
      (response) =>
        response.request().method() === 'POST' &&
        new URL(response.url()).pathname === LOGIN_API[role],
      { timeout: 10_000 },
    )
    .catch(() => null);
  await page.getByRole('button', { name: 'Logga in' }).click();
  if ((await answer)?.ok()) await expect(page).not.toHaveURL(new RegExp(`${login}$`));
}

/** A person's session through the API, for setting up what a test is not about. */
export interface ApiSession {
  id: string;
  token: string;
  /** The bearer header of the session, for `request.get(…, { headers })`. */
  headers: { authorization: string };
}

/**
 * Logs in through the API from the given request context (the page's, so its refresh cookie
 * lands in that browser's jar, as `signedIn` does), for a test's setup: creating cards, linking
 * a supervisor, reading back what the screens saved.
 */
export async function apiSession(
  request: APIRequestContext,
  role: Role,
  account: { email: string; password: string },
): Promise<ApiSession> {
  const answer = await request.post(LOGIN_API[role], {
    data: { email: account.email, password: account.password },
  });
  expect(answer.status(), `the ${role}'s login through the API`).toBe(200);
  const body = (await answer.json()) as {
    accessToken: string;
    user?: { id: string };
    teacher?: { id: string };
  };
  const id = (role === 'student' ? body.user : body.teacher)!.id;
  return { id, token: body.accessToken, headers: { authorization: `Bearer ${body.accessToken}` } };
}

/** Where the web app keeps a signed-in person in the tab (apps/web/src/lib/session.ts, spec §3). */
const TAB_SESSION = {
  student: { token: 'token', person: 'user', flag: 'isAuthUser', device: 'student' },
  supervisor: { token: 'tokenteacher', person: 'teacher', flag: undefined, device: 'teacher' },
} as const;

/** How many times signedIn has been called, to tell the seeds of one tab apart. */
let seeds = 0;

/**
 * The person signed in earlier in this tab: the way in where the login itself is not under
 * test (a login through the form is about two seconds of a loaded machine, for each of a
 * hundred tests). The login is sent to the API from the page's own browser context, so the
 * refresh cookie lands in its cookie jar as after a login on the page; the access token and the
 * person go where the app keeps them in a tab (lib/session.ts: spec §3's session-storage keys),
 * before the app's first script on the next page load and only once, so a logout stays a
 * logout (and a test that clears the tab's session storage later does not get this person
 * back). With `remember` the device also keeps what a login with "Kom ihåg mig på den här
 * enheten" leaves (decision 013). The test then opens the screen it is about. A second call,
 * for another person in the same tab, puts that person there on the load after it; with
 * `instead`, in place of whoever the tab held (its session storage emptied as that page loads,
 * not under the running app, whose work in the background would find its session gone).
 */
export async function signedIn(
  page: Page,
  role: Role,
  account: { email: string; password: string },
  options: { remember?: boolean; instead?: boolean } = {},
) {
  const remember = options.remember ?? false;
  const answer = await page.request.post(LOGIN_API[role], {
    data: { email: account.email, password: account.password, remember },
  });
  expect(answer.status(), `the ${role}'s login through the API`).toBe(200);
  const body = (await answer.json()) as {
    accessToken: string;
    user?: unknown;
    teacher?: unknown;
  };
  const origin = new URL(answer.url()).origin;
  seeds += 1;
  const seeding = await page.addInitScript(
    ({ keys, token, person, remember, instead, origin, seed }) => {
      if (location.origin !== origin) return;
      if (sessionStorage.getItem(seed)) return;
      if (instead) sessionStorage.clear();
      sessionStorage.setItem(seed, '1');
      sessionStorage.setItem(keys.token, token);
      sessionStorage.setItem(keys.person, JSON.stringify(person));
      if (keys.flag) sessionStorage.setItem(keys.flag, 'true');
      if (remember) {
        localStorage.setItem(`ovk_remembered_${keys.device}`, '1');
        localStorage.setItem(`ovk_remembered_${keys.device}_user`, JSON.stringify(person));
      }
    },
    {
      keys: TAB_SESSION[role],
      token: body.accessToken,
      person: role === 'student' ? body.user : body.teacher,
      remember,
      instead: options.instead ?? false,
      origin,
      seed: `e2e_signed_in_${seeds}`,
    },
  );
  // Once a page of the app has loaded with it, the script has done its work: it goes, so that
  // nothing the test does to the tab's storage later brings this session back.
  const loaded = () => {
    if (new URL(page.url()).origin !== origin) return;
    page.off('domcontentloaded', loaded);
    seeding.dispose().catch(() => {
      // The page closed first: the script went with it.
    });
  };
  page.on('domcontentloaded', loaded);
}

/**
 * A returning user answered the cookie notice long ago: the acceptance cookie is in the
 * browser before the next page load, so the banner does not show. (Tapping 'Acceptera' just
 * after a login races the welcome toast, which on a phone lies over the banner.)
 */
export async function cookieNoticeAnswered(page: Page, baseURL: string) {
  await page.context().addCookies([{ name: 'ovk_cookies', value: 'accepted', url: baseURL }]);
}

export const logIn = (page: Page, email: string, password: string) =>
  logInAs('student', page, email, password);
export const logInAsSupervisor = (page: Page, email: string, password: string) =>
  logInAs('supervisor', page, email, password);

/**
 * The student makes a card (/notes, 'Nytt övningskort') and adds the supervisor by e-mail
 * (/instructor, 'Lägg till handledare'): what a supervisor's screens need to show a student.
 */
export async function makeCardAndAddSupervisor(page: Page, supervisorEmail: string) {
  await page.goto('/notes');
  await page.getByRole('button', { name: 'Nytt övningskort' }).click();
  await expectToast(page, 'Nytt övningskort skapat!');
  await page.goto('/instructor');
  await page.getByLabel('Handledarens e-postadress').fill(supervisorEmail);
  await page.getByRole('button', { name: 'Lägg till handledare' }).click();
  await expectToast(page, 'Handledaren är nu tillagd');
}

/** The addresses of one side's lesson saves and card list (student or supervisor). */
export const LESSON_API = {
  student: { save: /^\/api\/v1\/lessonChanges$/, list: /^\/api\/v1\/drivingnotes$/ },
  supervisor: {
    save: /^\/api\/v1\/teacher\/lessonChanges$/,
    list: /^\/api\/v1\/teacher\/notesGet$/,
  },
} as const;

/**
 * Does something that saves a lesson and returns the server's answer once the app has dealt
 * with it. The app reads the card list again when its outbox has been emptied, after dealing
 * with the answers (a congratulation, a toast): once that read is answered, whatever the answer
 * makes the screen show is there, so a test may then check that something did not show.
 */
export async function savedAndSettled(
  page: Page,
  action: () => Promise<unknown>,
  api: { save: RegExp; list: RegExp },
): Promise<Response> {
  const pathOf = (request: Request) => new URL(request.url()).pathname;
  const saves = new Set<Request>();
  let answer: Response | undefined;
  const onRequest = (request: Request) => {
    if (request.method() === 'POST' && api.save.test(pathOf(request))) saves.add(request);
  };
  const onResponse = (response: Response) => {
    if (saves.has(response.request())) answer = response;
  };
  page.on('request', onRequest);
  page.on('response', onResponse);
  try {
    const reread = page.waitForRequest(
      (request) =>
        answer !== undefined && request.method() === 'GET' && api.list.test(pathOf(request)),
    );
    await action();
    await (await reread).response();
    return answer!;
  } finally {
    page.off('request', onRequest);
    page.off('response', onResponse);
  }
}

type ToastRecord = { shown: Node[]; taken: Record<string, number> };

/**
 * Runs in every page before the app (an init script): keeps each toast the page shows, and each
 * text a shown toast is given afresh (a repeated message refreshes the toast on screen with a
 * new text element: lib/toaster.ts), so that a test can ask afterwards whether it came. A toast
 * shows for 2.5 s; a test that looks for it with toBeVisible misses it when a loaded machine
 * stalls the test for that long.
 */
function recordShownToasts() {
  const record: ToastRecord = { shown: [], taken: {} };
  (window as unknown as { shownToasts: ToastRecord }).shownToasts = record;
  const TOAST = '.Toastify__toast';
  new MutationObserver((mutations) => {
    for (const mutation of mutations) {
      for (const node of Array.from(mutation.addedNodes)) {
        if (node instanceof Element) {
          const toasts = node.matches(TOAST) ? [node] : Array.from(node.querySelectorAll(TOAST));
          if (toasts.length > 0) {
            record.shown.push(...toasts);
            continue;
          }
        }
        if (node.parentElement?.closest(TOAST) && node.textContent?.trim()) record.shown.push(node);
      }
    }
  }).observe(document, { childList: true, subtree: true });
}

/**
 * A toast with these words shows, or has shown since the page loaded. Each call accounts for
 * one toast: a second call with the same words waits for a second one.
 */
export async function expectToast(page: Page, text: string, options: { timeout?: number } = {}) {
  await expect
    .poll(
      () =>
        page.evaluate((words) => {
          const record = (window as unknown as { shownToasts?: ToastRecord }).shownToasts;
          if (!record) return false;
          const shown = record.shown.filter((node) => node.textContent?.includes(words)).length;
          const taken = record.taken[words] ?? 0;
          if (shown <= taken) return false;
          record.taken[words] = taken + 1;
          return true;
        }, text),
      { message: `the toast "${text}"`, timeout: options.timeout },
    )
    .toBe(true);
}

/**
 * A console message of type 'error' or 'warning', or an uncaught exception ('pageerror'), that a
 * test provokes on purpose; it lets through only what it matches. Declared with
 * expectConsoleMessages (it must come) or allowConsoleMessages (it may come).
 */
export interface ExpectedMessage {
  type: 'error' | 'warning' | 'pageerror';
  text: RegExp;
  /** The address the message is about (for a failed load: the resource's), when it matters. */
  url?: RegExp;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The console error Chromium logs for every request that gets a 4xx or 5xx answer (from the
 * server or from a test's route), for the request to `path` (the part of the address after the
 * host, without the query; a RegExp for paths with ids) with that status.
 */
export function failedRequest(status: number, path: string | RegExp): ExpectedMessage {
  return {
    type: 'error',
    text: new RegExp(
      `^Failed to load resource: the server responded with a status of ${status}\\b`,
    ),
    url: addressOf(path),
  };
}

/** The console error Chromium logs for a request to `path` sent while the browser is offline. */
export function failedOffline(path: string | RegExp): ExpectedMessage {
  return {
    type: 'error',
    text: /^Failed to load resource: net::ERR_INTERNET_DISCONNECTED$/,
    url: addressOf(path),
  };
}

/** A whole address on any host with this path (anchors of a RegExp path are dropped). */
function addressOf(path: string | RegExp): RegExp {
  const source =
    typeof path === 'string'
      ? escapeRegExp(path)
      : path.source.replace(/^\^/, '').replace(/\$$/, '');
  return new RegExp(`^https?://[^/]+(?:${source})(?:\\?.*)?$`);
}

interface Seen {
  type: string;
  text: string;
  url: string;
}

const describeSeen = (m: Seen) => `${m.type}: ${m.text}${m.url ? ` (${m.url})` : ''}`;

/**
 * What the browser logs when a test takes the network away while the device is keeping a card's
 * instructions and pictures in the background (decision 035): the work stops there by design
 * and goes on when the network returns, in any test that goes offline after a sign-in. The same
 * work on a supervisor's device stops at its first refusal when the student ends the link.
 */
const BACKGROUND_WORK_CUT_OFF: ExpectedMessage[] = [
  failedOffline(/^\/api\/v1\/lessonInstructionsT?$/),
  failedRequest(403, '/api/v1/lessonInstructionsT'),
  failedOffline(/^\/media\/.*$/),
  // A picture asked of the service worker, which found no network for it.
  {
    type: 'error',
    text: /^Failed to load resource: net::ERR_FAILED$/,
    url: addressOf(/^\/media\/.*$/),
  },
];

/** Everything a page logs as an error or warning, and its uncaught exceptions. */
class ConsoleWatch {
  private readonly seen: Seen[] = [];
  private readonly expected: ExpectedMessage[] = [];
  private readonly allowed: ExpectedMessage[] = [...BACKGROUND_WORK_CUT_OFF];

  constructor(page: Page) {
    page.on('console', (message) => {
      const type = message.type();
      if (type !== 'error' && type !== 'warning') return;
      this.seen.push({ type, text: message.text(), url: message.location().url });
    });
    page.on('pageerror', (error) =>
      this.seen.push({ type: 'pageerror', text: error.stack ?? error.message, url: '' }),
    );
  }

  expect(messages: ExpectedMessage[]) {
    this.expected.push(...messages);
  }

  allow(messages: ExpectedMessage[]) {
    this.allowed.push(...messages);
  }

  /** What nobody expected or allowed, and what was expected but never came. */
  problems(): string[] {
    const matches = (expected: ExpectedMessage, seen: Seen) =>
      expected.type === seen.type &&
      expected.text.test(seen.text) &&
      (!expected.url || expected.url.test(seen.url));
    const declared = [...this.expected, ...this.allowed];
    return [
      ...this.seen
        .filter((seen) => !declared.some((expected) => matches(expected, seen)))
        .map((seen) => `unexpected ${describeSeen(seen)}`),
      ...this.expected
        .filter((expected) => !this.seen.some((seen) => matches(expected, seen)))
        .map(
          (expected) =>
            `expected, never came: ${expected.type}: ${expected.text}${expected.url ? ` (${expected.url})` : ''}`,
        ),
    ];
  }
}

const watches = new WeakMap<Page, ConsoleWatch>();

/** Watches every page of the context, those there now and those opened later. */
function watchContext(context: BrowserContext): () => string[] {
  const watched: Page[] = [];
  const watch = (page: Page) => {
    if (watched.includes(page)) return;
    if (!watches.has(page)) watches.set(page, new ConsoleWatch(page));
    watched.push(page);
  };
  context.pages().forEach(watch);
  context.on('page', watch);
  return () =>
    watched.flatMap((page, index) =>
      watches
        .get(page)!
        .problems()
        .map((problem) => (index === 0 ? problem : `(page ${index + 1}) ${problem}`)),
    );
}

/**
 * Declares the console errors or warnings, or the uncaught exceptions, that this test provokes
 * on this page on purpose (a request it makes fail, say): each must come at least once, and
 * anything else still fails the test.
 */
export function expectConsoleMessages(page: Page, ...messages: ExpectedMessage[]) {
  watchOf(page).expect(messages);
}

/**
 * Like expectConsoleMessages, for what a test provokes that may or may not come, depending on
 * a race the test does not decide (a request the app may skip once an earlier answer has
 * told it enough): each is let through, none is required.
 */
export function allowConsoleMessages(page: Page, ...messages: ExpectedMessage[]) {
  watchOf(page).allow(messages);
}

function watchOf(page: Page): ConsoleWatch {
  const watch = watches.get(page);
  if (!watch) throw new Error('This page is not watched by the fixtures (test, otherBrowser)');
  return watch;
}

const CONSOLE_FAILURE =
  'The page logged errors or warnings the test did not expect (expectConsoleMessages declares those it provokes on purpose)';

/**
 * A second person's own browser (its own session storage and cookies). Its console errors and
 * warnings fail the test like those of the first page do, when it is closed.
 */
async function secondBrowser(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL });
  await context.addInitScript(recordShownToasts);
  const problems = watchContext(context);
  const page = await context.newPage();
  return {
    page,
    context,
    async close() {
      await context.close();
      expect(problems(), CONSOLE_FAILURE).toEqual([]);
    },
  };
}

/**
 * A browser of its own (secondBrowser) that has opened `firstPage` and whose service worker
 * controls it: from then on the app's pages open without a network.
 */
async function browserWithServiceWorker(browser: Browser, baseURL: string, firstPage: string) {
  const opened = await secondBrowser(browser, baseURL);
  const { page } = opened;
  await page.goto(firstPage);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  for (let reloads = 0; ; reloads += 1) {
    if (await page.evaluate(() => Boolean(navigator.serviceWorker.controller))) break;
    expect(reloads, 'the service worker takes control of the page').toBeLessThan(3);
    await page.reload();
  }
  return opened;
}

export interface Account {
  email: string;
  password: string;
  name: string;
}

interface AccountOptions {
  /** Whether the account is activated (by its link from the e-mail); default yes. */
  activated?: boolean;
  name?: string;
  /** The home municipality (kommun); default Göteborg for a learner, Lund for a supervisor. */
  city?: string;
}

/** The accounts fixture: accounts made through the API (a spec's helpers take it along). */
export type Accounts = Fixtures['accounts'];

/** What a test's second person, in a browser of their own, has open. */
export interface OtherBrowser {
  page: Page;
  context: BrowserContext;
}

interface Fixtures {
  failOnConsoleNoise: void;
  /**
   * Accounts made through the API, where registration is not what the test is about: an
   * address no other test uses, a valid password, activated by the link of its e-mail.
   */
  accounts: {
    student(options?: AccountOptions): Promise<Account>;
    supervisor(options?: AccountOptions): Promise<Account>;
  };
  /**
   * A second person's own browser (session storage, cookies, service worker). It is closed when
   * the test ends, and its console errors and warnings fail the test as the first page's do.
   * With `serviceWorkerFrom` it has opened that page and its service worker controls it: from
   * then on the app's pages open without a network.
   */
  otherBrowser(options?: { serviceWorkerFrom?: string }): Promise<OtherBrowser>;
}

/** Console errors, warnings and uncaught exceptions fail a test: noise is a failure. */
export const test = base.extend<Fixtures>({
  // Each test is a client of its own address (the server trusts the proxy header from the
  // loopback in e2e): the server's per-address limits count one person, not the whole suite.
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function asks for
  extraHTTPHeaders: async ({}, use, testInfo) => {
    let hash = 0;
    for (const char of testInfo.testId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
    await use({
      'x-forwarded-for': `10.${(hash >>> 16) & 255}.${(hash >>> 8) & 255}.${hash & 255}`,
    });
  },
  failOnConsoleNoise: [
    async ({ context }, use) => {
      await context.addInitScript(recordShownToasts);
      const problems = watchContext(context);
      await use();
      expect(problems(), CONSOLE_FAILURE).toEqual([]);
    },
    { auto: true },
  ],
  accounts: async ({ page, baseURL }, use) => {
    const make =
      (role: Role) =>
      (options: AccountOptions = {}) =>
        createAccount(role, page, baseURL!, {
          activated: options.activated ?? true,
          name: options.name,
          city: options.city,
        });
    await use({ student: make('student'), supervisor: make('supervisor') });
  },
  otherBrowser: async ({ browser, baseURL }, use) => {
    const opened: Awaited<ReturnType<typeof secondBrowser>>[] = [];
    await use(async (options = {}) => {
      const other = options.serviceWorkerFrom
        ? await browserWithServiceWorker(browser, baseURL!, options.serviceWorkerFrom)
        : await secondBrowser(browser, baseURL!);
      opened.push(other);
      return { page: other.page, context: other.context };
    });
    for (const other of opened) await other.close();
  },
});
export { expect };

/**
 * A learner (Ove) with one card and a linked supervisor (Hanna Handledare), or the names given,
 * made through the API where neither is under test; the learner's API headers for further setup.
 */
export async function learnerWithCardAndSupervisor(
  page: Page,
  accounts: Accounts,
  names: { student: string; supervisor: string } = {
    student: 'Ove',
    supervisor: 'Hanna Handledare',
  },
) {
  const supervisor = await accounts.supervisor({ name: names.supervisor });
  const student = await accounts.student({ name: names.student });
  const { id: studentId, headers } = await apiSession(page.request, 'student', student);
  const linked = await page.request.post('/api/v1/addTeacher', {
    headers,
    data: { teacherEmail: supervisor.email, studentId },
  });
  expect(linked.status()).toBe(200);
  expect((await page.request.post('/api/v1/drivingnotes/card', { headers })).status()).toBe(201);
  return { student, supervisor, studentId, headers };
}

/**
 * A student (Ella, or the name given) with one card, made through the API where neither is
 * under test; optionally with an automatic gearbox. The student's id and API headers with it.
 */
export async function studentWithCard(
  page: Page,
  accounts: Accounts,
  options: { name?: string; automatic?: boolean } = {},
) {
  const student = await accounts.student({ name: options.name ?? 'Ella' });
  const { id, headers } = await apiSession(page.request, 'student', student);
  if (options.automatic) {
    const gearbox = await page.request.put(`/api/v1/updUserData2/${id}`, {
      headers,
      data: { autotransmission: true },
    });
    expect(gearbox.status()).toBe(200);
  }
  expect((await page.request.post('/api/v1/drivingnotes/card', { headers })).status()).toBe(201);
  return { ...student, id, headers };
}

/** A student who already has `cards` cards, made through the API where that is not under test. */
export async function studentWithCards(
  page: Page,
  accounts: Accounts,
  name: string,
  cards: number,
) {
  const student = await accounts.student({ name });
  const { headers } = await apiSession(page.request, 'student', student);
  for (let i = 0; i < cards; i++) {
    const created = await page.request.post('/api/v1/drivingnotes/card', { headers });
    expect(created.status()).toBe(201);
  }
  return student;
}
