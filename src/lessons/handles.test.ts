/**
 * Every lesson's chart has handles (issue 55: "every lesson's chart has at least one handle"), each bound to a setting
 * of its descriptor of the right kind (a time for a mark, an edge or a line; a count for a wall), drawn on a lane the
 * chart has, for the default run and a sample of settings drawn from the descriptor. One table, no hand list: a new
 * lesson's view is held to it the moment its folder has one.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { badHandles, handleRange, handleTime, valueAtTime } from '../kit/index.ts';
import { settingsOf } from '../kit/testing/settings.ts';
import { chartOf } from '../../components/sim-kit/view.ts';
import { LESSONS } from './registry.ts';

const lessons = Object.entries(LESSONS);

describe.each(lessons)('the handles of %s', (_id, view) => {
  const handles = view.handles ?? [];
  const kit = view.model.settings;

  it('are at least one, each a setting of the lesson of the kind it is drawn as', () => {
    expect(handles.length).toBeGreaterThan(0);
    expect(badHandles(kit.descriptor, handles)).toEqual([]);
    expect(new Set(handles.map((h) => h.setting)).size).toBe(handles.length);
  });

  it('stand on lanes the chart draws, and a time is drawn where its value reads back', () => {
    const samples = [kit.defaults, ...fc.sample(settingsOf(view.model), { numRuns: 30, seed: 55 })];
    for (const settings of samples) {
      const data = chartOf(view.model.simulate(settings));
      const ids = data.lanes.map((l) => l.id);
      for (const h of handles) {
        if (h.kind === 'wall') {
          const counted = ids.filter((id) => id.startsWith(h.lanes)).length;
          expect(counted, `${h.setting}'s lanes`).toBeGreaterThan(handleRange(kit, h, settings).max);
          continue;
        }
        if (h.lane !== undefined) expect(ids, `${h.setting}'s lane`).toContain(h.lane);
        const t = handleTime(h, settings);
        if (t >= 0) expect(valueAtTime(kit, h, settings, t)).toBe(settings[h.setting]);
      }
    }
  });
});
