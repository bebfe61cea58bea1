/** What an adversarial pass over the built site broke, each kept broken-proof by a test. */
import type { Page } from '@playwright/test';
import { test, expect, LESSON } from './fixtures';
import { hydrate, lessonData, outcomeValue, selfCheck, walkthrough } from './lesson-helpers';

const FIRST = lessonData.experiments[0]!.title;

// Several islands hydrate per test: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

const sim = (page: Page) => page.getByRole('region', { name: 'Simulator' });

/** Opens the lesson and waits for the simulator island to hydrate. */
async function openSimulator(page: Page, query = ''): Promise<void> {
  await page.goto(LESSON + query);
  await sim(page).scrollIntoViewIfNeeded();
  await expect(page.locator('astro-island:has([aria-label="Simulator"])')).not.toHaveAttribute('ssr', /.*/);
}

test('an experiment run before the simulator hydrates wins over settings in the address', async ({ page }) => {
  // The address alone would show fencing on: the stale write refused, final value 15.
  await page.goto(`${LESSON}?fencing=1`);
  const walk = await hydrate(walkthrough(page));
  // The simulator is further down and has not hydrated yet.
  await expect(page.locator('astro-island:has([aria-label="Simulator"])')).toHaveAttribute('ssr', /.*/);
  await walk.getByRole('button', { name: 'Run it in the simulator' }).click();
  // The lab's figure plays experiment 1 (no pause) beside the step; then the simulator, brought into view, hydrates
  // with the experiment's settings, not the address's.
  await sim(page).scrollIntoViewIfNeeded();
  await expect(page.locator('astro-island:has([aria-label="Simulator"])')).not.toHaveAttribute('ssr', /.*/, {
    timeout: 30_000,
  });
  await expect(outcomeValue(page, 'Final value')).toHaveText('16');
  await expect(sim(page).getByRole('switch', { name: 'Fencing' })).not.toBeChecked();
  await expect(walk.getByText(/You have changed the settings/)).toHaveCount(0);
  // The address now names the experiment's settings, not the link's.
  await expect(page).toHaveURL(/\?pause=0(&|$)/);
  expect(new URL(page.url()).searchParams.has('fencing')).toBe(false);
});

test('parameters that are not the simulator’s stay in the address', async ({ page }) => {
  await openSimulator(page, '?from=mail&pause=12&utm_source=x');
  await sim(page).getByRole('switch', { name: 'Fencing' }).check();
  const params = new URL(page.url()).searchParams;
  expect(params.get('from')).toBe('mail');
  expect(params.get('utm_source')).toBe('x');
  expect(params.get('pause')).toBe('12');
  expect(params.get('fencing')).toBe('1');
});

test('stepping to the end or the start keeps the keyboard on the button; so does Show the whole run', async ({
  page,
}) => {
  await openSimulator(page);
  const forward = sim(page).getByRole('button', { name: 'Step forward' });
  await forward.focus();
  for (let i = 0; i < 15; i++) await page.keyboard.press('Enter');
  await expect(forward).toBeDisabled();
  await expect(forward).toBeFocused();
  const back = sim(page).getByRole('button', { name: 'Step back' });
  await back.focus();
  for (let i = 0; i < 15; i++) await page.keyboard.press('Enter');
  await expect(back).toBeDisabled();
  await expect(back).toBeFocused();
  const whole = sim(page).getByRole('button', { name: 'Show the whole run' });
  await whole.focus();
  await page.keyboard.press('Enter');
  await expect(whole).toBeDisabled();
  await expect(whole).toBeFocused();
});

test('Dismiss moves focus to the simulator, not the page body', async ({ page }) => {
  await openSimulator(page, '?pause=99');
  await sim(page).getByRole('button', { name: 'Dismiss' }).click();
  await expect(sim(page)).toBeFocused();
});

test('Play says what it does by its label alone, with no pressed state', async ({ page }) => {
  await openSimulator(page);
  const play = sim(page).getByRole('button', { name: 'Play' });
  await expect(play).not.toHaveAttribute('aria-pressed', /.*/);
  await play.click();
  await expect(sim(page).getByRole('button', { name: 'Pause' })).not.toHaveAttribute('aria-pressed', /.*/);
});

