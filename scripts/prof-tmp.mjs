import { chromium } from 'playwright';
import { scrollThrough } from './bench/weights.mjs';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
for (const reducedMotion of ['no-preference', 'reduce']) {
  const ctx = await b.newContext({ viewport: { width: 1280, height: 720 }, serviceWorkers: 'block', reducedMotion });
  const p = await ctx.newPage();
  const cdp = await ctx.newCDPSession(p);
  await cdp.send('Performance.enable');
  await p.goto('http://127.0.0.1:4400/copies-and-agreement/locks-and-fencing-tokens/');
  await scrollThrough(p);
  await p.waitForTimeout(1000);
  const get = async () => Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((x) => [x.name, x.value]));
  const m0 = await get();
  const walk = p.locator('.walkthrough');
  await walk.scrollIntoViewIfNeeded();
  await walk.getByRole('button', { name: 'Run the experiment' }).click();
  await p.waitForTimeout(6000);
  const m1 = await get();
  const d = (k) => ((m1[k] - m0[k]) * 1000).toFixed(0);
  console.log(reducedMotion, 'task', d('TaskDuration'), 'script', d('ScriptDuration'), 'layout', d('LayoutDuration'), 'style', d('RecalcStyleDuration'));
  await ctx.close();
}
await b.close();
