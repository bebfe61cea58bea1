/**
 * The fourth adversarial pass (issue 56), its smaller items (the early presses are hardening-4.spec.ts): a right-to-left override in the practice notice, the review schedule
 * against a device clock that is wrong, a number field's stale problem line while the reader types, stored progress
 * flooded with experiments the lesson does not have, and the lab figure's "Without JavaScript" line where the
 * stylesheets fail to load. The scaffold's refusals are unit-tested (scripts/new-concept/hostile.test.ts).
 */
import { existsSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { LESSONS } from './lessons';
import { KIT_LESSON, hydrate, modelOf, simulator, walkthrough } from './lesson-helpers';
import { FEW_COUNTS } from '../src/kit/index.ts';
import type { CountSpec } from '../src/kit/index.ts';
import { questionOf } from '../src/practice/question.ts';
import { SEED_KEY, seedText } from '../src/practice/random.ts';
import { REVIEW_KEY } from '../components/shared/review.ts';

test.describe.configure({ timeout: 90_000 });

/** The lessons that practise in their own chart (their view: src/lessons/<id>/lesson.ts). */
const practised = LESSONS.filter((l) => existsSync(new URL(`../src/lessons/${l.id}/lesson.ts`, import.meta.url)));

/** The practice section of a lesson page. */
const section = (page: Page): Locator => page.getByRole('region', { name: 'Practice', exact: true });

/** What localStorage holds under `key`, parsed (null when nothing). */
const stored = async (page: Page, key: string): Promise<unknown> =>
  JSON.parse((await page.evaluate((k) => localStorage.getItem(k), key)) ?? 'null');

test('the kit lesson: the address’s bad question is quoted in an isolate, flooded progress is fitted to the lesson, and a problem line goes as the reader types', async ({
  page,
}) => {
  const lesson = KIT_LESSON;
  const first = lesson.data.experiments[0]!.id;
  // 20,000 records of experiments the lesson does not have (449 KB), beside its own first one.
  await page.goto('/');
  await page.evaluate(
    ([key, own]) => {
      const experiments: Record<string, { done: boolean }> = {};
      for (let i = 0; i < 20_000; i++) experiments[`no-such-experiment-${i}`] = { done: true };
      experiments[own!] = { done: true };
      localStorage.setItem(key!, JSON.stringify({ v: 1, experiments, quiz: {} }));
    },
    [lesson.progressKey, first],
  );
  await page.goto(`${lesson.path}?${SEED_KEY}=%E2%80%AE99#practice`);

  await test.step('the quoted value is isolated, not the whole notice', async () => {
    const notice = section(page).getByRole('status').first();
    await expect(notice).toHaveText('“\u202E99” in the address is not a question number, so here is a new question.');
    await expect(notice.locator('bdi')).toHaveText('“\u202E99”');
    // The override ends with the isolate: the words after it keep the page's direction.
    expect(await notice.evaluate((p) => p.lastChild?.textContent)).toBe(
      ' in the address is not a question number, so here is a new question.',
    );
  });

  await test.step('stored progress keeps only the lesson’s own experiments, and is written back so', async () => {
    await hydrate(walkthrough(page));
    await expect
      .poll(() => stored(page, lesson.progressKey))
      .toEqual({
        v: 1,
        experiments: { [first]: { done: true } },
        quiz: {},
      });
  });

  await test.step('a seconds field’s problem line goes as soon as the reader types again', async () => {
    const sim = await hydrate(simulator(page));
    const field = sim.getByRole('spinbutton', { name: 'Pause (seconds)', exact: true });
    await field.click();
    await field.press('ControlOrMeta+a');
    await page.keyboard.type('abc');
    await field.press('Enter');
    const problem = sim.locator('#sim-pause-problem');
    await expect(problem).toContainText('Pause needs a number of seconds');
    await page.keyboard.press('Backspace');
    await expect(problem).toHaveCount(0);
    // Committing again says anew what it has to.
    await field.press('Enter');
    await expect(problem).toContainText('Pause needs a number of seconds');
  });
});

/** The first lesson (from the content) with a count setting shown as a stepper, and that setting's key and spec. */
async function stepperLesson() {
  for (const lesson of LESSONS) {
    const model = (await modelOf(lesson.id))?.model;
    for (const [key, spec] of Object.entries(model?.settings.descriptor ?? {})) {
      const count = spec as CountSpec;
      const { kind, min, max } = count;
      if (kind === 'count' && typeof min === 'number' && typeof max === 'number' && max - min + 1 > FEW_COUNTS)
        return { lesson, key, spec: { ...count, min } };
    }
  }
  return undefined;
}

test('a count’s problem line goes as soon as the reader types again', async ({ page }) => {
  const found = await stepperLesson();
  test.skip(found === undefined, 'no lesson has a count shown as a stepper');
  const { lesson, key, spec } = found!;
  await page.goto(lesson.path);
  const sim = await hydrate(simulator(page));
  const field = sim.getByRole('spinbutton', { name: spec.label, exact: true });
  await field.click();
  await field.press('ControlOrMeta+a');
  await page.keyboard.type('zz');
  await field.press('Enter');
  const problem = sim.locator(`#sim-${key}-problem`);
  await expect(problem).toContainText(`${spec.label} must be a whole number`);
  await field.press('ControlOrMeta+a');
  await page.keyboard.type(String(spec.min));
  await expect(problem).toHaveCount(0);
});

test('the review against the device’s clock: one years behind or far ahead writes nothing and says why; one 4.5 years ahead, set right, brings the question back tomorrow', async ({
  page,
}) => {
  const lesson = practised[0]!;
  const { model } = (await modelOf(lesson.id))!;
  const seed = 4711;
  const q = questionOf(model, seed);
  const feedback = section(page).locator('[data-practice-feedback]');

  /** Answers the question of `seed` right, on the lesson page, at the page's clock now. */
  async function answerRight(): Promise<void> {
    // No hash (the same address again is a new page load, not a move within this one): the practice, which wakes
    // when seen, is scrolled to instead.
    await page.goto(`${lesson.path}?${SEED_KEY}=${seedText(seed)}`);
    await section(page).scrollIntoViewIfNeeded();
    const box = section(page).getByRole('group', { name: 'Practice question' });
    await box
      .getByRole('group', { name: /How does this run end\?/ })
      .getByRole('radio', { name: model.verdicts[q.answer]!.label, exact: true })
      .check();
    await box.getByRole('button', { name: 'Run it' }).click();
    await box.getByRole('button', { name: 'Whole run' }).click();
    await expect(feedback).toContainText('Right.');
  }

  for (const [when, year] of [
    [Date.UTC(1999, 11, 31, 12), 1999],
    [Date.UTC(2150, 5, 1, 12), 2150],
  ] as const)
    await test.step(`the clock says ${year}: the answer is not written, and the reader is told`, async () => {
      await page.clock.setFixedTime(when);
      await answerRight();
      await expect(feedback).toContainText(`This answer is not kept in your review: this device’s clock says ${year}.`);
      await expect(feedback).not.toContainText('This question comes back');
      expect(await stored(page, REVIEW_KEY)).toBeNull();
    });

  await test.step('the clock 4.5 years ahead, then set right: the question comes back tomorrow', async () => {
    const T0 = Date.UTC(2026, 11, 1, 9);
    await page.clock.setFixedTime(T0 + 4.5 * 365 * 24 * 3600_000);
    await answerRight();
    await expect(feedback).toContainText('This question comes back tomorrow.');
    await page.clock.setFixedTime(T0);
    await page.goto('/practice/');
    await expect(page.locator('[data-review-coming] li')).toHaveText([
      `${lesson.title}, question ${seedText(seed)} (answered right), tomorrow`,
    ]);
    // Written back as settled: answered now, due a day on.
    await expect
      .poll(() => stored(page, REVIEW_KEY))
      .toEqual({ v: 1, items: [expect.objectContaining({ last: T0, due: T0 + 24 * 3600_000 })] });
  });
});

test.describe('when the stylesheets fail to load', () => {
  test.use({ expectedErrors: [/Failed to load resource/] });
  test('the lab figure does not say that JavaScript is off: its line is hidden by its attribute, before and after it wakes', async ({
    page,
  }) => {
    await page.route('**/*.css', (route) => route.abort());
    await page.goto(KIT_LESSON.path);
    await expect(page.locator('html')).toHaveClass(/cs-js/);
    const figure = walkthrough(page).locator('[data-figure]');
    const line = figure.getByText('Without JavaScript this figure shows');
    await expect(line).toBeAttached();
    await expect(line).toBeHidden();
    await expect(line).toHaveAttribute('hidden', '');
    await hydrate(figure);
    await expect(line).toBeHidden();
  });
});
