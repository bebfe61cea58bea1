/**
 * The lesson's challenges of free play, as checks over a settled run (content/lessons/locks-and-fencing-tokens.yaml
 * words them). Each turns on one idea: a late write does harm only once someone newer has written; a longer lease
 * moves the line but does not remove it; fencing orders writes by token, not by time.
 */
import { heldAt, isLeast } from '../../kit/index.ts';
import type { ChallengeCheck } from '../../kit/index.ts';
import { model } from './model.ts';
import type { Verdict } from './model.ts';
import type { Settings } from './settings.ts';

type Check = ChallengeCheck<Settings, Verdict>;

/** The lease the longer-lease challenge asks for, at least (experiment 4's lease). */
const LONG_LEASE = 20;

export const CHECKS = {
  /** With every other setting at its default, the shortest pause on the slider's grid that loses B's update. */
  'shortest-losing-pause': {
    shows: ['lease', 'pause'],
    met: ({ settings, verdict }) =>
      verdict === 'lost' && heldAt(model, settings, {}, ['pause']) && isLeast(model, settings, 'pause', ['lost']),
    search: { from: {}, key: 'pause' },
  },
  /** A lease of at least 20 s, and B's update lost all the same. */
  'long-lease-still-lost': {
    shows: ['lease', 'pause', 'bAt'],
    met: ({ settings, verdict }) => settings.lease >= LONG_LEASE && verdict === 'lost',
    search: { from: { lease: LONG_LEASE }, key: 'pause' },
  },
  /** Fencing on, and the storage accepts a write from a client whose lease had ended. */
  'fencing-accepts-late-write': {
    shows: ['pause', 'bAt', 'fencing'],
    met: ({ settings, facts }) => settings.fencing && facts['staleAccepted'] === true,
    search: { from: { fencing: true }, key: 'bAt' },
  },
} satisfies Record<string, Check>;
