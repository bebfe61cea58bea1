/** What an adversarial pass over the built site broke, each kept broken-proof by a test. */
import type { Page } from '@playwright/test';
import { test, expect, LESSON } from './fixtures';
import { holdScripts, hydrate, lessonData, outcomeValue, selfCheck, walkthrough, wake } from './lesson-helpers';

const FIRST = lessonData.experiments[0]!.title;

// Several islands hydrate per test: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

const sim = (page: Page) => page.getByRole('region', { name: 'Simulator' });

/** Opens the lesson and waits for the simulator island to hydrate. */
async function openSimulator(page: Page, query = ''): Promise<void> {
  await page.goto(LESSON + query);
  await sim(page).scrollIntoViewIfNeeded();
  await wake(sim(page));
  await expect(page.locator('astro-island:has([aria-label="Simulator"])')).not.toHaveAttribute('ssr', /.*/);
}

test('an experiment run before the simulator hydrates wins over settings in the address', async ({ page }) => {
  // An address with settings wakes the simulator while the page is idle: its code is held back until the
  // experiment has run, so the run comes first, as on a slow network.
  const simulatorCode = await holdScripts(page, /\/_astro\/Simulator\.[^/]+\.js$/);
  // The address alone would show fencing on: the stale write refused, final value 15.
  await page.goto(`${LESSON}?fencing=1`);
  const walk = await hydrate(walkthrough(page));
  // The simulator has not hydrated yet.
  await expect(page.locator('astro-island:has([aria-label="Simulator"])')).toHaveAttribute('ssr', /.*/);
  await walk.getByRole('button', { name: 'Run the experiment' }).click();
  await simulatorCode.release();
  // The lab's figure plays experiment 1 (no pause) beside the step; then the simulator, brought into view, hydrates
  // with the experiment's settings, not the address's.
  await sim(page).scrollIntoViewIfNeeded();
  await wake(sim(page));
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

test('number fields name their unit; Play says what it does by its label alone, with no pressed state', async ({
  page,
}) => {
  await openSimulator(page);
  await expect(sim(page).getByRole('spinbutton', { name: 'Pause (seconds)', exact: true })).toBeVisible();
  const play = sim(page).getByRole('button', { name: 'Play' });
  await expect(play).not.toHaveAttribute('aria-pressed', /.*/);
  await play.click();
  await expect(sim(page).getByRole('button', { name: 'Pause' })).not.toHaveAttribute('aria-pressed', /.*/);
});

test('a finished step’s ✓ is said in its accessible name', async ({ page }) => {
  // A step is finished once its run has played (up to four seconds): the page's clock jumps past it.
  await page.clock.install();
  await page.goto(LESSON);
  const walk = await hydrate(walkthrough(page));
  // The ✓ drawn on a finished step is said in its name as "finished" (the mark itself is decoration).
  await walk.getByRole('radio').first().check();
  await walk.getByRole('button', { name: 'Run the experiment' }).click();
  await page.clock.fastForward(5_000);
  await expect(walk.getByRole('button', { name: `Experiment 1 of 6: ${FIRST}, finished`, exact: true })).toBeVisible();
});

test('a right-to-left override in the address cannot reverse the notice’s words; Dismiss moves focus to the simulator', async ({
  page,
}) => {
  await openSimulator(page, '?pause=%E2%80%AE99');
  const item = sim(page).getByRole('status').first().locator('li').first();
  await expect(item).toContainText('Pause');
  await expect(item.locator('bdi')).toHaveCount(1);
  // Dismissing the notice moves focus to the simulator, not the page body.
  await sim(page).getByRole('button', { name: 'Dismiss' }).click();
  await expect(sim(page)).toBeFocused();
});

test('two tabs of one lesson lose nothing the other finished', async ({ context }) => {
  // Tab A's step is finished once its run has played (up to four seconds): the tabs' clock jumps past it.
  await context.clock.install();
  const a = await context.newPage();
  const b = await context.newPage();
  await a.goto(LESSON);
  await b.goto(LESSON);
  const walkA = await hydrate(walkthrough(a));
  const quizB = await hydrate(selfCheck(b));
  await walkA.getByRole('radio').first().check();
  await walkA.getByRole('button', { name: 'Run the experiment' }).click();
  await a.clock.fastForward(5_000);
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
  // 15 s down to 5 s three tenths at a time, 30 ms apart, as a held arrow key does: A now writes before B asks.
  await slider.evaluate(async (el: HTMLInputElement) => {
    for (let v = 149; v >= 50; v -= 3) {
      el.value = String(v / 10);
      el.dispatchEvent(new Event('input', { bubbles: true }));
      await new Promise((r) => setTimeout(r, 30));
    }
  });
  await expect.poll(() => page.evaluate(() => (window as unknown as { changes: string[] }).changes.length)).toBe(1);
  const changes = () => page.evaluate(() => (window as unknown as { changes: string[] }).changes);
  expect((await changes())[0]).toContain('Final value: 16.');
  // A step that changes nothing in the outcome says nothing: the next thing said is the next real change (back to
  // a pause that loses B's update), with nothing between. A positive signal to wait for, not a sleep.
  await slider.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(slider).toHaveValue('4.9');
  await slider.evaluate((el: HTMLInputElement) => {
    el.value = '14.9';
    el.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await expect.poll(async () => (await changes()).length).toBeGreaterThanOrEqual(2);
  expect(await changes()).toHaveLength(2);
  expect((await changes())[1]).not.toContain('Final value: 16.');
});

test.describe('number fields, switches in forced colours, field borders', () => {
  const PAUSE = { name: 'Pause (seconds)', exact: true } as const;

  /** Opens a lesson and waits, as long as a busy machine needs, for its simulator island to hydrate. */
  async function openHydrated(page: Page, path: string = LESSON): Promise<void> {
    await page.goto(path);
    await sim(page).scrollIntoViewIfNeeded();
    await wake(sim(page));
    await expect(page.locator('astro-island:has([aria-label="Simulator"])')).not.toHaveAttribute('ssr', /.*/, {
      timeout: 30_000,
    });
  }

  test('a number field changes the run only on commit, and field and run then agree', async ({ page }) => {
    await openHydrated(page);
    const field = sim(page).getByRole('spinbutton', PAUSE);
    const slider = sim(page).getByRole('slider', PAUSE);
    await field.click();
    await field.press('ControlOrMeta+a');
    await page.keyboard.type('999');
    // Typed, not committed: the run, the slider and the address still hold the last committed value.
    await expect(slider).toHaveValue('15');
    expect(new URL(page.url()).searchParams.has('pause')).toBe(false);
    await field.press('Enter');
    await expect(field).toHaveValue('60');
    await expect(slider).toHaveValue('60');
    await expect(page).toHaveURL(/[?&]pause=60(&|$)/);
    const problem = sim(page).locator('#sim-pause-problem');
    await expect(problem).toContainText('0 to 60 s');
    await expect(field).toHaveAttribute('aria-describedby', 'sim-pause-problem');
  });

  test('a field that cannot be read says so, keeps the run, and the message goes once it is stale', async ({
    page,
  }) => {
    await openHydrated(page);
    const field = sim(page).getByRole('spinbutton', PAUSE);
    const slider = sim(page).getByRole('slider', PAUSE);
    const problem = sim(page).locator('#sim-pause-problem');
    const entry = async (text: string): Promise<void> => {
      await field.click();
      await field.press('ControlOrMeta+a');
      await page.keyboard.type(text);
      await field.press('Enter');
    };
    await entry('abc');
    // The field keeps what was typed; the run keeps its last good value; the message is linked and announced.
    await expect(field).toHaveValue('abc');
    await expect(slider).toHaveValue('15');
    await expect(problem).toContainText('Pause needs a number of seconds');
    await expect(problem).toContainText('15 s');
    await expect(field).toHaveAttribute('aria-describedby', 'sim-pause-problem');
    await expect(problem.locator('xpath=ancestor-or-self::*[@aria-live="polite"]')).toHaveCount(1);
    // A good entry clears it.
    await entry('20');
    await expect(slider).toHaveValue('20');
    await expect(problem).toHaveCount(0);
    await expect(field).not.toHaveAttribute('aria-describedby', /.+/);
    // So does a change from elsewhere: the message no longer says what the field holds.
    await entry('abc');
    await expect(problem).toBeVisible();
    await sim(page).getByRole('button', { name: 'Reset to defaults' }).click();
    await expect(field).toHaveValue('15');
    await expect(problem).toHaveCount(0);
  });

  test('"5,5" typed in a number field is read as 5.5, and "1e1" as 10', async ({ page }) => {
    await openHydrated(page);
    const field = sim(page).getByRole('spinbutton', PAUSE);
    for (const [typed, read] of [
      ['5,5', '5.5'],
      ['1e1', '10'],
    ] as const) {
      await test.step(`"${typed}" is read as ${read}`, async () => {
        await field.click();
        await field.press('ControlOrMeta+a');
        await page.keyboard.type(typed);
        await field.press('Enter');
        await expect(field).toHaveValue(read);
        await expect(sim(page).getByRole('slider', PAUSE)).toHaveValue(read);
        await expect(page).toHaveURL(new RegExp(`[?&]pause=${read.replace('.', '\\.')}(&|$)`));
      });
    }
  });

  // Every lesson's chart, paused mid-run, in light and dark: the lesson suite (lesson.spec.ts).

  test('in forced colours, a switch’s thumb stays visible against its track', async ({ page }) => {
    await page.emulateMedia({ forcedColors: 'active' });
    await openHydrated(page);
    const fencing = sim(page).getByRole('switch', { name: 'Fencing' });
    const visible = (c: string) => c !== 'none' && c !== 'transparent' && !/rgba\(.*,\s*0\)$/.test(c);
    for (const checked of [false, true]) {
      await fencing.setChecked(checked);
      const lookOf = () =>
        fencing.evaluate((input) => {
          const track = input.nextElementSibling as Element;
          const thumb = getComputedStyle(track, '::after');
          const base = getComputedStyle(track);
          return {
            thumb: thumb.backgroundColor,
            thumbBorder: thumb.borderTopStyle === 'none' ? 'none' : thumb.borderTopColor,
            track: base.backgroundColor,
            size: parseFloat(thumb.width),
          };
        });
      // Polled: the track's colour eases over 0.15 s, and read at once on a busy machine it was caught mid-way, still
      // the colour the thumb has in its new state. What a reader sees is the state it settles in.
      await expect
        .poll(async () => {
          const look = await lookOf();
          const shows =
            (visible(look.thumb) && look.thumb !== look.track) ||
            (visible(look.thumbBorder) && look.thumbBorder !== look.track);
          return look.size > 0 && shows ? 'visible' : JSON.stringify(look);
        })
        .toBe('visible');
    }
  });

  test('in dark mode, a number field’s border is at least 3:1 against what it separates', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await openHydrated(page);
    const ratios = await sim(page)
      .getByRole('spinbutton', PAUSE)
      .evaluate((input) => {
        const cv = document.createElement('canvas').getContext('2d')!;
        const rgba = (c: string): number[] => {
          cv.clearRect(0, 0, 1, 1);
          cv.fillStyle = c;
          cv.fillRect(0, 0, 1, 1);
          return [...cv.getImageData(0, 0, 1, 1).data];
        };
        const lum = ([r, g, b]: number[]): number => {
          const f = (v: number) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
          return 0.2126 * f(r!) + 0.7152 * f(g!) + 0.0722 * f(b!);
        };
        const ratio = (a: number[], b: number[]): number => {
          const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p);
          return (x! + 0.05) / (y! + 0.05);
        };
        let outside: Element | null = input.parentElement;
        while (outside && rgba(getComputedStyle(outside).backgroundColor)[3] !== 255) outside = outside.parentElement;
        const border = rgba(getComputedStyle(input).borderTopColor);
        return {
          inside: ratio(border, rgba(getComputedStyle(input).backgroundColor)),
          outside: ratio(border, rgba(getComputedStyle(outside ?? document.body).backgroundColor)),
        };
      });
    expect(ratios.inside).toBeGreaterThanOrEqual(3);
    expect(ratios.outside).toBeGreaterThanOrEqual(3);
  });
});
