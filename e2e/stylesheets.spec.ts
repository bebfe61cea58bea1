/**
 * Render-blocking stylesheets: every page links two at most (the site's and its own, joined after the build by
 * src/site/merge-stylesheets.mjs), each one is served, and together they hold every rule the page needs, which the
 * visual and contrast tests check elsewhere. Eleven small files a page held a phone's first paint back by a
 * request each.
 */
import { test, expect, sitePages } from './fixtures';
import { cssStatements, hasSvelteElements, isIslandOnly } from '../src/site/merge-stylesheets.mjs';

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

test('a page without islands loads none of their styles, and no page loads a rule twice', async ({ request }) => {
  const css = new Map<string, string[]>();
  for (const path of [...sitePages(), '/404.html']) {
    const html = await (await request.get(path)).text();
    const statements: string[] = [];
    for (const [, href] of html.matchAll(LINK)) {
      if (!css.has(href!)) css.set(href!, cssStatements(await (await request.get(href!)).text()));
      statements.push(...css.get(href!)!);
    }
    if (!hasSvelteElements(html)) {
      expect(statements.filter(isIslandOnly), `${path}: rules only an island's elements can match`).toEqual([]);
    }
    // Style rules only: a repeated `@layer` statement is how a layer's order is declared.
    const rules = statements.filter((statement) => !statement.startsWith('@layer'));
    const twice = rules.filter((rule, i) => rules.indexOf(rule) !== i);
    expect(twice, `${path}: rules its stylesheets hold twice`).toEqual([]);
  }
});

test('every page holds its first paint until it is read down to its footer, so it is painted whole', async ({
  request,
}) => {
  for (const path of [...sitePages(), '/404.html']) {
    const html = await (await request.get(path)).text();
    const expects = [...html.matchAll(/<link rel="expect" href="#([^"]+)" blocking="render"\s*\/?>/g)];
    expect(expects.length, `${path}: render-blocking expect links`).toBe(1);
    // The element it names is there (a missing one would hold the paint until the page is read: the same in the
    // end, but no longer what the config says) and comes after every heading of the page's content.
    const at = html.indexOf(`id="${expects[0]![1]}"`);
    expect(at, `${path}: the element the first paint waits for`).toBeGreaterThan(html.lastIndexOf('<h2'));
    expect(html.length - at, `${path}: what is read after the first paint`).toBeLessThan(2_000);
  }
});
