// @ts-check
/**
 * `npm run new:concept`: scaffold a new concept page (MDX) and its lesson data (YAML) from a template.
 *
 *   npm run new:concept -- --topic copies-and-agreement --title "Leader election" --stage Advanced --step 4
 *
 * Missing arguments are asked for when a person is at the terminal. It refuses, naming the problem, an existing
 * page, an unknown topic or roadmap place, or a title it cannot use. `--root DIR` works on another copy of the
 * project (the end-to-end test uses this).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import yaml from 'js-yaml';
import { dataTemplate, modelTemplate, pageTemplate, simulatorTemplate } from './new-concept/templates.mjs';

/** A refusal: printed as it is, without a stack trace. */
export class Refusal extends Error {}

/**
 * Turn a title into the page's slug: "Leader election" → "leader-election".
 * @param {string} title
 */
export function slugify(title) {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * Why a title cannot be used, or null.
 * @param {string} title
 */
export function titleProblem(title) {
  if (title.trim() === '') return 'the title is empty';
  if (title !== title.trim()) return 'the title starts or ends with spaces';
  if (title.length < 3) return 'the title is shorter than 3 characters';
  if (title.length > 70) return `the title is ${title.length} characters long; keep it to 70 or fewer`;
  if (/[<>{}`\\]/.test(title)) return 'the title has a character that MDX reads as code: < > { } ` or \\';
  if (/[\n\r\t]/.test(title)) return 'the title has a line break or tab';
  if (!/[a-z]/i.test(title)) return 'the title has no letters';
  if (slugify(title) === '') return 'the title makes an empty address';
  return null;
}

/**
 * Check the request against the project and work out what to write.
 * @param {string} root
 * @param {{ topic: string; title: string; stage: string; step: number }} request
 */
export function plan(root, { topic, title, stage, step }) {
  /** @type {{ id: string; title: string }[]} */
  const topics = /** @type {any} */ (yaml.load(readFileSync(join(root, 'content/topics.yaml'), 'utf8'))) ?? [];
  /** @type {{ stage: string; steps: { step: number; title: string }[] }[]} */
  const roadmap = /** @type {any} */ (yaml.load(readFileSync(join(root, 'content/roadmap.yaml'), 'utf8'))) ?? [];

  const problem = titleProblem(title);
  if (problem) throw new Refusal(`Cannot use the title ${JSON.stringify(title)}: ${problem}.`);
  const found = topics.find((t) => t.id === topic || t.title.toLowerCase() === topic.toLowerCase());
  if (!found)
    throw new Refusal(
      `Unknown topic "${topic}". Known topics: ${topics.map((t) => `${t.id} (${t.title})`).join(', ')}. ` +
        'A new topic is added in content/topics.yaml, with its page at content/docs/<topic>/index.mdx.',
    );
  const place = roadmap.find((s) => s.stage.toLowerCase() === stage.toLowerCase());
  const stepEntry = place?.steps.find((s) => s.step === step);
  if (!place || !stepEntry) {
    const places = roadmap.flatMap((s) => s.steps.map((p) => `${s.stage} ${p.step} (${p.title})`));
    throw new Refusal(`Unknown roadmap place "${stage} step ${step}". Places: ${places.join(', ')}.`);
  }
  const slug = slugify(title);
  const page = join('content/docs', found.id, `${slug}.mdx`);
  const data = join('content/lessons', `${slug}.yaml`);
  const model = join('src/sim', slug, 'index.ts');
  const simulator = join('components/simulators', slug, 'Simulator.svelte');
  for (const file of [
    page,
    join('content/docs', found.id, `${slug}.md`),
    join('content/docs', found.id, slug),
    data,
    join('src/sim', slug),
    join('components/simulators', slug),
  ])
    if (existsSync(join(root, file)))
      throw new Refusal(`A page called "${slug}" exists already: ${file}. Choose another title.`);
  const meta = { title, topic: found.id, stage: place.stage, step, stepTitle: stepEntry.title, slug };
  return {
    page,
    data,
    model,
    simulator,
    pageText: pageTemplate(meta),
    dataText: dataTemplate(meta),
    modelText: modelTemplate(meta),
    simulatorText: simulatorTemplate(meta),
    meta,
  };
}

/**
 * Read the arguments, ask for what is missing (only at a terminal), and write the files.
 * @param {string[]} argv
 */
async function main(argv) {
  const { values } = parseArgs({
    args: argv,
    options: {
      topic: { type: 'string' },
      title: { type: 'string' },
      stage: { type: 'string' },
      step: { type: 'string' },
      root: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(
      'Usage: npm run new:concept -- --topic <id> --title "<Title>" --stage <Beginner|Intermediate|Advanced> --step <n>',
    );
    return;
  }
  const root = values.root ?? join(dirname(fileURLToPath(import.meta.url)), '..');
  /** @type {Record<'topic' | 'title' | 'stage' | 'step', string | undefined>} */
  const answers = { topic: values.topic, title: values.title, stage: values.stage, step: values.step };
  const missing = /** @type {const} */ (['topic', 'title', 'stage', 'step']).filter((k) => answers[k] === undefined);
  if (missing.length > 0) {
    if (!process.stdin.isTTY)
      throw new Refusal(`Missing ${missing.map((k) => `--${k}`).join(', ')}. Run with --help for the usage.`);
    const rl = createInterface({ input: process.stdin, output: process.stdout });
    const prompts = {
      topic: 'Topic (an id from content/topics.yaml, e.g. copies-and-agreement): ',
      title: 'Title (e.g. Leader election): ',
      stage: 'Roadmap stage (Beginner, Intermediate or Advanced): ',
      step: 'Roadmap step number: ',
    };
    for (const key of missing) answers[key] = (await rl.question(prompts[key])).trim();
    rl.close();
  }
  const step = Number(answers.step);
  if (!Number.isInteger(step) || step < 1)
    throw new Refusal(`The step must be a whole number from 1; got "${answers.step}".`);
  const result = plan(root, {
    topic: answers.topic ?? '',
    title: answers.title ?? '',
    stage: answers.stage ?? '',
    step,
  });
  /** @type {[string, string][]} */
  const files = [
    [result.page, result.pageText],
    [result.data, result.dataText],
    [result.model, result.modelText],
    [result.simulator, result.simulatorText],
  ];
  for (const [file, text] of files) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text, { flag: 'wx' });
  }
  console.log(`Wrote ${files.map(([file]) => file).join(', ')}.`);
  console.log(`Preview it with \`npm run dev\` at /${result.meta.topic}/${result.meta.slug}/.`);
  console.log(
    "Next: grow the starter model and simulator into the lesson's own, write the sections, fill the data file, and " +
      'read "Writing a concept page" in the guide.',
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main(process.argv.slice(2)).catch((error) => {
    console.error(error instanceof Refusal ? `new:concept: ${error.message}` : error);
    process.exitCode = 1;
  });
}
