/**
 * The lane chart's data, as a lesson's chart mapping writes it: lanes (one actor or value each) with spans, marks and
 * series, messages between lanes, brackets across them and walls through them, all in tenths. Plain types and no
 * geometry: the model kit owns the contract, so a lesson's model maps its state to it once (`ModelSpec.lanes`), with
 * the chart's caption, text alternative and what holds at each moment, without importing the chart that draws it
 * (components/sim-kit/lane-chart.ts lays it out in pixels; LaneChart.svelte draws it).
 */
import type { Tone } from './tones.ts';

/** The symbols a mark may take; each has its own shape, so that tone is never the only signal. `refused` is the
 * verdicts' ⊘ and `late` their ◷ (a clock), so a refused or a late but harmless write reads the same on the chart
 * as in the outcome and the legend. */
export const LANE_SYMBOLS = ['dot', 'diamond', 'cross', 'check', 'refused', 'late'] as const;
/** A mark's symbol. */
export type LaneSymbol = (typeof LANE_SYMBOLS)[number];

/** How a span is drawn: a filled band (the default), its outline only (what an actor believes rather than what is),
 * hatched (an actor paused, doing nothing), or a thin band (waiting). */
export const SPAN_STYLES = ['fill', 'outline', 'hatch', 'thin'] as const;
/** A span's look. */
export type SpanStyle = (typeof SPAN_STYLES)[number];

/** Words for a label, and shorter words for the same thing, tried in order where the full words fit nowhere. */
interface Worded {
  /** A name for the item, written on what draws it as `data-id` and used for its label's `data-label`, so a lesson's
   * own test can find it ("lease-end"); the kit numbers items without one. */
  id?: string;
  label?: string;
  short?: readonly string[];
}

/** A stretch of time on a lane (tenths), drawn as a band: a wait, a hold, a lease, a pause. */
export interface LaneSpan extends Worded {
  from: number;
  to: number;
  tone: Tone;
  style?: SpanStyle;
}

/** A moment on a lane (tenths), drawn as a symbol with its label: a send, an arrival, a refusal. An empty label draws
 * the symbol alone, one of a row of like marks whose first is named (a flush every second). */
export interface LaneMark extends Worded {
  t: number;
  symbol: LaneSymbol;
  tone: Tone;
  label: string;
  /** Where its label sits first, away from the plot's ends: after the mark, before it, or centred (the default).
   * A window's opening mark labelled before it and its closing one after keep the window between its words. */
  prefer?: 'start' | 'end' | 'middle';
}

/**
 * A value over time on a lane, from each point on until the next: drawn as a strip of bands that changes at each
 * point (`strip`: a store's value, written in it), or a step line that climbs with `level` (`step`: a highest token,
 * a count). Its labels say the value where it changes, quick changes joined into one ("holds 10 → 11 → 16"), `lead`
 * opening the first.
 */
export interface LaneSeries {
  kind: 'strip' | 'step';
  /** Each point's value as written, and optionally a shorter one for a narrow chart ("11" for "11 (4.0 s)"). */
  points: readonly { t: number; value: string; short?: string; level?: number; tone?: Tone }[];
  lead?: string;
  /** Shorter leads, tried in order where the first label does not fit, before its values alone ("token 2"). */
  shortLeads?: readonly string[];
  /** Leave the labels out (the value is said elsewhere, or the strip is read by its tones alone). */
  unlabelled?: boolean;
  /** A strip's values written inside it, each centred in its stretch, where messages or marks need the rows beside the
   * lane; a value whose stretch is too narrow for it is labelled beside the lane as usual. */
  inside?: boolean;
}

/** One actor's lane, or one value's. */
export interface Lane {
  id: string;
  name: string;
  spans: readonly LaneSpan[];
  marks: readonly LaneMark[];
  series?: LaneSeries;
  /** A second value on the same lane, drawn as a step line over its strip and labelled on the row above the lane:
   * the highest token a store has accepted, under the value it holds. */
  line?: Omit<LaneSeries, 'kind'>;
}

