/**
 * Print (issue 13): a lesson prints as a handout. The run the simulator shows prints whole (settings in words,
 * outcome, chart, every line of the log) with no playback cursor, every experiment and self-check question prints
 * as text with its answer, and nothing that can only be pressed or moved prints: no header, sidebars, search, theme
 * picker, pager, buttons, sliders or playback controls. Colours are light whatever the theme on screen.
 */
import { readFileSync } from 'node:fs';
import { load } from 'js-yaml';
import type { Page } from '@playwright/test';
import type { LessonData } from '../src/site/lesson-data';
import { test, expect, LESSON } from './fixtures';
import { hydrate, lessonData } from './lesson-helpers';

// A whole lesson page is checked line by line: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

/** The simulator's island. */
const simulator = (page: Page) => page.getByRole('region', { name: 'Simulator' });

/** Relative luminance of a computed CSS colour ("rgb(r, g, b)"), 0 (black) to 1 (white). */
function luminance(color: string): number {
  const [r, g, b] = (color.match(/[\d.]+/g) ?? []).slice(0, 3).map((v) => {
    const c = Number(v) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

/** Checks what a printed lesson page holds and leaves out, for the lesson's data. */
async function expectHandout(page: Page, data: LessonData): Promise<void> {
  // Left out: Starlight's chrome and every control.
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Search' })).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Select theme' })).toHaveCount(0);
  await expect(page.locator('.pagination-links')).toBeHidden();
  await expect(page.locator('button, input, select, textarea').filter({ visible: true })).toHaveCount(0);
  await expect(page.getByRole('group', { name: 'Playback' })).toHaveCount(0);
  await expect(page.getByRole('group', { name: 'Play this run' })).toHaveCount(0);
  // The cursor is a line with no width, which counts as hidden either way: its style is what says it is left out.
  const cursors = await page.locator('.cursor').evaluateAll((els) => els.map((el) => getComputedStyle(el).display));
  expect(
    cursors.filter((display) => display !== 'none'),
    'playback cursors that print',
  ).toEqual([]);
  await expect(page.locator('[data-nojs-note]')).toBeHidden();
  // Kept: the run, whole.
  const sim = simulator(page);
  await expect(sim.getByText(/^Settings: /)).toBeVisible();
  await expect(sim.getByRole('heading', { name: 'Outcome' })).toBeVisible();
  await expect(sim.locator('.chart svg').first()).toBeVisible();
  // Every line, those not revealed yet included (they are kept in the page, invisible, to hold their room).
  const lines = sim.getByRole('region', { name: 'In order' }).getByRole('listitem', { includeHidden: true });
  expect(await lines.count()).toBeGreaterThan(2);
  for (const line of await lines.all()) await expect(line).toBeVisible();
  // Kept: every experiment and question as text, with the answers a printed page cannot unfold.
  const experiments = page.getByRole('region', { name: 'The experiments, written out' });
  for (const [i, e] of data.experiments.entries()) {
    await expect(experiments.getByRole('heading', { name: `Experiment ${i + 1}: ${e.title}` })).toBeVisible();
    await expect(experiments.getByText(e.prediction.question)).toBeVisible();
    await expect(experiments.getByText(e.notice)).toBeVisible();
  }
  const questions = page.getByRole('region', { name: 'The self-check, written out' });
  for (const q of data.quiz) {
    await expect(questions.getByText(q.prompt, { exact: true })).toBeVisible();
    const right = q.options.find((o) => o.id === q.answer)!;
    await expect(questions.getByText(right.explanation)).toBeVisible();
  }
  // The walkthrough and self-check islands themselves are left out: the text above stands in for them.
  await expect(page.locator('.walkthrough')).toBeHidden();
  await expect(page.locator('.self-check')).toBeHidden();
  // Light colours: dark text on a light page.
  const colours = await page.evaluate(() => {
    const style = getComputedStyle(document.body);
    return { background: style.backgroundColor, text: style.color };
  });
  expect(luminance(colours.background), `page background ${colours.background}`).toBeGreaterThan(0.8);
  expect(luminance(colours.text), `text colour ${colours.text}`).toBeLessThan(0.1);
}

test('a lesson paused mid-run, in dark mode, prints as a light handout of the whole run', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto(LESSON);
  const sim = await hydrate(simulator(page));
  // Part of the run revealed: a cursor in the chart, later lines of the log not shown yet.
  await sim.getByRole('button', { name: 'Step forward' }).click();
  await sim.getByRole('button', { name: 'Step forward' }).click();
  await expect(sim.locator('.cursor')).toHaveCount(1);
  const log = sim.getByRole('region', { name: 'In order' }).getByRole('listitem', { includeHidden: true });
  await expect(log.last()).toBeHidden();
  await page.emulateMedia({ media: 'print' });
  await expect(sim.locator('.cursor')).toHaveCSS('display', 'none');
  await expectHandout(page, lessonData);
});

test('printing starts from the whole run, not the part revealed so far', async ({ page }) => {
  await page.goto(LESSON);
  const sim = await hydrate(simulator(page));
  await sim.getByRole('button', { name: 'Step forward' }).click();
  await expect(sim.getByRole('button', { name: 'Show the whole run' })).toHaveAttribute('aria-disabled', 'false');
  // What the browser says when printing begins (from its menu, Ctrl+P or window.print()).
  await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
  await expect(sim.getByRole('button', { name: 'Show the whole run' })).toHaveAttribute('aria-disabled', 'true');
  await expect(sim.locator('.cursor')).toHaveCount(0);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const id of ['two-leaders', 'retries']) {
    const path = id === 'retries' ? `/messages-and-failures/${id}/` : `/copies-and-agreement/${id}/`;
    test(`${path} prints the same handout`, async ({ page }) => {
      const data = load(readFileSync(new URL(`../content/lessons/${id}.yaml`, import.meta.url), 'utf8')) as LessonData;
      await page.emulateMedia({ media: 'print' });
      await page.goto(path);
      await expectHandout(page, data);
    });
  }
});

test('the PDF of a lesson is a handout of several pages', async ({ page }, testInfo) => {
  await page.goto(LESSON);
  await hydrate(simulator(page));
  const pdf = await page.pdf({ format: 'A4', printBackground: true });
  await testInfo.attach('lesson.pdf', { body: pdf, contentType: 'application/pdf' });
  // One "/Type /Page" object per sheet: the prose, the run and the written-out experiments and questions fill
  // several; a page that printed only its first screen, or nothing, would not.
  const sheets = pdf.toString('latin1').match(/\/Type\s*\/Page\b/g) ?? [];
  expect(sheets.length).toBeGreaterThan(4);
});
