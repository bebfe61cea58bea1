/** The chart "Who held the lock when", mapped once from the state at the end to the kit's lanes. */
import { formatTime } from '../../kit/index.ts';
import type { LaneChartData, LaneMark, LaneSpan, LaneSymbol, Tone } from '../../kit/index.ts';
import { axisOf } from '../../../components/sim-kit/chart.ts';
import { STORE_START, lastOf } from './rules.ts';
import type { Client, ClientTrack, Happening, HappeningOf, State } from './rules.ts';

/** The chart's heading (lesson spec, Part 1). */
export const CHART_TITLE = 'Who held the lock when';

/** The chart's caption (lesson spec, Part 1, word for word), in the parts a run says only when it draws what they
 * name (each with its own leading space). */
const CAPTION = {
  lease: 'Green is the lease.',
  pause: ' Amber is A paused.',
  line: ' If A wakes after the red line, it is writing without the lock and does not know.',
} as const;

/** The default run's caption, whole. */
export const CHART_CAPTION = `${CAPTION.lease}${CAPTION.pause}${CAPTION.line}`;

/** The lesson's long runs take 20 s (tenths): a shorter run's chart says what share of that it shows. */
const LONG_RUNS = 200;

/** A span of time in tenths. */
type Span = { from: number; to: number };
/** A write, and the storage's answer to it (the log's next line). */
type Write = HappeningOf<'write'> & { answer: Happening | undefined };

/** One client's story as the chart draws it; `leaseEnd`: where its lease ran out on its own (no release). */
function holdOf(client: Client, c: ClientTrack, log: readonly Happening[], writes: readonly Write[]) {
  const granted = c.grantedAt >= 0;
  return {
    client,
    waited: granted && c.grantedAt > c.askedAt ? { from: c.askedAt, to: c.grantedAt } : null,
    held: granted ? { from: c.grantedAt, to: c.heldTo >= 0 ? c.heldTo : c.leaseEnd } : null,
    token: c.token,
    leaseEnd: lastOf(log, 'expire', client)?.t ?? null,
    paused: c.pausedFrom >= 0 ? { from: c.pausedFrom, to: c.pausedTo } : null,
    writes: writes.filter((w) => w.facts.client === client),
  };
}

type Hold = ReturnType<typeof holdOf>;

/** A write by what it did, in the verdicts' tone, symbol and words: accepted (✓), refused (⊘), late but harmless (◷),
 * or the one that overwrote someone's update (a diamond, "B's update lost"). */
function outcomeOf({ facts, answer }: Write): { tone: Tone; symbol: LaneSymbol; short: string } {
  if (answer?.kind === 'store-refuse') return { tone: 'refused', symbol: 'refused', short: 'refused' };
  if (answer?.kind === 'store-accept' && answer.facts.overwrote !== '')
    return { tone: 'harm', symbol: 'diamond', short: `${answer.facts.overwrote}'s update lost` };
  if (facts.stale) return { tone: 'harmless', symbol: 'late', short: 'late, harmless' };
  return { tone: 'safe', symbol: 'check', short: 'accepted' };
}

/** A write's mark, in its outcome's tone and symbol. */
function writeMark(w: Write): LaneMark {
  const { tone, symbol, short } = outcomeOf(w);
  const { client, value } = w.facts;
  return {
    id: `write-${client}`,
    t: w.t,
    symbol,
    tone,
    label: `writes ${value}: ${short}`,
    short: [`${value}: ${short}`, short, `${value}`],
  };
}

/** The storage's value and highest accepted token after each accepted write, from its start. */
function storeOf(log: readonly Happening[]): { t: number; value: number; highest: number }[] {
  const points = [{ t: 0, value: STORE_START, highest: 0 }];
  for (const h of log)
    if (h.kind === 'store-accept')
      points.push({ t: h.t, value: h.facts.value, highest: Math.max(points.at(-1)!.highest, h.facts.token) });
  return points;
}

