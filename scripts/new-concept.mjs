// @ts-check
/**
 * `npm run new:concept`: scaffold a new lesson, whole: its page (MDX) with Experiments and a figure, its data (YAML),
 * a starter model, and its chart, figures and simulator on the kit's lane chart. It builds and passes the lesson
 * suite as written; the author then makes it their own.
 *
 *   npm run new:concept -- --topic copies-and-agreement --title "Leader election" --stage Advanced --step 4
 *
 * Missing arguments are asked for when a person is at the terminal. It checks everything before it writes anything,
 * and refuses in one line, naming the problem, with exit status 1: an existing page, an unknown topic or roadmap
 * place, a title it cannot use or that another lesson has, an address (`--slug`) it cannot use, a bad option or one
 * given twice. If writing fails half-way, what
 * it wrote is removed. `--root DIR` works on another copy of the project (the end-to-end test uses this). A title
 * with no Latin letters or digits (Chinese, say) needs `--slug`: the scaffold does not transliterate.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import yaml from 'js-yaml';
import {
  challengesTemplate,
  dataTemplate,
  figureTemplate,
  lanesTemplate,
  modelTemplate,
  pageTemplate,
  rulesTemplate,
  simulatorTemplate,
  viewTemplate,
} from './new-concept/templates.mjs';

/** A refusal: printed as it is, without a stack trace. */
export class Refusal extends Error {}

/**
 * Turn a title into the page's slug: "Leader election" → "leader-election". A "Title: subtitle" gives the words
 * before the colon ("Split brain: two leaders, one store" → "split-brain"), as the course's own addresses do; a title
 * with nothing usable before its colon gives the whole.
 * @param {string} title
 * @returns {string}
 */
export function slugify(title) {
  const colon = title.indexOf(':');
  if (colon > 0) {
    const short = slugify(title.slice(0, colon));
    if (short !== '') return short;
  }
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The longest title, in characters once normalised (NFKC): the sidebar, search results and cards show it whole. */
export const MAX_TITLE = 70;
/** The longest address: it names a page, a data file and two folders, and a reader may type it. */
export const MAX_SLUG = 60;

/**
 * Characters a reader cannot see or that reorder text: controls, format characters (zero-width spaces and joiners,
 * bidirectional controls, soft hyphens), unassigned and private-use code points, line and paragraph separators, and
 * the letters that draw as blank space. In a title they reach the sidebar, the search index and the tab unseen.
 */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Co}\p{Cn}\p{Cs}\p{Zl}\p{Zp}\u115F\u1160\u3164\uFFA0\u2800\u180E]/u;
/** Spaces other than the plain one (no-break, ideographic, thin...): they look alike and search treats them apart. */
const ODD_SPACE = /[^\S ]|[\u00A0\u1680\u2000-\u200A\u202F\u205F\u3000]/u;

/** A code point as a message names it: U+202E. @param {string} ch */
const codePoint = (ch) => `U+${(ch.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;

/**
 * A title as a message quotes it: JSON-escaped, and every invisible or odd character written as its code, so that a
 * bidirectional control cannot reorder the message on the terminal.
 * @param {string} title
 */
export function shown(title) {
  const all = new RegExp(`${INVISIBLE.source}|${ODD_SPACE.source}`, 'gu');
  return JSON.stringify(title).replace(all, (ch) => `\\u{${(ch.codePointAt(0) ?? 0).toString(16)}}`);
}

/**
 * Why a title cannot be used, or null. A title that is fine but makes no address (no Latin letters or digits) is
 * not refused here: `plan` asks for `--slug` then.
 * @param {string} title
 */
export function titleProblem(title) {
  if (title.trim() === '') return 'the title is empty';
  const hidden = INVISIBLE.exec(title);
  if (hidden) {
    if (/[\n\r\t]/.test(hidden[0])) return 'the title has a line break or tab';
    return `the title has an invisible or control character (${codePoint(hidden[0])}); type it again without it`;
  }
  const odd = ODD_SPACE.exec(title);
  if (odd) return `the title has a space that is not a plain space (${codePoint(odd[0])})`;
  if (title !== title.trim()) return 'the title starts or ends with spaces';
  if (title.startsWith('-')) return 'the title starts with "-"; start it with a word';
  const length = [...title.normalize('NFKC')].length;
  if (length < 3) return 'the title is shorter than 3 characters';
  if (length > MAX_TITLE)
    return title.normalize('NFKC') === title
      ? `the title is ${length} characters long; keep it to ${MAX_TITLE} or fewer`
      : `the title is ${length} characters long once normalised (NFKC); keep it to ${MAX_TITLE} or fewer`;
  if (/[<>{}`\\]/.test(title)) return 'the title has a character that MDX reads as code: < > { } ` or \\';
  if (!/\p{L}/u.test(title)) return 'the title has no letters';
  // Marks stacked on one letter ("Zalgo" text) draw over the lines above and below; no language needs three.
  if (/\p{M}{3,}/u.test(title.normalize('NFD'))) return 'the title stacks three or more accents on one letter';
  const mixed = title.split(/\s+/).find((word) => SCRIPTS.filter((script) => script.test(word)).length > 1);
  if (mixed)
    return `the word ${shown(mixed)} mixes letters of different alphabets (Latin, Greek, Cyrillic), which look alike`;
  return null;
}

