import { describe, expect, it } from 'vitest';
import { MODELS, modelOf } from './registry.ts';
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
  });

  it('gives each model a default run that the model itself accepts without a notice', () => {
    for (const model of Object.values(MODELS)) {
      expect(model.settings.normalise(model.settings.defaults).notices).toEqual([]);
      expect(model.verdicts[model.simulate(model.settings.defaults).verdict]).toBeDefined();
    }
  });
});
