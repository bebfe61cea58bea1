import { test, expect, sitePages, LESSON } from './fixtures';
import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { load } from 'js-yaml';
import { LESSONS, lessonById } from './lessons';
import { KIT_LESSON, viewOf } from './lesson-helpers';
import { laneLayout, labelTextAt } from '../components/sim-kit/lane-chart.ts';
import { chartOf } from '../components/sim-kit/view.ts';

const pages = sitePages();

test('the sitemap lists the home, topic and lesson pages', () => {
  expect(pages).toEqual(expect.arrayContaining(['/', '/copies-and-agreement/', LESSON]));
});

// Every page's title, landmark, width, policy and axe scan: pages.spec.ts.

test.describe('an unknown address', () => {
  test.use({ expectedErrors: [/status of 404/] });
  test('gets the 404 page, which links back to the roadmap', async ({ page }) => {
    const response = await page.goto('/no-such-page/');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page is not here');
    await page.getByRole('link', { name: 'Go to the roadmap' }).click();
    await expect(page).toHaveURL(/\/#roadmap$/);
  });

  test('the 404 page links to the open lessons, styled as a button', async ({ page }) => {
    await page.goto('/no-such-page/');
    const lessons = page.getByRole('link', { name: 'See the lessons open now' });
    await expect(lessons).toHaveClass(/sl-link-button/);
    await lessons.click();
    await expect(page.getByRole('heading', { name: 'Open now', level: 2 })).toBeInViewport();
  });

  test('the 404 page has a search field that finds lessons, starting from the missing address @phone', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.goto('/replication-lag/');
    const field = page.getByRole('search', { name: 'Search the lessons' }).getByRole('searchbox');
    await expect(field).toHaveValue('replication lag');
    await field.fill('fencing');
    await field.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('textbox', { name: 'Search' })).toHaveValue('fencing');
    await expect(dialog.getByRole('link', { name: /Locks and fencing tokens/ }).first()).toBeVisible({
      timeout: 30_000,
    });
  });
});

/** The topics of content/topics.yaml, as the tests need them. */
const topics = load(readFileSync(new URL('../content/topics.yaml', import.meta.url), 'utf8')) as {
  id: string;
  title: string;
  covers: string[];
  planned?: { slug: string; title: string }[];
}[];
/** Topic id to title. */
const TOPICS = new Map(topics.map((t) => [t.id, t.title]));

/** Stores progress for the lock lesson: one experiment done. */
async function storeSomeProgress(page: Page) {
  await page.addInitScript(() =>
    localStorage.setItem(
      'cs:progress:v1:locks-and-fencing-tokens',
      JSON.stringify({ v: 1, experiments: { 'no-pause': { done: true } }, quiz: {} }),
    ),
  );
}

/** The roadmap of content/roadmap.yaml: the stages and their steps, in order. */
const ROADMAP = load(readFileSync(new URL('../content/roadmap.yaml', import.meta.url), 'utf8')) as {
  stage: string;
  steps: { step: number; title: string; teaser: string; topics?: string[] }[];
}[];

/** A roadmap step's anchor on the home page ("advanced-4"). */
const anchor = (stage: string, step: number) => `${stage.toLowerCase()}-${step}`;

