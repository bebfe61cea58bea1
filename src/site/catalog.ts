/**
 * The site's catalogue: its topics and its roadmap, read through the `topics` and `roadmap` content collections
 * (content/topics.yaml and content/roadmap.yaml, schemas in src/content.config.ts). What a schema cannot see, a
 * reference to a topic that does not exist, is checked here and fails the build naming the file and the field.
 */
import { getCollection, type CollectionEntry } from 'astro:content';
import { STAGES, stageRank, type Stage } from './stages';

export { STAGES, placeLabel, stageRank, stepAnchor, type Stage } from './stages';

export type Topic = CollectionEntry<'topics'>['data'];
export type RoadmapStep = CollectionEntry<'roadmap'>['data']['steps'][number];
/** A stage of the roadmap, with its name. */
export type RoadmapStage = CollectionEntry<'roadmap'>['data'];

const TOPICS_FILE = 'content/topics.yaml';
const ROADMAP_FILE = 'content/roadmap.yaml';

/** Every topic, in the order of content/topics.yaml. Throws when the file gave none (a YAML error is only logged). */
export async function getTopics(): Promise<Topic[]> {
  const topics = (await getCollection('topics')).map((entry) => entry.data);
  if (topics.length === 0) throw new Error(`${TOPICS_FILE} has no topics: is it valid YAML? The log above says more.`);
  return topics;
}

/** The topic with this id, or undefined. */
export async function findTopic(id: string): Promise<Topic | undefined> {
  return (await getTopics()).find((t) => t.id === id);
}

/**
 * The roadmap's stages in order, each with its steps. Throws, naming the file and the field, on a stage that is not
 * Beginner, Intermediate or Advanced, a missing stage, or a step's topic that content/topics.yaml does not have.
 */
export async function getRoadmap(): Promise<RoadmapStage[]> {
  const entries = await getCollection('roadmap');
  const topicIds = new Set((await getTopics()).map((t) => t.id));
  for (const entry of entries) {
    entry.data.steps.forEach((step, i) =>
      step.topics.forEach((topic, j) => {
        if (!topicIds.has(topic.id))
          throw new Error(
            `${ROADMAP_FILE}: field "${entry.id}.steps.${i}.topics.${j}": unknown topic "${topic.id}"; ` +
              `known topics: ${[...topicIds].join(', ')}`,
          );
      }),
    );
  }
  const missing = STAGES.filter((stage) => !entries.some((e) => e.id === stage));
  if (missing.length > 0)
    throw new Error(`${ROADMAP_FILE} has no stage ${missing.join(', ')}: is it valid YAML? The log above says more.`);
  return entries.map((entry) => entry.data).sort((a, b) => stageRank(a.stage) - stageRank(b.stage));
}

/** The roadmap places where a topic is taught, in roadmap order: from roadmap.yaml, and from its lessons' places. */
export async function topicPlaces(
  topicId: string,
  lessonPlaces: readonly { stage: Stage; step: number }[] = [],
): Promise<{ stage: Stage; step: RoadmapStep }[]> {
  const places: { stage: Stage; step: RoadmapStep }[] = [];
  for (const stage of await getRoadmap())
    for (const step of stage.steps)
      if (
        step.topics.some((t) => t.id === topicId) ||
        lessonPlaces.some((p) => p.stage === stage.stage && p.step === step.step)
      )
        places.push({ stage: stage.stage, step });
  return places;
}