/** Alphabets whose letters look alike ("е" and "e"): a word mixing them is a lookalike, never a real word. */
const SCRIPTS = [/\p{Script=Latin}/u, /\p{Script=Greek}/u, /\p{Script=Cyrillic}/u];

/**
 * A roadmap step as typed: a plain whole number from 1 ("4"), or null for anything else ("1e1", "0x4", "4.0", " 4",
 * "+4", "04" are refused, not read as a number).
 * @param {string} text
 * @returns {number | null}
 */
export function parseStep(text) {
  if (!/^[1-9]\d{0,3}$/.test(text)) return null;
  return Number(text);
}

/**
 * Why an address cannot be used, or null.
 * @param {string} slug
 */
export function slugProblem(slug) {
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug))
    return 'an address is lower-case Latin letters and digits in words joined by "-", like leader-election';
  if (slug.length > MAX_SLUG) return `it is ${slug.length} characters long; keep it to ${MAX_SLUG} or fewer`;
  return null;
}

/**
 * Read one of the project's YAML lists, or refuse naming the file when `root` is not a copy of the project.
 * @param {string} root
 * @param {string} file
 */
function readList(root, file) {
  let text;
  try {
    text = readFileSync(join(root, file), 'utf8');
  } catch {
    throw new Refusal(`${root} is not a copy of this project: it has no ${file}. Check --root.`);
  }
  return /** @type {any} */ (yaml.load(text)) ?? [];
}

/**
 * A title as two titles are compared: "Leader  Election" and "leader election" are one title to a reader scanning a
 * topic page or the search results.
 * @param {string} title
 */
const titleKey = (title) => title.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * Every lesson page's title, with its file: the pages under content/docs whose front matter has a `lesson` block.
 * @param {string} root
 * @returns {{ file: string; title: string }[]}
 */
export function lessonTitles(root) {
  const docs = join(root, 'content/docs');
  if (!existsSync(docs)) return [];
  const files = /** @type {string[]} */ (readdirSync(docs, { recursive: true })).filter((f) => /\.mdx?$/.test(f));
  return files.flatMap((f) => {
    const file = join('content/docs', f);
    const front = /^---\r?\n([\s\S]*?)\r?\n---/.exec(readFileSync(join(root, file), 'utf8'))?.[1];
    let data;
    try {
      data = /** @type {any} */ (yaml.load(front ?? ''));
    } catch {
      return [];
    }
    return data && typeof data.title === 'string' && data.lesson ? [{ file, title: data.title }] : [];
  });
}

/**
 * Check the request against the project and work out what to write.
 * @param {string} root
 * @param {{ topic: string; title: string; stage: string; step: number; slug?: string | undefined }} request
 */
