/**
 * The chart "Who read what, who went off call, and who is left" as the kit's lanes: a lane per transaction (Alice's,
 * Bob's), each transaction a bar from its read (the count it saw) to its commit or abort, a wait for the other's
 * locks a thin band before it and a retry a second bar; then each doctor's row as committed, an uncommitted write as
 * a dashed outline; and the number on call as a step line. It reads only what the run holds.
 */
import { formatTime, valueAt } from '../../kit/index.ts';
import { CAPTION, ERRORS, NAMES, onCallText } from './index.ts';
import type { Attempt, Doctor, Run } from './index.ts';
import type { Lane, LaneChartData, LaneMark, LaneSpan } from '../../kit/index.ts';

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

/** A doctor's transactions as one lane. */
function transactionLane(run: Run, d: Doctor): Lane {
  const mine = run.attempts.filter((a) => a.doctor === d);
  return {
    id: d,
    name: NAMES[d],
    spans: mine.flatMap((a) => spansOf(a, `${d}-${a.tryNo}`)),
    marks: mine.flatMap((a) => marksOf(a, `${d}-${a.tryNo}`)),
  };
}

/** A row as committed (a strip), and each off-call write not yet committed as a dashed outline. */
function rowLane(run: Run, r: Run['rows'][number]): Lane {
  const on = { value: 'on call', short: 'on', tone: 'safe' } as const;
  const off = { value: 'off call', short: 'off', tone: 'neutral' } as const;
  const writes = run.attempts.filter((a) => a.doctor === r.row && a.wrote && a.writeAt !== null && a.end !== null);
  return {
    id: `row-${r.row}`,
    name: `${NAMES[r.row]}'s row`,
    spans: writes.map((a) => ({
      id: `row-${r.row}-${a.tryNo}-pending`,
      from: a.writeAt ?? 0,
      to: a.end ?? 0,
      tone: a.failure === null ? 'wait' : 'harm',
      style: 'outline',
    })),
    marks: [],
    series: {
      kind: 'strip',
      inside: true,
      points: [{ t: 0, ...(r.onAtStart ? on : off) }, ...(r.offAt === null ? [] : [{ t: r.offAt, ...off }])],
    },
  };
}

/** The clauses given, joined as one sentence (the first capitalised), or nothing when none is given. */
function sentence(clauses: readonly (string | false)[], join: string): string {
  const said = clauses.filter((c) => c !== false).join(join);
  return said === '' ? '' : `${said[0]!.toUpperCase()}${said.slice(1)}.`;
}

/**
 * The caption under the chart for a run drawn up to `drawnTo` (tenths; null: the whole run): the lanes, then a
 * sentence for each kind of mark (a commit's tick, an abort's cross, the write or "stays", a wait, a retry, an
 * uncommitted write's outline) only once the chart draws one, so a setup's caption tells no outcome.
 */
export function captionOf(run: Run, drawnTo: number | null = null): string {
  const drawn = (t: number | null): boolean => t !== null && (drawnTo === null || t <= drawnTo);
  const ended = run.attempts.filter((a) => drawn(a.end));
  const written = run.attempts.filter((a) => drawn(a.writeAt));
  return [
    CAPTION.lanes,
    CAPTION.bars([
      ...(ended.some((a) => a.failure === null) ? [CAPTION.commit] : []),
      ...(ended.some((a) => a.failure !== null) ? [CAPTION.abort] : []),
    ]),
    sentence([written.some((a) => a.wrote) && CAPTION.off, written.some((a) => !a.wrote) && CAPTION.stays], '; '),
    sentence(
      [
        run.attempts.some((a) => drawn(a.wait?.from ?? null)) && CAPTION.wait,
        run.attempts.some((a) => a.tryNo > 1 && drawn(a.readAt)) && CAPTION.retry,
      ],
      ', and ',
    ),
    // The outline is drawn for a write that ends (lanesOf's rowLane): from the write to the commit or abort.
    sentence([CAPTION.rows, written.some((a) => a.wrote && a.end !== null) && CAPTION.pending], '; '),
    CAPTION.onCall,
  ]
    .filter((s) => s !== '')
    .join(' ');
}

/** The run as the kit's lanes. */
export function lanesOf(run: Run): LaneChartData {
  return {
    end: run.end,
    scale: 60,
    lanes: [
      transactionLane(run, 'alice'),
      transactionLane(run, 'bob'),
      ...run.rows.map((r) => rowLane(run, r)),
      {
        id: 'on-call',
        name: 'On call',
        spans: [],
        marks: [],
        series: {
          kind: 'step',
          points: run.onCall.map((p) => ({
            t: p.t,
            value: `${p.value}`,
            level: p.value,
            tone: p.value === 0 ? 'harm' : 'safe',
          })),
        },
      },
    ],
  };
}

/** One transaction in words. */
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

/** The chart in words: each transaction, each row as committed, and the number on call. */
export function describeRun(run: Run): string {
  const rows = run.rows
    .map((r) =>
      r.offAt !== null
        ? `${NAMES[r.row]}'s row is on call until ${formatTime(r.offAt)}, then off`
        : `${NAMES[r.row]}'s row is ${r.onAtStart ? 'on' : 'off'} call throughout`,
    )
    .join('; ');
  const counts = run.onCall.map((p) => `${p.value} from ${formatTime(p.t)}`).join(', ');
  return `${run.attempts.map(attemptText).join('. ')}. ${rows}. On call: ${counts}.`;
}

/** The line under the playback: how many are on call, as committed, at `t`. */
export function onCallAt(run: Run, t: number): string {
  return `${onCallText(valueAt(run.onCall, t) ?? 0)}, as committed`;
}
