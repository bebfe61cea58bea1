/**
 * The lesson "Two leaders: terms are fencing tokens": what only its own chart and settings show. The default run,
 * the address, bad values, every experiment, axe, the no-JS and print versions are the lesson suite's
 * (lesson.spec.ts), for every lesson against its model.
 */
import type { Page } from '@playwright/test';
import { test, expect, scrollsSideways } from './fixtures';
import { lessonById } from './lessons';
import { notInGlance, wake } from './lesson-helpers';

const LESSON = lessonById('two-leaders').path;

const sim = (page: Page) => page.getByRole('region', { name: 'Simulator' });

/** Opens the lesson and waits for the simulator island to hydrate. */
async function open(page: Page, query = ''): Promise<void> {
  await page.goto(LESSON + query);
  await sim(page).scrollIntoViewIfNeeded();
  await wake(sim(page));
  await expect(page.locator('astro-island:has([aria-label="Simulator"])')).not.toHaveAttribute('ssr', /.*/);
}

test('the default run: its verdict, the chart "Who led when" and its caption @phone', async ({ page }) => {
  await open(page);
  await expect(notInGlance(sim(page).getByText('Update lost', { exact: true }))).toBeVisible();
  await expect(sim(page).getByRole('heading', { level: 3, name: 'Who led when' })).toBeVisible();
  await expect(
    sim(page).getByRole('img', { name: /^Who led when, from 0 to 20\.0 s\. Server 1 believes/ }),
  ).toBeVisible();
  await expect(
    notInGlance(
      sim(page).getByText(
        'Green is a server that believes it leads, with its term. Amber is Server 1 paused. Where two green bars overlap, two servers believe they lead at once.',
      ),
    ),
  ).toBeVisible();
  expect(await scrollsSideways(page)).toBe(false);
  expect(page.url()).toMatch(/two-leaders\/$/);
});

test("the settings carry the spec's labels, and the note under them", async ({ page }) => {
  await open(page);
  for (const name of ["Server 1's pause", 'Election timeout', "Server 1's clock misses"]) {
    await expect(sim(page).getByRole('spinbutton', { name })).toBeVisible();
  }
  await expect(sim(page).getByRole('switch', { name: 'Servers check terms' })).not.toBeChecked();
  const reads = sim(page).getByRole('group', { name: 'How Server 1 answers reads' });
  await expect(reads.getByRole('radio')).toHaveCount(3);
  await expect(reads.getByRole('radio', { name: 'From its memory' })).toBeChecked();
  await expect(reads.getByRole('radio', { name: 'Under a lease on its own clock' })).not.toBeChecked();
  await expect(reads.getByRole('radio', { name: 'After a majority confirms' })).not.toBeChecked();
  await expect(
    sim(page).getByText(/^Real election timeouts are short: the Raft paper suggests 150 to 300/),
  ).toBeVisible();
});

test('the chart keeps its labels inside at 320 px, draws the refusal and the pause, and reads as text', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 720 });
  await open(page, '?terms=1&pause=6&timeout=1');
  const chart = notInGlance(sim(page).getByRole('img', { name: /^Who led when/ }));
  const box = (await chart.boundingBox())!;
  for (const text of await chart.locator('text').all()) {
    const b = await text.boundingBox();
    if (b === null || b.width === 0) continue;
    expect(b.x, (await text.textContent()) ?? '').toBeGreaterThanOrEqual(box.x - 1);
    expect(b.x + b.width, (await text.textContent()) ?? '').toBeLessThanOrEqual(box.x + box.width + 1);
  }
  expect(await scrollsSideways(page)).toBe(false);
  // A's write, refused at 8 s by the servers of term 2, on Server 1's lane; Server 1's pause hatched over its band.
  await expect(chart.locator('[data-label="refused-0"]')).toHaveText(/refused$/);
  await expect(chart.locator('[data-id="pause"]')).toHaveClass(/style-hatch/);
  await expect(chart).toHaveAttribute(
    'aria-label',
    /Server 1 believes it leads in term 1 from 0\.0 s, then follows in term 2 from 8\.0 s/,
  );
});