export function plan(root, { topic, title, stage, step, slug: given }) {
  const problem = titleProblem(title);
  if (problem) throw new Refusal(`Cannot use the title ${shown(title)}: ${problem}.`);
  let slug = given ?? slugify(title);
  if (given === undefined && slug === '')
    throw new Refusal(
      `Cannot make an address from the title ${shown(title)}: it has no Latin letters or digits, and the ` +
        'scaffold does not transliterate. Give one with --slug, e.g. --slug leader-election.',
    );
  if (given === undefined && slug.length > MAX_SLUG) slug = slug.slice(0, MAX_SLUG).replace(/-+$/, '');
  const badSlug = slugProblem(slug);
  if (badSlug) throw new Refusal(`Cannot use the address "${slug}": ${badSlug}.`);
  /** @type {{ id: string; title: string }[]} */
  const topics = readList(root, 'content/topics.yaml');
  /** @type {{ stage: string; steps: { step: number; title: string }[] }[]} */
  const roadmap = readList(root, 'content/roadmap.yaml');

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
  const page = join('content/docs', found.id, `${slug}.mdx`);
  const data = join('content/lessons', `${slug}.yaml`);
  const model = join('src/lessons', slug, 'model.ts');
  const simulator = join('src/lessons', slug, 'Simulator.svelte');
  for (const file of [
    page,
    join('content/docs', found.id, `${slug}.md`),
    join('content/docs', found.id, slug),
    data,
    join('src/lessons', slug),
  ])
    if (existsSync(join(root, file)))
      throw new Refusal(`A page called "${slug}" exists already: ${file}. Choose another title.`);
  // Two lessons of one title read as one on a topic page, the roadmap and in search.
  const same = lessonTitles(root).find((l) => titleKey(l.title) === titleKey(title));
  if (same)
    throw new Refusal(
      `Another lesson has the title ${shown(title)} already: ${same.file} (${shown(same.title)}). Choose another title.`,
    );
  const meta = { title, topic: found.id, stage: place.stage, step, stepTitle: stepEntry.title, slug };
  const folder = join('src/lessons', slug);
  /** Every file, in the order they are written and reported: the page and its data first, then the lesson's folder
   * from its rules up to its islands. */
  const files = /** @type {[string, string][]} */ ([
    [page, pageTemplate(meta)],
    [data, dataTemplate(meta)],
    [join(folder, 'rules.ts'), rulesTemplate(meta)],
    [join(folder, 'lanes.ts'), lanesTemplate(meta)],
    [model, modelTemplate(meta)],
    [join(folder, 'challenges.ts'), challengesTemplate(meta)],
    [join(folder, 'lesson.ts'), viewTemplate(meta)],
    [join(folder, 'Figure.svelte'), figureTemplate(meta)],
    [simulator, simulatorTemplate(meta)],
  ]);
  return { page, data, model, simulator, files, meta };
}

/**
 * The options, or a one-line refusal naming the one that is wrong (Node's own message spans lines and suggests
 * syntax a reader did not use).
 * @param {string[]} argv
 */
