// @ts-check
/**
 * A handle dragged on the lab's chart (issue 55): for each lesson, the time from a pointer move to the end of the
 * frame that draws its new run, p50 and p95, at 1x and at 4x CPU. The drag is the mouse's, on the lab's first handle,
 * on a desktop-sized page: back and forth across its range in small moves (a wall's across its rows), each move
 * timed to a task posted from the next frame's callbacks (run once that frame's style, layout and paint are done).
 * Only the moves that changed the setting count: they are the ones that simulate and redraw.
 *
 * Two clocks start each move: the event's own time stamp, which includes the browser's input delay (a move waits
 * for the next frame to be dispatched, so even a page that does nothing reads up to a frame here), and the moment
 * the page first sees the move, which is what the lab costs: its handler, then the frame's style, layout and paint.
 * The aims are held to the second. The same drag over a page that only writes the new value (the floor) is timed
 * alongside, so a busy machine's figures can be read against what it gives a page with no work at all.
 */
import { percentile } from './stats.mjs';

/**
 * Moves per drag, px each: laps out and back, so it stays in range. A time handle's lap is 40 moves of 4 px. A wall's
 * moves are longer (its lanes are 62 px apart): its lap is 32 moves of 16 px (two lanes each way), and its setting
 * changes only where the wall crosses a lane, a few times a lap. Laps go on until at least `CHANGES` moves have
 * changed the setting (at most `MAX_LAPS`), so that each lesson's p95 rests on as many changes, not on the worst of
 * 16 (one lap of lost update's handle changed it 16 times, one of locks' 40). A hundred, not forty: the p95 of 40
 * moves lies between the two slowest, so one stray frame (a collection, the machine's other work) moved it by 20 to
 * 60 ms at 4x between runs minutes apart; of 100 it lies between the fifth and sixth slowest.
 */
const MOVES = 40;
const STEP = 4;
const WALL_LAP = 32;
const WALL_STEP = 16;
const CHANGES = 100;
const MAX_LAPS = 30;

/** The floor: a page whose one handle only writes its new value on a move. */
const FLOOR_PAGE = `<!doctype html><div data-handle role="slider" aria-valuenow="0" tabindex="0"
  style="position:absolute;left:300px;top:200px;width:44px;height:44px;background:#888"></div>
  <script>let n = 0; const h = document.querySelector('[data-handle]');
  h.addEventListener('pointerdown', (e) => h.setPointerCapture(e.pointerId));
  h.addEventListener('pointermove', (e) => { if (e.buttons) h.setAttribute('aria-valuenow', String(++n)); });</script>`;

/**
 * The move-to-frame times of one drag at `rate` times slower CPU, ms.
 * @param {import('playwright').Browser} browser
 * @param {string | null} url the lesson's page, or null for the floor
 * @param {number} rate
 */
