/**
 * The kit's laws, checked for every lesson the registry knows: one table, no hand list, so a new lesson's model is
 * held to them the moment its folder exports `model`. A lesson's own tests check what only its story says; these
 * check what every island and the build rely on whatever the lesson.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatTime } from '../kit/index.ts';
import { settingsOf } from '../kit/testing/settings.ts';
import { MODELS } from './registry.ts';

/** Runs per law and model: enough to find a broken law, few enough that `npm run test:unit` stays under a minute. */
const RUNS = 1_000;

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

  it('the same settings give the same run, and a run is plain data (it survives JSON as it is)', () => {
    fc.assert(
      fc.property(arbitrary, (s) => {
        const run = model.simulate({ ...s });
        expect(model.simulate({ ...s })).toEqual(run);
        expect(JSON.parse(JSON.stringify(run))).toStrictEqual(run);
      }),
      { numRuns: RUNS },
    );
  });

  it('events are in time order, each printed at its own time, and the run ends at or after the last', () => {
    fc.assert(
      fc.property(arbitrary, (s) => {
        const run = model.simulate(s);
        expect(run.events.length).toBeGreaterThan(0);
        for (let i = 0; i < run.events.length; i++) {
          const event = run.events[i]!;
          if (i > 0) expect(event.t).toBeGreaterThanOrEqual(run.events[i - 1]!.t);
          expect(Number.isInteger(event.t)).toBe(true);
          expect(event.time).toBe(formatTime(event.t));
          expect(event.text.trim().length).toBeGreaterThan(0);
        }
        expect(run.end).toBeGreaterThanOrEqual(run.events.at(-1)!.t);
      }),
      { numRuns: RUNS },
    );
  });

  it('judge() equals simulate().verdict, and every verdict reached is declared', () => {
    fc.assert(
      fc.property(arbitrary, (s) => {
        const verdict = model.simulate(s).verdict;
        expect(model.judge(s)).toBe(verdict);
        expect(Object.keys(model.verdicts)).toContain(verdict);
      }),
      { numRuns: RUNS },
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
      { numRuns: RUNS },
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
        expect(model.simulate(s).settings).toEqual(model.settings.normalise(s).settings);
      }),
      { numRuns: RUNS },
    );
  });
});
