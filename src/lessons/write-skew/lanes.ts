/** The chart as the kit's lanes: Alice's and Bob's transactions, each doctor's row as committed, the number on call. */
import { formatTime } from '../../kit/index.ts';
import type { CaptionPart, Lane, LaneChartData, LaneMark, LaneSeries, LaneSpan, SeriesPoint } from '../../kit/index.ts';
import { offCallAt } from './rules.ts';
import type { Attempt, Doctor, Row, State } from './rules.ts';
import { CAPTION, CHART_TITLE, ERRORS, NAMES, onCallText } from './texts.ts';

const ROWS: readonly Row[] = ['alice', 'bob', 'carol'];

type Look = Pick<LaneSpan, 'tone' | 'style'>;
/** A span from `from` to `to`, or none when either never came (null). */
const spanOf = (id: string, from: number | null, to: number | null, look: Look): LaneSpan[] =>
  from === null || to === null ? [] : [{ id, from, to, ...look }];

/** One transaction's wait, then its bar. */
const spansOf = (a: Attempt): LaneSpan[] => [
  ...spanOf(`${a.doctor}-${a.tryNo}-wait`, a.wait?.from ?? null, a.wait?.to ?? null, { tone: 'wait', style: 'thin' }),
  ...spanOf(`${a.doctor}-${a.tryNo}-span`, a.readAt, a.end, { tone: a.failure === null ? 'neutral' : 'harm' }),
];

/** Transaction `a`'s mark `part` at `t`, or none when it never got there (null). */
const markOf = (a: Attempt, part: string, t: number | null, mark: Omit<LaneMark, 'id' | 't'>): LaneMark[] =>
  t === null ? [] : [{ id: `${a.doctor}-${a.tryNo}-${part}`, t, ...mark }];

/** One transaction's marks: its read with the count, its write or "stays", its commit or abort. */
const marksOf = (a: Attempt): LaneMark[] => [
  ...markOf(a, 'read', a.readAt, { symbol: 'dot', tone: 'neutral', label: `reads ${a.count}`, short: [`${a.count}`] }),
  ...(a.wrote
    ? markOf(a, 'write', a.writeAt, { symbol: 'diamond', tone: 'harm', label: 'off', short: [] })
    : markOf(a, 'write', a.writeAt, { symbol: 'dot', tone: 'safe', label: 'stays' })),
  // A tick alone: the caption says a tick is a commit, and a lane of six words does not fit a phone.
  ...(a.failure === null
    ? markOf(a, 'commit', a.end, { symbol: 'check', tone: 'safe', label: '' })
    : markOf(a, 'abort', a.end, { symbol: 'cross', tone: 'harm', label: 'aborted' })),
];

function transactionLane(p: State, d: Doctor): Lane {
  const mine = p.attempts.filter((a) => a.doctor === d);
  return { id: d, name: NAMES[d], spans: mine.flatMap(spansOf), marks: mine.flatMap(marksOf) };
}

/** A row as committed (a strip), and each off-call write not yet committed as a dashed outline. */
function rowLane(p: State, row: Row): Lane {
  const on = { value: 'on call', short: 'on', tone: 'safe' } as const;
  const off = { value: 'off call', short: 'off', tone: 'neutral' } as const;
  const offAt = offCallAt(p, row);
  const writes = p.attempts.filter((a) => a.doctor === row && a.wrote);
  return {
    id: `row-${row}`,
    name: `${NAMES[row]}'s row`,
    spans: writes.flatMap(({ tryNo, writeAt, end, failure }) =>
      spanOf(`row-${row}-${tryNo}-pending`, writeAt, end, {
        tone: failure === null ? 'wait' : 'harm',
        style: 'outline',
      }),
    ),
    marks: [],
    series: {
      kind: 'strip',
      inside: true,
      points: [
        { t: 0, ...(p.rows[row] || offAt !== null ? on : off) },
        ...(offAt === null ? [] : [{ t: offAt, ...off }]),
      ],
    },
  };
}

/** When the chart first draws, for some transaction, what each caption clause names (null: not for this one). */
const DRAWN = {
  end: (a) => a.end,
  commit: (a) => (a.failure === null ? a.end : null),
  abort: (a) => (a.failure === null ? null : a.end),
  off: (a) => (a.wrote ? a.writeAt : null),
  stays: (a) => (a.wrote ? null : a.writeAt),
  wait: (a) => a.wait?.from ?? null,
  retry: (a) => (a.tryNo > 1 ? a.readAt : null),
  rows: () => 0,
  // The outline is drawn for a write that ends (rowLane): from the write to the commit or abort.
  pending: (a) => (a.wrote && a.end !== null ? a.writeAt : null),
} satisfies Partial<Record<keyof typeof CAPTION, (a: Attempt) => number | null>>;
type Clause = keyof typeof DRAWN;

