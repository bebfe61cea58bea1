/** The retries lesson's settings, named once (lesson spec, Part 2): all that reads or writes them derives from here. */
import type { SettingsOf } from '../../kit/index.ts';

export const descriptor = {
  op: {
    kind: 'choice',
    label: "A's write",
    options: [
      { value: 'add', label: 'add 1' },
      { value: 'set', label: 'set to 11' },
      { value: 'ifTen', label: 'set to 11 if it is still 10' },
    ],
    default: 'add',
  },
  lose: {
    kind: 'choice',
    label: 'What the network loses',
    options: [
      { value: 'nothing', label: 'Nothing' },
      { value: 'request', label: "A's first request" },
      { value: 'reply', label: "The server's reply" },
    ],
    default: 'reply',
  },
  retry: { kind: 'switch', label: 'A retries', default: true },
  ids: { kind: 'switch', label: 'The server remembers request ids', default: false },
  bAt: { kind: 'seconds', label: 'When B adds 5', min: 0, max: 10, default: 2 },
} as const;

/** What a reader can set: A's write, what the network loses, the two switches, and when B adds 5 (seconds). */
export type Settings = SettingsOf<typeof descriptor>;

export type Op = Settings['op'];
