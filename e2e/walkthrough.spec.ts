import type { Page } from '@playwright/test';
import { test, expect, LESSON, axeInBothSchemes, scrollsSideways } from './fixtures';
import { PROGRESS_KEY, hydrate, lessonData, outcomeValue, selfCheck, walkthrough } from './lesson-helpers';

/** What the simulator must show after each experiment is loaded (lesson spec, Part 3), written out, not read from the data. */
const OUTCOMES = [
  { final: '16', should: '16', accepted: 'no', refused: 'no' }, // the lock at work: B waits, then builds on A
  { final: '16', should: '16', accepted: 'no', refused: 'no' }, // a 1 s pause inside the lease
  { final: '11', should: '15', accepted: 'yes', refused: 'no' }, // a 15 s pause: B's update lost
  { final: '16', should: '16', accepted: 'no', refused: 'no' }, // a 20 s lease survives this pause
  { final: '11', should: '15', accepted: 'yes', refused: 'no' }, // the check does not help
  { final: '15', should: '15', accepted: 'no', refused: 'yes' }, // fencing refuses the late write
];

const { experiments } = lessonData;
const first = experiments[0]!;

/** Checks the simulator's four outcome rows. */
async function expectOutcome(page: Page, o: (typeof OUTCOMES)[number]) {
  await expect(outcomeValue(page, 'Final value')).toHaveText(o.final);
  await expect(outcomeValue(page, 'It should be')).toHaveText(o.should);
  await expect(outcomeValue(page, 'Stale write accepted')).toHaveText(o.accepted);
  await expect(outcomeValue(page, 'Stale write refused')).toHaveText(o.refused);
}

/**
 * A run plays in the figure for at most four seconds (components/sim-kit/playback.svelte.ts) before the step's
 * verdict and what comes after it show. Every test here runs on Playwright's clock (installed below): where a test
 * needs a run played to its end, the clock is moved on past it instead of the run being waited out.
 */
async function playOut(page: Page): Promise<void> {
  await page.clock.fastForward(5_000);
}

test.beforeEach(async ({ page }) => {
  await page.clock.install();
});

// Every lesson's walkthrough without JavaScript, and each experiment's outcome in the figure and the lab: the
// lesson suite (lesson.spec.ts). Here the walkthrough's own behaviour, through the kit lesson.

test('Experiments is the first section, before the simulator and In plain words', async ({ page }) => {
  await page.goto(LESSON);
  const h2 = await page.locator('.sl-markdown-content h2').allTextContents();
  expect(h2[0]).toBe('Experiments');
  expect(h2.indexOf('Experiments')).toBeLessThan(h2.indexOf('In plain words'));
  expect(h2.slice(-3)).toEqual(['Study', 'Check yourself', 'Go deeper']);
});

test('all six experiments walked: each shows its goal, then what to notice, the feedback and that it is finished', async ({
  page,
}) => {
  // Six runs, each played out on the page's clock before its feedback shows.
  test.setTimeout(90_000);
  await page.goto(LESSON);
  // Run plays each experiment in the lab's figure, in place; the full simulator below follows the same settings.
  await hydrate(page.getByRole('region', { name: 'Simulator' }));
  const walk = await hydrate(walkthrough(page));
  for (const [i, experiment] of experiments.entries()) {
    await expect(walk.getByText(`Experiment ${i + 1} of 6`, { exact: true })).toBeVisible();
    await expect(walk.getByRole('heading', { level: 3 })).toHaveText(experiment.title);
    await expect(walk.getByText(experiment.goal)).toBeVisible();
    // Predict right on odd steps and wrong on even ones, to see both kinds of feedback.
    const { options, answer } = experiment.prediction;
    const choice = i % 2 === 0 ? answer : options.find((o) => o.id !== answer)!.id;
    await walk.getByRole('radio', { name: options.find((o) => o.id === choice)!.text }).check();
    await walk.getByRole('button', { name: 'Run the experiment' }).click();
    await playOut(page);
    await expect(walk.getByRole('heading', { name: 'What to notice' })).toBeVisible();
    await expect(walk.getByText(experiment.notice)).toBeVisible();
    const feedback = options.find((o) => o.id === choice)!.feedback;
    await expect(walk.getByText(feedback)).toBeVisible();
    await expect(walk.getByText('The simulator shows this experiment.')).toBeVisible();
    await expect(
      walk.getByRole('button', { name: new RegExp(`Experiment ${i + 1} of 6: .*, finished`) }),
    ).toBeVisible();
    if (i < experiments.length - 1) await walk.getByRole('button', { name: 'Next' }).click();
  }
  await expect(walk.getByRole('button', { name: 'Next' })).toBeDisabled();
  await expect(walk.getByRole('button', { name: /, finished$/ })).toHaveCount(6);
});

