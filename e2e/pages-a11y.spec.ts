/**
 * axe on every page of the site, in light and in dark, at the desktop project's 1280 px; a lesson page there is the
 * lesson suite's (lesson.spec.ts scans it at 1280 px in both schemes once its experiments have run). At the phone
 * project's 390 px, one page of each kind in both schemes (@phone): home, the roadmap, a topic, each lesson and the 404. What a
 * phone changes (the menu, the "On this page" bar, the lab's stacked layout) is the same on every page of a kind,
 * and each full-page axe run takes seconds. The 404 page is not in the sitemap; it is added.
 *
 * Each page is opened once, in light, and scanned; then the reader's system turns dark (the site follows it, as it
 * does on load: every colour is CSS) and the page is scanned again. One visit instead of two per page.
 */
import { test, expect, sitePages, axeViolations } from './fixtures';
import { LESSONS } from './lessons';

const pages = [...sitePages(), '/no-such-page/'];
/** The pages the phone project also checks: each template once, and every lesson (each has its own simulator). */
const lessonPaths = new Set(LESSONS.map((l) => l.path));
const onPhone = (path: string): boolean =>
  path === '/' ||
  path === '/roadmap/' ||
  path === `/${LESSONS[0]?.topic}/` ||
  path === '/no-such-page/' ||
  lessonPaths.has(path);

for (const path of pages) {
  test.describe(path, () => {
    if (path === '/no-such-page/') test.use({ expectedErrors: [/status of 404/] });
    test(`has no axe violations in light or dark mode @slow${onPhone(path) ? ' @phone' : ''}`, async ({
      page,
      isMobile,
    }) => {
      test.skip(lessonPaths.has(path) && !isMobile, 'at 1280 px a lesson page is scanned by the lesson suite');
      // Two axe runs on a lesson page take seconds each, more on a busy machine.
      test.setTimeout(90_000);
      for (const scheme of ['light', 'dark'] as const) {
        await test.step(`${scheme} mode`, async () => {
          await page.emulateMedia({ colorScheme: scheme });
          if (scheme === 'light') await page.goto(path);
          await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
          expect(await axeViolations(page)).toEqual([]);
        });
      }
    });
  });
}
