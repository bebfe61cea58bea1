/**
 * The lesson's model on the kit's one shape: the settings, the start and rules (rules.ts), the outcome rows with
 * their facts, the verdict, the words (texts.ts) and the chart mapping for "Who led when".
 */
import { defineModel, factsOf } from '../../kit/index.ts';
import type { FactRow, KitRun, LessonTypes, Tone } from '../../kit/index.ts';
import { A_AT, finish, start } from './rules.ts';
import type { Happening, ServerNo, State, ValueChange } from './rules.ts';
import { descriptor } from './settings.ts';
import type { Settings } from './settings.ts';
import { ACTOR_NAMES, explain, sentence, VERDICTS } from './texts.ts';
import type { Verdict } from './texts.ts';

export type { Verdict };

/** The outcome as numbers: the five terms of the panel. */
export interface Tally {
  valueAtEnd: number;
  leadersAtOnce: number;
  writesLost: number;
  staleReads: number;
  writesRefused: number;
}

/** A span of time in tenths, `from` inclusive, `to` exclusive. */
export interface Span {
  from: number;
  to: number;
}

/** A stretch of a server's lane: believing it leads (green) or following (grey), in a term. */
export interface RoleBar extends Span {
  role: 'leader' | 'follower';
  term: number;
}

/** A mark on a server's lane. */
export type ChartMark =
  /** A write committed by the server that sent it: a filled dot with "+1" (A's) or "+5" (B's). */
  | { kind: 'commit'; server: ServerNo; t: number; label: '+1' | '+5'; value: number }
  /** A's write refused, by the followers or by Server 1 itself: a cross on Server 1's lane. */
  | { kind: 'refused'; server: ServerNo; t: number; label: '+1' }
  /** C gets its answer from this server: a diamond, red when the read is stale. */
  | { kind: 'read'; server: ServerNo; t: number; value: number; stale: boolean };

/** One server's lane of the chart "Who led when". */
export interface ServerLane {
  server: ServerNo;
  /** "Server 1". */
  name: string;
  /** Back to back from 0 to the axis end. */
  bars: RoleBar[];
  /** The value the server holds from each moment on, starting at 0. */
  values: { t: number; value: number }[];
}

/** A whole run: what every island renders, plus the chart "Who led when". */
export interface Run extends KitRun<Settings, Verdict> {
  tally: Tally;
  /** Where the chart's time axis ends: 3 s after the last line of the log (tenths). */
  axisEnd: number;
  lanes: [ServerLane, ServerLane, ServerLane];
  /** Server 1's pause, or null when it never paused. */
  pause: Span | null;
  marks: ChartMark[];
}

/** The model's types, named once for the kit (the series: every change of a server's copy, in order, starting with the three copies at 0). */
export type Types = LessonTypes<
  typeof descriptor,
  Verdict,
  State,
  Happening,
  Run,
  { copies: ValueChange & { event: number } }
>;

/** The outcome panel's five rows, each with its fact. */
function outcomeRows(p: State): FactRow[] {
  const t: Tally = {
    valueAtEnd: p.final.value,
    leadersAtOnce: p.leadersAtOnce,
    writesLost: p.writesLost,
    staleReads: p.read.stale ? 1 : 0,
    writesRefused: p.aRefusedBy === null ? 0 : 1,
  };
  const row = (key: keyof Tally, term: string, tone: Tone): FactRow => ({ key, term, fact: t[key], tone });
  return [
    row('valueAtEnd', 'Value at the end', t.writesLost > 0 ? 'harm' : 'neutral'),
    row('leadersAtOnce', 'Leaders at once', t.leadersAtOnce > 1 ? 'harmless' : 'safe'),
    row('writesLost', 'Acknowledged writes lost', t.writesLost > 0 ? 'harm' : 'safe'),
    row('staleReads', 'Stale reads served', t.staleReads > 0 ? 'harm' : 'safe'),
    // A refusal is the fence doing its job: the old leader's write cannot count.
    row('writesRefused', 'Writes refused', t.writesRefused > 0 ? 'refused' : 'neutral'),
  ];
}

