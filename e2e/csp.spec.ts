/**
 * The Content-Security-Policy: every page carries a strict one, and nothing a reader does breaks it. The fixture
 * fails any test on a `securitypolicyviolation`; these tests make sure every page, search and every island are
 * exercised under it.
 */
import type { Page } from '@playwright/test';
import { test, expect, sitePages, LESSON } from './fixtures';
import { hydrate, selfCheck, walkthrough } from './lesson-helpers';

const pages = sitePages();

// Each test walks a whole page, search and the islands: more than the default 30 s on a busy machine.
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

/**
 * Brings every island into view until all have hydrated. A nested island (the figure inside the walkthrough) waits
 * for its parent, so one pass can scroll past it before it may hydrate: each pass scrolls to those still waiting.
 */
async function scrollThrough(page: Page): Promise<void> {
  await expect(async () => {
    await page.evaluate(() => {
      for (const island of document.querySelectorAll('astro-island[ssr]')) {
        (island.firstElementChild ?? island).scrollIntoView();
        island.dispatchEvent(new Event('cs:wake'));
      }
    });
    await expect(page.locator('astro-island[ssr]')).toHaveCount(0, { timeout: 5_000 });
  }).toPass({ timeout: 45_000 });
}

/** Opens search, runs a query and waits for its results. */
async function search(page: Page, query: string): Promise<void> {
  await page.getByRole('button', { name: 'Search' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Search' }).fill(query);
  await expect(dialog.getByRole('link', { name: /Locks and fencing tokens/ }).first()).toBeVisible({ timeout: 40_000 });
  await page.keyboard.press('Escape');
}

for (const path of pages) {
  test(`${path} has a strict policy and loads, hydrates and searches without a violation`, async ({ page }) => {
    await page.goto(path);
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

    await scrollThrough(page);
    await search(page, 'fencing');
    // The theme picker rewrites the page's colours by script.
    await page.getByRole('combobox', { name: 'Select theme' }).first().selectOption('dark');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });
}

test('every island of the lesson works under the policy', async ({ page }) => {
  await page.goto(`${LESSON}?pause=12&fencing=1&from=mail`);
  const walk = await hydrate(walkthrough(page));
  await walk.getByRole('radio').first().check();
  await walk.getByRole('button', { name: 'Run the experiment' }).click();
  await walk.getByRole('button', { name: 'Next' }).click();

  const sim = page.getByRole('region', { name: 'Simulator' });
  await sim.getByRole('switch', { name: 'Fencing' }).click();
  await sim.getByRole('slider').first().press('ArrowRight');
  await sim.getByRole('spinbutton').first().fill('3');
  await sim.getByRole('spinbutton').first().press('Enter');
  await sim.getByRole('button', { name: 'Step forward' }).click();
  await sim.getByRole('button', { name: /^(Play|Pause)$/ }).click();
  await sim.getByRole('button', { name: 'Show the whole run' }).click();
  await sim.getByRole('slider', { name: 'Time' }).press('ArrowRight');
  await sim.getByRole('button', { name: 'Reset to defaults' }).click();

  const quiz = await hydrate(selfCheck(page));
  await quiz.getByRole('radio').first().check();
  await quiz.getByRole('button', { name: 'Check answer' }).click();
  await expect(quiz.getByRole('status').first()).not.toBeEmpty();
  // Reset sits in a small disclosure after the quiz, out of its tab order.
  await page.getByText('Your progress on this device').first().click();
  await page.getByRole('button', { name: 'Reset progress' }).first().click();
});
