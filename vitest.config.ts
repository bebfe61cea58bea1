import { defineConfig } from 'vitest/config';

// Unit and property tests of the plain-TypeScript modules (src/sim, src/site, components/**/*.ts). E2E tests live in e2e/ and run under Playwright.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'components/**/*.test.ts'],
    environment: 'node',
  },
});
