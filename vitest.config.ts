import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Unit and property tests of the plain-TypeScript modules (src/kit, src/lessons, src/practice, src/site, components/**/*.ts). E2E tests live in e2e/ and run under Playwright.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'components/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
    // Property tests run 10,000 cases each; on a loaded 2-core machine that can take more than the default 5 s.
    testTimeout: 60_000,
    // Every core (Vitest's default leaves one idle: on two cores, one worker), and the test files share a worker's
    // module cache rather than each loading the sim package afresh: the modules under test are pure (no test mocks a
    // module or changes a global that another file reads), so isolation bought nothing but 40 s of `npm test`.
    maxWorkers: availableParallelism(),
    isolate: false,
  },
});
