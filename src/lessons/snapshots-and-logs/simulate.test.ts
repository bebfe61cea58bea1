import { describe, expect, it } from 'vitest';
import { model } from './model.ts';
import type { Run } from './model.ts';
import type { Settings } from './settings.ts';
import { CHECKS } from './challenges.ts';
import { witnessOf } from '../../kit/index.ts';

const { settings } = model;
const run = (changes: Partial<Settings> = {}) => model.simulate({ ...settings.defaults, ...changes });
/** When the server answers again, as its rules recorded it. */
const backAt = (r: Run) => model.play(r.settings, true).state.backAt;

describe('the default run (lesson spec, Part 1)', () => {
  const r = run();

  it('shows the four outcome terms in order: 7, 0, 7, 0', () => {
    expect(r.outcome.map((o) => [o.term, o.value])).toEqual([
      ['Increments acknowledged', '7'],
      ['Counter after restart', '0'],
      ['Acknowledged increments lost', '7'],
      ['Log entries replayed', '0'],
    ]);
    expect(r.verdict).toBe('lost-all');
  });

  it('logs every step, word for word', () => {
    const ok = (n: number) => `A client asks for +1: the counter in memory becomes ${n}, and the server answers OK.`;
    expect(r.events.map((e) => [e.time, e.actorName, e.text])).toEqual([
      ['0.0 s', 'Server', 'The counter in memory is 0. The server saves nothing to disk.'],
      ...[1, 2, 3, 4, 5, 6, 7].map((n) => [`${n - 1}.5 s`, 'Server', ok(n)]),
      ['7.3 s', 'Server', 'Crash: memory is wiped, and the counter with it. On disk: nothing.'],
      ['8.3 s', 'Server', 'The server restarts. With no snapshot, the counter starts at 0.'],
      ['8.3 s', 'Server', 'Recovery is done: the server answers again, with the counter at 0.'],
    ]);
  });

  it('explains seven OKs from memory alone, the crash at 7.3 s, a restart from nothing, and points to snapshots', () => {
    expect(r.explanation).toBe(
      'The server answered OK to 7 increments while the counter lived only in memory. The crash at 7.3 s wiped it. ' +
        'The restart found nothing on disk and began at 0, and no client was told. A snapshot, a copy of the ' +
        'counter saved to disk now and then, would keep some of it.',
    );
  });
});

describe("Part 3's experiments and their try-this runs", () => {
  it.each([
    [{}, [7, 0, 7, 0]],
    [{ persist: 'snapshots' }, [7, 5, 2, 0]],
    [{ persist: 'snapshots', snapEvery: 1 }, [7, 7, 0, 0]],
    [{ persist: 'snapshots', snapEvery: 1, crashAt: 7.9 }, [8, 7, 1, 0]],
    [{ persist: 'log' }, [7, 7, 0, 7]],
    [{ persist: 'log', crashAt: 19.3 }, [19, 19, 0, 19]],
    [{ persist: 'both', crashAt: 19.3 }, [19, 19, 0, 4]],
    [{ persist: 'both', crashAt: 19.3, snapEvery: 10 }, [19, 19, 0, 9]],
  ] as const)('%j gives %j', (changes, values) => {
    const { acknowledged, afterRestart, lost, replayed } = model.facts(run(changes));
    expect([acknowledged, afterRestart, lost, replayed]).toEqual(values);
  });

  it('replays entry i at the restart + 0.1 s x i, so a longer log is a later return', () => {
    const r = run({ persist: 'log', crashAt: 19.3 });
    expect(r.events.filter((e) => e.kind === 'replay').map((e) => e.t)).toEqual(
      Array.from({ length: 19 }, (_, i) => 203 + i + 1),
    );
    expect(backAt(r)).toBe(222);
    expect(backAt(run({ persist: 'both', crashAt: 19.3 }))).toBe(207);
  });
});

describe('the challenges', () => {
  it.each(Object.entries(CHECKS))('%s can be met', (_, check) => {
    expect(witnessOf(model, check)).not.toBeNull();
  });
});