function lanesOf(p: State, changes: readonly ValueChange[], axisEnd: number): [ServerLane, ServerLane, ServerLane] {
  const valuesOf = (n: ServerNo): ServerLane['values'] =>
    changes
      .filter((v) => v.server === n)
      .reduce<ServerLane['values']>((acc, v) => {
        // Several changes at one instant: the last one is what the server holds from then on.
        if (acc.at(-1)?.t === v.t) acc[acc.length - 1] = { t: v.t, value: v.value };
        else acc.push({ t: v.t, value: v.value });
        return acc;
      }, []);
  const E = p.electedAt;
  const D = p.steppedDownAt;
  const server1: RoleBar[] =
    D >= 0
      ? [
          { from: 0, to: D, role: 'leader', term: 1 },
          { from: D, to: axisEnd, role: 'follower', term: 2 },
        ]
      : [{ from: 0, to: axisEnd, role: 'leader', term: 1 }];
  const other = (role2: 'leader' | 'follower'): RoleBar[] =>
    E >= 0
      ? [
          { from: 0, to: E, role: 'follower', term: 1 },
          { from: E, to: axisEnd, role: role2, term: 2 },
        ]
      : [{ from: 0, to: axisEnd, role: 'follower', term: 1 }];
  return [
    { server: 1, name: 'Server 1', bars: server1, values: valuesOf(1) },
    { server: 2, name: 'Server 2', bars: other('leader'), values: valuesOf(2) },
    { server: 3, name: 'Server 3', bars: other('follower'), values: valuesOf(3) },
  ];
}

/** The chart's marks, in the order of the log lines they stand for. */
function marksOf(happenings: readonly Happening[], p: State): ChartMark[] {
  const marks: ChartMark[] = [];
  for (const h of happenings) {
    switch (h.kind) {
      case 'a-accepted':
      case 'a-unchecked':
        marks.push({ kind: 'commit', server: 1, t: h.t, label: '+1', value: 11 });
        break;
      case 'a-refused':
      case 'a-refused-self':
        marks.push({ kind: 'refused', server: 1, t: h.t, label: '+1' });
        break;
      case 'b-write':
        marks.push({ kind: 'commit', server: h.facts.leader, t: h.t, label: '+5', value: h.facts.value });
        break;
      case 'read-memory':
      case 'lease-ok':
      case 'confirm-ok':
      case 'confirm-unchecked':
      case 'answer-newest':
        marks.push({ kind: 'read', server: p.read.by, t: h.t, value: p.read.answer, stale: p.read.stale });
        break;
      default:
        break;
    }
  }
  return marks;
}

/** The lesson's model, as the site and the build see it. */
export const model = defineModel<Types>({
  id: 'two-leaders',
  settings: descriptor,
  verdicts: VERDICTS,
  start,
  finish,
  // A lost update first, then a stale read, then a refusal, then two leaders that did no harm.
  verdict: (p) => {
    if (p.writesLost > 0) return 'lost';
    if (p.read.stale) return 'stale-read';
    if (p.aRefusedBy !== null) return 'refused';
    if (p.electedAt >= 0) return 'late-harmless';
    return 'safe';
  },
  outcome: outcomeRows,
  explain: (p) => explain(p.s, p),
  actors: ACTOR_NAMES,
  sentence,
  chart: (p, { run, log, series }) => {
    const axisEnd = run.end + 30; // the axis runs 3 s past the log's last line
    return {
      tally: factsOf(run.outcome) as unknown as Tally,
      axisEnd,
      lanes: lanesOf(p, series.copies ?? [], axisEnd),
      pause: p.s.pause > 0 ? { from: A_AT, to: p.wokeAt } : null,
      marks: marksOf(log, p),
    };
  },
});

/** The full run of these settings (corrected into range first): `model.simulate`. */
export const simulate = model.simulate;
/** The verdict alone: `model.judge`, the same rules run without recording. */
export const judge = model.judge;
