/** Helpers shared by the lesson e2e specs: the kit's islands, the simulator's outcome, chart labels, the handout. */
import { existsSync } from 'node:fs';
import type { Locator, Page, Route } from '@playwright/test';
import { expect } from './fixtures';
import { courseOrder, lessonById } from './lessons';
import type { LessonInfo } from './lessons';
import type { LessonData } from '../src/site/lesson-data';
import type { AnyModel, ChallengeChecks, KitRun } from '../src/kit/index.ts';
import { describeLanes, labelTextAt, laneLayout } from '../components/sim-kit/lane-chart.ts';
import { offeredChartOf } from '../components/sim-kit/view.ts';
import type { LessonView } from '../components/sim-kit/view.ts';

/**
 * The lesson the kit's own behaviour is tested through (playback keys, notices, number fields, storage, two tabs,
 * hydration): the flagship. Kit behaviour is tested once, here; every lesson gets the data-driven suite
 * (e2e/lesson.spec.ts).
 */
export const KIT_LESSON = lessonById('locks-and-fencing-tokens');

/**
 * The phone tag for a per-lesson test of the kit's behaviour (the walkthrough, the figure, the self-check's replay):
 * on a phone it runs through the kit lesson only, since what it checks is the kit's, and every lesson's layout at
 * 390 and 320 px is checked by the lesson suite.
 */
export const phoneTag = (lesson: { id: string }): string => (lesson.id === KIT_LESSON.id ? ' @phone' : '');

/** Whether a lesson has a model (src/lessons/<id>/model.ts): the lesson suite's tests of its page run on it. */
export function hasModel(lesson: { id: string }): boolean {
  return existsSync(new URL(`../src/lessons/${lesson.id}/model.ts`, import.meta.url));
}

/**
 * Whether the lesson suite's challenge test opens the lesson's page (a model and a challenge), where it also checks
 * the self-check's perfect score and closing card.
 */
export function challengeTestOpens(lesson: LessonInfo): boolean {
  return hasModel(lesson) && (lesson.data.challenges ?? []).length > 0;
}

/** The kit lesson's data file, as an author wrote it (the build has already checked it). */
export const lessonData: LessonData = KIT_LESSON.data;

/** The localStorage key of the kit lesson's progress. */
export const PROGRESS_KEY = KIT_LESSON.progressKey;

/** A lesson's model and challenge checks, from src/lessons/<id>/, or undefined for a lesson without a simulator. */
export async function modelOf(id: string): Promise<{ model: AnyModel; checks: ChallengeChecks } | undefined> {
  const dir = new URL(`../src/lessons/${id}/`, import.meta.url);
  if (!existsSync(new URL('model.ts', dir))) return undefined;
  const { model } = (await import(new URL('model.ts', dir).href)) as { model?: AnyModel };
  if (model === undefined) return undefined;
  const checks = existsSync(new URL('challenges.ts', dir))
    ? (((await import(new URL('challenges.ts', dir).href)) as { CHECKS?: ChallengeChecks }).CHECKS ?? {})
    : {};
  return { model, checks };
}

/** A lesson's view (src/lessons/<id>/lesson.ts): its chart's lanes and handles. */
export async function viewOf(id: string): Promise<LessonView<KitRun>> {
  const { lesson: view } = (await import(new URL(`../src/lessons/${id}/lesson.ts`, import.meta.url).href)) as {
    lesson: LessonView<KitRun>;
  };
  return view;
}

/**
 * Fails unless a lesson's figure shows its run's setup only, as a reader who has not pressed Run must see it: the
 * labels the chart places at 0 s and no other (a joined series label only as far as its first value), and a text
 * alternative that goes no further. Worked out from the lesson's own view at the width the figure is drawn.
 */
export async function expectSetupOnly(figure: Locator, id: string, run: KitRun): Promise<void> {
  const { lesson: view } = (await import(new URL(`../src/lessons/${id}/lesson.ts`, import.meta.url).href)) as {
    lesson: LessonView<KitRun>;
  };
  // As the figure lays it out: clear of the grips of the handles it offers once run.
  const data = offeredChartOf(view, run);
  const svg = figure.locator('svg[role="img"]').first();
  const width = async (): Promise<number> => Number((await svg.getAttribute('viewBox'))?.split(' ')[2]);
  const expected = async (): Promise<string[]> =>
    laneLayout(data, await width())
      .labels.filter((l) => l.t <= 0)
      .map((l) => labelTextAt(l, 0))
      .sort();
  await expect
    .poll(async () => {
      const [shown, want] = [(await figure.locator('text[data-label]').allTextContents()).sort(), await expected()];
      return JSON.stringify(shown) === JSON.stringify(want) ? 'the setup only' : { shown, want };
    })
    .toBe('the setup only');
  await expect(svg).toHaveAttribute('aria-label', `${view.title}. ${describeLanes(data, 0)}`);
}

