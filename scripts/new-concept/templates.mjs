// @ts-check
/**
 * The templates `npm run new:concept` writes: a lesson page (MDX), its data file (YAML), and a starter model and
 * simulator on the kit. Every required field is present, with a comment saying what it is for; the texts in them
 * tell the author what to write.
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

/**
 * The lesson page.
 * @param {ConceptMeta} meta
 */
export function pageTemplate({ title, topic, stage, step, stepTitle, slug }) {
  return `---
# The page's title: the lesson header, the browser tab, the sidebar, search results and cards show it.
title: ${quote(title)}
# One or two sentences for search engines and link previews.
description: ${quote(`An interactive lesson: ${title}.`)}
# Everything under \`lesson\` is checked by the content schema (src/content.config.ts) when the site builds.
lesson:
  # The topic's id, from content/topics.yaml. The lesson appears on that topic's page.
  topic: ${topic}
  # One sentence under the title: what the reader will see happen, and what makes it safe.
  subtitle: ${quote(`What goes wrong in ${title.toLowerCase()}, and how real systems make it safe.`)}
  # The lesson's place on the roadmap (content/roadmap.yaml); the home page lists it under this step.
  roadmap:
    stage: ${stage}
    step: ${step}
    title: ${quote(stepTitle)}
  # How hard it is: Beginner, Intermediate or Advanced.
  difficulty: Intermediate
  # How long it takes, in minutes: shown as "about 10 to 15 min".
  minutes:
    min: 10
    max: 15
  # How many experiments the walkthrough has. It must match the experiments in content/lessons/${slug}.yaml.
  experiments: 0
---

import Simulator from '../../../components/simulators/${slug}/Simulator.svelte';
import Study from '../../../components/lesson/Study.astro';
import SelfCheck from '../../../components/quiz/SelfCheck.astro';
import GoDeeper from '../../../components/lesson/GoDeeper.astro';

{/*
  The anatomy of a lesson, top to bottom: Experiments (the walkthrough), the Simulator (its own island over its own
  module in src/sim/), then In plain words, Why it matters, How real systems do it, Study, Check yourself and
  Go deeper. "Writing a concept page" in the site's guide for authors explains each part. Short sentences, plain
  words, and a source for every claim.
*/}

## Simulator

<Simulator client:wake={{ group: 'simulator', query: true }} />

## In plain words

Say in two or three short sentences what the reader will see go wrong, as if to a friend who has not met the idea.

## Why it matters

Say where this failure happens in real systems and what it costs when it does.

## How real systems do it

The simulation is a simplified model. Here is what production systems add or do.

- Name a real system, what it does about this failure, and link to its documentation or paper.

## Study

<Study lessonId="${slug}" />

## Check yourself

<SelfCheck lessonId="${slug}" />

## Go deeper

<GoDeeper lessonId="${slug}" />
`;
}

/**
 * The lesson's data file.
 * @param {ConceptMeta} meta
 */
export function dataTemplate({ title, topic, slug }) {
  return `# The lesson data of /${topic}/${slug}/ (${title}): the walkthrough's experiments, the self-check and the
# reading lists. Every field is described in src/site/lesson-data.ts; the build checks this file against that
# schema and names the field of any mistake.

# The walkthrough's experiments, in order. Each loads a preset into the lesson's simulator, so add them once the
# simulator exists, and set the page's \`lesson.experiments\` to their number.
experiments: []

# The self-check: questions answered by a single choice. Every option says why it is right or wrong.
quiz:
  - id: first-question
    prompt: Write a question that a reader who understood the lesson can answer, and one who skimmed cannot.
    options:
      - id: right
        text: The right answer, in a few words.
        explanation: Why it is right, in a sentence or two.
      - id: wrong
        text: A tempting wrong answer.
        explanation: Why it is tempting, and why it is wrong.
    answer: right

# Study: the line that opens it, then videos (shown first) and reading. Only real links that you have checked.
study:
  intro: Once you have played with it, learn the same idea from people who build these systems.
  items:
    - kind: book
      author: Martin Kleppmann
      title: Designing Data-Intensive Applications
      href: https://dataintensive.net/
      length: book
      why: Replace this with the source that explains this lesson's idea best, and say why it is worth the time.

# Go deeper: further reading, and where to go next on the roadmap (paths on this site).
deeper:
  reading: []
  next:
    - title: The roadmap
      href: /#roadmap
      why: See where this lesson sits and what comes next.
`;
}

