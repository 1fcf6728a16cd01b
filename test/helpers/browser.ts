// Debian's chromium for the browser tests, driven by playwright-core (Playwright's own browser builds are not reachable).
import fs from 'node:fs';
import { sqliteRunOnly } from './engines.js';

export const CHROMIUM = '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Why a browser test does not run here, or false. Pages are the same whichever engine serves them: they run once, in
 * the SQLite run. Without chromium they skip on a developer's machine, but never under CI=true, where a skip would let
 * CI pass without them: there the test runs and fails at the browser's launch (`.ci/run` installs chromium).
 */
export function browserSkip(): string | false {
  if (sqliteRunOnly.skip) return sqliteRunOnly.skip;
  if (fs.existsSync(CHROMIUM) || process.env.CI === 'true') return false;
  return `${CHROMIUM} is absent: apt-get install -y chromium`;
}
