/**
 * The chart "Who led when" as the kit's lanes: one lane per server, a band for each stretch it believes it leads
 * (green) or follows (grey) with its term, Server 1's pause hatched in amber over its band, what each server holds as
 * a strip, the writes, the refusal and C's answer as marks, the round of messages to a majority before a read, and
 * Server 1's lease (and the lease by its own clock) as brackets. Pure: the kit's `LaneChart` draws it.
 */
import { formatTime } from '../../kit/index.ts';
import type { ChartMark, RoleBar, Run, ServerLane } from './index.ts';
import type { LaneChartData, LaneMark, LaneMessage, LaneSpan } from '../../kit/index.ts';

/** A server's lane id: "server-1". */
const laneId = (server: number): string => `server-${server}`;

/** A role bar as a band: green while the server believes it leads, grey while it follows, each with its term. */
function bandOf(bar: RoleBar, server: number, i: number): LaneSpan {
  const leads = bar.role === 'leader';
  return {
    id: `${laneId(server)}-term-${i}`,
    from: bar.from,
    to: bar.to,
    tone: leads ? 'safe' : 'neutral',
    // The spec's labels: "leader, term 1" on a leader's band, the term alone on a follower's.
    label: leads ? `leader, term ${bar.term}` : `term ${bar.term}`,
    short: leads ? [`term ${bar.term}`, `${bar.term}`] : [`${bar.term}`],
  };
}

/** A mark's words: who wrote what and what it made, or what C got. */
function markOf(mark: ChartMark, i: number): LaneMark {
  const id = `${mark.kind}-${i}`;
  switch (mark.kind) {
    case 'commit':
      // The change says whose write it is (A adds 1, B adds 5), the arrow what it made.
      return {
        id,
        t: mark.t,
        symbol: 'dot',
        tone: 'safe',
        label: `${mark.label} → ${mark.value}`,
        short: [mark.label],
      };
    case 'refused':
      return { id, t: mark.t, symbol: 'refused', tone: 'refused', label: '+1 refused', short: ['refused'] };
    case 'read':
      return mark.stale
        ? {
            id,
            t: mark.t,
            symbol: 'diamond',
            tone: 'harm',
            label: `C gets ${mark.value}, stale`,
            short: [`${mark.value}, stale`],
          }
        : {
            id,
            t: mark.t,
            symbol: 'diamond',
            tone: 'neutral',
            label: `C gets ${mark.value}`,
            short: [`C: ${mark.value}`],
          };
  }
}

/** Each round of messages Server 1 sends to a majority before it answers a read (tenths), and whether they refused. */
export function roundsOf(run: Run): { t: number; refused: boolean }[] {
  return run.events
    .filter((e) => e.kind === 'confirm-asks')
    .map((e) => ({ t: e.t, refused: run.events.some((r) => r.kind === 'confirm-refused' && r.t === e.t) }));
}

/**
 * A round as messages at one instant: out to Servers 2 and 3 and back (each pair a narrow V), the answers refused in
 * the refused tone. One label says what came back; the V to both others says whom it asked.
 */
function roundMessages(round: { t: number; refused: boolean }, k: number): LaneMessage[] {
  const answer = round.refused
    ? { label: 'they refuse', short: ['refuse'] }
    : { label: 'they agree', short: ['agree'] };
  return [2, 3].flatMap((to, j): LaneMessage[] => [
    { id: `round-${k}-ask-${to}`, from: laneId(1), to: laneId(to), sent: round.t, arrives: round.t, tone: 'neutral' },
    {
      id: `round-${k}-answer-${to}`,
      from: laneId(to),
      to: laneId(1),
      sent: round.t,
      arrives: round.t,
      tone: round.refused ? 'refused' : 'safe',
      ...(j === 0 ? answer : {}),
    },
  ]);
}

/**
 * Server 1's read lease, when reads are under a lease and it paused (tenths): from the heartbeat it sent before the
 * pause, which a majority answered, one election timeout on; and where its own clock says the lease ends, later by
 * the time that clock missed (null when it missed none).
 */
export function leaseOf(run: Run): { from: number; to: number; clockTo: number | null } | null {
  const { reads, timeout, lag } = run.settings;
  if (reads !== 'lease' || run.pause === null) return null;
  const from = run.pause.from;
  const to = from + Math.round(timeout * 10);
  const missed = Math.min(Math.round(lag * 10), run.pause.to - run.pause.from);
  return { from, to, clockTo: missed > 0 ? to + missed : null };
}

/**
 * Server 1's lease as a lane of its own under the servers, so that its words have rows of their own: the lease
 * (green), and where Server 1's own clock says it ends (outlined in red: what it believes, not what is).
 */
