// @ts-check
/**
 * `npm run check`: types (Astro's and Svelte's checkers), lint and formatting, run side by side (as many at once as
 * the machine has cores, once `astro sync` has generated the types both checkers read), each one's output printed whole when it ends, so that two never interleave. Fails when
 * any fails, naming it. On two cores this takes about half the time of running the four one after the other.
 */
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

/**
 * The checks, slowest first so that the last to start is a short one.
 * @type {[name: string, args: string[]][]}
 */
const CHECKS = [
  ['astro check', ['astro', 'check']],
  ['svelte-check', ['svelte-check', '--fail-on-warnings']],
  ['prettier', ['prettier', '--check', '.']],
  ['eslint', ['eslint', '.', '--max-warnings', '0']],
];

/**
 * Runs one check through npx, collecting its output; resolves with its name, exit code, output and seconds.
 * @param {string} name
 * @param {string[]} args
 * @returns {Promise<{ name: string; code: number; output: string; seconds: number }>}
 */
function run(name, args) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npx', ['--no-install', ...args], {
      env: { ...process.env, FORCE_COLOR: process.stdout.isTTY ? '1' : '0' },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ name, code: code ?? 1, output, seconds: (Date.now() - started) / 1000 }));
    child.on('error', (error) => resolve({ name, code: 1, output: String(error), seconds: 0 }));
  });
}

// Svelte's checker reads the types Astro generates (.astro/: content collections, import.meta.env and .glob), which
// a fresh clone lacks until something generates them: `astro sync` does, first, before the checks run side by side.
const sync = await run('astro sync', ['astro', 'sync']);
if (sync.code !== 0) {
  process.stderr.write(`${sync.output.trimEnd()}\nnpm run check: astro sync failed.\n`);
  process.exit(1);
}

const queue = [...CHECKS];
/** @type {string[]} */
const failed = [];
async function worker() {
  for (let next = queue.shift(); next; next = queue.shift()) {
    const result = await run(next[0], next[1]);
    const mark = result.code === 0 ? 'ok' : 'FAILED';
    process.stdout.write(
      `\n── ${result.name}: ${mark} in ${result.seconds.toFixed(0)} s\n${result.output.trimEnd()}\n`,
    );
    if (result.code !== 0) failed.push(result.name);
  }
}
await Promise.all(Array.from({ length: Math.min(CHECKS.length, availableParallelism()) }, worker));
if (failed.length > 0) {
  process.stderr.write(`\nnpm run check: ${failed.join(', ')} failed.\n`);
  process.exit(1);
}
process.stdout.write('\nnpm run check: all four passed.\n');