test('experiment 1 shows the lock at work: B asks at 1.5 s, waits, and builds on A', async ({ page }) => {
  await page.goto(LESSON);
  const walk = await hydrate(walkthrough(page));
  await walk.getByRole('button', { name: 'Run the experiment' }).click();
  await playOut(page);
  // The lab's figure plays the run; the simulator below shows the same settings once it is in view.
  await hydrate(page.getByRole('region', { name: 'Simulator' }));
  const log = page.getByRole('region', { name: 'Simulator' });
  await expect(log.getByText('B asks for the lock. A still holds it, so B waits.')).toBeVisible();
  await expect(
    log.getByText('B has been waiting, and gets the lock the moment it is free, with token 2.'),
  ).toBeVisible();
  await expect(log.getByText('B reads 11 and writes 16.')).toBeVisible();
});

test('every prediction option gets its own reply, once the experiment has run', async ({ page }) => {
  // A prediction locks once its experiment has run, so each option of the first experiment is tried from no
  // progress. Which reply belongs to which option is the data's, the same wiring on every experiment: each
  // experiment's replies are told apart here, and the build checks every option has one. The feedback shows once
  // the run has played (on the page's clock).
  for (const [i, experiment] of experiments.entries())
    expect(
      new Set(experiment.prediction.options.map((o) => o.feedback)).size,
      `experiment ${i + 1}: one reply per option`,
    ).toBe(experiment.prediction.options.length);
  const { options, answer } = experiments[0]!.prediction;
  await page.goto(LESSON);
  for (const [round, option] of options.entries()) {
    // A fresh context starts with no progress; each later round clears it and reloads.
    if (round > 0) {
      await page.evaluate((key) => localStorage.removeItem(key), PROGRESS_KEY);
      await page.reload();
    }
    const walk = await hydrate(walkthrough(page));
    await walk.getByRole('radio', { name: option.text }).check();
    await walk.getByRole('button', { name: 'Run the experiment' }).click();
    await playOut(page);
    const feedback = walk.locator('[data-feedback]');
    await expect(feedback, `option "${option.id}"`).toContainText(option.feedback);
    await expect(feedback).toHaveClass(option.id === answer ? /right/ : /wrong/);
  }
});

test('experiment 6 ends with a run that shows the limit of fencing: a late write nobody newer had overwritten', async ({
  page,
}) => {
  await page.goto(LESSON);
  const walk = await hydrate(walkthrough(page));
  await walk.getByRole('button', { name: 'Experiment 6 of 6: Fencing tokens' }).click();
  // The second beat comes after the first run, not before.
  await expect(walk.getByRole('heading', { name: 'Try this' })).toHaveCount(0);
  await walk.getByRole('button', { name: 'Run the experiment' }).click();
  await playOut(page);
  // The lab's figure plays the run; the simulator below shows the same settings once it is in view.
  await hydrate(page.getByRole('region', { name: 'Simulator' }));
  await expectOutcome(page, OUTCOMES[5]!);

  const tryThis = walk.locator('section', { has: page.getByRole('heading', { name: 'Try this' }) });
  await expect(tryThis).toContainText(experiments[5]!.tryThis!.text);
  await expect(tryThis).toContainText('When B asks: 20 s');
  await tryThis.getByRole('button', { name: 'Load this run' }).click();
  await expectOutcome(page, { final: '16', should: '16', accepted: 'yes', refused: 'no' });
  await expect(tryThis.getByText('The simulator shows this run.')).toBeVisible();
  await expect(page.getByRole('switch', { name: /Fencing/ })).toBeChecked();
  await expect(
    page.getByText('Nobody with a newer token had written yet, so nothing was overwritten.').first(),
  ).toBeVisible();
  // The experiment itself is no longer what the simulator shows, and says so.
  await expect(walk.getByText('The simulator shows other settings now.')).toBeVisible();
});

