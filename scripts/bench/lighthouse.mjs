// @ts-check
/**
 * Lighthouse (the npm package, driving the machine's Chromium) on pages of the built site, with its default mobile
 * settings: a phone's screen and simulated slow 4G and CPU. Scores and times wander from run to run, so each page is
 * run several times and the median of each figure is kept.
 */
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { median } from './stats.mjs';

/** The four categories, by Lighthouse's ids. */
export const CATEGORIES = /** @type {const} */ (['performance', 'accessibility', 'best-practices', 'seo']);

/**
 * @typedef {{
 *   scores: Record<(typeof CATEGORIES)[number], number>;
 *   lcpMs: number; tbtMs: number; cls: number;
 *   failing: string[];
 * }} LighthouseResult
 */

/** Flags for a headless Chromium that reaches nothing outside this machine on its own. */
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-default-apps',
  '--disable-sync',
  '--no-first-run',
];

/**
 * One Lighthouse run per page, `runs` times over, in one browser; the median of every figure for each page.
 * `failing` lists, for each category whose median is below 100, its audits that did not pass in some run, so a
 * score under 100 says why.
 * @param {string[]} urls
 * @param {{ runs?: number; chromePath?: string }} [options]
 * @returns {Promise<LighthouseResult[]>}
 */
export async function runLighthouse(urls, { runs = 3, chromePath } = {}) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromePath ?? process.env['CHROME_PATH'] ?? process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  });
  try {
    /** @type {LighthouseResult[]} */
    const results = [];
    for (const url of urls) {
      /** @type {import('lighthouse').Result[]} */
      const reports = [];
      for (let i = 0; i < runs; i++) {
        const result = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...CATEGORIES],
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
        if (result.lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${result.lhr.runtimeError.message}`);
        reports.push(result.lhr);
      }
      results.push(summarizeReports(reports));
    }
    return results;
  } finally {
    chrome.kill();
  }
}

/**
 * Medians over several reports of one page.
 * @param {import('lighthouse').Result[]} reports
 * @returns {LighthouseResult}
 */
function summarizeReports(reports) {
  const score = (/** @type {string} */ id) =>
    median(reports.map((lhr) => Math.round((lhr.categories[id]?.score ?? 0) * 100)));
  const audit = (/** @type {string} */ id) => median(reports.map((lhr) => lhr.audits[id]?.numericValue ?? NaN));
  /** @type {LighthouseResult['scores']} */
  const scores = {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
  };
  const failing = new Set();
  for (const id of CATEGORIES) {
    // Only for a category below 100: a metric that scored 0.99 inside a category that still rounds to 100 is noise.
    if (scores[id] >= 100) continue;
    for (const lhr of reports) {
      for (const ref of lhr.categories[id]?.auditRefs ?? []) {
        const a = lhr.audits[ref.id];
        // Audits that count toward the score (weight above 0) and did not pass.
        if (a && ref.weight > 0 && a.score !== null && a.score < 1) failing.add(`${id}: ${a.id} (${a.title})`);
      }
    }
  }
  return {
    scores,
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    failing: [...failing],
  };
}

/**
 * One run's figures; `short`: in a run under 100, the metrics that scored below full marks (FCP, SI, LCP, TBT, CLS),
 * so a miss says whether the page's own work (TBT) or the page load every page shares held it back; `held`: whether
 * the browser showed the page's first paint more than HELD_MS after the page was read (DOMContentLoaded), in the
 * unthrottled load Lighthouse observes.
 *
 * Why `held` is counted: under Lighthouse's mobile screen emulation, Chromium's paint holding keeps the first frame
 * of a page whose paint waits on `<link rel="expect" blocking="render">` (every page of ours, astro.config.mjs) off
 * the screen until about 1.2 s, sometimes 2.2 s, after navigation, however early the page was read: the plain guide
 * as much as a lesson, and a page with every script removed too. Desktop emulation, or Chromium started with
 * `--disable-features=PaintHolding` (as Playwright starts it), paints within 0.1 s of DOMContentLoaded. Lighthouse
 * then simulates a later FCP and Speed Index (SI about 2.4 s instead of 1.3), which alone takes a run from 100 to 99.
 * @typedef {{ performance: number; tbtMs: number; cls: number; short: string[]; held: boolean }} LighthouseRun
 */

/** A first paint this long after DOMContentLoaded was held back by the browser, not waiting on the page's work. */
export const HELD_MS = 500;

/** Lighthouse's performance metrics, by id, with the names the bench prints. */
const METRICS = /** @type {const} */ ([
  ['first-contentful-paint', 'FCP'],
  ['speed-index', 'SI'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
]);

/**
 * Lighthouse's mobile run on each URL in turn, `rounds` times over (each round visits every URL once, so a page and
 * its reference meet the same load on the machine), in one browser: every run's Performance score, total blocking
 * time and layout shift, by URL.
 * @param {string[]} urls
 * @param {{ rounds?: number; chromePath?: string }} [options]
 * @returns {Promise<Map<string, LighthouseRun[]>>}
 */
export async function runLighthouseRounds(urls, { rounds = 5, chromePath } = {}) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromePath ?? process.env['CHROME_PATH'] ?? process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  });
  try {
    /** @type {Map<string, LighthouseRun[]>} */
    const out = new Map(urls.map((url) => [url, []]));
    for (let round = 0; round < rounds; round++) {
      for (const url of urls) {
        const result = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
        if (result.lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${result.lhr.runtimeError.message}`);
        const { lhr } = result;
        const performance = Math.round((lhr.categories['performance']?.score ?? 0) * 100);
        const observed = /** @type {{ items?: Record<string, number>[] } | undefined} */ (
          lhr.audits['metrics']?.details
        )?.items?.[0];
        const held =
          (observed?.['observedFirstContentfulPaint'] ?? 0) - (observed?.['observedDomContentLoaded'] ?? 0) > HELD_MS;
        out.get(url)?.push({
          performance,
          tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
          cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
          short:
            performance < 100 ? METRICS.filter(([id]) => (lhr.audits[id]?.score ?? 0) < 1).map(([, name]) => name) : [],
          held,
        });
      }
    }
    return out;
  } finally {
    chrome.kill();
  }
}