test('number fields name their unit', async ({ page }) => {
  await openSimulator(page);
  await expect(sim(page).getByRole('spinbutton', { name: 'Pause (seconds)', exact: true })).toBeVisible();
});

test('a finished step’s ✓ is said in its accessible name', async ({ page }) => {
  await page.goto(LESSON);
  const walk = await hydrate(walkthrough(page));
  // The ✓ drawn on a finished step is said in its name as "finished" (the mark itself is decoration).
  await walk.getByRole('radio').first().check();
  await walk.getByRole('button', { name: 'Run it in the simulator' }).click();
  await expect(walk.getByRole('button', { name: `Experiment 1 of 6: ${FIRST}, finished`, exact: true })).toBeVisible();
});

test('a right-to-left override in the address cannot reverse the notice’s words', async ({ page }) => {
  await openSimulator(page, '?pause=%E2%80%AE99');
  const item = sim(page).getByRole('status').first().locator('li').first();
  await expect(item).toContainText('Pause');
  await expect(item.locator('bdi')).toHaveCount(1);
});

test('two tabs of one lesson lose nothing the other finished', async ({ context }) => {
  const a = await context.newPage();
  const b = await context.newPage();
  await a.goto(LESSON);
  await b.goto(LESSON);
  const walkA = await hydrate(walkthrough(a));
  const quizB = await hydrate(selfCheck(b));
  await walkA.getByRole('radio').first().check();
  await walkA.getByRole('button', { name: 'Run it in the simulator' }).click();
  await quizB.getByRole('radio').first().check();
  await quizB.getByRole('button', { name: 'Check answer' }).click();
  // Tab B follows tab A's change without a reload.
  const walkB = await hydrate(walkthrough(b));
  await expect(walkB.getByRole('button', { name: `Experiment 1 of 6: ${FIRST}, finished` })).toBeVisible();
  await a.reload();
  await hydrate(walkthrough(a));
  await expect(walkA.getByRole('button', { name: `Experiment 1 of 6: ${FIRST}, finished` })).toBeVisible();
  await hydrate(selfCheck(a));
  await expect(selfCheck(a).getByText('Question 2 of 4')).toBeVisible();
});

test('with storage blocked, the theme picker works and the page says once, at once, that nothing is kept', async ({
  page,
}) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
  });
  await page.goto(LESSON);
  await page.getByRole('combobox', { name: 'Select theme' }).first().selectOption('light');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await page.getByRole('combobox', { name: 'Select theme' }).first().selectOption('dark');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await hydrate(walkthrough(page));
  await hydrate(selfCheck(page));
  const note = page.getByRole('status').filter({ hasText: 'This browser is not keeping your progress' });
  await expect(note).toHaveCount(1);
});

test('a slider held down is announced once it settles, with only what changed', async ({ page }) => {
  await openSimulator(page);
  const live = sim(page).locator(
    'section[aria-labelledby="sim-outcome"] [role="status"], section[aria-labelledby="sim-outcome"] [aria-live]',
  );
  await expect(live).toHaveCount(1);
  await live.evaluate((el) => {
    (window as unknown as { changes: string[] }).changes = [];
    new MutationObserver(() => {
      const w = window as unknown as { changes: string[] };
      const text = el.textContent ?? '';
      if (text !== '' && text !== w.changes.at(-1)) w.changes.push(text);
    }).observe(el, { childList: true, characterData: true, subtree: true });
  });
  const slider = sim(page).getByRole('slider', { name: 'Pause (seconds)' });
  // 15 s down to 5 s a tenth at a time, 30 ms apart, as a held arrow key does: A now writes before B asks.
  await slider.evaluate(async (el: HTMLInputElement) => {
    for (let v = 149; v >= 50; v -= 1) {
      el.value = String(v / 10);
      el.dispatchEvent(new Event('input', { bubbles: true }));
      await new Promise((r) => setTimeout(r, 30));
    }
  });
  await expect.poll(() => page.evaluate(() => (window as unknown as { changes: string[] }).changes.length)).toBe(1);
  const changes = () => page.evaluate(() => (window as unknown as { changes: string[] }).changes);
  expect((await changes())[0]).toContain('Final value: 16.');
  // A step that changes nothing in the outcome says nothing.
  await slider.focus();
  await page.keyboard.press('ArrowLeft');
  await page.waitForTimeout(1500);
  expect(await changes()).toHaveLength(1);
});