/** A's check as its mark says it: yes, or no and it gives up. */
const CHECKED = {
  'check-ok': { label: 'checks: yes', short: ['check: yes', 'check'] },
  'check-expired': { label: 'checks: no, gives up', short: ['check: no', 'check'] },
} as const;

/** What A believes, drawn as an outline over what is. */
const OUTLINE = { style: 'outline' } as const;

/** A band on a lane where `span` is (none where it is null), with its look and words. */
function band(id: string, span: Span | null, tone: Tone, more: Partial<LaneSpan> = {}): LaneSpan[] {
  return span === null ? [] : [{ id, ...span, tone, ...more }];
}

/** A client in words: its wait, its hold and how it ended, its pause and its writes. */
function holdWords(h: Hold): string {
  const ended = (to: number) =>
    h.leaseEnd === null ? `and releases it at ${formatTime(to)}` : `until its lease ends at ${formatTime(to)}`;
  const parts = [
    h.waited ? `waits from ${formatTime(h.waited.from)}` : '',
    h.held
      ? `holds the lock with token ${h.token} from ${formatTime(h.held.from)} ${ended(h.held.to)}`
      : 'never gets the lock',
    h.paused ? `is paused from ${formatTime(h.paused.from)} to ${formatTime(h.paused.to)}` : '',
    ...h.writes.map((w) => `writes ${w.facts.value} at ${formatTime(w.t)}: ${outcomeOf(w).short}`),
  ].filter((part) => part !== '');
  return `Client ${h.client} ${parts.join(', ')}.`;
}

