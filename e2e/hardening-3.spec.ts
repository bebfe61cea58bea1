/**
 * The third adversarial pass (issue 28): focus in the lab's figure, what its caption says aloud, what storage holds,
 * and the CSP <meta>'s place and the site's address in the built pages. The service worker's part is in
 * e2e/offline-deploys.spec.ts.
 */
import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { test, expect, scrollsSideways, sitePages } from './fixtures';
import { lessonById } from './lessons';
import { KIT_LESSON, hydrate, walkthrough } from './lesson-helpers';
import { SETTLE_MS } from '../components/sim-kit/settle';

test.describe.configure({ timeout: 120_000 });

const DIST = new URL('../dist/', import.meta.url);
const figure = (page: Page): Locator => walkthrough(page).locator('[data-figure]');

/** Opens a lesson and runs its first experiment in the figure, to its end. */
async function runFirst(page: Page, path: string, total: number): Promise<void> {
  await page.goto(path);
  await hydrate(walkthrough(page));
  await walkthrough(page)
    .getByRole('button', { name: new RegExp(`^Experiment 1 of ${total}`) })
    .click();
  await walkthrough(page)
    .getByRole('button', { name: /^(Run the experiment|Run it again)$/ })
    .click();
  await page.clock.runFor(8_000);
  await expect(figure(page).locator('[data-outcome-line]')).not.toContainText('when the run ends', {
    timeout: 20_000,
  });
}

/** Presses Enter on a focused button until it says it cannot act (at most `limit` times). */
async function pressUntilDisabled(page: Page, button: Locator, limit = 80): Promise<void> {
  await button.focus();
  for (let i = 0; i < limit && (await button.getAttribute('aria-disabled')) !== 'true'; i++)
    await page.keyboard.press('Enter');
}

// The figure's controls and caption are the kit's (LabFigure): tested once, through the kit lesson.
{
  const lesson = KIT_LESSON;
  test(`${lesson.id}: the figure's Step back, Step forward and Whole run keep the keyboard when they cannot act`, async ({
    page,
  }) => {
    await page.clock.install();
    await runFirst(page, lesson.path, lesson.data.experiments.length);
    const controls = figure(page).getByRole('group', { name: 'Play this run' });
    const back = controls.getByRole('button', { name: 'Step back' });
    const forward = controls.getByRole('button', { name: 'Step forward' });
    const whole = controls.getByRole('button', { name: 'Whole run' });
    await pressUntilDisabled(page, back);
    await expect(back).toBeFocused();
    await expect(back).toHaveAttribute('aria-disabled', 'true');
    await pressUntilDisabled(page, forward);
    await expect(forward).toBeFocused();
    await expect(forward).toHaveAttribute('aria-disabled', 'true');
    await back.click();
    await pressUntilDisabled(page, whole, 1);
    await expect(whole).toBeFocused();
    await expect(whole).toHaveAttribute('aria-disabled', 'true');
  });

  test(`${lesson.id}: the figure's caption is silent while a slider elsewhere moves, and speaks once for a run it plays`, async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto(lesson.path);
    await hydrate(walkthrough(page));
    // The figure is an island inside the walkthrough's and hydrates after it: its own hydration writes into its
    // live regions, and is not something the figure says.
    await hydrate(figure(page));
    // Every change the figure's live regions make, counted from here on.
    await figure(page).evaluate((el) => {
      const counter = { n: 0 };
      (window as unknown as { spoken: typeof counter }).spoken = counter;
      for (const live of el.querySelectorAll('[aria-live]:not([aria-live="off"])'))
        new MutationObserver(() => (counter.n += 1)).observe(live, {
          childList: true,
          characterData: true,
          subtree: true,
        });
    });
    const spoken = () => page.evaluate(() => (window as unknown as { spoken: { n: number } }).spoken.n);
    const sim = page.getByRole('region', { name: 'Simulator' });
    await hydrate(sim);
    const slider = sim.getByRole('slider').first();
    await slider.focus();
    for (let i = 0; i < 30; i++) await page.keyboard.press(i < 15 ? 'ArrowRight' : 'ArrowLeft');
    // The page's clock moves past the time a run takes to settle: anything the figure meant to say, it has said.
    await page.clock.runFor(SETTLE_MS * 3);
    expect(await spoken()).toBe(0);

    // The figure plays only runs the reader asked for: the first experiment's, from its Run button.
    await walkthrough(page)
      .getByRole('button', { name: new RegExp(`^Experiment 1 of ${lesson.data.experiments.length}`) })
      .click();
    await walkthrough(page)
      .getByRole('button', { name: /^(Run the experiment|Run it again)$/ })
      .click();
    await page.clock.runFor(10_000);
    await expect.poll(spoken, { timeout: 20_000 }).toBeGreaterThan(0);
    await expect(figure(page).getByRole('button', { name: 'Play the run' })).toBeVisible({ timeout: 20_000 });
    expect(await spoken()).toBeLessThanOrEqual(2);
  });
}

