/** The spaced schedule: wrong comes back sooner than right, intervals grow with right answers and reset on wrong. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AGAIN_AFTER_MS,
  EARLIEST_CLOCK,
  INTERVAL_DAYS,
  LONGEST_WAIT_MS,
  MAX_ITEMS,
  answered,
  clockIsPlausible,
  dueCount,
  mergeSchedules,
  reviewQueue,
  settled,
  whenDue,
  withAnswer,
} from './schedule.ts';

const DAY = 24 * 3600_000;
const NOW = Date.UTC(2026, 11, 1, 12);
const q = { lesson: 'quorums', seed: 9 };

describe('the review schedule', () => {
  it('brings a wrong answer back in ten minutes and a first right one tomorrow', () => {
    expect(answered(undefined, q, false, NOW).due).toBe(NOW + AGAIN_AFTER_MS);
    expect(answered(undefined, q, true, NOW).due).toBe(NOW + DAY);
  });

  it('grows the interval with each right answer in a row, and starts again after a wrong one', () => {
    let item = answered(undefined, q, true, NOW);
    const gaps = [item.due - NOW];
    for (let i = 1; i < INTERVAL_DAYS.length + 2; i++) {
      const at = item.due;
      item = answered(item, q, true, at);
      gaps.push(item.due - at);
    }
    expect(gaps.map((g) => g / DAY)).toEqual([...INTERVAL_DAYS, INTERVAL_DAYS.at(-1), INTERVAL_DAYS.at(-1)]);
    const wrong = answered(item, q, false, item.due);
    expect(wrong.streak).toBe(0);
    // Each wrong answer brings the question back with one setting varied, the next round; a right one keeps it.
    expect([item.round, wrong.round, answered(wrong, q, false, wrong.due).round]).toEqual([0, 1, 2]);
    expect(answered(wrong, q, true, wrong.due).round).toBe(1);
    expect(answered(wrong, q, true, wrong.due).due - wrong.due).toBe(DAY);
  });

  it('always schedules a wrong answer before a right one given at the same time, whatever the history', () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { maxLength: 10 }), fc.integer({ min: 0, max: 1e9 }), (history, at) => {
        let item = undefined as ReturnType<typeof answered> | undefined;
        for (const right of history) item = answered(item, q, right, NOW);
        expect(answered(item, q, false, NOW + at).due).toBeLessThan(answered(item, q, true, NOW + at).due);
      }),
    );
  });

  it('lists what is due, soonest first, and a fresh question for each opened lesson not yet practised', () => {
    const right = answered(undefined, { lesson: 'quorums', seed: 1 }, true, NOW);
    const wrong = answered(undefined, { lesson: 'retries', seed: 2 }, false, NOW + 1000);
    const items = withAnswer(withAnswer([], right), wrong);
    const soon = reviewQueue(items, ['retries', 'quorums', 'fsync'], NOW + 3600_000);
    expect(soon.due.map((i) => i.lesson)).toEqual(['retries']);
    expect(soon.fresh).toEqual(['fsync']);
    expect(soon.upcoming?.lesson).toBe('quorums');
    expect(dueCount(soon)).toBe(2);
    const later = reviewQueue(items, ['retries', 'quorums'], NOW + 2 * DAY);
    expect(later.due.map((i) => i.lesson)).toEqual(['retries', 'quorums']);
    expect(later.upcoming).toBeUndefined();
  });

  it('leaves out questions of a lesson the site no longer has', () => {
    const items = [answered(undefined, { lesson: 'gone', seed: 1 }, false, NOW)];
    expect(reviewQueue(items, [], NOW + DAY, []).due).toEqual([]);
  });

  it('merges two tabs: each question’s later answer wins, and both tabs’ questions are kept', () => {
    const a = answered(undefined, q, false, NOW);
    const b = answered(a, q, true, NOW + 5);
    const other = answered(undefined, { lesson: 'fsync', seed: 3 }, true, NOW);
    expect(mergeSchedules([b, other], [a])).toEqual(mergeSchedules([other], [b]));
    expect(mergeSchedules([a], [b, other])).toHaveLength(2);
  });

  it(`keeps at most ${MAX_ITEMS} questions, the latest answered`, () => {
    let items: ReturnType<typeof withAnswer> = [];
    for (let i = 0; i < MAX_ITEMS + 20; i++)
      items = withAnswer(items, answered(undefined, { lesson: 'x', seed: i }, true, NOW + i));
    expect(items).toHaveLength(MAX_ITEMS);
    expect(items.some((i) => i.seed === 0)).toBe(false);
  });

  it.each([
    [0, 'now'],
    [10 * 60_000, 'in 10 minutes'],
    [60_000, 'in 1 minute'],
    [3 * 3600_000, 'in 3 hours'],
    [DAY, 'tomorrow'],
    [4 * DAY, 'in 4 days'],
  ])('says a time %i ms away as “%s”', (ms, words) => {
    expect(whenDue(NOW + ms, NOW)).toBe(words);
  });
});

describe('a device clock that is wrong', () => {
  const YEAR = 365 * DAY;

  it.each([
    [Date.UTC(1999, 11, 31), false],
    [Date.UTC(2025, 11, 31, 23, 59), false],
    [Date.UTC(2026, 0, 1), true],
    [NOW, true],
    [NOW + 4.5 * YEAR, true],
    [Date.UTC(2099, 11, 31), true],
    [Date.UTC(2100, 0, 1), false],
    [Date.UTC(2150, 0, 1), false],
    [Number.NaN, false],
    [Infinity, false],
  ])('%i is a plausible time to answer at: %s', (now, plausible) => {
    expect(clockIsPlausible(now)).toBe(plausible);
    expect(EARLIEST_CLOCK).toBeLessThanOrEqual(NOW);
  });

  it('an answer given while the clock ran 4.5 years ahead comes back after its interval once the clock is right', () => {
    const ahead = NOW + 4.5 * YEAR;
    const right = answered(undefined, q, true, ahead);
    expect(settled(right, NOW)).toEqual({ ...right, last: NOW, due: NOW + DAY });
    const wrong = answered(undefined, q, false, ahead);
    expect(settled(wrong, NOW)).toEqual({ ...wrong, last: NOW, due: NOW + AGAIN_AFTER_MS });
  });

  it('an answer given before now is left as it is, and nothing is settled at an implausible now', () => {
    const item = answered(undefined, q, true, NOW);
    expect(settled(item, NOW + DAY)).toBe(item);
    expect(settled(answered(undefined, q, true, NOW + YEAR), Date.UTC(1999, 0, 1))).toEqual(
      answered(undefined, q, true, NOW + YEAR),
    );
  });

  it('never sets a question due further than the longest interval after its answer, settled or not', () => {
    fc.assert(
      fc.property(
        fc.array(fc.boolean(), { maxLength: 12 }),
        fc.integer({ min: 0, max: 70 * 365 }),
        (answers, daysAhead) => {
          let item: ReturnType<typeof answered> | undefined;
          let at = NOW + daysAhead * DAY;
          for (const right of answers) {
            item = answered(item, q, right, at);
            at = item.due;
            expect(item.due - item.last).toBeLessThanOrEqual(LONGEST_WAIT_MS);
            // Seen from NOW, an answer dated after it was given on a clock running ahead.
            const fixed = settled(item, NOW);
            if (item.last <= NOW) expect(fixed).toBe(item);
            else {
              expect(fixed.last).toBe(NOW);
              expect(fixed.due - NOW).toBeLessThanOrEqual(LONGEST_WAIT_MS);
            }
          }
        },
      ),
    );
    expect(LONGEST_WAIT_MS).toBe(INTERVAL_DAYS.at(-1)! * DAY);
  });
});
