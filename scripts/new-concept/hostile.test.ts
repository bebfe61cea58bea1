/**
 * The scaffold run as an author runs it, on hostile titles and options, in a throwaway copy of the project's lists:
 * each is refused in one line naming the problem, with exit status 1, and nothing is written.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slugify } from '../new-concept.mjs';

const project = new URL('../../', import.meta.url).pathname;
let root = '';

/** Every path under `dir`, sorted. */
function tree(dir: string): string[] {
  return (readdirSync(dir, { recursive: true }) as string[]).sort();
}

function scaffold(args: string[], where = root) {
  return spawnSync(process.execPath, [join(project, 'scripts/new-concept.mjs'), '--root', where, ...args], {
    encoding: 'utf8',
  });
}

const at = (title: string) => [
  '--topic',
  'copies-and-agreement',
  '--stage',
  'Advanced',
  '--step',
  '4',
  '--title',
  title,
];

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'cs-scaffold-'));
  for (const file of ['content/topics.yaml', 'content/roadmap.yaml'])
    cpSync(join(project, file), join(root, file), { recursive: true });
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Fifty-one characters of address from one character: U+33AF, "rad∕s²", becomes "rad-s2" in an address. */
const LONG_ONCE_NORMALISED = '\u33AF'.repeat(41) + 'abcde';

