/**
 * The quorums lesson's settings panel in a real browser: it offers only the W, R and slow counts that N allows, moves
 * them with a notice when N drops, and an address asking for more than N is corrected in the reader's words. (The
 * shared lesson suite checks the default run, presets, axe and the rest from the lesson's data.)
 */
import type { Locator, Page } from '@playwright/test';
import { test, expect as baseExpect, scrollsSideways } from './fixtures';
import { hydrate, notInGlance, outcomeValue } from './lesson-helpers';

const LESSON = '/copies-and-agreement/quorums/';
const expect = baseExpect.configure({ timeout: 20_000 });
test.beforeEach(() => test.slow());

async function simulator(page: Page, query = ''): Promise<Locator> {
  await page.goto(`${LESSON}${query}`);
  return hydrate(page.getByRole('region', { name: 'Simulator' }));
}

/** The values a count's radio group offers, in order. */
async function offered(sim: Locator, label: string): Promise<string[]> {
  const group = sim.getByRole('group', { name: label });
  return group.getByRole('radio').evaluateAll((radios) => radios.map((r) => (r as HTMLInputElement).value));
}

test('the panel never offers a W, R or slow count that N does not allow, and says when it moves one', async ({
  page,
}) => {
  const sim = await simulator(page);
  expect(await offered(sim, 'Write quorum (W)')).toEqual(['1', '2', '3']);
  expect(await offered(sim, 'Slow replicas')).toEqual(['0', '1', '2']);

  await sim.getByRole('group', { name: 'Replicas (N)' }).getByRole('radio', { name: '5' }).check();
  await expect(sim.getByRole('group', { name: 'Write quorum (W)' }).getByRole('radio')).toHaveCount(5);
  await sim.getByRole('group', { name: 'Write quorum (W)' }).getByRole('radio', { name: '5' }).check();
  await sim.getByRole('group', { name: 'Slow replicas' }).getByRole('radio', { name: '4' }).check();
  await expect(outcomeValue(page, 'Write acknowledged at')).toHaveText('6.1 s');

  // The keyboard moves within a group: from N = 5, the left arrow picks 4, then 3.
  const n5 = sim.getByRole('group', { name: 'Replicas (N)' }).getByRole('radio', { name: '5' });
  await n5.focus();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(sim.getByRole('group', { name: 'Replicas (N)' }).getByRole('radio', { name: '3' })).toBeChecked();

  expect(await offered(sim, 'Write quorum (W)')).toEqual(['1', '2', '3']);
  expect(await offered(sim, 'Read quorum (R)')).toEqual(['1', '2', '3']);
  expect(await offered(sim, 'Slow replicas')).toEqual(['0', '1', '2']);
  await expect(sim.getByRole('group', { name: 'Write quorum (W)' }).getByRole('radio', { name: '3' })).toBeChecked();
  const status = page.getByRole('status').filter({ hasText: 'Some settings were corrected' });
  await expect(status).toContainText('Write quorum (W) is now 3: with Replicas (N) at 3 it can be at most 3.');
  await expect(status).toContainText('Slow replicas is now 2: with Replicas (N) at 3 it can be at most 2.');
  await expect(page).toHaveURL(/[?&]w=3/);
  await expect(page).toHaveURL(/[?&]slow=2/);
});

test("an address asking for more than N gets a notice in the reader's words and the nearest allowed value", async ({
  page,
}) => {
  const sim = await simulator(page, '?n=3&w=5&slow=7');
  const status = page.getByRole('status').filter({ hasText: 'Some settings were corrected' });
  await expect(status).toContainText(
    'Write quorum (W) "5" is more than allowed: with Replicas (N) at 3 it can be at most 3, so it is 3.',
  );
  await expect(status).toContainText(
    'Slow replicas "7" is more than allowed: with Replicas (N) at 3 it can be at most 2, so it is 2.',
  );
  await expect(sim.getByRole('group', { name: 'Write quorum (W)' }).getByRole('radio', { name: '3' })).toBeChecked();
  await expect(outcomeValue(page, 'Write acknowledged at')).toHaveText('6.1 s');
});

test('five replicas fit a 320 px screen without sideways scroll', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  const sim = await simulator(page, '?n=5&w=3&r=2&slow=2');
  await expect(outcomeValue(page, 'Stale read')).toHaveText('yes');
  await expect(notInGlance(sim.locator('figure svg'))).toBeVisible();
  // The chart marks the stale answers and what B reads, in the kit's labels.
  await expect(notInGlance(sim.locator('[data-label="read"]'))).toHaveText(/10: stale$/);
  await expect(notInGlance(sim.locator('[data-id="replica-5-answer"]'))).toHaveClass(/tone-harm/);
  expect(await scrollsSideways(page)).toBe(false);
});

test('the header says a read waits for R answers, and the self-check points to the terms its questions use', async ({
  page,
}) => {
  await page.goto(LESSON);
  await expect(
    page.getByText(/^A write that waits for W copies, a read that waits for R answers, /).first(),
  ).toBeVisible();
  // Above the questions (which name Cassandra's ONE and QUORUM and hinted handoff): where those terms are taught.
  const line = page.getByText('Some questions use terms from How real systems do it.');
  await expect(line).toBeVisible();
  const checkY = (await page.locator('.self-check').boundingBox())!.y;
  expect((await line.boundingBox())!.y).toBeLessThan(checkY);
  await line.getByRole('link', { name: 'How real systems do it' }).click();
  await expect(page).toHaveURL(/#how-real-systems-do-it$/);
  await expect(page.getByRole('heading', { name: 'How real systems do it', level: 2 })).toBeInViewport();
});
