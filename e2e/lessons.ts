/**
 * Every lesson of the course as the e2e suites need it, read from the content itself (the lesson pages' front
 * matter and content/lessons/*.yaml), never from a hand list: a new lesson is covered by every suite that loops
 * over LESSONS without a test being edited.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { load } from 'js-yaml';
import type { LessonData } from '../src/site/lesson-data';

const root = fileURLToPath(new URL('..', import.meta.url));

/** What a suite knows of one lesson. */
export interface LessonInfo {
  /** The lesson's id: its page's file name, its data file's name and its progress key's suffix. */
  id: string;
  /** The page's path, as served ("/copies-and-agreement/locks-and-fencing-tokens/"). */
  path: string;
  /** The page's title. */
  title: string;
  /** The topic's id (the page's folder). */
  topic: string;
  /** Its roadmap place. */
  roadmap: { stage: string; step: number; title: string };
  /** The lesson's data file as an author wrote it (the build has already checked it). */
  data: LessonData;
  /** The localStorage key of the lesson's progress. */
  progressKey: string;
  /** The id of the lesson it builds on (`lesson.buildsOn`), if any. */
  buildsOn?: string;
}

/** The front matter of an MDX file, parsed. */
function frontMatter(file: string): Record<string, unknown> {
  const text = readFileSync(file, 'utf8');
  const match = /^---\n([\s\S]*?)\n---/.exec(text);
  return match ? ((load(match[1] ?? '') as Record<string, unknown> | null) ?? {}) : {};
}

/** Every .mdx file under a folder. */
function mdxFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return mdxFiles(full);
    return entry.name.endsWith('.mdx') ? [full] : [];
  });
}

const STAGES = (load(readFileSync(join(root, 'content/roadmap.yaml'), 'utf8')) as { stage: string }[]).map(
  (s) => s.stage,
);

/** Every lesson page that is not a draft, in roadmap order (stage, step, then title). */
export const LESSONS: readonly LessonInfo[] = mdxFiles(join(root, 'content/docs'))
  .flatMap((file): LessonInfo[] => {
    const fm = frontMatter(file);
    const lesson = fm['lesson'] as { topic: string; roadmap: LessonInfo['roadmap']; buildsOn?: string } | undefined;
    if (!lesson || fm['draft'] === true) return [];
    const rel = file.slice(join(root, 'content/docs').length + 1).replace(/\.mdx$/, '');
    const id = rel.split('/').pop() ?? rel;
    const data = load(readFileSync(join(root, 'content/lessons', `${id}.yaml`), 'utf8')) as LessonData;
    return [
      {
        id,
        path: `/${rel}/`,
        title: String(fm['title']),
        topic: lesson.topic,
        roadmap: lesson.roadmap,
        data,
        progressKey: `cs:progress:v1:${id}`,
        ...(lesson.buildsOn ? { buildsOn: lesson.buildsOn } : {}),
      },
    ];
  })
  .sort(
    (a, b) =>
      STAGES.indexOf(a.roadmap.stage) - STAGES.indexOf(b.roadmap.stage) ||
      a.roadmap.step - b.roadmap.step ||
      a.title.localeCompare(b.title),
  );

/** One lesson by id; throws when there is none (a suite that names a lesson needs it to exist). */
export function lessonById(id: string): LessonInfo {
  const found = LESSONS.find((l) => l.id === id);
  if (!found) throw new Error(`no lesson "${id}"; lessons: ${LESSONS.map((l) => l.id).join(', ')}`);
  return found;
}

/** The course's order, worked out here from content/roadmap.yaml and the lessons' front matter. */
export function courseOrder(): LessonInfo[] {
  const roadmap = load(readFileSync(join(root, 'content/roadmap.yaml'), 'utf8')) as {
    stage: string;
    steps: { step: number }[];
  }[];
  const rank = (l: LessonInfo): [number, number] => {
    const s = roadmap.findIndex((x) => x.stage === l.roadmap.stage);
    return [s, roadmap[s]!.steps.findIndex((x) => x.step === l.roadmap.step)];
  };
  return [...LESSONS].sort((a, b) => {
    const [as, at] = rank(a);
    const [bs, bt] = rank(b);
    return as - bs || at - bt || a.title.localeCompare(b.title);
  });
}
