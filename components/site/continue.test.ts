import { describe, expect, it } from 'vitest';
import { continueKind, continueWith, lessonState, type LessonRef, type LessonState } from './continue';
import { emptyProgress, progressKey, type ProgressStorage } from '../shared/progress';

const lesson = (id: string): LessonRef => ({
  id,
  title: id,
  href: `/t/${id}/`,
  experiments: ['e1', 'e2'],
  questions: ['q1'],
});
const [a, b, c] = [lesson('a'), lesson('b'), lesson('c')];

function storageWith(values: Record<string, unknown>): ProgressStorage {
  const data = Object.fromEntries(Object.entries(values).map(([id, v]) => [progressKey(id), JSON.stringify(v)]));
  return { getItem: (k) => data[k] ?? null, setItem: () => {}, removeItem: () => {} };
}

describe('lessonState', () => {
  it('reads new, started and finished from stored progress', () => {
    const started = { ...emptyProgress(), experiments: { e1: { done: true } } };
    const finished = {
      ...emptyProgress(),
      experiments: { e1: { done: true }, e2: { done: true } },
      quiz: { q1: { choice: 'x', correct: false } },
    };
    const storage = storageWith({ b: started, c: finished });
    expect([a, b, c].map((l) => lessonState(l, storage))).toEqual(['new', 'started', 'finished']);
  });
  it('counts a lesson as new where storage is unavailable', () => {
    expect(lessonState(a, null)).toBe('new');
  });
});

describe('continueWith', () => {
  const cases: [string, LessonState[], LessonRef | null][] = [
    ['nothing stored: no continue link', ['new', 'new', 'new'], null],
    ['the first lesson started but not finished', ['finished', 'started', 'started'], b],
    ['after finished lessons, the first not started', ['finished', 'new', 'new'], b],
    ['a later lesson started comes before an earlier one not started', ['new', 'new', 'started'], c],
    ['everything finished: nothing to continue', ['finished', 'finished', 'finished'], null],
  ];
  it.each(cases)('%s', (_, states, expected) => {
    expect(continueWith([a, b, c], states)).toBe(expected);
  });
});

describe('continueKind', () => {
  it('says "continue" only for a lesson the reader has started', () => {
    expect(continueKind([a, b, c], ['finished', 'started', 'new'], b)).toBe('continue');
  });
  it('says "next" for a lesson never opened, after finished ones', () => {
    expect(continueKind([a, b, c], ['finished', 'new', 'new'], b)).toBe('next');
  });
});
