/** The split-brain model's rules (lesson spec, Part 2) on the kit's agenda, and the data they record, in tenths. */
import { defineRules } from '../../kit/index.ts';
import type { Context, RulesOf, Tenths } from '../../kit/index.ts';
import type { Settings, descriptor } from './settings.ts';

/** Rule 2: when the partition starts (tenths). */
export const SPLIT_AT = 10;
/** Rule 3: when A adds 1 (tenths). */
const A_AT = 20;
const AMOUNT = { A: 1, B: 5 } as const;

/** The two groups of replicas: Replica 1 .. N - cut, and the highest-numbered `cut`. */
export type Side = 'main' | 'cut';
export type Client = 'A' | 'B';

/** What every replica of one side holds: the value, its stamp (tenths) and who wrote it last. */
export interface Held {
  value: number;
  stamp: number;
  writer: Client | null;
}

/** Whether two sides hold the same: the same value with the same stamp. */
export const same = (a: Held, b: Held): boolean => a.value === b.value && a.stamp === b.stamp;

/** Rule 1: what every replica holds at the start. */
const START: Held = { value: 10, stamp: 0, writer: null };

/** One client's write as it went. */
export interface Write {
  client: Client;
  amount: 1 | 5;
  at: number;
  /** The side it reached, or `all` outside the partition. */
  reached: Side | 'all';
  accepted: boolean;
  /** Accepted, and the value at the end does not include it. */
  lost: boolean;
}

/** The heal: what each side held, which side won, and the acknowledged writes the loser's value held and lost. */
export interface Heal {
  at: number;
  main: Held;
  cut: Held;
  winner: Side;
  dropped: Client[];
}

export type Happening =
  | { t: number; actor: 'replicas'; kind: 'start' }
  | { t: number; actor: 'network'; kind: 'split' }
  | { t: number; actor: 'network'; kind: 'heal'; heal: Heal }
  | { t: number; actor: Client; kind: 'write'; write: Write; held: Held };

export interface State {
  s: Tenths<typeof descriptor>;
  split: boolean;
  sides: Record<Side, Held>;
  history: Record<Side, (Held & { t: number })[]>;
  writes: Write[];
  heal: Heal | null;
}

/** What the rules see of the lesson's types (the model names the rest in model.ts, which imports these rules). */
type Types = RulesOf<State, Happening, { split: []; write: [client: Client]; heal: [] }>;

/** Rule 2: there is a partition when someone is cut off and the heal comes after 1.0 s (settings in tenths). */
export function partitioned(s: Pick<State['s'], 'cut' | 'healAt'>): boolean {
  return s.cut >= 1 && s.healAt > SPLIT_AT;
}

/** How many replicas a side has. */
export function sizeOf(s: Pick<Settings, 'n' | 'cut'>, side: Side | 'all'): number {
  return side === 'all' ? s.n : side === 'main' ? s.n - s.cut : s.cut;
}

/** Rule 1: every replica holds 10; the split, the heal and both writes are scheduled. */
export function start(s: Tenths<typeof descriptor>, ctx: Context<Types>): State {
  ctx.say({ t: 0, actor: 'replicas', kind: 'start' });
  if (partitioned(s)) {
    ctx.at(SPLIT_AT, 'split');
    ctx.at(s.healAt, 'heal');
  }
  ctx.at(A_AT, 'write', 'A');
  ctx.at(s.bAt, 'write', 'B');
  const at0 = { ...START, t: 0 };
  return {
    s,
    split: false,
    sides: { main: START, cut: START },
    history: { main: [at0], cut: [at0] },
    writes: [],
    heal: null,
  };
}

/** Where a write lands (rule 4): everywhere outside the partition; inside, A's side, or B's. */
function reachOf(p: State, client: Client): Side | 'all' {
  if (!p.split) return 'all';
  return client === 'A' || p.s.together ? 'main' : 'cut';
}

function hold(p: State, side: Side, held: Held, t: number): void {
  p.sides[side] = held;
  p.history[side].push({ ...held, t });
}

/** Rule 6: the later stamp wins; at equal stamps, the side B wrote last. */
function winnerOf(main: Held, cut: Held): Side {
  if (main.stamp !== cut.stamp) return main.stamp > cut.stamp ? 'main' : 'cut';
  return cut.writer === 'B' && main.writer === 'A' ? 'cut' : 'main';
}

/** The rules, top to bottom; at one instant (rules 2 and 3), the network (rank 0) acts first, then A (1), then B (2). */
export const rules = defineRules<Types>({
  split: {
    says: 'Rule 2: the sides stop exchanging anything.',
    rank: 0,
    step(p, ctx) {
      p.split = true;
      ctx.say({ t: ctx.t, actor: 'network', kind: 'split' });
    },
  },
  write: {
    says: 'Rules 4 and 5: the side reached accepts (each replica adds, stamps, the client hears "done") or refuses.',
    rank: (client) => (client === 'A' ? 1 : 2),
    step(p, ctx, client) {
      const reached = reachOf(p, client);
      const size = sizeOf(p.s, reached);
      const rule = ctx.hooks['accepts'];
      const accepted =
        rule === undefined
          ? p.s.policy === 'any' || size > p.s.n / 2
          : rule({ amount: AMOUNT[client] }, { reached: size, total: p.s.n }) === true;
      const w: Write = { client, amount: AMOUNT[client], at: ctx.t, reached, accepted, lost: false };
      p.writes.push(w);
      const sides: Side[] = reached === 'all' ? ['main', 'cut'] : [reached];
      const held = { value: p.sides[sides[0]!].value + w.amount, stamp: ctx.t, writer: client };
      ctx.say({ t: ctx.t, actor: client, kind: 'write', write: w, held });
      if (accepted) for (const side of sides) hold(p, side, held, ctx.t);
    },
  },
  heal: {
    says: "Rule 6: at the heal every replica takes the winner's value; the loser's own accepted writes are dropped.",
    rank: 0,
    step(p, ctx) {
      p.split = false;
      const { main, cut } = p.sides;
      const winner = winnerOf(main, cut);
      const loser: Side = winner === 'main' ? 'cut' : 'main';
      const dropped = p.writes.filter((w) => w.accepted && w.reached === loser).map((w) => w.client);
      p.heal = { at: ctx.t, main, cut, winner, dropped };
      ctx.say({ t: ctx.t, actor: 'network', kind: 'heal', heal: p.heal });
      const won = p.sides[winner];
      if (!same(p.sides[loser], won)) hold(p, loser, won, ctx.t);
    },
  },
});
/** Rule 7: the value at the end includes a write when the value minus 10 sums the amounts it includes. */
export function finish(p: State): void {
  const gained = p.sides.main.value - START.value;
  for (const w of p.writes) w.lost = w.accepted && gained !== w.amount && gained !== 6;
}
