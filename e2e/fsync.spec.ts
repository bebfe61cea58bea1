/**
 * What only the fsync lesson's chart shows, in a real browser: the record wiped from memory by the power failure
 * (a cross where the red line cuts its bar), the disk's cache lane that appears only with that setting, and the page
 * at a phone's width with no axe violation and no sideways scroll. The default run, presets and address are the
 * shared lesson suite's.
 */
import type { Locator, Page } from '@playwright/test';
import { test, expect as baseExpect, axeViolations, scrollsSideways } from './fixtures';
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
  await expect(img).toHaveAccessibleName(/holds the new record from 1\.0 s until the power fails, which wipes it/);
  await expect(img).toHaveAccessibleName(/Disk: the old record throughout\./);
  // Three lanes: no lane for the disk's cache while that setting is off.
  await expect(img.locator('.names text')).toHaveText(['Program', 'Memory', 'page cache', 'Disk']);
  await expect(img.locator('.crash')).toHaveCount(1);
  await expect(img.locator('.cross')).toHaveCount(1);
  await expect(img.locator('.bar.new.lost')).toHaveCount(1);
  await expect(img.getByText('power fails')).toBeVisible();
});

test("with fsync and the disk's cache: a fourth lane, and the record lost from it", async ({ page }) => {
  await open(page, '?fsync=1&diskCache=1');
  const img = chart(page);
  await expect(img.locator('.names text')).toHaveText(['Program', 'Memory', 'page cache', "Disk's", 'cache', 'Disk']);
  await expect(img).toHaveAccessibleName(/Disk's cache: holds the new record from 1\.2 s until the power fails/);
  await expect(img.locator('.saved')).toHaveCount(1);
  await expect(img.locator('.cross')).toHaveCount(1);
});

test('with fsync: the record lands on the disk, safe, and nothing is crossed out', async ({ page }) => {
  await open(page, '?fsync=1');
  const img = chart(page);
  await expect(img).toHaveAccessibleName(/Disk: the old record until 1\.2 s, then the new record, safe\./);
  await expect(img.locator('.bar.new.safe')).toHaveCount(1);
  await expect(img.locator('.cross')).toHaveCount(0);
});

test('the lesson page: no axe violation in light or dark, no sideways scroll @phone', async ({ page }) => {
  test.setTimeout(120_000);
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    if (scheme === 'light') await open(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
    expect(await axeViolations(page)).toEqual([]);
    expect(await scrollsSideways(page)).toBe(false);
  }
});