/**
 * The URLs the page prefetches from now on (the islands' code asked for on idle, `Sec-Purpose: prefetch`), in a list
 * that grows as they are asked for.
 */
export function recordPrefetches(page: Page): string[] {
  const prefetched: string[] = [];
  page.on('request', (request) => {
    request.allHeaders().then(
      (headers) => {
        if (/prefetch/i.test(headers['sec-purpose'] ?? '')) prefetched.push(request.url());
      },
      // A request still under way when the test ends can no longer be read; the test has made its checks by then.
      () => undefined,
    );
  });
  return prefetched;
}

/** The walkthrough island. */
export function walkthrough(page: Page): Locator {
  return page.locator('.walkthrough');
}

/** The self-check island. */
export function selfCheck(page: Page): Locator {
  return page.locator('.self-check');
}

/** The simulator island's region. */
export function simulator(page: Page): Locator {
  return page.getByRole('region', { name: 'Simulator' });
}

/** The lines of the simulator's "In order" log. */
export function logItems(page: Page): Locator {
  return simulator(page).locator('section[aria-labelledby="sim-log"] ol > li');
}

/** The definition (dd) of a term (dt) in the simulator's outcome list. */
export function outcomeValue(page: Page, term: string): Locator {
  return page
    .locator('dl')
    .filter({ has: page.locator('dt', { hasText: term }) })
    .locator(`xpath=.//dt[normalize-space()="${term}"]/following-sibling::dd[1]`);
}

/** The simulator's outcome list as [term, value] pairs, in the order shown. */
export async function outcomeRows(page: Page): Promise<string[][]> {
  // Read in one call, not two a row: the lesson suite reads an outcome some twenty times a lesson.
  return simulator(page)
    .locator('dl > div')
    .evaluateAll((rows) =>
      rows.map((row) => [
        (row.querySelector('dt') as HTMLElement | null)?.innerText.trim() ?? '',
        (row.querySelector('dd') as HTMLElement | null)?.innerText.trim() ?? '',
      ]),
    );
}

/**
 * Scrolls an island into view and wakes it, as a reader reaching for it does (islands hydrate on interaction:
 * components/site/wake-directive.ts), then waits until it is interactive.
 */
export async function hydrate(island: Locator): Promise<Locator> {
  await island.scrollIntoViewIfNeeded();
  await wake(island);
  await island.locator('xpath=ancestor::astro-island[1][not(@ssr)]').waitFor({ state: 'attached', timeout: 20_000 });
  return island;
}

/** Wakes the island that holds `inside` and every island around it, without pressing anything. */
export async function wake(inside: Locator): Promise<void> {
  await inside.evaluate((el) => {
    for (
      let island = el.closest('astro-island');
      island !== null;
      island = island.parentElement?.closest('astro-island') ?? null
    )
      island.dispatchEvent(new Event('cs:wake'));
  });
}

/** Waits until the page has stopped scrolling (smooth scrolls run on the browser's own clock). */
export async function scrollAtRest(page: Page): Promise<void> {
  let last = Number.NaN;
  await expect
    .poll(
      async () => {
        const y = await page.evaluate(() => window.scrollY);
        const still = y === last;
        last = y;
        return still;
      },
      { intervals: [250], timeout: 10_000 },
    )
    .toBe(true);
}

/**
 * Stores a perfect self-check for a lesson before its page loads (every question answered right), so that the page
 * opens on the self-check's closing card.
 */
export async function storePerfectScore(page: Page, lesson: LessonInfo): Promise<void> {
  const quiz = Object.fromEntries(lesson.data.quiz.map((q) => [q.id, { choice: q.answer, correct: true }]));
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
    lesson.progressKey,
    JSON.stringify({ v: 1, experiments: {}, quiz }),
  ] as const);
}

/**
 * Fails unless the self-check, woken on a page opened with a perfect score stored (storePerfectScore), has its
 * moment and a closing card that reads cleanly: no doubled full stop, the site's link colour, a space before "(not
 * written yet", and "What comes next" starting with the next lesson in the course, named once.
 */
