/**
 * Budgets that can be held in a test because they are deterministic: bytes. The lesson page must open on a phone
 * with at most 40 KB of gzip JavaScript (islands hydrate when visible or idle), and Pagefind's UI must load only
 * when search opens. The measuring code is the bench's own (scripts/bench/weights.mjs), so `npm run bench` and this
 * test agree to the byte.
 */
import { test, expect, LESSON } from './fixtures';
import { LESSON_JS_BUDGET, isPagefind, recordResponses, summarize } from '../scripts/bench/weights.mjs';

test.describe('on a phone, before any interaction', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the lesson page loads at most 40 KB of gzip JavaScript and nothing of Pagefind', async ({ page }) => {
    const recorder = recordResponses(page);
    await page.goto(LESSON);
    const weight = summarize(await recorder.settle());
    // A page that loaded no script at all would pass for the wrong reason: Starlight's own scripts must be there.
    expect(weight.js.files).toBeGreaterThan(0);
    expect(weight.js.gzip, `gzip JavaScript of ${LESSON}, in bytes`).toBeLessThanOrEqual(LESSON_JS_BUDGET);
    expect(weight.pagefind, 'Pagefind files loaded before search opened').toEqual([]);
  });

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
});
