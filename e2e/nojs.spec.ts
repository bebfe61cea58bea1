/**
 * Without JavaScript (issue 13): a lesson page says once, plainly, what needs JavaScript; shows no control that would
 * do nothing; and stays readable: every experiment and self-check question written out, the default run's figure,
 * outcome and log. The other pages degrade as well. With JavaScript, the written-out versions stay out of sight and
 * out of the accessibility tree, so nothing is seen or heard twice.
 */
import { readFileSync } from 'node:fs';
import { load } from 'js-yaml';
import type { Locator, Page } from '@playwright/test';
import type { LessonData } from '../src/site/lesson-data';
import { test, expect, axeViolations } from './fixtures';
import { hydrate, selfCheck, walkthrough } from './lesson-helpers';

/** The sentence that says what needs JavaScript. */
const NOTE = /^JavaScript is off, so the simulator, the experiments’ Run buttons and the self-check’s answer checking/;
/** Its words about a shared link's settings, which a static page cannot read. */
const LINK_WORDS = 'The figures show the default run, not any settings in the link you followed.';

const lessons = ['locks-and-fencing-tokens', 'two-leaders', 'retries'].map((id) => ({
  id,
  path: id === 'retries' ? `/messages-and-failures/${id}/` : `/copies-and-agreement/${id}/`,
  data: load(readFileSync(new URL(`../content/lessons/${id}.yaml`, import.meta.url), 'utf8')) as LessonData,
}));

/** Everything a reader could press, type in, move or tab to, except links, <summary> and scrolling code blocks. */
function controls(page: Page): Locator {
  return page
    .locator(
      [
        'button',
        'input',
        'select',
        'textarea',
        '[role=button]',
        '[role=slider]',
        '[role=switch]',
        '[role=radio]',
        '[role=checkbox]',
        '[tabindex="0"]:not(pre, summary, a)',
      ].join(', '),
    )
    .filter({ visible: true });
}

/** Fails unless every visible control is disabled: one that is not would do nothing when used. */
async function expectNoLiveControls(page: Page): Promise<void> {
  const live = await controls(page).evaluateAll((els) =>
    els
      // A popover's button (Starlight's phone menu) opens it without JavaScript.
      .filter((el) => !el.hasAttribute('popovertarget'))
      // A chart's box that scrolls sideways (no-js.css) is focusable so that a keyboard can scroll it.
      .filter((el) => !el.hasAttribute('data-plot'))
      .filter((el) => !(el as HTMLButtonElement).disabled && el.getAttribute('aria-disabled') !== 'true')
      .map((el) => `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim()}"`),
  );
  expect(live, 'controls that do nothing without JavaScript').toEqual([]);
}

