/**
 * The build refuses a lesson whose words still hold a placeholder ("TODO", "Replace this", "Write a question...",
 * "lorem ipsum"), naming the field; real words that merely contain such letters pass.
 */
import { describe, expect, it } from 'vitest';
import { load } from 'js-yaml';
import { lessonDataSchema, placeholderIn } from './lesson-data';
import { describeIssue } from './testing/describe-issue';
import lessonText from '../../content/lessons/quorums.yaml?raw';

const lesson = load(lessonText) as Record<string, unknown> & {
  experiments: Record<string, unknown>[];
  quiz: { options: Record<string, unknown>[] }[];
  study: { items: Record<string, unknown>[] };
};

describe('placeholders in lesson words', () => {
  it.each([
    [
      'a TODO in a goal',
      (d: typeof lesson) => Object.assign(d.experiments[0]!, { goal: 'TODO: say what it shows.' }),
      /field "experiments\.0\.goal": "TODO" is a placeholder/,
    ],
    [
      "the old scaffold's question",
      (d: typeof lesson) =>
        Object.assign(d.quiz[1]!, {
          prompt: 'Write a question that a reader who understood the lesson can answer, and one who skimmed cannot.',
        }),
      /field "quiz\.1\.prompt": "Write a question" is a placeholder/,
    ],
    [
      "the old scaffold's study line",
      (d: typeof lesson) =>
        Object.assign(d.study.items[0]!, { why: 'Replace this with the source that explains it best.' }),
      /field "study\.items\.0\.why": "Replace this" is a placeholder/,
    ],
    [
      'lorem ipsum in feedback',
      (d: typeof lesson) => Object.assign(d.quiz[0]!.options[1]!, { explanation: 'Lorem ipsum dolor sit amet.' }),
      /field "quiz\.0\.options\.1\.explanation": "Lorem ipsum" is a placeholder/,
    ],
  ] as const)('%s fails, naming the field', (_name, change, message) => {
    const copy = structuredClone(lesson);
    change(copy);
    const result = lessonDataSchema.safeParse(copy);
    expect(result.success).toBe(false);
    expect(result.success ? '' : describeIssue(result.error)).toMatch(message);
  });

  it('passes real words that only contain such letters', () => {
    expect(placeholderIn('The store replaces the value, and a mastodon writes a todo list.')).toBeNull();
    expect(placeholderIn('Write the value to two replicas.')).toBeNull();
    expect(placeholderIn('A later write would replace this value.')).toBeNull();
    expect(lessonDataSchema.safeParse(lesson).success).toBe(true);
  });
});
