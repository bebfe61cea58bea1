import { describe, expect, it } from 'vitest';
import { MAX_RECORDS, fitProgress, loadProgress, parseProgress, progressKey, type Progress } from './progress.ts';

/** A storage holding one value, recording what is written back. */
function storageWith(key: string, value: string) {
  const data = new Map([[key, value]]);
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}

const shape = {
  experiments: { 'first-run': ['a', 'b'] },
  questions: { q1: { options: ['x', 'y'], answer: 'x' }, q2: { options: ['x', 'y'], answer: 'y' } },
  challenges: ['c1'],
};

describe('stored progress checked against the lesson as built', () => {
  it('drops an answer whose "correct" is not what the lesson’s answer makes it, keeping the rest', () => {
    const stored: Progress = {
      v: 1,
      experiments: { 'first-run': { done: true, prediction: 'a' } },
      quiz: { q1: { choice: 'y', correct: true }, q2: { choice: 'y', correct: true } },
    };
    expect(fitProgress(stored, shape).quiz).toEqual({ q2: { choice: 'y', correct: true } });
    expect(fitProgress(stored, shape).experiments).toEqual(stored.experiments);
  });

  it('drops records for ids the lesson no longer has, and choices that name no option', () => {
    const stored: Progress = {
      v: 1,
      experiments: { gone: { done: true }, 'first-run': { done: true, prediction: 'zzz' } },
      quiz: { gone: { choice: 'x', correct: true }, q1: { choice: 'nope', correct: false } },
      challenges: { gone: { settings: {} }, c1: { settings: { pause: 12 } } },
    };
    expect(fitProgress(stored, shape)).toEqual({
      v: 1,
      experiments: { 'first-run': { done: true } },
      quiz: {},
      challenges: { c1: { settings: { pause: 12 } } },
    });
  });

  it('checks only the parts a page knows', () => {
    const stored: Progress = { v: 1, experiments: { e: { done: true } }, quiz: { q: { choice: 'x', correct: true } } };
    expect(fitProgress(stored, {})).toEqual(stored);
    expect(fitProgress(stored, { questionIds: [] })).toEqual({ v: 1, experiments: { e: { done: true } }, quiz: {} });
  });

  it('drops strings longer than any id, and writes back what is left, much shorter', () => {
    const long = 'x'.repeat(3_500_000);
    const text = JSON.stringify({
      v: 1,
      experiments: { [long]: { done: true }, 'first-run': { done: true, prediction: long } },
      quiz: { q1: { choice: long, correct: true } },
    });
    expect(parseProgress(text)).toEqual({ v: 1, experiments: { 'first-run': { done: true } }, quiz: {} });
    const storage = storageWith(progressKey('l'), text);
    loadProgress('l', storage, shape);
    expect(storage.data.get(progressKey('l'))?.length).toBeLessThan(100);
  });
});

describe('stored progress stays bounded whatever was stored before', () => {
  /** 20,000 records of experiments no lesson has (449 KB, as issue 56 found), with the lesson's own among them. */
  const flooded = (): Progress => {
    const experiments: Progress['experiments'] = {};
    for (let i = 0; i < 20_000; i++) experiments[`no-such-experiment-${i}`] = { done: true, prediction: 'a' };
    experiments['first-run'] = { done: true, prediction: 'a' };
    return { v: 1, experiments, quiz: {} };
  };

  it('fitted to the lesson’s experiments, keeps only the lesson’s own, and writes that back', () => {
    const text = JSON.stringify(flooded());
    expect(text.length).toBeGreaterThan(400_000);
    const storage = storageWith(progressKey('l'), text);
    const read = loadProgress('l', storage, { experiments: shape.experiments });
    expect(read.experiments).toEqual({ 'first-run': { done: true, prediction: 'a' } });
    expect(JSON.parse(storage.data.get(progressKey('l'))!)).toEqual(read);
  });

  it('where the page cannot check the ids, keeps at most MAX_RECORDS of each kind, the last stored', () => {
    const quiz: Progress['quiz'] = {};
    for (let i = 0; i < 5_000; i++) quiz[`q${i}`] = { choice: 'x', correct: true };
    const stored = { ...flooded(), quiz, challenges: { c1: { settings: {} } } };
    const storage = storageWith(progressKey('l'), JSON.stringify(stored));
    const read = loadProgress('l', storage);
    expect(Object.keys(read.experiments)).toHaveLength(MAX_RECORDS);
    // The most recent: the lesson's own record, stored after the flood, is among them.
    expect(Object.keys(read.experiments)[0]).toBe(`no-such-experiment-${20_000 - MAX_RECORDS + 1}`);
    expect(read.experiments['first-run']).toEqual({ done: true, prediction: 'a' });
    expect(Object.keys(read.quiz)).toHaveLength(MAX_RECORDS);
    expect(read.challenges).toEqual({ c1: { settings: {} } });
    expect(storage.data.get(progressKey('l'))!.length).toBeLessThan(20_000);
  });

  it('a lesson’s own handful of records is kept whole', () => {
    const few = fitProgress(
      { v: 1, experiments: { 'first-run': { done: true } }, quiz: { q1: { choice: 'x', correct: true } } },
      {},
    );
    expect(few).toEqual({
      v: 1,
      experiments: { 'first-run': { done: true } },
      quiz: { q1: { choice: 'x', correct: true } },
    });
  });
});
