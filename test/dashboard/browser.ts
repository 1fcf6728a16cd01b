// One headless Debian chromium per test file, driven by playwright-core (its own browser builds are not reachable
// here), with contexts of each test's own. Without chromium a browser test skips, except under CI=true where that is a failure: CI must not go green
// without running them. Screenshots go to test-output/dashboard/ (gitignored), kept after the run; the README's few
// also to docs/screenshots/ under `npm run docs:screenshots`.
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { after, type TestContext } from 'node:test';
import { chromium, type Browser, type BrowserContextOptions, type Cookie, type Page } from 'playwright-core';
import { AxeBuilder } from '@axe-core/playwright';
import axe from 'axe-core';
import assert from 'node:assert/strict';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../helpers/app.js';
import { ROOT } from '../helpers/root.js';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** The checkout's dashboard build: the config's default is relative to the compiled config.js, in .test-build/ here. */
export const DASHBOARD_DIR = path.join(ROOT, 'packages/admin/dist');
export const SCREENSHOTS = path.join(ROOT, 'test-output', 'dashboard');
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Why browser tests cannot run here, or null. Under CI=true a missing browser or build fails the test instead. */
export function missingPrerequisite(): string | null {
  if (!fs.existsSync(CHROMIUM)) return `no chromium at ${CHROMIUM} (apt-get install chromium)`;
  if (!fs.existsSync(path.join(DASHBOARD_DIR, 'index.html')))
    return 'the dashboard is not built (npm run build -w @shop-backend/admin)';
  return null;
}

/** The test's reason to skip, or a failure under CI; true when the test may go on. */
export function canRunBrowser(t: TestContext, engine: string): boolean {
  // The browser tests exercise the dashboard, not the engine: SQLite only (the API's suites cover both engines).
  if (engine !== 'sqlite') {
    t.skip('browser tests run on SQLite only');
    return false;
  }
  const missing = missingPrerequisite();
  if (!missing) return true;
  if (process.env.CI === 'true') assert.fail(`browser test cannot run under CI: ${missing}`);
  t.skip(missing);
  return false;
}

/** The origin the test apps believe they are served at (PUBLIC_URL): the admin API refuses other origins' writes. */
export const SHOP_ORIGIN = 'http://shop.test';

/** The app of the test running now (a file's tests run one after another): where shop.test's connections go. */
const target = { host: '127.0.0.1', port: 0 };
/** Sign-ins of the test running now, by e-mail: the cookies later pages of that person start with (signedInPage). */
const sessions = new Map<string, Cookie[]>();
let shared: Promise<Browser> | undefined;

/** A loopback port whose connections are piped to the current test's app. */
async function forwarder(): Promise<net.Server> {
  const server = net.createServer((client) => {
    const app = net.connect(target.port, target.host);
    client.pipe(app).pipe(client);
    // A closed app (the test is over) or a page gone: the other end goes too, as on a direct connection.
    client.on('error', () => app.destroy());
    app.on('error', () => client.destroy());
    client.on('close', () => app.destroy());
    app.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

async function start(): Promise<Browser> {
  const server = await forwarder();
  const { port } = server.address() as net.AddressInfo;
  // playwright-core launches with a fresh temporary profile of its own (a new user-data-dir per launch).
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [...FLAGS, `--host-resolver-rules=MAP shop.test 127.0.0.1:${port}`],
    headless: true,
  });
  browser.on('disconnected', () => server.close());
  return browser;
}

// After the file's last test (a hook of the file's root: registered when this module loads, outside any test).
after(async () => {
  const browser = await shared;
  await browser?.close();
});

/**
 * The file's browser, reaching the test app listening at `baseUrl` under the name shop.test. Launched once per file
 * (a launch took 0.6 s of wall and about 1 s of CPU: docs/ci-time.md); the contexts a test opens are closed when it
 * ends, so nothing of one test (cookies, storage, cache, connections) reaches the next.
 */
export async function launch(t: { after(fn: () => unknown): void }, baseUrl: string): Promise<Browser> {
  const { hostname, port } = new URL(baseUrl);
  target.host = hostname;
  target.port = Number(port);
  sessions.clear();
  shared ??= start();
  const browser = await shared;
  t.after(() => Promise.all(browser.contexts().map((context) => context.close())));
  return browser;
}

export async function newPage(browser: Browser, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext({
    baseURL: SHOP_ORIGIN,
    locale: 'en-US',
    timezoneId: 'Europe/Berlin',
    viewport: { width: 1280, height: 900 },
    ...options,
  });
  const page = await context.newPage();
  // A step of a quiet machine takes well under a second; beside CI's other test files (seven at a time on two cores)
  // one has taken over ten.
  page.setDefaultTimeout(30_000);
  // A CSP refusal or an uncaught error is a defect of the page, whatever the test looks at.
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Refused to/.test(message.text()))
      problems.push(message.text());
  });
  (page as Page & { problems: string[] }).problems = problems;
  return page;
}

