/** The challenges' checks over a settled run (lost-output.yaml words them), each on one idea: a kill loses what waits
 * in the buffer, so its timing decides the loss; a handled SIGTERM needs a grace period as long as its shutdown. */
import { heldAt, isLeast } from '../../kit/index.ts';
import type { ChallengeCheck } from '../../kit/index.ts';
import { model } from './model.ts';
import type { Facts } from './model.ts';
import type { Settings } from './settings.ts';
import type { Verdict } from './texts.ts';

type Check = ChallengeCheck<Settings, Verdict, Facts>;

export const CHECKS = {
  /** The default pipe and kill -9, and a signal time after the first line that loses nothing. */
  'kill-loses-nothing': {
    shows: ['signalAt'],
    met: ({ settings, verdict }) =>
      verdict === 'killed-empty' && settings.signalAt >= 1 && heldAt(model, settings, {}, ['signalAt', 'grace']),
    search: { from: {}, key: 'signalAt' },
  },
  /** The default pipe and a handled SIGTERM at 6.5 s: the shortest grace period that loses no line. */
  'shortest-grace': {
    shows: ['ending', 'grace'],
    met: ({ settings, verdict }) =>
      verdict === 'exited' &&
      heldAt(model, settings, { ending: 'handled' }, ['grace']) &&
      isLeast(model, settings, 'grace', ['exited']),
    search: { from: { ending: 'handled' }, key: 'grace' },
  },
  /** A buffer of 3 lines and kill -9: a signal time that loses as many lines as such a buffer can. */
  'lose-the-most': {
    shows: ['bufferLines', 'signalAt'],
    met: ({ settings, facts, verdict }) =>
      verdict === 'lost' && facts.lost === 2 && heldAt(model, settings, { bufferLines: 3 }, ['signalAt', 'grace']),
    search: { from: { bufferLines: 3 }, key: 'signalAt' },
  },
} satisfies Record<string, Check>;
