import { defineConfig } from 'vitest/config';

// Unit and property tests of the plain-TypeScript modules (src/sim). E2E tests live in e2e/ and run under Playwright.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
  },
});
