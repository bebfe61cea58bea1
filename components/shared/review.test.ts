/**
 * The review schedule on the device: corrupt or foreign data is dropped and never trusted, one bad item costs
 * nothing else, storage that throws leaves the page working, two tabs that both answer keep both answers, and the
 * lessons' progress stored before the review existed reads back unchanged.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LONGEST_WAIT_MS, MAX_ITEMS, answered, reviewQueue } from '../../src/practice/schedule.ts';
import type { ReviewItem } from '../../src/practice/schedule.ts';
import { loadProgress, progressKey } from './progress.ts';
import type { ProgressStorage } from './progress.ts';
import { REVIEW_KEY, loadReview, parseReview, saveReviewItem } from './review.ts';

/** A Map-backed storage, as localStorage behaves. */
function memory(initial: Record<string, string> = {}): ProgressStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

/** A storage whose every call throws, as some browsers' blocked storage does. */
const broken: ProgressStorage = {
  getItem: () => {
    throw new Error('blocked');
  },
  setItem: () => {
    throw new Error('blocked');
  },
  removeItem: () => {
    throw new Error('blocked');
  },
};

const NOW = Date.UTC(2026, 11, 1, 12);
const item = (lesson: string, seed: number, right: boolean, at = NOW): ReviewItem =>
  answered(undefined, { lesson, seed }, right, at);

describe('the stored review', () => {
  it.each([
    ['not JSON', '{'],
    ['another version', JSON.stringify({ v: 2, items: [] })],
    ['no items', JSON.stringify({ v: 1 })],
    ['items not a list', JSON.stringify({ v: 1, items: {} })],
    ['a number', '7'],
    ['null', 'null'],
  ])('drops a value that is %s, and removes it from storage', (_why, text) => {
    const storage = memory({ [REVIEW_KEY]: text });
    expect(loadReview(storage)).toEqual([]);
    expect(storage.data.has(REVIEW_KEY)).toBe(false);
  });

  it('reads an item stored before questions came back varied as its first round', () => {
    const { round, ...old } = item('quorums', 7, false);
    expect(round).toBe(1);
    const storage = memory({ [REVIEW_KEY]: JSON.stringify({ v: 1, items: [old] }) });
    expect(loadReview(storage)).toEqual([{ ...old, round: 0 }]);
  });

  it('keeps every valid item when others are malformed, and writes back only the valid ones', () => {
    const good = item('quorums', 7, true);
    const bad = [
      { ...good, seed: -1 },
      { ...good, seed: 1.5 },
      { ...good, lesson: '' },
      { ...good, lesson: 'x'.repeat(200) },
      { ...good, due: 'soon' },
      { ...good, due: Infinity },
      { ...good, last: 5 },
      { ...good, right: 'yes' },
      { ...good, streak: -2 },
      { ...good, round: 0.5 },
      null,
      [1, 2],
      'quorums',
    ];
    const storage = memory({ [REVIEW_KEY]: JSON.stringify({ v: 1, items: [...bad, good] }) });
    expect(loadReview(storage)).toEqual([good]);
    expect(parseReview(storage.data.get(REVIEW_KEY) ?? null)).toEqual([good]);
  });

  it('never throws on anything stored', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (text) => {
        const storage = memory({ [REVIEW_KEY]: text });
        expect(Array.isArray(loadReview(storage))).toBe(true);
      }),
    );
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const parsed = parseReview(JSON.stringify({ v: 1, items: [value] }) ?? null);
        expect(parsed === null || Array.isArray(parsed)).toBe(true);
      }),
    );
  });

  it('works on, unsaved, where storage throws or is missing', () => {
    expect(loadReview(broken)).toEqual([]);
    expect(loadReview(null)).toEqual([]);
    const a = item('retries', 1, false);
    expect(saveReviewItem([], a, broken)).toEqual({ items: [a], saved: false });
    expect(saveReviewItem([], a, null)).toEqual({ items: [a], saved: false });
  });

  it('keeps what another tab stored since this one loaded (two tabs)', () => {
    const storage = memory();
    const first = saveReviewItem([], item('quorums', 1, false), storage).items;
    // The second tab loaded before the first answered: it knows nothing of question 1.
    const second = saveReviewItem([], item('retries', 2, true, NOW + 1000), storage).items;
    expect(second.map((i) => i.seed).sort()).toEqual([1, 2]);
    expect(loadReview(storage)).toEqual(second);
    // The first tab answers question 1 again, right this time: its later answer replaces its earlier one.
    const again = answered(first[0], { lesson: 'quorums', seed: 1 }, true, NOW + 2000);
    const stored = saveReviewItem(first, again, storage).items;
    expect(stored).toHaveLength(2);
    expect(stored.find((i) => i.seed === 1)?.right).toBe(true);
  });

  it('leaves the lessons’ progress stored before it readable', () => {
    const old = JSON.stringify({ v: 1, experiments: { a: { done: true } }, quiz: {} });
    const storage = memory({ [progressKey('quorums')]: old });
    saveReviewItem([], item('quorums', 3, true), storage);
    expect(loadProgress('quorums', storage).experiments).toEqual({ a: { done: true } });
    expect(storage.data.get(progressKey('quorums'))).toBe(old);
  });

  it('brings a wrong answer back before a right one, after a reload', () => {
    const storage = memory();
    let items = saveReviewItem([], item('quorums', 1, true), storage).items;
    items = saveReviewItem(items, item('retries', 2, false, NOW + 60_000), storage).items;
    const reloaded = loadReview(storage);
    expect(reloaded).toEqual(items);
    const later = reviewQueue(reloaded, ['quorums', 'retries'], NOW + 2 * 24 * 3600_000);
    expect(later.due.map((i) => i.lesson)).toEqual(['retries', 'quorums']);
  });
});

