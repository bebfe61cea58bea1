import { describe, expect, it } from 'vitest';
import { defineSettings } from '../../src/kit/index.ts';
import { nextSearch, settingsOnWake } from './address.ts';
import { axisOf } from './chart.ts';
import { showsPreset } from '../walkthrough/preset.ts';

const kit = defineSettings({
  pause: { kind: 'seconds', label: 'Pause', min: 0, max: 60, default: 15 },
  fencing: { kind: 'switch', label: 'Fencing', default: false },
});

describe('chart geometry', () => {
  it.each([
    [10, 10, [0, 2, 4, 6, 8, 10].map((t) => t * 1)],
    [170, 200, [0, 50, 100, 150, 200]],
    [600, 600, [0, 100, 200, 300, 400, 500, 600]],
  ])('an axis for a last moment of %i tenths ends at %i with ticks %j', (last, max, ticks) => {
    expect(axisOf(last)).toEqual({ max, ticks: max === 10 ? [0, 10] : ticks });
  });
});

describe('address', () => {
  it.each([
    ['an address that names settings loads them', '?pause=3', null, { pause: 3, fencing: false }],
    ['an address that names none loads nothing: the defaults show', '?ref=x', null, null],
    ['settings loaded before the simulator woke win over the address', '?pause=3', { pause: 40, fencing: true }, null],
  ] as const)('%s', (_, search, loaded, wakesWith) => {
    expect(settingsOnWake(kit, search, loaded)?.settings ?? null).toEqual(wakesWith);
  });

  it('a waking simulator says what it corrected in the address', () => {
    expect(settingsOnWake(kit, '?pause=600', null)?.notices.length).toBeGreaterThan(0);
  });

  it.each([
    ['', { pause: 15, fencing: false }, ''],
    ['', { pause: 3, fencing: true }, '?pause=3&fencing=1'],
    ['?pause=3', { pause: 15, fencing: false }, ''],
    ['?utm_source=mail&pause=3', { pause: 4, fencing: false }, '?utm_source=mail&pause=4'],
    ['?ref=x&fencing=1', { pause: 15, fencing: false }, '?ref=x'],
  ])('from %j, showing %j, the query becomes %j, keeping parameters that are not ours', (search, s, next) => {
    expect(nextSearch(kit, search, s)).toBe(next);
  });
});

describe('showsPreset', () => {
  const wanted = { pause: 0, fencing: true };
  it('is true only when every setting of the experiment is shown', () => {
    expect(showsPreset({ pause: 0, fencing: true }, wanted)).toBe(true);
    expect(showsPreset({ pause: 0.1, fencing: true }, wanted)).toBe(false);
    expect(showsPreset({ pause: 0, fencing: false }, wanted)).toBe(false);
    expect(showsPreset(null, wanted)).toBe(false);
  });
});
