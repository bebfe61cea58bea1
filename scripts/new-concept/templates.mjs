// @ts-check
/**
 * The templates `npm run new:concept` writes: a lesson page (MDX) and its data file (YAML). Every required field is
 * present, with a comment saying what it is for; the texts in them tell the author what to write.
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

import Study from '../../../components/lesson/Study.astro';
import SelfCheck from '../../../components/quiz/SelfCheck.astro';
import GoDeeper from '../../../components/lesson/GoDeeper.astro';

{/*
  The anatomy of a lesson, top to bottom: Experiments (the walkthrough), the Simulator (its own island over its own
  module in src/sim/), then In plain words, Why it matters, How real systems do it, Study, Check yourself and
  Go deeper. "Writing a concept page" in the site's guide for authors explains each part. Short sentences, plain
  words, and a source for every claim.
*/}

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
