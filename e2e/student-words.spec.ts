/**
 * Issue 27's small things a student notices, and the charts' mechanisms, as a reader meets them: the map's slider
 * keys, the self-check's closing card (a perfect score's moment, the site's link colour, one full stop), the
 * playback line gone at a run's end, the two-leaders chart's round of messages and lease brackets, the phone's
 * "On this page" bar inside the simulator. Loops over LESSONS where a thing holds for every lesson.
 */
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import {
  challengeTestOpens,
  expectPerfectScoreClosing,
  hydrate,
  storePerfectScore,
  walkthrough,
} from './lesson-helpers';
import { LESSONS, lessonById } from './lessons';

const locks = lessonById('locks-and-fencing-tokens');
const twoLeaders = lessonById('two-leaders');

/** The simulator region of a lesson page, hydrated. */
async function lab(page: Page) {
  return hydrate(page.getByRole('region', { name: 'Simulator' }));
}

test('the map takes Home, End, Page Up and Page Down, as a slider does', async ({ page }) => {
  await page.goto(`${locks.path}?lease=10&pause=5`);
  const sim = await lab(page);
  const map = sim.getByRole('slider', { name: /Which leases and pauses lose B's update\?/ });
  await map.focus();
  await page.keyboard.press('Home');
  await expect(sim.locator('#sim-lease')).toHaveValue('1');
  await page.keyboard.press('End');
  await expect(sim.locator('#sim-lease')).toHaveValue('31');
  await page.keyboard.press('PageUp');
  await expect(sim.locator('#sim-pause')).toHaveValue('10');
  await page.keyboard.press('PageDown');
  await page.keyboard.press('PageDown');
  await expect(sim.locator('#sim-pause')).toHaveValue('0');
});

// A perfect score's moment and closing card: on each lesson that the lesson suite's challenge test does not open (it
// checks them there, on its page), so that every lesson with a self-check has them checked once.
for (const lesson of LESSONS.filter((l) => l.data.quiz.length > 0 && !challengeTestOpens(l))) {
  test(`${lesson.title}: a perfect score has its moment, and the closing card reads cleanly`, async ({ page }) => {
    await storePerfectScore(page, lesson);
    await page.goto(lesson.path);
    await expectPerfectScoreClosing(page, lesson);
  });
}

test('"What to revisit" links each missed question to its answer and why, above it', async ({ page }) => {
  // Every question answered (the review shows then), all right but the second.
  const second = locks.data.quiz[1];
  const wrong = second!.options.find((o) => o.id !== second!.answer)!;
  const quiz = Object.fromEntries(
    locks.data.quiz.map((q) => [
      q.id,
      q === second ? { choice: wrong.id, correct: false } : { choice: q.answer, correct: true },
    ]),
  );
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
    locks.progressKey,
    JSON.stringify({ v: 1, experiments: {}, quiz }),
  ] as const);
  await page.goto(locks.path);
  const check = await hydrate(page.locator('.self-check'));
  const revisit = check.locator('.closing').getByRole('listitem').filter({ hasText: second!.prompt });
  await expect(revisit).toHaveCount(1);
  await revisit.getByRole('link', { name: 'Question 2' }).click();
  expect(new URL(page.url()).hash).toBe(`#review-${second!.id}`);
  const entry = check.locator(`[id="review-${second!.id}"]`);
  await expect(entry).toBeInViewport();
  await expect(entry).toContainText(second!.prompt);
  await expect(entry).toContainText(wrong.explanation);
  // Only the questions missed are listed: the first, answered right, is not.
  await expect(check.locator('.closing').getByRole('link', { name: 'Question 1', exact: true })).toHaveCount(0);
});

test('the lock chart fits its axis to a short run and marks its scale; no playback line at the end', async ({
  page,
}) => {
  await page.goto(`${locks.path}?pause=0&bAt=1.5`);
  const sim = await lab(page);
  const chart = sim.locator('svg[role="img"]').first();
  await expect(chart.locator('.tick').last()).toHaveText('3 s');
  await expect(chart.locator('[data-mark="scale"]')).toContainText('3 s of the 20 s the long runs take');
  // Only what this run draws (no pause, so no amber), then the sentence on what can be moved on the chart.
  await expect(sim.locator('figcaption').first()).toHaveText(/^Green is the lease\.\s*(You can move .*)?$/);
  await sim.getByRole('button', { name: /Play/ }).click();
  await expect(chart.locator('line.cursor')).toHaveCount(1);
  // At the run's end (Step forward has nowhere to go, and the whole run is not what is shown): no line.
  await expect(sim.getByRole('button', { name: /Step forward/ })).toHaveAttribute('aria-disabled', 'true', {
    timeout: 15_000,
  });
  await expect(sim.getByRole('button', { name: 'Show the whole run' })).toHaveAttribute('aria-disabled', 'false');
  await expect(chart.locator('line.cursor')).toHaveCount(0);
});

