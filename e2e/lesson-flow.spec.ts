/**
 * The lessons as a student meets them (issue 27): the figure beside an experiment shows no run before that
 * experiment is run, also once the simulator island lower down has woken and after a reload; the step's verdict
 * waits for the end of the run (or "Whole run"); "Try this" and the self-check's "Replay" play where the student is,
 * with a way back; the course runs in one order, the roadmap's, in the sidebar, the pager, the home page and the
 * topic pages. Each lesson's lab on a phone keeping its outcome and chart in view is the lesson suite's phone test
 * (lesson.spec.ts), on the page it drags handles on.
 *
 * The walkthrough's and the self-check's behaviour is the kit's, the same code on every lesson: it is tested here on
 * the kit's lesson (KIT_LESSON) only. What differs by lesson, each experiment's preview before it is run and its
 * run after, the lesson suite checks for every lesson (lesson.spec.ts).
 */
import { readFileSync } from 'node:fs';
import { load } from 'js-yaml';
import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { LESSONS, courseOrder, type LessonInfo } from './lessons';
import { KIT_LESSON, hydrate, phoneTag, scrollAtRest, walkthrough } from './lesson-helpers';

test.describe.configure({ timeout: 90_000 });

/** The figure's outcome line while the run is held back or still playing. */
const WAITING = 'The outcome shows when the run ends.';

/** The figure beside (or, on phones, inside) the walkthrough. */
function figure(page: Page): Locator {
  return walkthrough(page).locator('[data-figure]');
}

/** The step button of experiment `i` (0-based) of a lesson. */
function stepButton(page: Page, lesson: LessonInfo, i: number): Locator {
  const total = lesson.data.experiments.length;
  return walkthrough(page).getByRole('button', { name: new RegExp(`^Experiment ${i + 1} of ${total}: `) });
}

/**
 * What the figure lets a reader see of its run now: nothing while the server's default run is held back (before
 * the figure's island wakes), else its caption line and outcome line.
 */
async function shown(page: Page): Promise<{ caption: string; outcome: string } | null> {
  return figure(page).evaluate((el) => {
    const line = el.querySelector('[data-caption-line]')!;
    const outcome = el.querySelector('[data-outcome-line]')!;
    const seen = (e: Element) => getComputedStyle(e).visibility === 'visible';
    return seen(line) || seen(outcome)
      ? { caption: line.textContent?.trim() ?? '', outcome: outcome.textContent?.trim() ?? '' }
      : null;
  });
}

/** The figure shows the experiment's setup only: no run drawn, no outcome, the answer held back. */
async function expectPreview(page: Page, where: string): Promise<void> {
  // Before its island wakes (on a phone, once scrolled to), the figure shows nothing of the server's default run.
  const before = await shown(page);
  if (before !== null) expect(before.outcome, `${where}: no outcome before the figure wakes`).toBe(WAITING);
  // Its own island (the nearest; the walkthrough's is around it) has woken.
  await hydrate(figure(page));
  await expect(figure(page).locator('[data-caption-line]'), `${where}: the caption asks for a prediction`).toHaveText(
    'Predict first, then press Run: the run plays here.',
  );
  await expect(figure(page).locator('[data-outcome-line]'), `${where}: no outcome`).toHaveText(WAITING);
  await expect(figure(page).locator('svg[role="img"]').first(), `${where}: the setup is drawn`).toBeVisible();
}

/**
 * Stops the page's faked clock (timers and animation frames), so a run plays only as far as the test moves it on
 * (`fastForward` jumps it on: the run's next frame is drawn once, at the new time), however slow the machine.
 */
async function pauseClock(page: Page): Promise<void> {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1_000);
}

/** The step's verdict: its feedback, the marks on the choices and "What to notice". */
function verdictParts(page: Page): Locator[] {
  const walk = walkthrough(page);
  return [
    walk.locator('[data-feedback]'),
    walk.getByText('Right answer', { exact: true }),
    walk.getByRole('heading', { name: 'What to notice' }),
  ];
}

