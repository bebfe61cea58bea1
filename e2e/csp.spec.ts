/**
 * The Content-Security-Policy: every page carries a strict one, and nothing a reader does breaks it. The fixture
 * fails any test on a `securitypolicyviolation`; this one works every island of a lesson under it.
 */
import { test, expect, LESSON } from './fixtures';
import { hydrate, selfCheck, walkthrough } from './lesson-helpers';

// The test works every island of a lesson: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

// Every page's policy, and its islands hydrated under it: pages.spec.ts. Search and the theme picker run under it
// in site.spec.ts, and the fixture fails any test on a violation.

test('every island of the lesson works under the policy', async ({ page }) => {
  await page.goto(`${LESSON}?pause=12&fencing=1&from=mail`);
  const walk = await hydrate(walkthrough(page));
  await walk.getByRole('radio').first().check();
  await walk.getByRole('button', { name: 'Run the experiment' }).click();
  await walk.getByRole('button', { name: 'Next' }).click();

  const sim = page.getByRole('region', { name: 'Simulator' });
  await sim.getByRole('switch', { name: 'Fencing' }).click();
  await sim.getByRole('slider').first().press('ArrowRight');
  await sim.getByRole('spinbutton').first().fill('3');
  await sim.getByRole('spinbutton').first().press('Enter');
  await sim.getByRole('button', { name: 'Step forward' }).click();
  await sim.getByRole('button', { name: /^(Play|Pause)$/ }).click();
  await sim.getByRole('button', { name: 'Show the whole run' }).click();
  await sim.getByRole('slider', { name: 'Time' }).press('ArrowRight');
  await sim.getByRole('button', { name: 'Reset to defaults' }).click();

  const quiz = await hydrate(selfCheck(page));
  await quiz.getByRole('radio').first().check();
  await quiz.getByRole('button', { name: 'Check answer' }).click();
  await expect(quiz.getByRole('status').first()).not.toBeEmpty();
  // Reset sits in a small disclosure after the quiz, out of its tab order.
  await page.getByText('Your progress on this device').first().click();
  await page.getByRole('button', { name: 'Reset progress' }).first().click();
});
