/**
 * Offline for real: one visit to the home page saves the whole course, and with the network gone every page,
 * search and the simulator still work, with no failed request. A second test deploys a changed build and checks
 * that the reader is offered the new version (never reloaded under them) and that their progress survives it.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { test, expect, LESSON, sitePages } from './fixtures';
import { lessonData, outcomeValue, PROGRESS_KEY, recordPrefetches, wake } from './lesson-helpers';
import { serveFolder } from './static-server';
import { buildServiceWorker } from '../src/site/offline/service-worker.mjs';
import { OFFLINE_WORDS } from '../components/site/offline-status';

// These specs test the offline worker, which the other specs block (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

const DIST = new URL('../dist/', import.meta.url).pathname;
const TOPIC = '/copies-and-agreement/';
const AUTHORS_GUIDE = '/authors/writing-a-concept-page/';

/** The footer's offline line. */
const offlineLine = (page: Page) => page.locator('[data-offline-status]');

/** Records every request of the context (pages and the worker) that failed or was answered with an error. */
function recordFailures(context: BrowserContext): string[] {
  const failures: string[] = [];
  context.on('requestfailed', (request) => {
    const error = request.failure()?.errorText;
    // Cancelled, not failed: the next page.goto cancels what the page was still fetching (Starlight imports the
    // search's loader once the browser is idle, which can be after the load event). A file the worker or the
    // network could not give fails with another error.
    if (error === 'net::ERR_ABORTED') return;
    failures.push(`${request.url()}: ${error}`);
  });
  context.on('response', (response) => {
    if (response.status() >= 400) failures.push(`${response.url()}: HTTP ${response.status()}`);
  });
  return failures;
}

// @slow: both tests install the service worker and precache the whole site.
test('after one visit, the whole course, its search and the simulator work with no network @slow', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  const failures = recordFailures(context);
  await page.goto('/');
  await expect(page.getByText('Works offline after your first visit').first()).toBeVisible();
  // The worker has precached every page once the line says so.
  await expect(offlineLine(page)).toContainText(OFFLINE_WORDS.ready, { timeout: 60_000 });

  await context.setOffline(true);
  await expect(offlineLine(page)).toContainText(OFFLINE_WORDS.offline);
  const fromNetwork: string[] = [];
  page.on('response', (response) => {
    if (!response.fromServiceWorker()) fromNetwork.push(response.url());
  });

  // A page the worker serves prefetches none of its islands' code (the worker's cache holds it): recorded from here.
  const prefetched = recordPrefetches(page);

  // The lesson, its topic and the authors' guide, none of them visited before, then every other page of the site.
  await page.goto(LESSON);
  await expect(page.getByRole('heading', { level: 1, name: 'Locks and fencing tokens' })).toBeVisible();
  await expect(offlineLine(page)).toContainText(OFFLINE_WORDS.offline);
  await page.goto(TOPIC);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto(AUTHORS_GUIDE);
  await expect(page.getByRole('heading', { level: 1, name: 'Writing a concept page' })).toBeVisible();
  const others = sitePages().filter((path) => ![LESSON, TOPIC, AUTHORS_GUIDE].includes(path));
  expect(others.length).toBeGreaterThan(0);
  for (const path of others) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  }

  // Search: Pagefind's UI, runtime and index all come from the worker. The UI is built when the dialog first opens
  // (components/site/pagefind-on-open.ts): its field is waited for with a deadline of its own, so that a UI that
  // never came fails in seconds and says so (a busy run once waited out the test's three minutes here).
  await page.getByRole('button', { name: 'Search' }).first().click();
  const dialog = page.getByRole('dialog');
  const field = dialog.getByRole('textbox', { name: 'Search' });
  await expect(field, "Pagefind's UI, from the worker").toBeVisible({ timeout: 30_000 });
  await field.fill('fencing token');
  const result = dialog.getByRole('link', { name: /Locks and fencing tokens/ }).first();
  await expect(result).toBeVisible({ timeout: 30_000 });
  await result.click();
  await expect(page).toHaveURL(new RegExp(`${LESSON}`));

  // The simulator: its island's code is precached too, and a run needs nothing else.
  const sim = page.getByRole('region', { name: 'Simulator' });
  await sim.scrollIntoViewIfNeeded();
  await wake(sim);
  await expect(page.locator('astro-island:has([aria-label="Simulator"])')).not.toHaveAttribute('ssr', /.*/);
  await sim.getByRole('switch', { name: 'Fencing' }).check();
  await expect(outcomeValue(page, 'Final value').first()).toHaveText('15');

  // The rule the reader writes: its editor, its worker and the sandbox's WebAssembly come from the worker's cache.
  const lab = page.locator('[data-rule-lab]');
  await lab.scrollIntoViewIfNeeded();
  await wake(lab);
  await expect(lab.locator('.cm-content'), 'the code editor, offline').toBeVisible({ timeout: 20_000 });
  await lab.getByRole('button', { name: 'Check my rule' }).click();
  await expect(lab.locator('[role="status"]')).toContainText('Your rule breaks the property on', { timeout: 30_000 });

  expect(failures, 'failed requests').toEqual([]);
  expect(fromNetwork, 'responses that did not come from the service worker while offline').toEqual([]);
  expect(prefetched, 'island code prefetched on pages the worker serves').toEqual([]);
});

