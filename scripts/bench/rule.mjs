// @ts-check
/**
 * The figures of issue 57, "Write the rule yourself", for every lesson that declares a rule (src/lessons/<id>/rule.ts),
 * on a desktop viewport at 1x and with the CPU slowed 4x (as on a phone): from pressing "Check my rule" to the
 * verdict on screen, the first time (the worker starts and loads the sandbox's engine, its WebAssembly already
 * fetched with the section's code) and again (the map painted alone). Each check paints the whole map with the
 * lesson's starter (every schedule played, the first that breaks it run in full). Medians of `runs` runs.
 * Chromium's CPU slowdown (CDP's Emulation.setCPUThrottlingRate) is set on the page; how much of it reaches a
 * worker, where the paint runs, depends on the Chromium version, so the 4x figure may understate a slow phone's.
 */
import { existsSync } from 'node:fs';
import { median } from './stats.mjs';

/**
 * The lessons that declare a rule.
 * @param {readonly { id: string; path: string }[]} lessons
 */
export function lessonsWithRules(lessons) {
  return lessons.filter((l) => existsSync(new URL(`../../src/lessons/${l.id}/rule.ts`, import.meta.url)));
}

/**
 * Milliseconds from the press to the verdict, the first check and the next, at a CPU slowdown of `rate`.
 * @param {import('playwright').Browser} browser
 * @param {string} url
 * @param {number} rate
 */
async function oneRun(browser, url, rate) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    await page.goto(url);
    const lab = page.locator('[data-rule-lab]');
    const button = lab.getByRole('button', { name: 'Check my rule' });
    await button.scrollIntoViewIfNeeded();
    await button.evaluate((el) => el.closest('astro-island')?.dispatchEvent(new Event('cs:wake')));
    await lab.locator('.cm-content').waitFor({ timeout: 30_000 });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    const check = async () => {
      const started = Date.now();
      await button.click();
      await page.waitForFunction(
        () => {
          const said = document.querySelector('[data-rule-lab] [role="status"]')?.textContent ?? '';
          const problem = document.querySelector('[data-rule-lab] [role="alert"]')?.textContent ?? '';
          return (said !== '' && !said.includes('Checking')) || problem !== '';
        },
        undefined,
        { timeout: 120_000 },
      );
      return Date.now() - started;
    };
    const first = await check();
    const again = await check();
    return { first, again };
  } finally {
    await context.close();
  }
}

/**
 * The medians of `runs` runs at 1x and 4x for one lesson's page.
 * @param {import('playwright').Browser} browser
 * @param {string} url
 * @param {number} runs
 */
export async function ruleFigures(browser, url, runs) {
  /** @type {Record<'x1' | 'x4', { first: number; again: number }[]>} */
  const found = { x1: [], x4: [] };
  for (let i = 0; i < runs; i += 1) {
    found.x1.push(await oneRun(browser, url, 1));
    found.x4.push(await oneRun(browser, url, 4));
  }
  const med = (/** @type {{ first: number; again: number }[]} */ list) => ({
    firstMs: median(list.map((r) => r.first)),
    againMs: median(list.map((r) => r.again)),
  });
  return { x1: med(found.x1), x4: med(found.x4) };
}