test.describe('the home page', () => {
  // One visit for what the page shows; the link followed last. Every step's expectation comes from roadmap.yaml and
  // the lessons' front matter: a new lesson at a "Coming" step changes what is expected, not the test.
  test('puts the open lessons before the roadmap, marks each step open with its lessons or coming with its teaser, and leads to a lesson', async ({
    page,
  }) => {
    await page.goto('/');
    const open = page.getByRole('heading', { name: 'Open now', level: 2 });
    const roadmap = page.getByRole('heading', { name: 'Roadmap', level: 2 });
    const openY = (await open.boundingBox())?.y ?? Infinity;
    const roadmapY = (await roadmap.boundingBox())?.y ?? 0;
    expect(openY).toBeLessThan(roadmapY);
    const card = page.getByRole('article').filter({ hasText: KIT_LESSON.title });
    await expect(card).toContainText(
      `${KIT_LESSON.roadmap.stage} · step ${KIT_LESSON.roadmap.step}: ${KIT_LESSON.roadmap.title}`,
    );
    await expect(card).toContainText('Intermediate · about 10 to 15 min · 6 experiments');
    // Every lesson is open now, in roadmap order.
    await expect(page.locator('ol.open-now > li').getByRole('heading')).toHaveText(LESSONS.map((l) => l.title));

    for (const stage of ROADMAP) {
      await test.step(`${stage.stage}: each step open with its lessons, or coming with its teaser`, async () => {
        await expect(page.getByRole('heading', { name: stage.stage, level: 3 })).toBeVisible();
        for (const step of stage.steps) {
          const here = LESSONS.filter((l) => l.roadmap.stage === stage.stage && l.roadmap.step === step.step);
          const item = page.locator(`#${anchor(stage.stage, step.step)}`);
          await expect(item.getByRole('heading', { level: 4 })).toHaveText(
            `${stage.stage} step ${step.step}: ${step.title}`,
          );
          await expect(item.locator('.pill')).toHaveText(here.length > 0 ? 'Open' : 'Coming');
          if (here.length === 0) await expect(item.locator('.teaser')).toHaveText(step.teaser);
          for (const lesson of here)
            await expect(item.getByRole('link', { name: lesson.title, exact: true })).toHaveAttribute(
              'href',
              lesson.path,
            );
        }
      });
    }

    await test.step("the first lesson's step links its topic, and its link leads to the lesson", async () => {
      const first = LESSONS[0]!;
      const step = page.locator(`#${anchor(first.roadmap.stage, first.roadmap.step)}`);
      await expect(step.getByRole('link', { name: TOPICS.get(first.topic)!, exact: true })).toHaveAttribute(
        'href',
        `/${first.topic}/`,
      );
      await step.getByRole('link', { name: first.title, exact: true }).click();
      await expect(page).toHaveURL(first.path);
    });
  });

  test('starts a newcomer at the first open lesson in roadmap order', async ({ page }) => {
    await page.goto('/');
    const first = LESSONS[0]!;
    const start = page.getByRole('link', { name: `Start with ${first.title}`, exact: true });
    await expect(start).toHaveAttribute('href', first.path);
    await start.click();
    await expect(page).toHaveURL(first.path);
  });

  test("pictures the first lesson's default run with its own chart, drawn to be read at 1280 and 390 px", async ({
    page,
  }) => {
    // What the picture must show, from the first lesson's own view and model: its chart's title, the lanes and
    // labels of its default run, and the run's verdict.
    const view = await viewOf(LESSONS[0]!.id);
    const run = view.model.simulate(view.model.settings.defaults);
    const data = chartOf(run);
    const verdict = view.model.verdicts[run.verdict]!.label;
    const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    for (const width of [1280, 390]) {
      await test.step(`at ${width} px`, async () => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto('/');
        const hero = page.locator('.hero');
        // No file, no island: the chart is the page's own markup, and wakes no script.
        await expect(hero.locator('img, astro-island')).toHaveCount(0);
        const figure = hero.getByRole('figure', { name: view.title, exact: true });
        // One chart shown at a time (those drawn for other widths are hidden), named by its title and outcome.
        const chart = figure.getByRole('img', { name: new RegExp(`^${escaped(`${view.title}: ${verdict} (`)}`) });
        await expect(chart).toBeVisible();
        await expect(chart.locator('text.lane-name')).toHaveText(data.lanes.map((l) => l.name));
        const drawn = Number((await chart.getAttribute('viewBox'))?.split(' ')[2]);
        const labels = laneLayout(data, drawn).labels.map((l) => labelTextAt(l, null));
        expect(labels.length).toBeGreaterThan(2);
        expect((await chart.locator('text[data-label]').allTextContents()).sort()).toEqual(labels.sort());
        // Each lane name and label as drawn on the screen: its font size times the chart's scale.
        const sizes = await chart
          .locator('text.lane-name, text[data-label]')
          .evaluateAll((texts) =>
            texts.map((t) => parseFloat(getComputedStyle(t).fontSize) * (t as SVGTextElement).getScreenCTM()!.a),
          );
        expect(Math.min(...sizes), `the chart's words at ${width} px: ${sizes.join(', ')}`).toBeGreaterThanOrEqual(12);
        // Drawn at about the width it is shown at: scaled up a little at most, never shrunk.
        expect(Math.max(...sizes)).toBeLessThan(12 * 1.2);
        const box = await chart.boundingBox();
        expect(box!.x + box!.width).toBeLessThanOrEqual(width);
      });
    }
  });

  test('sends a returning reader on with "Continue where you left off" @phone', async ({ page }) => {
    await storeSomeProgress(page);
    await page.goto('/');
    const go = page.getByRole('link', { name: 'Continue where you left off: Locks and fencing tokens' });
    await expect(go).toHaveAttribute('href', LESSON);
    await expect(page.getByRole('link', { name: /^Start with / })).toHaveCount(0);
  });
});

