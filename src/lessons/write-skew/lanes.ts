/** The chart as the kit's lanes: Alice's and Bob's transactions, each doctor's row as committed, the number on call. */
import { formatTime } from '../../kit/index.ts';
import type { CaptionPart, Lane, LaneChartData, LaneMark, LaneSpan, SeriesPoint } from '../../kit/index.ts';
import type { Attempt, Doctor, Row, State } from './rules.ts';
import type { Settings } from './settings.ts';
import { CAPTION, CHART_TITLE, ERRORS, NAMES, onCallText } from './texts.ts';

/** One transaction's bar, and its wait before it. */
function spansOf(a: Attempt, key: string): LaneSpan[] {
  const spans: LaneSpan[] = [];
  if (a.wait !== null) spans.push({ id: `${key}-wait`, from: a.wait.from, to: a.wait.to, tone: 'wait', style: 'thin' });
  if (a.readAt !== null && a.end !== null)
    spans.push({
      id: `${key}-span`,
      from: a.readAt,
      to: a.end,
      tone: a.failure === null ? 'neutral' : 'harm',
    });
  return spans;
}

/** One transaction's marks: its read with the count, its write or "stays", its commit or abort. */
function marksOf(a: Attempt, key: string): LaneMark[] {
  const marks: LaneMark[] = [];
  if (a.readAt !== null)
    marks.push({
      id: `${key}-read`,
      t: a.readAt,
      symbol: 'dot',
      tone: 'neutral',
      label: `reads ${a.count}`,
      short: [`${a.count}`],
    });
  if (a.writeAt !== null)
    marks.push(
      a.wrote
        ? { id: `${key}-write`, t: a.writeAt, symbol: 'diamond', tone: 'harm', label: 'off', short: [] }
        : { id: `${key}-write`, t: a.writeAt, symbol: 'dot', tone: 'safe', label: 'stays' },
    );
  if (a.end !== null)
    marks.push(
      a.failure === null
        ? // A tick alone: the caption says a tick is a commit, and a lane of six words does not fit a phone.
          { id: `${key}-commit`, t: a.end, symbol: 'check', tone: 'safe', label: '' }
        : { id: `${key}-abort`, t: a.end, symbol: 'cross', tone: 'harm', label: 'aborted' },
    );
  return marks;
}

function transactionLane(p: State, d: Doctor): Lane {
  const mine = p.attempts.filter((a) => a.doctor === d);
  return {
    id: d,
    name: NAMES[d],
    spans: mine.flatMap((a) => spansOf(a, `${d}-${a.tryNo}`)),
    marks: mine.flatMap((a) => marksOf(a, `${d}-${a.tryNo}`)),
  };
}

/** A row of the database: on call at the start, and from when a commit set it off call (tenths), or null. */
type RowLine = { row: Row; onAtStart: boolean; offAt: number | null };

/** A row as committed (a strip), and each off-call write not yet committed as a dashed outline. */
function rowLane(p: State, { row, onAtStart, offAt }: RowLine): Lane {
  const on = { value: 'on call', short: 'on', tone: 'safe' } as const;
  const off = { value: 'off call', short: 'off', tone: 'neutral' } as const;
  const writes = p.attempts.filter((a) => a.doctor === row && a.wrote && a.writeAt !== null && a.end !== null);
  return {
    id: `row-${row}`,
    name: `${NAMES[row]}'s row`,
    spans: writes.map((a) => ({
      id: `row-${row}-${a.tryNo}-pending`,
      from: a.writeAt ?? 0,
      to: a.end ?? 0,
      tone: a.failure === null ? 'wait' : 'harm',
      style: 'outline',
    })),
    marks: [],
    series: {
      kind: 'strip',
      inside: true,
      points: [{ t: 0, ...(onAtStart ? on : off) }, ...(offAt === null ? [] : [{ t: offAt, ...off }])],
    },
  };
}

/** A caption part said from `from` on, or none when the chart never draws what it names (null). */
const from = (text: string, t: number | null): CaptionPart[] => (t === null ? [] : [{ text, from: t }]);

/**
 * Clauses said as one sentence, each from when the chart draws it (null: never), the first capitalised; listed in
 * the order the rules draw them (an "off" before a "stays", a wait before a retry), so the first said is first.
 */
function sentence(clauses: readonly [text: string, t: number | null][], join: string): CaptionPart[] {
  const said = clauses.filter((c): c is [string, number] => c[1] !== null);
  const t = said[0]?.[1];
  if (t === undefined) return [];
  const capital = (text: string): string => `${text[0]!.toUpperCase()}${text.slice(1)}`;
  return [
    ...said.map(([text, at], i) => ({ text: i === 0 ? ` ${capital(text)}` : join + text, from: at })),
    { text: '.', from: t },
  ];
}

/**
 * The caption: the lanes, then a sentence per kind of mark, each said only once the chart draws one, so a setup's
 * caption tells no outcome; a bar runs "to its end" until the first commit or abort is drawn.
 */
