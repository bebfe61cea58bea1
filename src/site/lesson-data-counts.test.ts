import { describe, expect, it } from 'vitest';
import { checkAgainstModel, lessonDataSchema } from './lesson-data';
import type { LessonData } from './lesson-data';
import { defineSettings } from '../kit/index.ts';
import type { AnyModel } from '../kit/index.ts';

/** A model with counts bounded by another count and a choice spelled in digits: all the build checks need. */
const settings = defineSettings({
  n: { kind: 'count', label: 'Replicas (N)', min: 3, max: 5, default: 3 },
  w: { kind: 'count', label: 'Write quorum (W)', min: 1, max: { of: 'n' }, default: 2 },
  slow: { kind: 'count', label: 'Slow replicas', min: 0, max: { of: 'n', plus: -1 }, default: 1 },
  size: {
    kind: 'choice',
    label: 'Size',
    options: [
      { value: '3', label: 'three' },
      { value: '5', label: 'five' },
    ],
    default: '3',
  },
});
const model: AnyModel = {
  id: 'counts',
  settings,
  verdicts: { ok: { label: 'OK', tone: 'safe', symbol: '✓' } },
  simulate: (s) => ({ settings: s, events: [], outcome: [], verdict: 'ok', explanation: '', end: 0 }),
  judge: () => 'ok',
  facts: (run) => ({ w: Number(run.settings['w']), size: String(run.settings['size']) }),
};

const option = (id: string) => ({ id, text: `Option ${id}`, feedback: `Because ${id}.` });
/** A lesson with one experiment whose preset and outcome are given. */
function lesson(preset: Record<string, unknown>, expected: Record<string, unknown>): LessonData {
  return lessonDataSchema.parse({
    experiments: [
      {
        id: 'one',
        title: 'One run',
        goal: 'See one run.',
        preset,
        expected,
        prediction: { question: 'What happens?', options: [option('a'), option('b')], answer: 'a' },
        notice: 'Look at the run.',
      },
    ],
    quiz: [
      {
        id: 'q',
        prompt: 'Which?',
        options: [
          { id: 'a', text: 'A one', explanation: 'Right.' },
          { id: 'b', text: 'B one', explanation: 'Wrong.' },
        ],
        answer: 'a',
      },
    ],
    study: {
      intro: 'Read this.',
      items: [
        {
          kind: 'book',
          author: 'Someone',
          title: 'A book',
          href: 'https://example.org/',
          length: '1 h',
          why: 'It helps.',
        },
      ],
    },
    deeper: { next: [{ title: 'Next', href: '/next/', why: 'It follows.' }] },
  });
}

describe('lesson data with counts and dependent ranges', () => {
  it.each([
    ['a preset inside its dependent range', { n: 5, w: 5, slow: 4 }, { w: 5 }, []],
    [
      'a W above the N the preset sets',
      { n: 4, w: 5 },
      { w: 4 },
      [
        'field "experiments.0.preset.w": Write quorum (W) "5" is more than allowed: with Replicas (N) at 4 it can be at most 4, so it is 4.',
      ],
    ],
    [
      'a slow count above N - 1 at the default N',
      { slow: 3 },
      {},
      [
        'field "experiments.0.preset.slow": Slow replicas "3" is more than allowed: with Replicas (N) at 3 it can be at most 2, so it is 2.',
      ],
    ],
    [
      'a count that is not whole',
      { n: 3.5 },
      {},
      ['field "experiments.0.preset.n": Replicas (N) "3.5" is not a whole number, so the default, 3, is used.'],
    ],
    ['a YAML number that spells a choice', { size: 5 }, { size: '5' }, []],
    [
      'a YAML number that spells no choice',
      { size: 4 },
      {},
      ['field "experiments.0.preset.size": Size "4" is not one of 3, 5, so the default, three, is used.'],
    ],
  ])('%s: the build names the field and says what is allowed', (_, preset, expected, problems) => {
    expect(checkAgainstModel(model, lesson(preset, expected))).toEqual(problems);
  });
});
