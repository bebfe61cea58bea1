import { test, expect, LESSON, axeViolations, scrollsSideways } from './fixtures';
import { PROGRESS_KEY, hydrate, lessonData, outcomeValue, selfCheck, walkthrough } from './lesson-helpers';

/** What the simulator must show after each experiment is loaded (lesson spec, Part 3). */
const OUTCOMES = [
  { final: '16', should: '16', accepted: 'no', refused: 'no' },
  { final: '16', should: '16', accepted: 'no', refused: 'no' },
  { final: '11', should: '15', accepted: 'yes', refused: 'no' },
  { final: '11', should: '15', accepted: 'yes', refused: 'no' },
  { final: '11', should: '15', accepted: 'yes', refused: 'no' },
  { final: '15', should: '15', accepted: 'no', refused: 'yes' },
];

const { experiments } = lessonData;

test('the walkthrough reads without JavaScript: its heading, its line and experiment 1', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(LESSON);
  await expect(page.getByRole('heading', { name: 'Experiments', level: 2 })).toBeVisible();
  await expect(page.getByText('New here? A few short steps show what happens, one at a time.')).toBeVisible();
  await expect(page.getByText('Experiment 1 of 6', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No pause', level: 3 })).toBeVisible();
  await context.close();
});

test('Experiments is the first section, before the simulator and In plain words', async ({ page }) => {
  await page.goto(LESSON);
  const h2 = await page.locator('.sl-markdown-content h2').allTextContents();
  expect(h2[0]).toBe('Experiments');
  expect(h2.indexOf('Experiments')).toBeLessThan(h2.indexOf('In plain words'));
  expect(h2.slice(-3)).toEqual(['Study', 'Check yourself', 'Go deeper']);
});

test('all six experiments walked: each loads its preset and the simulator shows its outcome', async ({ page }) => {
  await page.goto(LESSON);
  // Run plays each experiment in the lab's figure, in place; the full simulator below follows the same settings.
  await hydrate(page.getByRole('region', { name: 'Simulator' }));
  const walk = await hydrate(walkthrough(page));
  for (const [i, experiment] of experiments.entries()) {
    const expected = OUTCOMES[i]!;
    await expect(walk.getByText(`Experiment ${i + 1} of 6`, { exact: true })).toBeVisible();
    await expect(walk.getByRole('heading', { level: 3 })).toHaveText(experiment.title);
    await expect(walk.getByText(experiment.goal)).toBeVisible();
    // Predict right on odd steps and wrong on even ones, to see both kinds of feedback.
    const { options, answer } = experiment.prediction;
    const choice = i % 2 === 0 ? answer : options.find((o) => o.id !== answer)!.id;
    await walk.getByRole('radio', { name: options.find((o) => o.id === choice)!.text }).check();
    await walk.getByRole('button', { name: 'Run it in the simulator' }).click();

    await expect(outcomeValue(page, 'Final value')).toHaveText(expected.final);
    await expect(outcomeValue(page, 'It should be')).toHaveText(expected.should);
    await expect(outcomeValue(page, 'Stale write accepted')).toHaveText(expected.accepted);
    await expect(outcomeValue(page, 'Stale write refused')).toHaveText(expected.refused);

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

test('a setting changed in the simulator shows in the experiment, which can be loaded again', async ({ page }) => {
  await page.goto(LESSON);
  await hydrate(page.getByRole('region', { name: 'Simulator' }));
  const walk = await hydrate(walkthrough(page));
  await walk.getByRole('button', { name: 'Experiment 6 of 6: Fencing tokens' }).click();
  await walk.getByRole('button', { name: 'Run it in the simulator' }).click();
  await expect(outcomeValue(page, 'Stale write refused')).toHaveText('yes');
  await expect(walk.getByText('The simulator shows this experiment.')).toBeVisible();

  await page.getByRole('switch', { name: /Fencing/ }).uncheck();
  await expect(outcomeValue(page, 'Stale write refused')).toHaveText('no');
  await expect(walk.getByText('You have changed the settings since loading this experiment.')).toBeVisible();

  await walk.getByRole('button', { name: 'Load it again' }).click();
  await expect(outcomeValue(page, 'Stale write refused')).toHaveText('yes');
  await expect(walk.getByText('The simulator shows this experiment.')).toBeVisible();
});

test('a reload keeps finished experiments, predictions and answers; Reset progress clears them', async ({ page }) => {
  await page.goto(LESSON);
  const walk = await hydrate(walkthrough(page));
  const first = experiments[0]!.prediction;
  await walk.getByRole('radio', { name: first.options[0]!.text }).check();
  await walk.getByRole('button', { name: 'Run it in the simulator' }).click();
  const quiz = await hydrate(selfCheck(page));
  await quiz.getByRole('radio').first().check();
  await quiz.getByRole('button', { name: 'Check answer' }).click();

  await page.reload();
  await hydrate(walkthrough(page));
  await expect(walk.getByRole('button', { name: 'Experiment 1 of 6: No pause, finished' })).toBeVisible();
  // The walkthrough resumes at the first experiment not yet done.
  await expect(walk.getByText('Experiment 2 of 6', { exact: true })).toBeVisible();
  await walk.getByRole('button', { name: /Previous/ }).click();
  await expect(walk.getByRole('radio', { name: first.options[0]!.text })).toBeChecked();
  await expect(walk.getByRole('heading', { name: 'What to notice' })).toBeVisible();
  await hydrate(selfCheck(page));
  await expect(quiz.getByText('Question 2 of 4')).toBeVisible();

  await page.goto('/copies-and-agreement/');
  const card = page.getByRole('article').filter({ hasText: 'Locks and fencing tokens' });
  await expect(card.locator('.progress')).toHaveText('1 of 6 experiments · self-check 1 of 4 answered');
  await page.goto('/');
  await expect(page.locator('#advanced-4 .progress')).toHaveText('1 of 6 experiments · self-check 1 of 4 answered');

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
  await expect(page.locator('[data-progress-for]')).toBeHidden();
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
    await expect(page.locator('[data-progress-for]')).toBeHidden();
    await page.goto(LESSON);
    const walk = await hydrate(walkthrough(page));
    await expect(walk.getByText('Experiment 1 of 6', { exact: true })).toBeVisible();
    await walk.getByRole('button', { name: 'Run it in the simulator' }).click();
    await expect(
      walk.getByRole('button', { name: 'Experiment 1 of 6: No pause, ran without a prediction' }),
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
  await expect(page.locator('[data-progress-for]')).toBeHidden();
  await page.goto(LESSON);
  await hydrate(page.getByRole('region', { name: 'Simulator' }));
  const walk = await hydrate(walkthrough(page));
  await walk.getByRole('button', { name: 'Run it in the simulator' }).click();
  await expect(
    walk.getByRole('button', { name: 'Experiment 1 of 6: No pause, ran without a prediction' }),
  ).toBeVisible();
  await expect(walk.getByText('This browser is not keeping your progress')).toBeVisible();
  await expect(outcomeValue(page, 'Final value')).toHaveText('16');
});

for (const scheme of ['light', 'dark'] as const) {
  test(`axe finds nothing with feedback, a changed setting and the quiz review shown, ${scheme}`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto(LESSON);
    const walk = await hydrate(walkthrough(page));
    await walk.getByRole('radio').nth(1).check();
    await walk.getByRole('button', { name: 'Run it in the simulator' }).click();
    await walk.getByRole('button', { name: 'Next' }).click();
    await walk.getByRole('button', { name: 'Run it in the simulator' }).click();
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
    expect(await axeViolations(page)).toEqual([]);
  });
}

test('the walkthrough and self-check fit a phone and read in order @phone', async ({ page }) => {
  await page.goto(LESSON);
  const walk = await hydrate(walkthrough(page));
  await walk.getByRole('radio').first().check();
  await walk.getByRole('button', { name: 'Run it in the simulator' }).click();
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
