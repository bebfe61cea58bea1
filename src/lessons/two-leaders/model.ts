/** The lesson's model on the kit's one shape: rules in rules.ts, words in texts.ts, the chart in lanes.ts. */
import { defineModel } from '../../kit/index.ts';
import type { ChartedRun, FactRowOf, LessonTypes, Tone } from '../../kit/index.ts';
import { lanes } from './lanes.ts';
import { finish, rules, start } from './rules.ts';
import type { Happening, State, ValueChange } from './rules.ts';
import { descriptor } from './settings.ts';
import type { Settings } from './settings.ts';
import { ACTOR_NAMES, explain, sentence, VERDICTS } from './texts.ts';
import type { Verdict } from './texts.ts';

/** The outcome's facts, keyed as the outcome panel's rows name them. */
export type Facts = {
  valueAtEnd: number;
  leadersAtOnce: number;
  writesLost: number;
  staleReads: number;
  writesRefused: number;
};

/** A whole run: the kit's log, outcome and explanation, and the chart mapped from the state (`run.chart`). */
export type Run = ChartedRun<Settings, Verdict>;

/** The model's types, named once for the kit (the series: every change of a server's copy, in order, starting with the three copies at 0). */
export type Types = LessonTypes<typeof descriptor, Verdict, State, Happening, Run, { copies: ValueChange }, Facts>;

/** The outcome panel's five rows, each with its fact. */
function outcomeRows(p: State): FactRowOf<Facts>[] {
  const t: Facts = {
    valueAtEnd: p.final.value,
    // Server 2 is elected only while Server 1 is paused, and a paused server keeps its state: Server 1 still leads
    // until it hears of term 2, so an election always makes two leaders at once.
    leadersAtOnce: p.electedAt >= 0 ? 2 : 1,
    writesLost: p.writesLost,
    staleReads: p.read.stale ? 1 : 0,
    writesRefused: p.aRefusedBy === null ? 0 : 1,
  };
  const row = (key: keyof Facts, term: string, tone: Tone): FactRowOf<Facts> => ({ key, term, fact: t[key], tone });
  return [
    row('valueAtEnd', 'Value at the end', t.writesLost > 0 ? 'harm' : 'neutral'),
    row('leadersAtOnce', 'Leaders at once', t.leadersAtOnce > 1 ? 'harmless' : 'safe'),
    row('writesLost', 'Acknowledged writes lost', t.writesLost > 0 ? 'harm' : 'safe'),
    row('staleReads', 'Stale reads served', t.staleReads > 0 ? 'harm' : 'safe'),
    // A refusal is the fence doing its job: the old leader's write cannot count.
    row('writesRefused', 'Writes refused', t.writesRefused > 0 ? 'refused' : 'neutral'),
  ];
}

/** The lesson's model, as the site and the build see it. */
export const model = defineModel<Types>({
  id: 'two-leaders',
  settings: descriptor,
  verdicts: VERDICTS,
  rules,
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
  lanes: (p, { run, log, series }) => lanes(p, log, series.copies, run.end),
});