export async function expectPerfectScoreClosing(page: Page, lesson: LessonInfo): Promise<void> {
  const check = await hydrate(page.locator('.self-check'));
  await expect(check.getByText('Every answer right: you have the idea of this lesson.')).toBeVisible();
  const card = check.locator('.closing');
  // No option's words end in a full stop followed by another (an ellipsis, "Starting..." or "SELECT ... FOR
  // UPDATE", is not one).
  expect(await check.innerText()).not.toMatch(/(?<!\.)\.\.(?!\.)/);
  for (const link of await card.getByRole('link').all()) {
    const color = await link.evaluate((a) => getComputedStyle(a).color);
    // Not the browser's default link blue, rgb(0, 0, 238).
    expect(color).not.toBe('rgb(0, 0, 238)');
  }
  // A link to a step not written yet is followed by a space before its bracket.
  const text = await card.innerText();
  expect(text).not.toMatch(/\S\(not written yet/);
  // "What comes next" starts with the next lesson in the course, as the pager does, and names it once.
  const order = courseOrder();
  const following = order[order.findIndex((l) => l.id === lesson.id) + 1];
  if (following !== undefined) {
    const hrefs = await card.getByRole('link').evaluateAll((els) => els.map((a) => a.getAttribute('href')));
    expect(hrefs[0]).toBe(following.path);
    expect(hrefs.filter((h) => h === following.path)).toHaveLength(1);
  }
}

/** The labels of a chart and the chart, as page boxes. */
async function chartGeometry(svg: Locator) {
  return svg.evaluate((el) => {
    const rect = (e: Element) => {
      const r = e.getBoundingClientRect();
      return { left: r.left, right: r.right, top: r.top, bottom: r.bottom, width: r.width };
    };
    // The marks' labels and the lanes' names; a chart that marks none (the scaffold's starter) has every text
    // checked instead. Axis ticks are left out where labels are marked: a tick sits on its line by design.
    const marked = el.querySelectorAll('text[data-label], text.lane-name');
    const labels = [...(marked.length > 0 ? marked : el.querySelectorAll('text'))]
      .filter((t) => getComputedStyle(t).display !== 'none' && getComputedStyle(t).visibility !== 'hidden')
      .filter((t) => Number(getComputedStyle(t).opacity) > 0 && (t.textContent ?? '').trim() !== '')
      .map((t) => ({ ...rect(t), id: t.getAttribute('data-label') ?? (t.textContent ?? '').trim() }))
      .filter((r) => r.width > 0);
    // The kit chart's walls (a lease's end, a power failure): lines no label may cross.
    const walls = [...el.querySelectorAll('[data-mark="wall"], [data-mark="lease-line"]')].map(rect);
    // The grips of the handles over it, where the figure offers them live.
    const grips = [...(el.closest('.stage')?.querySelectorAll('[data-handles] .grip') ?? [])].map(rect);
    return { svg: rect(el), labels, walls, grips };
  });
}

/**
 * Fails unless every label of the chart is inside it and clear of every other label, of the chart's walls (the
 * lock chart's lease line, fsync's power failure) and of the grips of its live handles. Glyph boxes include the
 * font's line gap: a label's ink is taken as 2 px inside its box, top and bottom.
 * Every fault is listed in one assertion: an expect per label and pair cost a tenth of a second per chart.
 */
export async function expectTidyLabels(svg: Locator, where: string): Promise<void> {
  const { svg: box, labels, walls, grips } = await chartGeometry(svg);
  expect(labels.length, `${where}: the chart has labels`).toBeGreaterThan(0);
  const faults: string[] = [];
  const ink = labels.map((l) => ({ ...l, top: l.top + 2, bottom: l.bottom - 2 }));
  for (const l of ink) {
    if (l.left < box.left - 0.5) faults.push(`"${l.id}" outside the chart on the left`);
    if (l.right > box.right + 0.5) faults.push(`"${l.id}" outside the chart on the right`);
    if (l.top < box.top - 0.5) faults.push(`"${l.id}" outside the chart at the top`);
    if (l.bottom > box.bottom + 0.5) faults.push(`"${l.id}" outside the chart at the bottom`);
    for (const wall of walls) {
      const x = (wall.left + wall.right) / 2;
      if (x > l.left && x < l.right) faults.push(`"${l.id}" crosses a wall (the lease line, a power failure)`);
    }
    for (const g of grips)
      if (g.left < l.right && l.left < g.right && g.top < l.bottom && l.top < g.bottom)
        faults.push(`"${l.id}" is under a handle's grip`);
  }
  for (const [i, a] of ink.entries()) {
    for (const b of ink.slice(i + 1)) {
      if (a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom)
        faults.push(`"${a.id}" overlaps "${b.id}"`);
    }
  }
  expect(faults, `${where}: labels outside the chart or overlapping`).toEqual([]);
}

/** Relative luminance of a computed CSS colour ("rgb(r, g, b)"), 0 (black) to 1 (white). */
function luminance(color: string): number {
  const [r, g, b] = (color.match(/[\d.]+/g) ?? []).slice(0, 3).map((v) => {
    const c = Number(v) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

/**
 * Checks what a lesson page printed (emulated print media) holds and leaves out: the run whole with its settings
 * in words, every experiment and question as text with its answer; no chrome, control or playback cursor; light
 * colours whatever the theme on screen.
 */
export async function expectHandout(page: Page, data: LessonData): Promise<void> {
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Search' })).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Select theme' })).toHaveCount(0);
  await expect(page.locator('.pagination-links')).toBeHidden();
  await expect(page.locator('button, input, select, textarea').filter({ visible: true })).toHaveCount(0);
  await expect(page.getByRole('group', { name: 'Playback' })).toHaveCount(0);
  await expect(page.getByRole('group', { name: 'Play this run' })).toHaveCount(0);
  // The cursor is a line with no width, which counts as hidden either way: its style is what says it is left out.
  const cursors = await page.locator('.cursor').evaluateAll((els) => els.map((el) => getComputedStyle(el).display));
  expect(
    cursors.filter((display) => display !== 'none'),
    'playback cursors that print',
  ).toEqual([]);
  await expect(page.locator('[data-nojs-note]')).toBeHidden();
  const sim = simulator(page);
  await expect(sim.getByText(/^Settings: /)).toBeVisible();
  await expect(sim.getByRole('heading', { name: 'Outcome' })).toBeVisible();
  await expect(sim.locator('.chart svg').first()).toBeVisible();
  // Every line, those not revealed yet included (they are kept in the page, invisible, to hold their room).
  const lines = sim.getByRole('region', { name: 'In order' }).getByRole('listitem', { includeHidden: true });
  expect(await lines.count()).toBeGreaterThan(0);
  for (const line of await lines.all()) await expect(line).toBeVisible();
  const experiments = page.getByRole('region', { name: 'The experiments, written out' });
  for (const [i, e] of data.experiments.entries()) {
    await expect(experiments.getByRole('heading', { name: `Experiment ${i + 1}: ${e.title}` })).toBeVisible();
    // Two experiments may ask the same question of different setups: each is written out at least once.
    await expect(experiments.getByText(e.prediction.question).first()).toBeVisible();
    await expect(experiments.getByText(e.notice).first()).toBeVisible();
  }
  const questions = page.getByRole('region', { name: 'The self-check, written out' });
  for (const q of data.quiz) {
    await expect(questions.getByText(q.prompt, { exact: true })).toBeVisible();
    const right = q.options.find((o) => o.id === q.answer)!;
    await expect(questions.getByText(right.explanation)).toBeVisible();
  }
  // The walkthrough and self-check islands themselves are left out: the text above stands in for them.
  await expect(page.locator('.walkthrough')).toBeHidden();
  await expect(page.locator('.self-check')).toBeHidden();
  const colours = await page.evaluate(() => {
    const style = getComputedStyle(document.body);
    return { background: style.backgroundColor, text: style.color };
  });
  expect(luminance(colours.background), `page background ${colours.background}`).toBeGreaterThan(0.8);
  expect(luminance(colours.text), `text colour ${colours.text}`).toBeLessThan(0.1);
}

/** The sentence that says what needs JavaScript. */
export const NOTE =
  /^JavaScript is off, so the simulator, the experiments’ Run buttons and the self-check’s answer checking/;
/** Its words about a shared link's settings, which a static page cannot read. */
export const LINK_WORDS = 'The simulator shows its default run, not any settings in the link you followed.';

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
export async function expectNoLiveControls(page: Page): Promise<void> {
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

/**
 * The locator without its matches in the compact copy of the run that the lab keeps in view on phones
 * (`[data-glance]`, hidden from assistive technology): the lab's own outcome and chart.
 */
export function notInGlance(locator: Locator): Locator {
  return locator.and(locator.page().locator(':not([data-glance] *)'));
}

/**
 * Runs in the page, on a chart's playback cursor: every visible text of its chart that reaches past the cursor,
 * with its contrast against what is painted under it (and over it), where that is below 4.5:1.
 */
export function lowContrastAfter(cursor: Element): string[] {
  const svg = cursor.closest('svg')!;
  const edge = cursor.getBoundingClientRect().left;
  const cv = document.createElement('canvas').getContext('2d')!;
  const rgba = (c: string): number[] => {
    cv.clearRect(0, 0, 1, 1);
    cv.fillStyle = '#0000';
    cv.fillStyle = c;
    cv.fillRect(0, 0, 1, 1);
    const d = cv.getImageData(0, 0, 1, 1).data;
    return [d[0]!, d[1]!, d[2]!, d[3]! / 255];
  };
  const over = (top: number[], under: number[]): number[] => {
    const a = top[3]!;
    return [0, 1, 2].map((i) => top[i]! * a + under[i]! * (1 - a)).concat(1);
  };
  /** An element's opacity with its ancestors' inside the chart. */
  const opacity = (el: Element): number => {
    let o = 1;
    for (let e: Element | null = el; e && e !== svg.parentElement; e = e.parentElement)
      o *= Number(getComputedStyle(e).opacity);
    return o;
  };
  const paint = (el: Element, colour: string, fillOpacity: string): number[] | null => {
    if (colour === 'none' || colour.startsWith('url(')) return null;
    const c = rgba(colour);
    c[3] = c[3]! * Number(fillOpacity) * opacity(el);
    return c;
  };
  const lum = ([r, g, b]: number[]): number => {
    const f = (v: number) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
    return 0.2126 * f(r!) + 0.7152 * f(g!) + 0.0722 * f(b!);
  };
  const found: string[] = [];
  for (const text of svg.querySelectorAll('text')) {
    const box = text.getBoundingClientRect();
    const style = getComputedStyle(text);
    if (box.width === 0 || style.visibility !== 'visible' || style.display === 'none' || opacity(text) === 0) continue;
    if (box.right <= edge + 1) continue;
    const x = Math.max(box.left + 1, Math.min(box.right - 1, edge + 2));
    const y = box.top + box.height / 2;
    const stack = document.elementsFromPoint(x, y).filter((e) => e !== text && !text.contains(e));
    // Painted under the text: SVG shapes before it in the document, then the page's backgrounds.
    const under: number[][] = [];
    const above: number[][] = [];
    for (const el of stack) {
      if (el instanceof SVGElement && svg.contains(el) && el !== svg) {
        if (el.tagName === 'text' || el.tagName === 'tspan' || el.tagName === 'g') continue;
        const c = paint(el, getComputedStyle(el).fill, getComputedStyle(el).fillOpacity);
        if (c === null) continue;
        if (text.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING) above.push(c);
        else under.push(c);
      } else if (!(el instanceof SVGElement)) {
        const c = rgba(getComputedStyle(el).backgroundColor);
        if (c[3]! > 0) under.push(c);
      }
    }
    // A halo drawn under the glyphs in the page's colour is the text's own background.
    const halo = style.paintOrder.startsWith('stroke') && parseFloat(style.strokeWidth) >= 3;
    if (halo) {
      const c = paint(text, style.stroke, style.strokeOpacity);
      if (c !== null) under.unshift(c);
    }
    let bg = [255, 255, 255, 1];
    for (const c of under.reverse()) bg = over(c, bg);
    let fg = over(paint(text, style.fill, style.fillOpacity) ?? [0, 0, 0, 0], bg);
    for (const c of above.reverse()) {
      bg = over(c, bg);
      fg = over(c, fg);
    }
    const [hi, lo] = [lum(fg), lum(bg)].sort((p, q) => q - p);
    const ratio = (hi! + 0.05) / (lo! + 0.05);
    if (ratio < 4.5) found.push(`"${text.textContent?.trim()}" ${ratio.toFixed(2)}:1`);
  }
  return found;
}

/**
 * Holds back the site's script files that match `files` (every one by default) until `release()`: the page is
 * drawn, and the islands whose code is held stay asleep, as on a slow network.
 */
export async function holdScripts(
  page: Page,
  files: RegExp = /\/_astro\/[^/]+\.js(\?.*)?$/,
): Promise<{ release: () => Promise<void>; held: () => number }> {
  const waiting: Route[] = [];
  let open = false;
  await page.route(files, async (route) => {
    if (open) await route.continue();
    else waiting.push(route);
  });
  return {
    held: () => waiting.length,
    async release() {
      open = true;
      await Promise.all(waiting.splice(0).map((route) => route.continue()));
    },
  };
}
