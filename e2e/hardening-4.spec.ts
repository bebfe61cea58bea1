/**
 * The fourth adversarial pass (issue 56) and two of issue 54's student findings, all about what a reader does before
 * or as a lesson's islands wake (components/site/wake-directive.ts): a returning reader's early prediction and Run
 * stay on the experiment they were made on, on every lesson from the content; "Practise a question" pressed before
 * its section is live asks a question; a reload of a finished walkthrough shows each experiment's own run and the
 * finish moment; and the first tap on a 2-D map picks its point. Each lesson's pages are opened in one page, one
 * after another, to keep this quick.
 */
import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { LESSONS } from './lessons';
import type { LessonInfo } from './lessons';
import { holdScripts, hydrate, simulator, walkthrough } from './lesson-helpers';
import { EARLIER, FINISH } from '../components/walkthrough/words';
import { LESSON_UI as T } from '../src/site/strings';
import { PRACTICE } from '../components/practice/words';

test.describe.configure({ timeout: 240_000 });
// A service worker would serve a second visit's scripts from its cache, out of the route's reach.
test.use({ serviceWorkers: 'block' });

/** The lessons whose page has a walkthrough of two experiments or more. */
const walked = LESSONS.filter((l) => l.data.experiments.length >= 2);

/** Stores progress for a lesson: these experiments run, each with its right answer as the prediction. */
async function seed(page: Page, lesson: LessonInfo, done: readonly { id: string; answer: string }[]): Promise<void> {
  const experiments = Object.fromEntries(done.map((e) => [e.id, { done: true, prediction: e.answer }]));
  await page.evaluate(
    ([key, value]) => localStorage.setItem(key!, value!),
    [lesson.progressKey, JSON.stringify({ v: 1, experiments, quiz: {} })],
  );
}

/** The lesson's stored progress, as the page keeps it. */
const stored = (page: Page, lesson: LessonInfo) =>
  page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), lesson.progressKey) as Promise<{
    experiments: Record<string, { done: boolean; prediction?: string }>;
  }>;

/** The walkthrough's island, and whether it is still asleep. */
const island = (walk: Locator): Locator => walk.locator('xpath=ancestor::astro-island[1]');

test('a returning reader’s early prediction and Run stay on experiment 1, the experiment they were made on, in every lesson', async ({
  page,
}) => {
  await page.goto('/');
  for (const lesson of walked) {
    await test.step(lesson.id, async () => {
      const [one, two] = lesson.data.experiments;
      await seed(page, lesson, [{ id: one!.id, answer: one!.prediction.answer }]);
      const scripts = await holdScripts(page);
      await page.goto(lesson.path, { waitUntil: 'commit' });
      const walk = walkthrough(page);
      // The server's experiment 1: the reader predicts something other than what they chose on the earlier visit,
      // and runs it, while the walkthrough's code has not arrived.
      await expect(walk.getByRole('heading', { level: 3 })).toHaveText(one!.title);
      const other = one!.prediction.options.find((o) => o.id !== one!.prediction.answer)!;
      await walk.getByRole('radio', { name: other.text, exact: true }).click();
      await walk.getByRole('button', { name: T.run }).click();
      expect(scripts.held(), 'script files held back').toBeGreaterThan(0);
      await expect(island(walk)).toHaveAttribute('ssr', '');
      await scripts.release();
      await expect(island(walk)).not.toHaveAttribute('ssr', { timeout: 20_000 });
      // Live, it stays on experiment 1 and says why the new choice does not count; experiment 2 is untouched.
      await expect(walk.getByRole('heading', { level: 3 })).toHaveText(one!.title);
      await expect(walk.getByText(EARLIER)).toBeVisible();
      await expect(walk.getByRole('radio', { name: other.text, exact: true })).not.toBeChecked();
      const progress = await stored(page, lesson);
      expect(progress.experiments[one!.id]).toEqual({ done: true, prediction: one!.prediction.answer });
      expect(progress.experiments[two!.id], 'experiment 2, never seen').toBeUndefined();
      await expect(
        walk.getByRole('button', { name: `${T.experimentOf(2, lesson.data.experiments.length)}: ${two!.title}` }),
      ).toBeVisible();
      // Run was done on experiment 1: its own run plays in the figure (shown whole here), and the feedback follows.
      await walk.locator('[data-figure]').getByRole('button', { name: 'Whole run' }).click();
      await expect(walk.getByText(T.shown)).toBeVisible({ timeout: 20_000 });
      // Next leads on to experiment 2, where the note no longer stands.
      await walk.getByRole('button', { name: T.next, exact: true }).click();
      await expect(walk.getByRole('heading', { level: 3 })).toHaveText(two!.title);
      await expect(walk.getByText(EARLIER)).toHaveCount(0);
      await page.unrouteAll();
    });
  }
});

test('“Practise a question” pressed before its section is live asks a question once it is', async ({ page }) => {
  const lesson = walked.find((l) => l.id === 'lost-update') ?? walked[0]!;
  const scripts = await holdScripts(page);
  await page.goto(lesson.path, { waitUntil: 'commit' });
  const practice = page.getByRole('region', { name: 'Practice', exact: true });
  const start = practice.getByRole('button', { name: PRACTICE.start });
  await start.scrollIntoViewIfNeeded();
  await start.click();
  expect(scripts.held(), 'script files held back').toBeGreaterThan(0);
  await expect(start.locator('xpath=ancestor::astro-island[1]')).toHaveAttribute('ssr', '');
  await scripts.release();
  await expect(practice.getByRole('group', { name: 'Practice question' })).toBeVisible({ timeout: 20_000 });
});

