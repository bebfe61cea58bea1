import { describe, expect, it } from 'vitest';
import { slugify, titleProblem } from '../new-concept.mjs';

describe("the scaffold's names", () => {
  it.each([
    ['Leader election', 'leader-election'],
    ['Two leaders: terms are fencing tokens', 'two-leaders-terms-are-fencing-tokens'],
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
