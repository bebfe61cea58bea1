/**
 * Alive at first paint (issue 26): a lesson's islands hydrate when the reader reaches for them
 * (components/site/wake-directive.ts). Before that, the server's HTML is what the reader should see; a tap made
 * while an island is asleep is kept and acted on once it is live, never lost and never applied twice; an address
 * with settings says its run is loading until the simulator wakes; and a returning reader's progress appears with
 * no layout shift. Tested through the kit lesson.
 */
import type { Page } from '@playwright/test';
import type { LogEvent } from '../src/kit/index.ts';
import { test, expect, LESSON } from './fixtures';
import {
  KIT_LESSON,
  PROGRESS_KEY,
  holdScripts,
  hydrate,
  lessonData,
  modelOf,
  recordPrefetches,
  simulator,
  walkthrough,
} from './lesson-helpers';

const WAITING = 'The outcome shows when the run ends.';

// A service worker would serve a second visit's scripts from its cache, out of the route's reach.
test.use({ serviceWorkers: 'block' });
const first = lessonData.experiments[0]!;

/**
 * Records every outcome line and every caption line the lab's figure shows, from the first paint on (the server's
 * HTML included), each when it changes.
 */
async function recordFigure(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen = { outcomes: [] as string[], captions: [] as string[] };
    Object.assign(window, { figureSeen: seen });
    const note = (list: string[], selector: string): void => {
      const text = document.querySelector(`.walkthrough [data-figure] ${selector}`)?.textContent?.replace(/\s+/g, ' ');
      if (text !== undefined && list.at(-1) !== text.trim()) list.push(text.trim());
    };
    const look = (): void => {
      note(seen.outcomes, '[data-outcome-line]');
      note(seen.captions, '[data-caption-line]');
    };
    new MutationObserver(look).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

/** What the figure recorded (recordFigure). */
const figureSeen = (page: Page): Promise<{ outcomes: string[]; captions: string[] }> =>
  page.evaluate(() => (window as unknown as { figureSeen: { outcomes: string[]; captions: string[] } }).figureSeen);

test('a prediction and Run tapped while the islands are asleep are both kept, and the figure shows no other run', async ({
  page,
}) => {
  const sim = await modelOf(KIT_LESSON.id);
  const { model } = sim!;
  const run = model.simulate(model.settings.normalise({ ...model.settings.defaults, ...first.preset }).settings);
  const verdict = model.verdicts[run.verdict]!.label;
  await recordFigure(page);
  const scripts = await holdScripts(page);
  await page.goto(LESSON, { waitUntil: 'commit' });
  const walk = walkthrough(page);
  const option = first.prediction.options.find((o) => o.id !== first.prediction.answer)!;
  // The server's HTML is the walkthrough's first state: experiment 1, its setup in the figure, no outcome.
  await expect(walk.getByRole('heading', { level: 3 })).toHaveText(first.title);
  await expect(walk.locator('[data-figure] [data-outcome-line]')).toHaveText(WAITING);
  await walk.getByRole('radio', { name: option.text, exact: true }).click();
  await walk.getByRole('button', { name: 'Run the experiment' }).click();
  // Both taps landed on an island that could not act yet: its code had not arrived.
  expect(scripts.held(), 'script files held back').toBeGreaterThan(0);
  await expect(page.locator('astro-island[ssr]').first()).toBeAttached();
  await expect(walk.getByRole('radio', { name: option.text, exact: true })).not.toBeChecked();
  // Yet the run asked for starts on the tap: the caption shows its first frame (the chart is the setup already).
  const lineOf = (e: LogEvent): string => `${e.time} · ${e.actorName} · ${e.text}`;
  const start = (run.events as LogEvent[]).filter((e) => e.t <= 0).at(-1);
  const firstFrame = start === undefined ? 'The run starts.' : lineOf(start);
  await expect(walk.locator('[data-figure] [data-caption-line]')).toHaveText(firstFrame);
  await expect(walk.locator('[data-figure] [data-outcome-line]')).toHaveText(WAITING);
  await scripts.release();
  // Kept and acted on: the choice is made, the run plays in the figure to its verdict, the step's feedback follows.
  await expect(walk.getByRole('radio', { name: option.text, exact: true })).toBeChecked();
  await expect(walk.locator('[data-figure] [data-outcome-line]')).toContainText(verdict, { timeout: 20_000 });
  await expect(walk.getByRole('heading', { name: 'What to notice' })).toBeVisible();
  const stored = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), PROGRESS_KEY);
  expect(stored.experiments[first.id]).toEqual({ done: true, prediction: option.id });
  // The figure showed the setup (no outcome) and then the run asked for; never another one, the default run included.
  const { outcomes, captions } = await figureSeen(page);
  expect(outcomes.length).toBeGreaterThan(0);
  // Its caption asked for a prediction, then read the run from its first frame on: it never went back to the
  // preview as the islands woke, nor showed a line of another run.
  const lines = new Set((run.events as LogEvent[]).map(lineOf).concat('The run starts.'));
  expect(captions[0]).toBe('Predict first, then press Run: the run plays here.');
  expect(captions[1]).toBe(firstFrame);
  for (const text of captions.slice(1)) expect(lines.has(text), `the caption showed: ${text}`).toBe(true);
  const row = `${run.outcome[0]!.term} ${run.outcome[0]!.value}`;
  for (const text of outcomes)
    expect(text === WAITING || (text.includes(verdict) && text.includes(row)), `the figure showed: ${text}`).toBe(true);
});

