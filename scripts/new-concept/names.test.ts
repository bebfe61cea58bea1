import { describe, expect, it } from 'vitest';
import { parseStep, slugify, titleProblem } from '../new-concept.mjs';

describe("the scaffold's names", () => {
  it.each([
    ['Leader election', 'leader-election'],
    ['Two leaders: terms are fencing tokens', 'two-leaders'],
    ['!!: what comes after', 'what-comes-after'],
    ['Café & crème', 'cafe-creme'],
    ['  --Retries!!  ', 'retries'],
  ])('%j has the address %j', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it.each([
    ['', /empty/],
    ['ab', /shorter than 3/],
    ['x'.repeat(71), /71 characters long/],
    ['Leader <election>', /MDX reads as code/],
    ['Line\nbreak', /line break/],
    ['1234', /no letters/],
    [' Padded', /starts or ends with spaces/],
  ])('refuses the title %j, saying why', (title, why) => {
    expect(titleProblem(title)).toMatch(why);
  });

  it('accepts a plain title', () => {
    expect(titleProblem('Leader election')).toBeNull();
  });
});

describe('the scaffold refuses lookalike and stacked titles, and reads a step only as a plain whole number', () => {
  it.each([
    ['Lea\u0301\u0302\u0303der election', /three or more accents/],
    ['L\u0435ader election', /mixes letters of different alphabets/],
    ['Fencing \u03c4okens', /mixes letters/],
  ])('refuses the title %j', (title, why) => {
    expect(titleProblem(title)).toMatch(why);
  });

  it('accepts accents a language uses, and words of another alphabet beside Latin ones', () => {
    expect(titleProblem('Vi\u1ec7t clocks')).toBeNull();
    expect(titleProblem('Vie\u0323\u0302t clocks'.normalize('NFD'))).toBeNull();
    expect(titleProblem('Paxos и Raft')).toBeNull();
  });

  it.each(['1e1', '0x4', '4.0', ' 4', '+4', '04', '0', '', '4 ', 'four', '-1'])('refuses the step %j', (text) => {
    expect(parseStep(text)).toBeNull();
  });

  it('reads "4" as 4', () => {
    expect(parseStep('4')).toBe(4);
    expect(parseStep('12')).toBe(12);
  });
});
