/** The challenges' checks over a settled run; content/lessons/write-skew.yaml names and words them. */
import type { ChallengeCheck } from '../../kit/index.ts';
import type { Facts } from './model.ts';
import type { Settings } from './settings.ts';
import type { Verdict } from './texts.ts';

type Check = ChallengeCheck<Settings, Verdict, Facts>;

export const CHECKS = {
  /** Nobody on call with Bob starting 2.5 s or more after Alice: his read must still come before her commit. */
  'late-skew': {
    shows: ['level', 'forUpdate', 'onCall', 'bobAt'],
    met: ({ settings, verdict }) => verdict === 'broken' && settings.bobAt >= 2.5,
    search: { from: {}, key: 'bobAt' },
  },
  /** At snapshot, a transaction aborted and the rule kept: only a lock wait makes snapshot abort here. */
  'snapshot-abort': {
    shows: ['level', 'forUpdate', 'retry', 'bobAt'],
    met: ({ settings, verdict }) => settings.level === 'snapshot' && verdict === 'aborted',
    search: { from: { level: 'snapshot', forUpdate: true }, key: 'bobAt' },
  },
} satisfies Record<string, Check>;
