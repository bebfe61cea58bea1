/** Queries over the docs collection: which pages are lessons, where they live, and how they are grouped. */
import { getCollection, getEntry, type CollectionEntry } from 'astro:content';
import { lessonIdOf } from './lesson-id';
import type { LessonMeta } from '../content.config';
import type { Stage } from './catalog';
import { checkAgainstModel } from './lesson-data';
import { modelOf } from '../sim/registry';

/** A docs entry that is a lesson page (its front matter has `lesson`). */
export type LessonEntry = CollectionEntry<'docs'> & { data: { lesson: LessonMeta } };

/** True when a docs entry is a lesson page. */
export function isLesson(entry: CollectionEntry<'docs'>): entry is LessonEntry {
  return entry.data.lesson !== undefined;
}

/** Every lesson page, ordered by roadmap place, then title. */
export async function getLessons(): Promise<LessonEntry[]> {
  const entries = await getCollection('docs', (entry) => entry.data.draft !== true);
  return entries.filter(isLesson).sort((a, b) => {
    const pa = a.data.lesson.roadmap;
    const pb = b.data.lesson.roadmap;
    return stageRank(pa.stage) - stageRank(pb.stage) || pa.step - pb.step || a.data.title.localeCompare(b.data.title);
  });
}

function stageRank(stage: Stage): number {
  return ['Beginner', 'Intermediate', 'Advanced'].indexOf(stage);
}

/** The address of a docs page: "/copies-and-agreement/locks-and-fencing-tokens/". */
export function pageHref(entry: CollectionEntry<'docs'>): string {
  return entry.id === 'index' ? '/' : `/${entry.id}/`;
}

/**
 * A lesson's data (content/lessons/<lessonId>.yaml), checked against its page and its model: the page's
 * `lesson.experiments` must equal the number of experiments in the data, and every experiment's preset and stated
 * outcome must agree with the lesson's model. Throws, failing the build, naming the file and the field.
 */
export async function getLessonData(lessonId: string): Promise<CollectionEntry<'lessons'>['data']> {
  const dataFile = `content/lessons/${lessonId}.yaml`;
  const data = await getEntry('lessons', lessonId);
  if (!data) throw new Error(`${dataFile} is missing: the lesson "${lessonId}" has no data file.`);
  const page = (await getLessons()).find((entry) => lessonIdOf(entry.id) === lessonId);
  if (!page) throw new Error(`${dataFile}: no lesson page in content/docs/ has the slug "${lessonId}".`);
  const declared = page.data.lesson.experiments;
  const actual = data.data.experiments.length;
  if (declared !== actual)
    throw new Error(
      `${page.filePath ?? page.id}: field "lesson.experiments" is ${declared}, but ${dataFile} has ${actual} ` +
        `experiments; make them agree.`,
    );
  const problems = checkAgainstModel(modelOf(lessonId), data.data);
  if (problems.length > 0)
    throw new Error(`${dataFile} disagrees with the lesson's model:\n- ${problems.join('\n- ')}`);
  return data.data;
}
