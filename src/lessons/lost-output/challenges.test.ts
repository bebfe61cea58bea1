import { describe, expect, it } from 'vitest';
import { runFacts, witnessOf } from '../../kit/index.ts';
import { CHECKS } from './challenges.ts';
import { model } from './model.ts';

const { defaults } = model.settings;
const met = (id: keyof typeof CHECKS, changes: object): boolean =>
  CHECKS[id].met(runFacts(model, { ...defaults, ...changes }) as never);

describe('the challenges', () => {
  it.each(Object.entries(CHECKS))('%s can be met, and the default run does not meet it', (_, check) => {
    expect(witnessOf(model, check)).not.toBeNull();
    expect(check.met(runFacts(model, defaults) as never)).toBe(false);
  });

  it('a kill right after a flush loses nothing; before the first line does not count', () => {
    expect([4, 4.9, 8, 0.5, 5].map((signalAt) => met('kill-loses-nothing', { signalAt }))).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
  });

  it('the shortest grace period is the 2.0 s shutdown, not a second more or less', () => {
    expect([1.9, 2, 2.1].map((grace) => met('shortest-grace', { ending: 'handled', grace }))).toEqual([
      false,
      true,
      false,
    ]);
  });

  it('a buffer of 3 loses at most 2 lines', () => {
    expect([2, 5, 8, 3].map((signalAt) => met('lose-the-most', { bufferLines: 3, signalAt }))).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });
});