test('roadmap step titles and pills each line up in one column at 390 and 320 px @phone', async ({
  page,
  isMobile,
}) => {
  // A phone's widths, on the phone project only: the desktop project's narrowed window ran the same check again.
  test.skip(!isMobile, 'the phone project runs it');
  // Loaded at 390 px, then narrowed to 320 px: the roadmap's layout is CSS, which follows the width live.
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/');
  const lefts = async (selector: string) =>
    page.locator(selector).evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().left)));
  for (const width of [390, 320]) {
    await page.setViewportSize({ width, height: 800 });
    const pills = await lefts('.roadmap .pill');
    const titles = await lefts('.roadmap .step-title');
    expect(pills.length).toBeGreaterThan(5);
    expect(new Set(pills).size, `pill left edges at ${width} px: ${pills.join(', ')}`).toBe(1);
    expect(new Set(titles).size, `title left edges at ${width} px: ${titles.join(', ')}`).toBe(1);
    // The "Open now" cards, one under another here, stand the same distance apart.
    const gaps = await page
      .locator('.open-now .lesson-card')
      .evaluateAll((cards) =>
        cards
          .slice(1)
          .map((c, i) => Math.round(c.getBoundingClientRect().top - cards[i]!.getBoundingClientRect().bottom)),
      );
    expect(gaps.length).toBeGreaterThan(1);
    expect(new Set(gaps).size, `gaps between the cards at ${width} px: ${gaps.join(', ')}`).toBe(1);
  }
});

test.describe('a topic page', () => {
  test('has a breadcrumb, what it covers, and its place on the roadmap @phone', async ({ page }) => {
    await page.goto('/copies-and-agreement/');
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link')).toHaveText(['Concept Simulators', 'Roadmap']);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Copies and agreement');
    await expect(page.getByRole('heading', { name: 'What this topic covers', level: 2 })).toBeVisible();
    const covers = topics.find((t) => t.id === 'copies-and-agreement')?.covers ?? [];
    for (const item of covers) await expect(page.getByRole('listitem').filter({ hasText: item })).toBeVisible();
    // Its places: the steps roadmap.yaml gives the topic, and those its lessons' front matter name.
    const places = ROADMAP.flatMap(({ stage, steps }) =>
      steps
        .filter(
          (step) =>
            (step.topics ?? []).includes('copies-and-agreement') ||
            LESSONS.some(
              (l) => l.topic === 'copies-and-agreement' && l.roadmap.stage === stage && l.roadmap.step === step.step,
            ),
        )
        .map((step) => ({
          label: `${stage} · step ${step.step}: ${step.title}`,
          href: `/#${anchor(stage, step.step)}`,
        })),
    );
    expect(places.length).toBeGreaterThan(0);
    for (const place of places)
      await expect(page.locator('header').getByRole('link', { name: place.label, exact: true })).toHaveAttribute(
        'href',
        place.href,
      );
    await expect(page.locator('[aria-current="location"]')).toHaveText(places.map((p) => p.label));
  });

  test('lists the lesson as a card, starts a newcomer at it and sends a returning reader on', async ({ page }) => {
    await page.goto('/copies-and-agreement/');
    const lessonCard = page.getByRole('article').filter({ hasText: 'Locks and fencing tokens' });
    await expect(lessonCard).toContainText(
      'A lease that expires while its holder is paused, and the token that makes it safe.',
    );
    await expect(lessonCard).toContainText('Intermediate · about 10 to 15 min · 6 experiments');
    // A newcomer starts at the topic's first lesson in roadmap order.
    const first = LESSONS.find((l) => l.topic === KIT_LESSON.topic)!;
    await expect(page.getByRole('link', { name: `Start with ${first.title}`, exact: true })).toHaveAttribute(
      'href',
      first.path,
    );
    await storeSomeProgress(page);
    await page.reload();
    await expect(page.getByRole('link', { name: 'Continue where you left off' })).toHaveAttribute('href', LESSON);
    const card = page.getByRole('article').filter({ hasText: 'Locks and fencing tokens' });
    await expect(card).toContainText('1 of 6 experiments');
  });

  for (const topic of topics) {
    test(`${topic.title}: each planned lesson is either open or marked as coming`, async ({ page }) => {
      await page.goto(`/${topic.id}/`);
      for (const planned of topic.planned ?? []) {
        // The topic's own list comes first; the sidebar and the roadmap place may name the lesson too.
        const card = page.locator('main').getByRole('listitem').filter({ hasText: planned.title }).first();
        await expect(card).toBeVisible();
        const link = card.getByRole('link', { name: planned.title });
        if ((await link.count()) === 0) await expect(card.locator('.pill')).toHaveText('Coming');
        else await expect(link).toHaveAttribute('href', `/${topic.id}/${planned.slug}/`);
      }
    });
  }
});

