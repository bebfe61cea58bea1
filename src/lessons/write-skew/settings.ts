/** The write-skew lesson's settings (lesson spec, Part 2, the settings table); the keys are the page address's. */
import type { SettingsOf } from '../../kit/index.ts';

export const descriptor = {
  level: {
    kind: 'choice',
    label: 'Isolation level',
    options: [
      { value: 'read-committed', label: 'Read committed' },
      { value: 'snapshot', label: "Snapshot (PostgreSQL's Repeatable Read)" },
      { value: 'serializable', label: 'Serializable (SSI)' },
    ],
    default: 'read-committed',
  },
  forUpdate: { kind: 'switch', label: 'Lock the rows read', default: false },
  retry: { kind: 'switch', label: 'Retry a failed transaction', default: true },
  onCall: { kind: 'count', label: 'Doctors on call', min: 2, max: 3, default: 2 },
  bobAt: { kind: 'seconds', label: 'When Bob starts', min: 0, max: 6, default: 1.5 },
} as const;

export type Settings = SettingsOf<typeof descriptor>;