/**
 * A message from one lane to another, sent at `sent` and arriving at `arrives` (tenths): an arrow, drawn travelling
 * as the playback reaches it. A lost one stops halfway with a cross (its `arrives` is the moment it is lost).
 */
export interface LaneMessage extends Worded {
  from: string;
  to: string;
  sent: number;
  arrives: number;
  tone: Tone;
  lost?: boolean;
}

/** A stretch of time across lanes, `lanes` the first and last it covers, drawn as a band with its own label: the
 * overlap of two clients' windows, a write made without the lock. */
export interface LaneBracket extends Worded {
  from: number;
  to: number;
  lanes: readonly [string, string];
  tone: Tone;
  label: string;
}

/** A moment that cuts across every lane, drawn as a line with its label over the lanes: a lease's end, a power
 * failure. No other label crosses it. */
export interface LaneWall extends Worded {
  t: number;
  tone: Tone;
  label: string;
}

/**
 * What a lesson gives the lane chart: its lanes, the run's end (tenths), and optionally the messages between lanes,
 * brackets across them and walls through them. `scale` keeps one scale across a lesson's experiments where
 * comparing them matters: the axis runs to at least `scale` tenths, whatever the run's end.
 */
export interface LaneChartData {
  lanes: readonly Lane[];
  end: number;
  messages?: readonly LaneMessage[];
  brackets?: readonly LaneBracket[];
  walls?: readonly LaneWall[];
  scale?: number;
  /**
   * Where an axis fitted to a short run should not read at the scale of the lesson's long ones: under a shorter axis
   * a faint bar shows how much of `of` tenths it spans, with words ("3 s of the 20 s the long runs take"; `words`
   * is what follows "3 s of").
   */
  reference?: { of: number; words: string };
  /**
   * The sentence under the chart that says how to read it, in parts written to be joined as they are (each brings its
   * own leading space): a part with `from` is said only once the playback has drawn that moment (tenths), so the
   * caption of a setup names no outcome, and one with `until` only before it has drawn that moment (the word a
   * later part replaces: a bar's "end" until its first commit or abort is drawn). Leave it out for no caption.
   */
  caption?: readonly CaptionPart[];
  /**
   * The chart's text alternative for the whole run, its title first, where the lesson says it better than the kit's
   * reading of the lanes; a run drawn only in part is described by the kit from the lanes, as far as drawn.
   */
  description?: string;
  /**
   * What the run holds from each moment on (tenths), in words, for the line under playback ("2 of 3 replicas hold
   * 15"): the first from the start, each later one from its `t` (at one instant, the last listed). The kit reads it
   * (`holdsAt`); leave it out to say nothing there.
   */
  holds?: readonly { t: number; value: string }[];
  /**
   * Where the chart's handles stand (src/kit/handles.ts, `gripsOf`), in a figure that offers them: the labels keep
   * clear of their grips, live or not yet, so a label is never under a grip and does not move when they appear.
   */
  grips?: readonly LaneGrip[];
}

/**
 * A handle's grip as the chart keeps room for it: a time's on a lane's row at `t` (tenths), or over the axis when
 * no lane is named; a wall's at the plot's right end, between the rows of the lanes whose id starts with `lanes`,
 * with `count` of them below it.
 */
export type LaneGrip = { t: number; lane?: string } | { lanes: string; count: number };

/** A part of a chart's caption, said once the playback has drawn `from` and until it draws `until` (tenths; always,
 * without them). */
export interface CaptionPart {
  text: string;
  from?: number;
  until?: number;
}

/** The caption of a chart drawn up to `drawnTo` (tenths; null: the whole run): its parts said there, joined. */
export function captionAt(chart: LaneChartData, drawnTo: number | null): string | undefined {
  if (chart.caption === undefined) return undefined;
  const said = ({ from, until }: CaptionPart): boolean =>
    drawnTo === null ? until === undefined : (from ?? drawnTo) <= drawnTo && drawnTo < (until ?? Infinity);
  return chart.caption
    .filter(said)
    .map((part) => part.text)
    .join('');
}
