/**
 * The lesson's challenges of free play, as checks over a settled run; content/lessons/two-leaders.yaml names them by
 * id and words them. Each one turns on one idea of the lesson: an old leader's write does harm only once a newer
 * leader has committed; two leaders at once can do no harm; a lease read is only as good as the leader's clock.
 */
import { heldAt, isLeast } from '../../kit/index.ts';
import type { ChallengeCheck } from '../../kit/index.ts';
import { model } from './model.ts';
import type { Verdict } from './texts.ts';
import type { Settings } from './settings.ts';

type Check = ChallengeCheck<Settings, Verdict>;

/** Experiment 5's settings: terms checked, reads under a lease, the default pause and timeout. */
const LEASE_READS: Partial<Settings> = { terms: true, reads: 'lease' };

export const CHECKS = {
  /** With every other setting at its default, the shortest pause on the slider's grid that loses B's update. */
  'shortest-losing-pause': {
    shows: ['pause', 'timeout'],
    met: ({ settings, verdict }) =>
      verdict === 'lost' && heldAt(model, settings, {}, ['pause']) && isLeast(model, settings, 'pause', ['lost']),
    search: { from: {}, key: 'pause' },
  },
  /** Terms not checked, two leaders at once, and nothing lost or read stale. */
  'two-leaders-no-harm': {
    shows: ['pause', 'timeout', 'terms'],
    met: ({ settings, verdict }) => !settings.terms && verdict === 'late-harmless',
    search: { from: { timeout: 1 }, key: 'pause' },
  },
  /** Experiment 5's settings, and the least clock miss on the grid that lets Server 1 serve a stale read. */
  'least-lag-stale-read': {
    shows: ['pause', 'timeout', 'lag'],
    met: ({ settings, verdict }) =>
      verdict === 'stale-read' &&
      heldAt(model, settings, LEASE_READS, ['lag']) &&
      isLeast(model, settings, 'lag', ['stale-read']),
    search: { from: LEASE_READS, key: 'lag' },
  },
} satisfies Record<string, Check>;
