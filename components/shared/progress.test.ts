import { describe, expect, it } from 'vitest';
import {
  clearProgress,
  ruleKey,
  emptyProgress,
  loadProgress,
  mergeProgress,
  parseProgress,
  progressCounts,
  progressKey,
  progressLabel,
  saveMerged,
  saveProgress,
  type Progress,
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
    ['experiments and quiz as lists', JSON.stringify({ ...good, experiments: [], quiz: [] })],
  ])('discards %s, removes it, and starts empty', (_, text) => {
    const store = memory({ [KEY]: text });
    expect(parseProgress(text)).toBeNull();
    expect(loadProgress('lesson', store)).toEqual(emptyProgress());
    expect(store.data[KEY]).toBeUndefined();
  });

  it.each([
    ['done that is not a boolean', { ...good.experiments, bad: { done: 'yes' } }, good.quiz],
    ['an experiment that is null', { ...good.experiments, bad: null }, good.quiz],
    ['an answer without correct', good.experiments, { ...good.quiz, bad: { choice: 'a' } }],
    [
      'a __proto__ record',
      JSON.parse(
        '{"__proto__": {"done": true}, "no-pause": {"done": true, "prediction": "v16"}, "short-pause": {"done": false}}',
      ),
      good.quiz,
    ],
  ])('keeps every valid record beside %s, and stores the repaired value', (_, experiments, quiz) => {
    const store = memory({ [KEY]: JSON.stringify({ v: 1, experiments, quiz }) });
    expect(loadProgress('lesson', store)).toEqual(good);
    expect(JSON.parse(store.data[KEY]!)).toEqual(good);
  });

  it('keeps a prediction that is not a string out, and the experiment in', () => {
    const text = JSON.stringify({ ...good, experiments: { a: { done: true, prediction: 3 } } });
    expect(parseProgress(text)?.experiments).toEqual({ a: { done: true } });
  });

  it('merges two tabs: nothing done in either is lost, and the writer wins a tie', () => {
    const theirs: Progress = {
      v: 1,
      experiments: { a: { done: true, prediction: 'x' }, b: { done: true } },
      quiz: { q1: { choice: 'a', correct: true }, q2: { choice: 'b', correct: false } },
    };
    const mine: Progress = {
      v: 1,
      experiments: { a: { done: false, prediction: 'y' }, c: { done: true } },
      quiz: { q2: { choice: 'c', correct: true } },
    };
    expect(mergeProgress(theirs, mine)).toEqual({
      v: 1,
      experiments: { a: { done: true, prediction: 'y' }, b: { done: true }, c: { done: true } },
      quiz: { q1: { choice: 'a', correct: true }, q2: { choice: 'c', correct: true } },
    });
  });

  it('saves a change on top of what another tab stored since this one loaded', () => {
    const store = memory();
    const tabA = loadProgress('lesson', store);
    const tabB = loadProgress('lesson', store);
    const a = saveMerged('lesson', tabA, (p) => (p.experiments['one'] = { done: true }), store);
    const b = saveMerged('lesson', tabB, (p) => (p.quiz['q1'] = { choice: 'x', correct: false }), store);
    expect(a.saved && b.saved).toBe(true);
    expect(loadProgress('lesson', store)).toEqual({
      v: 1,
      experiments: { one: { done: true } },
      quiz: { q1: { choice: 'x', correct: false } },
    });
    expect(b.progress).toEqual(loadProgress('lesson', store));
  });

  it('applies the change in memory when storage fails', () => {
    const result = saveMerged('lesson', emptyProgress(), (p) => (p.experiments['one'] = { done: true }), broken);
    expect(result).toEqual({ saved: false, progress: { v: 1, experiments: { one: { done: true } }, quiz: {} } });
  });

  it("forgets the lesson's written rule with its progress", () => {
    const store = memory({ [progressKey('lesson')]: JSON.stringify(good), [ruleKey('lesson')]: 'function f() {}' });
    clearProgress('lesson', store);
    expect(store.data[progressKey('lesson')]).toBeUndefined();
    expect(store.data[ruleKey('lesson')]).toBeUndefined();
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

describe('progress counts', () => {
  it('counts only what the reader did: an id such as "constructor" is not inherited as done or answered', () => {
    expect(progressCounts(emptyProgress(), ['constructor', 'a'], ['constructor', 'toString'])).toEqual({
      done: 0,
      experiments: 2,
      answered: 0,
      correct: 0,
      questions: 2,
    });
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