test('the lesson header has the breadcrumb, subtitle, roadmap place and meta line, then the prose sections @phone', async ({
  page,
}) => {
  await page.goto(LESSON);
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByRole('link')).toHaveText(['Concept Simulators', 'Copies and agreement']);
  await expect(crumbs.getByRole('link', { name: 'Copies and agreement' })).toHaveAttribute(
    'href',
    '/copies-and-agreement/',
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Locks and fencing tokens');
  await expect(
    page.getByText('A lease that expires while its holder is paused, and the token that makes it safe.').first(),
  ).toBeVisible();
  await expect(page.getByText('On the roadmap: Advanced · step 4: Distributed systems')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Advanced · step 4: Distributed systems' })).toHaveAttribute(
    'href',
    '/#advanced-4',
  );
  await expect(page.getByText('Intermediate · about 10 to 15 min · 6 experiments')).toBeVisible();

  // The prose sections, with real links to the sources.
  for (const name of ['In plain words', 'Why it matters', 'How real systems do it']) {
    await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
  }
  // The prose link says it leaves the site, as the Study list's do.
  const prose = page.getByRole('listitem').filter({ hasText: 'The failure and its fix.' });
  const link = prose.getByRole('link', { name: 'How to do distributed locking (opens another site)', exact: true });
  await expect(link).toHaveAttribute(
    'href',
    'https://martin.kleppmann.com/2016/02/08/how-to-do-distributed-locking.html',
  );
});

