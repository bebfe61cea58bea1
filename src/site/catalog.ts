/**
 * The site's catalogue: its topics and its roadmap, read from content/topics.yaml and content/roadmap.yaml.
 * Both the content schema (to check a lesson's front matter) and the listing pages read them from here.
 */
import { load } from 'js-yaml';
import { z } from 'astro/zod';
import roadmapText from '../../content/roadmap.yaml?raw';
import topicsText from '../../content/topics.yaml?raw';

/** The three stages of the roadmap, in order. */
export const STAGES = ['Beginner', 'Intermediate', 'Advanced'] as const;
export type Stage = (typeof STAGES)[number];

const topicSchema = z.object({
  /** The topic's slug: its page is /<id>/ and lessons name it in `lesson.topic`. */
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'use lowercase words joined by hyphens'),
  /** The topic's name as readers see it. */
  title: z.string().min(1),
  /** One or two sentences for the topic's cards and page. */
  summary: z.string().min(1),
});

const stepSchema = z.object({
  /** The step's number within its stage, from 1. */
  step: z.int().positive(),
  /** The step's title, as in "Advanced · step 4: Distributed systems". */
  title: z.string().min(1),
  /** Ids of the topics taught at this step. */
  topics: z.array(z.string()).default([]),
});

const stageSchema = z.object({
  /** One of Beginner, Intermediate, Advanced. */
  stage: z.enum(STAGES),
  /** A sentence on what the stage is about. */
  summary: z.string().min(1),
  /** The stage's steps, in order. */
  steps: z.array(stepSchema).min(1),
});

export type Topic = z.infer<typeof topicSchema>;
export type RoadmapStage = z.infer<typeof stageSchema>;
export type RoadmapStep = z.infer<typeof stepSchema>;

function parseYaml<T>(text: string, file: string, schema: z.ZodType<T>): T {
  let data: unknown;
  try {
    data = load(text);
  } catch (error) {
    throw new Error(`${file} is not valid YAML: ${(error as Error).message}`, { cause: error });
  }
  const result = schema.safeParse(data);
  if (!result.success) {
    const issue = result.error.issues[0];
    const where = issue?.path.join('.') || '(top level)';
    throw new Error(`${file}: field "${where}": ${issue?.message ?? 'invalid'}`);
  }
  return result.data;
}

/** Every topic, in the order of content/topics.yaml. */
export const topics: readonly Topic[] = parseYaml(topicsText, 'content/topics.yaml', z.array(topicSchema));

/** The roadmap's stages and steps, in order. */
export const roadmap: readonly RoadmapStage[] = parseYaml(
  roadmapText,
  'content/roadmap.yaml',
  z.array(stageSchema).superRefine((stages, ctx) => {
    const known = new Set(topics.map((t) => t.id));
    stages.forEach((stage, i) =>
      stage.steps.forEach((step, j) =>
        step.topics.forEach((id, k) => {
          if (!known.has(id))
            ctx.addIssue({
              code: 'custom',
              path: [i, 'steps', j, 'topics', k],
              message: `unknown topic "${id}"; known topics: ${[...known].join(', ')}`,
            });
        }),
      ),
    );
  }),
);

/** The topic with this id, or undefined. */
export function findTopic(id: string): Topic | undefined {
  return topics.find((t) => t.id === id);
}

/** The roadmap step at this place, or undefined. */
export function findStep(stage: Stage, step: number): RoadmapStep | undefined {
  return roadmap.find((s) => s.stage === stage)?.steps.find((s) => s.step === step);
}

/** The anchor of a roadmap step on the home page, e.g. "advanced-4". */
export function stepAnchor(stage: Stage, step: number): string {
  return `${stage.toLowerCase()}-${step}`;
}

/** The words a reader sees for a roadmap place: "Advanced · step 4: Distributed systems". */
export function placeLabel(stage: Stage, step: number, title: string): string {
  return `${stage} · step ${step}: ${title}`;
}