/** The run as the kit's lanes; `end` is the log's last moment (tenths). */
export function lanes(p: State, log: readonly Happening[], end: number): LaneChartData {
  const writes = log.flatMap((h, i) => (h.kind === 'write' ? [{ ...h, answer: log[i + 1] }] : []));
  const [A, B] = [holdOf('A', p.A, log, writes), holdOf('B', p.B, log, writes)];
  const store = storeOf(log);
  const last = Math.max(end, A.held?.to ?? 0, B.held?.to ?? 0, A.paused?.to ?? 0, p.B.askedAt, 10);
  // What A believes: from its grant (A always gets the lock) until it writes or a check tells it the lease has ended.
  const aDone = log.find((h) => (h.kind === 'write' && h.facts.client === 'A') || h.kind === 'check-expired');
  const belief = aDone ? { from: p.A.grantedAt, to: aDone.t } : null;
  /** A believes it holds the lock past its lease: from the lease's end to its write. The lesson's idea. */
  const wrongly =
    belief !== null && A.leaseEnd !== null && belief.to > A.leaseEnd ? { from: A.leaseEnd, to: belief.to } : null;
  // Only a write that lost an update makes A's time without the lock read as harm; a refused or harmless one not.
  const harm = A.writes.some((w) => outcomeOf(w).tone === 'harm');
  const read = lastOf(log, 'read', 'A');
  const check = log.find((h) => h.kind === 'check-ok' || h.kind === 'check-expired');

  const clientA = {
    id: 'A',
    name: 'Client A',
    spans: [
      ...band('lease-A', A.held, 'safe'),
      // The pause as a thin amber bar inside the lease's band, so both read where they overlap (a full-height
      // band would hide the lease under it, and the caption says what each colour is).
      ...band('pause', A.paused, 'wait', { style: 'thin' }),
      // What A believes, outlined over what is: within its lease, then (labelled) past it.
      ...band('belief', belief && { from: belief.from, to: wrongly?.from ?? belief.to }, 'neutral', OUTLINE),
      ...band('belief-late', wrongly, 'neutral', {
        ...OUTLINE,
        label: 'A still believes it holds the lock',
        short: [
          'A still believes it holds it',
          'still believes it holds it',
          'believes it holds it',
          'believes it holds',
          'believes',
        ],
      }),
    ],
    marks: [
      ...(read
        ? [{ id: 'read', t: read.t, symbol: 'dot', tone: 'neutral', label: `reads ${read.facts.value}` } as const]
        : []),
      ...(check
        ? [{ id: 'check', t: check.t, symbol: 'diamond', tone: 'neutral', ...CHECKED[check.kind] } as const]
        : []),
      ...A.writes.map(writeMark),
    ],
  };
  const clientB = {
    id: 'B',
    name: 'Client B',
    spans: [
      ...band('wait', B.waited, 'neutral', { style: 'thin', label: 'B waits', short: ['waits'] }),
      ...band('lease-B', B.held, 'safe'),
    ],
    marks: B.writes.map(writeMark),
  };
  const grants = [A, B].flatMap((h) =>
    band(`grant-${h.client}`, h.held, 'safe', { label: `${h.client} · token ${h.token}`, short: [`token ${h.token}`] }),
  );
  const rises = store.filter((s, i) => i > 0 && store[i - 1]!.highest !== s.highest);
  const believes =
    belief === null
      ? ''
      : wrongly !== null
        ? ` A believes it holds the lock until ${formatTime(belief.to)}, ${formatTime(belief.to - wrongly.from)} after its lease ended${B.held && B.held.from < belief.to ? `, while the lock service has given it to B` : ''}.`
        : ` A believes it holds the lock until ${formatTime(belief.to)}, within its lease.`;
  const stored = store
    .map((s, i) =>
      i === 0 ? `starts at ${s.value}` : `holds ${s.value} from ${formatTime(s.t)} (highest token seen ${s.highest})`,
    )
    .join(', then ');
  return {
    end: last,
    // The axis fits the run, so a 2 s run fills the chart; under it, how much of the long runs' 20 s it shows.
    reference: { of: LONG_RUNS, words: 'the 20 s the long runs take' },
    lanes: [
      { id: 'lock', name: 'Lock service', spans: grants, marks: [] },
      clientA,
      clientB,
      {
        id: 'store',
        name: 'Storage',
        spans: [],
        marks: [],
        series: { kind: 'strip', lead: 'holds ', points: store.map((s) => ({ t: s.t, value: `${s.value}` })) },
        // Under the value, the highest token it has accepted: from the first accepted write, when it is first known.
        line: {
          lead: 'highest token seen: ',
          shortLeads: ['highest token ', 'token '],
          points: rises.map((s) => ({ t: s.t, value: `${s.highest}`, level: s.highest })),
        },
      },
    ],
    walls:
      A.leaseEnd === null
        ? []
        : [
            {
              id: 'lease-end',
              t: A.leaseEnd,
              tone: 'harm',
              label: "A's lease ends",
              short: ['lease ends', 'lease end'],
            },
          ],
    brackets:
      wrongly === null
        ? []
        : [
            {
              id: 'without',
              ...wrongly,
              lanes: ['A', 'B'],
              tone: harm ? 'harm' : 'neutral',
              label: 'A writes without the lock',
              short: ['without the lock', 'no lock'],
            },
          ],
    // The spec's sentences, each only when what it names is drawn: no amber bar or red line is named in vain.
    caption: [
      { text: CAPTION.lease },
      ...(A.paused ? [{ text: CAPTION.pause }] : []),
      ...(A.leaseEnd !== null ? [{ text: CAPTION.line }] : []),
    ],
    // The lesson's own summary, which says more than the kit's reading of the lanes (how each hold ended, how long
    // A believed past its lease, while the lock service had given it to B).
    description: `${CHART_TITLE}, from 0 to ${axisOf(last).max / 10} s. ${holdWords(A)}${believes} ${holdWords(B)} The storage ${stored}.${A.leaseEnd !== null ? ` A's lease ends at ${formatTime(A.leaseEnd)}.` : ''}`,
    holds: store.map((s) => ({ t: s.t, value: `the store holds ${s.value}` })),
  };
}
