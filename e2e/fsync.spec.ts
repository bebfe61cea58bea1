/**
 * What only the fsync lesson's chart shows, in a real browser: the record wiped from memory by the power failure
 * (a cross where the red line cuts its bar) and the disk's cache lane that appears only with that setting. The
 * default run, presets, address, axe and a phone's width are the shared lesson suite's (lesson.spec.ts, pages.spec.ts).
 */
import type { Locator, Page } from '@playwright/test';
import { test, expect as baseExpect } from './fixtures';
import { wake } from './lesson-helpers';

const LESSON = '/crashes-and-durability/fsync/';
const expect = baseExpect.configure({ timeout: 20_000 });
test.beforeEach(() => test.slow());

const sim = (page: Page): Locator => page.getByRole('region', { name: 'Simulator' });
/** The simulator's chart: the SVG whose text alternative begins with the chart's title. */
const chart = (page: Page): Locator =>
  sim(page).getByRole('img', { name: /^Where the record was when the power failed/ });

async function open(page: Page, query = ''): Promise<void> {
  await page.goto(LESSON + query);
  await sim(page).scrollIntoViewIfNeeded();
  await wake(sim(page));
  await expect(page.locator('astro-island:has([aria-label="Simulator"])')).not.toHaveAttribute('ssr', /.*/);
}

test('the default run: the power failure wipes the record from memory, drawn as a cross on the red line @phone', async ({
  page,
}) => {
  await open(page);
  const img = chart(page);
  await expect(img).toHaveAccessibleName(/Memory: new record \(page cache\) from 1 s to 3 s; lost at 3 s/);
  await expect(img).toHaveAccessibleName(/Disk: old record from 0 s to 6 s\./);
  // Three lanes: no lane for the disk's cache while that setting is off.
  await expect(img.locator('.lane-name')).toHaveText(['Program', 'Memory', 'Disk']);
  await expect(img.locator('[data-mark="wall"]')).toHaveCount(1);
  await expect(img.locator('[data-id="lost"]')).toHaveCount(1);
  await expect(img.locator('[data-id="in-memory"].tone-harm')).toHaveCount(1);
  await expect(img.locator('[data-id="wiped"]')).toHaveCount(1);
  await expect(img.locator('[data-label="crash"]')).toBeVisible();
});

test("with fsync and the disk's cache: a fourth lane, and the record lost from it", async ({ page }) => {
  await open(page, '?fsync=1&diskCache=1');
  const img = chart(page);
  await expect(img.locator('.lane-name')).toHaveText(['Program', 'Memory', "Disk's cache", 'Disk']);
  await expect(img).toHaveAccessibleName(/Disk's cache: new record from 1\.2 s to 3 s; lost at 3 s/);
  await expect(img.locator('[data-id="saved"]')).toHaveCount(1);
  await expect(img.locator('[data-id="lost"]')).toHaveCount(1);
});

test('with fsync: the record lands on the disk, safe, and nothing is crossed out', async ({ page }) => {
  await open(page, '?fsync=1');
  const img = chart(page);
  await expect(img).toHaveAccessibleName(/Disk: old record from 0 s to 1\.2 s; new record from 1\.2 s to 4 s\./);
  await expect(img.locator('[data-id="new"].tone-safe')).toHaveCount(1);
  await expect(img.locator('[data-id="lost"]')).toHaveCount(0);
  await expect(img.locator('[data-id="sent"] .mark')).toHaveCount(0);
});
