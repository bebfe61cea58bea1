/**
 * The lesson "Retries: the write that happened twice" in a real browser: the default run as the lesson spec
 * words it, the settings in the address, notices for bad input, the first experiment and accessibility (search for it
 * is in site.spec.ts).
 */
import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { load } from 'js-yaml';
import { test, expect as baseExpect, axeViolations, scrollsSideways } from './fixtures';
import { hydrate, outcomeValue, walkthrough } from './lesson-helpers';
import type { LessonData } from '../src/site/lesson-data';

const LESSON = '/messages-and-failures/retries/';

// The machine these run on is shared with several builds at once: give each test and each wait room to spare.
const expect = baseExpect.configure({ timeout: 20_000 });
test.beforeEach(() => test.slow());

/** The default run's log, copied from the lesson spec (Part 1), not derived from the sim. */
const DEFAULT_LOG = [
  '0.0 s · Server · The server holds 10.',
  '0.0 s · Client A · A reads 10 and wants to make it 11. It will send "add 1".',
  '1.0 s · Client A · A sends "add 1" and waits up to 2 s for a reply.',
  '1.0 s · Server · The server adds 1: it now holds 11. It replies "done: 11".',
  "1.0 s · Network · The server's reply is lost on the way back to A.",
  '2.0 s · Client B · B sends "add 5".',
  '2.0 s · Server · The server adds 5: it now holds 16. It replies "done: 16" to B.',
  '3.0 s · Client A · No reply after 2 s. A cannot tell whether its request or the reply was lost, so it sends "add 1" again.',
  '3.0 s · Server · The server adds 1 again: it now holds 17. It replies "done: 17".',
  '3.0 s · Client A · A is told "done: 17". It believes its write happened once.',
];
/** The outcome of the default run (lesson spec, Part 1), in the panel's order. */
const DEFAULT_OUTCOME = [
  ['Value at the end', '17'],
  ['It should be', '16'],
  ["Times A's write was applied", '2'],
  ['A was told', 'done'],
];
const DEFAULT_EXPLANATION =
  'The reply was lost, not the request, so A\'s retry added 1 a second time: the value is 17 and should be 16. A was told "done" and believes it happened once. Let the server remember request ids to see the retry recognised.';
const CAPTION = 'Each arrow is a message; a cross is one the network lost. A learns only what reaches its own lane.';

const lessonData = load(
  readFileSync(new URL('../content/lessons/retries.yaml', import.meta.url), 'utf8'),
) as LessonData;

const sim = (page: Page) => page.getByRole('region', { name: 'Simulator' });
const logItems = (page: Page) => sim(page).locator('section[aria-labelledby="sim-log"] ol > li');

/** The outcome's description list as [term, value] pairs, in order. */
async function outcome(page: Page): Promise<string[][]> {
  const rows = await sim(page).locator('dl > div').all();
  return Promise.all(
    rows.map(async (row) => [
      (await row.locator('dt').innerText()).trim(),
      (await row.locator('dd').innerText()).trim(),
    ]),
  );
}

/** Opens the lesson and waits for the simulator island to hydrate. */
async function open(page: Page, query = ''): Promise<void> {
  await page.goto(LESSON + query);
  await sim(page).scrollIntoViewIfNeeded();
  await expect(page.locator('astro-island:has([aria-label="Simulator"])')).not.toHaveAttribute('ssr', /.*/);
}

test('the default run: the four outcome terms, the explanation, the chart and the ten lines @phone', async ({
  page,
}) => {
  await open(page);
  expect(await outcome(page)).toEqual(DEFAULT_OUTCOME);
  await expect(sim(page).getByText(DEFAULT_EXPLANATION)).toBeVisible();
  await expect(logItems(page)).toHaveText(DEFAULT_LOG);
  await expect(sim(page).getByText('Applied twice', { exact: true })).toBeVisible();
  await expect(sim(page).getByRole('heading', { level: 3, name: 'What crossed the network' })).toBeVisible();
  const chart = sim(page).getByRole('img', { name: /^What crossed the network/ });
  await expect(chart).toBeVisible();
  await expect(chart).toHaveAttribute(
    'aria-label',
    /1\.0 s: The server replies "done: 11" to Client A; the network loses it\./,
  );
  await expect(chart).toHaveAttribute('aria-label', /3\.0 s: no reply has reached Client A \(\?\)\./);
  await expect(sim(page).getByText(CAPTION)).toBeVisible();
  expect(page.url()).toMatch(/retries\/$/);
});

