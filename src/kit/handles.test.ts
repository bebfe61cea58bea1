import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { defineSettings } from './settings.ts';
import {
  badHandles,
  countAtRow,
  handleRange,
  handleTime,
  sayHandle,
  sayMovable,
  snap,
  valueAfterKey,
  valueAtTime,
  wallRow,
  withHandle,
} from './handles.ts';
import type { CountHandle, TimeHandle } from './handles.ts';

const kit = defineSettings({
  n: { kind: 'count', label: 'Replicas (N)', min: 3, max: 7, default: 5 },
  cut: { kind: 'count', label: 'Replicas cut off', min: 0, max: { of: 'n', per: 2 }, default: 2 },
  bAt: { kind: 'seconds', label: 'When B starts', min: 0, max: 6, default: 1.5 },
  pause: { kind: 'seconds', label: 'Pause', min: 0, max: 60, default: 15 },
  on: { kind: 'switch', label: 'On', default: false },
});
const s = kit.defaults;
const bAt: TimeHandle = { kind: 'mark', setting: 'bAt', lane: 'B', name: "B's start", words: 'B starts at {value}' };
const pause: TimeHandle = {
  kind: 'edge',
  setting: 'pause',
  lane: 'A',
  origin: 2,
  name: 'the pause',
  words: 'A pauses for {value}',
};
const cut: CountHandle = {
  kind: 'wall',
  setting: 'cut',
  lanes: 'replica-',
  name: 'the partition',
  words: '{value} replicas cut off',
};

describe('a handle dragged along its axis', () => {
  it('stands for the value under it, snapped to a tenth and kept in range', () => {
    expect(valueAtTime(kit, bAt, s, 23)).toBe(2.3);
    expect(valueAtTime(kit, bAt, s, 23.4)).toBe(2.3);
    expect(valueAtTime(kit, bAt, s, 23.6)).toBe(2.4);
    expect(valueAtTime(kit, bAt, s, -40)).toBe(0);
    expect(valueAtTime(kit, bAt, s, 999)).toBe(6);
  });

  it('measures a length from its origin, and is drawn there', () => {
    expect(handleTime(pause, s)).toBe(170);
    expect(valueAtTime(kit, pause, s, 170)).toBe(15);
    expect(valueAtTime(kit, pause, s, 10)).toBe(0);
  });

  it('always lands on a value the settings allow, wherever it is dropped', () => {
    fc.assert(
      fc.property(fc.double({ min: -1000, max: 1000, noNaN: true }), (t) => {
        const v = valueAtTime(kit, bAt, s, t);
        expect(v).toBeGreaterThanOrEqual(0);
        expect(v).toBeLessThanOrEqual(6);
        expect(Math.round(v * 10) / 10).toBe(v);
        expect(kit.normalise({ ...s, bAt: v }).notices).toEqual([]);
      }),
    );
  });
});

describe('a count drawn as a wall between lanes', () => {
  const rows = [10, 50, 90, 130, 170];
  it('counts the lanes below it, within the range the earlier settings allow', () => {
    expect(countAtRow(kit, cut, s, 100, rows)).toBe(2);
    expect(countAtRow(kit, cut, s, 140, rows)).toBe(1);
    expect(countAtRow(kit, cut, s, 200, rows)).toBe(0);
    // N = 5 allows two at most, wherever the wall is dropped.
    expect(countAtRow(kit, cut, s, 0, rows)).toBe(2);
    expect(countAtRow(kit, cut, { ...s, n: 7 }, 0, [...rows, 210, 250])).toBe(3);
  });

  it('is drawn between the rows it parts', () => {
    expect(wallRow(2, rows)).toBe(110);
    expect(wallRow(0, rows)).toBe(190);
    expect(countAtRow(kit, cut, s, wallRow(2, rows), rows)).toBe(2);
  });

  it("follows its range's bounds", () => {
    expect(handleRange(kit, cut, { ...s, n: 3 })).toEqual({ min: 0, max: 1, step: 1 });
    expect(handleRange(kit, cut, { ...s, n: 7 })).toEqual({ min: 0, max: 3, step: 1 });
  });

  it('moves the counts that follow the one it changes, as the settings panel does', () => {
    const n: CountHandle = { ...cut, setting: 'n' };
    const next = withHandle(kit, s, n, 3);
    expect(next.settings).toMatchObject({ n: 3, cut: 1 });
    expect(next.notices.map((x) => x.key)).toEqual(['cut']);
  });
});

describe('a handle by keyboard', () => {
  const range = handleRange(kit, bAt, s);
  it.each([
    ['ArrowRight', 1.6],
    ['ArrowUp', 1.6],
    ['ArrowLeft', 1.4],
    ['ArrowDown', 1.4],
    ['PageUp', 2.5],
    ['PageDown', 0.5],
    ['Home', 0],
    ['End', 6],
  ])('%s moves it to %s', (key, to) => {
    expect(valueAfterKey(key, 1.5, range)).toBe(to);
  });

  it('stops at the ends and ignores other keys', () => {
    expect(valueAfterKey('PageUp', 5.5, range)).toBe(6);
    expect(valueAfterKey('ArrowLeft', 0, range)).toBe(0);
    expect(valueAfterKey('Enter', 1.5, range)).toBeNull();
  });
});

describe('the words of handles', () => {
  it("say the value in the reader's words", () => {
    expect(sayHandle(kit, bAt, s)).toBe('B starts at 1.5 s');
    expect(sayHandle(kit, cut, s)).toBe('2 replicas cut off');
  });

  it('say what can be moved', () => {
    expect(sayMovable([bAt])).toBe(
      "You can move B's start on the chart: drag its handle, or focus it and use the arrow keys.",
    );
    expect(sayMovable([bAt, pause, cut])).toBe(
      "You can move B's start, the pause and the partition on the chart: drag a handle, or focus one and use the arrow keys.",
    );
  });

  it('name a handle whose setting is missing or of the wrong kind', () => {
    expect(badHandles(kit.descriptor, [bAt, cut])).toEqual([]);
    expect(
      badHandles(kit.descriptor, [
        { ...bAt, setting: 'on' },
        { ...cut, setting: 'bAt' },
        { ...bAt, setting: 'x' },
      ]),
    ).toEqual(['on', 'bAt', 'x']);
  });

  it('snap counts to whole numbers', () => {
    expect(snap(2.6, { min: 0, max: 3, step: 1 })).toBe(3);
  });
});
