/**
 * Handles on a lesson's chart: a setting bound to something drawn, which the reader drags along its axis. A lesson
 * declares them as data in its view (which setting, drawn as what, on which lane, in what words); this module holds
 * the arithmetic every handle shares, with no DOM: the value a position stands for (snapped to the setting's step,
 * kept in its range, a count's range following the settings it depends on), the position a value is drawn at, the
 * keyboard's steps, and the words a screen reader hears. components/sim-kit/ChartHandles.svelte draws and moves them.
 */
import type { Descriptor, SettingsKit, SettingsRecord, SettingValue, Parsed } from './settings.ts';
import { SECONDS_STEP, sayValue } from './settings.ts';
import type { LaneGrip } from './lanes.ts';

/**
 * A time setting drawn on the axis: a mark on a lane (`mark`: B's start, the signal) or a span's edge (`edge`: the end
 * of a pause), or a line through every lane (`line`: the power failure, the heal). It is drawn at `origin` seconds
 * plus the setting's value, so a length (a pause that starts at 2 s) is dragged by its end.
 */
export interface TimeHandle {
  kind: 'mark' | 'edge' | 'line';
  /** The setting's key in the lesson's descriptor: a number of seconds. */
  setting: string;
  /** The lane whose row the grip sits on; a `line` without one sits on the axis. */
  lane?: string;
  /** Where the value 0 is drawn, seconds (0 unless the setting is a length or an offset from a moment). */
  origin?: number;
  /** What is moved, in the reader's words, for the caption's list: "B's start". */
  name: string;
  /** The value in the reader's words, `{value}` standing for it: "B starts at {value}". */
  words: string;
}

/**
 * A count drawn as a wall between lanes (the partition between the replicas): the lanes whose id starts with
 * `lanes`, top to bottom, and the wall with `value` of them below it. Dragged up and down.
 */
export interface CountHandle {
  kind: 'wall';
  setting: string;
  /** The id shared by the counted lanes' ids, which the chart draws in order: "replica-". */
  lanes: string;
  name: string;
  words: string;
}

/** A handle on a lesson's chart. */
export type HandleSpec = TimeHandle | CountHandle;

/** The values a handle may take now: its least, its most and its step. */
export interface HandleRange {
  min: number;
  max: number;
  step: number;
}

type Kit = SettingsKit<Descriptor>;

/** The range a handle's setting allows with these settings (a count's bounds asked of the settings before it). */
export function handleRange(kit: Kit, handle: HandleSpec, settings: SettingsRecord): HandleRange {
  const spec = kit.descriptor[handle.setting];
  if (spec?.kind === 'seconds') return { min: spec.min, max: spec.max, step: SECONDS_STEP };
  if (spec?.kind === 'count') {
    const { min, max } = kit.rangeOf(handle.setting, settings);
    return { min, max, step: 1 };
  }
  throw new Error(`The handle's setting "${handle.setting}" is not a number of seconds or a count.`);
}

/** A value brought onto the range's steps and into it (seconds to whole tenths, counts to whole numbers). */
export function snap(value: number, range: HandleRange): number {
  const steps = Math.round((value - range.min) / range.step);
  const snapped = range.min + steps * range.step;
  // Tenths as exact decimals: 0.1 * 3 is 0.30000000000000004, and a setting holds 0.3.
  const exact = Math.round(snapped / range.step) * range.step;
  const tidy = Number(exact.toFixed(range.step < 1 ? 1 : 0));
  return Math.min(range.max, Math.max(range.min, tidy));
}

/** The setting's value now, as a number. */
export function handleValue(handle: HandleSpec, settings: SettingsRecord): number {
  return Number(settings[handle.setting]);
}

/** Where a time handle is drawn, tenths on the chart's axis. */
export function handleTime(handle: TimeHandle, settings: SettingsRecord): number {
  return Math.round(((handle.origin ?? 0) + handleValue(handle, settings)) * 10);
}