test('the address keys round-trip: settings from the address, and the address from the settings', async ({ page }) => {
  const query = '?op=set&lose=request&retry=0&ids=1&bAt=0.5';
  await open(page, query);
  await expect(sim(page).getByRole('radio', { name: 'set to 11', exact: true })).toBeChecked();
  await expect(sim(page).getByRole('radio', { name: "A's first request" })).toBeChecked();
  await expect(sim(page).getByRole('switch', { name: /A retries/ })).not.toBeChecked();
  await expect(sim(page).getByRole('switch', { name: /The server remembers request ids/ })).toBeChecked();
  await expect(sim(page).getByRole('spinbutton', { name: 'When B adds 5' })).toHaveValue('0.5');
  await expect(sim(page).getByRole('status').first()).toHaveText('');
  expect(new URL(page.url()).search).toBe(query);
  // B came first, A's only request was lost and A gave up: its "set to 11" is missing.
  expect(await outcome(page)).toEqual([
    ['Value at the end', '15'],
    ['It should be', '11'],
    ["Times A's write was applied", '0'],
    ['A was told', 'nothing'],
  ]);

  await sim(page)
    .getByRole('switch', { name: /A retries/ })
    .check();
  await expect(page).toHaveURL(/\?op=set&lose=request&ids=1&bAt=0\.5$/);
  await sim(page).getByRole('radio', { name: "The server's reply" }).check();
  await expect(page).toHaveURL(/\?op=set&ids=1&bAt=0\.5$/);
  await sim(page).getByRole('button', { name: 'Reset to defaults' }).click();
  await expect(page).toHaveURL(/retries\/$/);
  expect(await outcome(page)).toEqual(DEFAULT_OUTCOME);
});

test("a bad value in the address gives a notice in the reader's words and the default run", async ({ page }) => {
  await open(page, '?op=mul');
  const status = sim(page).getByRole('status').first();
  await expect(status).toContainText('A\'s write "mul" is not one of add, set, ifTen, so the default, add 1, is used.');
  expect(await outcome(page)).toEqual(DEFAULT_OUTCOME);
  await expect(page).toHaveURL(/retries\/$/);
  await status.getByRole('button', { name: 'Dismiss' }).click();
  await expect(status).toHaveText('');
});

test('experiment 1 of the walkthrough loads its preset and the simulator shows its outcome', async ({ page }) => {
  const experiment = lessonData.experiments[0]!;
  await page.goto(LESSON);
  const walk = await hydrate(walkthrough(page));
  await expect(walk.getByText('Experiment 1 of 6', { exact: true })).toBeVisible();
  await expect(walk.getByRole('heading', { level: 3 })).toHaveText('A lost request, no retry');
  await expect(walk.getByText(experiment.goal)).toBeVisible();
  const right = experiment.prediction.options.find((o) => o.id === experiment.prediction.answer)!;
  await walk.getByRole('radio', { name: right.text }).check();
  await walk.getByRole('button', { name: 'Run it in the simulator' }).click();

  // The lab's figure plays the run beside the step; the simulator below, once in view, shows the same settings.
  await hydrate(page.getByRole('region', { name: 'Simulator' }));
  await expect(outcomeValue(page, 'Value at the end')).toHaveText('15');
  await expect(outcomeValue(page, 'It should be')).toHaveText('16');
  await expect(outcomeValue(page, "Times A's write was applied")).toHaveText('0');
  await expect(outcomeValue(page, 'A was told')).toHaveText('nothing');
  await expect(page).toHaveURL(/\?lose=request&retry=0$/);
  await expect(walk.getByText(experiment.notice)).toBeVisible();
  await expect(walk.getByText(right.feedback)).toBeVisible();
  await expect(logItems(page).last()).toHaveText(
    '3.0 s · Client A · No reply after 2 s. A gives up: it cannot tell whether its write happened.',
  );

  // The run ends on A's "?", where the playback's line stops: the line is drawn under the mark, so what is painted
  // at the mark's centre is the mark.
  const figure = walk.locator('.figure');
  await figure.scrollIntoViewIfNeeded();
  await expect(figure.locator('[data-caption-line]')).toContainText('3.0 s', { timeout: 15_000 });
  const painted = await figure.locator('.question text').evaluate((el) => {
    const r = el.getBoundingClientRect();
    return document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2)?.closest('.question') !== null;
  });
  expect(painted, 'the "?" is painted over the playback line').toBe(true);
});

test('axe finds nothing on the lesson page: light with a notice, dark with playback', async ({ page }) => {
  test.setTimeout(240_000);
  await page.emulateMedia({ colorScheme: 'light' });
  await open(page, '?op=mul&bAt=99');
  expect(await axeViolations(page)).toEqual([]);
  await page.emulateMedia({ colorScheme: 'dark' });
  await sim(page).getByRole('button', { name: 'Step back' }).click();
  expect(await axeViolations(page)).toEqual([]);
});

test('on a phone the lesson does not scroll sideways, and the chart fits its panel @phone', async ({ page }) => {
  for (const query of ['', '?op=ifTen&lose=request&ids=1&bAt=3.6', '?op=set&bAt=10']) {
    // Opened at 320 px, then widened to 390 px: the chart follows its width as it changes (bind:clientWidth), and
    // the layout's breakpoints are CSS, so one visit serves both widths.
    await page.setViewportSize({ width: 320, height: 800 });
    await open(page, query);
    for (const width of [320, 390]) {
      await page.setViewportSize({ width, height: 800 });
      const where = `${query || 'defaults'} at ${width} px`;
      expect(await scrollsSideways(page), where).toBe(false);
      const panel = await sim(page).locator('figure').boundingBox();
      const svg = await sim(page).locator('figure svg').boundingBox();
      expect(svg!.x, where).toBeGreaterThanOrEqual(panel!.x - 0.5);
      expect(svg!.x + svg!.width, where).toBeLessThanOrEqual(panel!.x + panel!.width + 0.5);
    }
  }
});

// Search finds this lesson for "idempotency": site.spec.ts runs every search query on one loaded index.
