import { describe, expect, it } from 'vitest';
import { settledRun } from './drag-hold.ts';

describe('drag hold', () => {
  const before = { events: ['before the drag'] };
  const now = { events: ['under the finger'] };

  it.each([
    ['outside a drag, the run now', before, false, now],
    ['during a drag, the run from before it', before, true, before],
    ['a drag before anything was held: the run now, which is then held', undefined, true, now],
  ] as const)('%s', (_, held, dragging, shown) => {
    expect(settledRun(held, now, dragging)).toBe(shown);
  });

  it('holds one run through a whole drag and catches up on release', () => {
    const runs = [{ n: 0 }, { n: 1 }, { n: 2 }, { n: 3 }];
    let held: { n: number } | undefined;
    const seen = [false, true, true, false].map((dragging, i) => (held = settledRun(held, runs[i]!, dragging)).n);
    expect(seen).toEqual([0, 0, 0, 3]);
  });
});
