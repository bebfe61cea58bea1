import { describe, expect, it } from 'vitest';
import { load } from 'js-yaml';
import { checkChallenges, lessonDataSchema } from './lesson-data';
import { describeIssue } from './testing/describe-issue';
import type { LessonData } from './lesson-data';
import type { AnyModel, ChallengeCheck, ChallengeChecks } from '../kit/index.ts';
import { checksOf } from '../lessons/registry.ts';
import { modelOf } from '../lessons/registry.ts';
import locksText from '../../content/lessons/locks-and-fencing-tokens.yaml?raw';
import twoLeadersText from '../../content/lessons/two-leaders.yaml?raw';
import retriesText from '../../content/lessons/retries.yaml?raw';

const LESSONS = {
  'locks-and-fencing-tokens': locksText,
  'two-leaders': twoLeadersText,
  retries: retriesText,
} as const;

const locks = lessonDataSchema.parse(load(locksText));
const model = modelOf('locks-and-fencing-tokens') as AnyModel;
const checks = checksOf('locks-and-fencing-tokens') as ChallengeChecks;

describe('challenges in lesson data', () => {
  it.each(Object.entries(LESSONS))(
    '%s states two or three challenges, each met by some run and not by default',
    (id, text) => {
      const data = lessonDataSchema.parse(load(text));
      expect(data.challenges.length).toBeGreaterThanOrEqual(2);
      expect(checkChallenges(modelOf(id), checksOf(id), data)).toEqual([]);
    },
  );

  it.each([
    ['a challenge without a hint', (c: Record<string, unknown>) => delete c['hint'], /field "challenges\.0\.hint"/],
    [
      'a check id that is not a slug',
      (c: Record<string, unknown>) => (c['check'] = 'Shortest Pause'),
      /field "challenges\.0\.check"/,
    ],
    ['a field the schema does not know', (c: Record<string, unknown>) => (c['answer'] = 8.6), /field "challenges\.0"/],
  ])('rejects %s, naming the field', (_, change, message) => {
    const raw = structuredClone(load(locksText)) as { challenges: Record<string, unknown>[] };
    change(raw.challenges[0]!);
    const result = lessonDataSchema.safeParse(raw);
    expect(result.success).toBe(false);
    if (!result.success) expect(describeIssue(result.error)).toMatch(message);
  });

  it('rejects a repeated id and a fourth challenge', () => {
    const raw = structuredClone(load(locksText)) as { challenges: Record<string, unknown>[] };
    raw.challenges[1]!['id'] = raw.challenges[0]!['id'];
    const repeated = lessonDataSchema.safeParse(raw);
    expect(repeated.success ? '' : describeIssue(repeated.error)).toMatch(
      /field "challenges\.1\.id": id ".+" is used twice/,
    );
    raw.challenges[1]!['id'] = 'another';
    raw.challenges.push({ ...raw.challenges[0], id: 'a-fourth' });
    const four = lessonDataSchema.safeParse(raw);
    expect(four.success ? '' : describeIssue(four.error)).toMatch(/field "challenges": give at most three challenges/);
  });

  /** The lock lesson with its first challenge naming `check`, checked against `withChecks`. */
  const problems = (check: string, withChecks: ChallengeChecks | undefined = checks): string[] => {
    const data: LessonData = structuredClone(locks);
    data.challenges[0]!.check = check;
    return checkChallenges(model, withChecks, data);
  };

  it('fails the build on a check the lesson does not state, naming the field and the checks there are', () => {
    expect(problems('shortest-pause')).toEqual([
      'field "challenges.0.check": "shortest-pause" is not a check of src/lessons/locks-and-fencing-tokens/challenges.ts; ' +
        'its checks are shortest-losing-pause, long-lease-still-lost, fencing-accepts-late-write',
    ]);
    expect(problems('constructor')).toHaveLength(1);
  });

  it('fails the build on a challenge no run can meet, and on one the default run already meets', () => {
    // Fencing on and B's update lost: fencing never lets it happen, so the sweep over every pause finds no run.
    const never: ChallengeCheck = {
      shows: ['pause'],
      met: ({ settings, verdict }) => settings['fencing'] === true && verdict === 'lost',
      search: { from: { fencing: true }, key: 'pause' },
    };
    const always: ChallengeCheck = { shows: ['pause'], met: () => true, search: { from: {}, key: 'pause' } };
    expect(problems('never', { ...checks, never })).toEqual([
      'field "challenges.0.check": no run meets "never": the model\'s defaults with {"fencing":true}, "pause" swept ' +
        'over its whole range, were searched; the challenge cannot be met',
    ]);
    expect(problems('always', { ...checks, always })).toEqual([
      'field "challenges.0.check": the default run already meets "always"; a challenge must ask the reader to change something',
    ]);
  });

  it('fails the build on challenges with no checks to name, or no model', () => {
    expect(checkChallenges(model, undefined, locks)).toEqual([
      'field "challenges": the lesson has challenges but src/lessons/locks-and-fencing-tokens/challenges.ts states no CHECKS',
    ]);
    expect(checkChallenges(undefined, checks, locks)).toEqual([
      'field "challenges": the lesson has challenges but no model in src/lessons/registry.ts',
    ]);
  });
});
