/** Queries over the docs collection: which pages are lessons, where they live, and how they are grouped. */
import { getCollection, type CollectionEntry } from 'astro:content';
import type { LessonMeta } from '../content.config';
import type { Stage } from './catalog';

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
