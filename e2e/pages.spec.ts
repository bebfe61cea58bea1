/**
 * Every page of the site, opened once for all the checks that hold on any page: it answers with a titled page,
 * a main landmark and one h1; it carries a strict Content-Security-Policy and every island on it hydrates without
 * a violation (the fixture fails a test on any violation); it does not scroll sideways at 320 px; axe finds nothing
 * in light or dark mode. One visit per page instead of one per check: each visit of a lesson page costs seconds.
 *
 * At the desktop project's 1280 px, a lesson page with a simulator is the lesson suite's (lesson.spec.ts): its
 * preset test, which opens the page anyway, makes these same checks there, and scans it with axe once its
 * experiments have run; a second visit here cost each lesson seconds. At the phone project's 390 px (@phone), one
 * page of each kind: home, the roadmap, a topic, the kit's lesson and the 404. What a phone changes (the menu, the
 * "On this page" bar, the lab's stacked layout) is the same on every page of a kind; each lesson's own charts at
 * 390 and 320 px are the lesson suite's (their labels, for every experiment). The 404 page is not in the sitemap; it
 * is added.
 */
import { test, expect, sitePages, axeInBothSchemes, expectStrictPolicy, scrollsSideways } from './fixtures';
import { LESSONS } from './lessons';
import { KIT_LESSON, hasModel } from './lesson-helpers';
import { scrollThrough } from '../scripts/bench/weights.mjs';

/**
 * The lesson pages the lesson suite checks at 1280 px: those with a model (src/lessons/<id>/model.ts), which its
 * preset test opens.
 */
const inLessonSuite = new Set(LESSONS.filter(hasModel).map((l) => l.path));
/** The pages the phone project also checks: each kind once. */
const onPhone = (path: string): boolean =>
  path === '/' ||
  path === '/roadmap/' ||
  path === `/${KIT_LESSON.topic}/` ||
  path === '/no-such-page/' ||
  path === KIT_LESSON.path;

// A lesson page hydrates three islands and is scanned twice: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

/** The pages checked here: all but those the lesson suite checks, and the kit's lesson on the phone. */
const pages = [...sitePages(), '/no-such-page/'].filter((path) => !inLessonSuite.has(path) || onPhone(path));

for (const path of pages) {
  test.describe(path, () => {
    const missing = path === '/no-such-page/';
    if (missing) test.use({ expectedErrors: [/status of 404/] });
    test(`answers with a titled page, a strict policy its islands keep, no sideways scroll at 320 px, and no axe violations in light or dark${onPhone(path) ? ' @phone' : ''}`, async ({
      page,
      isMobile,
    }) => {
      test.skip(!isMobile && inLessonSuite.has(path), 'at 1280 px the lesson suite checks it (lesson.spec.ts)');
      await page.emulateMedia({ colorScheme: 'light' });
      const response = await page.goto(path);
      expect(response?.status()).toBe(missing ? 404 : 200);
      await expect(page).toHaveTitle(/Concept Simulators/);
      await expect(page.locator('main')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expectStrictPolicy(page);
      // Every island brought into view and woken, as a reader reaching for it would: each hydrates under the policy.
      await scrollThrough(page);
      await expect(page.locator('astro-island[ssr]')).toHaveCount(0);

      // The site follows the reader's system, as it does on load: every colour is CSS.
      expect(await axeInBothSchemes(page)).toEqual({ light: [], dark: [] });

      await page.setViewportSize({ width: 320, height: 720 });
      expect(await scrollsSideways(page), 'at 320 px').toBe(false);
    });
  });
}
