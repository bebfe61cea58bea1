/**
 * Render-blocking stylesheets: every page links two at most (the site's and its own, joined after the build by
 * src/site/merge-stylesheets.mjs), each one is served, and together they hold every rule the page needs, which the
 * visual and contrast tests check elsewhere. Eleven small files a page held a phone's first paint back by a
 * request each.
 */
import { test, expect, sitePages } from './fixtures';

const LINK = /<link rel="stylesheet" href="([^"]+)"\s*\/?>/g;

test('every page links at most two render-blocking stylesheets, and each is served as CSS', async ({ request }) => {
  const seen = new Set<string>();
  for (const path of [...sitePages(), '/404.html']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const hrefs = [...(await response.text()).matchAll(LINK)].map(([, href]) => href!);
    expect(hrefs.length, `${path} links ${hrefs.join(', ')}`).toBeGreaterThan(0);
    expect(hrefs.length, `${path} links ${hrefs.join(', ')}`).toBeLessThanOrEqual(2);
    for (const href of hrefs) seen.add(href);
  }
  for (const href of seen) {
    const css = await request.get(href);
    expect(css.status(), href).toBe(200);
    expect(css.headers()['content-type'], href).toContain('text/css');
    expect((await css.text()).length, href).toBeGreaterThan(100);
  }
});