// Each test reads a whole lesson page, and axe takes seconds: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, data } of lessons) {
    // One visit per lesson for all three checks; the disclosures are opened last, after what reads them closed.
    test(`${path} says once what needs JavaScript, shows no control that would do nothing, the default run, and every experiment and question as text @phone`, async ({
      page,
    }) => {
      await page.goto(path);
      await test.step('says once what needs JavaScript and shows no control that would do nothing', async () => {
        await expect(page.getByText(NOTE)).toHaveCount(1);
        await expect(page.getByText(NOTE)).toBeVisible();
        await expect(page.getByText(NOTE)).toContainText(LINK_WORDS);
        await expectNoLiveControls(page);
      });

      await test.step('shows the default run: its settings, figure, outcome and whole log', async () => {
        await expect(page.locator('[data-figure]')).toBeVisible();
        await expect(page.locator('[data-outcome-line]')).toBeVisible();
        const sim = page.getByRole('region', { name: 'Simulator' });
        await expect(sim.getByText(/^Settings: /)).toBeVisible();
        await expect(sim.getByRole('heading', { name: 'Outcome' })).toBeVisible();
        const log = sim.getByRole('region', { name: 'In order' });
        await expect(log).toBeVisible();
        const lines = log.getByRole('listitem', { includeHidden: true });
        expect(await lines.count()).toBeGreaterThan(2);
        for (const line of await lines.all()) await expect(line).toBeVisible();
        // The lab's challenges are checked by its script: without it they are not offered, and the figures are
        // whole, scrolling sideways in their box rather than cut off at the run's end.
        await expect(sim.getByRole('region', { name: 'Challenges' })).toHaveCount(0);
        for (const plot of await page.locator('[data-plot]').all()) {
          const { svg, drawn } = await plot.evaluate((el) => ({
            svg: el.querySelector('svg')!.getBoundingClientRect().width,
            drawn: parseFloat(getComputedStyle(el).getPropertyValue('--plot-drawn-width')),
          }));
          expect(svg).toBeGreaterThanOrEqual(drawn);
          expect(await plot.evaluate((el) => getComputedStyle(el).overflowX)).toBe('auto');
        }
      });

      await test.step('every experiment and question reads as text, with its answer one click away', async () => {
        const experiments = page.getByRole('region', { name: 'The experiments, written out' });
        for (const [i, e] of data.experiments.entries()) {
          const heading = page.getByRole('heading', { name: `Experiment ${i + 1}: ${e.title}` });
          await expect(experiments.locator(heading)).toBeVisible();
          const item = experiments.getByRole('listitem').filter({ has: heading });
          await expect(item.getByText(e.goal, { exact: true })).toBeVisible();
          await expect(item.getByText(e.prediction.question)).toBeVisible();
          for (const o of e.prediction.options) await expect(item.getByText(o.text, { exact: true })).toBeVisible();
        }
        const questions = page.getByRole('region', { name: 'The self-check, written out' });
        for (const [i, q] of data.quiz.entries()) {
          const heading = page.getByRole('heading', { name: `Question ${i + 1}`, exact: true });
          await expect(questions.locator(heading)).toBeVisible();
          const item = questions.getByRole('listitem').filter({ has: heading });
          await expect(item.getByText(q.prompt, { exact: true })).toBeVisible();
          for (const o of q.options) await expect(item.getByText(o.text, { exact: true })).toBeVisible();
        }
        // A native disclosure opens without JavaScript: the last experiment's answer and what to notice.
        const last = data.experiments.at(-1)!;
        await expect(experiments.getByText(last.notice)).toBeHidden();
        await experiments.getByText('The answer, and what to notice').last().click();
        await expect(experiments.getByText(last.notice)).toBeVisible();
        const lastQuestion = data.quiz.at(-1)!;
        const right = lastQuestion.options.find((o) => o.id === lastQuestion.answer)!;
        await questions.getByText('The answer, and why').last().click();
        await expect(questions.getByText(right.explanation)).toBeVisible();
      });
    });
  }

  test('a shared link with settings in its address is told that the figures show the default run', async ({ page }) => {
    await page.goto('/copies-and-agreement/locks-and-fencing-tokens/?lease=25&pause=3&fencing=on');
    await expect(page.getByText(NOTE)).toContainText(LINK_WORDS);
    // What shows is the default run, said as such under the simulator's heading, not the link's lease of 25 s.
    await expect(page.getByRole('region', { name: 'Simulator' }).getByText(/^Settings: /)).toHaveText(
      /^Settings: Lease: 10 s · Pause: 15 s/,
    );
  });

  /** A page that is not a lesson: no dead control, and no lesson's notice. */
  async function expectPlainPage(page: Page, path: string): Promise<void> {
    await page.goto(path);
    await expect(page.locator('h1')).toBeVisible();
    await expectNoLiveControls(page);
    await expect(page.getByText(NOTE)).toHaveCount(0);
  }

  // The pages without a lesson load fast without JavaScript: one test visits them all.
  const plain = ['/', '/roadmap/', '/copies-and-agreement/', '/messages-and-failures/'];
  test(`${plain.join(', ')}: no control that would do nothing, and no lesson notice @phone`, async ({ page }) => {
    for (const path of plain) await test.step(path, () => expectPlainPage(page, path));
  });

  test.describe('/no-such-page/', () => {
    test.use({ expectedErrors: [/status of 404/] });
    test('has no control that would do nothing, and no lesson notice @phone', async ({ page }) => {
      await expectPlainPage(page, '/no-such-page/');
    });
  });
});

// axe runs in the page, so it cannot run where JavaScript is off. The page is opened with every one of its scripts
// taken out instead: the theme script then never marks <html>, the islands never hydrate, and what shows is exactly
// what a reader without JavaScript gets, while the test can still run axe.
test.describe('with every script taken out of the page', () => {
  for (const { path } of lessons) {
    test(`${path} has no axe violations @phone`, async ({ page }) => {
      await page.route(`**${path}`, async (route) => {
        const response = await route.fetch();
        const html = (await response.text()).replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '');
        await route.fulfill({ response, body: html });
      });
      await page.goto(path);
      await expect(page.getByText(NOTE)).toBeVisible();
      await expect(page.locator('html')).not.toHaveClass(/\bcs-js\b/);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});

test.describe('with JavaScript', () => {
  for (const { path, data } of lessons) {
    test(`${path}: no notice, and nothing is shown or read twice once the islands hydrate @phone`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByText(NOTE)).toBeHidden();
      await hydrate(walkthrough(page));
      await hydrate(selfCheck(page));
      // The written-out versions are in the page (print uses them) but hidden, so out of the accessibility tree.
      const texts = page.locator('[data-text-version]');
      expect(await texts.count()).toBeGreaterThan(0);
      for (const text of await texts.all()) await expect(text).toBeHidden();
      await expect(page.getByRole('heading', { name: /^Experiment \d: / })).toHaveCount(0);
      await expect(page.getByRole('heading', { name: /^Question \d$/ })).toHaveCount(0);
      // The first experiment's question and the first self-check question, each once, where the islands show them.
      const first = data.experiments[0]!;
      await expect(page.getByText(first.prediction.question).filter({ visible: true })).toHaveCount(1);
      await expect(page.getByRole('group', { name: new RegExp(escape(first.prediction.question)) })).toHaveCount(1);
      const question = data.quiz[0]!;
      await expect(page.getByText(question.prompt, { exact: true }).filter({ visible: true })).toHaveCount(1);
      await expect(page.getByRole('group', { name: question.prompt })).toHaveCount(1);
      // And the controls are there to use.
      await expect(
        walkthrough(page).getByRole('button', { name: /^Run it in the simulator|^Load it again/ }),
      ).toBeVisible();
      await expect(page.getByRole('group', { name: 'Playback' })).toBeVisible();
    });
  }
});

/** A string as a literal inside a regular expression. */
function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
