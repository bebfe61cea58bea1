// @ts-check
/**
 * The figures of issue 26, "Alive at first paint", for every lesson beside the authors' guide (a plain Starlight
 * page, the reference): what a lesson page costs a reader's phone before any interaction, and how soon a tap plays.
 *
 *   - elements: `document.querySelectorAll('*').length` once the page has loaded and the network is quiet;
 *   - JavaScript evaluated before interaction (script files and inline scripts, gzip) at 390 and 1280 px, and apart
 *     from it the islands' code prefetched while idle (fetched into the cache, not evaluated: no main-thread work);
 *   - tap to the first frame of a run, on a 390 px phone viewport with the CPU slowed 4x: from the pointer going down
 *     on "Run the experiment" to the end of the first frame rendered after the figure's caption leaves the preview.
 *     Asleep: the tap wakes the island (its code prefetched, not yet run); awake: the island is live already.
 * Lighthouse's share (Performance, TBT and CLS, interleaved with the reference) is lighthouse.mjs's runLighthouseRounds.
 */
import { recordResponses, summarize } from './weights.mjs';
import { median } from './stats.mjs';

/** The authors' guide: a plain page, every lesson's reference. */
export const REFERENCE = '/authors/writing-a-concept-page/';

/**
 * Elements, evaluated JS and prefetched JS of a page before any interaction, at one width.
 * @param {import('playwright').Browser} browser
 * @param {string} url
 * @param {number} width
 */
export async function atLoad(browser, url, width) {
  const context = await browser.newContext({
    viewport: { width, height: width < 600 ? 844 : 900 },
    isMobile: width < 600,
  });
  try {
    const page = await context.newPage();
    const recorder = recordResponses(page);
    await page.goto(url);
    const weight = summarize(await recorder.settle());
    const elements = await page.evaluate(() => document.querySelectorAll('*').length);
    return { elements, js: weight.js.gzip, prefetch: weight.prefetch.gzip };
  } finally {
    await context.close();
  }
}

/**
 * Milliseconds from a tap on "Run the experiment" to the first frame that draws the run, at 4x CPU on a phone.
 * @param {import('playwright').Browser} browser
 * @param {string} url a lesson page with a walkthrough
 * @param {boolean} asleep true: tap while the walkthrough has not woken; false: wake it first, then tap
 * @returns {Promise<number>}
 */
export async function tapToFirstFrame(browser, url, asleep) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    await page.addInitScript(() => {
      const marks = { down: 0, frame: 0 };
      Object.assign(window, { tapMarks: marks });
      document.addEventListener('pointerdown', (e) => (marks.down = e.timeStamp), { capture: true });
      const watch = () => {
        const line = document.querySelector('.walkthrough [data-caption-line]');
        if (line === null) return void requestAnimationFrame(watch);
        const preview = line.textContent;
        new MutationObserver((_, observer) => {
          if (line.textContent === preview || marks.down === 0) return;
          observer.disconnect();
          // The end of the frame that draws it: a task posted from the frame's callbacks, ahead of the page's own
          // tasks (user-blocking), runs once that frame's style, layout and paint are done. Not the callback's
          // timestamp: that is when the frame began, which on a busy, throttled main thread can be long before the
          // change it draws.
          requestAnimationFrame(() => {
            const done = () => (marks.frame = performance.now());
            void (
              /** @type {any} */ (window).scheduler?.postTask(done, { priority: 'user-blocking' }) ?? setTimeout(done)
            );
          });
        }).observe(line, { childList: true, characterData: true, subtree: true });
      };
      document.addEventListener('DOMContentLoaded', watch);
    });
    const cdp = await context.newCDPSession(page);
    await page.goto(url);
    // Network quiet: the islands' code is prefetched, as a reader who read the page's opening for a moment has it.
    await page.waitForLoadState('networkidle');
    const island = page.locator('astro-island:has(.walkthrough)').first();
    if (!asleep) {
      await island.evaluate((el) => el.dispatchEvent(new Event('cs:wake')));
      await page.locator('astro-island:has(.walkthrough):not([ssr])').first().waitFor({ state: 'attached' });
      await page
        .locator('.walkthrough [data-figure]')
        .locator('xpath=ancestor::astro-island[1][not(@ssr)]')
        .waitFor({ state: 'attached' });
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const run = page.locator('.walkthrough').getByRole('button', { name: 'Run the experiment' });
    await run.scrollIntoViewIfNeeded();
    await run.tap();
    await page.waitForFunction(() => /** @type {any} */ (window).tapMarks.frame > 0, null, { timeout: 30_000 });
    const { down, frame } = await page.evaluate(() => /** @type {any} */ (window).tapMarks);
    return frame - down;
  } finally {
    await context.close();
  }
}

/**
 * Medians of `runs` taps, asleep and awake, for one lesson.
 * @param {import('playwright').Browser} browser
 * @param {string} url
 * @param {number} runs
 */
export async function tapFigures(browser, url, runs) {
  /** @type {number[]} */
  const asleep = [];
  /** @type {number[]} */
  const awake = [];
  for (let i = 0; i < runs; i++) {
    asleep.push(await tapToFirstFrame(browser, url, true));
    awake.push(await tapToFirstFrame(browser, url, false));
  }
  return { asleepMs: median(asleep), awakeMs: median(awake) };
}
