/**
 * axe on every page of the site, in light and in dark, at the desktop project's 1280 px and the phone project's
 * 390 px (the tests are tagged @phone, so both projects run them). The 404 page is not in the sitemap; it is added.
 */
import { test, expect, sitePages, axeViolations } from './fixtures';

const pages = [...sitePages(), '/no-such-page/'];

for (const path of pages) {
  for (const scheme of ['light', 'dark'] as const) {
    test.describe(`${path} in ${scheme} mode`, () => {
      if (path === '/no-such-page/') test.use({ expectedErrors: [/status of 404/] });
      test(`has no axe violations @phone`, async ({ page }) => {
        // axe on a lesson page takes seconds, more on a busy machine.
        test.setTimeout(90_000);
        await page.emulateMedia({ colorScheme: scheme });
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
        expect(await axeViolations(page)).toEqual([]);
      });
    });
  }
}