export function assertNoPageProblems(page: Page) {
  assert.deepEqual((page as Page & { problems?: string[] }).problems ?? [], []);
}

/**
 * axe-core on the page as it is: no serious or critical violation, nor one of `alsoRules` whatever its impact. In one document (the dashboard has no frames), so
 * legacy mode: the default opens a blank page per analysis to merge the frames' results, which took 2–3.7 s an
 * analysis against 0.8–1.6 s; only violations are gathered (the test reads nothing else).
 * AxeBuilder evaluates axe's 580 kB source twice per analysis (150–340 ms each); here it goes into a document once
 * and stays for the next analyses of that document (the dashboard navigates without reloading it).
 */
export async function assertAccessible(page: Page, screen: string, alsoRules: readonly string[] = []) {
  if ((await page.evaluate('typeof window.axe')) === 'undefined') await page.evaluate(axe.source);
  const { violations } = await new AxeBuilder({ page, axeSource: 'void 0' })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .analyze();
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical' || alsoRules.includes(v.id));
  assert.deepEqual(
    bad.map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')})`,
    ),
    [],
    `axe on ${screen}`,
  );
}

/** The README's pictures: written there only by `npm run docs:screenshots` (DOCS_SCREENSHOTS=true), committed. */
export const DOCS_SCREENSHOTS = path.join(ROOT, 'docs', 'screenshots');

export async function screenshot(page: Page, name: string, { forDocs = false } = {}) {
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true });
  if (forDocs && process.env.DOCS_SCREENSHOTS === 'true')
    fs.copyFileSync(path.join(SCREENSHOTS, `${name}.png`), path.join(DOCS_SCREENSHOTS, `${name}.png`));
}

/**
 * Polls a check from the test's side until it holds. Not `page.waitForFunction`: that evaluates its predicate with
 * eval in the page, which the dashboard's Content Security Policy (script-src 'self') refuses now and then.
 */
export async function waitUntil(what: string, check: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * A page of a new context at `path` (of the dashboard), signed in as `who` (the first admin unless said): the first
 * time in a test through the sign-in form (in English) that `path` shows, later with that sign-in's cookies (a second
 * sign-in cost about a second of wall: docs/ci-time.md). Pages of other people's sign-ins are separate sessions.
 */
export async function signedInPage(
  browser: Browser,
  path: string,
  options: BrowserContextOptions & { email?: string; password?: string } = {},
): Promise<Page> {
  const { email = ADMIN_EMAIL, password = ADMIN_PASSWORD, ...contextOptions } = options;
  const cookies = sessions.get(email);
  if (cookies) {
    const page = await newPage(browser, { ...contextOptions, storageState: { cookies, origins: [] } });
    await page.goto(path);
    return page;
  }
  const page = await newPage(browser, contextOptions);
  await page.goto(path);
  await signIn(page, email, password);
  // Signed in when the refresh cookie is set (src/http/admin/cookies.ts); as long as any step may take (newPage).
  for (const deadline = Date.now() + 30_000; Date.now() < deadline;) {
    const set = await page.context().cookies();
    if (set.some((cookie) => cookie.name === 'admin_refresh_token')) {
      sessions.set(email, set);
      return page;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${email} was not signed in after 30 s at ${path}`);
}
