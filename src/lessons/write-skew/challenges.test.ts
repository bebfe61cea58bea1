/** The lesson's challenges: each has a run that meets it, and the default run meets neither. */
import { describe, expect, it } from 'vitest';
import { witnessOf } from '../../kit/index.ts';
import { CHECKS } from './challenges.ts';
import { model } from './model.ts';
import type { Settings } from './settings.ts';

/** What a check sees of the run of the defaults with `change` over them, typed as the lesson's. */
function factsOf(change: Partial<Settings> = {}) {
  const run = model.simulate({ ...model.settings.defaults, ...change });
  return { settings: run.settings, facts: model.facts(run), verdict: run.verdict };
}

describe('challenges', () => {
  it.each(Object.entries(CHECKS))('%s has a witness, and the defaults do not meet it', (_id, check) => {
    expect(witnessOf(model, check)).not.toBeNull();
    expect(check.met(factsOf())).toBe(false);
  });

  it('late-skew is met up to Bob at 2.9 s, not at 3.0 s', () => {
    const met = (bobAt: number) => CHECKS['late-skew'].met(factsOf({ bobAt }));
    expect([met(2.5), met(2.9), met(3)]).toEqual([true, true, false]);
  });
});
