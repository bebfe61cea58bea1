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
  await expect(svg).toHaveAttribute('aria-label', /Client B: writes 16 · stamp 2\.0 s at 2 s\./);
  await expect(svg).toHaveAttribute('aria-label', /B's 16 dropped at 2 s/);
  await expect(svg.locator('[data-id="dropped-B"]')).toHaveCount(1);
  await expect(svg.locator('[data-label="dropped-B"]')).toHaveText("B's 16 dropped");
  // The store's value with the stamp it keeps: A's 11, stamped 4.0 s (joined to the 10 before it where they are close).
  await expect(svg.locator('[data-label^="store-value-"]').last()).toHaveText(/(^| → )11 \(4\.0 s\)$/);
  // A's clock beside real time: A writes at real 1 s, and its stamp, 4.0 s, stands where real time is 4 s.
  const centre = async (selector: string) => {
    const box = await svg.locator(selector).first().boundingBox();
    return box!.x + box!.width / 2;
  };
  const tick = (text: string) => svg.locator('.tick', { hasText: new RegExp(`^${text}$`) });
  const [real1, real4] = [await tick('1 s').boundingBox(), await tick('4 s').boundingBox()];
  expect(Math.abs(real1!.x + real1!.width / 2 - (await centre('[data-id="write-A"]')))).toBeLessThan(2);
  expect(Math.abs(real4!.x + real4!.width / 2 - (await centre('[data-id="stamp-at"]')))).toBeLessThan(2);
  await expect(svg.locator('[data-id="offset"]')).toHaveCount(1);
});

test('with the logical clock, nothing is dropped and B’s read shows the counter it saw', async ({ page }) => {
  await page.goto(`${LESSON}?order=lamport`);
  const svg = await chart(page);
  await expect(svg.locator('[data-id^="dropped"]')).toHaveCount(0);
  await expect(svg.locator('[data-id="read"]')).toHaveCount(1);
  await expect(svg.locator('[data-label="read"]')).toHaveText('reads 11');
  await expect(svg).toHaveAttribute('aria-label', /reads 11, from Store to Client B, at 2 s\./);
  // The counter B read stands in the store's strip: 11 with counter 1.
  await expect(svg.locator('[data-label^="store-value-"]', { hasText: /(^| )11 \(1\)/ })).toHaveCount(1);
  await expect(svg.locator('[data-label="write-B"]')).toHaveText('writes 16 · counter 2');
});

test('at a desktop’s width the chart stays in view beside the map, so a point picked shows its run, and stops above the log', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(LESSON);
  const sim = await hydrate(page.getByRole('region', { name: 'Simulator' }));
  // The map sits at the foot of the settings: the reader scrolls until all of it, its title to its legend, is on screen.
  const map = sim.getByRole('region', { name: "Which skews and gaps lose B's write?" });
  await map.evaluate((el) => el.scrollIntoView({ block: 'end' }));
  await sim.getByRole('slider', { name: /Which skews and gaps lose B's write\?/ }).press('End');
  const inView = async (box: { y: number; height: number } | null) => {
    expect(box).not.toBeNull();
    expect(box!.y).toBeGreaterThanOrEqual(0);
    expect(box!.y + box!.height).toBeLessThanOrEqual(801);
  };
  await inView(await map.boundingBox());
  // The whole chart, its title, lanes and playback, is on screen with it, drawing the point picked: skew 5 s.
  await inView(await sim.locator('#sim-chart').locator('xpath=..').boundingBox());
  await expect(sim.locator('figure svg').first()).toHaveAttribute('aria-label', /A's clock, 5 s ahead/);
  // Read on past the settings, the chart stays in its own row: it never slides over the log (or the challenges).
  const log = sim.locator('.panel.log');
  await log.evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 200));
  const chart = await sim.locator('.panel.chart').boundingBox();
  expect(chart!.y + chart!.height, 'where the chart ends, px: above the log').toBeLessThanOrEqual(
    (await log.boundingBox())!.y,
  );
});

test('the self-check points to the section that teaches the terms its questions use', async ({ page }) => {
  await page.goto(LESSON);
  // Above the questions (which name TrueTime, commit wait and leap seconds): where those terms are taught.
  const line = page.getByText('Some questions use terms from How real systems do it.');
  await expect(line).toBeVisible();
  expect((await line.boundingBox())!.y).toBeLessThan((await page.locator('.self-check').boundingBox())!.y);
  await expect(line.getByRole('link', { name: 'How real systems do it' })).toHaveAttribute(
    'href',
    '#how-real-systems-do-it',
  );
  await expect(page.locator('h2#how-real-systems-do-it')).toHaveCount(1);
});
