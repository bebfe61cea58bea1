import { describe, expect, it } from 'vitest';
import { PRACTICE } from './words.ts';

describe('what the links to the review say is waiting', () => {
  it.each([
    [{ again: 1, fresh: 0 }, '1 question is due in your review.'],
    [{ again: 3, fresh: 0 }, '3 questions are due in your review.'],
    // A lesson opened but never practised has a new question: it was never asked, so it is not "due".
    [{ again: 0, fresh: 1 }, '1 new question is waiting in your review.'],
    [{ again: 0, fresh: 2 }, '2 new questions are waiting in your review.'],
    [{ again: 1, fresh: 2 }, '1 question due and 2 new questions are waiting in your review.'],
  ])('%j: %s', (ready, words) => {
    expect(PRACTICE.due(ready)).toBe(words);
  });
});
