/**
 * The Chromium the end-to-end tests drive, and how it is started. Debian's packages: the old headless shell where it
 * is installed (`apt-get install chromium-headless-shell`), the same Blink that Playwright itself runs headless tests
 * in, without the full browser around it: on two cores the lesson suite spends about a fifth less CPU in it.
 * Otherwise, and for what only the full browser can tell (layout shifts while a page opens: budgets.spec.ts),
 * `/usr/bin/chromium`. CHROMIUM_PATH points both elsewhere on machines that have their own.
 */
import { existsSync } from 'node:fs';

const SHELL = '/usr/lib/chromium/chromium-headless-shell';

/** The full browser, as a reader has it. */
export const FULL_CHROMIUM = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

/** What the suite runs in: the headless shell where there is one. */
export const TEST_CHROMIUM = process.env['CHROMIUM_PATH'] ?? (existsSync(SHELL) ? SHELL : FULL_CHROMIUM);

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // No request leaves the machine: every host name but the test servers' fails to resolve at once. The fixture
  // (e2e/fixtures.ts) fails any test whose page asks for another origin.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
];
