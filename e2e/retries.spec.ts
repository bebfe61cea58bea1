/**
 * The lesson "Retries: the write that happened twice": what only its own chart shows (the messages, the lost
 * reply, A's "?"). The default run, the address, bad values, every experiment, axe, the no-JS and print versions are
 * the lesson suite's (lesson.spec.ts), for every lesson against its model; search for it is in site.spec.ts.
 */
import type { Page } from '@playwright/test';
import { test, expect as baseExpect, scrollsSideways } from './fixtures';
import { lessonById } from './lessons';
import { hydrate, notInGlance, outcomeValue, walkthrough, wake } from './lesson-helpers';

const LESSON = lessonById('retries').path;
const lessonData = lessonById('retries').data;

// The machine these run on is shared with several builds at once: give each test and each wait room to spare.
const expect = baseExpect.configure({ timeout: 20_000 });
test.beforeEach(() => test.slow());

const CAPTION = 'Each arrow is a message; a cross is one the network lost. A learns only what reaches its own lane.';

const sim = (page: Page) => page.getByRole('region', { name: 'Simulator' });
const logItems = (page: Page) => sim(page).locator('section[aria-labelledby="sim-log"] ol > li');

/** Opens the lesson and waits for the simulator island to hydrate. */
async function open(page: Page, query = ''): Promise<void> {
  await page.goto(LESSON + query);
  await sim(page).scrollIntoViewIfNeeded();
  await wake(sim(page));
  await expect(page.locator('astro-island:has([aria-label="Simulator"])')).not.toHaveAttribute('ssr', /.*/);
}

test('the default run: its verdict, the chart "What crossed the network" and its caption @phone', async ({ page }) => {
  await open(page);
  await expect(notInGlance(sim(page).getByText('Applied twice', { exact: true }))).toBeVisible();
  await expect(sim(page).getByRole('heading', { level: 3, name: 'What crossed the network' })).toBeVisible();
  const chart = sim(page).getByRole('img', { name: /^What crossed the network/ });
  await expect(chart).toBeVisible();
  await expect(chart).toHaveAttribute('aria-label', /done: 11, from Server to Client A, sent at 1 s, lost at 1 s\./);
  await expect(chart).toHaveAttribute('aria-label', /Client A: \? at 3 s\./);
  await expect(chart).toHaveAttribute('aria-label', /At 3\.0 s no reply has reached Client A \(\?\)\.$/);
  // The lost reply stops halfway with a cross; A's "?" stands on its lane at 3.0 s.
  await expect(chart.locator('[data-id="reply-1"] .mark')).toHaveCount(1);
  await expect(chart.locator('[data-id="reply-2"] .head')).toHaveCount(1);
  await expect(chart.locator('[data-label="question"]')).toHaveText('?');
  await expect(notInGlance(sim(page).getByText(CAPTION))).toBeVisible();
  expect(page.url()).toMatch(/retries\/$/);
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
  await walk.getByRole('button', { name: 'Run the experiment' }).click();

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
  const painted = await figure.locator('[data-id="question"]').evaluate((el) => {
    const r = el.getBoundingClientRect();
    return (
      document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2)?.closest('[data-id="question"]') !== null
    );
  });
  expect(painted, 'the "?" is painted over the playback line').toBe(true);
});

test('on a phone the lesson does not scroll sideways, and the chart fits its panel', async ({ page }) => {
  for (const query of ['', '?op=ifTen&lose=request&ids=1&bAt=3.6', '?op=set&bAt=10']) {
    // Opened at 320 px, then widened to 390 px: the chart follows its width as it changes (bind:clientWidth), and
    // the layout's breakpoints are CSS, so one visit serves both widths.
    await page.setViewportSize({ width: 320, height: 800 });
    await open(page, query);
    for (const width of [320, 390]) {
      await page.setViewportSize({ width, height: 800 });
      const where = `${query || 'defaults'} at ${width} px`;
      expect(await scrollsSideways(page), where).toBe(false);
      const panel = await notInGlance(sim(page).locator('figure')).boundingBox();
      const svg = await notInGlance(sim(page).locator('figure svg')).boundingBox();
      expect(svg!.x, where).toBeGreaterThanOrEqual(panel!.x - 0.5);
      expect(svg!.x + svg!.width, where).toBeLessThanOrEqual(panel!.x + panel!.width + 0.5);
    }
  }
});

// Search finds this lesson for "idempotency": site.spec.ts runs every search query on one loaded index.
