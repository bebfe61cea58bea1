// @ts-check
/**
 * A handle dragged on the lab's chart (issue 55): for each lesson, the time from a pointer move to the end of the
 * frame that draws its new run, p50 and p95, at 1x and at 4x CPU. The drag is the mouse's, on the lab's first handle,
 * on a desktop-sized page: back and forth across its range in small moves, each move timed from the event's own
 * time stamp to a task posted from the next frame's callbacks (run once that frame's style, layout and paint are
 * done). Only the moves that changed the setting count: they are the ones that simulate and redraw.
 */
import { percentile } from './stats.mjs';

/** Moves per drag, px each; back and forth, so the handle stays in its range. */
const MOVES = 40;
const STEP = 4;

/**
 * The move-to-frame times of one drag at `rate` times slower CPU, ms.
 * @param {import('playwright').Browser} browser
 * @param {string} url
 * @param {number} rate
 */
async function dragOnce(browser, url, rate) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  try {
    await page.goto(url);
    const lab = page.getByRole('region', { name: 'Simulator' });
    await lab.scrollIntoViewIfNeeded();
    await lab.evaluate((el) => el.closest('astro-island')?.dispatchEvent(new Event('cs:wake')));
    const handle = lab.locator('[data-handle]').first();
    await handle.waitFor({ state: 'visible', timeout: 30_000 });
    await handle.scrollIntoViewIfNeeded();
    await page.evaluate(() => {
      /** @type {number[]} */
      const times = [];
      /** @type {any} */ (window).dragTimes = times;
      document.addEventListener(
        'pointermove',
        (event) => {
          const slider = /** @type {Element | null} */ (event.target)?.closest?.('[data-handle]');
          if (!slider) return;
          const before = slider.getAttribute('aria-valuenow');
          requestAnimationFrame(() => {
            const done = () => {
              if (slider.getAttribute('aria-valuenow') !== before) times.push(performance.now() - event.timeStamp);
            };
            void (
              /** @type {any} */ (window).scheduler?.postTask(done, { priority: 'user-blocking' }) ?? setTimeout(done)
            );
          });
        },
        { capture: true },
      );
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    const box = /** @type {NonNullable<Awaited<ReturnType<typeof handle.boundingBox>>>} */ (await handle.boundingBox());
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    const wall = (await handle.getAttribute('aria-orientation')) === 'vertical';
    await page.mouse.move(x, y);
    await page.mouse.down();
    for (let i = 1; i <= MOVES; i++) {
      // Out and back: a quarter of the moves one way, half the other, then home.
      const leg = i <= MOVES / 4 ? i : i <= (3 * MOVES) / 4 ? MOVES / 2 - i : i - MOVES;
      const d = leg * STEP;
      await page.mouse.move(wall ? x : x + d, wall ? y + d : y);
    }
    await page.mouse.up();
    await page.waitForTimeout(100);
    return /** @type {number[]} */ (await page.evaluate(() => /** @type {any} */ (window).dragTimes));
  } finally {
    await context.close();
  }
}

/**
 * p50 and p95 of a pointer move to its redrawn frame, at 1x and 4x CPU, for each lesson path.
 * @param {import('playwright').Browser} browser
 * @param {string} origin
 * @param {readonly string[]} paths
 */
export async function benchDrag(browser, origin, paths) {
  /** @type {{ path: string; moves: number; at1: { p50: number; p95: number }; at4: { p50: number; p95: number } }[]} */
  const rows = [];
  for (const path of paths) {
    const one = await dragOnce(browser, origin + path, 1);
    const four = await dragOnce(browser, origin + path, 4);
    const stats = (/** @type {number[]} */ t) => ({ p50: percentile(t, 50), p95: percentile(t, 95) });
    rows.push({ path, moves: Math.min(one.length, four.length), at1: stats(one), at4: stats(four) });
  }
  return rows;
}
