import { describe, expect, it } from 'vitest';
import { load } from 'js-yaml';
import { checkAgainstModel, lessonDataSchema } from './lesson-data';
import { describeIssue } from './testing/describe-issue';
import type { LessonData } from './lesson-data';
import { model } from '../lessons/locks-and-fencing-tokens/model.ts';
import lessonText from '../../content/lessons/locks-and-fencing-tokens.yaml?raw';

const lesson = load(lessonText) as Record<string, unknown> & {
  experiments: Record<string, unknown>[];
  quiz: Record<string, unknown>[];
};

/** The lesson with one change made to a deep copy. */
function broken(change: (data: typeof lesson) => void): unknown {
  const copy = structuredClone(lesson);
  change(copy);
  return copy;
}

describe('lesson data schema', () => {
  it('accepts the lesson of locks and fencing tokens', () => {
    const result = lessonDataSchema.safeParse(lesson);
    expect(result.success ? '' : describeIssue(result.error)).toBe('');
    expect(result.data?.experiments).toHaveLength(6);
    expect(result.data?.quiz).toHaveLength(4);
  });

  it('has question 1 exactly as the spec words it', () => {
    expect(lesson.quiz[0]?.['prompt']).toBe(
      'A client holds a lock with a 10 second lease and pauses for 15 seconds. What can it do on waking?',
    );
  });

  it.each([
    [
      'a quiz answer that is not an option',
      (d: typeof lesson) => Object.assign(d.quiz[1]!, { answer: 'nope' }),
      /field "quiz\.1\.answer": answer "nope" is not one of the option ids/,
    ],
    [
      'an option without an explanation',
      (d: typeof lesson) => delete (d.quiz[0]!['options'] as Record<string, unknown>[])[2]!['explanation'],
      /field "quiz\.0\.options\.2\.explanation"/,
    ],
    [
      'a prediction answer that is not an option',
      (d: typeof lesson) => Object.assign(d.experiments[2]!['prediction'] as object, { answer: 'v99' }),
      /field "experiments\.2\.prediction\.answer": answer "v99"/,
    ],
    [
      'a prediction option without its own feedback',
      (d: typeof lesson) =>
        delete (
          (d.experiments[1]!['prediction'] as Record<string, unknown>)['options'] as Record<string, unknown>[]
        )[2]!['feedback'],
      /field "experiments\.1\.prediction\.options\.2\.feedback"/,
    ],
    [
      'an experiment without its expected outcome',
      (d: typeof lesson) => delete d.experiments[4]!['expected'],
      /field "experiments\.4\.expected"/,
    ],
    [
      'a replay link to an experiment that does not exist',
      (d: typeof lesson) =>
        Object.assign((d.quiz[0]!['options'] as Record<string, unknown>[])[1]!, { replay: 'no-such-step' }),
      /field "quiz\.0\.options\.1\.replay": "no-such-step" is not an experiment of this lesson/,
    ],
    [
      'a second run to replay where the experiment has none',
      (d: typeof lesson) =>
        Object.assign((d.quiz[0]!['options'] as Record<string, unknown>[])[0]!, { replaySecond: true }),
      /field "quiz\.0\.options\.0\.replaySecond": a second run to replay needs "replay" to name an experiment with a "tryThis"; these have one: fencing/,
    ],
    [
      'two experiments with one id',
      (d: typeof lesson) => Object.assign(d.experiments[1]!, { id: 'no-pause' }),
      /field "experiments\.1\.id": id "no-pause" is used twice/,
    ],
    [
      'a study link that is not a full address',
      (d: typeof lesson) =>
        Object.assign((d['study'] as { items: Record<string, unknown>[] }).items[0]!, { href: 'kleppmann.com' }),
      /field "study\.items\.0\.href"/,
    ],
    [
      'a next link of //evil.example, which leaves the site',
      (d: typeof lesson) =>
        Object.assign((d['deeper'] as { next: Record<string, unknown>[] }).next[0]!, { href: '//evil.example' }),
      /field "deeper\.next\.0\.href": use a path on this site/,
    ],
    [
      'a next link of /\\evil.example, which leaves the site',
      (d: typeof lesson) =>
        Object.assign((d['deeper'] as { next: Record<string, unknown>[] }).next[0]!, { href: '/\\evil.example' }),
      /field "deeper\.next\.0\.href": use a path on this site/,
    ],
    [
      'a next link of /\\/evil.example, which leaves the site',
      (d: typeof lesson) =>
        Object.assign((d['deeper'] as { next: Record<string, unknown>[] }).next[0]!, { href: '/\\/evil.example' }),
      /field "deeper\.next\.0\.href": use a path on this site/,
    ],
  ])('rejects %s, naming the field', (_, change, message) => {
    const result = lessonDataSchema.safeParse(broken(change));
    expect(result.success).toBe(false);
    if (!result.success) expect(describeIssue(result.error)).toMatch(message);
  });
});

describe('lesson data against its model', () => {
  const parsed = lessonDataSchema.parse(lesson);
  /** The parsed lesson with one change made to a deep copy. */
  const changed = (change: (data: LessonData) => void): LessonData => {
    const copy = structuredClone(parsed);
    change(copy);
    return copy;
  };

  it('agrees with the model: every preset is valid and every stated outcome is what the model computes', () => {
    expect(checkAgainstModel(model, parsed)).toEqual([]);
  });

  it.each([
    [
      'a preset outside the simulator limits',
      // Experiment 3 (the long pause) loses B's update with a 1 s lease too, so only the preset is named.
      (d: LessonData) => Object.assign(d.experiments[2]!.preset, { lease: 0.5 }),
      'field "experiments.2.preset.lease": Lease "0.5" is less than the least allowed, 1 s, so 1 s is used.',
    ],
    [
      'a preset off the 0.1 s step',
      (d: LessonData) => Object.assign(d.experiments[0]!.preset, { pause: 1.25 }),
      'field "experiments.0.preset.pause": Pause "1.25" is finer than a tenth of a second, so it is rounded to 1.3 s.',
    ],
    [
      'a preset with an unknown setting',
      (d: LessonData) => Object.assign(d.experiments[0]!.preset, { speed: 2 }),
      'field "experiments.0.preset.speed": the lesson\'s model has no setting "speed"; its settings are lease, pause, bAt, check, fencing',
    ],
    [
      'a stated outcome the model does not give',
      (d: LessonData) => Object.assign(d.experiments[2]!.expected, { finalValue: 15 }),
      'field "experiments.2.expected.finalValue": the model gives 11, not 15',
    ],
    [
      'a stated fact the model does not report',
      (d: LessonData) => Object.assign(d.experiments[2]!.expected, { winner: 'B' }),
      'field "experiments.2.expected.winner": the model reports no "winner"; it reports finalValue, shouldBe, staleAccepted, staleRefused',
    ],
  ])('names %s, with its field', (_, change, message) => {
    expect(checkAgainstModel(model, changed(change))).toEqual([message]);
  });

  it('asks for a model when a lesson has experiments but none is registered', () => {
    expect(checkAgainstModel(undefined, parsed)).toEqual([
      'field "experiments": the lesson has experiments but no model in src/lessons/registry.ts',
    ]);
  });
});
