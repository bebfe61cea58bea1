import { describe, expect, it } from 'vitest';
import { challengeOf, loadProgress, mergeProgress, parseProgress, progressKey, saveMerged } from './progress';
import type { Progress, ProgressStorage } from './progress';

/** A Storage in memory. */
function memory(): ProgressStorage & { data: Record<string, string> } {
  const data: Record<string, string> = {};
  return {
    data,
    getItem: (key) => (Object.hasOwn(data, key) ? data[key]! : null),
    setItem: (key, value) => void (data[key] = value),
    removeItem: (key) => void delete data[key],
  };
}

const KEY = progressKey('lesson');
const met = { settings: { lease: 10, pause: 8.6, bAt: 10.3, check: false, fencing: false } };

describe('challenges in progress', () => {
  it('keeps a challenge met, and reads back progress stored before challenges existed unchanged', () => {
    const store = memory();
    const before = { v: 1, experiments: { a: { done: true } }, quiz: {} };
    store.data[KEY] = JSON.stringify(before);
    expect(loadProgress('lesson', store)).toEqual(before);
    expect(store.data[KEY]).toBe(JSON.stringify(before));
    saveMerged('lesson', loadProgress('lesson', store), (p) => (p.challenges = { 'shortest-pause': met }), store);
    const back = loadProgress('lesson', store);
    expect(challengeOf(back, 'shortest-pause')).toEqual(met);
    expect(back.experiments).toEqual(before.experiments);
  });

  it.each([
    ['not a record', 'yes'],
    ['no settings', {}],
    ['settings that are a list', { settings: [1, 2] }],
    ['a setting that is an object', { settings: { lease: { x: 1 } } }],
    ['a setting that is not a finite number', { settings: { lease: null } }],
    ['a setting far too long to be ours', { settings: { reads: 'x'.repeat(500) } }],
  ])('drops a corrupt challenge record (%s) and keeps the rest', (_, bad) => {
    const text = JSON.stringify({ v: 1, experiments: {}, quiz: {}, challenges: { bad, good: met } });
    expect(parseProgress(text)?.challenges).toEqual({ good: met });
  });

  it('ignores a challenges field that is not a record, and ids that are not its own', () => {
    expect(parseProgress(JSON.stringify({ v: 1, experiments: {}, quiz: {}, challenges: 'x' }))).toEqual({
      v: 1,
      experiments: {},
      quiz: {},
    });
    const proto = '{"v":1,"experiments":{},"quiz":{},"challenges":{"__proto__":{"settings":{"a":1}}}}';
    expect(parseProgress(proto)?.challenges).toBeUndefined();
    expect(challengeOf(parseProgress(proto)!, 'constructor')).toBeUndefined();
  });

  it('merges two tabs: a challenge met in either stays met, and the writer wins a tie', () => {
    const theirs: Progress = { v: 1, experiments: {}, quiz: {}, challenges: { a: met, b: met } };
    const mine: Progress = {
      v: 1,
      experiments: {},
      quiz: {},
      challenges: { b: { settings: { lease: 20 } }, c: met },
    };
    expect(mergeProgress(theirs, mine).challenges).toEqual({ a: met, b: { settings: { lease: 20 } }, c: met });
    expect(mergeProgress(theirs, { v: 1, experiments: {}, quiz: {} }).challenges).toEqual({ a: met, b: met });
  });

  it('keeps a challenge met in another tab when this tab saves an experiment', () => {
    const store = memory();
    store.data[KEY] = JSON.stringify({ v: 1, experiments: {}, quiz: {}, challenges: { a: met } });
    const mine: Progress = { v: 1, experiments: {}, quiz: {} };
    const { progress } = saveMerged('lesson', mine, (p) => (p.experiments['e1'] = { done: true }), store);
    expect(progress.challenges).toEqual({ a: met });
    expect(loadProgress('lesson', store).challenges).toEqual({ a: met });
  });
});