test('a tap on a sleeping island is applied once: Step forward in the lab moves as one press on a live one', async ({
  page,
}) => {
  const lab = simulator(page);
  const forward = lab.getByRole('button', { name: /Step forward/ });
  const island = lab.locator('xpath=ancestor::astro-island[1]');
  const shown = () =>
    lab
      .locator('section[aria-labelledby="sim-log"] ol > li')
      .evaluateAll((items) => items.findIndex((li) => li.classList.contains('current')));
  // One press on the live lab, for reference.
  await page.goto(LESSON);
  await hydrate(lab);
  await forward.click();
  const once = await shown();
  expect(once, 'one step forward shows an event').toBeGreaterThanOrEqual(0);
  // The same press while the lab is asleep.
  const scripts = await holdScripts(page);
  await page.goto(LESSON, { waitUntil: 'commit' });
  await forward.scrollIntoViewIfNeeded();
  await forward.click();
  await expect(island).toHaveAttribute('ssr', '');
  await scripts.release();
  await expect(island).not.toHaveAttribute('ssr', { timeout: 20_000 });
  await expect.poll(shown).toBe(once);
});

test('keys pressed while the islands are asleep are kept and acted on once, when they are live', async ({ page }) => {
  const walk = walkthrough(page);
  const lab = simulator(page);
  const forward = lab.getByRole('button', { name: /Step forward/ });
  const shown = () =>
    lab
      .locator('section[aria-labelledby="sim-log"] ol > li')
      .evaluateAll((items) => items.findIndex((li) => li.classList.contains('current')));
  // For reference: one Step forward on the live lab, with the settings the keys below make.
  await page.goto(`${LESSON}?lease=25&pause=15.1`);
  await hydrate(lab);
  await forward.click();
  const once = await shown();
  expect(once, 'one step forward shows an event').toBeGreaterThanOrEqual(0);

  // The lab: a setting typed and committed with Enter, a spin button's arrow (the island's own key), then Enter on
  // Step forward.
  let scripts = await holdScripts(page);
  await page.goto(LESSON, { waitUntil: 'commit' });
  const lease = lab.getByRole('spinbutton', { name: 'Lease (seconds)' });
  await lease.focus();
  await lease.fill('');
  await page.keyboard.type('25');
  await page.keyboard.press('Enter');
  const pause = lab.getByRole('spinbutton', { name: 'Pause (seconds)' });
  await pause.focus();
  await page.keyboard.press('ArrowUp');
  await forward.focus();
  await page.keyboard.press('Enter');
  expect(scripts.held(), 'script files held back').toBeGreaterThan(0);
  await expect(lab.locator('xpath=ancestor::astro-island[1]')).toHaveAttribute('ssr', '');
  await scripts.release();
  await expect(lab.locator('xpath=ancestor::astro-island[1]')).not.toHaveAttribute('ssr', { timeout: 20_000 });
  // Each acted on once: the lab runs with the lease typed and the pause a tenth up (not two), and one step shown.
  const settings = lab.getByText(/^Settings: /);
  await expect(settings).toContainText('Lease: 25 s');
  await expect(settings).toContainText('Pause: 15.1 s');
  await expect(lease).toHaveValue('25');
  await expect(pause).toHaveValue('15.1');
  await expect.poll(shown).toBe(once);
  await page.unrouteAll();

  // The walkthrough: an arrow in the predictions (the browser checks the next choice on the dead island at once),
  // then Space on Run.
  scripts = await holdScripts(page);
  await page.goto(LESSON, { waitUntil: 'commit' });
  const [one, two] = first.prediction.options;
  await walk.getByRole('radio', { name: one!.text, exact: true }).focus();
  await page.keyboard.press('ArrowDown');
  await walk.getByRole('button', { name: 'Run the experiment' }).focus();
  await page.keyboard.press('Space');
  expect(scripts.held(), 'script files held back').toBeGreaterThan(0);
  await expect(walk.locator('xpath=ancestor::astro-island[1]')).toHaveAttribute('ssr', '');
  await scripts.release();
  // The choice the arrow made is the live walkthrough's, and Run ran with it: the run records it as the prediction.
  await expect(walk.getByRole('heading', { name: 'What to notice' })).toBeVisible({ timeout: 20_000 });
  const stored = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), PROGRESS_KEY);
  expect(stored.experiments[first.id]).toEqual({ done: true, prediction: two!.id });
});