// The kit's walkthrough, through the kit's lesson (six experiments).
test.describe(KIT_LESSON.title, () => {
  const lesson = KIT_LESSON;
  const { experiments } = lesson.data;

  test(`the figure beside an experiment shows no run until that experiment is run, after the simulator wakes and after a reload${phoneTag(lesson)}`, async ({
    page,
  }) => {
    await page.goto(lesson.path);
    await hydrate(walkthrough(page));
    await expectPreview(page, 'experiment 1 on arrival');

    // The simulator island lower down wakes when it comes into view; it must not clear the preview.
    const sim = page.getByRole('region', { name: 'Simulator' });
    await hydrate(sim);
    await expect(sim.getByRole('heading', { name: 'Outcome' })).toBeVisible();
    await walkthrough(page).scrollIntoViewIfNeeded();
    await expectPreview(page, 'experiment 1 once the simulator has woken');

    // Every experiment not yet run shows only its setup.
    for (const i of experiments.keys()) {
      await stepButton(page, lesson, i).click();
      await expectPreview(page, `experiment ${i + 1}`);
    }

    // Run the first: the figure shows its run; the next one, not yet run, shows its setup again.
    await stepButton(page, lesson, 0).click();
    await walkthrough(page).getByRole('button', { name: 'Run the experiment' }).click();
    await figure(page).getByRole('button', { name: 'Whole run' }).click();
    await expect(figure(page).locator('[data-outcome-line]')).not.toHaveText(WAITING);
    await stepButton(page, lesson, 1).click();
    await expectPreview(page, 'experiment 2 after experiment 1 was run');

    // After a reload the walkthrough opens at the first experiment not run; its figure shows the setup, also
    // once the simulator has woken again.
    await page.reload();
    await hydrate(walkthrough(page));
    await expect(walkthrough(page).getByRole('heading', { name: experiments[1]!.title, level: 3 })).toBeVisible();
    await expectPreview(page, 'experiment 2 after a reload');
    await hydrate(page.getByRole('region', { name: 'Simulator' }));
    await walkthrough(page).scrollIntoViewIfNeeded();
    await expectPreview(page, 'experiment 2 after a reload, once the simulator has woken');
  });

  test(`the verdict waits for the end of the run, or for "Whole run"${phoneTag(lesson)}`, async ({ page }) => {
    // The page's clock is faked and paused: the run cannot end until the test moves it on.
    await page.clock.install();
    await page.goto(lesson.path);
    await hydrate(walkthrough(page));
    await pauseClock(page);
    const walk = walkthrough(page);
    const first = experiments[0]!;
    const answer = first.prediction.options.find((o) => o.id === first.prediction.answer)!;
    await walk.getByRole('radio', { name: answer.text }).check();
    await walk.getByRole('button', { name: 'Run the experiment' }).click();
    await expect(figure(page).locator('[data-outcome-line]')).toHaveText(WAITING);
    for (const part of verdictParts(page)) await expect(part).toBeHidden();
    await expect(walk.locator('[data-feedback-wait]')).toBeVisible();
    await page.clock.fastForward(6_000);
    await expect(figure(page).locator('[data-outcome-line]')).not.toHaveText(WAITING);
    for (const part of verdictParts(page)) await expect(part).toBeVisible();

    await stepButton(page, lesson, 1).click();
    await walk.getByRole('button', { name: 'Run the experiment' }).click();
    await expect(walk.locator('[data-feedback]')).toBeHidden();
    // Without a prediction there is no "Right answer" mark to wait for; the feedback and notice are enough.
    await figure(page).getByRole('button', { name: 'Whole run' }).click();
    await expect(walk.locator('[data-feedback]')).toBeVisible();
    await expect(walk.getByRole('heading', { name: 'What to notice' })).toBeVisible();
  });
});

// The first lesson, the kit's first, whose walkthrough has a "Try this" and whose self-check has a "Replay".
const kitFirst = [KIT_LESSON, ...LESSONS.filter((l) => l.id !== KIT_LESSON.id)];
const withTryThis = kitFirst
  .flatMap((lesson) => lesson.data.experiments.flatMap((e, i) => (e.tryThis ? [{ lesson, i }] : [])))
  .slice(0, 1);
