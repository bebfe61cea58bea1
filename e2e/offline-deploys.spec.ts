/**
 * The service worker against two real builds served one after the other, as two deploys reach a reader: the site is
 * built twice from this checkout (CS_BUILD_STAMP gives the second build's scripts other file names, as changed code
 * does) and a plain static host serves one folder, then the other, at the same origin.
 *
 * It keeps: a lesson address with settings, and "/roadmap" without its slash, open offline (issue 28, item 1); a page
 * still open across a deploy keeps working, and an island whose code is gone says so in plain words (item 2); the
 * footer's offline line tells the truth, a damaged or missing entry is repaired on the next online visit, and a page
 * missing from the cache gives the site's own 404 offline (item 6).
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Server } from 'node:http';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { LESSONS, lessonById } from './lessons';
import { outcomeValue, wake } from './lesson-helpers';
import { serveFolder } from './static-server';
import { OFFLINE_WORDS } from '../components/site/offline-status';
import { ISLAND_FAILURE_WORDS } from '../components/site/island-failure';

// These specs test the offline worker, which the other specs block (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

const ROOT = new URL('..', import.meta.url).pathname;
const NOT_FOUND = 'This page is not here';
const FLAGSHIP = lessonById('locks-and-fencing-tokens');

let builds = '';
let live = '';
let origin = '';
let server: Server | undefined;

/** Builds the site from this checkout into `dir`, with `stamp` marking its scripts. */
function build(dir: string, stamp: string): void {
  execFileSync('npx', ['astro', 'build', '--outDir', dir], {
    cwd: ROOT,
    env: { ...process.env, CS_BUILD_STAMP: stamp, ASTRO_TELEMETRY_DISABLED: '1' },
    stdio: 'pipe',
  });
}

/** The two deploys: the build under test (dist/), and the same source built again with its scripts stamped. */
const buildOf = (name: 'one' | 'two'): string => (name === 'one' ? join(ROOT, 'dist') : join(builds, name));

/** Puts one build where the host serves it, as a deploy does: the files of the build before are gone. */
function deploy(name: 'one' | 'two', without: string[] = []): void {
  rmSync(live, { recursive: true, force: true });
  cpSync(buildOf(name), live, { recursive: true });
  for (const file of without) rmSync(join(live, file));
}

test.describe.configure({ mode: 'serial', timeout: 180_000 });

test.beforeAll(async () => {
  test.setTimeout(600_000);
  // E2E_DEPLOY_BUILDS names a folder that keeps the second build between runs (while working on this file only).
  const kept = process.env['E2E_DEPLOY_BUILDS'];
  builds = kept ?? mkdtempSync(join(tmpdir(), 'cs-deploys-'));
  live = join(builds, 'live');
  if (!existsSync(join(buildOf('one'), 'sw.js')))
    throw new Error('No dist/sw.js: build the site first (npm run build).');
  if (!kept || !existsSync(join(buildOf('two'), 'index.html'))) build(buildOf('two'), 'two');
  deploy('one');
  ({ origin, server } = await serveFolder(live));
});

test.afterAll(() => {
  server?.close();
  if (builds && !process.env['E2E_DEPLOY_BUILDS']) rmSync(builds, { recursive: true, force: true });
});

/** The footer's offline line (its first part: the state). */
const stateLine = (page: Page) => page.locator('[data-offline-state]');

/** A fresh reader on the test host; their page's uncaught errors are collected into `problems`. */
async function reader(browser: Browser, options: Parameters<Browser['newContext']>[0] = {}) {
  const context = await browser.newContext({ serviceWorkers: 'allow', ...options });
  const problems: string[] = [];
  context.on('page', (page) => page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`)));
  return { context, problems };
}

/** Opens the home page and waits until the course is saved. */
async function saveCourse(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${origin}/`);
  await expect(stateLine(page)).toHaveText(OFFLINE_WORDS.ready, { timeout: 90_000 });
  return page;
}

/** Waits until the page has fetched the module Starlight's search imports when the page is first idle. */
async function searchModuleLoaded(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    performance.getEntriesByType('resource').some((entry) => entry.name.includes('/pagefind-on-open.')),
  );
}

/** The address a lesson's first experiment writes: its settings as the query. */
function withSettings(path: string, preset: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(preset))
    params.set(key, typeof value === 'boolean' ? (value ? '1' : '0') : String(value));
  return `${origin}${path}?${params}`;
}

/** The name of the cache that holds the current version's files. */
async function precacheName(page: Page): Promise<string> {
  const names = await page.evaluate(() => caches.keys());
  const ours = names.filter((n) => n.startsWith('concept-simulators-precache-'));
  return ours[ours.length - 1] ?? '';
}

