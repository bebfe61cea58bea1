/**
 * Every page of the site, opened once for all the checks that hold on any page: it answers with a titled page,
 * a main landmark and one h1; it carries a strict Content-Security-Policy and every island on it hydrates without
 * a violation (the fixture fails a test on any violation); it does not scroll sideways at 320 px; axe finds nothing
 * in light or dark mode. One visit per page instead of one per check: each visit of a lesson page costs seconds.
 *
 * axe runs at the desktop project's 1280 px on every page but the lessons, which the lesson suite scans there once
 * their experiments have run (lesson.spec.ts). At the phone project's 390 px (@phone), one page of each kind: home,
 * the roadmap, a topic, the kit's lesson and the 404. What a phone changes (the menu, the "On this page" bar, the
 * lab's stacked layout) is the same on every page of a kind; each lesson's own charts at 390 and 320 px are the
 * lesson suite's (their labels, for every experiment). The 404 page is not in the sitemap; it is added.
 */
import type { Page } from '@playwright/test';
import { test, expect, sitePages, axeInBothSchemes, scrollsSideways } from './fixtures';
import { LESSONS } from './lessons';
import { KIT_LESSON } from './lesson-helpers';
import { scrollThrough } from '../scripts/bench/weights.mjs';

const pages = [...sitePages(), '/no-such-page/'];
const lessonPaths = new Set(LESSONS.map((l) => l.path));
/** The pages the phone project also checks: each kind once. */
const onPhone = (path: string): boolean =>
  path === '/' ||
  path === '/roadmap/' ||
  path === `/${KIT_LESSON.topic}/` ||
  path === '/no-such-page/' ||
  path === KIT_LESSON.path;

// A lesson page hydrates three islands and is scanned twice: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

/** The page's policy as directive name → sources. */
async function policy(page: Page): Promise<Map<string, string[]>> {
  const metas = page.locator('meta[http-equiv="content-security-policy" i]');
  await expect(metas).toHaveCount(1);
  const content = (await metas.getAttribute('content')) ?? '';
  return new Map(
    content
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

/** Fails unless the policy is strict: scripts and styles from the site itself or by hash, nothing inline. */
async function expectStrictPolicy(page: Page): Promise<void> {
  const csp = await policy(page);
  expect(csp.get('default-src')).toEqual(["'self'"]);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('base-uri')).toEqual(["'self'"]);
  expect(csp.get('form-action')).toEqual(["'self'"]);
  const scripts = csp.get('script-src') ?? [];
  expect(scripts).toContain("'self'");
  expect(scripts.filter((s) => !/^'sha(256|384|512)-/.test(s) && s !== "'self'")).toEqual(["'wasm-unsafe-eval'"]);
  expect(csp.get('style-src')?.filter((s) => !/^'sha(256|384|512)-/.test(s))).toEqual(["'self'"]);
  // Only style attributes (never <style> elements) may be inline.
  expect(csp.get('style-src-attr')).toEqual(["'unsafe-inline'"]);
  for (const [name, sources] of csp)
    if (name !== 'style-src-attr') expect(sources, name).not.toContain("'unsafe-inline'");
}

for (const path of pages) {
  test.describe(path, () => {
    const missing = path === '/no-such-page/';
    if (missing) test.use({ expectedErrors: [/status of 404/] });
    test(`answers with a titled page, a strict policy its islands keep, no sideways scroll at 320 px, and no axe violations in light or dark${onPhone(path) ? ' @phone' : ''}`, async ({
      page,
      isMobile,
    }) => {
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

      // At 1280 px a lesson page is scanned by the lesson suite, once its experiments have run.
      // The site follows the reader's system, as it does on load: every colour is CSS.
      if (isMobile || !lessonPaths.has(path)) expect(await axeInBothSchemes(page)).toEqual({ light: [], dark: [] });

      await page.setViewportSize({ width: 320, height: 720 });
      expect(await scrollsSideways(page), 'at 320 px').toBe(false);
    });
  });
}
