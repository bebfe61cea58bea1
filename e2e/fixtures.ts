/**
 * The test fixture every e2e spec uses: it fails a test on any console error or uncaught exception, on any
 * request that leaves the site's own origin (the site must work offline, with nothing fetched from elsewhere), and
 * on any Content-Security-Policy violation the page reports (its `securitypolicyviolation` events).
 */
import { test as base, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { readFileSync } from 'node:fs';
import { lessonById } from './lessons';

export { expect };

export const test = base.extend<{ expectedErrors: RegExp[]; guard: void }>({
  /** Console errors a test provokes on purpose (a 404 page reports its own status). */
  expectedErrors: [[], { option: true }],
  guard: [
    async ({ page, baseURL, expectedErrors }, use) => {
      const problems: string[] = [];
      const origin = new URL(baseURL ?? 'http://127.0.0.1').origin;
      page.on('console', (msg) => {
        if (msg.type() === 'error' && !expectedErrors.some((re) => re.test(msg.text())))
          problems.push(`console error: ${msg.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
      // Every document the page loads reports its CSP violations as console errors (caught above), from a listener
      // added before any of its own scripts run. (A binding back to the test would be tidier but slows every page.)
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (e) => {
          console.error(
            `CSP violation: ${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} at ${e.sourceFile}:${e.lineNumber}`,
          );
        });
      });
      // Watched, not routed: routing every request through the test runner slows each page and turns off the HTTP
      // cache. Nothing can leave anyway: the browser resolves no host name but the test servers' (playwright.config.ts).
      // The context's requests include its service worker's.
      page.context().on('request', (request) => {
        const url = request.url();
        if (url.startsWith('data:') || url.startsWith('blob:') || new URL(url).origin === origin) return;
        problems.push(`outside request: ${url}`);
      });
      await use();
      expect(problems, 'console errors, uncaught errors and outside requests').toEqual([]);
    },
    { auto: true },
  ],
});

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
export async function expectStrictPolicy(page: Page): Promise<void> {
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

/** Every page of the built site, from its sitemap, as paths ("/copies-and-agreement/"). */
export function sitePages(): string[] {
  const xml = readFileSync(new URL('../dist/sitemap-0.xml', import.meta.url), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '/').pathname);
}

/** The path of the lesson the kit's behaviour is tested through (lesson-helpers.ts: KIT_LESSON), from its content. */
export const LESSON = lessonById('locks-and-fencing-tokens').path;

/**
 * axe with the WCAG 2.2 AA rule set, on the whole page or only the parts `include` selects; returns the violations. It runs in the page itself (axe's "legacy" mode, for
 * pages without frames, which the site has none of) and details only violations: the default mode opens a second,
 * blank page to merge each frame's results, which took longer than the scan on a busy machine.
 */
export async function axeViolations(page: Page, rules?: readonly string[], include?: readonly string[]) {
  // options() replaces every option set before it, so it comes before withTags().
  let builder = new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .setLegacyMode();
  for (const selector of include ?? []) builder = builder.include(selector);
  const results = await (rules === undefined ? builder : builder.withRules([...rules])).analyze();
  return results.violations.map((v) => ({
    id: v.id,
    help: v.help,
    nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 5),
  }));
}

/** The axe rules whose outcome depends on the colours: the only ones a second scheme can change. */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'] as const;

/**
 * axe on the page as it is, in light and in dark mode: every rule in light, and in dark the rules that read colours
 * (the page's structure, names and roles do not change with the scheme; a whole second scan cost a lesson page
 * seconds). Each scheme's violations, to compare with `{ light: [], dark: [] }`. With `include` (CSS selectors), only
 * those parts of the page are scanned: for a state of the kit's islands, whose page the lesson suite scans whole.
 */
export async function axeInBothSchemes(page: Page, include?: readonly string[]) {
  const found: Record<'light' | 'dark', Awaited<ReturnType<typeof axeViolations>>> = { light: [], dark: [] };
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
    found[scheme] = await axeViolations(page, scheme === 'dark' ? COLOUR_RULES : undefined, include);
  }
  return found;
}

/** True when the page scrolls sideways at its current width. */
export async function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
}
