/**
 * Without JavaScript (issue 13): a lesson page says once, plainly, what needs JavaScript; shows no control that would
 * do nothing; and stays readable: every experiment and self-check question written out, the default run's figure,
 * outcome and log. The other pages degrade as well. With JavaScript, the written-out versions stay out of sight and
 * out of the accessibility tree, so nothing is seen or heard twice. Each lesson's page without JavaScript (the note,
 * no dead control, the default run, every experiment and question written out, the handout) is the lesson suite's
 * (lesson.spec.ts), one visit per lesson.
 */
import { readFileSync } from 'node:fs';
import { load } from 'js-yaml';
import type { Page } from '@playwright/test';
import { test, expect, axeViolations } from './fixtures';
import {
  KIT_LESSON,
  NOTE,
  LINK_WORDS,
  expectNoLiveControls,
  hydrate,
  phoneTag,
  selfCheck,
  walkthrough,
} from './lesson-helpers';

// Each test reads a whole lesson page, and axe takes seconds: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a shared link with settings in its address is told that the simulator shows its default run', async ({
    page,
  }) => {
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
  const topics = load(readFileSync(new URL('../content/topics.yaml', import.meta.url), 'utf8')) as { id: string }[];
  const plain = ['/', '/roadmap/', ...topics.map((t) => `/${t.id}/`)];
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
// taken out and its <noscript> parts put in instead: the theme script then never marks <html>, the islands never
// hydrate, and what shows is exactly what a reader without JavaScript gets, while the test can still run axe. The
// page without JavaScript is the kit's (its note, its text versions, its figures as the server drew them): scanned
// on the kit's lesson, on desktop and phone. Each lesson's own charts are scanned with JavaScript (lesson.spec.ts).
test.describe('with every script taken out of the page', () => {
  const { path } = KIT_LESSON;
  test(`${path} has no axe violations${phoneTag(KIT_LESSON)}`, async ({ page }) => {
    await page.route(`**${path}`, async (route) => {
      const response = await route.fetch();
      const html = (await response.text())
        .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
        .replace(/<\/?noscript\b[^>]*>/gi, '');
      await route.fulfill({ response, body: html });
    });
    await page.goto(path);
    await expect(page.getByText(NOTE)).toBeVisible();
    await expect(page.locator('html')).not.toHaveClass(/\bcs-js\b/);
    // The written-out experiments are there, as a reader without JavaScript reads them.
    await expect(page.getByRole('region', { name: 'The experiments, written out' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});

// The written-out versions are hidden by the kit's own markup and stylesheet, the same on every lesson: checked on
// the kit's lesson. The lesson suite checks the same of every lesson's walkthrough once it has woken (lesson.spec.ts).
test.describe('with JavaScript', () => {
  const { path, data } = KIT_LESSON;
  test(`${path}: no notice, and nothing is shown or read twice once the islands hydrate${phoneTag(KIT_LESSON)}`, async ({
    page,
  }) => {
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
    await expect(walkthrough(page).getByRole('button', { name: /^Run the experiment|^Run it again/ })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Playback' })).toBeVisible();
  });
});

/** A string as a literal inside a regular expression. */
function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