test('offline, a lesson address with settings opens its lesson, and /roadmap finds /roadmap/', async ({ browser }) => {
  const { context, problems } = await reader(browser);
  try {
    const page = await saveCourse(context);
    await context.setOffline(true);
    for (const lesson of LESSONS) {
      const first = lesson.data.experiments[0];
      await page.goto(withSettings(lesson.path, (first?.preset ?? {}) as Record<string, unknown>));
      await expect(page.getByRole('heading', { level: 1, name: lesson.title })).toBeVisible();
    }
    await page.goto(`${origin}/roadmap?from=mail`);
    await expect(page).toHaveURL(`${origin}/roadmap/?from=mail`);
    await expect(page.getByRole('heading', { level: 1, name: 'Roadmap' })).toBeVisible();
    // A page the site does not have: its own 404 page, offline too.
    const response = await page.goto(`${origin}/no-such-page/`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND })).toBeVisible();
    expect(problems).toEqual([]);
  } finally {
    await context.close();
  }
});

test('a lesson left open across a deploy still wakes its simulator once another tab takes the new version', async ({
  browser,
}) => {
  deploy('one');
  const { context, problems } = await reader(browser);
  try {
    await saveCourse(context);
    // The lesson is open at its top: its simulator, further down, has not asked for its code yet.
    const old = await context.newPage();
    await old.goto(`${origin}${FLAGSHIP.path}`);
    await expect(stateLine(old)).toHaveText(OFFLINE_WORDS.ready);
    const simIsland = old.locator('astro-island:has([aria-label="Simulator"])');
    await expect(simIsland).toHaveAttribute('ssr', /.*/);
    const oldUrl = (await simIsland.getAttribute('component-url')) ?? '';

    // Deploy: the old version's scripts are gone from the host. Another tab takes the new version.
    deploy('two');
    expect((await fetch(`${origin}${oldUrl}`)).status).toBe(404);
    const other = await context.newPage();
    await other.goto(`${origin}/`);
    const note = other.locator('[data-offline-update]');
    await expect(note).toHaveText(`${OFFLINE_WORDS.update} ${OFFLINE_WORDS.reload}`, { timeout: 90_000 });
    // The button reloads the page: wait for that load, or the next goto would cut it short (net::ERR_ABORTED).
    const reloaded = other.waitForEvent('load');
    await note.getByRole('button', { name: OFFLINE_WORDS.reload }).click();
    await reloaded;
    // The old page is told a new version is there (the new worker has taken over every page).
    await expect(old.locator('[data-offline-update]')).toHaveText(`${OFFLINE_WORDS.update} ${OFFLINE_WORDS.reload}`, {
      timeout: 30_000,
    });
    await other.goto(`${origin}${FLAGSHIP.path}`);
    const newUrl = await other.locator('astro-island:has([aria-label="Simulator"])').getAttribute('component-url');
    expect(newUrl).not.toBe(oldUrl);

    // Everything on the old page still works until it is reloaded.
    const sim = old.getByRole('region', { name: 'Simulator' });
    await sim.scrollIntoViewIfNeeded();
    await wake(sim);
    await expect(simIsland).not.toHaveAttribute('ssr', /.*/, { timeout: 30_000 });
    await sim.getByRole('switch', { name: 'Fencing' }).check();
    await expect(outcomeValue(old, 'Final value').first()).toHaveText('15');
    for (const island of await old.locator('astro-island').all()) {
      // An island is display: contents, with no box of its own to scroll to.
      await island.evaluate((el) => {
        el.firstElementChild?.scrollIntoView();
        el.dispatchEvent(new Event('cs:wake'));
      });
      await expect(island).not.toHaveAttribute('ssr', /.*/, { timeout: 30_000 });
    }
    await expect(old.getByRole('alert').filter({ hasText: ISLAND_FAILURE_WORDS.message })).toHaveCount(0);
    expect(problems).toEqual([]);
  } finally {
    await context.close();
  }
});

