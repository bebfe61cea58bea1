// @ts-check
/**
 * `npm run screenshots`: photographs the built site's pages at desktop and phone widths, in light and dark, into
 * .screenshots/ (ignored by git), so that a person can look at what readers get. Serves dist/ itself.
 *
 *   npm run screenshots -- /copies-and-agreement/locks-and-fencing-tokens/ --full
 */
import { chromium } from '@playwright/test';
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

const port = Number(process.env['SHOTS_PORT'] ?? 4399);
const args = process.argv.slice(2);
const full = args.includes('--full');
const paths = args.filter((a) => a.startsWith('/'));
const pages =
  paths.length > 0 ? paths : ['/', '/copies-and-agreement/', '/copies-and-agreement/locks-and-fencing-tokens/'];
const out = '.screenshots';
mkdirSync(out, { recursive: true });

const server = spawn('npx', ['astro', 'preview', '--host', '127.0.0.1', '--port', String(port)], {
  stdio: 'ignore',
  env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
  detached: true,
});
try {
  for (let i = 0; i < 100; i++) {
    const ok = await fetch(`http://127.0.0.1:${port}/`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await sleep(200);
  }
  const browser = await chromium.launch({
    executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  for (const [device, viewport] of /** @type {const} */ ([
    ['desktop', { width: 1280, height: 900 }],
    ['phone', { width: 390, height: 844 }],
  ])) {
    for (const scheme of /** @type {const} */ (['light', 'dark'])) {
      const context = await browser.newContext({ viewport, colorScheme: scheme, deviceScaleFactor: 1 });
      const page = await context.newPage();
      for (const path of pages) {
        await page.goto(`http://127.0.0.1:${port}${path}`, { waitUntil: 'networkidle' });
        const name = (path.replace(/^\/|\/$/g, '').replaceAll('/', '_') || 'home') + `-${device}-${scheme}.png`;
        await page.screenshot({ path: `${out}/${name}`, fullPage: full });
        console.log(`${out}/${name}`);
      }
      await context.close();
    }
  }
  await browser.close();
} finally {
  if (server.pid) process.kill(-server.pid);
}