function first(p: State, clause: Clause): number | null {
  const times = p.attempts.map(DRAWN[clause]).filter((t) => t !== null);
  return times.length === 0 ? null : Math.min(...times);
}

/** A caption part said from `from` on, or none when the chart never draws what it names (null). */
const from = (text: string, t: number | null): { text: string; from: number }[] =>
  t === null ? [] : [{ text, from: t }];

/** Clauses as one sentence, each said from when drawn, the first said capitalised; listed in the order drawn. */
function sentence(p: State, join: string, ...clauses: Clause[]): CaptionPart[] {
  const said = clauses.flatMap((c) => from(CAPTION[c], first(p, c)));
  const capital = (text: string): string => `${text[0]!.toUpperCase()}${text.slice(1)}`;
  const parts = said.map(({ text, from }, i) => ({ text: i === 0 ? ` ${capital(text)}` : join + text, from }));
  return said.length === 0 ? [] : [...parts, { text: '.', from: said[0]!.from }];
}

/** The caption: a sentence per kind of mark, each said once the chart draws one, so a setup's tells no outcome. */
function captionOf(p: State): CaptionPart[] {
  const [ended, commit, abort] = [first(p, 'end'), first(p, 'commit'), first(p, 'abort')];
  return [
    { text: CAPTION.lanes },
    { text: ` ${CAPTION.bars}` },
    ended === null ? { text: CAPTION.end } : { text: CAPTION.end, until: ended },
    ...from(CAPTION.commit, commit),
    ...from(CAPTION.or, commit !== null && abort !== null ? Math.max(commit, abort) : null),
    ...from(CAPTION.abort, abort),
    { text: '.' },
    ...sentence(p, '; ', 'off', 'stays'),
    ...sentence(p, ', and ', 'wait', 'retry'),
    ...sentence(p, '; ', 'rows', 'pending'),
    { text: ` ${CAPTION.onCall}` },
  ];
}

/** The number on call as the last lane's step: none on call is the harm. */
const stepOf = ({ t, value }: SeriesPoint<number>): LaneSeries['points'][number] => ({
  t,
  value: `${value}`,
  level: value,
  tone: value === 0 ? 'harm' : 'safe',
});

/** The chart from the end state, the `onCall` series and the run's end; one 6 s scale, so runs compare at a glance. */
export function lanes(p: State, onCall: readonly SeriesPoint<number>[], end: number): LaneChartData {
  return {
    end,
    scale: 60,
    lanes: [
      transactionLane(p, 'alice'),
      transactionLane(p, 'bob'),
      ...ROWS.map((row) => rowLane(p, row)),
      { id: 'on-call', name: 'On call', spans: [], marks: [], series: { kind: 'step', points: onCall.map(stepOf) } },
    ],
    caption: captionOf(p),
    description: describe(p, onCall),
    holds: onCall.map(({ t, value }) => ({ t, value: `${onCallText(value)}, as committed` })),
  };
}

function attemptText(a: Attempt): string {
  const who = `${NAMES[a.doctor]}'s ${a.tryNo > 1 ? 'retry' : 'transaction'}`;
  const wait =
    a.wait === null ? '' : ` waits for the other's locks from ${formatTime(a.wait.from)} to ${formatTime(a.wait.to)};`;
  const why = a.failure === null ? '' : `: "${ERRORS[a.failure]}"`;
  if (a.readAt === null) return `${who} begins at ${formatTime(a.begin)};${wait} then it is aborted${why}`;
  const write = a.wrote ? `sets its row off call at ${formatTime(a.writeAt ?? 0)}` : 'stays on call';
  const end = `${a.failure === null ? 'commits' : 'is aborted'} at ${formatTime(a.end ?? 0)}${why}`;
  return `${who}${wait} reads ${a.count} on call at ${formatTime(a.readAt)}, ${write} and ${end}`;
}

/** The chart in words, its title first: each transaction, each row as committed, and the number on call. */
function describe(p: State, onCall: readonly SeriesPoint<number>[]): string {
  const rows = ROWS.map((row) => {
    const offAt = offCallAt(p, row);
    if (offAt !== null) return `${NAMES[row]}'s row is on call until ${formatTime(offAt)}, then off`;
    return `${NAMES[row]}'s row is ${p.rows[row] ? 'on' : 'off'} call throughout`; // unchanged: as it began
  }).join('; ');
  const counts = onCall.map((c) => `${c.value} from ${formatTime(c.t)}`).join(', ');
  return `${CHART_TITLE}. ${p.attempts.map(attemptText).join('. ')}. ${rows}. On call: ${counts}.`;
}