test('an island whose code is gone says so and offers a reload, never dead controls', async ({ browser }) => {
  deploy('one');
  // No worker keeps the old files: the deploy removes them from under the page.
  const { context } = await reader(browser, { serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    await page.goto(`${origin}${FLAGSHIP.path}`);
    deploy('two');
    const sim = page.getByRole('region', { name: 'Simulator' });
    await sim.scrollIntoViewIfNeeded();
    // It asks for its code when the reader reaches for it.
    await wake(sim);
    const alert = page.getByRole('alert').filter({ hasText: ISLAND_FAILURE_WORDS.message });
    // The lab's figure may fail beside the simulator: one alert or two, each in plain words.
    await expect(alert.first()).toBeVisible({ timeout: 30_000 });
    await expect(sim.getByRole('switch', { name: 'Fencing' })).toBeHidden();
    // Each island that fails says so (the lab's figure beside the simulator too); any of their reloads will do.
    await alert.first().getByRole('button', { name: ISLAND_FAILURE_WORDS.reload }).click();
    // The reload brings the new version, whose simulator wakes.
    await page.getByRole('region', { name: 'Simulator' }).scrollIntoViewIfNeeded();
    await wake(page.getByRole('region', { name: 'Simulator' }));
    await expect(page.locator('astro-island:has([aria-label="Simulator"])')).not.toHaveAttribute('ssr', /.*/, {
      timeout: 30_000,
    });
  } finally {
    await context.close();
  }
});

test('an install that fails says so instead of "Saving" forever, and the next visit saves the course', async ({
  browser,
}) => {
  // One file the worker must save is missing from the host.
  deploy('one', ['icon-512.png']);
  const { context, problems } = await reader(browser);
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/`);
    await expect(stateLine(page)).toHaveText(OFFLINE_WORDS.failed, { timeout: 90_000 });
    deploy('one');
    await page.reload();
    await expect(stateLine(page)).toHaveText(OFFLINE_WORDS.ready, { timeout: 90_000 });
    expect(problems).toEqual([]);
  } finally {
    await context.close();
  }
});

test('the offline line tells the truth, a damaged or missing entry is repaired online, a missing page is the 404', async ({
  browser,
}) => {
  deploy('one');
  const { context, problems } = await reader(browser);
  try {
    // Every text the line shows, on every page, in order.
    await context.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { lineTexts: string[] }).lineTexts = seen;
      document.addEventListener('DOMContentLoaded', () => {
        const line = document.querySelector('[data-offline-state]');
        if (line) new MutationObserver(() => seen.push(line.textContent ?? '')).observe(line, { childList: true });
      });
    });
    const page = await saveCourse(context);
    const texts = () => page.evaluate(() => (window as unknown as { lineTexts: string[] }).lineTexts);

    // Offline, a page served from the saved course never says it is not saved.
    await context.setOffline(true);
    await page.goto(`${origin}${FLAGSHIP.path}`);
    await expect(stateLine(page)).toHaveText(OFFLINE_WORDS.offline);
    expect(await texts()).not.toContain(OFFLINE_WORDS.offlineUnsaved);
    await context.setOffline(false);

    // One page's entry goes missing, another's is damaged.
    const name = await precacheName(page);
    await page.evaluate(
      async ([cacheName, o, lesson]) => {
        const cache = await caches.open(cacheName);
        await cache.delete(`${o}/roadmap/index.html`);
        await cache.put(`${o}${lesson}index.html`, new Response('damaged'));
      },
      [name, origin, FLAGSHIP.path] as const,
    );
    // Offline, the missing page is the site's own 404, and the line no longer says the course is saved.
    await context.setOffline(true);
    const response = await page.goto(`${origin}/roadmap/`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND })).toBeVisible();
    await expect(stateLine(page)).toHaveText(OFFLINE_WORDS.offlineUnsaved);

    // The next online visit repairs both.
    await context.setOffline(false);
    await page.goto(`${origin}/`);
    await expect(stateLine(page)).toHaveText(OFFLINE_WORDS.ready, { timeout: 60_000 });
    await context.setOffline(true);
    await page.goto(`${origin}/roadmap/`);
    await expect(page.getByRole('heading', { level: 1, name: 'Roadmap' })).toBeVisible();
    await page.goto(`${origin}${FLAGSHIP.path}`);
    await expect(page.getByRole('heading', { level: 1, name: FLAGSHIP.title })).toBeVisible();
    await expect(stateLine(page)).toHaveText(OFFLINE_WORDS.offline);
    // Starlight's search asks for its module once the page is idle, which a busy machine can put off until the
    // caches below are gone and the network with them: that import would then fail in Starlight's own script.
    await searchModuleLoaded(page);
    await context.setOffline(false);

    // All caches gone (the reader cleared them): the line stops promising, and online they are saved again.
    await page.evaluate(async () => {
      for (const key of await caches.keys()) await caches.delete(key);
    });
    await context.setOffline(true);
    await expect(stateLine(page)).toHaveText(OFFLINE_WORDS.offlineUnsaved);
    await context.setOffline(false);
    await expect(stateLine(page)).toHaveText(OFFLINE_WORDS.ready, { timeout: 60_000 });
    expect(problems).toEqual([]);
  } finally {
    await context.close();
  }
});
