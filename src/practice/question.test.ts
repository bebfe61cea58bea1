/**
 * Practice questions for every model in the registry (no hand list): over 500 seeds each offers every outcome in the
 * legend's order, stands clear of every tie and turns on its pivot; one answered wrong comes back with the pivot
 * moved; the same seed gives the same question, and a hundred seeds give varied ones. The seed's address key
 * collides with no lesson's settings.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MODELS } from '../lessons/registry.ts';
import { changeTo, clearOfTies, questionOf } from './question.ts';
import type { Question } from './question.ts';
import type { AnyModel, SettingSpec, SettingValue } from '../kit/index.ts';
import { SEED_KEY, generator, parseSeed, seedFrom, seedText } from './random.ts';

const models = Object.values(MODELS);

/**
 * Each model's 500 questions, drawn once: the fairness test checks every one, and the tests after it take theirs
 * from the same draw (a hundred for variety, sixty to come back after a wrong answer, forty to explain wrong options)
 * rather than drawing as many again. Looking for a question is most of what these tests cost.
 */
const drawn = new Map<string, Question[]>();
function questionsOf(model: AnyModel): Question[] {
  let qs = drawn.get(model.id);
  if (qs === undefined)
    drawn.set(model.id, (qs = Array.from({ length: 500 }, (_, i) => questionOf(model, i * 2_654_435_761 + 17))));
  return qs;
}

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

  it('are fair over 500 seeds: every outcome offered in the legend order, clear of every tie, turning on the pivot', () => {
    const legend = Object.keys(model.verdicts);
    for (const q of questionsOf(model)) {
      const where = `seed ${q.seed}: ${model.settings.toQuery(q.settings)}`;
      expect(model.settings.normalise(q.settings).notices, where).toEqual([]);
      expect(model.simulate(q.settings).verdict, where).toBe(q.answer);
      // None left out (which would tell what cannot happen), and never ordered by the answer.
      expect(q.options, where).toEqual(legend);
      // No time setting within 0.2 s of a border: the order of two things at one instant never decides it.
      expect(clearOfTies(model, q.settings), where).toBe(true);
      // It turns on its pivot: within 1.2 s of time, one of a count, or the other switch or choice, the verdict differs.
      const spec = model.settings.descriptor[q.pivot] as SettingSpec;
      const nearby: SettingValue[] =
        spec.kind === 'seconds'
          ? Array.from({ length: 24 }, (_, k) => (q.settings[q.pivot] as number) + (k < 12 ? -(k + 1) : k - 11) / 10)
          : spec.kind === 'count'
            ? [(q.settings[q.pivot] as number) - 1, (q.settings[q.pivot] as number) + 1]
            : spec.kind === 'switch'
              ? [!q.settings[q.pivot]]
              : spec.options.map((o) => o.value);
      const turns = nearby.some((v) => {
        const there = model.settings.normalise({ ...q.settings, [q.pivot]: v });
        // A count may carry the counts that depend on it back into range, as the panel does (W at most N).
        return (spec.kind === 'count' || there.notices.length === 0) && model.judge(there.settings) !== q.answer;
      });
      expect(turns, where).toBe(true);
    }
  });

  it('come back after a wrong answer with the pivot moved and nothing else, still fair', () => {
    let moved = 0;
    for (const base of questionsOf(model).slice(0, 60)) {
      const again = questionOf(model, base.seed, 1);
      expect(questionOf(model, base.seed, 1)).toEqual(again);
      expect(again.options).toEqual(base.options);
      expect(model.judge(again.settings)).toBe(again.answer);
      expect(clearOfTies(model, again.settings)).toBe(true);
      const changed = model.settings.keys.filter((k) => again.settings[k] !== base.settings[k]);
      if (changed.length === 0) continue;
      moved += 1;
      expect(changed).toContain(base.pivot);
      // Only a count may carry the counts that depend on it (W at most N) with it.
      const spec = model.settings.descriptor[base.pivot] as SettingSpec;
      if (spec.kind !== 'count') expect(changed).toEqual([base.pivot]);
    }
    expect(moved).toBeGreaterThanOrEqual(45);
  });

  it('are the same for the same seed', () => {
    expect(questionOf(model, 12345)).toEqual(questionOf(model, 12345));
  });

  it('vary over a hundred seeds: many settings, more than one right answer, more than one pivot', () => {
    const qs = questionsOf(model).slice(0, 100);
    const settingsOf = (list: typeof qs) => new Set(list.map((q) => model.settings.toQuery(q.settings))).size;
    // Questions sit where a one-step change turns the verdict: a small model (a scaffold's starter model of two
    // settings, say) has few such places. A hundred questions reach 60 of them, or, where there are fewer, most of
    // those that four hundred reach.
    const reachable = settingsOf(questionsOf(model).slice(0, 400));
    expect(settingsOf(qs)).toBeGreaterThanOrEqual(Math.min(60, Math.ceil(reachable * 0.6)));
    expect(new Set(qs.map((q) => q.answer)).size).toBeGreaterThanOrEqual(2);
    expect(new Set(qs.map((q) => q.pivot)).size).toBeGreaterThanOrEqual(2);
  });
});

describe.each(models.map((m) => [m.id, m] as const))('%s: a wrong option', (_id, model) => {
  it('is explained by the nearest change of one setting that gives it, the pivot first', () => {
    let explained = 0;
    for (const q of questionsOf(model).slice(0, 40)) {
      // Each wrong option's change, looked for once (a search that finds none walks every setting's whole range).
      const changes = new Map(q.options.filter((v) => v !== q.answer).map((o) => [o, changeTo(model, q, o)]));
      for (const [o, change] of changes) {
        if (change === undefined) continue;
        explained += 1;
        const there = model.settings.normalise({ ...q.settings, [change.key]: change.to }).settings;
        expect(model.judge(there)).toBe(o);
      }
      // The outcome across the border the question turns on is always explained, by the pivot.
      const across = [...changes.values()].find((change) => change?.key === q.pivot) ?? changeTo(model, q, q.answer);
      if (across !== undefined) expect(across.key).toBe(q.pivot);
    }
    expect(explained).toBeGreaterThan(0);
  });
});