for (const { lesson, i } of withTryThis) {
  test(`${lesson.title}: "Try this" plays its run where the student can see it${phoneTag(lesson)}`, async ({
    page,
  }) => {
    await page.goto(lesson.path);
    await hydrate(walkthrough(page));
    await stepButton(page, lesson, i).click();
    await walkthrough(page).getByRole('button', { name: 'Run the experiment' }).click();
    await figure(page).getByRole('button', { name: 'Whole run' }).click();
    const tryIt = walkthrough(page).getByRole('button', { name: 'Load this run' });
    await tryIt.scrollIntoViewIfNeeded();
    await tryIt.click();
    await scrollAtRest(page);
    await expect(figure(page).locator('svg[role="img"]').first()).toBeInViewport({ ratio: 0.9 });
    await expect(figure(page).locator('[data-outcome-line]')).toBeInViewport();
  });
}

const withReplay = kitFirst
  .flatMap((lesson) => {
    const q = lesson.data.quiz.findIndex((question) => question.options.some((o) => o.replay !== undefined));
    return q < 0 ? [] : [{ lesson, q }];
  })
  .slice(0, 1);
for (const { lesson, q } of withReplay) {
  test(`${lesson.title}: the self-check's "Replay" plays the run in view and offers "Back to question N"${phoneTag(lesson)}`, async ({
    page,
  }) => {
    await page.goto(lesson.path);
    const check = page.locator('.self-check');
    await hydrate(check);
    // Answer the questions before it with their right answer, then this one with the option that replays.
    for (let n = 0; n <= q; n += 1) {
      const question = lesson.data.quiz[n]!;
      const option =
        n < q ? question.options.find((o) => o.id === question.answer)! : question.options.find((o) => o.replay)!;
      await check.getByRole('radio', { name: option.text, exact: true }).check();
      await check.getByRole('button', { name: 'Check answer' }).click();
      if (n < q) await check.getByRole('button', { name: /^(Next question|See your score)$/ }).click();
    }
    const replay = check.getByRole('button', { name: /^↺? ?Replay experiment \d+$/ });
    await replay.click();
    const sim = page.getByRole('region', { name: 'Simulator' });
    const back = sim.getByRole('button', { name: `Back to question ${q + 1}` });
    await expect(back).toBeVisible();
    await scrollAtRest(page);
    await expect(back).toBeInViewport();
    await expect(sim.getByRole('img').first()).toBeInViewport({ ratio: 0.5 });
    await back.click();
    await scrollAtRest(page);
    await expect(replay).toBeInViewport();
    await expect(replay).toBeFocused();
    await expect(back).toHaveCount(0);
  });
}

/** Topics in the order of the first roadmap step that teaches them (named there, or a lesson's place). */
function topicOrder(): string[] {
  const roadmap = load(readFileSync(new URL('../content/roadmap.yaml', import.meta.url), 'utf8')) as {
    stage: string;
    steps: { step: number; topics?: string[] }[];
  }[];
  const taught: string[] = [];
  roadmap.forEach((stage) =>
    stage.steps.forEach((step) => {
      const here = [
        ...(step.topics ?? []),
        ...LESSONS.filter((l) => l.roadmap.stage === stage.stage && l.roadmap.step === step.step).map((l) => l.topic),
      ];
      for (const t of here) if (!taught.includes(t)) taught.push(t);
    }),
  );
  return taught;
}

