import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, TEST_CHROMIUM } from './e2e/browser.ts';

const port = Number(process.env['E2E_PORT'] ?? 4327);

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: Number(process.env['E2E_WORKERS'] ?? 2),
  // Two on CI, where a red run lands nothing: a busy two-core machine can make a test time out now and then. A test
  // that fails three times still fails CI.
  retries: process.env['CI'] ? 2 : 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Recording a trace costs every test about a third more time on a two-core machine, failing or not: it is
    // recorded only when a test is retried (CI retries). Locally, `npx playwright test --trace on` records one.
    trace: 'on-first-retry',
    // Every page registers the offline worker at load, and the worker then fetches and stores the whole site (about
    // 2.4 MB in 110 files): in every test's fresh context, about a fifth of the suite's CPU. Only the offline specs,
    // which test it, allow it (test.use there).
    serviceWorkers: 'block',
    // Debian's Chromium, its headless shell where there is one (e2e/browser.ts).
    launchOptions: { executablePath: TEST_CHROMIUM, args: CHROMIUM_ARGS },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'] } },
    // The phone runs the tests tagged @phone: layout and touch, where a narrow screen changes what a reader gets.
    { name: 'phone', grep: /@phone/, use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } } },
  ],
  // The built site, served by Astro's static preview server: the tests see exactly what a reader gets.
  webServer: {
    command: `npx astro preview --host 127.0.0.1 --port ${port}`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !process.env['CI'],
    env: { ASTRO_TELEMETRY_DISABLED: '1' },
    // `astro preview` loads the whole config before it serves: slow to start on a busy machine.
    timeout: 120_000,
  },
});
