/** Queries over the docs collection: which pages are lessons, where they live, and how they are grouped. */
import { getCollection, getEntry, type CollectionEntry } from 'astro:content';
import { lessonIdOf } from './lesson-id';
import type { LessonMeta } from '../content.config';
import { getRoadmap, getTopics } from './catalog';
import { checkAgainstModel, checkChallenges, presetSettings } from './lesson-data';
import type { SettingsRecord } from '../kit/index.ts';
import { courseOrder } from './course-order.mjs';
import { checksOf, modelOf } from '../lessons/registry';

import { withBase } from './base';

/** A docs entry that is a lesson page (its front matter has `lesson`). */
export type LessonEntry = CollectionEntry<'docs'> & { data: { lesson: LessonMeta } };

/** True when a docs entry is a lesson page. */
export function isLesson(entry: CollectionEntry<'docs'>): entry is LessonEntry {
  return entry.data.lesson !== undefined;
}

/**
 * True when a docs entry is a lesson page with a lab (experiments beside its figure): wide screens give such a page
 * the lab's layout, without the "On this page" column (components/site/PageSidebar.astro, src/route-data.ts).
 */
export function hasLab(entry: CollectionEntry<'docs'>): boolean {
  return (entry.data.lesson?.experiments ?? 0) > 0;
}

/** The file a docs entry came from, for error messages. */
function fileOf(entry: CollectionEntry<'docs'>): string {
  return entry.filePath ?? `content/docs/${entry.id}`;
}

/**
 * Checks what the lesson schema cannot see on its own, because it needs the other collections: that `lesson.topic`
 * names a topic, `lesson.roadmap` a step of the roadmap (with its title), `lesson.buildsOn` another lesson page, and
 * `lesson.experiments` the number of experiments in the lesson's data file. Every problem of every lesson is
 * gathered first, so that one build names them all; then it throws, failing the build, each with its file and field.
 */
async function checkReferences(lessons: readonly LessonEntry[]): Promise<void> {
  const topics = await getTopics();
  const roadmap = await getRoadmap();
  const slugs = lessons.map((l) => lessonIdOf(l.id));
  const problems: string[] = [];
  for (const entry of lessons) {
    const { topic, roadmap: place, buildsOn, experiments } = entry.data.lesson;
    const id = lessonIdOf(entry.id);
    const at = (field: string) => `${fileOf(entry)}: field "lesson.${field}"`;
    if (!topics.some((t) => t.id === topic.id))
      problems.push(`${at('topic')}: unknown topic "${topic.id}"; known topics: ${topics.map((t) => t.id).join(', ')}`);
    const step = roadmap.find((s) => s.stage === place.stage)?.steps.find((s) => s.step === place.step);
    if (!step) problems.push(`${at('roadmap.step')}: content/roadmap.yaml has no ${place.stage} step ${place.step}`);
    else if (step.title !== place.title)
      problems.push(
        `${at('roadmap.title')}: ${place.stage} step ${place.step} is called "${step.title}" in ` +
          `content/roadmap.yaml, not "${place.title}"`,
      );
    if (buildsOn && !slugs.includes(buildsOn.id))
      problems.push(`${at('buildsOn')}: no lesson page has the slug "${buildsOn.id}"; lessons: ${slugs.join(', ')}`);
    if (buildsOn?.id === id) problems.push(`${at('buildsOn')}: a lesson cannot build on itself`);
    const dataFile = `content/lessons/${id}.yaml`;
    const data = await getEntry('lessons', id);
    if (!data) {
      // A page with no walkthrough (experiments: 0) needs no data file; one that promises experiments does.
      if (experiments > 0)
        problems.push(
          `${at('experiments')}: it is ${experiments}, but ${dataFile}, which would hold them, is missing.`,
        );
    } else if (data.data.experiments.length !== experiments)
      problems.push(
        `${at('experiments')}: it is ${experiments}, but ${dataFile} has ${data.data.experiments.length} ` +
          `experiments; make them agree.`,
      );
  }
  if (problems.length > 0) throw new Error(problems.join('\n'));
}

/**
 * Every lesson page, in course order (course-order.mjs: roadmap place, then `sidebar.order` and title, never before
 * the lesson it builds on), which the sidebar and the pager keep within each topic and the home page's "Next in the
 * course" across topics; their references are checked (checkReferences).
 */
export async function getLessons(): Promise<LessonEntry[]> {
  const entries = await getCollection('docs', (entry) => entry.data.draft !== true);
  const found = entries.filter(isLesson);
  await checkReferences(found);
  const roadmap = (await getRoadmap()).map((stage) => ({
    stage: stage.stage,
    steps: stage.steps.map((step) => ({ step: step.step, topics: step.topics.map((t) => t.id) })),
  }));
  const ordered = courseOrder(
    found.map((entry) => ({
      entry,
      id: lessonIdOf(entry.id),
      topic: entry.data.lesson.topic.id,
      stage: entry.data.lesson.roadmap.stage,
      step: entry.data.lesson.roadmap.step,
      title: entry.data.title,
      order: entry.data.sidebar.order,
      buildsOn: entry.data.lesson.buildsOn?.id,
    })),
    roadmap,
  );
  return ordered.map((l) => l.entry);
}

/** The lessons of one topic, in roadmap order. */
export async function getTopicLessons(topicId: string): Promise<LessonEntry[]> {
  return (await getLessons()).filter((entry) => entry.data.lesson.topic.id === topicId);
}

/** The lesson page whose slug (its last address segment) is this, or undefined. */
export async function findLesson(slug: string): Promise<LessonEntry | undefined> {
  return (await getLessons()).find((entry) => lessonIdOf(entry.id) === slug);
}

/** The address of a docs page, under the site's base: "/copies-and-agreement/locks-and-fencing-tokens/". */
export function pageHref(entry: CollectionEntry<'docs'>): string {
  return withBase(entry.id === 'index' ? '/' : `/${entry.id}/`);
}

/**
 * A lesson's data (content/lessons/<lesson-id>.yaml), checked against its model: every experiment's preset and stated
 * outcome must agree with it (the page's count of its experiments is checked with its references, checkReferences).
 * Throws, failing the build, naming the file and the field. With it, `preview`: the settings of the first
 * experiment, which the server draws the lab's figure with, its run held back as the walkthrough shows it before Run
 * (components/sim-kit/LabFigure.svelte); undefined for a lesson without a model or experiments.
 */
export async function getLessonData(
  lessonId: string,
): Promise<CollectionEntry<'lessons'>['data'] & { preview: SettingsRecord | undefined }> {
  const dataFile = `content/lessons/${lessonId}.yaml`;
  const data = await getEntry('lessons', lessonId);
  if (!data) throw new Error(`${dataFile} is missing: the lesson "${lessonId}" has no data file.`);
  if (!(await findLesson(lessonId)))
    throw new Error(`${dataFile}: no lesson page in content/docs/ has the slug "${lessonId}".`);
  const model = modelOf(lessonId);
  const problems = [...checkAgainstModel(model, data.data), ...checkChallenges(model, checksOf(lessonId), data.data)];
  if (problems.length > 0)
    throw new Error(`${dataFile} disagrees with the lesson's model:\n- ${problems.join('\n- ')}`);
  const first = data.data.experiments[0];
  return { ...data.data, preview: model && first ? presetSettings(model, first.preset) : undefined };
}
