/**
 * Print (issue 13): a lesson prints as a handout. The run the simulator shows prints whole (settings in words,
 * outcome, chart, every line of the log) with no playback cursor, every experiment and self-check question prints
 * as text with its answer, and nothing that can only be pressed or moved prints: no header, sidebars, search, theme
 * picker, pager, buttons, sliders or playback controls. Colours are light whatever the theme on screen. Every lesson's
 * handout without JavaScript is the lesson suite's (lesson.spec.ts); here the kit's printing of a played run.
 */
import { test, expect, LESSON } from './fixtures';
import { expectHandout, hydrate, lessonData, simulator } from './lesson-helpers';

// A whole lesson page is checked line by line: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

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
