/**
 * What only the lost-update chart shows, in the built page: the overlap of the two windows, a refused
 * compare-and-set on the refused client's lane, and a wait for the lock on the waiting client's lane. The shared
 * lesson suite covers the rest (default run, presets, address, axe, no-JS, print).
 */
import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { hydrate, outcomeValue, selfCheck } from './lesson-helpers';

const LESSON = '/races-and-transactions/lost-update/';

/** The simulator's chart, once its island is interactive. */
async function chart(page: Page, query = ''): Promise<Locator> {
  await page.goto(LESSON + query);
  const sim = await hydrate(page.getByRole('region', { name: 'Simulator' }));
  return sim.locator('figure.lane-chart svg');
}

/** The vertical middle of an element on the page. */
async function middle(el: Locator): Promise<number> {
  const box = (await el.boundingBox())!;
  return box.y + box.height / 2;
}

test('the default run: B’s 15 is written over, and the windows’ overlap is shaded across both lanes', async ({
  page,
}) => {
  const svg = await chart(page);
  await expect(outcomeValue(page, 'Final value')).toHaveText('11');
  await expect(svg).toHaveAttribute('aria-label', /The two windows overlap from 1\.5 s to 2\.5 s\./);
  const band = svg.locator('[data-id^="overlap-"]');
  await expect(band).toHaveCount(1);
  const [a, b] = await svg.locator('[data-id^="window-"]').all();
  // The band spans A's window and B's, top to bottom.
  const bandBox = (await band.boundingBox())!;
  for (const bar of [a!, b!]) {
    const box = (await bar.boundingBox())!;
    expect(bandBox.y).toBeLessThanOrEqual(box.y);
    expect(bandBox.y + bandBox.height).toBeGreaterThanOrEqual(box.y + box.height);
  }
  await expect(svg.locator('[data-id^="overwrite-"]')).toHaveCount(1);
  await expect(svg.locator('[data-label]', { hasText: 'writes 11' })).toBeVisible();
});

test('compare-and-set: the refusal is drawn on A’s lane, and only A’s first window overlaps B’s', async ({ page }) => {
  const svg = await chart(page, '?method=cas');
  await expect(outcomeValue(page, 'Retries')).toHaveText('1');
  const refused = svg.locator('[data-id^="refused-"]');
  await expect(refused).toHaveCount(1);
  const laneA = svg.locator('text.lane-name', { hasText: 'Client A' });
  const laneB = svg.locator('text.lane-name', { hasText: 'Client B' });
  // On A's lane: level with its name, not B's.
  const y = await middle(refused);
  expect(Math.abs(y - (await middle(laneA)))).toBeLessThan(Math.abs(y - (await middle(laneB))));
  await expect(svg.locator('[data-label]', { hasText: 'refused' })).toBeVisible();
  await expect(svg.locator('[data-id^="overlap-"]')).toHaveCount(1);
});

test('the lock: B’s wait is drawn on B’s lane, and the windows do not overlap', async ({ page }) => {
  const svg = await chart(page, '?method=lock');
  await expect(outcomeValue(page, 'Time waiting')).toHaveText('1.5 s');
  const wait = svg.locator('[data-id^="wait-"]');
  await expect(wait).toHaveCount(1);
  // On B's lane: level with its name, not the counter's or A's.
  const y = await middle(wait);
  const [a, b, counter] = await Promise.all(
    ['Client A', 'Client B', 'Counter'].map((name) => middle(svg.locator('text.lane-name', { hasText: name }))),
  );
  expect(Math.abs(y - b!)).toBeLessThan(Math.min(Math.abs(y - a!), Math.abs(y - counter!)));
  await expect(svg.locator('[data-id^="overlap-"]')).toHaveCount(0);
  await expect(svg.locator('[data-label]', { hasText: 'waits 1.5 s' })).toBeVisible();
});

test('the self-check’s replay plays the run its explanation cites: experiment 3’s second run, B at 1.2 s', async ({
  page,
}) => {
  await page.goto(LESSON);
  const quiz = await hydrate(selfCheck(page));
  await quiz.getByRole('radio', { name: '2, although two items were sold' }).check();
  await quiz.getByRole('button', { name: 'Check answer' }).click();
  await quiz.getByRole('button', { name: 'Next question' }).click();
  await quiz.getByRole('radio', { name: /^Make the script faster/ }).check();
  await quiz.getByRole('button', { name: 'Check answer' }).click();
  const status = quiz.getByRole('status').first();
  await expect(status).toContainText("Experiment 3's second run starts B at 1.2 s, inside A's short window");
  await status.getByRole('button', { name: "Replay experiment 3's second run" }).click();
  // The simulator plays that run: B starts at 1.2 s, reads 10 before A writes, and A's update is lost.
  const sim = page.getByRole('region', { name: 'Simulator' });
  await expect(sim.getByRole('button', { name: 'Back to question 2' })).toBeVisible();
  await expect(page).toHaveURL(/bAt=1\.2/);
  await expect(outcomeValue(page, 'Final value')).toHaveText('15');
  await expect(outcomeValue(page, 'Updates lost')).toHaveText('1');
});

test('where the page defines an isolation level, it links the lesson that runs a race under three of them', async ({
  page,
}) => {
  await page.goto(LESSON);
  const definition = page.locator('p', { hasText: 'isolation level is its rule for what one' });
  await expect(definition.getByRole('link', { name: 'Write skew: two doctors, nobody on call' })).toHaveAttribute(
    'href',
    /(^|\/)write-skew\/$/,
  );
});
