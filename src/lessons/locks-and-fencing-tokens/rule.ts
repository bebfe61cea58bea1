/**
 * The rule the reader writes in "Locks and fencing tokens": the storage's check on a write (rule 8's decision). The
 * starter takes every write, as the storage does in the first experiments; the lesson's answer is the fencing check.
 * A rule that refuses everything keeps every update it takes, and is flagged as useless: it refuses the lock's holder.
 */
import { yesOrNo } from '../../kit/reader-rule.ts';
import type { ReaderRule } from '../../kit/reader-rule.ts';
import { model } from './model.ts';
import type { Settings } from './settings.ts';
import { VERDICTS } from './texts.ts';
import type { Verdict } from './model.ts';

/** The reader's rule, judged by the lesson's verdicts and one more: a write refused from the lock's holder. */
export const rule: ReaderRule<Verdict | 'live-refused'> = {
  model,
  ...yesOrNo({
    name: 'accepts',
    params: [
      {
        name: 'write',
        fields: [
          { key: 'token', means: 'the fencing token the lock service gave the writer with its lock' },
          { key: 'value', means: 'the value the writer wants to store' },
        ],
      },
      {
        name: 'storage',
        fields: [
          { key: 'value', means: 'the value the storage holds now' },
          { key: 'highestToken', means: 'the highest token of any write the storage has taken (0 before the first)' },
        ],
      },
    ],
    yes: 'take the write',
    no: 'refuse it',
    calledBy: 'The storage calls this for every write it receives.',
    answer: 'write.token >= storage.highestToken',
  }),
  question: 'Does the storage take this write?',
  property: 'No update the storage has taken is lost: no write overwrites one its writer never read.',
  uselessIs: 'it refuses a write from the client that holds the lock',
  passed: 'it never refuses the client that holds the lock: it does what the fencing check does.',
  map: {
    x: { key: 'lease', from: 1, to: 31, step: 1 },
    y: { key: 'pause', from: 0, to: 30, step: 1 },
    settings: { lease: 10, pause: 15, bAt: 10.3, check: false, fencing: false } satisfies Settings,
  },
  words: (lease, pause) => `a lease of ${lease} and a pause of ${pause}`,
  mapTitle: 'Which leases and pauses does your rule keep safe?',
  mapIntro:
    'Every lease up to 31 s and pause up to 30 s, with B asking at 10.3 s and no check before writing: your rule decides every write. Choose a point to play it.',
  verdicts: { ...VERDICTS, 'live-refused': { label: 'Holder refused', tone: 'harm', symbol: '✕' } },
  breaks: ['lost'],
  useless: ['live-refused'],
  judge(settings, hooks) {
    const p = model.stateOf(settings, hooks).state;
    if (p.clobbered) return 'lost';
    if (p.liveRefused) return 'live-refused';
    if (p.staleRefused) return 'refused';
    if (p.staleAccepted) return 'late-harmless';
    return 'safe';
  },
};
