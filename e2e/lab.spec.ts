/**
 * The lab: each experiment's step and its figure together. After Run, the experiment's feedback, the chart and the
 * outcome line are all on screen, on a desktop and on a phone; the run plays in place; the chart's labels stay
 * clear of each other, of the lease line and of the chart's edges (at 320 px too, for every lesson: lesson.spec.ts).
 */
import type { Locator, Page } from '@playwright/test';
import { test, expect, LESSON, scrollsSideways } from './fixtures';
import { expectTidyLabels, hydrate, lessonData, scrollAtRest, walkthrough } from './lesson-helpers';

const { experiments } = lessonData;

// Each test plays several runs of about four seconds each; the page's clock is faked, so a test moves it on
// instead of waiting (Playwright's clock drives timers and animation frames alike).
test.describe.configure({ timeout: 120_000 });
test.beforeEach(async ({ page }) => {
  await page.clock.install();
});

/** The figure beside (or, on phones, inside) the walkthrough. */
function figure(page: Page): Locator {
  return walkthrough(page).locator('[data-figure]');
}

/** Runs experiment `i` (0-based) with a prediction and waits until its run has played to the end. */
async function runExperiment(page: Page, i: number, predict = true): Promise<void> {
  const walk = walkthrough(page);
  const experiment = experiments[i]!;
  await walk.getByRole('button', { name: new RegExp(`^Experiment ${i + 1} of 6: ${experiment.title}`) }).click();
  if (predict) {
    const { options, answer } = experiment.prediction;
    await walk.getByRole('radio', { name: options.find((o) => o.id === answer)!.text }).check();
  }
  await walk.getByRole('button', { name: /^(Run the experiment|Run it again)$/ }).click();
  // The outcome waits for the end of the run, which plays in about four seconds: the page's clock jumps past it
  // (one frame drawn at the end, where running the clock on would draw every frame of the four seconds).
  await page.clock.fastForward(5_000);
  await expect(figure(page).locator('[data-outcome-line]')).not.toContainText('when the run ends', {
    timeout: 20_000,
  });
}

/**
 * Asserts that the element is wholly inside the viewport once the page has stopped scrolling. Polled: the feedback
 * appears when the run ends, and the scroll that brings it in may start a frame after a moment of rest.
 */
async function expectOnScreen(page: Page, target: Locator, what: string): Promise<void> {
  await scrollAtRest(page);
  const view = page.viewportSize()!;
  const where = async (): Promise<string> => {
    const box = await target.boundingBox();
    if (!box) return 'not laid out';
    const off = [
      box.y < 0 && 'its top',
      box.y + box.height > view.height + 1 && 'its bottom',
      box.x < 0 && 'its left',
      box.x + box.width > view.width + 1 && 'its right',
    ].filter(Boolean);
    return off.length === 0 ? 'on screen' : `${off.join(', ')} off screen (${JSON.stringify(box)})`;
  };
  await expect.poll(where, { message: what, timeout: 10_000 }).toBe('on screen');
}

/** The full lab draws the same chart at its own width (the last experiment's run): its labels are tidy too. */
async function expectTidyLab(page: Page, where: string): Promise<void> {
  const lab = page.getByRole('region', { name: 'Simulator' });
  await hydrate(lab);
  // The lab's own chart, not the compact copy kept in view on phones (data-glance).
  await expectTidyLabels(lab.locator('svg[role="img"]:not([data-glance] *)').first(), `the lab at ${where}`);
  expect(await scrollsSideways(page)).toBe(false);
}

// Each experiment is run once per test, and everything that its run shows is checked then: that the feedback, the
// chart and the outcome are on screen, and that the chart's labels are tidy. The label checks are what made the
// tests @slow before they shared these runs; at 320 px they have a test of their own.
test.describe('step and figure together', () => {
  test('desktop: after each Run the feedback, the chart and the outcome are all on screen, the labels tidy', async ({
    page,
  }) => {
    await page.goto(LESSON);
    await hydrate(walkthrough(page));
    for (const i of experiments.keys()) {
      await runExperiment(page, i);
      await expectOnScreen(page, walkthrough(page).locator('[data-feedback]'), `experiment ${i + 1}: feedback`);
      await expectOnScreen(page, figure(page).locator('svg[role="img"]'), `experiment ${i + 1}: chart`);
      await expectOnScreen(page, figure(page).locator('[data-outcome-line]'), `experiment ${i + 1}: outcome`);
      await expectTidyLabels(figure(page).locator('svg[role="img"]'), `experiment ${i + 1} at 1280 px`);
    }
    // The run played in place: the page never went to the simulator's settings.
    await expect(page.getByRole('heading', { name: 'Settings' })).not.toBeInViewport();
    await expectTidyLab(page, '1280 px');
  });

  test('phone: after each Run the feedback, the chart and the outcome are all on screen, the labels tidy @phone', async ({
    page,
    isMobile,
  }) => {
    test.skip(!isMobile, 'phones only: the desktop test above runs the same steps at 1280 px');
    await page.goto(LESSON);
    await hydrate(walkthrough(page));
    for (const i of experiments.keys()) {
      await runExperiment(page, i);
      await expectOnScreen(page, walkthrough(page).locator('[data-feedback]'), `experiment ${i + 1}: feedback`);
      await expectOnScreen(page, figure(page).locator('svg[role="img"]'), `experiment ${i + 1}: chart`);
      await expectOnScreen(page, figure(page).locator('[data-outcome-line]'), `experiment ${i + 1}: outcome`);
      await expectTidyLabels(figure(page).locator('svg[role="img"]'), `experiment ${i + 1} at 390 px`);
    }
    expect(await scrollsSideways(page)).toBe(false);
    await expectTidyLab(page, '390 px');
  });
});

