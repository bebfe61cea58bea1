import { describe, expect, it } from 'vitest';
import { model as locks } from '../../src/lessons/locks-and-fencing-tokens/model.ts';
import { model as retries } from '../../src/lessons/retries/model.ts';
import { CHECKS } from '../../src/lessons/retries/challenges.ts';
import { metAnnouncement, metWith } from './challenge-words.ts';

describe('challenge words', () => {
  it('says how a challenge was met in the settings it shows, in the reader’s words', () => {
    const settings = { ...locks.settings.defaults, pause: 8.6 };
    expect(metWith(locks.settings.descriptor, ['lease', 'pause'], settings)).toBe(
      'Met with Lease: 10 s · Pause: 8.6 s',
    );
    expect(metWith(locks.settings.descriptor, ['fencing', 'nothing'], { ...settings, fencing: true })).toBe(
      'Met with Fencing: on',
    );
    expect(metWith(locks.settings.descriptor, [], settings)).toBe('');
    const shown = CHECKS['twice-and-harmless'].shows;
    expect(metWith(retries.settings.descriptor, shown, { ...retries.settings.defaults, op: 'set', bAt: 3 })).toBe(
      "Met with A's write: set to 11 · What the network loses: The server's reply · When B adds 5: 3 s",
    );
  });

  it('announces each challenge met, with why it matters', () => {
    expect(
      metAnnouncement([
        { title: 'One', done: 'Because.' },
        { title: 'Two', done: 'So.' },
      ]),
    ).toBe('Challenge done: One. Because. Challenge done: Two. So.');
  });
});
