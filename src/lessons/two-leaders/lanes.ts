/** The chart "Who led when", mapped once from the state at the end to the kit's lanes. */
import { formatTime, valueAt } from '../../kit/index.ts';
import type { Lane, LaneChartData, LaneMark, LaneMessage, LaneSpan } from '../../kit/index.ts';
import { A_AT } from './rules.ts';
import type { Happening, ServerNo, State, ValueChange } from './rules.ts';

export const CHART_TITLE = 'Who led when';
/** The spec's caption, word for word (Part 1). */
const CHART_CAPTION =
  'Green is a server that believes it leads, with its term. Amber is Server 1 paused. Where two green bars overlap, two servers believe they lead at once.';

const SERVERS = [1, 2, 3] as const;

/** A server's lane id: "server-1". */
const laneId = (server: number): string => `server-${server}`;

/** A stretch of a server's lane (tenths, `to` exclusive): believing it leads or following, in a term. */
interface Bar {
  from: number;
  to: number;
  leads: boolean;
  term: number;
}

type Drawn = Omit<LaneMark, 'id' | 't'>;

/** A mark on a server's lane, as drawn and as said in the text alternative. */
interface Said {
  server: ServerNo;
  mark: LaneMark;
  words: string;
}

/** Each server's bars, back to back to the axis end: Server 2 leads from the election, Server 1 until it steps down. */
function barsOf(p: State, end: number): Record<ServerNo, Bar[]> {
  const two = (first: Bar, from: number, second: Omit<Bar, 'from' | 'to'>): Bar[] =>
    from >= 0
      ? [
          { ...first, to: from },
          { from, to: end, ...second },
        ]
      : [{ ...first, to: end }];
  const follower = { from: 0, to: end, leads: false, term: 1 };
  return {
    1: two({ from: 0, to: end, leads: true, term: 1 }, p.steppedDownAt, { leads: false, term: 2 }),
    2: two(follower, p.electedAt, { leads: true, term: 2 }),
    3: two(follower, p.electedAt, { leads: false, term: 2 }),
  };
}

/** The value a server holds from each moment on, starting at 10; of several changes at one instant, the last. */
function valuesOf(changes: readonly ValueChange[], n: ServerNo): { t: number; value: number }[] {
  const values: { t: number; value: number }[] = [];
  for (const { server, t, value } of changes) {
    if (server !== n) continue;
    if (values.at(-1)?.t === t) values.pop();
    values.push({ t, value });
  }
  return values;
}

/** The writes, the refusal and C's answer, in the order of the log lines they stand for, each drawn and worded. */
function marksOf(p: State, log: readonly Happening[]): Said[] {
  const said: Said[] = [];
  const add = (server: ServerNo, kind: string, t: number, mark: Drawn, words: string): void => {
    said.push({ server, mark: { id: `${kind}-${said.length}`, t, ...mark }, words });
  };
  // The change says whose write it is (A adds 1, B adds 5), the arrow what it made.
  const commit = (server: ServerNo, t: number, change: '+1' | '+5', value: number): void => {
    const mark = { symbol: 'dot', tone: 'safe', label: `${change} → ${value}`, short: [change] } as const;
    const who = change === '+1' ? "A's" : "B's";
    add(server, 'commit', t, mark, `${who} ${change} committed at ${formatTime(t)}, making ${value}`);
  };
  const { answer, by, stale } = p.read;
  for (const h of log)
    switch (h.kind) {
      case 'a-accepted':
      case 'a-unchecked':
        commit(1, h.t, '+1', 11);
        break;
      case 'a-refused':
      case 'a-refused-self': {
        const mark = { symbol: 'refused', tone: 'refused', label: '+1 refused', short: ['refused'] } as const;
        add(1, 'refused', h.t, mark, `A's +1 refused at ${formatTime(h.t)}`);
        break;
      }
      case 'b-write':
        commit(h.facts.leader, h.t, '+5', h.facts.value);
        break;
      case 'read-memory':
      case 'lease-ok':
      case 'confirm-ok':
      case 'confirm-unchecked':
      case 'answer-newest': {
        const mark: Drawn = stale
          ? { symbol: 'diamond', tone: 'harm', label: `C gets ${answer}, stale`, short: [`${answer}, stale`] }
          : { symbol: 'diamond', tone: 'neutral', label: `C gets ${answer}`, short: [`C: ${answer}`] };
        add(by, 'read', h.t, mark, `C gets ${answer} at ${formatTime(h.t)}${stale ? ', a stale read' : ''}`);
        break;
      }
    }
  return said;
}

/** A role bar as a band: green while the server believes it leads, grey while it follows, each with its term. */
function bandOf(bar: Bar, server: ServerNo, i: number): LaneSpan {
  return {
    id: `${laneId(server)}-term-${i}`,
    from: bar.from,
    to: bar.to,
    tone: bar.leads ? 'safe' : 'neutral',
    // The spec's labels: "leader, term 1" on a leader's band, the term alone on a follower's.
    label: bar.leads ? `leader, term ${bar.term}` : `term ${bar.term}`,
    short: bar.leads ? [`term ${bar.term}`, `${bar.term}`] : [`${bar.term}`],
  };
}