describe('the scaffold refuses hostile titles and options in one line, writing nothing', () => {
  it('(the long title really makes an address that no file system takes as a data file’s name)', () => {
    expect(LONG_ONCE_NORMALISED.length).toBeLessThanOrEqual(70);
    expect(slugify(LONG_ONCE_NORMALISED)).toHaveLength(251);
  });

  it.each<[string, string[], RegExp]>([
    ['a title over 70 characters once normalised', at(LONG_ONCE_NORMALISED), /251 characters long once normalised/],
    ['a title of ligatures over 70 once normalised', at('Leader ' + '\uFB03'.repeat(30)), /97 characters long/],
    ['a right-to-left override', at('Leader \u202Eelection'), /invisible or control character \(U\+202E\)/],
    ['a zero-width space', at('Leader\u200Belection'), /invisible or control character \(U\+200B\)/],
    ['a zero-width joiner', at('Leader\u200Delection'), /U\+200D/],
    ['a soft hyphen', at('Leader\u00ADelection'), /U\+00AD/],
    ['a byte-order mark', at('\uFEFFLeader election'), /U\+FEFF/],
    ['a control character', at('Leader\u0007election'), /U\+0007/],
    ['a Hangul filler that draws as blank', at('Leader \u3164 election'), /U\+3164/],
    ['a no-break space', at('Leader\u00A0election'), /not a plain space \(U\+00A0\)/],
    ['a line break', at('Leader\nelection'), /line break or tab/],
    [
      'a title starting with "-" (as its own argument)',
      at('-Leader election'),
      /--title starts with "-".*starts with a word/,
    ],
    ['a title starting with "-" (after =)', [...at('x').slice(0, -2), '--title=-Leader election'], /starts with "-"/],
    [
      'a Chinese title, which makes no address',
      at('领导者选举'),
      /no Latin letters or digits.*does not transliterate.*--slug/,
    ],
    ['a Japanese title', at('リーダー選出'), /--slug/],
    ['an address that is not one', [...at('领导者选举'), '--slug', '../evil'], /Cannot use the address/],
    ['an address too long', [...at('Leader election'), '--slug', 'a'.repeat(61)], /61 characters long/],
    ['an unknown option', [...at('Leader election'), '--colour', 'red'], /Unknown option --colour/],
    ['a stray argument', [...at('Leader'), 'election'], /Unexpected argument election/],
    // Node keeps the last of a repeated option silently: the scaffold names both values instead.
    [
      'a repeated --title',
      [...at('Leader election'), '--title', 'Elections'],
      /--title is given twice \("Leader election" and "Elections"\); give it once\.$/,
    ],
    ['a repeated --topic', [...at('Leader election'), '--topic', 'time-and-order'], /--topic is given twice/],
    ['a repeated --slug (after =)', [...at('Leader election'), '--slug=a', '--slug=b'], /--slug is given twice/],
  ])('%s', (_, args, message) => {
    const before = tree(root);
    const result = scaffold(args);
    expect(result.status).toBe(1);
    const lines = result.stderr.trim().split('\n');
    expect(lines, result.stderr).toHaveLength(1);
    expect(lines[0]).toMatch(/^new:concept: /);
    expect(lines[0]).toMatch(message);
    // Nothing from the title reaches the terminal unescaped.
    for (const ch of ['\u202E', '\u200B', '\u200D', '\u00AD', '\uFEFF', '\u0007', '\u3164', '\u00A0'])
      expect(lines[0]).not.toContain(ch);
    expect(tree(root)).toEqual(before);
  });

  it('a title another lesson has (in any case or spacing) is refused, naming that lesson’s file', () => {
    const folder = join(root, 'content/docs/time-and-order');
    mkdirSync(folder, { recursive: true });
    const page = join(folder, 'elections.mdx');
    writeFileSync(page, "---\ntitle: 'Leader election'\nlesson:\n  topic: time-and-order\n---\n\nText.\n");
    try {
      const before = tree(root);
      // Another address, so no file is in the way: only the title clashes (the topic page would list two of it).
      const result = scaffold([...at('leader  ELECTION'), '--slug', 'leader-election-two']);
      expect(result.status).toBe(1);
      expect(result.stderr.trim()).toBe(
        'new:concept: Another lesson has the title "leader  ELECTION" already: ' +
          `${join('content/docs/time-and-order/elections.mdx')} ("Leader election"). Choose another title.`,
      );
      expect(tree(root)).toEqual(before);
    } finally {
      rmSync(join(root, 'content/docs'), { recursive: true, force: true });
    }
  });

  it('a missing --root value or a --root that is not the project is named, not a stack trace', () => {
    const missing = spawnSync(
      process.execPath,
      [join(project, 'scripts/new-concept.mjs'), ...at('Leader election'), '--root'],
      {
        encoding: 'utf8',
      },
    );
    expect(missing.status).toBe(1);
    expect(missing.stderr.trim()).toMatch(/^new:concept: --root needs a value\.[^\n]*$/);
    const nowhere = scaffold(at('Leader election'), join(root, 'no-such-folder'));
    expect(nowhere.status).toBe(1);
    expect(nowhere.stderr.trim()).toMatch(
      /^new:concept: \S+ is not a copy of this project: it has no content\/topics\.yaml\. Check --root\.$/,
    );
  });

  it('a write that fails half-way leaves nothing behind, and a rerun then works', () => {
    // content/lessons is a file here, so the data file cannot be written after the page has been.
    writeFileSync(join(root, 'content/lessons'), '');
    const before = tree(root);
    const failed = scaffold(at('Leader election'));
    expect(failed.status).toBe(1);
    expect(failed.stderr.trim()).toMatch(/^new:concept: Could not write the files \(\w+\); nothing was written\.$/);
    expect(tree(root)).toEqual(before);
    rmSync(join(root, 'content/lessons'));
    const rerun = scaffold(at('Leader election'));
    expect(rerun.stderr).toBe('');
    expect(rerun.status).toBe(0);
    expect(tree(root)).toContain(join('content', 'lessons', 'leader-election.yaml'));
    // The lesson's folder on the kit's one shape: the chart mapped once in the model, none in the view.
    const folder = join(root, 'src', 'lessons', 'leader-election');
    expect(tree(folder)).toEqual(
      ['Figure.svelte', 'Simulator.svelte', 'challenges.ts', 'lanes.ts', 'model.ts', 'rules.ts', 'lesson.ts'].sort(),
    );
    const read = (file: string) => readFileSync(join(folder, file), 'utf8');
    expect(read('model.ts')).toMatch(/lanes: \(state, \{ run \}\) => lanes\(state, run\.end\)/);
    expect(read('model.ts')).toMatch(/LessonTypes<[\s\S]*?\bFacts,?\s*>;/);
    expect(read('challenges.ts')).toContain('ChallengeCheck<Settings, Verdict, Facts>');
    expect(read('lesson.ts')).not.toMatch(/\b(lanes|caption|description|stateAt):/);
    // A CJK title with an address of its own is fine.
    const named = scaffold([...at('领导者选举'), '--slug', 'leader-election-zh']);
    expect(named.status).toBe(0);
    expect(tree(root)).toContain(join('content', 'docs', 'copies-and-agreement', 'leader-election-zh.mdx'));
  });
});
