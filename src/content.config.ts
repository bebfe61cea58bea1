import { defineCollection, reference } from 'astro:content';
import { file, glob } from 'astro/loaders';
import { z } from 'astro/zod';
import { load } from 'js-yaml';
import { docsSchema, i18nSchema } from '@astrojs/starlight/schema';
import { STAGES } from './site/stages';
import { lessonDataSchema, readerText } from './site/lesson-data';

/** Lowercase words joined by hyphens, as in page addresses: "copies-and-agreement". */
const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'use lowercase words joined by hyphens');

/** A topic of content/topics.yaml; its id (the entry's `id` field) is its page's address, /<id>/. */
export const topicSchema = z
  .object({
    /** The topic's slug: its page is /<id>/ and lessons name it in `lesson.topic`. */
    id: slug,
    /** The topic's name as readers see it: "Copies and agreement". */
    title: z.string().min(1),
    /** One or two sentences for the topic's cards, its page and its roadmap step. */
    summary: z.string().min(10, 'write a sentence of at least 10 characters'),
    /** What the topic teaches, a short phrase each, for the "What this topic covers" list on its page. */
    covers: z.array(z.string().min(3)).min(1, 'name at least one thing the topic covers'),
    /** Lessons being written for the topic, shown as coming until a page with the same slug exists. */
    planned: z
      .array(
        z
          .object({
            /** The slug the lesson's page will have, e.g. "two-leaders". */
            slug,
            /** The lesson's working title. */
            title: z.string().min(1),
            /** One honest line on what it will show. */
            teaser: z.string().min(10, 'write a sentence of at least 10 characters'),
          })
          .strict(),
      )
      .default([]),
  })
  .strict();

/** A step of a roadmap stage. */
const stepSchema = z
  .object({
    /** The step's number within its stage, from 1. */
    step: z.int().positive(),
    /** The step's title, as in "Advanced · step 4: Distributed systems". */
    title: z.string().min(1),
    /** One line on what the step will teach: the roadmap shows it, and search finds it, before any lesson exists. */
    teaser: z.string().min(10, 'write a sentence of at least 10 characters'),
    /** The topics taught at this step, by id (checked against content/topics.yaml when the site builds). */
    topics: z.array(reference('topics')).default([]),
  })
  .strict();

/** A stage of content/roadmap.yaml; its id is its name. */
export const stageSchema = z
  .object({
    /** Beginner, Intermediate or Advanced (also the entry's id). */
    id: z.enum(STAGES),
    /** The same name: the file's own field, which scripts/new-concept.mjs reads too. */
    stage: z.enum(STAGES),
    /** A sentence on what the stage is about. */
    summary: z.string().min(10, 'write a sentence of at least 10 characters'),
    /** The stage's steps, in order. */
    steps: z.array(stepSchema).min(1),
  })
  .strict();

/** The stages of content/roadmap.yaml with `id` set to each one's `stage`; anything else is passed on for the schema. */
function withStageIds(data: unknown): Record<string, unknown>[] {
  if (!Array.isArray(data)) throw new Error('content/roadmap.yaml must be a list of stages');
  return data.map((stage: unknown) =>
    stage && typeof stage === 'object' ? { id: String((stage as { stage?: unknown }).stage), ...stage } : { id: '' },
  );
}

/** The front matter a lesson page adds to Starlight's own fields. */
export const lessonSchema = z
  .object({
    /** The topic the lesson belongs to: an id from content/topics.yaml, e.g. "copies-and-agreement". */
    topic: reference('topics'),
    /** One sentence under the title: what the lesson shows. */
    subtitle: readerText(z.string().min(10, 'write a sentence of at least 10 characters')),
    /** The lesson's place on the roadmap; it must be a step in content/roadmap.yaml (checked when the site builds). */
    roadmap: z
      .object({
        /** Beginner, Intermediate or Advanced. */
        stage: z.enum(STAGES),
        /** The step's number within its stage. */
        step: z.int().positive(),
        /** The step's title, exactly as in content/roadmap.yaml. */
        title: z.string().min(1),
      })
      .strict(),
    /** How hard the lesson is: Beginner, Intermediate or Advanced. */
    difficulty: z.enum(STAGES),
    /** How long it takes, as a range in minutes: "about 10 to 15 min". */
    minutes: z
      .object({ min: z.int().positive(), max: z.int().positive() })
      .refine((m) => m.min <= m.max, { message: 'min must not be more than max', path: ['max'] }),
    /** How many experiments the walkthrough has; it must match the lesson's data file. */
    experiments: z.int().min(0),
    /** The slug of a lesson this one builds on, e.g. "locks-and-fencing-tokens"; the header links it. Optional. */
    buildsOn: reference('lessons').optional(),
  })
  .strict();

export type LessonMeta = z.infer<typeof lessonSchema>;

export const collections = {
  // Overrides of Starlight's interface words (search, "On this page", ...), one file per language.
  i18n: defineCollection({ loader: glob({ base: './content/i18n', pattern: '*.json' }), schema: i18nSchema() }),
  // The topics, in order: one entry per topic of content/topics.yaml.
  topics: defineCollection({ loader: file('./content/topics.yaml'), schema: topicSchema }),
  // The roadmap: one entry per stage of content/roadmap.yaml, in order. The file is a list of stages named by
  // `stage`; the file() loader wants an `id`, so each stage's name is copied into it.
  roadmap: defineCollection({
    loader: file('./content/roadmap.yaml', { parser: (text) => withStageIds(load(text)) }),
    schema: stageSchema,
  }),
  // Each lesson's experiments, self-check and reading lists: content/lessons/<the lesson page's slug>.yaml.
  lessons: defineCollection({
    loader: glob({ base: './content/lessons', pattern: '*.yaml' }),
    /** Fields are described in src/site/lesson-data.ts. */
    schema: lessonDataSchema,
  }),
  docs: defineCollection({
    // Pages live in the top-level content/docs/, not Starlight's default src/content/docs/.
    loader: glob({ base: './content/docs', pattern: '**/[^_]*.{md,mdx}' }),
    schema: docsSchema({
      extend: z.object({
        /** Present on lesson pages only: what the lesson header, the topic page and the roadmap show. */
        lesson: lessonSchema.optional(),
      }),
    }),
  }),
};