test('search, opened from the home page, finds the lessons, roadmap steps and topics for what a reader types', async ({
  page,
}) => {
  // Loading the page, then Pagefind's UI, then its index takes seconds on a busy machine: done once for every query.
  test.slow();
  await page.goto('/');
  await page.getByRole('button', { name: /Search the lessons/ }).click();
  const dialog = page.getByRole('dialog');
  const field = dialog.getByRole('textbox', { name: 'Search' });
  await expect(field).toBeVisible();
  const results = dialog.locator('.pagefind-ui__result');
  /** Types a query, once the last query's results are gone, so that what shows next can only be this query's. */
  const search = async (query: string) => {
    await field.fill('');
    await expect(results).toHaveCount(0);
    await field.fill(query);
  };
  // Pagefind fetches its index fragments after the first keystroke; on a loaded machine that takes a few seconds.
  const found = { timeout: 15_000 };

  await test.step('"replication" leads to the roadmap step', async () => {
    await search('replication');
    const step = dialog.getByRole('link', { name: /Replication/ }).first();
    await expect(step).toBeVisible(found);
    await expect(step).toHaveAttribute('href', /#advanced-2/);
    await expect(dialog.getByRole('link', { name: 'Roadmap' }).first()).toBeVisible();
  });

  for (const [query, where] of [
    ['consensus', /Distributed systems|Copies and agreement/],
    ['timeouts', /Networks and timeouts|Messages and failures/],
  ] as const) {
    await test.step(`"${query}" leads to a roadmap step or a topic`, async () => {
      await search(query);
      await expect(dialog.getByRole('link', { name: where }).first()).toBeVisible(found);
    });
  }

  for (const query of ['fencing token', 'lease', 'garbage collection']) {
    await test.step(`"${query}" finds the lesson`, async () => {
      await search(query);
      await expect(dialog.getByRole('link', { name: /Locks and fencing tokens/ }).first()).toBeVisible(found);
      // The results say which topic a lesson belongs to.
      if (query === 'fencing token')
        await expect(dialog.getByText('Topic: Copies and agreement').first()).toBeVisible();
    });
  }

  await test.step('"idempotency" finds the retries lesson', async () => {
    await search('idempotency');
    await expect(dialog.getByRole('link', { name: /Retries: the write that happened twice/ }).first()).toBeVisible(
      found,
    );
  });
});

test('keyboard: skip link, header search, sidebar and lesson links are reachable by Tab', async ({ page }) => {
  test.slow();
  await page.goto('/copies-and-agreement/');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  // Onwards to the header's search button, then open the dialog with the keyboard.
  const search = page.getByRole('button', { name: 'Search' }).first();
  for (let i = 0; i < 10 && !(await search.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(search).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog').getByRole('textbox', { name: 'Search' })).toBeFocused();
  await page.keyboard.type('fencing');
  await expect(
    page
      .getByRole('dialog')
      .getByRole('link', { name: /Locks and fencing tokens/ })
      .first(),
  ).toBeVisible({ timeout: 15_000 });
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  // Then on through the sidebar to the lesson's link.
  const sidebarLink = page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Locks and fencing tokens' });
  // As many presses as the sidebar has links, and a few for what comes between: the course grows.
  const presses = (await page.getByRole('navigation', { name: 'Main' }).getByRole('link').count()) + 10;
  for (let i = 0; i < presses && !(await sidebarLink.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(sidebarLink).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(LESSON);
});

for (const path of ['/', '/no-such-page/', '/copies-and-agreement/']) {
  test.describe(`the theme control on ${path}`, () => {
    test.use({ expectedErrors: [/status of 404/] });
    test('is reachable on a phone @phone', async ({ page, isMobile }) => {
      test.skip(!isMobile, 'phones only: on a desktop it sits in the header');
      await page.goto(path);
      // Pages with a sidebar keep it in the menu, as Starlight does; pages without one show it in the header.
      const menu = page.getByRole('button', { name: 'Menu' });
      if (await menu.isVisible()) await menu.click();
      const theme = page.getByRole('combobox', { name: 'Select theme' }).locator('visible=true');
      await expect(theme).toHaveCount(1);
      await theme.selectOption('light');
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    });
  });
}

test('a lesson that builds on another links it in its header', async ({ page }) => {
  // Every lesson's header, from its built HTML, as its front matter says: the line and its link where it has
  // `lesson.buildsOn`, no line where it has none. Then one line read and followed in the browser.
  const builders = LESSONS.filter((l) => l.buildsOn !== undefined);
  for (const lesson of LESSONS) {
    const html = readFileSync(new URL(`../dist${lesson.path}index.html`, import.meta.url), 'utf8');
    const line = /<p class="[^"]*\bbuilds-on\b[^"]*">(.*?)<\/p>/
      .exec(html)?.[1]
      ?.replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n)))
      .replace(/&(amp|quot|lt|gt);/g, (_, e: string) => ({ amp: '&', quot: '"', lt: '<', gt: '>' })[e]!);
    const on = LESSONS.find((l) => l.id === lesson.buildsOn);
    expect(line, lesson.path).toBe(on ? `Builds on: <a href="${on.path}">${on.title}</a>` : undefined);
  }
  test.skip(builders.length === 0, 'no lesson has lesson.buildsOn yet');
  const lesson = builders[0]!;
  const on = lessonById(lesson.buildsOn!);
  await page.goto(lesson.path);
  const line = page.locator('.builds-on');
  await expect(line).toHaveText(`Builds on: ${on.title}`);
  await line.getByRole('link', { name: on.title }).click();
  await expect(page).toHaveURL(on.path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(on.title);
});

// "On this page" is Starlight's, started by our own script (components/site/starlight-toc.ts): it must still follow
// the reading. On a lesson page it is the bar under the header at every width that shows one (below 72rem), which
// names the section: the lab takes the right-hand column where a wide screen would put the list
// (components/site/PageSidebar.astro).
test('"On this page" names the section being read, as the reader jumps and scrolls @phone', async ({
  page,
  isMobile,
}) => {
  if (!isMobile) await page.setViewportSize({ width: 1100, height: 800 });
  await page.goto(LESSON);
  const current = page.locator('mobile-starlight-toc .display-current');
  await expect(page.locator('mobile-starlight-toc summary')).toBeVisible();
  // At the top, before any section: the page itself, as Starlight names it.
  await expect(current).toHaveText('Overview');
  await page.goto(`${LESSON}#why-it-matters`);
  await expect(current).toHaveText('Why it matters');
  await page.locator('#go-deeper').evaluate((heading) => heading.scrollIntoView());
  await expect(current).toHaveText('Go deeper');
  await page.locator('#in-plain-words').evaluate((heading) => heading.scrollIntoView());
  await expect(current).toHaveText('In plain words');
  // Back at the top, at the narrowest width, where the title sits below the reading line: the page itself again.
  await page.setViewportSize({ width: 320, height: 720 });
  // The page re-lays itself out for the new width over the next frames, and the browser's scroll anchoring keeps
  // the section being read in view as it does: a scroll to the top made meanwhile can be undone (a CI run saw
  // "In plain words"). The scroll is made again until the page stays at the top; the name must then follow.
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(current).toHaveText('Overview', { timeout: 1_000 });
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  }).toPass({ timeout: 10_000 });
});
