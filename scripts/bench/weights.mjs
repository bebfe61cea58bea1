// @ts-check
/**
 * Page weight as a reader's browser sees it, shared by `npm run bench` and the budget test (e2e/budgets.spec.ts).
 *
 * Every response the page gets is counted by kind (JavaScript, CSS, HTML), with two sizes: raw, the decoded body
 * as the browser uses it, and gzip, that same body compressed here with zlib at level 9. The gzip figure is computed
 * rather than read off the wire because `astro preview` serves files uncompressed; computing it makes the number
 * the same on every run and every machine, which is what lets a test hold a budget on it.
 *
 * Pagefind's files (anything under /pagefind/, and the UI chunk Starlight bundles from @pagefind/default-ui) are
 * counted apart: search loads them when it opens, and they must not be part of what a page needs to open.
 */
import { gzipSync } from 'node:zlib';

/** @typedef {'js' | 'css' | 'html' | 'other'} Kind */
/** @typedef {{ url: string; kind: Kind; raw: number; gzip: number; pagefind: boolean }} Resource */
/** @typedef {{ raw: number; gzip: number; files: number }} Sizes */
/** @typedef {{ js: Sizes; css: Sizes; html: Sizes; pagefind: string[] }} Weight */

/** The 40 KB budget of gzip JavaScript a lesson page may load before any interaction. */
export const LESSON_JS_BUDGET = 40 * 1024;
/**
 * The budget at 1280 px: a wide screen shows the walkthrough's figure beside the steps in the first screen, so its
 * island hydrates before any interaction too (about 44 KB with the lessons of 2026-12).
 */
export const LESSON_JS_BUDGET_WIDE = 48 * 1024;

/** True for a URL that belongs to Pagefind's search: its bundle under /pagefind/ or its bundled UI chunk. */
export function isPagefind(/** @type {string} */ url) {
  const path = new URL(url).pathname;
  return path.startsWith('/pagefind/') || /\/_astro\/ui-core\.[\w-]+\.js$/.test(path);
}

/**
 * The kind of a response, from its content type, then from its file extension.
 * @param {string} url
 * @param {string} contentType
 * @returns {Kind}
 */
export function kindOf(url, contentType) {
  const type = contentType.toLowerCase();
  const path = new URL(url).pathname;
  if (type.includes('javascript') || /\.m?js$/.test(path)) return 'js';
  if (type.includes('text/css') || path.endsWith('.css')) return 'css';
  if (type.includes('text/html')) return 'html';
  return 'other';
}

/**
 * Starts recording every response a Playwright page receives; `settle()` waits for the browser's own word that
 * the page has loaded and its network is idle, then returns what was recorded so far (bodies included).
 * @param {import('@playwright/test').Page} page
 */
export function recordResponses(page) {
  /** @type {Promise<Resource | undefined>[]} */
  const pending = [];
  page.on('response', (response) => {
    const url = response.url();
    if (!url.startsWith('http')) return;
    pending.push(
      response.body().then(
        (body) => ({
          url,
          kind: kindOf(url, response.headers()['content-type'] ?? ''),
          raw: body.length,
          gzip: gzipSync(body, { level: 9 }).length,
          pagefind: isPagefind(url),
        }),
        // A redirect or an aborted request has no body to count.
        () => undefined,
      ),
    );
  });
  return {
    /** Waits for the load event and network idle (the browser's events, not a timer), then returns every response. */
    async settle() {
      await page.waitForLoadState('load');
      await page.waitForLoadState('networkidle');
      const all = await Promise.all(pending);
      return all.filter((r) => r !== undefined);
    },
  };
}

/**
 * Sums resources by kind, leaving Pagefind's out of the sums and listing their URLs instead.
 * @param {Resource[]} resources
 * @returns {Weight}
 */
export function summarize(resources) {
  const empty = () => ({ raw: 0, gzip: 0, files: 0 });
  /** @type {Weight} */
  const weight = { js: empty(), css: empty(), html: empty(), pagefind: [] };
  const seen = new Set();
  for (const r of resources) {
    // A file fetched twice (a preload, then the import) costs the reader once.
    if (seen.has(r.url)) continue;
    seen.add(r.url);
    if (r.pagefind) weight.pagefind.push(r.url);
    else if (r.kind !== 'other') {
      weight[r.kind].raw += r.raw;
      weight[r.kind].gzip += r.gzip;
      weight[r.kind].files += 1;
    }
  }
  return weight;
}

/**
 * Brings every island of the page into view in turn and waits until each has hydrated (Astro removes an island's
 * `ssr` attribute when it has), so that islands set to hydrate when visible have all done so: no fixed pauses.
 */
export async function scrollThrough(/** @type {import('@playwright/test').Page} */ page) {
  const islands = page.locator('astro-island');
  const count = await islands.count();
  for (let i = 0; i < count; i++) {
    const island = islands.nth(i);
    // An island that this screen does not show (a phone-only figure on a desktop, say) never becomes visible, so it
    // never hydrates: only the ones a reader can scroll to are waited for.
    if ((await island.boundingBox()) === null || !(await island.isVisible())) continue;
    await island.scrollIntoViewIfNeeded();
    await page.waitForFunction((el) => el !== null && !el.hasAttribute('ssr'), await island.elementHandle(), {
      timeout: 15_000,
    });
  }
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
}

/**
 * The weight of one page: `before`, everything it loads when opened and left alone (no scrolling, no clicks) until
 * the network is quiet; `after`, everything it has loaded once scrolled to the bottom, so that every island on it has
 * hydrated.
 * @param {import('@playwright/test').Page} page a page with a phone-sized viewport, opened on nothing yet
 * @param {string} url
 * @returns {Promise<{ before: Weight; after: Weight }>}
 */
export async function measurePage(page, url) {
  const recorder = recordResponses(page);
  await page.goto(url, { waitUntil: 'load' });
  const before = summarize(await recorder.settle());
  await scrollThrough(page);
  const after = summarize(await recorder.settle());
  return { before, after };
}
