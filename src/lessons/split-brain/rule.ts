/** The reader's rule, rules 4 and 5's decision. A rule that refuses everything loses nothing it accepted, so one that
 * refuses a write that reached a majority is flagged. */
import { yesOrNo } from '../../kit/reader-rule.ts';
import type { ReaderRule } from '../../kit/reader-rule.ts';
import type { Hooks, SettingsRecord } from '../../kit/index.ts';
import { model, verdictOf } from './model.ts';
import { sizeOf } from './rules.ts';
import type { Settings } from './settings.ts';
import { VERDICTS } from './texts.ts';
import type { Verdict } from './texts.ts';

/** A schedule's verdict with the reader's rule: the lesson's own, and a write refused though a majority had it. */
export type RuleVerdict = Verdict | 'majority-refused';

export const rule: ReaderRule<RuleVerdict> = {
  model,
  ...yesOrNo({
    name: 'accepts',
    params: [
      { name: 'write', fields: [{ key: 'amount', means: 'how much the write adds to the value' }] },
      {
        name: 'replicas',
        fields: [
          { key: 'reached', means: 'how many replicas the write reached (its side of the partition, or all of them)' },
          { key: 'total', means: 'how many replicas there are in all (N)' },
        ],
      },
    ],
    yes: 'accept the write',
    no: 'refuse it',
    calledBy: 'The replicas a write reached call this to decide.',
    answer: 'replicas.reached > replicas.total / 2',
  }),
  question: 'Do the replicas a write reached accept it?',
  property: 'No write the store accepted is lost when the network heals.',
  uselessIs: 'it refuses a write that reached a majority of the replicas',
  passed: 'it never refuses a write that a majority of the replicas received: it does what a majority quorum does.',
  map: {
    x: { key: 'bAt', from: 0, to: 12, step: 0.5 },
    y: { key: 'healAt', from: 1, to: 12, step: 0.5 },
    settings: { n: 5, cut: 2, policy: 'any', together: false, bAt: 3, healAt: 6 } satisfies Settings,
  },
  words: (bAt, healAt) => `B writing at ${bAt} and the network healing at ${healAt}`,
  mapTitle: 'Which write and heal times does your rule keep safe?',
  mapIntro:
    'Every time B could write, from 0 to 12 s, against every heal from 1 to 12 s, with five replicas, two of them cut off with B: your rule decides every write. Choose a point to play it.',
  verdicts: { ...VERDICTS, 'majority-refused': { label: 'Majority refused', tone: 'harm', symbol: '✕' } },
  breaks: ['lost'],
  useless: ['majority-refused'],
  judge(settings: SettingsRecord, hooks: Hooks): RuleVerdict {
    const { state: p, settings: s } = model.stateOf(settings, hooks);
    const verdict = verdictOf(p);
    const majorityRefused = p.writes.some((w) => !w.accepted && sizeOf(s, w.reached) > s.n / 2);
    return verdict !== 'lost' && majorityRefused ? 'majority-refused' : verdict;
  },
};
