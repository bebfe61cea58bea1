/**
 * A lesson's view: what the kit needs to draw the lesson's run anywhere it is shown (the lab's figure beside the
 * experiments, the simulator, a practice question), declared once in `src/lessons/<id>/lesson.ts`. A
 * lesson gives its model, the chart's title, and what its simulator adds (`lab`); its model maps its state to
 * lanes once (`ModelSpec.lanes`), so the run carries its chart, caption, text alternative and playback line
 * (`run.chart`), and the kit's figures and shell do the rest.
 */
import { gripsOf, holdsAt } from '../../src/kit/index.ts';
import type {
  ChallengeChecks,
  ChartedRun,
  Descriptor,
  HandleSpec,
  KitRun,
  Model,
  Notice,
  SettingsKit,
  SettingsOf,
  SettingsRecord,
} from '../../src/kit/index.ts';
import type { LaneChartData } from './lane-chart.ts';
import type { MapSpec } from './types.ts';

/** What a lesson's simulator adds to the kit's shell; `S` is the lesson's settings. */
export interface LabParts<S extends SettingsRecord = SettingsRecord> {
  /** The note under the settings. */
  note: string;
  /**
   * The map of every schedule, right under the settings it maps: a setting in seconds across, and up a second one or
   * named rows of settings (types.ts), with its words.
   */
  map?: MapSpec<S>;
  /** The checks that the lesson data's challenges name (src/lessons/<id>/challenges.ts); the registry finds them here. */
  checks?: ChallengeChecks;
}

/** A lesson's view: its model, its chart's title, how many outcome rows a figure shows, the handles on its chart,
 * and what its simulator adds (`lab`). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a lesson's model has its own descriptor type
export interface LessonView<R extends KitRun, D extends Descriptor = any> {
  /** The lesson's model; its descriptor (`D`) types the keys and values its map names. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- its run type is the lesson's own, as `R`
  model: Model<any, string, R> & { settings: SettingsKit<D> };
  /** The chart's heading: "Who held the lock when". */
  title: string;
  /** How many of the outcome's rows a figure's outcome line shows (the first ones). */
  rows?: number;
  /** The settings the reader may drag on the chart, each bound to what it is drawn as (src/kit/handles.ts). */
  handles?: readonly HandleSpec[];
  /** The simulator's note, playback line, map and challenge checks. */
  lab?: LabParts<SettingsOf<D>>;
}

/** The run's chart: its lane data, mapped once from the model's state (`ModelSpec.lanes`, kept as `run.chart`). */
export function chartOf(run: KitRun): LaneChartData {
  const chart = (run as Partial<ChartedRun>).chart;
  if (chart === undefined) throw new Error("a run without a chart: the lesson's model must map its state to lanes");
  return chart;
}

/**
 * The run's chart as a figure that offers the view's handles draws it (the lab, the walkthrough's figure, practice's):
 * with their grips, whether live yet or not, so that no label stands under one and none moves when they appear.
 */
export function offeredChartOf(view: Pick<LessonView<KitRun>, 'handles'>, run: KitRun): LaneChartData {
  const handles = view.handles ?? [];
  return handles.length === 0 ? chartOf(run) : { ...chartOf(run), grips: gripsOf(handles, run.settings) };
}

/** What the run holds at `t` (tenths), for the line under playback: the lane data's `holds`. */
export function stateAt(run: KitRun, t: number): string | null {
  return holdsAt(chartOf(run), t);
}

/**
 * Declares a lesson, in `src/lessons/<lesson-id>/lesson.ts` as `export const lesson = defineLesson({...})`: the one
 * declaration the registry (src/lessons/registry.ts), the islands and practice read. The identity, typed, so a
 * lesson's mistakes show where it writes them.
 */
export function defineLesson<R extends KitRun, D extends Descriptor>(lesson: LessonView<R, D>): LessonView<R, D> {
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