/** Where the handles' grips stand with these settings, for the chart to keep its labels clear of them. */
export function gripsOf(handles: readonly HandleSpec[], settings: SettingsRecord): LaneGrip[] {
  return handles.map((h) =>
    h.kind === 'wall'
      ? { lanes: h.lanes, count: handleValue(h, settings) }
      : { t: handleTime(h, settings), ...(h.lane === undefined ? {} : { lane: h.lane }) },
  );
}

/** The value a time handle dragged to `tenths` on the axis stands for: snapped and in range. */
export function valueAtTime(kit: Kit, handle: TimeHandle, settings: SettingsRecord, tenths: number): number {
  return snap(tenths / 10 - (handle.origin ?? 0), handleRange(kit, handle, settings));
}

/**
 * The count a wall dragged to `y` stands for, given the counted lanes' rows (their centres, top to bottom): how many
 * lie below it, snapped into range.
 */
export function countAtRow(
  kit: Kit,
  handle: CountHandle,
  settings: SettingsRecord,
  y: number,
  rows: readonly number[],
) {
  const below = rows.filter((row) => row > y).length;
  return snap(below, handleRange(kit, handle, settings));
}

/** Where a wall with `count` lanes below it is drawn: halfway between the rows it parts (rows top to bottom). */
export function wallRow(count: number, rows: readonly number[]): number {
  const n = rows.length;
  if (n === 0) return 0;
  const gap = n > 1 ? rows[1]! - rows[0]! : 40;
  const above = n - count - 1;
  const upper = above >= 0 ? rows[above]! : rows[0]! - gap;
  const lower = above + 1 < n ? rows[above + 1]! : rows[n - 1]! + gap;
  return (upper + lower) / 2;
}

/**
 * The value a key moves a handle to, as a slider does: an arrow by one step (Right and Up more, Left and Down less),
 * Page Up and Page Down by ten, Home and End to the least and the most; null for any other key.
 */
export function valueAfterKey(key: string, value: number, range: HandleRange): number | null {
  const by = (steps: number): number => snap(value + steps * range.step, range);
  switch (key) {
    case 'ArrowRight':
    case 'ArrowUp':
      return by(1);
    case 'ArrowLeft':
    case 'ArrowDown':
      return by(-1);
    case 'PageUp':
      return by(10);
    case 'PageDown':
      return by(-10);
    case 'Home':
      return range.min;
    case 'End':
      return range.max;
    default:
      return null;
  }
}

/**
 * The settings with a handle's setting at `value`, through the same path the settings panel takes: every count that
 * follows it is brought into its range again, with a notice for each that moved.
 */
export function withHandle(
  kit: Kit,
  settings: SettingsRecord,
  handle: HandleSpec,
  value: number,
): Parsed<SettingsRecord> {
  return kit.follow({ ...settings, [handle.setting]: value as SettingValue });
}

/** The handle's value in the reader's words: "B starts at 1.5 s". */
export function sayHandle(kit: Kit, handle: HandleSpec, settings: SettingsRecord): string {
  const spec = kit.descriptor[handle.setting];
  const value = settings[handle.setting] as SettingValue;
  return handle.words.replace('{value}', spec === undefined ? String(value) : sayValue(spec, value));
}

/** The caption's sentence that says what can be moved: "Drag B's start on the chart, or focus it and use the arrow keys." */
export function sayMovable(handles: readonly HandleSpec[]): string {
  const names = handles.map((h) => h.name);
  if (names.length === 0) return '';
  const list = names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} and ${names.at(-1)!}`;
  const it = names.length === 1 ? 'it' : 'one';
  return `You can move ${list} on the chart: drag ${names.length === 1 ? 'its' : 'a'} handle, or focus ${it} and use the arrow keys.`;
}

/** The handles that name no setting of the descriptor, or one that is not seconds or a count (a lesson's mistake). */
export function badHandles(descriptor: Descriptor, handles: readonly HandleSpec[]): string[] {
  return handles
    .filter((h) => {
      const spec = descriptor[h.setting];
      return spec === undefined || spec.kind !== (h.kind === 'wall' ? 'count' : 'seconds');
    })
    .map((h) => h.setting);
}
