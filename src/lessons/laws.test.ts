/**
 * The kit's laws, checked for every lesson the registry knows: one table, no hand list, so a new lesson's model is
 * held to them the moment its folder exports `model`. A lesson's own tests check what only its story says; these
 * check what every island and the build rely on whatever the lesson.
 */
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { formatTime } from '../kit/index.ts';
import type { SettingsRecord } from '../kit/index.ts';
import { settingsOf } from '../kit/testing/settings.ts';
import { MODELS } from './registry.ts';

/** Runs per law and model: enough to find a broken law, few enough that `npm run test:unit` stays under a minute. */
const RUNS = 1_000;
/**
 * Every law over a lesson's settings draws the same RUNS settings (one seed per file run, which fast-check prints on
 * a failure), so that each setting is simulated once for all the laws that read its run (see `runOf`); each law is
 * still its own test over RUNS random settings.
 */
const options = { numRuns: RUNS, seed: Math.floor(Math.random() * 2 ** 31) };

/** Anything code might hand the normaliser for one key: valid values, wrong types, out of range, missing. */
const junk = fc.oneof(
  fc.double(),
  fc.integer({ min: -1000, max: 1000 }).map((t) => t / 10),
  fc.boolean(),
  fc.string({ maxLength: 8 }),
  fc.constantFrom(undefined, null, Number.NaN, Infinity),
);

const models = Object.values(MODELS);

describe('the registry', () => {
  it('knows at least one lesson model', () => {
    expect(models.length).toBeGreaterThan(0);
  });
});

describe.each(models.map((m) => [m.id, m] as const))('%s: the kit laws', (_id, model) => {
  const arbitrary = settingsOf(model);
  /**
   * Each setting's run, simulated once for the laws that only read it: the model is deterministic, which the first
   * law checks by simulating twice (it records its run here). Keyed by the settings, whose keys come in the
   * descriptor's order; cleared once the lesson's laws are done.
   */
  const runs = new Map<string, ReturnType<typeof model.simulate>>();
  const runOf = (s: SettingsRecord) => {
    const key = JSON.stringify(s);
    let run = runs.get(key);
    if (run === undefined) runs.set(key, (run = model.simulate({ ...s })));
    return run;
  };
  afterAll(() => runs.clear());

  it('the same settings give the same run, and a run is plain data (it survives JSON as it is)', () => {
    fc.assert(
      fc.property(arbitrary, (s) => {
        const run = model.simulate({ ...s });
        expect(model.simulate({ ...s })).toEqual(run);
        expect(JSON.parse(JSON.stringify(run))).toStrictEqual(run);
        runs.set(JSON.stringify(s), run);
      }),
      options,
    );
  });

  it('events are in time order, each printed at its own time, and the run ends at or after the last', () => {
    fc.assert(
      fc.property(arbitrary, (s) => {
        const run = runOf(s);
        expect(run.events.length).toBeGreaterThan(0);
        // Every line's faults in one expect: four expects a line were most of this law's time.
        const faults: string[] = [];
        for (const [i, event] of run.events.entries()) {
          if (i > 0 && event.t < run.events[i - 1]!.t) faults.push(`line ${i} (t ${event.t}) before the line above`);
          if (!Number.isInteger(event.t)) faults.push(`line ${i}: t ${event.t} is not a whole number of tenths`);
          if (event.time !== formatTime(event.t)) faults.push(`line ${i}: printed "${event.time}" at t ${event.t}`);
          if (event.text.trim().length === 0) faults.push(`line ${i} has no text`);
        }
        expect(faults).toEqual([]);
        expect(run.end).toBeGreaterThanOrEqual(run.events.at(-1)!.t);
      }),
      options,
    );
  });

  it('judge() equals simulate().verdict, and every verdict reached is declared', () => {
    fc.assert(
      fc.property(arbitrary, (s) => {
        const verdict = runOf(s).verdict;
        expect(model.judge(s)).toBe(verdict);
        expect(Object.keys(model.verdicts)).toContain(verdict);
      }),
      options,
    );
  });

  it('toQuery after parse is the identity, with no notice', () => {
    fc.assert(
      fc.property(arbitrary, (s) => {
        const query = model.settings.toQuery(s);
        const parsed = model.settings.parse(query);
        expect(parsed.notices).toEqual([]);
        expect(parsed.settings).toEqual(s);
        expect(model.settings.toQuery(parsed.settings)).toBe(query);
      }),
      options,
    );
  });

  it('normalise is idempotent, and what it gives needs no further correction', () => {
    const input = fc.record(Object.fromEntries(model.settings.keys.map((k) => [k, junk])), { requiredKeys: [] });
    fc.assert(
      fc.property(input, (raw) => {
        const once = model.settings.normalise(raw);
        const twice = model.settings.normalise(once.settings);
        expect(twice.settings).toEqual(once.settings);
        expect(twice.notices).toEqual([]);
      }),
      { numRuns: RUNS },
    );
  });

  it('the run settles the settings it was given: the run carries them, normalised', () => {
    fc.assert(
      fc.property(arbitrary, (s) => {
        expect(runOf(s).settings).toEqual(model.settings.normalise(s).settings);
      }),
      options,
    );
  });
});
