/**
 * The chart "What crossed the network" as data for the kit's lane chart: Client A, the server and Client B, each
 * message an arrow between two lanes at the instant it is sent (messages take no time here), a lost one stopping
 * halfway with a cross; the server's value after each change as a strip on its lane; and A's "?" at 3.0 s when no
 * reply has reached it. It reads only what the run holds.
 */
import { describeLanes } from '../../../components/sim-kit/lane-chart.ts';
import type { LaneChartData, LaneMessage, Tone } from '../../kit/index.ts';
import { formatTime } from '../../kit/index.ts';
import { CHART_CAPTION, CHART_TITLE } from './index.ts';
import type { Message, Run } from './index.ts';

/** The caption names the cross only in a run that draws one (the network may lose nothing). */
export function captionOf(run: Run): string {
  return run.messages.some((m) => m.lost)
    ? CHART_CAPTION
    : CHART_CAPTION.replace('; a cross is one the network lost', '');
}

/** The chart's text alternative: its title, then what it draws, with each message in the log's full words. */
export function describeRun(run: Run): string {
  // The "?" is a symbol in the picture; in words it says what it stands for, as the chart's old text did.
  const question = run.question === null ? '' : ` At ${formatTime(run.question)} no reply has reached Client A (?).`;
  return `${CHART_TITLE}. ${describeLanes(lanesOf(run, 'full'))}${question}`;
}

/** What a message means for the reader: lost, a refusal, or plain traffic. */
function toneOf(m: Message): Tone {
  if (m.lost) return 'harm';
  return m.label.startsWith('refused') ? 'refused' : 'neutral';
}

/** A name each message keeps from run to run, so a test can find it: A's "request-1" and its "reply-1", B's "b-request". */
function idOf(m: Message, all: readonly Message[]): string {
  if (m.from === 'B') return 'b-request';
  if (m.to === 'B') return 'b-reply';
  const tries = all.filter((n) => n.from === 'A' && n.t <= m.t).length;
  return `${m.from === 'A' ? 'request' : 'reply'}-${tries}`;
}

/**
 * The run as lanes, messages and the server's values (tenths); the axis runs to 1 s after the log's last line. The
 * messages carry the chart's short words, or with `words` "full" the log's ("set to 11 if it is still 10").
 */
export function lanesOf(run: Run, words: 'chart' | 'full' = 'chart'): LaneChartData {
  const messages: LaneMessage[] = run.messages.map((m, _i, all) => ({
    id: idOf(m, all),
    from: m.from,
    to: m.to,
    sent: m.t,
    arrives: m.t,
    tone: toneOf(m),
    // The chart writes the short words, as it always has ("set 11", "refused"); the text alternative the full ones.
    label: words === 'full' ? m.label : m.short,
    // Where even those do not fit (a phone), A's retry says what it is: the same request again.
    ...(idOf(m, all) === 'request-2' ? { short: ['again'] } : {}),
    // And a reply "done: 17" says its value alone, the value the server's strip holds beside it.
    ...(m.short.startsWith('done: ') ? { short: [m.short.slice('done: '.length)] } : {}),
    ...(m.lost ? { lost: true } : {}),
  }));
  return {
    end: run.end,
    scale: run.chartEnd,
    lanes: run.lanes.map((lane) => ({
      id: lane.id,
      name: lane.name,
      spans: [],
      marks:
        lane.id === 'A' && run.question !== null
          ? [{ id: 'question', t: run.question, symbol: 'dot', tone: 'wait', label: '?' }]
          : [],
      ...(lane.id === 'server'
        ? {
            series: {
              kind: 'strip',
              points: run.values.map((v) => ({ t: v.t, value: String(v.value) })),
              lead: 'holds ',
              // Written in the strip, as the server's value badge was: the rows beside the lane carry the messages' words.
              inside: true,
            },
          }
        : {}),
    })),
    messages,
  };
}
