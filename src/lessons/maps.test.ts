/**
 * Every lesson's map of outcomes, whichever its second axis (a setting in seconds, or named rows): it paints what
 * the model judges, cell by cell; every row can be chosen (the settings a point gives sit on that row again, once
 * counts have followed); and it shows more than one verdict, or it teaches nothing. A new lesson's map is covered
 * here with no test edited.
 */
import { describe, expect, it } from 'vitest';
import { rowOf, setOf, sweepMap, sweepRows } from '../kit/index.ts';
import type { AnyModel, SettingsRecord } from '../kit/index.ts';
import type { MapSpec } from '../../components/sim-kit/types.ts';
import { LESSONS } from './registry.ts';

const mapped = Object.entries(LESSONS).flatMap(([id, lesson]) =>
  lesson.lab?.map === undefined ? [] : [{ id, model: lesson.model as AnyModel, map: lesson.lab.map as MapSpec }],
);

/** A few columns of each row: both ends and a handful between. */
const sample = (length: number): number[] => [...new Set([0, 1, length >> 2, length >> 1, length - 2, length - 1])];

describe('every map of outcomes', () => {
  it('is declared by the lessons that have one, row maps among them', () => {
    expect(mapped.length).toBeGreaterThan(0);
    expect(mapped.some(({ map }) => 'rows' in map.y)).toBe(true);
  });

  for (const { id, model, map } of mapped) {
    describe(id, () => {
      const defaults: SettingsRecord = model.settings.defaults;
      const { x, y } = map;

      if ('rows' in y) {
        const painted = sweepRows(model, defaults, x, y.rows);

        it('paints, at each row, what the model judges with the row laid over the settings', () => {
          expect(painted.rows).toEqual(y.rows.map((row) => row.name));
          y.rows.forEach((row, r) => {
            const settings = model.settings.normalise({ ...defaults, ...setOf(row) }).settings;
            for (const c of sample(painted.x.values.length))
              expect(painted.verdicts[r]?.[c], `${row.name}, ${x.key} ${painted.x.values[c]}`).toBe(
                model.judge({ ...settings, [x.key]: painted.x.values[c]! }),
              );
          });
        });

        it('names each row once, and a point on a row gives settings on that row', () => {
          expect(new Set(y.rows.map((row) => row.name)).size).toBe(y.rows.length);
          y.rows.forEach((row, r) => {
            for (const key of Object.keys(row.set)) expect(model.settings.descriptor, row.name).toHaveProperty(key);
            const picked = model.settings.follow({ ...defaults, ...setOf(row), [x.key]: x.from }).settings;
            expect(rowOf(y.rows, picked), row.name).toBe(r);
          });
        });

        it('shows more than one verdict', () => {
          expect(new Set(painted.verdicts.flat()).size).toBeGreaterThan(1);
        });
      } else {
        const painted = sweepMap(model, defaults, x, y);

        it('paints what the model judges at both settings', () => {
          for (const r of sample(painted.y.values.length))
            for (const c of sample(painted.x.values.length))
              expect(painted.verdicts[r]?.[c]).toBe(
                model.judge({ ...defaults, [x.key]: painted.x.values[c]!, [y.key]: painted.y.values[r]! }),
              );
        });

        it('shows more than one verdict', () => {
          expect(new Set(painted.verdicts.flat()).size).toBeGreaterThan(1);
        });
      }
    });
  }
});
