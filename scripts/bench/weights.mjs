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
/** @typedef {{ url: string; kind: Kind; raw: number; gzip: number; pagefind: boolean; prefetch: boolean }} Resource */
/** @typedef {{ raw: number; gzip: number; files: number }} Sizes */
/** @typedef {{ js: Sizes; css: Sizes; html: Sizes; prefetch: Sizes; pagefind: string[] }} Weight */

/**
 * The 12 KB budget of gzip JavaScript a lesson page may run before any interaction (issue 26): script files and
 * inline scripts. A lesson's islands hydrate when the reader reaches for them (components/site/wake-directive.ts);
 * their code is prefetched while the page is idle, as `<link rel="prefetch">`, which the browser fetches into its
 * cache and does not evaluate: no main-thread work, so it is counted apart (`prefetch`), and printed as its own
 * figure by the bench, not against this budget. Requests are told apart by their `Sec-Purpose: prefetch` header.
 */
export const LESSON_JS_BUDGET = 12 * 1024;
/** The same budget at 1280 px: the walkthrough's figure is on the first screen there, and it waits for the reader too. */
export const LESSON_JS_BUDGET_WIDE = 12 * 1024;

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
    const purpose = response
      .request()
      .allHeaders()
      .then(
        (h) => /prefetch/i.test(h['sec-purpose'] ?? h['purpose'] ?? ''),
        () => false,
      );
    pending.push(
      Promise.all([response.body(), purpose]).then(
        ([body, prefetch]) => ({
          url,
          kind: kindOf(url, response.headers()['content-type'] ?? ''),
          raw: body.length,
          gzip: gzipSync(body, { level: 9 }).length,
          pagefind: isPagefind(url),
          prefetch,
        }),
        // A redirect or an aborted request has no body to count.
        () => undefined,
      ),
    );
  });
  return {
    /**
     * Waits for the load event and network idle (the browser's events, not a timer), then returns every response,
     * and the page's inline scripts as one more.
     */
    async settle() {
      await page.waitForLoadState('load');
      await page.waitForLoadState('networkidle');
      const all = await Promise.all(pending);
      // The page's inline scripts (Astro's island runtime and directives, the theme script) run before any
      // interaction too: counted as one JavaScript resource of the page's own.
      const inline = await page.evaluate(() =>
        [...document.querySelectorAll('script:not([src])')]
          .filter((s) => !/json/i.test(s.getAttribute('type') ?? ''))
          .map((s) => s.textContent ?? '')
          .join('\n'),
      );
      const body = Buffer.from(inline);
      /** @type {Resource} */
      const inlined = {
        url: `${page.url().split('#')[0]}#inline-scripts`,
        kind: 'js',
        raw: body.length,
        gzip: body.length === 0 ? 0 : gzipSync(body, { level: 9 }).length,
        pagefind: false,
        prefetch: false,
      };
      return [...all.filter((r) => r !== undefined), inlined];
    },
  };
}

/**
 * Sums resources by kind, leaving Pagefind's out of the sums and listing their URLs instead, and prefetched files
 * (fetched into the cache, not evaluated) in a sum of their own.
 * @param {Resource[]} resources
 * @returns {Weight}
 */
export function summarize(resources) {
  const empty = () => ({ raw: 0, gzip: 0, files: 0 });
  /** @type {Weight} */
  const weight = { js: empty(), css: empty(), html: empty(), prefetch: empty(), pagefind: [] };
  const seen = new Set();
  // A file fetched for real after it was prefetched (an island woke) counts as run, not as prefetched only.
  const run = new Set(resources.filter((r) => !r.prefetch).map((r) => r.url));
  for (const r of resources) {
    // A file fetched twice (a preload, then the import) costs the reader once.
    if (seen.has(r.url)) continue;
    if (r.prefetch && run.has(r.url)) continue;
    seen.add(r.url);
    if (r.pagefind) weight.pagefind.push(r.url);
    else if (r.prefetch) {
      weight.prefetch.raw += r.raw;
      weight.prefetch.gzip += r.gzip;
      weight.prefetch.files += 1;
    } else if (r.kind !== 'other') {
      weight[r.kind].raw += r.raw;
      weight[r.kind].gzip += r.gzip;
      weight[r.kind].files += 1;
    }
  }
  return weight;
}

/**
 * Brings every island of the page into view in turn, wakes it and waits until each has hydrated (Astro removes an
 * island's `ssr` attribute when it has), so that every island the reader can reach has: no fixed pauses.
 */
export async function scrollThrough(/** @type {import('@playwright/test').Page} */ page) {
  const islands = page.locator('astro-island');
  const count = await islands.count();
  for (let i = 0; i < count; i++) {
    const island = islands.nth(i);
    // An island is display: contents, with no box of its own: its first child is what a reader sees. One that this
    // screen does not show (a phone-only figure on a desktop, say) never becomes visible, so it never hydrates: only
    // the ones a reader can scroll to are waited for. Islands hydrate when the reader reaches for them
    // (components/site/wake-directive.ts): each is brought into view and woken, as a tap would.
    const shown = await island.evaluate((el) => {
      const part = el.firstElementChild ?? el;
      const box = part.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) return false;
      part.scrollIntoView({ block: 'center' });
      el.dispatchEvent(new Event('cs:wake'));
      return true;
    });
    if (!shown) continue;
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
