// @ts-check
/**
 * The templates `npm run new:concept` writes: a whole, small, true lesson on a starter model, so that the scaffold's
 * output builds, passes every test and shows a working simulator, walkthrough figure and map with no edit. The page
 * (MDX) with its Experiments, figure and simulator with its challenge; its data file (YAML) with one experiment, one
 * challenge, four questions and real reading; and the lesson's folder on the kit's one model shape (a message with a
 * delay and a sender's timeout): rules, model with typed facts, its chart mapped once from the state (`lanes`, with
 * caption, text alternative and playback line), a typed challenge check, the view with handles and a map, and the
 * two islands. Every sentence is true of the starter model; the author replaces the model and the words with the
 * lesson's own, and the build refuses the tell-tale placeholders ("TODO", "Replace this") on the way.
 */

/**
 * @typedef {object} ConceptMeta
 * @property {string} title
 * @property {string} topic the topic's id
 * @property {string} stage
 * @property {number} step
 * @property {string} stepTitle
 * @property {string} slug
 */

/** A YAML string that survives any characters in the title. @param {string} text */
const quote = (text) => JSON.stringify(text);
/** A title inside a code comment: it cannot close the comment or open markup. @param {string} title */
const inComment = (title) => title.replace(/\*\//g, '* /').replace(/[<>{}]/g, '');

/** Where the starter lesson's claims come from: checked, well-known sources. */
const DDIA = 'https://dataintensive.net/';
const RFC6298 = 'https://www.rfc-editor.org/rfc/rfc6298';

/**
 * The lesson page. Its "## Study" heading is built as "Study: <the title>" from the front matter's title, its anchor
 * still #study (src/site/study-heading.mjs), so the page writes it without the title and a renamed lesson's heading
 * follows.
 * @param {ConceptMeta} meta
 */
export function pageTemplate({ title, topic, stage, step, stepTitle, slug }) {
  return `---
# The page's title: the lesson header, the browser tab, the sidebar, search results and cards show it.
title: ${quote(title)}
# One or two sentences for search engines and link previews.
description: A sender waits for a message up to its timeout, gives up, and the message arrives anyway. An interactive simulator with an experiment and a self-check.
# Everything under \`lesson\` is checked by the content schema (src/content.config.ts) when the site builds.
lesson:
  # The topic's id, from content/topics.yaml. The lesson appears on that topic's page.
  topic: ${topic}
  # One sentence under the title: what the reader will see happen, and what makes it safe.
  subtitle: A message that takes 3 s, a sender that waits 2 s for it, and why a timeout cannot tell a slow message from a lost one.
  # The lesson's place on the roadmap (content/roadmap.yaml); the home page lists it under this step.
  roadmap:
    stage: ${stage}
    step: ${step}
    title: ${quote(stepTitle)}
  # How hard it is: Beginner, Intermediate or Advanced.
  difficulty: Beginner
  # How long it takes, in minutes: shown as "about 5 to 10 min".
  minutes:
    min: 5
    max: 10
  # How many experiments the walkthrough has. It must match the experiments in content/lessons/${slug}.yaml.
  experiments: 1
---

import Experiments from '../../../components/walkthrough/Experiments.astro';
import LabFigure from '../../../src/lessons/${slug}/Figure.svelte';
import Simulator from '../../../src/lessons/${slug}/Simulator.svelte';
import SelfCheck from '../../../components/quiz/SelfCheck.astro';
import Study from '../../../components/lesson/Study.astro';
import GoDeeper from '../../../components/lesson/GoDeeper.astro';
import { getLessonData } from '../../../src/site/lessons';

export const { challenges, preview } = await getLessonData('${slug}');

{/*
  A starter lesson, written by \`npm run new:concept\`: every part of a lesson, true of the starter model in
  src/lessons/${slug}/ (a message with a delay, a sender with a timeout). Grow the model into this lesson's own, then
  rewrite each section for it. "Writing a concept page" in the site's guide for authors explains each part. Short
  sentences, plain words, and a source for every claim.
*/}

## Experiments

<Experiments>
  <LabFigure slot="figure" client:wake={{ group: 'lab' }} preview={preview} />
</Experiments>

## Simulator

<Simulator client:wake={{ group: 'simulator', query: true }} challenges={challenges} />

## In plain words

A sender that waits for a message has to stop waiting at some point: its timeout. When the message takes longer than
the timeout, the sender gives up, and the message arrives anyway, a moment too late. Giving up tells the sender only
that nothing came in time, not that nothing will come
([Kleppmann, _Designing Data-Intensive Applications_, ch. 8](${DDIA})).

## Why it matters

Networks like the internet promise no upper bound on how long a message takes, so any timeout can fire on a message
that is only slow. A long timeout waits a long time for a message that really is lost; a short one gives up on
messages that would have arrived ([Kleppmann, _Designing Data-Intensive Applications_, ch. 8](${DDIA})).

## How real systems do it

The simulation is a simplified model. Here is what production systems add or do.

- **Timeouts from measured delays.** TCP sets its retransmission timeout from a smoothed round-trip time and its
  variation, so the timeout follows the network it runs on, and it doubles the timeout after each expiry
  ([RFC 6298](${RFC6298})).

## Study

<Study />

## Check yourself

<SelfCheck />

## Go deeper

<GoDeeper />
`;
}

/**
 * The lesson's data file.
 * @param {ConceptMeta} meta
 */
export function dataTemplate({ title, topic, slug }) {
  return `# The lesson data of /${topic}/${slug}/ (${title.replace(/\n/g, ' ')}): the walkthrough's experiments, the
# self-check and the reading lists, all true of the starter model (src/lessons/${slug}/). Every field is described in
# src/site/lesson-data.ts; the build checks this file against that schema, each preset against the model's settings
# and each \`expected:\` against the model's facts, and names the field of any mistake. The number of experiments
# must match the page's \`lesson.experiments\`.

experiments:
  - id: timeout-too-short
    title: A timeout shorter than the delay
    goal: The message takes 3 s to arrive, and the sender waits only 2 s for it.
    preset: { delay: 3, timeout: 2 }
    expected: { arrived: false }
    prediction:
      question: The sender gives up at 2 s. What happens to the message?
      options:
        - id: lost
          text: 'It is lost: once the sender gives up, the message is gone'
          feedback: >-
            Giving up is the sender's decision alone. The network still carries the message, and it arrives at 3 s.
        - id: arrives-late
          text: It arrives at 3 s, after the sender has stopped waiting
          feedback: >-
            Right. The message was only slow. The sender gave up at 2 s, and the message arrived at 3 s anyway: a
            timeout cannot tell a slow message from a lost one.
        - id: in-time
          text: It arrives in time, because the sender is waiting for it
          feedback: The sender waits only as long as its timeout, 2 s, and this message needs 3 s.
      answer: arrives-late
    notice: >-
      The sender's lane ends with its give-up at 2 s; the receiver's lane still shows the message arriving at 3 s.
      The sender sees only its own lane.

# Goals of free play under the simulator, each met by a check in src/lessons/${slug}/challenges.ts (its \`check\`);
# the build proves a run can meet it.
challenges:
  - id: shortest-timeout
    check: shortest-timeout
    title: The shortest timeout that waits long enough
    goal: With a delay of 3 s, find the shortest timeout for which the message still arrives in time.
    hint: The message arrives at 3 s. When must the sender still be waiting?
    done: >-
      A timeout equal to the delay is just long enough, and any shorter gives up on a message that was only slow.
      A real network's delay varies, so a real timeout needs a margin above the delays it sees.

# The self-check: questions answered by a single choice. Every option says why it is right or wrong.
quiz:
  - id: what-a-timeout-knows
    prompt: A sender's timeout fires before any message has come. What does the sender know?
    options:
      - id: lost
        text: The message was lost
        explanation: It may only be slow. In the experiment the message arrived a second after the sender gave up.
        replay: timeout-too-short
      - id: nothing-in-time
        text: Only that nothing arrived within the timeout
        explanation: >-
          Right. A timeout measures the sender's patience, not the message: a slow message and a lost one look the
          same to it.
      - id: crashed
        text: The receiver has crashed
        explanation: >-
          A crashed receiver is one possible cause among several; a slow network looks exactly the same from the
          sender's side.
    answer: nothing-in-time
  - id: late-arrival
    prompt: The delay is 3 s and the timeout 2 s. When does the message arrive?
    options:
      - id: never
        text: Never, because the sender gave up on it
        explanation: Giving up changes what the sender does, not what the network carries.
      - id: at-timeout
        text: At 2 s, when the sender's timeout fires
        explanation: The timeout fires at 2 s whatever the message does; the message still needs its 3 s.
      - id: at-three
        text: At 3 s, after the sender has given up
        explanation: Right. It arrives after its delay, one second after the sender stopped waiting.
        replay: timeout-too-short
    answer: at-three
  - id: make-it-in-time
    prompt: The message takes 3 s and the sender gives up at 2 s. Which change makes the message arrive in time?
    options:
      - id: shorter
        text: A timeout of 1 s
        explanation: A shorter timeout gives up sooner still, on the same slow message.
      - id: longer
        text: A timeout of 4 s
        explanation: Right. The sender now waits longer than the message takes, so it is still waiting at 3 s.
      - id: later
        text: Sending the message a second later
        explanation: >-
          The sender's wait starts when it sends, so sending later moves the give-up by just as much as the arrival.
    answer: longer
  - id: long-timeouts
    prompt: Why not give every sender a very long timeout?
    options:
      - id: slower
        text: A long timeout makes messages travel more slowly
        explanation: The timeout is the sender's own clock; the network's delay does not depend on it.
      - id: waits
        text: When a message really is lost, the sender waits that long to find out
        explanation: >-
          Right. A long timeout gives up on fewer slow messages, and waits longer for the ones that will never
          come.
      - id: loses
        text: A long timeout loses more messages
        explanation: Waiting longer loses none; it only delays the moment the sender gives up.
    answer: waits

# Study: the line that opens it, then videos (shown first) and reading. Only real links that you have checked.
study:
  intro: Once you have played with it, learn the same idea from people who build these systems.
  items:
    - kind: book
      author: Martin Kleppmann
      title: Designing Data-Intensive Applications
      href: ${DDIA}
      length: book
      why: >-
        Chapter 8, on the trouble with distributed systems, explains why networks have unbounded delays, why a
        timeout cannot tell a slow reply from a lost one, and how systems choose their timeouts.

# Go deeper: further reading, and where to go next on the roadmap (paths on this site).
deeper:
  reading:
    - kind: documentation
      author: V. Paxson, M. Allman, J. Chu, M. Sargent
      title: "RFC 6298: Computing TCP's Retransmission Timer"
      href: ${RFC6298}
      length: 10 min read
      why: How TCP sets its timeout from the round-trip times it measures, and backs off when the timeout fires.
  next:
    - title: The roadmap
      href: /#roadmap
      why: See where this lesson sits and what comes next.
`;
}

/**
 * The lesson's rules on the kit's agenda: its settings, what happens and what the rules share, and the rules as a
 * named table read top to bottom (\`defineRules\`). They name only their own types (\`RulesOf\`), so they never import
 * the model that imports them.
 * @param {ConceptMeta} meta
 */
export function rulesTemplate({ title }) {
  return `/**
 * The rules of "${inComment(title)}":
 * a starter on the simulator kit's one model shape. A message leaves the sender at 0 s and arrives after \`delay\`;
 * the sender waits \`timeout\` for it and gives up if it has not come. A table of named rules on the kit's agenda, in
 * integer tenths (\`npm run rules -- <id>\` prints it); they name only what they see, so the model imports them and
 * never the other way round.
 */
import { defineRules } from '../../kit/index.ts';
import type { Context, RulesOf, SettingsOf, Tenths } from '../../kit/index.ts';

/** The settings, named once: the page's controls, the address, the presets and the map all come from here. */
export const descriptor = {
  delay: { kind: 'seconds', label: 'Delay', min: 0, max: 10, default: 3 },
  timeout: { kind: 'seconds', label: 'Timeout', min: 1, max: 10, default: 2 },
} as const;

/** What a reader can set: the message's delay and the sender's timeout (seconds). */
export type Settings = SettingsOf<typeof descriptor>;

/** One thing that happened, before it is worded (\`t\` in tenths). */
export type Happening =
  | { t: number; actor: 'sender'; kind: 'send' | 'give-up' }
  | { t: number; actor: 'receiver'; kind: 'arrive'; late: boolean };

/** What the rules share while a run plays, and what the outcome, the words and the chart read after it (tenths). */
export interface State {
  delay: number;
  timeout: number;
  arrived: boolean;
}

/** The rules by name, each with the argument it takes (\`[]\` for none, \`[i: number]\` for one). */
type Types = RulesOf<State, Happening, { send: []; arrive: []; giveUp: [] }>;

/** The start: the sender sends at 0 s. Settings arrive in tenths: 2 s is 20. */
export function start(tenths: Tenths<typeof descriptor>, ctx: Context<Types>): State {
  ctx.at(0, 'send');
  return { delay: tenths.delay, timeout: tenths.timeout, arrived: false };
}

/** The rules, top to bottom. At one instant the lower rank acts first: the message arrives before the sender gives up. */
export const rules = defineRules<Types>({
  send: {
    says: 'The sender sends and starts waiting.',
    rank: 0,
    step(state, ctx) {
      ctx.say({ t: ctx.t, actor: 'sender', kind: 'send' });
      ctx.at(state.delay, 'arrive');
      ctx.at(state.timeout, 'giveUp');
    },
  },
  arrive: {
    says: 'The message arrives; it counts if the sender is still waiting.',
    rank: 0,
    step(state, ctx) {
      state.arrived = ctx.t <= state.timeout;
      ctx.say({ t: ctx.t, actor: 'receiver', kind: 'arrive', late: !state.arrived });
    },
  },
  giveUp: {
    says: 'The sender stops waiting, unless the message came.',
    rank: 1,
    step(state, ctx) {
      if (!state.arrived) ctx.say({ t: ctx.t, actor: 'sender', kind: 'give-up' });
    },
  },
});

/** How long the sender waited (tenths): until the message came, or until its timeout. */
export const waitedFor = (state: State): number => (state.arrived ? state.delay : state.timeout);
`;
}

/**
 * The lesson's model on the kit's one shape: verdicts, facts, outcome rows, words, and the chart mapped once.
 * @param {ConceptMeta} meta
 */
export function modelTemplate({ title, slug }) {
  return `/**
 * The model of "${inComment(title)}",
 * on the simulator kit's one shape: its settings and rules (rules.ts), its verdicts, its outcome rows with their
 * facts, its words, and its chart, mapped once from the state at the end (lanes.ts). Grow it into the lesson's own:
 * src/lessons/quorums/ is a small worked example, src/lessons/locks-and-fencing-tokens/ the flagship.
 */
import { defineModel, formatSpan } from '../../kit/index.ts';
import type { ChartedRun, LessonTypes } from '../../kit/index.ts';
import { lanes } from './lanes.ts';
import { descriptor, rules, start, waitedFor } from './rules.ts';
import type { Happening, Settings, State } from './rules.ts';

/** How a run ends, in a word: the message arrived while the sender waited, or after it gave up. */
export type Verdict = 'in-time' | 'too-late';

/** The outcome as facts, keyed as lesson data's \`expected:\` and the challenges' checks read them. */
export type Facts = {
  /** The message arrived while the sender was still waiting. */
  arrived: boolean;
  /** How long the sender waited, seconds: until the message came, or until its timeout. */
  waited: number;
};

/** A whole run: the kit's log, outcome and explanation, and the chart mapped from the state (\`run.chart\`). */
export type Run = ChartedRun<Settings, Verdict>;

/** The model's types, named once for the kit (no series recorded: \`Record<string, never>\`). */
type Types = LessonTypes<typeof descriptor, Verdict, State, Happening, Run, Record<string, never>, Facts>;

/** The model, as the site's islands and the build's checks see it. */
export const model = defineModel<Types>({
  id: '${slug}',
  settings: descriptor,
  verdicts: {
    'in-time': { label: 'In time', tone: 'safe', symbol: '✓' },
    'too-late': { label: 'Too late', tone: 'harm', symbol: '⚠' },
  },
  rules,
  start,
  verdict: (state) => (state.arrived ? 'in-time' : 'too-late'),
  // Each row carries its fact, typed by \`Facts\`; lesson data's \`expected: { arrived: false }\` is checked against
  // the facts.
  outcome: (state) => [
    { key: 'arrived', term: 'Arrived in time', fact: state.arrived, tone: state.arrived ? 'safe' : 'harm' },
    {
      key: 'waited',
      term: 'The sender waited',
      fact: waitedFor(state) / 10,
      value: formatSpan(waitedFor(state)),
      tone: 'neutral',
    },
  ],
  explain: (state) =>
    state.arrived
      ? 'The message arrived while the sender was still waiting.'
      : 'The sender stopped waiting before the message arrived. The message was only slow, and it still arrived.',
  actors: { sender: 'Sender', receiver: 'Receiver' },
  sentence: (h, _s, state) =>
    h.kind === 'send'
      ? \`The sender sends a message and waits up to \${formatSpan(state.timeout)}.\`
      : h.kind === 'arrive'
        ? h.late
          ? \`The message arrives after \${formatSpan(state.delay)}, after the sender gave up.\`
          : \`The message arrives after \${formatSpan(state.delay)}.\`
        : 'Nothing has arrived, so the sender gives up.',
  // The chart, mapped once from the state at the end: \`run.chart\`, which every figure draws.
  lanes: (state, { run }) => lanes(state, run.end),
});
`;
}

/**
 * The lesson's chart, mapped once from the model's state to the kit's lane data, with its caption, its text
 * alternative and what holds at each moment.
 * @param {ConceptMeta} meta
 */
export function lanesTemplate({ title }) {
  return `/**
 * The chart of "${inComment(title)}",
 * mapped once from the model's state to the kit's lane data (the kit's LaneChart draws it): the sender's lane with
 * its wait, its send and its give-up, the message as an arrow, and the receiver's lane with the arrival. With the
 * caption, said in parts as the playback draws what each names, the text alternative, and what holds at each
 * moment (the line under playback).
 */
import { formatSpan, formatTime } from '../../kit/index.ts';
import type { LaneChartData } from '../../kit/index.ts';
import { waitedFor } from './rules.ts';
import type { State } from './rules.ts';

/** The chart's title, in the lab and the walkthrough's figure. */
export const CHART_TITLE = 'The sender and the receiver over time';

/** The run as lanes, marks and a message, on an axis to the log's last line (\`end\`, tenths). */
export function lanes(state: State, end: number): LaneChartData {
  const { delay, timeout, arrived } = state;
  const waited = waitedFor(state);
  return {
    end,
    lanes: [
      {
        id: 'sender',
        name: 'Sender',
        spans: [{ id: 'wait', from: 0, to: waited, tone: 'wait', label: \`waits \${formatSpan(waited)}\` }],
        marks: [
          { id: 'send', t: 0, symbol: 'dot', tone: 'neutral', label: 'sends' },
          ...(arrived
            ? []
            : [{ id: 'give-up', t: timeout, symbol: 'cross', tone: 'harm', label: 'gives up' } as const]),
        ],
      },
      {
        id: 'receiver',
        name: 'Receiver',
        spans: [],
        marks: [
          arrived
            ? { id: 'arrive', t: delay, symbol: 'check', tone: 'safe', label: 'arrives' }
            : { id: 'arrive', t: delay, symbol: 'diamond', tone: 'harm', label: 'arrives late', short: ['late'] },
        ],
      },
    ],
    messages: [{ id: 'message', from: 'sender', to: 'receiver', sent: 0, arrives: delay, tone: arrived ? 'safe' : 'harm' }],
    // Each part is said once the playback has drawn what it names (\`from\`), so a setup's caption tells no outcome.
    caption: [
      { text: "The band is the sender's wait, up to its timeout; the arrow is the message." },
      ...(arrived ? [] : [{ text: ' A cross marks where the sender gives up.', from: timeout }]),
      { text: arrived ? ' A check marks its arrival in time.' : ' A diamond marks its arrival, too late.', from: delay },
    ],
    description:
      \`\${CHART_TITLE}. The sender sends a message at 0.0 s and waits up to \${formatSpan(timeout)}. \` +
      (arrived
        ? \`The message arrives at \${formatTime(delay)}, in time.\`
        : \`The sender gives up at \${formatTime(timeout)}; the message arrives at \${formatTime(delay)}, too late.\`),
    // From each moment on (at one instant, the last listed): the line under playback.
    holds: [
      { t: 0, value: 'the sender is waiting' },
      ...(arrived
        ? [{ t: delay, value: 'the message has arrived' }]
        : [
            { t: timeout, value: 'the sender has given up' },
            { t: delay, value: 'the sender has given up; the message arrived late' },
          ]),
    ],
  };
}
`;
}

/**
 * The lesson's challenge of free play, as a check over a settled run, typed by the model's facts.
 * @param {ConceptMeta} meta
 */
export function challengesTemplate({ title, slug }) {
  return `/**
 * The challenges of "${inComment(title)}",
 * as checks over a settled run. Its data file (content/lessons/${slug}.yaml) names them by id and words them, and
 * the build proves each can be met by searching for a run that meets it.
 */
import type { ChallengeCheck } from '../../kit/index.ts';
import type { Facts, Verdict } from './model.ts';
import type { Settings } from './rules.ts';

type Check = ChallengeCheck<Settings, Verdict, Facts>;

/** The lesson's checks by id. */
export const CHECKS = {
  /** The shortest timeout that still gets the message in time: it arrives at the sender's last moment of waiting. */
  'shortest-timeout': {
    shows: ['delay', 'timeout'],
    met: ({ settings, facts }) => facts.arrived && facts.waited === settings.timeout,
    search: { from: { delay: 3 }, key: 'timeout' },
  },
} satisfies Record<string, Check>;
`;
}

/**
 * The lesson's view: its model, its chart's title, its handles and what its simulator adds (the note, the map and
 * the challenges' checks). The chart, its caption, text alternative and playback line are the run's own.
 * @param {ConceptMeta} meta
 */
export function viewTemplate({ title }) {
  return `/**
 * The view of "${inComment(title)}":
 * how it is drawn wherever its run is shown (the walkthrough's figure, the simulator, a practice question): its
 * model, whose run carries its chart (\`run.chart\`, lanes.ts), the chart's title, the settings a reader drags on
 * it, and what its simulator adds to the kit's shell: the note, the map and the challenges' checks.
 */
import { CHART_TITLE } from './lanes.ts';
import { model } from './model.ts';
import { defineLesson } from '../../../components/sim-kit/view.ts';
import { CHECKS } from './challenges.ts';

export const lesson = defineLesson({
  model,
  handles: [
    { kind: 'mark', setting: 'delay', lane: 'receiver', name: 'the arrival', words: 'The message arrives at {value}' },
    { kind: 'mark', setting: 'timeout', lane: 'sender', name: 'the timeout', words: 'The sender waits up to {value}' },
  ],
  title: CHART_TITLE,
  lab: {
    note: 'Change the delay or the timeout, or drag them on the chart, then play the run.',
    map: {
      x: { key: 'delay', from: 0, to: 10, step: 0.5 },
      y: { key: 'timeout', from: 1, to: 10, step: 0.5 },
      title: 'Which delays and timeouts get the message in time?',
      intro: 'Every delay up to 10 s and every timeout from 1 to 10 s. Choose a point to try it.',
    },
    checks: CHECKS,
  },
});
`;
}

/**
 * The walkthrough's figure.
 * @param {ConceptMeta} meta
 */
export function figureTemplate({ title }) {
  return `<script lang="ts">
  // The walkthrough's figure for "${inComment(title)}": the kit's figure with this lesson's view.
  import LabFigure from '../../../components/sim-kit/LabFigure.svelte';
  import type { SettingsRecord } from '../../kit/index.ts';
  import { lesson } from './lesson.ts';

  interface Props {
    /** Experiment 1's settings, which the server draws the figure's setup of (getLessonData in src/site/lessons.ts). */
    preview?: SettingsRecord | undefined;
  }

  let { preview }: Props = $props();
</script>

<LabFigure view={lesson} {preview} />
`;
}

/**
 * The lesson's simulator island: the kit's shell with this lesson's chart.
 * @param {ConceptMeta} meta
 */
export function simulatorTemplate({ title }) {
  return `<script lang="ts">
  // The simulator of "${inComment(title)}": the kit's shell (components/sim-kit/) with this lesson's view (lesson.ts).
  import type { Challenge } from '../../site/lesson-data.ts';
  import { Shell } from '../../../components/sim-kit/index.ts';
  import { lesson } from './lesson.ts';

  let { challenges = [] }: { challenges?: readonly Challenge[] } = $props();
</script>

<Shell view={lesson} {challenges} />
`;
}