test('a setting changed in the simulator shows in the experiment, which can be loaded again', async ({ page }) => {
  await page.goto(LESSON);
  await hydrate(page.getByRole('region', { name: 'Simulator' }));
  const walk = await hydrate(walkthrough(page));
  await walk.getByRole('button', { name: 'Experiment 6 of 6: Fencing tokens' }).click();
  await walk.getByRole('button', { name: 'Run the experiment' }).click();
  // While the first run plays, the button still says what it does; once it has ended, it offers the run again.
  await expect(walk.getByRole('button', { name: 'Run the experiment' })).toBeVisible();
  await playOut(page);
  await expect(walk.getByRole('button', { name: 'Run it again' })).toBeVisible();
  // The lab's figure plays the run; the simulator below shows the same settings once it is in view.
  await hydrate(page.getByRole('region', { name: 'Simulator' }));
  await expect(outcomeValue(page, 'Stale write refused')).toHaveText('yes');
  await expect(walk.getByText('The simulator shows this experiment.')).toBeVisible();

  await page.getByRole('switch', { name: /Fencing/ }).uncheck();
  await expect(outcomeValue(page, 'Stale write refused')).toHaveText('no');
  await expect(walk.getByText('You have changed the settings since loading this experiment.')).toBeVisible();

  await walk.getByRole('button', { name: 'Run it again' }).click();
  await playOut(page);
  await expect(outcomeValue(page, 'Stale write refused')).toHaveText('yes');
  await expect(walk.getByText('The simulator shows this experiment.')).toBeVisible();

  // The run's last line was spoken; another experiment's setup clears it, so a screen reader going through the
  // figure never hears the last run's ending beside a question not yet run.
  const spoken = walk.locator('[data-figure] [data-caption-spoken]');
  await expect(spoken).not.toHaveText('');
  await walk.getByRole('button', { name: /^Experiment 5 of 6:/ }).click();
  await expect(spoken).toHaveText('');
});

test('a reader who has run every experiment comes back to the last one, with its finish moment', async ({ page }) => {
  const done = Object.fromEntries(experiments.map((e) => [e.id, { done: true }]));
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
    PROGRESS_KEY,
    JSON.stringify({ v: 1, experiments: done, quiz: {} }),
  ] as const);
  await page.goto(LESSON);
  const walk = await hydrate(walkthrough(page));
  await expect(
    walk.getByText(`Experiment ${experiments.length} of ${experiments.length}`, { exact: true }),
  ).toBeVisible();
  await expect(walk.getByRole('heading', { name: 'You have run every experiment' })).toBeVisible();
  await expect(walk.getByRole('link', { name: /Go to the self-check/ })).toHaveAttribute('href', '#check-yourself');
});