/**
 * The lesson's starter model on the kit's one model shape: two settings, three small rules, a three-line log and
 * one outcome row. It builds and renders as it is; the author grows it into the lesson's own rules (see "Writing a
 * concept page").
 * @param {ConceptMeta} meta
 */
export function modelTemplate({ title, slug }) {
  return `/**
 * The model of "${title.replace(/\*\//g, '* /')}": a starter on the simulator kit's one model shape. A message leaves the
 * sender at 0 s and arrives after \`delay\`; the sender waits \`timeout\` for it. Replace these rules with the lesson's
 * own (src/sim/quorums/ is a small worked example, src/sim/locks-and-fencing-tokens/ the flagship).
 */
import { defineModel, formatSpan } from '../kit/index.ts';
import type { Context, KitRun } from '../kit/index.ts';

/** The settings, named once: the page's controls, the address and the presets all come from here. */
const descriptor = {
  delay: { kind: 'seconds', label: 'Delay', min: 0, max: 10, default: 2 },
  timeout: { kind: 'seconds', label: 'Timeout', min: 1, max: 10, default: 3 },
} as const;

/** One thing that happened, before it is worded (\`t\` in tenths). */
type Happening = { t: number; actor: 'sender' | 'receiver'; kind: 'send' | 'arrive' | 'give-up' };
/** What the rules share while a run plays. */
interface State {
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
  run: KitRun;
}
type Step = (state: State, ctx: Context<Types>) => void;

const ACTORS = { sender: 'Sender', receiver: 'Receiver' } as const;
/** At one instant: the message arrives before the sender gives up. */
const RANK = { send: 0, arrive: 0, giveUp: 1 } as const;

/** The message arrives; it counts if the sender is still waiting. */
const arrive: Step = (state, ctx) => {
  state.arrived = ctx.t <= state.timeout;
  ctx.say({ t: ctx.t, actor: 'receiver', kind: 'arrive' });
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
  id: '${slug}',
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
  // Each row carries its fact: lesson data's \`expected: { arrived: true }\` is checked against it.
  outcome: (state) => [
    { key: 'arrived', term: 'Arrived in time', fact: state.arrived, tone: state.arrived ? 'good' : 'bad' },
  ],
  explain: (state) =>
    state.arrived
      ? 'The message arrived before the sender stopped waiting.'
      : 'The sender stopped waiting before the message arrived. Make the timeout longer than the delay.',
  actors: ACTORS,
  sentence: (h, _s, state) =>
    h.kind === 'send'
      ? \`The sender sends a message and waits up to \${formatSpan(state.timeout)}.\`
      : h.kind === 'arrive'
        ? \`The message arrives after \${formatSpan(state.delay)}.\`
        : 'Nothing has arrived, so the sender gives up.',
  // What the lesson's own chart reads beyond the kit's run: nothing yet.
  chart: () => ({}),
});
`;
}

/**
 * The lesson's simulator island: the kit's shell with a starter chart (one bar per actor).
 * @param {ConceptMeta} meta
 */
export function simulatorTemplate({ title, slug }) {
  return `<script lang="ts">
  // The simulator of "${title.replace(/[<>{}]/g, '')}": the kit's shell (components/sim-kit/) with this lesson's chart.
  // Grow the chart into the lesson's own picture; components/simulators/locks-and-fencing-tokens/ is the worked example.
  import { formatTime } from '../../../src/sim/kit/index.ts';
  import { model } from '../../../src/sim/${slug}/index.ts';
  import { Shell, axisOf, pct } from '../../sim-kit/index.ts';
</script>

<Shell {model} note="A starter simulator: replace it with the lesson's own." chartTitle="What happened when">
  {#snippet chart(run, cursor)}
    {@const axis = axisOf(Math.max(run.end, 10))}
    <svg width="100%" height="64" role="img" aria-label={run.events.map((e) => \`\${e.time}: \${e.text}\`).join(' ')}>
      <line x1="0" x2="100%" y1="40" y2="40" stroke="currentColor" stroke-width="1" />
      {#each run.events as event (event.t + event.kind)}
        {#if cursor === null || event.t <= cursor}
          <circle cx={pct(event.t, axis.max)} cy="40" r="6" fill="var(--sl-color-accent)" />
        {/if}
      {/each}
      {#each axis.ticks as t (t)}
        <text x={pct(t, axis.max)} y="18" font-size="12" fill="currentColor" text-anchor={t === 0 ? 'start' : t === axis.max ? 'end' : 'middle'}>{formatTime(t)}</text>
      {/each}
    </svg>
  {/snippet}
</Shell>
`;
}