test('after a reload, a finished walkthrough shows each experiment’s own run and the finish moment, in every lesson', async ({
  page,
}) => {
  await page.goto('/');
  for (const lesson of walked) {
    await test.step(lesson.id, async () => {
      const { experiments } = lesson.data;
      await seed(
        page,
        lesson,
        experiments.map((e) => ({ id: e.id, answer: e.prediction.answer })),
      );
      await page.goto(lesson.path);
      const walk = await hydrate(walkthrough(page));
      const last = experiments.at(-1)!;
      await expect(walk.getByRole('heading', { level: 3, name: last.title })).toBeVisible();
      await expect(walk.getByRole('heading', { name: FINISH.title })).toBeVisible();
      await expect(walk.getByText(T.shown)).toBeVisible();
      // Another finished experiment, chosen after the reload: its own run, and the finish moment still stands.
      const n = Math.min(4, experiments.length - 1);
      await walk.getByRole('button', { name: new RegExp(`^${T.experimentOf(n, experiments.length)}:`) }).click();
      await expect(walk.getByRole('heading', { level: 3, name: experiments[n - 1]!.title })).toBeVisible();
      await expect(walk.getByText(T.shown)).toBeVisible();
      await expect(walk.getByRole('heading', { name: FINISH.title })).toBeVisible();
      await page.evaluate((key) => localStorage.removeItem(key), lesson.progressKey);
    });
  }
});

test('the first click on a 2-D map, while the lab is asleep, picks that point', async ({ page }) => {
  const mapped: LessonInfo[] = [];
  for (const lesson of LESSONS)
    if ((await (await page.request.get(lesson.path)).text()).includes('aria-roledescription="map"'))
      mapped.push(lesson);
  expect(mapped.length, 'lessons with a map').toBeGreaterThan(0);
  for (const lesson of mapped) {
    await test.step(lesson.id, async () => {
      const map = simulator(page).locator('[aria-roledescription="map"]').first();
      const plot = map.locator('svg');
      // The first click on the sleeping lab.
      const scripts = await holdScripts(page);
      await page.goto(lesson.path, { waitUntil: 'commit' });
      await plot.scrollIntoViewIfNeeded();
      const before = await map.getAttribute('aria-valuetext');
      await plot.click({ position: await spot(plot) });
      expect(scripts.held(), 'script files held back').toBeGreaterThan(0);
      await expect(simulator(page).locator('xpath=ancestor::astro-island[1]')).toHaveAttribute('ssr', '');
      await scripts.release();
      await expect(map, 'the first click moves the point once the lab is live').not.toHaveAttribute(
        'aria-valuetext',
        before!,
        { timeout: 20_000 },
      );
      await page.unrouteAll();
      // The point it picked is the one the same click picks on the live lab: clicked again there, it stays. (One
      // visit, where a reference visit of its own, live, cost as much again in every mapped lesson.)
      const picked = await map.getAttribute('aria-valuetext');
      await plot.click({ position: await spot(plot) });
      expect(await map.getAttribute('aria-valuetext'), 'the same click on the live lab picks the same point').toBe(
        picked,
      );
    });
  }
});

test("a map of named rows: the keys move from row to row and a point sets its row's settings", async ({ page }) => {
  const rowed: LessonInfo[] = [];
  for (const lesson of LESSONS)
    if ((await (await page.request.get(lesson.path)).text()).includes('data-map-rows')) rowed.push(lesson);
  expect(rowed.length, 'lessons with a map of rows').toBeGreaterThan(0);
  for (const lesson of rowed) {
    await test.step(lesson.id, async () => {
      await page.goto(lesson.path);
      const lab = await hydrate(simulator(page));
      const map = lab.locator('[aria-roledescription="map"]').first();
      const names = await lab.locator('[data-map-rows] span').allTextContents();
      expect(names.length).toBeGreaterThan(1);
      // The point's words name its row: "When Bob starts 1.5 s, Read committed, lock: ...".
      const literal = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      const on = (name: string): RegExp => new RegExp(`, ${literal(name)}: `);
      await map.scrollIntoViewIfNeeded();
      await map.focus();
      await page.keyboard.press('PageUp');
      await expect(map).toHaveAttribute('aria-valuetext', on(names[0]!));
      await page.keyboard.press('ArrowDown');
      await expect(map).toHaveAttribute('aria-valuetext', on(names[1]!));
      await page.keyboard.press('ArrowUp');
      await expect(map).toHaveAttribute('aria-valuetext', on(names[0]!));
      await page.keyboard.press('PageDown');
      await expect(map).toHaveAttribute('aria-valuetext', on(names.at(-1)!));
      // A click on the first row sets that row's settings; End takes the setting across to its end, on that row.
      const plot = map.locator('svg');
      const box = (await plot.boundingBox())!;
      await plot.click({ position: { x: box.width / 2, y: 2 } });
      await expect(map).toHaveAttribute('aria-valuetext', on(names[0]!));
      await page.keyboard.press('End');
      await expect(map).toHaveAttribute('aria-valuenow', String(await map.getAttribute('aria-valuemax')));
      await expect(map).toHaveAttribute('aria-valuetext', on(names[0]!));
    });
  }
});

/** A point a quarter of the way in and a third of the way down the map's plot. */
async function spot(plot: Locator): Promise<{ x: number; y: number }> {
  const box = (await plot.boundingBox())!;
  return { x: box.width * 0.25, y: box.height * 0.34 };
}
