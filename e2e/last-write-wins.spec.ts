/**
 * What only the chart of "Last write wins, and the clock that lied" shows, in a real browser: a dropped write drawn
 * as dropped (a cross on the store's lane, not an applied value), A's clock drawn beside real time, and with the
 * logical clock B's read with the counter it saw. The shared lesson suite checks the rest from the lesson's data.
 */
import type { Page } from '@playwright/test';
import { test, expect as baseExpect } from './fixtures';
import { hydrate } from './lesson-helpers';

const LESSON = '/time-and-order/last-write-wins/';
const expect = baseExpect.configure({ timeout: 20_000 });
test.beforeEach(() => test.slow());

/** The simulator's chart, once its island is interactive and the whole run is shown. */
async function chart(page: Page) {
  const sim = await hydrate(page.getByRole('region', { name: 'Simulator' }));
  return sim.locator('figure svg').first();
}

test('the default run draws B’s write as dropped, and the store as holding A’s 11', async ({ page }) => {
  await page.goto(LESSON);
  const svg = await chart(page);
  await expect(svg).toHaveAttribute('aria-label', /Client B writes 16, stamped 2\.0 s; the store drops it\./);
  await expect(svg.locator('.cross')).toHaveCount(1);
  await expect(svg.locator('.tone-dropped')).toHaveText("B's 16 dropped");
  await expect(svg.locator('.tone-store')).toHaveText('holds 10 → 11 (4.0 s)');
  // A's clock beside real time: its 4 s tick sits where real time is 1 s, and its write is offset to its stamp.
  const real = await svg.locator('.tick', { hasText: /^1 s$/ }).boundingBox();
  const clock = await svg.locator('.clock', { hasText: /^4 s$/ }).boundingBox();
  expect(Math.abs(real!.x + real!.width / 2 - (clock!.x + clock!.width / 2))).toBeLessThan(2);
  await expect(svg.locator('.stamp-at')).toHaveCount(1);
});

test('with the logical clock, nothing is dropped and B’s read shows the counter it saw', async ({ page }) => {
  await page.goto(`${LESSON}?order=lamport`);
  const svg = await chart(page);
  await expect(svg.locator('.cross')).toHaveCount(0);
  await expect(svg.locator('.arrow.read')).toHaveCount(1);
  await expect(svg.locator('.tone-read')).toHaveText('B reads 11, counter 1');
  await expect(svg.locator('.tone-b')).toHaveText('writes 16 · counter 2');
});