/** Each round of messages Server 1 sends to a majority before it answers a read (tenths), and whether they refused. */
function roundsOf(log: readonly Happening[]): { t: number; refused: boolean }[] {
  return log
    .filter((h) => h.kind === 'confirm-asks')
    .map((h) => ({ t: h.t, refused: log.some((r) => r.kind === 'confirm-refused' && r.t === h.t) }));
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
 * the time that clock missed of the pause (null when it missed none).
 */
function leaseOf(p: State): { from: number; to: number; clockTo: number | null } | null {
  const { reads, timeout, lag, pause } = p.s;
  if (reads !== 'lease' || pause === 0) return null;
  const to = A_AT + timeout;
  const missed = Math.min(lag, p.wokeAt - A_AT);
  return { from: A_AT, to, clockTo: missed > 0 ? to + missed : null };
}

/**
 * Server 1's lease as a lane of its own under the servers, so that its words have rows of their own: the lease
 * (green), and where Server 1's own clock says it ends (outlined in red: what it believes, not what is).
 */
function leaseLane(lease: NonNullable<ReturnType<typeof leaseOf>>): Lane {
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
  return { id: 'lease', name: 'Lease', spans, marks: [] };
}

/** What the servers hold, for the line under playback: "every server holds 11", or who holds what. */
function heldText([one, two, three]: (number | undefined)[]): string {
  if (one === two && two === three) return `every server holds ${one}`;
  // Servers 2 and 3 always hold the same copy (the spec's rules), so they are said together.
  if (two === three) return `Server 1 holds ${one}, Servers 2 and 3 hold ${two}`;
  return `Server 1 holds ${one}, Server 2 holds ${two}, Server 3 holds ${three}`;
}

/** The run as the kit's lanes, from the state at the end, the log and every change of a server's copy. */
export function lanes(
  p: State,
  log: readonly Happening[],
  changes: readonly ValueChange[],
  end: number,
): LaneChartData {
  const scale = end + 30;
  const bars = barsOf(p, scale);
  const pause = p.s.pause > 0 ? { from: A_AT, to: p.wokeAt } : null;
  const said = marksOf(p, log);
  const values = SERVERS.map((n) => valuesOf(changes, n));
  const rounds = roundsOf(log);
  const lease = leaseOf(p);
  const marksOn = (n: ServerNo) => said.filter((m) => m.server === n);
  // The text alternative, in the lesson's words rather than the kit's reading of the lanes: it also says what each
  // server holds over time, which the chart leaves to the log and the line under playback.
  const laneText = (n: ServerNo): string => {
    const roles = bars[n]
      .map((b) => `${b.leads ? 'believes it leads' : 'follows'} in term ${b.term} from ${formatTime(b.from)}`)
      .join(', then ');
    const paused =
      n === 1 && pause !== null ? `; paused from ${formatTime(pause.from)} to ${formatTime(pause.to)}` : '';
    const [first, ...rest] = values[n - 1]!;
    const held = `; holds ${first?.value ?? ''}${rest.map((v) => `, then ${v.value} from ${formatTime(v.t)}`).join('')}`;
    const marks = marksOn(n).map((m) => m.words);
    return `Server ${n} ${roles}${paused}${held}${marks.length > 0 ? `; ${marks.join('; ')}` : ''}.`;
  };
  const lines = SERVERS.map(laneText);
  for (const round of rounds)
    lines.push(
      `At ${formatTime(round.t)} Server 1 sends a round of messages to Servers 2 and 3 and hears back${round.refused ? ': they refuse' : ''}.`,
    );
  if (lease !== null) {
    lines.push(`Server 1's lease runs from ${formatTime(lease.from)} to ${formatTime(lease.to)}.`);
    if (lease.clockTo !== null) lines.push(`By Server 1's clock it runs to ${formatTime(lease.clockTo)}.`);
  }
  const times = [...new Set(changes.map((c) => c.t))];
  return {
    // The run ends at the log's last line (playback stops there, the chart drawn whole); the spec's axis runs 3 s on.
    end,
    scale,
    lanes: [
      ...SERVERS.map((n) => ({
        id: laneId(n),
        name: `Server ${n}`,
        spans: [
          ...bars[n].map((bar, i) => bandOf(bar, n, i)),
          ...(n === 1 && pause !== null ? [{ id: 'pause', ...pause, tone: 'wait', style: 'hatch' } as const] : []),
        ],
        marks: marksOn(n).map((m) => m.mark),
      })),
      ...(lease === null ? [] : [leaseLane(lease)]),
    ],
    messages: rounds.flatMap(roundMessages),
    // The spec's caption, word for word, less the amber sentence when Server 1 never paused.
    caption: [{ text: pause === null ? CHART_CAPTION.replace(' Amber is Server 1 paused.', '') : CHART_CAPTION }],
    description: `${CHART_TITLE}, from 0 to ${formatTime(scale)}. ${lines.join(' ')}`,
    holds: times.map((t) => ({ t, value: heldText(values.map((v) => valueAt(v, t))) })),
  };
}
