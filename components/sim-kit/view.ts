/**
 * A lesson's view: what the kit needs to draw the lesson's run anywhere it is shown (the lab's figure beside the
 * experiments, the simulator, a practice question), declared once in `src/lessons/<id>/lesson.ts`. A
 * lesson gives its model, the chart's title, and what its simulator adds (`lab`); a model that maps its state to
 * lanes (`ModelSpec.lanes`) carries its chart, caption, text alternative and playback line on the run
 * (`run.chart`), and the kit's figures and shell do the rest. A lesson still on the second edition's shape maps its
 * run to lanes here (`lanes`, with `caption`, `description` and `lab.stateAt`).
 */
import { holdsAt } from '../../src/kit/index.ts';
import type { ChallengeChecks, HandleSpec, KitRun, Model, Notice, SettingsRecord } from '../../src/kit/index.ts';
import type { LaneChartData } from './lane-chart.ts';
import type { MapSpec } from './types.ts';

/** How a lesson's run is drawn: as lanes on the kit's lane chart. */
export interface ChartOf<R> {
  /** The run as lanes (a pure function: src/lessons/<id>/lanes.ts), for a model without `lanes`: leave it out where
   * the run carries its chart (`run.chart`). */
  lanes?: (run: R) => LaneChartData;
  /** A sentence under the chart that says how to read it, for this run drawn up to `drawnTo` (tenths; null: the
   * whole run). A caption that names a mark only once it is drawn never tells a setup's outcome. */
  caption?: (run: R, drawnTo: number | null) => string;
  /** The chart's text alternative, where the lesson says it better than the kit's reading of the lanes (by default
   * the chart's title, then `describeLanes` of the run's lanes). */
  description?: (run: R) => string;
}

/** What a lesson's simulator adds to the kit's shell. */
export interface LabParts<R> {
  /** The note under the settings. */
  note: string;
  /** What the run holds at a moment, for the line under playback ("the store holds 15"); null says nothing. Leave
   * it out where the lane data says it (`holds`). */
  stateAt?: (run: R, t: number) => string | null;
  /** The map of every schedule, right under the settings it maps: two settings in seconds, and its words. */
  map?: MapSpec;
  /** The checks that the lesson data's challenges name (src/lessons/<id>/challenges.ts); the registry finds them here. */
  checks?: ChallengeChecks;
}

/** A lesson's view: its model, its chart's title, how its run is drawn, how many outcome rows a figure shows, and
 * what its simulator adds (`lab`). */
export type LessonView<R extends KitRun> = ChartOf<R> & {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a lesson's model has its own descriptor type
  model: Model<any, string, R>;
  /** The chart's heading: "Who held the lock when". */
  title: string;
  /** How many of the outcome's rows a figure's outcome line shows (the first ones). */
  rows?: number;
  /** The settings the reader may drag on the chart, each bound to what it is drawn as (src/kit/handles.ts). */
  handles?: readonly HandleSpec[];
  /** The simulator's note, playback line, map and challenge checks. */
  lab?: LabParts<R>;
};

/** The run's chart: its own lane data (`run.chart`), or the view's mapping of a run on the second edition's shape. */
export function chartOf<R extends KitRun>(view: ChartOf<R>, run: R): LaneChartData {
  const own = (run as { chart?: LaneChartData }).chart;
  if (view.lanes !== undefined) return view.lanes(run);
  if (own === undefined) throw new Error('a view without lanes needs a model that maps its state to lanes');
  return own;
}

/** What the run holds at `t` (tenths), for the line under playback: the view's `lab.stateAt`, or the lane data's. */
export function stateAt<R extends KitRun>(view: LessonView<R>, run: R, t: number): string | null {
  return view.lab?.stateAt !== undefined ? view.lab.stateAt(run, t) : holdsAt(chartOf(view, run), t);
}

/**
 * Declares a lesson, in `src/lessons/<lesson-id>/lesson.ts` as `export const lesson = defineLesson({...})`: the one
 * declaration the registry (src/lessons/registry.ts), the islands and practice read. The identity, typed, so a
 * lesson's mistakes show where it writes them.
 */
export function defineLesson<R extends KitRun>(lesson: LessonView<R>): LessonView<R> {
  return lesson;
}

/** What a figure gives its chart to make the view's handles live: the settings shown, and where a move goes. */
export interface LiveHandles {
  settings: SettingsRecord;
  /** New settings while a handle moves, with the notices of counts that had to follow. */
  onmove: (settings: SettingsRecord, notices: Notice[]) => void;
  /** A drag or a key's move is over: the moment to write the address. */
  onrelease: () => void;
}
