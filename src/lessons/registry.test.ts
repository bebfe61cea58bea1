import { describe, expect, it } from 'vitest';
import { LESSONS, MODELS, checksOf, lessonOf, modelOf } from './registry.ts';
import { CHECKS as locksChecks } from './locks-and-fencing-tokens/challenges.ts';
import { model as locks } from './locks-and-fencing-tokens/model.ts';
import { lesson as locksLesson } from './locks-and-fencing-tokens/lesson.ts';

describe('registry', () => {
  it("finds every lesson folder's declaration and its model, by its id", () => {
    expect(modelOf('locks-and-fencing-tokens')).toBe(locks);
    expect(lessonOf('locks-and-fencing-tokens')).toBe(locksLesson);
    expect(Object.keys(MODELS)).toEqual(Object.keys(LESSONS));
    expect(Object.keys(MODELS)).toContain('locks-and-fencing-tokens');
    expect(Object.keys(MODELS)).not.toContain('kit');
  });

  it('knows nothing of ids that are not lessons, including ones every object has', () => {
    expect(modelOf('no-such-lesson')).toBeUndefined();
    expect(modelOf('constructor')).toBeUndefined();
    expect(modelOf('__proto__')).toBeUndefined();
    expect(checksOf('constructor')).toBeUndefined();
    expect(lessonOf('constructor')).toBeUndefined();
  });

  it("holds each lesson's challenge checks, from its declaration", () => {
    expect(checksOf('locks-and-fencing-tokens')).toBe(locksChecks);
    expect(lessonOf('no-such-lesson')).toBeUndefined();
  });

  it('gives each model a default run that the model itself accepts without a notice', () => {
    for (const model of Object.values(MODELS)) {
      expect(model.settings.normalise(model.settings.defaults).notices).toEqual([]);
      expect(model.verdicts[model.simulate(model.settings.defaults).verdict]).toBeDefined();
    }
  });
});
