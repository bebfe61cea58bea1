/** The chart "What crossed the network": messages as arrows, the server's value a strip, A's "?" if no reply came. */
import { describeLanes } from '../../../components/sim-kit/lane-chart.ts';
import type { LaneChartData, LaneMark, LaneMessage } from '../../kit/index.ts';
import { formatTime } from '../../kit/index.ts';
import type { Message, State, ValueMark } from './rules.ts';
import { ACTOR_NAMES, CHART_CAPTION, CHART_TITLE } from './texts.ts';

/** A name each message keeps from run to run, so a test can find it: A's "request-1" and its "reply-1", B's "b-request". */
function idOf(m: Message, all: readonly Message[]): string {
  if (m.from === 'B') return 'b-request';
  if (m.to === 'B') return 'b-reply';
  const tries = all.filter((n) => n.from === 'A' && n.t <= m.t).length;
  return `${m.from === 'A' ? 'request' : 'reply'}-${tries}`;
}

/** The messages, in the order sent, with the chart's short words, or with `words` "full" the log's ("set to 11"). */
function messagesOf(all: readonly Message[], words: 'chart' | 'full'): LaneMessage[] {
  return all.map((m) => ({
    id: idOf(m, all),
    from: m.from,
    to: m.to,
    sent: m.t,
    arrives: m.t,
    tone: m.lost ? 'harm' : m.label.startsWith('refused') ? 'refused' : 'neutral',
    // The chart writes the short words, as it always has ("set 11", "refused"); the text alternative the full ones.
    label: words === 'full' ? m.label : m.short,
    // Where even those do not fit (a phone), A's retry says what it is: the same request again.
    ...(idOf(m, all) === 'request-2' ? { short: ['again'] } : {}),
    // And a reply "done: 17" says its value alone, the value the server's strip holds beside it.
    ...(m.short.startsWith('done: ') ? { short: [m.short.slice('done: '.length)] } : {}),
    ...(m.lost ? { lost: true } : {}),
  }));
}

/** The run's lane data (tenths), from the state, the server's values (`values`, the series) and the run's `end`. */
export function lanes(p: State, values: readonly ValueMark[], end: number): LaneChartData {
  const marks: LaneMark[] =
    p.question === null ? [] : [{ id: 'question', t: p.question, symbol: 'dot', tone: 'wait', label: '?' }];
  const points = values.map((v) => ({ t: v.t, value: String(v.value) }));
  const dataIn = (words: 'chart' | 'full'): LaneChartData => ({
    end,
    scale: end + 10, // the axis runs 1 s past the log's last line
    lanes: [
      { id: 'A', name: ACTOR_NAMES.A, spans: [], marks },
      {
        id: 'server',
        name: ACTOR_NAMES.server,
        spans: [],
        marks: [],
        // Written in the strip, as the server's value badge was: the rows beside the lane carry the messages' words.
        series: { kind: 'strip', points, lead: 'holds ', inside: true },
      },
      { id: 'B', name: ACTOR_NAMES.B, spans: [], marks: [] },
    ],
    messages: messagesOf(p.messages, words),
  });
  // The "?" is a symbol in the picture; in words it says what it stands for, as the chart's old text did.
  const question = p.question === null ? '' : ` At ${formatTime(p.question)} no reply has reached Client A (?).`;
  // The caption names the cross only in a run that draws one (the network may lose nothing).
  const lost = p.messages.some((m) => m.lost);
  return {
    ...dataIn('chart'),
    caption: [{ text: lost ? CHART_CAPTION : CHART_CAPTION.replace('; a cross is one the network lost', '') }],
    // The text alternative: the title, then what the chart draws, with each message in the log's full words.
    description: `${CHART_TITLE}. ${describeLanes(dataIn('full'))}${question}`,
    holds: values.map((v) => ({ t: v.t, value: `the server holds ${v.value}` })),
  };
}
