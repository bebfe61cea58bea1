/**
 * The chart of "The lines that never arrived: a process, its buffer and kill -9" as data for the kit's lane chart (components/sim-kit/LaneChart.svelte): the
 * sender's lane with its wait up to the timeout, its send and its give-up; the receiver's lane with the arrival. It
 * reads only what the run holds.
 */
import { formatSpan } from '../../../src/sim/kit/index.ts';
import type { Run } from '../../../src/sim/lost-output/index.ts';
import type { LaneChartData } from '../../sim-kit/lane-chart.ts';

/** The run as lanes, spans and marks (tenths). */
export function lanesOf(run: Run): LaneChartData {
  const waitedTo = run.arrived ? run.delay : run.timeout;
  return {
    end: run.end,
    lanes: [
      {
        id: 'sender',
        name: 'Sender',
        spans: [{ from: 0, to: waitedTo, tone: 'wait', label: `waits ${formatSpan(waitedTo)}` }],
        marks: [
          { t: 0, symbol: 'dot', tone: 'neutral', label: 'sends' },
          ...(run.arrived ? [] : [{ t: run.timeout, symbol: 'cross', tone: 'bad', label: 'gives up' } as const]),
        ],
      },
      {
        id: 'receiver',
        name: 'Receiver',
        spans: [],
        marks: [
          run.arrived
            ? { t: run.delay, symbol: 'check', tone: 'good', label: 'arrives' }
            : { t: run.delay, symbol: 'diamond', tone: 'bad', label: 'arrives late' },
        ],
      },
    ],
  };
}