test.describe('one order through the course', () => {
  const order = courseOrder();
  const paths = order.map((l) => l.path);

  test('no lesson comes before the lesson it builds on', () => {
    for (const lesson of order) {
      const fm = readFileSync(new URL(`../content/docs${lesson.path.replace(/\/$/, '.mdx')}`, import.meta.url), 'utf8');
      const base = /buildsOn:\s*(\S+)/.exec(fm)?.[1];
      if (base) expect(paths.indexOf(lesson.path)).toBeGreaterThan(order.findIndex((l) => l.id === base));
    }
  });

  test('the sidebar lists topics and lessons in roadmap order, and the pager walks the lessons in it', async ({
    page,
  }) => {
    // The sidebar gives each topic one group, in roadmap order, with its lessons in course order: a topic placed
    // between two steps of another follows that topic's whole group (the authors' guide, "Adding a topic"). The
    // pager follows the sidebar; the home page follows the course order itself (the next test).
    const topics = topicOrder();
    const grouped = topics.flatMap((t) => paths.filter((p) => p.startsWith(`/${t}/`)));
    await page.goto(grouped[0]!);
    const sidebar = page.locator('#starlight__sidebar');
    const links = await sidebar
      .getByRole('link')
      .evaluateAll((els) => els.map((e) => new URL((e as HTMLAnchorElement).href).pathname));
    expect(links.filter((p) => paths.includes(p))).toEqual(grouped);
    const groups = links
      .map((p) => p.split('/')[1])
      .filter((t, i, all): t is string => t !== undefined && topics.includes(t) && all.indexOf(t) === i);
    // Every topic with a lesson has its group, in roadmap order; a topic with only its own page so far may too.
    const withLessons = topics.filter((t) => LESSONS.some((l) => l.topic === t));
    expect(groups.filter((t) => withLessons.includes(t))).toEqual(withLessons);
    expect(groups).toEqual(topics.filter((t) => groups.includes(t)));

    // Following "Next" from the sidebar's first lesson meets every lesson, in the sidebar's order, and every lesson
    // but the last has one: the pager's links read from the built pages (each page opened in the browser cost a
    // second), then one followed.
    const nextOf = (path: string) =>
      /<a href="([^"]+)" rel="next"/.exec(
        readFileSync(new URL(`../dist${path}index.html`, import.meta.url), 'utf8'),
      )?.[1];
    const met: string[] = [grouped[0]!];
    let at = grouped[0]!;
    for (let hops = 0; hops < 40 && met.length < grouped.length; hops += 1) {
      const next = nextOf(at);
      expect(next, `${at} has a Next`).toBeDefined();
      at = new URL(next!, 'http://site').pathname;
      if (paths.includes(at)) met.push(at);
    }
    expect(met).toEqual(grouped);
    const next = page.locator('.pagination-links a[rel="next"]');
    await next.click();
    await expect(page).toHaveURL(nextOf(grouped[0]!)!);
  });

  test('the home page starts with the first lesson and lists them in roadmap order; each topic page too', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: `Start with ${order[0]!.title}` })).toHaveAttribute('href', paths[0]!);
    const cards = await page
      .locator('ol.open-now > li')
      .evaluateAll((items) => items.map((li) => new URL(li.querySelector('a')!.href).pathname));
    expect(cards).toEqual(paths);
    for (const topic of topicOrder().filter((t) => LESSONS.some((l) => l.topic === t))) {
      await page.goto(`/${topic}/`);
      const listed = await page
        .locator('main article a[href]')
        .evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
      const expected = paths.filter((p) => p.startsWith(`/${topic}/`));
      expect(listed.filter((p, i) => expected.includes(p) && listed.indexOf(p) === i)).toEqual(expected);
    }
  });

  test('"Continue where you left off" names only a lesson the student has started', async ({ page }) => {
    const [done, next] = order;
    test.skip(next === undefined, 'needs two lessons');
    const finished = {
      v: 1,
      experiments: Object.fromEntries(done!.data.experiments.map((e) => [e.id, { done: true }])),
      quiz: Object.fromEntries(done!.data.quiz.map((q) => [q.id, { choice: q.answer, correct: true }])),
    };
    await page.goto('/');
    await page.evaluate(
      ([key, value]) => localStorage.setItem(key!, value!),
      [done!.progressKey, JSON.stringify(finished)],
    );
    await page.reload();
    await expect(page.getByRole('link', { name: 'Continue where you left off' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: `Next in the course: ${next!.title}` })).toHaveAttribute(
      'href',
      next!.path,
    );
  });
});

// The lab's playback is the kit's (Shell): tested once, through the kit lesson.
test(`${KIT_LESSON.title}: the lab's outcome waits for the end of a played run @phone`, async ({ page }) => {
  await page.clock.install();
  await page.goto(KIT_LESSON.path);
  const lab = await hydrate(page.getByRole('region', { name: 'Simulator' }));
  const outcome = lab.getByRole('heading', { name: 'Outcome' });
  await expect(outcome).toBeVisible();
  await pauseClock(page);
  await lab.getByRole('group', { name: 'Playback' }).getByRole('button', { name: 'Play' }).click();
  await expect(outcome).toBeHidden();
  await expect(lab.locator('[data-outcome-wait]')).toBeVisible();
  await page.clock.fastForward(6_000);
  await expect(outcome).toBeVisible();
  await expect(lab.locator('[data-outcome-wait]')).toHaveCount(0);
});
