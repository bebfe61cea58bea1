/**
 * The lost-output model on the kit's one shape: the settings, the start and rules (rules.ts), the outcome rows with
 * their facts, the verdict, the words (texts.ts) and what the chart reads: the prints, the buffer's count over time,
 * each write(), the signals, the shutdown, the end with its cause and the lines lost.
 */
import { defineModel } from '../../kit/index.ts';
import type { KitRun, LessonTypes, SeriesPoint } from '../../kit/index.ts';
import { start } from './rules.ts';
import type { Cause, Happening, Signal, State, Write } from './rules.ts';
import { descriptor } from './settings.ts';
import type { Settings } from './settings.ts';
import { ACTOR_NAMES, TERMS, VERDICTS, describe, explain } from './texts.ts';
import type { Verdict } from './texts.ts';

/** The outcome as numbers (lesson spec, Part 1), keyed as lesson data's `expected:` names them. */
export interface Result {
  printed: number;
  arrived: number;
  lost: number;
  writes: number;
}

/** A whole run: the kit's run, the outcome as numbers, and what the chart draws (times in tenths). */
export interface Run extends KitRun<Settings, Verdict> {
  result: Result;
  prints: { t: number; line: number }[];
  /** How many lines wait in the buffer from each moment on (the last change at an instant counts). */
  buffer: { t: number; count: number }[];
  writes: Write[];
  /** The signals the process received while it ran; one after the end did nothing and is not here. */
  signals: Signal[];
  /** When a handled SIGTERM started the shutdown, or null. */
  stoppingAt: number | null;
  /** How and when the process ended. */
  ended: { t: number; cause: Cause };
  lost: number[];
}

/** The model's types, named once for the kit (the series: the buffer's count after each change). */
export type Types = LessonTypes<typeof descriptor, Verdict, State, Happening, Run, { buffer: SeriesPoint<number> }>;

/** Rule 7 and Part 1's terms: the outcome as numbers, read off the state. */
export function resultOf(p: State): Result {
  const arrived = p.writes.reduce((n, w) => n + w.lines.length, 0);
  return { printed: p.prints.length, arrived, lost: p.prints.length - arrived, writes: p.writes.length };
}

/** The lost-output model as the site's islands and build see it. */
export const model = defineModel<Types>({
  id: 'lost-output',
  settings: descriptor,
  verdicts: VERDICTS,
  start,
  verdict: (p) => (p.end?.cause === 'exit' ? 'exited' : p.lost.length > 0 ? 'lost' : 'killed-empty'),
  outcome: (p) => {
    const r = resultOf(p);
    return [
      { key: 'printed', term: TERMS.printed, fact: r.printed, tone: 'neutral' },
      { key: 'arrived', term: TERMS.arrived, fact: r.arrived, tone: r.lost > 0 ? 'harmless' : 'safe' },
      { key: 'lost', term: TERMS.lost, fact: r.lost, tone: r.lost > 0 ? 'harm' : 'safe' },
      { key: 'writes', term: TERMS.writes, fact: r.writes, tone: 'neutral' },
    ];
  },
  explain: (p, s) => explain(p, s),
  actors: ACTOR_NAMES,
  sentence: (h, s) => describe(h, s),
  chart: (p, { series }) => ({
    result: resultOf(p),
    prints: p.prints,
    buffer: (series.buffer ?? []).map((point) => ({ t: point.t, count: point.value })),
    writes: p.writes,
    signals: p.signals,
    stoppingAt: p.stoppingAt,
    // Every run ends: by exit() at 10.0 s at the latest, or by a signal.
    ended: p.end ?? { t: 0, cause: 'exit' },
    lost: p.lost,
  }),
});