// Student finding 13 (2026-12-06): a fixed legend named marks that are not drawn. Each caption names a mark only where
// the run draws it: the lab shows a whole run, so its caption names that run's marks; the walkthrough's figure shows a
// setup before Run, so its caption names no outcome.
const drawnOnly = [
  {
    id: 'write-skew',
    // Read committed: two commits, no abort, wait or retry. Serializable: Bob's abort and retry.
    without: { query: '', names: /^The top two lanes .* to its commit \(a tick\)\. /, absent: /cross|retry|thin band/ },
    with: { query: '?level=serializable', names: /its abort \(a cross\)\..* A second bar is a retry\. / },
    setup: /cross|tick|diamond|dashed|retry/,
  },
  {
    id: 'lost-output',
    // SIGKILL at 6.5 s: lines 5 and 6 lost, no SIGTERM. A handled SIGTERM: its diamond, nothing lost.
    without: { query: '', names: /crossed out as lost/, absent: /SIGTERM/ },
    with: { query: '?ending=handled', names: /, and a handled SIGTERM a diamond with its shutdown hatched\. / },
    setup: /SIGTERM|write\(\)|lost|Kernel|the end/,
  },
  {
    id: 'snapshots-and-logs',
    // Nothing saved: no diamonds, no log, no replay. Both: snapshots, a log, and its replay after the restart.
    without: { query: '', names: /gone from the crash to the restart\./, absent: /Diamonds|Log lane|replay|climbs/ },
    with: {
      query: '?persist=both',
      names: /Diamonds are snapshots, each with the value it saved; .* After the restart the counter climbs/,
    },
    setup: /check|gone|Diamonds|restart/,
  },
  {
    id: 'fsync',
    // The default run: the power fails at 3 s, before the first flush (5 s) could happen, so no tick is drawn. With
    // the power failing at 12 s, the flushes at 5 and 10 s are drawn as ticks.
    without: {
      query: '',
      names: /at a flush or when the program asks\. The red line is the power failure/,
      absent: /ticks/,
    },
    with: { query: '?crashAt=12', names: /at a flush \(the ticks on the memory lane\) or when the program asks\./ },
    setup: /ticks|red line/,
  },
] as const;

for (const lesson of drawnOnly) {
  test(`${lesson.id}: the chart's caption names only what the chart draws, and no outcome before Run`, async ({
    page,
  }) => {
    const { path } = lessonById(lesson.id);
    await page.goto(path + lesson.without.query);
    let caption = (await lab(page)).locator('figcaption').filter({ visible: true }).first();
    await expect(caption).toHaveText(lesson.without.names);
    await expect(caption).not.toHaveText(lesson.without.absent);
    // The walkthrough's figure before Run: its setup, drawn to 0 s, tells nothing of how the run ends.
    const setup = (await hydrate(walkthrough(page)))
      .locator('[data-figure] figcaption')
      .filter({ visible: true })
      .first();
    await expect(setup).toBeVisible();
    await expect(setup).not.toHaveText(lesson.setup);
    await page.goto(path + lesson.with.query);
    caption = (await lab(page)).locator('figcaption').filter({ visible: true }).first();
    await expect(caption).toHaveText(lesson.with.names);
  });
}

test('two leaders: experiment 4 draws a round of messages, 5 adds the lease, 6 the clock that missed time', async ({
  page,
}) => {
  const [, , , four, five, six] = twoLeaders.data.experiments;
  const query = (p: Record<string, unknown>) =>
    new URLSearchParams(Object.entries(p).map(([k, v]) => [k, v === true ? '1' : v === false ? '0' : String(v)]));
  const seen = async (preset: Record<string, unknown>) => {
    await page.goto(`${twoLeaders.path}?${query(preset)}`);
    const chart = (await lab(page)).locator('svg[role="img"]').first();
    await chart.waitFor();
    return {
      // The kit's lane chart: a round's first ask, and the lease lane's two spans, by their ids.
      round: await chart.locator('[data-id$="-ask-2"]').count(),
      lease: await chart.locator('[data-id="lease"]').count(),
      clock: await chart.locator('[data-id="lease-by-clock"]').count(),
    };
  };
  expect(await seen(four!.preset)).toEqual({ round: 1, lease: 0, clock: 0 });
  expect(await seen(five!.preset)).toEqual({ round: 1, lease: 1, clock: 0 });
  expect(await seen(six!.preset)).toEqual({ round: 0, lease: 1, clock: 1 });
});

test('"On this page" names the Experiments and the Simulator while they are read, not the section before @phone', async ({
  page,
  isMobile,
}) => {
  test.skip(!isMobile, 'the bar is the phone’s');
  await page.goto(locks.path);
  const current = page.locator('mobile-starlight-toc .display-current');
  await expect(current).toHaveText('Overview');
  // A jump into the middle of a section whose body is an island, so that its heading never crosses the reading
  // line: only the island's content can tell the bar where the reader is.
  for (const [id, name] of [
    ['experiments', 'Experiments'],
    ['simulator', 'Simulator'],
  ] as const) {
    await page.evaluate((id) => {
      const top = document.getElementById(id)!.getBoundingClientRect().top + window.scrollY;
      window.scrollTo(0, top + 700);
    }, id);
    await expect(current).toHaveText(name);
  }
});
