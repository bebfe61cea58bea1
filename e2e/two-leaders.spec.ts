import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { load } from 'js-yaml';
import { test, expect, axeViolations, scrollsSideways } from './fixtures';
import { hydrate, outcomeValue, walkthrough } from './lesson-helpers';
import { model } from '../src/sim/two-leaders/index.ts';
import type { LessonData } from '../src/site/lesson-data';

const LESSON = '/copies-and-agreement/two-leaders/';

/** The lesson's data file, as an author wrote it (the build has already checked it). */
const lessonData = load(
  readFileSync(new URL('../content/lessons/two-leaders.yaml', import.meta.url), 'utf8'),
) as LessonData;

/** The default run's log, copied from the lesson spec (Part 1), not derived from the model. */
const DEFAULT_LOG = [
  '0.0 s · Server 1 · Server 1 is the leader, in term 1. Every server holds 10.',
  '0.0 s · Server 2 · Servers 2 and 3 will start an election if they hear nothing from a leader for 10 s.',
  '2.0 s · Client A · A asks Server 1 to add 1.',
  '2.0 s · Server 1 · Server 1 reads its copy, 10, and is about to send 11 to the others when it pauses for 15 s (a long garbage collection, a stalled disk, a suspended virtual machine).',
  '12.0 s · Server 2 · Nothing from the leader for 10 s. Server 2 starts an election for term 2 and Server 3 votes for it: Server 2 now leads term 2. Server 1, paused, still leads term 1 in its own eyes.',
  '12.5 s · Client B · B asks Server 2, the leader of term 2, to add 5.',
  '12.5 s · Server 2 · Server 2 adds 5 to its copy: 15. Server 3 copies it, so a majority holds 15 and B is told it is done.',
  '14.0 s · Client C · B tells C that its update is done. C asks Server 1 for the value; Server 1 is paused, so the question waits.',
  '17.0 s · Server 1 · Server 1 wakes up. No message has told it about term 2, so it still believes it leads term 1.',
  '17.0 s · Server 1 · Server 1 answers C from its memory: 10.',
  '17.0 s · Server 1 · Server 1 sends 11 with term 1 to Servers 2 and 3.',
  "17.0 s · Server 2 · Servers 2 and 3 accept it: they do not check terms. Every server now holds 11, and A is told it is done. B's update, which B was told was done, is lost.",
];
/** The outcome of the default run (lesson spec, Part 1), in the panel's order. */
const DEFAULT_OUTCOME = [
  ['Value at the end', '11'],
  ['Leaders at once', '2'],
  ['Acknowledged writes lost', '1'],
  ['Stale reads served', '1'],
  ['Writes refused', '0'],
];
const DEFAULT_EXPLANATION =
  "Two servers were leaders at once: Server 2 in term 2, and Server 1, which still believed it led term 1. Server 1 answered C from its memory with 10 after B had been told 15 was done: a stale read, which no server could refuse, since a read from memory sends no message. Server 1's late write of 11 replaced B's 15 on every server, although B had been told it was done. Turn on term checks to see the servers refuse the old leader.";

const sim = (page: Page) => page.getByRole('region', { name: 'Simulator' });
const logItems = (page: Page) => sim(page).locator('section[aria-labelledby="sim-log"] ol > li');

/** The outcome's description list as [term, value] pairs, in the order shown. */
async function outcome(page: Page): Promise<string[][]> {
  const out: string[][] = [];
  for (const row of await sim(page).locator('dl > div').all()) {
    out.push([(await row.locator('dt').innerText()).trim(), (await row.locator('dd').innerText()).trim()]);
  }
  return out;
}

/** Opens the lesson and waits for the simulator island to hydrate. */
async function open(page: Page, query = ''): Promise<void> {
  await page.goto(LESSON + query);
  await sim(page).scrollIntoViewIfNeeded();
  await expect(page.locator('astro-island:has([aria-label="Simulator"])')).not.toHaveAttribute('ssr', /.*/);
}

test('the default run: the outcome, the explanation and the twelve lines of the spec @phone', async ({ page }) => {
  await open(page);
  expect(await outcome(page)).toEqual(DEFAULT_OUTCOME);
  await expect(sim(page).getByText(DEFAULT_EXPLANATION)).toBeVisible();
  await expect(logItems(page)).toHaveText(DEFAULT_LOG);
  await expect(sim(page).getByText('Update lost', { exact: true })).toBeVisible();
  await expect(sim(page).getByRole('heading', { level: 3, name: 'Who led when' })).toBeVisible();
  await expect(
    sim(page).getByRole('img', { name: /^Who led when, from 0 to 20\.0 s\. Server 1 believes/ }),
  ).toBeVisible();
  await expect(
    sim(page).getByText(
      'Green is a server that believes it leads, with its term. Amber is Server 1 paused. Where two green bars overlap, two servers believe they lead at once.',
    ),
  ).toBeVisible();
  expect(await scrollsSideways(page)).toBe(false);
  expect(page.url()).toMatch(/two-leaders\/$/);
});