function captionOf(p: State): CaptionPart[] {
  /** When the chart first draws what `t` says of a transaction (null: it says nothing of it). */
  const first = (t: (a: Attempt) => number | null): number | null => {
    const times = p.attempts.map(t).filter((x) => x !== null);
    return times.length === 0 ? null : Math.min(...times);
  };
  const commit = first((a) => (a.failure === null ? a.end : null));
  const abort = first((a) => (a.failure === null ? null : a.end));
  const ended = first((a) => a.end);
  return [
    { text: CAPTION.lanes },
    { text: ` ${CAPTION.bars}` },
    ended === null ? { text: CAPTION.end } : { text: CAPTION.end, until: ended },
    ...from(CAPTION.commit, commit),
    ...from(CAPTION.or, commit !== null && abort !== null ? Math.max(commit, abort) : null),
    ...from(CAPTION.abort, abort),
    { text: '.' },
    ...sentence(
      [
        [CAPTION.off, first((a) => (a.wrote ? a.writeAt : null))],
        [CAPTION.stays, first((a) => (a.wrote ? null : a.writeAt))],
      ],
      '; ',
    ),
    ...sentence(
      [
        [CAPTION.wait, first((a) => a.wait?.from ?? null)],
        [CAPTION.retry, first((a) => (a.tryNo > 1 ? a.readAt : null))],
      ],
      ', and ',
    ),
    // The outline is drawn for a write that ends (rowLane): from the write to the commit or abort.
    ...sentence(
      [
        [CAPTION.rows, 0],
        [CAPTION.pending, first((a) => (a.wrote && a.end !== null ? a.writeAt : null))],
      ],
      '; ',
    ),
    { text: ` ${CAPTION.onCall}` },
  ];
}

/** The run as the kit's lanes, from the state at the end, the number on call as committed (the `onCall` series)
 * and the log's end (`end`, the kit's run's); every run on one 6 s scale, so runs compare at a glance. */
export function lanes(p: State, onCall: readonly SeriesPoint<number>[], s: Settings, end: number): LaneChartData {
  // Carol is on call only with three; a row goes off with its doctor's one committed write.
  const rows = (['alice', 'bob', 'carol'] as const).map((row): RowLine => {
    const off = p.attempts.find((a) => a.doctor === row && a.wrote && a.failure === null);
    return { row, onAtStart: row !== 'carol' || s.onCall === 3, offAt: off?.end ?? null };
  });
  return {
    end,
    scale: 60,
    lanes: [
      transactionLane(p, 'alice'),
      transactionLane(p, 'bob'),
      ...rows.map((r) => rowLane(p, r)),
      {
        id: 'on-call',
        name: 'On call',
        spans: [],
        marks: [],
        series: {
          kind: 'step',
          points: onCall.map(({ t, value }) => ({
            t,
            value: `${value}`,
            level: value,
            tone: value === 0 ? 'harm' : 'safe',
          })),
        },
      },
    ],
    caption: captionOf(p),
    description: describe(p, rows, onCall),
    holds: onCall.map(({ t, value }) => ({ t, value: `${onCallText(value)}, as committed` })),
  };
}

function attemptText(a: Attempt): string {
  const who = `${NAMES[a.doctor]}'s ${a.tryNo > 1 ? 'retry' : 'transaction'}`;
  const wait =
    a.wait === null ? '' : ` waits for the other's locks from ${formatTime(a.wait.from)} to ${formatTime(a.wait.to)};`;
  if (a.readAt === null)
    return `${who} begins at ${formatTime(a.begin)};${wait} then it is aborted: "${ERRORS[a.failure ?? 'concurrent-update']}"`;
  const write = a.wrote ? `sets its row off call at ${formatTime(a.writeAt ?? 0)}` : 'stays on call';
  const end =
    a.failure === null
      ? `commits at ${formatTime(a.end ?? 0)}`
      : `is aborted at ${formatTime(a.end ?? 0)}: "${ERRORS[a.failure]}"`;
  return `${who}${wait} reads ${a.count} on call at ${formatTime(a.readAt)}, ${write} and ${end}`;
}

/** The chart in words, its title first: each transaction, each row as committed, and the number on call. */
function describe(p: State, rows: readonly RowLine[], onCall: readonly SeriesPoint<number>[]): string {
  const said = rows
    .map(({ row, onAtStart, offAt }) =>
      offAt !== null
        ? `${NAMES[row]}'s row is on call until ${formatTime(offAt)}, then off`
        : `${NAMES[row]}'s row is ${onAtStart ? 'on' : 'off'} call throughout`,
    )
    .join('; ');
  const counts = onCall.map((c) => `${c.value} from ${formatTime(c.t)}`).join(', ');
  return `${CHART_TITLE}. ${p.attempts.map(attemptText).join('. ')}. ${said}. On call: ${counts}.`;
}