async function dragOnce(browser, url, rate) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  try {
    let handle;
    if (url === null) {
      await page.setContent(FLOOR_PAGE);
      handle = page.locator('[data-handle]');
    } else {
      await page.goto(url);
      // A first visit saves the whole course for offline reading (about 4 MB): timed during it, a drag measured the
      // machine's share for the cache as much as the lab. Wait until it is saved, as on any later visit.
      await page
        .locator('[data-offline-state]')
        .filter({ hasText: /^Ready offline/ })
        .waitFor({ timeout: 60_000 })
        .catch(() => {});
      const lab = page.getByRole('region', { name: 'Simulator' });
      await lab.scrollIntoViewIfNeeded();
      await lab.evaluate((el) => el.closest('astro-island')?.dispatchEvent(new Event('cs:wake')));
      handle = lab.locator('[data-handle]').first();
    }
    await handle.waitFor({ state: 'visible', timeout: 30_000 });
    await handle.scrollIntoViewIfNeeded();
    await page.evaluate(() => {
      /** @type {{ total: number, work: number }[]} */
      const times = [];
      /** @type {any} */ (window).dragTimes = times;
      document.addEventListener(
        'pointermove',
        (event) => {
          const seen = performance.now();
          const slider = /** @type {Element | null} */ (event.target)?.closest?.('[data-handle]');
          if (!slider) return;
          const before = slider.getAttribute('aria-valuenow');
          requestAnimationFrame(() => {
            const done = () => {
              const now = performance.now();
              if (slider.getAttribute('aria-valuenow') !== before)
                times.push({ total: now - event.timeStamp, work: now - seen });
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
    // The mouse is driven through the protocol, as the browser's own input arrives: Playwright's `page.mouse`, with a
    // button held, runs its drag-and-drop probe in the page around every move (a script before it, a listener and a
    // timer during it, a script after it), on the main thread and in the timed window (its scripts show in the page's
    // CPU profile during a drag). Each move waits for the frame after the one before, as the browser paces a
    // real pointer's moves to its frames: sent back to back, a move queued behind the last one's frame and was timed
    // with it.
    /** @param {'mouseMoved' | 'mousePressed' | 'mouseReleased'} type @param {number} px @param {number} py */
    const mouse = (type, px, py) =>
      cdp.send('Input.dispatchMouseEvent', {
        type,
        x: px,
        y: py,
        button: 'left',
        buttons: type === 'mouseReleased' ? 0 : 1,
        clickCount: type === 'mouseMoved' ? 0 : 1,
      });
    await mouse('mouseMoved', x, y);
    await mouse('mousePressed', x, y);
    const lap = wall ? WALL_LAP : MOVES;
    const timed = () => page.evaluate(() => /** @type {any} */ (window).dragTimes.length);
    for (let laps = 0; laps < MAX_LAPS && (await timed()) < CHANGES; laps++)
      for (let i = 1; i <= lap; i++) {
        // Out and back: a quarter of a lap one way, half the other, then home.
        const k = i % lap;
        const leg = k <= lap / 4 ? k : k <= (3 * lap) / 4 ? lap / 2 - k : k - lap;
        const d = leg * (wall ? WALL_STEP : STEP);
        await mouse('mouseMoved', wall ? x : x + d, wall ? y + d : y);
        await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done))));
      }
    await mouse('mouseReleased', x, y);
    await page.waitForTimeout(100);
    return /** @type {{ total: number, work: number }[]} */ (
      await page.evaluate(() => /** @type {any} */ (window).dragTimes)
    );
  } finally {
    await context.close();
  }
}

/**
 * @typedef {{ p50: number; p95: number }} Spread
 * @typedef {{ total: Spread; work: Spread }} Timed
 * @typedef {{ path: string; moves: number; at1: Timed; at4: Timed }} DragRow
 */

/** p50 and p95 of some times, ms. */
const stat = (/** @type {number[]} */ times) => ({ p50: percentile(times, 50), p95: percentile(times, 95) });
/** @param {{ total: number, work: number }[]} t */
const spread = (t) => ({ total: stat(t.map((m) => m.total)), work: stat(t.map((m) => m.work)) });

/**
 * A pointer move to its redrawn frame (p50, p95; from the event's time stamp and from the page's first sight of it),
 * at 1x and 4x CPU: first the floor (path "floor"), then each lesson path.
 * @param {import('playwright').Browser} browser
 * @param {string} origin
 * @param {readonly string[]} paths
 * @returns {Promise<DragRow[]>}
 */
export async function benchDrag(browser, origin, paths) {
  /** @type {DragRow[]} */
  const rows = [];
  for (const path of [null, ...paths]) {
    const one = await dragOnce(browser, path === null ? null : origin + path, 1);
    const four = await dragOnce(browser, path === null ? null : origin + path, 4);
    rows.push({ path: path ?? 'floor', moves: Math.min(one.length, four.length), at1: spread(one), at4: spread(four) });
  }
  return rows;
}