describe('the stored review and the device’s clock', () => {
  const DAY = 24 * 3600_000;
  const YEAR = 365 * DAY;

  it('an answer stored while the clock ran 4.5 years ahead comes back tomorrow once the clock is right, and is written back so', () => {
    const ahead = item('quorums', 7, true, NOW + 4.5 * YEAR);
    const storage = memory({ [REVIEW_KEY]: JSON.stringify({ v: 1, items: [ahead] }) });
    const read = loadReview(storage, NOW);
    expect(read).toEqual([{ ...ahead, last: NOW, due: NOW + DAY }]);
    expect(parseReview(storage.data.get(REVIEW_KEY) ?? null)).toEqual(read);
  });

  it('drops an item due before its answer, or further after it than the longest interval', () => {
    const good = item('quorums', 7, true);
    // Each its own question (a seed of its own), so that none is merely replaced by the good one.
    const bad = [
      { ...good, seed: 1, due: good.last - 1 },
      { ...good, seed: 2, due: good.last + LONGEST_WAIT_MS + 1 },
      // The year 2199, which was accepted before.
      { ...good, seed: 3, due: Date.UTC(2199, 0, 1) },
      // Before the site existed.
      { ...good, seed: 4, last: Date.UTC(2001, 0, 1), due: Date.UTC(2001, 0, 2) },
    ];
    const storage = memory({ [REVIEW_KEY]: JSON.stringify({ v: 1, items: [...bad, good] }) });
    expect(loadReview(storage, NOW)).toEqual([good]);
  });

  it('stays bounded in size whatever was stored before', () => {
    const many = Array.from({ length: 20_000 }, (_, i) => ({
      ...item('x'.repeat(80), i, i % 2 === 0, NOW + i),
      extra: 'y'.repeat(50),
    }));
    const text = JSON.stringify({ v: 1, items: many, junk: 'z'.repeat(100_000) });
    const storage = memory({ [REVIEW_KEY]: text });
    expect(loadReview(storage, NOW + 30_000)).toHaveLength(MAX_ITEMS);
    expect(storage.data.get(REVIEW_KEY)!.length).toBeLessThan(MAX_ITEMS * 200);
  });
});
