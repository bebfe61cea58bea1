// @ts-check
/**
 * What a lesson costs its author (issue 49): the lines each lesson owns, tests apart and words included. Its code is
 * its folder, `src/lessons/<id>/`, less its tests (`*.test.ts`, and `testing.ts`, which only tests import) and the
 * island entry files the scaffold writes and nobody edits (`Simulator.svelte`, `Figure.svelte`, `Rule.svelte`).
 * Beside it, the same code without comments and blank lines (what trimming prose alone could reach), and the lesson's
 * data file and page, which are the course's words rather than code. The aims are the issue's: 600 lines, 950 for
 * the two largest models. Printed, not judged: pure file reading, so it takes no time and needs no build.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** A folder's files that are tests or scaffold output, not what its author writes. */
const NOT_OWNED = /^(?:.*\.test\.ts|testing\.ts|Simulator\.svelte|Figure\.svelte|Rule\.svelte)$/;
/** The issue's aims, lines of code per lesson. */
const LINE_AIM = 600;
const LARGE_AIMS = /** @type {Readonly<Record<string, number>>} */ ({
  'locks-and-fencing-tokens': 950,
  'two-leaders': 950,
});

/** A file's lines, as `wc -l` counts them. */
const linesOf = (/** @type {string} */ text) => text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
/** Lines that are neither blank nor only a comment (`//`, `/*`, ` *`, or an HTML comment's own line). */
const codeLinesOf = (/** @type {string} */ text) =>
  text.split('\n').filter((line) => !/^\s*(?:$|\/\/|\/\*|\*|<!--)/.test(line)).length;

/**
 * @typedef {{ id: string; lines: number; code: number; aim: number; data: number; page: number }} LessonLines
 */

/**
 * Every lesson's lines.
 * @param {string} root the project's root
 * @param {readonly { id: string; topic: string }[]} lessons
 * @returns {LessonLines[]}
 */
export function lessonLines(root, lessons) {
  // A lesson is known by its page and its data file (e2e/lessons.ts), so both are there; its folder only once it
  // has a simulator.
  const fileLines = (/** @type {string} */ path) => linesOf(readFileSync(path, 'utf8'));
  return lessons.map(({ id, topic }) => {
    const folder = join(root, 'src', 'lessons', id);
    const texts = (existsSync(folder) ? readdirSync(folder) : [])
      .filter((name) => /\.(?:ts|svelte)$/.test(name) && !NOT_OWNED.test(name))
      .map((name) => readFileSync(join(folder, name), 'utf8'));
    return {
      id,
      lines: texts.reduce((n, text) => n + linesOf(text), 0),
      code: texts.reduce((n, text) => n + codeLinesOf(text), 0),
      aim: LARGE_AIMS[id] ?? LINE_AIM,
      data: fileLines(join(root, 'content', 'lessons', `${id}.yaml`)),
      page: fileLines(join(root, 'content', 'docs', topic, `${id}.mdx`)),
    };
  });
}

/** The table, a row a lesson. @param {LessonLines[]} rows */
export function formatLines(rows) {
  const width = Math.max(...rows.map((r) => r.id.length));
  const over = rows.filter((r) => r.lines > r.aim).length;
  return [
    'Lines each lesson owns (issue 49): its code, tests and scaffold entries apart, words included, against the',
    'aim; then the same without comments and blank lines; then its data file and page (the course, not its code):',
    ...rows.map(
      (r) =>
        `  ${r.id.padEnd(width)}  ${String(r.lines).padStart(5)} / ${r.aim}${r.lines > r.aim ? ' (over)' : '       '}` +
        `  ${String(r.code).padStart(5)} without comments  · data ${r.data} · page ${r.page}`,
    ),
    `  ${over} of ${rows.length} over the aim.`,
  ].join('\n');
}