test('a reload keeps finished experiments, predictions and answers; Reset progress clears them', async ({ page }) => {
  await page.goto(LESSON);
  const walk = await hydrate(walkthrough(page));
  const prediction = first.prediction;
  await walk.getByRole('radio', { name: prediction.options[0]!.text }).check();
  await walk.getByRole('button', { name: 'Run the experiment' }).click();
  // The lab's figure plays the run; the simulator below shows the same settings once it is in view.
  await hydrate(page.getByRole('region', { name: 'Simulator' }));
  const quiz = await hydrate(selfCheck(page));
  await quiz.getByRole('radio').first().check();
  await quiz.getByRole('button', { name: 'Check answer' }).click();

  await page.reload();
  await hydrate(walkthrough(page));
  await expect(walk.getByRole('button', { name: `Experiment 1 of 6: ${first.title}, finished` })).toBeVisible();
  // The walkthrough resumes at the first experiment not yet done.
  await expect(walk.getByText('Experiment 2 of 6', { exact: true })).toBeVisible();
  await walk.getByRole('button', { name: /Previous/ }).click();
  await expect(walk.getByRole('radio', { name: prediction.options[0]!.text })).toBeChecked();
  await expect(walk.getByRole('heading', { name: 'What to notice' })).toBeVisible();
  await hydrate(selfCheck(page));
  await expect(quiz.getByText('Question 2 of 4')).toBeVisible();

  await page.goto('/copies-and-agreement/');
  await expect(page.locator('[data-progress-for="locks-and-fencing-tokens"]')).toHaveText(
    '1 of 6 experiments · self-check 1 of 4 answered',
  );

  await page.goto(LESSON);
  await hydrate(selfCheck(page));
  // Reset sits in a small disclosure after the quiz, out of its way.
  await quiz.getByText('Your progress on this device').click();
  await quiz.getByRole('button', { name: 'Reset progress' }).click();
  await expect(quiz.getByText('Progress cleared.')).toBeVisible();
  await expect(quiz.getByText('Question 1 of 4')).toBeVisible();
  await hydrate(walkthrough(page));
  await expect(walk.getByRole('button', { name: /, finished$/ })).toHaveCount(0);
  expect(await page.evaluate((key) => localStorage.getItem(key), PROGRESS_KEY)).toBeNull();
  await page.goto('/copies-and-agreement/');
  await expect(page.locator('[data-progress-for="locks-and-fencing-tokens"]')).toBeHidden();
});

for (const [what, value] of [
  ['corrupt JSON', '{"v":1,"experiments":{'],
  ['a foreign shape', '{"v":1,"experiments":[1,2],"quiz":"all done"}'],
  ['another version', '{"v":99,"experiments":{},"quiz":{}}'],
] as const) {
  test(`stored progress that is ${what} is discarded without a crash`, async ({ page }) => {
    await page.addInitScript(
      ([key, text]) => {
        if (!sessionStorage.getItem('seeded')) {
          localStorage.setItem(key, text);
          sessionStorage.setItem('seeded', '1');
        }
      },
      [PROGRESS_KEY, value] as const,
    );
    await page.goto('/copies-and-agreement/');
    await expect(page.locator('[data-progress-for="locks-and-fencing-tokens"]')).toBeHidden();
    await page.goto(LESSON);
    const walk = await hydrate(walkthrough(page));
    await expect(walk.getByText('Experiment 1 of 6', { exact: true })).toBeVisible();
    await walk.getByRole('button', { name: 'Run the experiment' }).click();
    await playOut(page);
    // The lab's figure plays the run; the simulator below shows the same settings once it is in view.
    await hydrate(page.getByRole('region', { name: 'Simulator' }));
    await expect(
      walk.getByRole('button', { name: `Experiment 1 of 6: ${first.title}, ran without a prediction` }),
    ).toBeVisible();
    const stored = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), PROGRESS_KEY);
    expect(stored).toMatchObject({ v: 1, experiments: { 'no-pause': { done: true } } });
  });
}

