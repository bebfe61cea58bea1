/** The words of the lab's challenges that do not come from a lesson's data file. */
import { sayValue } from '../../src/kit/index.ts';
import type { Descriptor, SettingsRecord } from '../../src/kit/index.ts';

export const CHALLENGE_WORDS = {
  heading: 'Challenges',
  intro: 'Goals to reach on your own with the settings above. Each is checked once a run has settled.',
  hint: 'Hint',
  notYet: 'Not yet',
  done: 'Done',
} as const;

/**
 * How a challenge was met, in the settings that matter to it: "Met with Lease: 10 s · Pause: 8.6 s". The colon keeps
 * a label that ends in a number ("When B adds 5") apart from its value.
 */
export function metWith(descriptor: Descriptor, keys: readonly string[], settings: SettingsRecord): string {
  const parts = keys.flatMap((key) => {
    const spec = descriptor[key];
    const value = settings[key];
    return spec === undefined || value === undefined ? [] : [`${spec.label}: ${sayValue(spec, value)}`];
  });
  return parts.length === 0 ? '' : `Met with ${parts.join(' · ')}`;
}

/** What a screen reader hears when challenges are met: each one's title and why it matters. */
export function metAnnouncement(met: readonly { title: string; done: string }[]): string {
  return met.map((c) => `Challenge done: ${c.title}. ${c.done}`).join(' ');
}
