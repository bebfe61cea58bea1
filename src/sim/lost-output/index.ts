/**
 * The model of "The lines that never arrived: a process, its buffer and kill -9": a starter on the simulator kit's one model shape. A message leaves the
 * sender at 0 s and arrives after `delay`; the sender waits `timeout` for it and gives up if it has not come.
 * Grow these rules into the lesson's own (src/sim/quorums/ is a small worked example, src/sim/locks-and-fencing-tokens/
 * the flagship).
 */
import { defineModel, formatSpan } from '../kit/index.ts';
import type { Context, KitRun } from '../kit/index.ts';

/** The settings, named once: the page's controls, the address and the presets all come from here. */
const descriptor = {
  delay: { kind: 'seconds', label: 'Delay', min: 0, max: 10, default: 3 },
  timeout: { kind: 'seconds', label: 'Timeout', min: 1, max: 10, default: 2 },
} as const;

/** One thing that happened, before it is worded (`t` in tenths). */
type Happening =
  | { t: number; actor: 'sender'; kind: 'send' | 'give-up' }
  | { t: number; actor: 'receiver'; kind: 'arrive'; late: boolean };
/** What the rules share while a run plays. */
interface State {
  delay: number;
  timeout: number;
  arrived: boolean;
}

/** The whole run the lesson's islands read: the kit's run and what the lane chart draws (tenths). */
export interface Run extends KitRun {
  delay: number;
  timeout: number;
  arrived: boolean;
}

/** The model's types, named once for the kit. */
interface Types {
  descriptor: typeof descriptor;
  verdict: 'in-time' | 'too-late';
  state: State;
  happening: Happening;
  series: Record<string, never>;
  run: Run;
}
type Step = (state: State, ctx: Context<Types>) => void;

/** The chart's title, in the lab and the walkthrough's figure. */
export const CHART_TITLE = 'The sender and the receiver over time';
/** How to read the chart, under it. */
export const CHART_CAPTION =
  "The band is the sender's wait, up to its timeout; a cross marks where it gives up, a diamond where the message arrives.";
/** The note above the lab's settings. */
export const SETTINGS_NOTE = 'Change the delay or the timeout, then play the run.';

const ACTORS = { sender: 'Sender', receiver: 'Receiver' } as const;
/** At one instant: the message arrives before the sender gives up. */
const RANK = { send: 0, arrive: 0, giveUp: 1 } as const;

/** The message arrives; it counts if the sender is still waiting. */
const arrive: Step = (state, ctx) => {
  state.arrived = ctx.t <= state.timeout;
  ctx.say({ t: ctx.t, actor: 'receiver', kind: 'arrive', late: !state.arrived });
};

/** The sender stops waiting, unless the message came. */
const giveUp: Step = (state, ctx) => {
  if (!state.arrived) ctx.say({ t: ctx.t, actor: 'sender', kind: 'give-up' });
};

/** The sender sends and starts waiting. */
const send: Step = (state, ctx) => {
  ctx.say({ t: ctx.t, actor: 'sender', kind: 'send' });
  ctx.at(state.delay, RANK.arrive, arrive);
  ctx.at(state.timeout, RANK.giveUp, giveUp);
};

/** The model, as the site's shared parts and the build's checks see it. */
export const model = defineModel<Types>({
  id: 'lost-output',
  settings: descriptor,
  verdicts: {
    'in-time': { label: 'In time', tone: 'good', symbol: '✓' },
    'too-late': { label: 'Too late', tone: 'bad', symbol: '⚠' },
  },
  // Settings arrive in tenths: 2 s is 20.
  start(tenths, ctx) {
    ctx.at(0, RANK.send, send);
    return { delay: tenths.delay, timeout: tenths.timeout, arrived: false };
  },
  verdict: (state) => (state.arrived ? 'in-time' : 'too-late'),
  // Each row carries its fact: lesson data's `expected: { arrived: false }` is checked against it.
  outcome: (state) => [
    { key: 'arrived', term: 'Arrived in time', fact: state.arrived, tone: state.arrived ? 'good' : 'bad' },
  ],
  explain: (state) =>
    state.arrived
      ? 'The message arrived while the sender was still waiting.'
      : 'The sender stopped waiting before the message arrived. The message was only slow, and it still arrived.',
  actors: ACTORS,
  sentence: (h, _s, state) =>
    h.kind === 'send'
      ? `The sender sends a message and waits up to ${formatSpan(state.timeout)}.`
      : h.kind === 'arrive'
        ? h.late
          ? `The message arrives after ${formatSpan(state.delay)}, after the sender gave up.`
          : `The message arrives after ${formatSpan(state.delay)}.`
        : 'Nothing has arrived, so the sender gives up.',
  // What the lesson's own chart reads beyond the kit's run.
  chart: (state) => ({ delay: state.delay, timeout: state.timeout, arrived: state.arrived }),
});

/** The full run for these settings (corrected first): `model.simulate`. */
export const simulate = model.simulate;
