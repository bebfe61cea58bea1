/**
 * Practice questions for every model in the registry (no hand list): each is answerable (the right option is the
 * model's outcome, every other option an outcome it produces one step away), sits at a border, is the same for the
 * same seed, and a hundred seeds give varied questions. The seed's address key collides with no lesson's settings.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MODELS } from '../registry.ts';
import { neighbours, questionOf } from './question.ts';
import { SEED_KEY, generator, parseSeed, seedFrom, seedText } from './random.ts';

const models = Object.values(MODELS);

describe('seeds', () => {
  it('round-trip through the address text', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 0xffff_ffff }), (n) => parseSeed(seedText(n)) === n));
  });

  it.each(['', 'K3', 'k3!', '-1', '1z141z4', '12345678', ' 1', '1.5'])('reads %j as no seed', (text) => {
    expect(parseSeed(text)).toBeNull();
  });

  it('reads nothing from a missing value', () => {
    expect(parseSeed(null)).toBeNull();
    expect(parseSeed(undefined)).toBeNull();
  });

  it('come from the page its random numbers, within range', () => {
    for (const unit of [0, 0.5, 0.999_999_999_9, 1, -1]) {
      expect(seedFrom(unit)).toBeGreaterThanOrEqual(0);
      expect(seedFrom(unit)).toBeLessThanOrEqual(0xffff_ffff);
    }
  });

  it('drive a generator that repeats for the same seed and stays in [0, 1)', () => {
    const a = generator(42);
    const b = generator(42);
    for (let i = 0; i < 100; i++) {
      const x = a();
      expect(x).toBe(b());
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThan(1);
    }
  });
});

describe.each(models.map((m) => [m.id, m] as const))('%s: practice questions', (_id, model) => {
  it(`uses an address key, "${SEED_KEY}", that is none of its settings`, () => {
    expect(model.settings.keys).not.toContain(SEED_KEY);
  });

  it('are answerable: the right option is the run’s verdict, the others come from settings one step away', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffff_ffff }), (seed) => {
        const q = questionOf(model, seed);
        const run = model.simulate(q.settings);
        expect(run.verdict).toBe(q.answer);
        expect(model.settings.normalise(q.settings).notices).toEqual([]);
        expect(q.options).toContain(q.answer);
        expect(q.options.length).toBeGreaterThanOrEqual(2);
        const near = new Set(neighbours(model, q.settings).map((s) => model.judge(s)));
        for (const o of q.options) if (o !== q.answer) expect(near.has(o)).toBe(true);
        // Options come in the legend's order, whatever the answer.
        const legend = Object.keys(model.verdicts);
        expect([...q.options].sort((a, b) => legend.indexOf(a) - legend.indexOf(b))).toEqual(q.options);
        // At a border: a one-step change of the pivot setting changes the verdict.
        const pivoted = neighbours(model, q.settings).filter((s) => s[q.pivot] !== q.settings[q.pivot]);
        expect(pivoted.some((s) => model.judge(s) !== q.answer)).toBe(true);
      }),
      { numRuns: 60 },
    );
  });

  it('are the same for the same seed', () => {
    expect(questionOf(model, 12345)).toEqual(questionOf(model, 12345));
  });

  it('vary over a hundred seeds: many settings, more than one right answer, more than one pivot', () => {
    const qs = Array.from({ length: 100 }, (_, i) => questionOf(model, i * 7919 + 1));
    const settingsOf = (list: typeof qs) => new Set(list.map((q) => model.settings.toQuery(q.settings))).size;
    // Questions sit where a one-step change turns the verdict: a small model (a scaffold's starter model of two
    // settings, say) has few such places. A hundred questions reach 60 of them, or, where there are fewer, most of
    // those that four hundred reach.
    const reachable = settingsOf(Array.from({ length: 400 }, (_, i) => questionOf(model, i * 104_723 + 7)));
    expect(settingsOf(qs)).toBeGreaterThanOrEqual(Math.min(60, Math.ceil(reachable * 0.6)));
    expect(new Set(qs.map((q) => q.answer)).size).toBeGreaterThanOrEqual(2);
    expect(new Set(qs.map((q) => q.pivot)).size).toBeGreaterThanOrEqual(2);
  });
});

describe.each(models.map((m) => [m.id, m] as const))('%s: a wrong option', (_id, model) => {
  it('is explained by a one-step change that gives it', async () => {
    const { changeTo } = await import('./question.ts');
    for (let seed = 1; seed < 40; seed++) {
      const q = questionOf(model, seed * 104_729);
      for (const o of q.options.filter((v) => v !== q.answer)) {
        const change = changeTo(model, q, o);
        expect(change, `seed ${seed}, option ${o}`).toBeDefined();
        const there = model.settings.normalise({ ...q.settings, [change!.key]: change!.to }).settings;
        expect(model.judge(there)).toBe(o);
      }
    }
  });
});
