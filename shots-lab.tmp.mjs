// Temporary: screenshots of the lab at three widths, light and dark, after running an experiment.
import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:4416/copies-and-agreement/locks-and-fencing-tokens/';
const widths = (process.argv[2] ?? '1280,390,320').split(',').map(Number);
const themes = (process.argv[3] ?? 'dark,light').split(',');
const exp = Number(process.argv[4] ?? 3);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const width of widths) {
  for (const theme of themes) {
    const page = await browser.newPage({ viewport: { width, height: width > 500 ? 900 : 844 } });
    page.on('console', (m) => m.type() === 'error' && console.log('console:', m.text()));
    page.on('pageerror', (e) => console.log('pageerror:', e.message));
    await page.addInitScript((t) => localStorage.setItem('starlight-theme', t), theme);
    await page.goto(base);
    const walk = page.locator('.walkthrough');
    await walk.scrollIntoViewIfNeeded();
    await page.locator('.walkthrough').locator('xpath=ancestor::astro-island[not(@ssr)]').waitFor({ state: 'attached' });
    await walk.getByRole('button', { name: new RegExp(`^Experiment ${exp} of 6`) }).click();
    await walk.getByRole('radio').first().check();
    await walk.getByRole('button', { name: 'Run it in the simulator' }).click();
    await page.waitForTimeout(5000);
    await page.screenshot({ path: `/tmp/lab-shots/run-${exp}-${width}-${theme}.png` });
    await page.screenshot({ path: `/tmp/lab-shots/full-${exp}-${width}-${theme}.png`, fullPage: true });
    await page.close();
  }
}
await browser.close();