test('stored answers whose "right" does not match the lesson are dropped, and the questions asked again', async ({
  page,
}) => {
  const lesson = lessonById('locks-and-fencing-tokens');
  const quiz = Object.fromEntries(
    lesson.data.quiz.map((q) => [q.id, { choice: q.options.find((o) => o.id !== q.answer)!.id, correct: true }]),
  );
  const first = lesson.data.experiments[0]!.id;
  const stored = { v: 1, experiments: { [first]: { done: true }, 'no-such-experiment': { done: true } }, quiz };
  await page.goto('/');
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    lesson.progressKey,
    JSON.stringify(stored),
  ] as const);
  await page.goto(lesson.path);
  const check = await hydrate(page.locator('.self-check'));
  await expect(check.getByRole('radio').first()).toBeVisible();
  await expect(check.getByRole('radio', { checked: true })).toHaveCount(0);
  await expect
    .poll(async () => JSON.parse((await page.evaluate((k) => localStorage.getItem(k), lesson.progressKey)) ?? '{}'))
    .toMatchObject({ quiz: {}, experiments: { [first]: { done: true } } });
  // On the topic page, the record of an experiment the lesson no longer has goes too.
  await page.goto(`/${lesson.topic}/`);
  await expect
    .poll(async () => JSON.parse((await page.evaluate((k) => localStorage.getItem(k), lesson.progressKey)) ?? '{}'))
    .toEqual({ v: 1, experiments: { [first]: { done: true } }, quiz: {} });
});

test('a stored theme that is not one of the site’s is ignored, with no error, and the picker works', async ({
  page,
}) => {
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('starlight-theme', '[not a class'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', /^(light|dark)$/);
  const picker = page.getByRole('combobox', { name: 'Theme' }).first();
  await expect(picker).toHaveValue('auto');
  await picker.selectOption('dark');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
});

test('every page’s CSP <meta> comes first in <head>, before any script, style or link', () => {
  const files = [...sitePages().map((p) => `${p.slice(1)}index.html`), '404.html'];
  for (const file of files) {
    const html = readFileSync(new URL(file, DIST), 'utf8');
    const head = html.slice(html.indexOf('<head>'), html.indexOf('</head>'));
    const before = head.slice(0, head.search(/<meta http-equiv="content-security-policy"/i));
    expect(before, file).toMatch(/^<head>\s*<meta charset="utf-8"\/?>\s*$/i);
  }
});

test('the site’s address comes from SITE_URL at build, never a placeholder', () => {
  const site = (process.env['SITE_URL'] ?? 'http://localhost:4321').replace(/\/$/, '');
  const home = readFileSync(new URL('index.html', DIST), 'utf8');
  expect(home).toContain(`<link rel="canonical" href="${site}/"`);
  expect(home).toContain(`<meta property="og:url" content="${site}/"`);
  const sitemap = readFileSync(new URL('sitemap-0.xml', DIST), 'utf8');
  expect(sitemap).toContain(`<loc>${site}/</loc>`);
  expect(`${home}${sitemap}`).not.toMatch(/\.example\b/);
});

/** The flagship's simulator, hydrated, opened at `query`. */
async function flagshipSimulator(page: Page, query = ''): Promise<Locator> {
  await page.goto(`${lessonById('locks-and-fencing-tokens').path}${query}`);
  return hydrate(page.getByRole('region', { name: 'Simulator' }));
}

test('a right-to-left override in the address is isolated in the quoted value, not the whole notice', async ({
  page,
}) => {
  const sim = await flagshipSimulator(page, '?pause=%E2%80%AE99');
  const item = sim.getByRole('status').first().locator('li').first();
  await expect(item).toContainText('is not a number of seconds');
  // Only the quoted value is inside the isolate: the override ends with it, and our words keep their direction.
  await expect(item.locator('bdi')).toHaveText('"\u202E99"');
  expect(await item.evaluate((li) => li.firstChild?.textContent)).toBe('Pause ');
});

test('Escape in a number field puts back the committed value and clears the stale problem line', async ({ page }) => {
  const sim = await flagshipSimulator(page);
  const field = sim.getByRole('spinbutton', { name: 'Pause (seconds)', exact: true });
  await field.click();
  await field.press('ControlOrMeta+a');
  await page.keyboard.type('abc');
  await field.press('Enter');
  const problem = sim.locator('#sim-pause-problem');
  await expect(problem).toContainText('Pause needs a number of seconds');
  await page.keyboard.type('zz');
  await field.press('Escape');
  await expect(field).toHaveValue('15');
  await expect(problem).toHaveCount(0);
  await expect(sim.getByRole('slider', { name: 'Pause (seconds)', exact: true })).toHaveValue('15');
});

test('the 404 page’s search row wraps at 320 px: no sideways scroll', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 700 });
  await page.goto('/404.html');
  await expect(page.getByRole('button', { name: 'Search', exact: true }).last()).toBeVisible();
  expect(await scrollsSideways(page)).toBe(false);
});

test.describe('when the stylesheets fail to load', () => {
  test.use({ expectedErrors: [/Failed to load resource/] });
  test('a reader whose scripts run is not told that JavaScript is off', async ({ page }) => {
    await page.route('**/*.css', (route) => route.abort());
    await page.goto(lessonById('locks-and-fencing-tokens').path);
    await expect(page.locator('html')).toHaveClass(/cs-js/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[data-nojs-note]').first()).toBeAttached();
    await expect(page.locator('[data-nojs-note]').first()).toBeHidden();
  });
});
