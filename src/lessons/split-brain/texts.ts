/** The split-brain lesson's words (outcome terms exact, lesson spec Part 1), read off the run; nothing here decides. */
import { formatTime } from '../../kit/index.ts';
import type { VerdictInfo } from '../../kit/index.ts';
import type { Happening, Held, Side, State, Write } from './rules.ts';
import { partitioned, same, sizeOf } from './rules.ts';
import type { Settings } from './settings.ts';

/** The run in a word: every write kept; one refused (nothing lost); both refused; an acknowledged write lost. */
export type Verdict = 'kept' | 'refused' | 'stalled' | 'lost';

export const TERMS = {
  finalValue: 'Value at the end',
  accepted: 'Writes accepted',
  refused: 'Writes refused',
  lost: 'Acknowledged writes lost',
} as const;

export const VERDICTS: Readonly<Record<Verdict, VerdictInfo>> = Object.freeze({
  kept: { label: 'Every write kept', tone: 'safe', symbol: '✓' },
  refused: { label: 'One write refused', tone: 'refused', symbol: '⊘' },
  stalled: { label: 'Both writes refused', tone: 'refused', symbol: '⊘' },
  lost: { label: 'Acknowledged write lost', tone: 'harm', symbol: '⚠' },
});

export const CHART_TITLE = 'The writes on each side of the partition, and the heal';
export const SETTINGS_NOTE =
  'At most half of the replicas can be cut off, so the panel offers only what N allows. The network splits at 1.0 s, and A adds 1 at 2.0 s.';

/** Each actor as the log prints it. */
export const ACTOR_NAMES = { A: 'Client A', B: 'Client B', network: 'Network', replicas: 'Replicas' } as const;

const WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven'];
const word = (k: number): string => WORDS[k] ?? String(k);

/** The replicas of a side, as a sentence names them: "Replica 5", "Replicas 4 and 5", "Replicas 1 to 3". */
function sideText(s: Pick<Settings, 'n' | 'cut'>, side: Side | 'all'): string {
  const [from, to] = side === 'cut' ? [s.n - s.cut + 1, s.n] : [1, side === 'all' ? s.n : s.n - s.cut];
  if (from === to) return `Replica ${from}`;
  return `Replicas ${from} ${to === from + 1 ? 'and' : 'to'} ${to}`;
}

const heldText = (h: Held): string => `${h.value} (stamp ${formatTime(h.stamp)})`;

/** The log line for one happening. */
export function describe(h: Happening, s: Settings, p: State): string {
  switch (h.kind) {
    case 'start':
      return `Every replica holds 10 (stamp 0.0 s).${partitioned(p.s) ? ` ${sideText(s, 'main')} are the main side.` : ''}`;
    case 'split':
      return `The network splits: ${sideText(s, 'cut')} ${s.cut === 1 ? 'is' : 'are'} cut off from the rest until ${formatTime(p.s.healAt)}.`;
    case 'write':
      return writeLine(h.write, h.held, s);
    case 'heal': {
      const { main, cut, winner, dropped } = h.heal;
      if (same(main, cut)) return `The network heals. Both sides already hold ${heldText(main)}.`;
      const lost = dropped.map((c) => ` ${c}'s ${c === 'A' ? '+1' : '+5'}, acknowledged, is dropped.`).join('');
      return (
        `The network heals. ${sideText(s, 'main')} hold ${heldText(main)}, ${sideText(s, 'cut')} ${s.cut === 1 ? 'holds' : 'hold'} ${heldText(cut)}: ` +
        `last write wins, so every replica takes ${h.heal[winner].value}.${lost}`
      );
    }
  }
}

function writeLine(w: Write, held: Held, s: Settings): string {
  if (w.reached === 'all')
    return `${w.client} adds ${w.amount} on every replica: each holds ${heldText(held)}. ${w.client} is told "done".`;
  const size = sizeOf(s, w.reached);
  const count = s.policy === 'majority' ? `, ${size} of ${s.n},` : ',';
  const reach = `${w.client} reaches only ${sideText(s, w.reached)}${count}`;
  return w.accepted
    ? `${reach} which add ${w.amount}: ${size === 1 ? 'it holds' : 'they hold'} ${heldText(held)}. ${w.client} is told "done".`
    : `${reach} not a majority: the write is refused, and ${w.client} is told it failed.`;
}

const where = (w: Write, s: Settings): string =>
  w.reached === 'all'
    ? 'every replica'
    : `the ${sizeOf(s, w.reached) === 1 ? '' : `${word(sizeOf(s, w.reached))} `}${w.reached === 'main' ? 'main-side' : 'cut-off'} ${sizeOf(s, w.reached) === 1 ? 'replica' : 'replicas'}`;

/** The plain-words explanation under the outcome. */
export function explain(p: State, s: Settings): string {
  const writes = p.writes.map((w) =>
    w.accepted
      ? `${w.client} added ${w.amount} at ${formatTime(w.at)} on ${where(w, s)} and was told "done".`
      : `${w.client}'s write at ${formatTime(w.at)} reached only ${where(w, s)}, not a majority, and was refused.`,
  );
  return [...writes, healWords(p, s), closing(p, s)].filter((x) => x !== '').join(' ');
}

function healWords(p: State, s: Settings): string {
  const h = p.heal;
  if (h === null) return s.cut === 0 ? 'Nothing was cut off, so the replicas acted as one copy.' : '';
  const loser = h.winner === 'main' ? h.cut : h.main;
  const won = h[h.winner];
  if (same(loser, won)) return `At the heal (${formatTime(h.at)}) both sides held the same.`;
  const c = h.dropped[0];
  const others = h.winner === 'main' ? 'the cut-off replicas' : 'the main-side replicas';
  if (c === undefined)
    return `At the heal (${formatTime(h.at)}) ${others} took ${heldText(won)}; they held no acknowledged write of their own.`;
  const tie = loser.stamp === won.stamp ? ', a tie that the side B wrote last wins' : '';
  const kept = `At the heal (${formatTime(h.at)}) last write wins kept ${heldText(won)} over ${loser.value} (${formatTime(loser.stamp)}${tie})`;
  const had = h.winner === 'cut' ? 'though a majority had it' : `though ${c} was told "done"`;
  return `${kept}: ${c}'s update is gone, ${had}.`;
}

function closing(p: State, s: Settings): string {
  const refused = p.writes.filter((w) => !w.accepted).map((w) => w.client);
  if (p.writes.some((w) => w.lost))
    return '"Majority only" would refuse the write on a side without a majority instead.';
  if (refused.length === 2) return `No side held a majority of ${s.n}, so neither could accept a write until the heal.`;
  if (refused.length === 1)
    return `Nothing acknowledged is lost: ${refused[0]} heard "failed", and can try again after the heal.`;
  return p.sides.main.value === 16 ? 'Both updates count: every replica ends with 16.' : '';
}