test('Run plays the run in place; stepping back shows the run as it was, with the outcome still to come', async ({
  page,
}) => {
  await page.goto(LESSON);
  await hydrate(walkthrough(page));
  await runExperiment(page, 2);
  const line = figure(page).locator('[data-caption-line]');
  const outcome = figure(page).locator('[data-outcome-line]');
  await expect(line).toContainText(
    "17.0 s · Storage · The store accepts it. B's update is overwritten: the value is 11.",
  );
  await expect(outcome).toContainText('Update lost');
  await expect(outcome).toContainText('Final value 11');
  await expect(figure(page).locator('[data-id^="write-"]')).toHaveCount(2);
  // One step back: 10.5 s, B's write. A's late write (17.0 s) is not drawn yet, and the outcome waits.
  await figure(page).getByRole('button', { name: 'Step back' }).click();
  await expect(line).toContainText('10.5 s · Storage · The store now holds 15, written with token 2.');
  await expect(figure(page).locator('[data-id^="write-"]')).toHaveCount(1);
  await expect(outcome).toContainText('The outcome shows when the run ends.');
});

test('a prediction is locked once run and marked like the self-check; a run without one says so', async ({ page }) => {
  await page.goto(LESSON);
  const walk = await hydrate(walkthrough(page));
  await runExperiment(page, 0, false);
  await expect(
    walk.getByRole('button', { name: `Experiment 1 of 6: ${experiments[0]!.title}, ran without a prediction` }),
  ).toBeVisible();
  await expect(walk.getByRole('radio').first()).toBeDisabled();
  await expect(walk.getByText('Right answer')).toBeVisible();

  await walk.getByRole('button', { name: /^Experiment 2 of 6/ }).click();
  const wrong = experiments[1]!.prediction.options.find((o) => o.id !== experiments[1]!.prediction.answer)!;
  await walk.getByRole('radio', { name: wrong.text }).check();
  await walk.getByRole('button', { name: 'Run the experiment' }).click();
  await expect(walk.getByText('Your answer', { exact: true })).toBeVisible();
  await expect(walk.getByText('Right answer', { exact: true })).toBeVisible();
  await expect(walk.getByRole('radio', { name: wrong.text })).toBeDisabled();
  await expect(walk.getByRole('button', { name: /^Experiment 2 of 6: A short pause, finished$/ })).toBeVisible();
});

test('after experiment 6, a finish moment leads to the self-check', async ({ page }) => {
  await page.goto(LESSON);
  const walk = await hydrate(walkthrough(page));
  await runExperiment(page, 5);
  await expect(walk.getByRole('heading', { name: 'You have run every experiment' })).toBeVisible();
  await walk.getByRole('link', { name: /Go to the self-check/ }).click();
  await expect(page).toHaveURL(/#check-yourself$/);
});

// Labels at 320 px, and axe after an experiment has run: the lesson suite (lesson.spec.ts), for every lesson.
test('the map of every lease and pause sets both, and nothing above it moves', async ({ page }) => {
  await page.goto(LESSON);
  const lab = await hydrate(page.getByRole('region', { name: 'Simulator' }));
  const map = lab.getByRole('slider', { name: /Which leases and pauses lose B's update\?/ });
  await map.scrollIntoViewIfNeeded();
  const before = await map.boundingBox();
  const box = before!;
  // Lease 20 s, pause 5 s: inside the lease, so safe.
  await page.mouse.click(box.x + ((20 - 1) / 30) * box.width, box.y + box.height * (1 - 5 / 30));
  await expect(lab.locator('#sim-lease')).toHaveValue('20');
  await expect(lab.locator('#sim-pause')).toHaveValue('5');
  const after = await map.boundingBox();
  expect(after!.y).toBeCloseTo(box.y, 0);
  await map.focus();
  await page.keyboard.press('ArrowUp');
  await expect(lab.locator('#sim-pause')).toHaveValue('6');
});

test('before an experiment has run, its figure shows the setup and keeps the answer back @phone', async ({ page }) => {
  await page.goto(LESSON);
  await hydrate(walkthrough(page));
  const line = figure(page).locator('[data-caption-line]');
  const outcome = figure(page).locator('[data-outcome-line]');
  await figure(page).scrollIntoViewIfNeeded();
  // Not the page's default run (update lost, final value 11, the answer to experiment 3): no write, no outcome.
  await expect(line).toHaveText('Predict first, then press Run: the run plays here.');
  await expect(outcome).toHaveText('The outcome shows when the run ends.');
  await expect(figure(page).locator('[data-id^="write-"]')).toHaveCount(0);
  // Its playback waits too (on phones the figure inside the step leaves its controls to the lab below).
  await expect(
    figure(page)
      .getByRole('group', { name: 'Play this run', includeHidden: true })
      .getByRole('button', { includeHidden: true })
      .first(),
  ).toBeDisabled();

  await runExperiment(page, 0);
  await expect(outcome).toContainText('Final value 16');
  await expect(figure(page).locator('[data-id^="write-"]')).toHaveCount(2);
  // The next experiment, not yet run: its setup again.
  await walkthrough(page)
    .getByRole('button', { name: /^Experiment 2 of 6/ })
    .click();
  await expect(line).toHaveText('Predict first, then press Run: the run plays here.');
  await expect(outcome).toHaveText('The outcome shows when the run ends.');
});
