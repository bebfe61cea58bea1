import { describe, expect, it } from 'vitest';
import { load } from 'js-yaml';
import { describeIssue, lessonDataSchema } from './lesson-data';
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
      'a preset outside the simulator limits',
      (d: typeof lesson) => Object.assign(d.experiments[3]!['preset'] as object, { lease: 0.5 }),
      /field "experiments\.3\.preset\.lease": Lease must be at least 1 s/,
    ],
    [
      'a preset off the 0.1 s step',
      (d: typeof lesson) => Object.assign(d.experiments[0]!['preset'] as object, { pause: 1.25 }),
      /field "experiments\.0\.preset\.pause": Pause moves in steps of 0.1 s/,
    ],
    [
      'a preset with an unknown setting',
      (d: typeof lesson) => Object.assign(d.experiments[0]!['preset'] as object, { speed: 2 }),
      /field "experiments\.0\.preset"/,
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
  ])('rejects %s, naming the field', (_, change, message) => {
    const result = lessonDataSchema.safeParse(broken(change));
    expect(result.success).toBe(false);
    if (!result.success) expect(describeIssue(result.error)).toMatch(message);
  });
});