test('a new deploy is offered with a quiet note, and reloading into it keeps the progress @slow', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  // A copy of the built site on its own origin, so that the deploy below touches nothing the other tests serve.
  const root = mkdtempSync(join(tmpdir(), 'cs-offline-'));
  cpSync(DIST, root, { recursive: true });
  const { origin, server } = await serveFolder(root);
  const context = await browser.newContext({ serviceWorkers: 'allow' });
  try {
    const problems: string[] = recordFailures(context);
    const page = await context.newPage();
    page.on('console', (msg) => {
      if (msg.type() === 'error') problems.push(`console error: ${msg.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));

    await page.goto(`${origin}/`);
    await expect(offlineLine(page)).toContainText(OFFLINE_WORDS.ready, { timeout: 60_000 });
    // A real experiment's record: one for an id the lesson does not have would be dropped (e2e/hardening-3.spec.ts).
    const first = lessonData.experiments[0]!.id;
    const progress = JSON.stringify({ v: 1, experiments: { [first]: { done: true } }, quiz: {} });
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [PROGRESS_KEY, progress] as const);
    const firstTitle = await page.title();
    const cachesBefore = await page.evaluate(() => caches.keys());

    // Deploy: the home page changes, and the worker is built again from the changed site.
    const home = join(root, 'index.html');
    writeFileSync(home, readFileSync(home, 'utf8').replace('<title>', '<title>Deployed again: '));
    await buildServiceWorker(root);

    // The reader comes back: the page they get is the saved one, and the note offers the new version.
    await page.reload();
    const note = offlineLine(page).getByRole('status');
    await expect(note).toHaveText(`${OFFLINE_WORDS.update} ${OFFLINE_WORDS.reload}`, { timeout: 60_000 });
    expect(await page.title()).toBe(firstTitle);
    await note.getByRole('button', { name: OFFLINE_WORDS.reload }).click();

    await expect(page).toHaveTitle(/^Deployed again: /, { timeout: 30_000 });
    await expect(offlineLine(page)).toContainText(OFFLINE_WORDS.ready, { timeout: 60_000 });
    await expect(offlineLine(page).getByRole('status')).toHaveText('');
    expect(await page.evaluate((key) => localStorage.getItem(key), PROGRESS_KEY)).toBe(progress);
    // The new version has a cache of its own; the old one is kept beside it (pages of it may still be open in other
    // tabs: e2e/offline-deploys.spec.ts), and no other.
    const precaches = (names: string[]) => names.filter((name) => name.includes('-precache-'));
    const cachesAfter = precaches(await page.evaluate(() => caches.keys()));
    const fresh = cachesAfter.filter((name) => !cachesBefore.includes(name));
    expect(fresh).toHaveLength(1);
    expect(cachesAfter.sort()).toEqual([...fresh, ...precaches(cachesBefore)].sort());
    expect(problems).toEqual([]);
  } finally {
    await context.close();
    server.close();
    rmSync(root, { recursive: true, force: true });
  }
});
