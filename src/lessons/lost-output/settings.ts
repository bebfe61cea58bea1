/** The settings (lesson spec, Part 2). One that does not apply to a run (the buffer's size without block buffering,
 * the signal time with exit, the grace period but with a handled SIGTERM) stays in the address; the rules ignore it. */
import type { SettingsOf } from '../../kit/index.ts';

export const descriptor = {
  buffering: {
    kind: 'choice',
    label: 'Output buffering',
    options: [
      { value: 'line', label: 'Line (a terminal)' },
      { value: 'block', label: 'Block (a pipe or file)' },
      { value: 'none', label: 'None (unbuffered)' },
    ],
    default: 'block',
  },
  bufferLines: { kind: 'count', label: 'The buffer holds', min: 1, max: 10, default: 4 },
  ending: {
    kind: 'choice',
    label: 'How it ends',
    options: [
      { value: 'exit', label: 'exit() after line 10' },
      { value: 'kill', label: 'SIGKILL (kill -9)' },
      { value: 'term', label: 'SIGTERM, not handled' },
      { value: 'handled', label: 'SIGTERM, handled' },
    ],
    default: 'kill',
  },
  signalAt: { kind: 'seconds', label: 'The signal arrives at', min: 0, max: 10, default: 6.5 },
  grace: { kind: 'seconds', label: 'Grace period', min: 0, max: 30, default: 30 },
} as const;

export type Settings = SettingsOf<typeof descriptor>;
