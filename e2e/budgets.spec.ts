/**
 * Budgets that can be held in a test because they are deterministic: bytes. Every lesson's page weight is held by
 * the lesson suite (lesson.spec.ts); here Pagefind's UI must load only when search opens. The measuring code is the bench's own (scripts/bench/weights.mjs), so `npm run bench` and this
 * test agree to the byte. Layout shift is held here too: the islands must hydrate into space kept for them.
 */
import { test, expect, LESSON } from './fixtures';
import { isPagefind, recordResponses, scrollThrough, summarize } from '../scripts/bench/weights.mjs';
import { CHROMIUM_ARGS, FULL_CHROMIUM } from './browser';

// Layout shifts are measured in the full browser, as a reader has it: the suite's headless shell reported a shift of
// 0.0007 on the lesson page at 390 px (five text lines, gone before they could be named) that the browser never
// shows. The whole file, since a browser is chosen per worker.
test.use({ launchOptions: { executablePath: FULL_CHROMIUM, args: CHROMIUM_ARGS } });

/** A layout-shift entry, which TypeScript's DOM types do not describe. */
type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node | null }[] };

test.describe('on a phone, before any interaction', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  // Every lesson's JS before interaction, at 390 and 1280 px, with its HTML and offline-cache budgets: the lesson
  // suite (lesson.spec.ts).
  test('Pagefind loads once search opens, and its input takes the focus', async ({ page }) => {
    const recorder = recordResponses(page);
    await page.goto(LESSON);
    expect(summarize(await recorder.settle()).pagefind).toEqual([]);
    const loaded = page.waitForResponse((response) => isPagefind(response.url()));
    await page.getByRole('button', { name: 'Search' }).click();
    await loaded;
    const input = page.getByRole('dialog').getByRole('textbox', { name: 'Search' });
    await expect(input).toBeFocused();
    await input.fill('fencing');
    await expect(
      page.getByRole('dialog').getByRole('link', { name: 'Locks and fencing tokens' }).first(),
    ).toBeVisible();
  });

  for (const [path, what] of [
    [LESSON, 'the lesson page'],
    ['/', "the home page, with its hero's chart"],
  ] as const)
    test(`nothing on ${what} shifts while it opens and its islands hydrate`, async ({ page }) => {
      await page.addInitScript(() => {
        const shifts: { value: number; nodes: string[] }[] = [];
        Object.assign(window, { layoutShifts: shifts });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Shift[]) {
            if (entry.hadRecentInput) continue;
            const nodes = (entry.sources ?? []).map((s) =>
              s.node instanceof Element ? s.node.outerHTML.slice(0, 80) : '',
            );
            shifts.push({ value: entry.value, nodes });
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      const recorder = recordResponses(page);
      await page.goto(path);
      await recorder.settle();
      // Scrolling brings every island into view, so each one that hydrates when visible does so here.
      await scrollThrough(page);
      await recorder.settle();
      const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: unknown[] }).layoutShifts);
      expect(shifts, 'layout shifts while loading and hydrating').toEqual([]);
    });
});
