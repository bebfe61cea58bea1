/** The rule the reader writes in "Two clients, one counter": the storage's check on a conditional write (rule 5). The
 * starter takes every write, as a plain read-then-write does; the answer is compare-and-set. */
import { yesOrNo } from '../../kit/reader-rule.ts';
import type { ReaderRule } from '../../kit/reader-rule.ts';
import { model } from './model.ts';
import { SHOULD_BE } from './rules.ts';
import type { Settings } from './settings.ts';
import { VERDICTS } from './texts.ts';
import type { Verdict } from './texts.ts';

/** A schedule's verdict with the reader's rule: the lesson's own, and a write refused though nothing had changed. */
export type RuleVerdict = Verdict | 'unchanged-refused';

export const rule: ReaderRule<RuleVerdict> = {
  model,
  ...yesOrNo({
    name: 'accepts',
    params: [
      {
        name: 'write',
        fields: [
          { key: 'read', means: 'the value the client read before it worked out its write' },
          { key: 'value', means: 'the value it wants the counter to hold' },
        ],
      },
      { name: 'counter', fields: [{ key: 'value', means: 'the value the counter holds now' }] },
    ],
    yes: 'take the write',
    no: 'refuse it',
    then: 'the client then reads again and retries',
    calledBy: 'The storage calls this for every write a client sends.',
    answer: 'write.read === counter.value',
  }),
  question: 'Does the storage take this write?',
  property: "No update is lost: neither client's write replaces the other's.",
  uselessIs: 'it refuses a write made from what the counter still holds, so that update never lands',
  passed: 'it never refuses a write made from what the counter still holds: it does what compare-and-set does.',
  map: {
    x: { key: 'bAt', from: 0, to: 6, step: 0.25 },
    y: { key: 'aWork', from: 0, to: 5, step: 0.25 },
    settings: { method: 'cas', aWork: 2, bAt: 1.5 } satisfies Settings,
  },
  words: (bAt, aWork) => `B starting at ${bAt} and A working for ${aWork}`,
  mapTitle: 'Which start times and work times does your rule keep safe?',
  mapIntro:
    'Every time B could start, from 0 to 6 s, against every work time of A from 0 to 5 s: your rule decides every write. Choose a point to play it.',
  verdicts: { ...VERDICTS, 'unchanged-refused': { label: 'Unchanged write refused', tone: 'harm', symbol: '⊘' } },
  breaks: ['lost'],
  useless: ['unchanged-refused'],
  judge(settings, hooks) {
    const p = model.stateOf(settings, hooks).state;
    if (p.attempts.some((a) => a.overwrote)) return 'lost';
    if (p.unchangedRefused) return 'unchanged-refused';
    return p.value !== SHOULD_BE ? 'lost' : p.retries > 0 ? 'retried' : p.waited > 0 ? 'waited' : 'kept';
  },
};