function readArgs(argv) {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      tokens: true,
      options: {
        topic: { type: 'string' },
        title: { type: 'string' },
        stage: { type: 'string' },
        step: { type: 'string' },
        slug: { type: 'string' },
        root: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    const code = /** @type {{ code?: string }} */ (error).code;
    const message = error instanceof Error ? error.message : String(error);
    const option = /Option '(-[-\w]*)/.exec(message)?.[1]?.replace(/^-(\w)$/, '-$1') ?? 'an option';
    const name = /--\w+/.exec(option)?.[0] ?? option;
    if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE' && /argument missing/.test(message))
      throw new Refusal(`${name} needs a value.${name === '--root' ? ' It is the folder of the project copy.' : ''}`);
    if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE')
      throw new Refusal(
        `The value given for ${name} starts with "-" and reads as an option; ` +
          `${name === '--title' ? 'a title starts with a word' : `write ${name}=<value>`}.`,
      );
    if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION')
      throw new Refusal(`Unknown option ${/'([^']+)'/.exec(message)?.[1] ?? ''}. Run with --help for the usage.`);
    if (code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL')
      throw new Refusal(
        `Unexpected argument ${/'([^']*)'/.exec(message)?.[1] ?? ''}: every value follows its option, e.g. ` +
          '--title "Leader election" (quote a title with spaces).',
      );
    throw new Refusal(message.split('\n')[0] ?? 'The options could not be read. Run with --help for the usage.');
  }
  refuseRepeats(parsed.tokens);
  return parsed.values;
}

/**
 * Refuses an option given more than once, naming both values: Node keeps the last silently, so
 * `--title "Leader election" --title "Elections"` would scaffold a lesson the author may not have meant.
 * @param {{ kind: string; name?: string; value?: string | undefined }[]} tokens
 */
function refuseRepeats(tokens) {
  /** @type {Map<string, (string | undefined)[]>} */
  const seen = new Map();
  for (const token of tokens)
    if (token.kind === 'option' && token.name !== undefined)
      seen.set(token.name, [...(seen.get(token.name) ?? []), token.value]);
  for (const [name, values] of seen) {
    if (values.length < 2) continue;
    const given = values.every((v) => v === undefined) ? '' : ` (${values.map((v) => shown(v ?? '')).join(' and ')})`;
    const times = values.length === 2 ? 'twice' : `${values.length} times`;
    throw new Refusal(`--${name} is given ${times}${given}; give it once.`);
  }
}

/**
 * Write every file, or none: if one fails, the files and folders written before it are removed.
 * @param {string} root
 * @param {[string, string][]} files
 */
function writeAll(root, files) {
  /** @type {string[]} */
  const made = [];
  try {
    for (const [file, text] of files) {
      const folder = dirname(join(root, file));
      // The topmost folder this creates, if any: removing it removes everything beneath.
      const created = mkdirSync(folder, { recursive: true });
      if (created !== undefined) made.push(created);
      writeFileSync(join(root, file), text, { flag: 'wx' });
      made.push(join(root, file));
    }
  } catch (error) {
    for (const path of made.reverse()) rmSync(path, { recursive: true, force: true });
    const code = /** @type {{ code?: string }} */ (error).code ?? 'an error';
    throw new Refusal(`Could not write the files (${code}); nothing was written.`);
  }
}

/**
 * The files as the project's formatter writes them, so that a scaffolded lesson passes `npm run check` whatever
 * its title's length: a long address makes long import lines. Without Prettier (a copy with no node_modules), as
 * they are.
 * @param {string} root
 * @param {[string, string][]} files
 * @returns {Promise<[string, string][]>}
 */
async function formatted(root, files) {
  let prettier;
  try {
    prettier = await import('prettier');
  } catch {
    return files;
  }
  return Promise.all(
    files.map(async ([file, text]) => {
      // The MDX page and the YAML keep their hand layout (comments, folded lines); code is formatted.
      if (!/\.(ts|svelte)$/.test(file)) return /** @type {[string, string]} */ ([file, text]);
      const filepath = join(root, file);
      const options = (await prettier.resolveConfig(filepath)) ?? {};
      try {
        return /** @type {[string, string]} */ ([file, await prettier.format(text, { ...options, filepath })]);
      } catch {
        return /** @type {[string, string]} */ ([file, text]);
      }
    }),
  );
}

/**
 * Read the arguments, ask for what is missing (only at a terminal), and write the files.
 * @param {string[]} argv
 */
async function main(argv) {
  const values = readArgs(argv);
  if (values.help) {
    console.log(
      'Usage: npm run new:concept -- --topic <id> --title "<Title>" --stage <Beginner|Intermediate|Advanced> --step <n>' +
        ' [--slug <address>] [--root <project copy>]',
    );
    return;
  }
  if (values.root === '') throw new Refusal('--root needs a value: the folder of the project copy to add to.');
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
  const step = parseStep(answers.step ?? '');
  if (step === null) throw new Refusal(`The step must be a whole number from 1; got ${shown(answers.step ?? '')}.`);
  const result = plan(root, {
    topic: answers.topic ?? '',
    title: answers.title ?? '',
    stage: answers.stage ?? '',
    step,
    slug: values.slug,
  });
  const files = await formatted(root, result.files);
  writeAll(root, files);
  console.log(`Wrote ${files.map(([file]) => file).join(', ')}.`);
  console.log(`Preview it with \`npm run dev\` at /${result.meta.topic}/${result.meta.slug}/.`);
  console.log(
    'It is a small, whole lesson on a starter model (a message, its delay and a timeout). Next: grow the model and ' +
      'its chart into the lesson\'s own, rewrite the sections and the data file for it, and read "Writing a concept ' +
      'page" in the guide.',
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main(process.argv.slice(2)).catch((error) => {
    // A refusal is one line; anything else is a fault of the scaffold, and its stack trace helps fix it.
    console.error(error instanceof Refusal ? `new:concept: ${error.message}` : error);
    process.exitCode = 1;
  });
}
