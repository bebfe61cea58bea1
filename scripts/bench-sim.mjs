/**
 * Benchmark of the simulation (the first lesson's model on the kit): full runs per second, the time of a 600-point
 * sweep (the strip under a slider) and of a lease-by-pause map (31 × 31 points), each of which must redraw within a
 * frame, 16 ms.
 *
 * Importable (`const { benchSim } = await import('./scripts/bench-sim.mjs')`) and runnable
 * (`node scripts/bench-sim.mjs`, Node 22.18 or later). It imports the TypeScript source directly: Node 22.18+
 * strips types by default, and every import inside src/ names its `.ts` file, which Vite and Astro accept too
 * (the Astro tsconfig sets allowImportingTsExtensions). No build step, no extra dependency.
 */
import { fileURLToPath, pathToFileURL } from 'node:url';

const SIM = new URL('../src/lessons/locks-and-fencing-tokens/model.ts', import.meta.url);
const KIT = new URL('../src/kit/index.ts', import.meta.url);
/** The map the lab draws: lease by pause, every second from 1 to 31 s and 0 to 30 s (31 × 31 points). */
export const MAP_X = { key: 'pause', from: 0, to: 30, step: 1 };
export const MAP_Y = { key: 'lease', from: 1, to: 31, step: 1 };

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Medians over `rounds` rounds: full simulate() calls per second, and ms for a 600-point sweep and a map. */
export async function benchSim({ rounds = 7, runsPerRound = 20_000 } = {}) {
  const { model } = await import(SIM.href);
  const simulate = model.simulate;
  const DEFAULTS = model.settings.defaults;
  const kit = await import(KIT.href);
  const sweep = (/** @type {any} */ s, /** @type {string} */ key, /** @type {number} */ a, /** @type {number} */ b) =>
    kit.sweep(model, s, key, a, b);
  // Vary the settings so no single path is all that gets measured.
  const settings = Array.from({ length: 601 }, (_, i) => ({
    ...DEFAULTS,
    pause: i / 10,
    fencing: i % 2 === 0,
    check: i % 3 === 0,
  }));
  let sink = 0;
  for (let i = 0; i < 5_000; i++) sink += model.facts(simulate(settings[i % settings.length])).finalValue;
  for (let i = 0; i < 20; i++) sink += sweep(DEFAULTS, 'bAt', 0, 59.9).length;

  const rates = [];
  const sweeps = [];
  const maps = [];
  for (let r = 0; r < rounds; r++) {
    let start = performance.now();
    for (let i = 0; i < runsPerRound; i++) sink += simulate(settings[i % settings.length]).events.length;
    rates.push(runsPerRound / ((performance.now() - start) / 1000));
    start = performance.now();
    sink += sweep(DEFAULTS, 'bAt', 0, 59.9).length; // 600 points
    sweeps.push(performance.now() - start);
    start = performance.now();
    sink += kit.sweepMap(model, DEFAULTS, MAP_X, MAP_Y).verdicts.length;
    maps.push(performance.now() - start);
  }
  if (sink === 0) throw new Error('the benchmark measured nothing');
  return {
    runsPerSecond: Math.round(median(rates)),
    sweep600Ms: Number(median(sweeps).toFixed(3)),
    map961Ms: Number(median(maps).toFixed(3)),
  };
}

/**
 * The 600-point sweep timed where readers run it: in Chromium, on this machine's CPU and with Chromium's CPU slowed
 * 4 times (Lighthouse's stand-in for a mid-range phone). The sim is bundled with esbuild and run in a blank page.
 * Returns medians in ms.
 * @param {{ chromiumPath: string; rounds?: number }} options
 */
export async function benchSweepInBrowser({ chromiumPath, rounds = 15 }) {
  const { build } = await import('esbuild');
  const { chromium } = await import('@playwright/test');
  const bundle = await build({
    stdin: {
      contents: `import { model } from ${JSON.stringify(fileURLToPath(SIM))};
        export { model };
        export const DEFAULTS = model.settings.defaults;
        export { sweep, sweepMap } from ${JSON.stringify(fileURLToPath(KIT))};`,
      resolveDir: fileURLToPath(new URL('.', import.meta.url)),
      loader: 'ts',
    },
    bundle: true,
    write: false,
    format: 'iife',
    globalName: 'Sim',
    target: 'es2022',
  });
  const code = bundle.outputFiles[0]?.text ?? '';
  const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const page = await browser.newPage();
    await page.setContent('<!doctype html><title>sweep</title>');
    await page.addScriptTag({ content: code });
    /** @param {number} n */
    /** @param {number} n @param {boolean} map */
    const time = (n, map) =>
      page.evaluate(([count, mapped, x, y]) => {
        const sim = /** @type {any} */ (globalThis).Sim;
        const once = () =>
          mapped ? sim.sweepMap(sim.model, sim.DEFAULTS, x, y) : sim.sweep(sim.model, sim.DEFAULTS, 'bAt', 0, 59.9);
        for (let i = 0; i < 10; i++) once();
        const times = [];
        for (let i = 0; i < count; i++) {
          const start = performance.now();
          once();
          times.push(performance.now() - start);
        }
        times.sort((a, b) => a - b);
        return times[times.length >> 1] ?? NaN;
      }, /** @type {const} */ ([n, map, MAP_X, MAP_Y]));
    const desktop = await time(rounds, false);
    const desktopMap = await time(rounds, true);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const phone = await time(rounds, false);
    const phoneMap = await time(rounds, true);
    return {
      sweep600BrowserMs: Number(desktop.toFixed(2)),
      sweep600PhoneMs: Number(phone.toFixed(2)),
      map961BrowserMs: Number(desktopMap.toFixed(2)),
      map961PhoneMs: Number(phoneMap.toFixed(2)),
    };
  } finally {
    await browser.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { runsPerSecond, sweep600Ms, map961Ms } = await benchSim();
  console.log(`simulate: ${runsPerSecond.toLocaleString('en')} runs per second`);
  console.log(`sweep of 600 points: ${sweep600Ms} ms`);
  console.log(`lease-by-pause map of 31 × 31 points: ${map961Ms} ms`);
}