test('with storage that refuses to save, everything works, unsaved, and says so', async ({ page }) => {
  // As with a full quota. Only the lesson's writes fail here: Starlight's own theme script writes to storage
  // unguarded and would throw on its own. (A localStorage that throws on any touch is covered by the unit tests.)
  await page.addInitScript(() => {
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key: string, value: string) {
      if (key.startsWith('cs:progress:')) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      setItem.call(this, key, value);
    };
  });
  await page.goto('/copies-and-agreement/');
  await expect(page.locator('[data-progress-for="locks-and-fencing-tokens"]')).toBeHidden();
  await page.goto(LESSON);
  await hydrate(page.getByRole('region', { name: 'Simulator' }));
  const walk = await hydrate(walkthrough(page));
  await walk.getByRole('button', { name: 'Run the experiment' }).click();
  await playOut(page);
  // The lab's figure plays the run; the simulator below shows the same settings once it is in view.
  await hydrate(page.getByRole('region', { name: 'Simulator' }));
  await expect(
    walk.getByRole('button', { name: `Experiment 1 of 6: ${first.title}, ran without a prediction` }),
  ).toBeVisible();
  await expect(walk.getByText('This browser is not keeping your progress')).toBeVisible();
  await expect(outcomeValue(page, 'Final value')).toHaveText('16');
});

test('axe finds nothing with feedback, a changed setting and the quiz review shown, light and dark', async ({
  page,
}) => {
  // Axe on the islands with everything open takes seconds, and more on a busy machine. The state is set up once
  // and scanned in both schemes: the site follows the system's scheme live, all in CSS.
  test.setTimeout(90_000);
  await page.goto(LESSON);
  const walk = await hydrate(walkthrough(page));
  await walk.getByRole('radio').nth(1).check();
  await walk.getByRole('button', { name: 'Run the experiment' }).click();
  await playOut(page);
  // The lab's figure plays the run; the simulator below shows the same settings once it is in view.
  await hydrate(page.getByRole('region', { name: 'Simulator' }));
  await walk.getByRole('button', { name: 'Next' }).click();
  await walk.getByRole('button', { name: 'Run the experiment' }).click();
  await playOut(page);
  // The lab's figure plays the run; the simulator below shows the same settings once it is in view.
  await hydrate(page.getByRole('region', { name: 'Simulator' }));
  await walk.getByRole('button', { name: 'Previous' }).click();
  await expect(walk.getByText('The simulator shows other settings now.')).toBeVisible();
  const quiz = await hydrate(selfCheck(page));
  for (let i = 0; i < 4; i++) {
    await quiz
      .getByRole('radio')
      .nth(i % 2)
      .check();
    await quiz.getByRole('button', { name: 'Check answer' }).click();
    await quiz.getByRole('button', { name: /Next question|See your score/ }).click();
  }
  await expect(quiz.getByText(/You got \d of 4 right/)).toBeVisible();
  // The islands whose state this is; the rest of the page is the lesson suite's, scanned whole once played.
  expect(await axeInBothSchemes(page, ['.walkthrough', '.self-check', 'section.simulator'])).toEqual({
    light: [],
    dark: [],
  });
});

test('the walkthrough and self-check fit a phone and read in order @phone', async ({ page }) => {
  await page.goto(LESSON);
  const walk = await hydrate(walkthrough(page));
  await walk.getByRole('radio').first().check();
  await walk.getByRole('button', { name: 'Run the experiment' }).click();
  await playOut(page);
  // The lab's figure plays the run; the simulator below shows the same settings once it is in view.
  await hydrate(page.getByRole('region', { name: 'Simulator' }));
  await expect(walk.getByRole('heading', { name: 'What to notice' })).toBeVisible();
  const quiz = await hydrate(selfCheck(page));
  await quiz.getByRole('radio').first().check();
  await quiz.getByRole('button', { name: 'Check answer' }).click();
  await expect(quiz.getByRole('status').first()).toContainText(/Right\.|Not quite\./);
  expect(await scrollsSideways(page)).toBe(false);
  // The step buttons are big enough to tap (WCAG 2.5.8: at least 24 by 24 px).
  const box = await walk.getByRole('button', { name: /Experiment 1 of 6/ }).boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(24);
  expect(box?.height).toBeGreaterThanOrEqual(24);
});
