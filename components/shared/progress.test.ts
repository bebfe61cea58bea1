import { describe, expect, it } from 'vitest';
import {
  clearProgress,
  emptyProgress,
  loadProgress,
  parseProgress,
  progressCounts,
  progressKey,
  progressLabel,
  saveProgress,
  type ProgressStorage,
} from './progress';

/** An in-memory Storage. */
function memory(initial: Record<string, string> = {}): ProgressStorage & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    getItem: (k) => data[k] ?? null,
    setItem: (k, v) => {
      data[k] = v;
    },
    removeItem: (k) => {
      delete data[k];
    },
  };
}

/** A Storage whose every call throws, as in some private modes or with a full quota. */
const broken: ProgressStorage = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
  removeItem: () => {
    throw new Error('SecurityError');
  },
};

const KEY = progressKey('lesson');
const good = {
  v: 1,
  experiments: { 'no-pause': { done: true, prediction: 'v16' }, 'short-pause': { done: false } },
  quiz: { q1: { choice: 'a', correct: true } },
};

describe('progress storage', () => {
  it('keys progress by format version and lesson', () => {
    expect(progressKey('locks-and-fencing-tokens')).toBe('cs:progress:v1:locks-and-fencing-tokens');
  });

  it('saves and loads the same progress', () => {
    const store = memory();
    expect(saveProgress('lesson', good as never, store)).toBe(true);
    expect(loadProgress('lesson', store)).toEqual(good);
  });

  it('starts empty when nothing is stored', () => {
    expect(loadProgress('lesson', memory())).toEqual(emptyProgress());
  });

  it.each([
    ['corrupt JSON', '{"v":1,"experiments":'],
    ['a string', '"hello"'],
    ['null', 'null'],
    ['an array', '[1,2,3]'],
    ['another version', JSON.stringify({ ...good, v: 2 })],
    ['no version', JSON.stringify({ experiments: {}, quiz: {} })],
    ['a foreign shape', JSON.stringify({ v: 1, theme: 'dark' })],
    ['experiments as a list', JSON.stringify({ ...good, experiments: [] })],
    ['done that is not a boolean', JSON.stringify({ ...good, experiments: { a: { done: 'yes' } } })],
    ['a prediction that is a number', JSON.stringify({ ...good, experiments: { a: { done: true, prediction: 3 } } })],
    ['an answer without correct', JSON.stringify({ ...good, quiz: { q1: { choice: 'a' } } })],
  ])('discards %s, removes it, and starts empty', (_, text) => {
    const store = memory({ [KEY]: text });
    expect(parseProgress(text)).toBeNull();
    expect(loadProgress('lesson', store)).toEqual(emptyProgress());
    expect(store.data[KEY]).toBeUndefined();
  });

  it('keeps other lessons and other keys alone', () => {
    const store = memory({ [progressKey('other')]: JSON.stringify(good), theme: 'dark' });
    clearProgress('lesson', store);
    expect(loadProgress('other', store)).toEqual(good);
    expect(store.data['theme']).toBe('dark');
  });

  it('goes on, unsaved, when storage throws or is missing', () => {
    expect(loadProgress('lesson', broken)).toEqual(emptyProgress());
    expect(saveProgress('lesson', emptyProgress(), broken)).toBe(false);
    expect(clearProgress('lesson', broken)).toBe(false);
    expect(loadProgress('lesson', null)).toEqual(emptyProgress());
    expect(saveProgress('lesson', emptyProgress(), null)).toBe(false);
  });

  it('clears a lesson', () => {
    const store = memory({ [KEY]: JSON.stringify(good) });
    expect(clearProgress('lesson', store)).toBe(true);
    expect(loadProgress('lesson', store)).toEqual(emptyProgress());
  });
});

describe('progress label', () => {
  const exp = ['e1', 'e2', 'e3', 'e4', 'e5', 'e6'];
  const qs = ['q1', 'q2', 'q3', 'q4'];
  const p = (done: string[], answers: Record<string, boolean>) => ({
    v: 1 as const,
    experiments: Object.fromEntries(done.map((id) => [id, { done: true }])),
    quiz: Object.fromEntries(Object.entries(answers).map(([id, correct]) => [id, { choice: 'x', correct }])),
  });

  it.each([
    [[], {}, ''],
    [['e1', 'e2', 'e3', 'e4'], { q1: true, q2: true, q3: false, q4: true }, '4 of 6 experiments · self-check 3/4'],
    [['e1'], {}, '1 of 6 experiments'],
    [[], { q1: false, q2: true }, 'self-check 2 of 4 answered'],
    [['gone', 'e2'], { old: true }, '1 of 6 experiments'],
  ] as const)('%j and %j read "%s"', (done, answers, label) => {
    expect(progressLabel(progressCounts(p([...done], { ...answers }), exp, qs))).toBe(label);
  });
});