test('before any interaction no island has run its code, and its code is prefetched, not evaluated', async ({
  page,
}) => {
  const prefetched = recordPrefetches(page);
  await page.goto(LESSON);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('astro-island[ssr]')).toHaveCount(await page.locator('astro-island').count());
  // The lesson's islands that wake (the practice section at the foot of the page wakes once it is seen, too).
  const islandCode = await page
    .locator('astro-island[client="wake"]')
    .evaluateAll((els) => els.map((el) => el.getAttribute('component-url')!));
  await expect.poll(() => islandCode.every((url) => prefetched.some((p) => p.endsWith(url)))).toBe(true);
  // The text versions wait in noscripts, never laid out, and their markup never shows as text.
  expect(await page.locator('noscript[data-text-source]').count()).toBeGreaterThan(0);
  const shown = await page.evaluate(() => document.body.innerText);
  expect(shown, "a text version's markup shown as text").not.toMatch(/<\/(p|li|section)>/);
  // The prefetch links leave the page once fetched: nothing more to lay out.
  await expect(page.locator('link[rel="prefetch"]')).toHaveCount(0);
});

test('a sleeping chart is scaled to fit its box on a phone, never spilling past it @phone', async ({ page }) => {
  await page.goto(LESSON);
  const chart = simulator(page).locator('svg[role="img"]').first();
  await chart.scrollIntoViewIfNeeded();
  await expect(page.locator('astro-island[ssr] section.simulator')).toHaveCount(1);
  const fit = await chart.evaluate((svg) => {
    const box = svg.getBoundingClientRect();
    const drawn = [...svg.querySelectorAll('text, rect, line, path')].map((el) => el.getBoundingClientRect());
    return {
      boxRight: box.right,
      drawnRight: Math.max(...drawn.map((r) => r.right)),
      viewBox: svg.getAttribute('viewBox'),
    };
  });
  // Drawn at 560 px on the server; the phone's box is narrower, so the drawing is scaled down to it.
  expect(fit.viewBox).toMatch(/^0 0 560 /);
  expect(fit.drawnRight).toBeLessThanOrEqual(fit.boxRight + 1);
});

