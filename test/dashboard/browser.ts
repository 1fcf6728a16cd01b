// One headless Debian chromium per test file, driven by playwright-core (its own browser builds are not reachable
// here). Without chromium a browser test skips, except under CI=true where that is a failure: CI must not go green
// without running them. Screenshots go to test-output/dashboard/ (gitignored), kept after the run; the README's few
// also to docs/screenshots/ under `npm run docs:screenshots`.
import fs from 'node:fs';
import path from 'node:path';
import type { TestContext } from 'node:test';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { AxeBuilder } from '@axe-core/playwright';
import assert from 'node:assert/strict';
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

/** A browser that reaches the test app listening at `baseUrl` under the name shop.test. */
export async function launch(t: { after(fn: () => unknown): void }, baseUrl: string): Promise<Browser> {
  const { host } = new URL(baseUrl);
  // playwright-core launches with a fresh temporary profile of its own (a new user-data-dir per launch).
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [...FLAGS, `--host-resolver-rules=MAP shop.test ${host}`],
    headless: true,
  });
  t.after(() => browser.close());
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
 */
export async function assertAccessible(page: Page, screen: string, alsoRules: readonly string[] = []) {
  const { violations } = await new AxeBuilder({ page })
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

export async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}