test("the settings carry the spec's labels, and the note under them", async ({ page }) => {
  await open(page);
  for (const name of ["Server 1's pause", 'Election timeout', "Server 1's clock misses"]) {
    await expect(sim(page).getByRole('spinbutton', { name })).toBeVisible();
  }
  await expect(sim(page).getByRole('switch', { name: 'Servers check terms' })).not.toBeChecked();
  const reads = sim(page).getByRole('group', { name: 'How Server 1 answers reads' });
  await expect(reads.getByRole('radio')).toHaveCount(3);
  await expect(reads.getByRole('radio', { name: 'From its memory' })).toBeChecked();
  await expect(reads.getByRole('radio', { name: 'Under a lease on its own clock' })).not.toBeChecked();
  await expect(reads.getByRole('radio', { name: 'After a majority confirms' })).not.toBeChecked();
  await expect(
    sim(page).getByText(/^Real election timeouts are short: the Raft paper suggests 150 to 300/),
  ).toBeVisible();
});

test('the address keys round-trip: ?terms=1&reads=majority shows experiment 4, and the controls say so', async ({
  page,
}) => {
  await open(page, '?terms=1&reads=majority');
  const run = model.simulate(model.settings.parse('terms=1&reads=majority').settings);
  expect(await outcome(page)).toEqual(run.outcome.map((o) => [o.term, o.value]));
  expect(await outcome(page)).toEqual([
    ['Value at the end', '15'],
    ['Leaders at once', '2'],
    ['Acknowledged writes lost', '0'],
    ['Stale reads served', '0'],
    ['Writes refused', '1'],
  ]);
  await expect(sim(page).locator('.explanation')).toHaveText(run.explanation);
  await expect(logItems(page)).toHaveCount(run.events.length);
  await expect(sim(page).getByRole('switch', { name: 'Servers check terms' })).toBeChecked();
  await expect(sim(page).getByRole('radio', { name: 'After a majority confirms' })).toBeChecked();
  await expect(page).toHaveURL(/\?terms=1&reads=majority$/);

  // And back: changing a control writes the shortest address for the new settings.
  await sim(page).getByRole('radio', { name: 'From its memory' }).check();
  await expect(page).toHaveURL(/\?terms=1$/);
  await sim(page).getByRole('switch', { name: 'Servers check terms' }).uncheck();
  await expect(page).toHaveURL(/two-leaders\/$/);
  expect(await outcome(page)).toEqual(DEFAULT_OUTCOME);
});

test('a bad value in the address gives a notice in words, and the default is used', async ({ page }) => {
  await open(page, '?reads=quorum&pause=999');
  const notices = sim(page).getByRole('status').first();
  await expect(notices).toContainText(
    'How Server 1 answers reads "quorum" is not one of memory, lease, majority, so the default, From its memory, is used.',
  );
  await expect(notices).toContainText('Server 1\'s pause "999" is more than the most allowed, 60 s, so 60 s is used.');
  await expect(sim(page).getByRole('radio', { name: 'From its memory' })).toBeChecked();
  await expect(sim(page).getByRole('spinbutton', { name: "Server 1's pause" })).toHaveValue('60');
  await notices.getByRole('button', { name: 'Dismiss' }).click();
  await expect(notices).toHaveText('');
});

test('walkthrough: experiment 1 runs in the simulator and its feedback shows', async ({ page }) => {
  await page.goto(LESSON);
  const walk = await hydrate(walkthrough(page));
  const experiment = lessonData.experiments[0]!;
  await expect(walk.getByText('Experiment 1 of 6', { exact: true })).toBeVisible();
  await expect(walk.getByRole('heading', { level: 3 })).toHaveText('A short pause');
  const right = experiment.prediction.options.find((o) => o.id === experiment.prediction.answer)!;
  await walk.getByRole('radio', { name: right.text }).check();
  await walk.getByRole('button', { name: 'Run it in the simulator' }).click();

  // The lab's figure plays the run beside the step; the simulator below, once in view, shows the same settings.
  await hydrate(page.getByRole('region', { name: 'Simulator' }));
  await expect(outcomeValue(page, 'Value at the end')).toHaveText('16');
  await expect(outcomeValue(page, 'Leaders at once')).toHaveText('1');
  await expect(outcomeValue(page, 'Stale reads served')).toHaveText('0');
  await expect(walk.getByText(right.feedback)).toBeVisible();
  await expect(walk.getByText(experiment.notice)).toBeVisible();
  await expect(page).toHaveURL(/\?pause=5$/);
});

test('the chart keeps its labels inside at 320 px, and reads as text @phone', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 720 });
  await open(page, '?terms=1&pause=6&timeout=1');
  const chart = sim(page).locator('.who-led-when');
  const box = (await chart.locator('svg[role="img"]').boundingBox())!;
  for (const text of await chart.locator('svg[role="img"] text').all()) {
    const b = await text.boundingBox();
    if (b === null || b.width === 0) continue;
    expect(b.x, (await text.textContent()) ?? '').toBeGreaterThanOrEqual(box.x - 1);
    expect(b.x + b.width, (await text.textContent()) ?? '').toBeLessThanOrEqual(box.x + box.width + 1);
  }
  expect(await scrollsSideways(page)).toBe(false);
  await chart.getByText('The chart as text').click();
  await expect(chart.locator('details li').first()).toHaveText(
    /^Server 1 believes it leads in term 1 from 0\.0 s, then follows in term 2 from 8\.0 s/,
  );
});

test('the lesson page, its islands hydrated, has no axe violations in light or dark mode', async ({ page }) => {
  test.setTimeout(60_000);
  await open(page);
  await hydrate(walkthrough(page));
  expect(await axeViolations(page)).toEqual([]);
  // The reader picks dark in the theme control: one visit serves both schemes.
  await page.getByRole('combobox', { name: 'Select theme' }).first().selectOption('dark');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await axeViolations(page)).toEqual([]);
});