function leaseLane(run: Run): LaneChartData['lanes'] {
  const lease = leaseOf(run);
  if (lease === null) return [];
  const spans: LaneSpan[] = [
    { id: 'lease', from: lease.from, to: lease.to, tone: 'safe', label: "Server 1's lease", short: ['lease'] },
  ];
  if (lease.clockTo !== null)
    spans.push({
      id: 'lease-by-clock',
      from: lease.from,
      to: lease.clockTo,
      tone: 'harm',
      style: 'outline',
      label: "by Server 1's clock",
      short: ['its clock'],
    });
  return [{ id: 'lease', name: 'Lease', spans, marks: [] }];
}

/** One server's lane: its bands, Server 1's pause over them, its marks and what it holds. */
function laneOf(lane: ServerLane, run: Run): LaneChartData['lanes'][number] {
  const pause: LaneSpan[] =
    lane.server === 1 && run.pause !== null ? [{ id: 'pause', ...run.pause, tone: 'wait', style: 'hatch' }] : [];
  return {
    id: laneId(lane.server),
    name: lane.name,
    spans: [...lane.bars.map((bar, i) => bandOf(bar, lane.server, i)), ...pause],
    marks: run.marks.flatMap((m, i) => (m.server === lane.server ? [markOf(m, i)] : [])),
  };
}

/** The run as the kit's lanes, on an axis to 3 s after the log's last line (the spec's). */
export function lanesOf(run: Run): LaneChartData {
  return {
    // The run ends at the log's last line, where playback stops and the chart is drawn whole; the axis runs 3 s on.
    end: run.end,
    scale: run.axisEnd,
    lanes: [...run.lanes.map((lane) => laneOf(lane, run)), ...leaseLane(run)],
    messages: roundsOf(run).flatMap(roundMessages),
  };
}

/** The value a lane's server holds at `t` (tenths). */
function valueOf(lane: ServerLane, t: number): number | undefined {
  let value = lane.values[0]?.value;
  for (const v of lane.values) if (v.t <= t) value = v.value;
  return value;
}

/** What the servers hold at `t`, for the line under playback: "every server holds 11", or who holds what. */
export function heldAt(run: Run, t: number): string {
  const [one, two, three] = run.lanes.map((lane) => valueOf(lane, t));
  if (one === two && two === three) return `every server holds ${one}`;
  // Servers 2 and 3 always hold the same copy (the spec's rules), so they are said together.
  if (two === three) return `Server 1 holds ${one}, Servers 2 and 3 hold ${two}`;
  return `Server 1 holds ${one}, Server 2 holds ${two}, Server 3 holds ${three}`;
}

/** What a mark is, in words. */
function markText(mark: ChartMark): string {
  switch (mark.kind) {
    case 'commit':
      return `${mark.label === '+1' ? "A's" : "B's"} ${mark.label} committed at ${formatTime(mark.t)}, making ${mark.value}`;
    case 'refused':
      return `A's +1 refused at ${formatTime(mark.t)}`;
    case 'read':
      return `C gets ${mark.value} at ${formatTime(mark.t)}${mark.stale ? ', a stale read' : ''}`;
  }
}

/** One lane as a sentence: its roles, its pause, what it holds over time and its marks. */
function laneText(lane: ServerLane, run: Run): string {
  const roles = lane.bars
    .map((b) => `${b.role === 'leader' ? 'believes it leads' : 'follows'} in term ${b.term} from ${formatTime(b.from)}`)
    .join(', then ');
  const pause =
    lane.server === 1 && run.pause !== null
      ? `; paused from ${formatTime(run.pause.from)} to ${formatTime(run.pause.to)}`
      : '';
  const [first, ...rest] = lane.values;
  const values = `; holds ${first?.value ?? ''}${rest.map((v) => `, then ${v.value} from ${formatTime(v.t)}`).join('')}`;
  const marks = run.marks.filter((m) => m.server === lane.server).map(markText);
  return `${lane.name} ${roles}${pause}${values}${marks.length > 0 ? `; ${marks.join('; ')}` : ''}.`;
}

/**
 * The chart's text alternative, in the lesson's words rather than the kit's reading of the lanes: it also says what
 * each server holds over time, which the chart leaves to the log and the line under playback.
 */
export function describeRun(run: Run): string {
  const lines = run.lanes.map((lane) => laneText(lane, run));
  for (const round of roundsOf(run))
    lines.push(
      `At ${formatTime(round.t)} Server 1 sends a round of messages to Servers 2 and 3 and hears back${round.refused ? ': they refuse' : ''}.`,
    );
  const lease = leaseOf(run);
  if (lease !== null) {
    lines.push(`Server 1's lease runs from ${formatTime(lease.from)} to ${formatTime(lease.to)}.`);
    if (lease.clockTo !== null) lines.push(`By Server 1's clock it runs to ${formatTime(lease.clockTo)}.`);
  }
  return `Who led when, from 0 to ${formatTime(run.axisEnd)}. ${lines.join(' ')}`;
}
