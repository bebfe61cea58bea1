import { describe, expect, it } from 'vitest';
import { MODELS, checksOf, hasView, modelOf } from './registry.ts';
import { CHECKS as locksChecks } from './locks-and-fencing-tokens/challenges.ts';
import { model as locks } from './locks-and-fencing-tokens/index.ts';

describe('registry', () => {
  it('finds every lesson folder that exports a model, by its id', () => {
    expect(modelOf('locks-and-fencing-tokens')).toBe(locks);
    expect(Object.keys(MODELS)).toContain('locks-and-fencing-tokens');
    expect(Object.keys(MODELS)).not.toContain('kit');
  });

  it('knows nothing of ids that are not lessons, including ones every object has', () => {
    expect(modelOf('no-such-lesson')).toBeUndefined();
    expect(modelOf('constructor')).toBeUndefined();
    expect(modelOf('__proto__')).toBeUndefined();
    expect(checksOf('constructor')).toBeUndefined();
    expect(hasView('constructor')).toBe(false);
  });

  it("holds each lesson's challenge checks and whether it has a chart to practise in, from the same folder", () => {
    expect(checksOf('locks-and-fencing-tokens')).toBe(locksChecks);
    for (const id of Object.keys(MODELS)) expect(hasView(id)).toBe(true);
    expect(hasView('no-such-lesson')).toBe(false);
  });

  it('gives each model a default run that the model itself accepts without a notice', () => {
    for (const model of Object.values(MODELS)) {
      expect(model.settings.normalise(model.settings.defaults).notices).toEqual([]);
      expect(model.verdicts[model.simulate(model.settings.defaults).verdict]).toBeDefined();
    }
  });
});