test('an address with settings says its run is loading, then shows it without a tap', async ({ page }) => {
  const scripts = await holdScripts(page);
  await page.goto(`${LESSON}?lease=25&pause=3`, { waitUntil: 'commit' });
  const island = simulator(page).locator('xpath=ancestor::astro-island[1]');
  await expect(island).toHaveAttribute('data-wake-loading', '');
  const note = await island.evaluate((el) => getComputedStyle(el.firstElementChild!, '::before').content);
  expect(note).toContain('Loading the run in the address');
  await expect(simulator(page).locator('.outcome-body')).toBeHidden();
  await scripts.release();
  await expect(island).not.toHaveAttribute('data-wake-loading', { timeout: 20_000 });
  await expect(island).not.toHaveAttribute('ssr');
  await expect(simulator(page).getByText(/^Settings: /)).toContainText('Lease: 25 s');
});

test.describe('a returning reader', () => {
  // As in a reader's browser, the offline worker registers (the other specs block it: playwright.config.ts).
  test.use({ serviceWorkers: 'allow' });
  test('a returning reader sees their progress once the walkthrough wakes, with no layout shift', async ({ page }) => {
    await page.addInitScript(
      ([key, id, prediction]) => {
        if (sessionStorage.getItem('seeded') === null) {
          localStorage.setItem(
            key,
            JSON.stringify({ v: 1, experiments: { [id]: { done: true, prediction } }, quiz: {} }),
          );
          sessionStorage.setItem('seeded', '1');
        }
        // Each shift with what moved (the element's opening tag, from and to), so that a failure names its cause.
        const shifts: string[] = [];
        Object.assign(window, { shifts });
        type Shift = PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
        };
        const box = (r: DOMRectReadOnly) => `${r.x},${r.y} ${r.width}x${r.height}`;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Shift[]) {
            if (entry.hadRecentInput) continue;
            const moved = entry.sources.map(({ node, previousRect, currentRect }) => {
              const tag = node instanceof Element ? node.outerHTML.slice(0, 80) : String(node?.nodeName);
              return `${tag} from ${box(previousRect)} to ${box(currentRect)}`;
            });
            shifts.push(`${entry.value.toFixed(5)} at ${Math.round(entry.startTime)} ms: ${moved.join('; ')}`);
          }
        }).observe({ type: 'layout-shift', buffered: true });
      },
      [PROGRESS_KEY, first.id, first.prediction.answer] as const,
    );
    await page.goto(LESSON);
    const walk = walkthrough(page);
    // No tap: stored progress wakes the walkthrough while the page is idle, and it resumes at experiment 2.
    await expect(walk.getByRole('button', { name: `Experiment 1 of 6: ${first.title}, finished` })).toBeVisible({
      timeout: 20_000,
    });
    await expect(walk.getByText('Experiment 2 of 6', { exact: true })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const shifts = await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts);
    expect(shifts, 'layout shifts (CLS must be 0)').toEqual([]);
  });
});

test('a lesson page is laid out for its lab from the first paint, before the parser reaches the lab', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  // The page as a slow network first delivers it: everything before the lab, none of the lab or what follows.
  const html = await (await page.request.get(LESSON)).text();
  const lab = html.indexOf('<div class="cs-lab');
  expect(lab, 'the lab in the page').toBeGreaterThan(0);
  await page.route(`**${LESSON}`, (route) => route.fulfill({ contentType: 'text/html', body: html.slice(0, lab) }));
  await page.goto(LESSON);
  const header = page.locator('.main-pane p.line').first();
  const early = await header.evaluate((el) => el.getBoundingClientRect().toJSON() as DOMRect);
  await expect(page.locator('.right-sidebar-container')).toBeHidden();
  await page.unroute(`**${LESSON}`);
  // The whole page: its header has not moved or changed width.
  await page.goto(LESSON);
  const whole = await header.evaluate((el) => el.getBoundingClientRect().toJSON() as DOMRect);
  expect({ x: early.x, y: early.y, width: early.width }).toEqual({ x: whole.x, y: whole.y, width: whole.width });
});
