/** The default run word for word (lesson spec, Part 1), and the outcomes of Part 3's experiments. */
import { describe, expect, it } from 'vitest';
import { model } from './model.ts';
import type { Settings } from './settings.ts';

const run = (p: Partial<Settings> = {}) => model.simulate({ ...model.settings.defaults, ...p });

describe('the default run', () => {
  const r = run();

  it('logs the split, both writes and the heal, word for word', () => {
    expect(r.events.map((e) => `${e.time} · ${e.actorName}: ${e.text}`)).toEqual([
      '0.0 s · Replicas: Every replica holds 10 (stamp 0.0 s). Replicas 1 to 3 are the main side.',
      '1.0 s · Network: The network splits: Replicas 4 and 5 are cut off from the rest until 6.0 s.',
      '2.0 s · Client A: A reaches only Replicas 1 to 3, which add 1: they hold 11 (stamp 2.0 s). A is told "done".',
      '3.0 s · Client B: B reaches only Replicas 4 and 5, which add 5: they hold 15 (stamp 3.0 s). B is told "done".',
      "6.0 s · Network: The network heals. Replicas 1 to 3 hold 11 (stamp 2.0 s), Replicas 4 and 5 hold 15 (stamp 3.0 s): last write wins, so every replica takes 15. A's +1, acknowledged, is dropped.",
    ]);
  });

  it('shows the four terms of Part 1 in order, with their values', () => {
    expect(r.outcome.map((o) => `${o.term}: ${o.value}`)).toEqual([
      'Value at the end: 15',
      'Writes accepted: 2',
      'Writes refused: 0',
      'Acknowledged writes lost: 1',
    ]);
    expect(r.verdict).toBe('lost');
  });

  it('explains the loss and points to "Majority only"', () => {
    expect(r.explanation).toBe(
      'A added 1 at 2.0 s on the three main-side replicas and was told "done". B added 5 at 3.0 s on the two ' +
        'cut-off replicas and was told "done". At the heal (6.0 s) last write wins kept 15 (stamp 3.0 s) over 11 ' +
        '(2.0 s): A\'s update is gone, though a majority had it. "Majority only" would refuse the write on a side ' +
        'without a majority instead.',
    );
  });
});

describe("Part 3's experiments", () => {
  it.each([
    ['one network', { cut: 0 }, [16, 2, 0, 0]],
    ['the network divides', {}, [15, 2, 0, 1]],
    ['B writes first', { bAt: 1.5 }, [11, 2, 0, 1]],
    ['majority only', { policy: 'majority' }, [11, 1, 1, 0]],
    ['majority only, one cut off', { policy: 'majority', cut: 1 }, [11, 1, 1, 0]],
    ['an even split', { policy: 'majority', n: 4 }, [10, 0, 2, 0]],
    ['with the majority', { policy: 'majority', together: true }, [16, 2, 0, 0]],
    ['after the heal', { policy: 'majority', bAt: 7 }, [16, 2, 0, 0]],
  ] as [string, Partial<Settings>, number[]][])('%s', (_name, preset, [finalValue, accepted, refused, lost]) => {
    expect(model.facts(run(preset))).toEqual({ finalValue, accepted, refused, lost });
  });

  it('at equal stamps the side B wrote last wins', () => {
    const tie = run({ bAt: 2 });
    expect(model.facts(tie).finalValue).toBe(15);
    expect(tie.explanation).toContain('a tie that the side B wrote last wins');
  });

  it('a write at the heal instant comes after the heal and reaches every replica', () => {
    const reached = (bAt: number) =>
      model.play({ ...model.settings.defaults, bAt }, false).state.writes.find((w) => w.client === 'B')?.reached;
    expect(reached(6)).toBe('all');
    expect(reached(1)).toBe('cut');
  });
});
