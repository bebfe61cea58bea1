import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';
import { docsSchema, i18nSchema } from '@astrojs/starlight/schema';
import { STAGES, findStep, topics } from './site/catalog';
import { lessonDataSchema } from './site/lesson-data';

const topicIds = topics.map((t) => t.id) as [string, ...string[]];

/** The front matter a lesson page adds to Starlight's own fields. */
export const lessonSchema = z
  .object({
    /** The topic the lesson belongs to: an id from content/topics.yaml, e.g. "copies-and-agreement". */
    topic: z.enum(topicIds, {
      error: (i) => `unknown topic "${String(i.input)}"; known topics: ${topicIds.join(', ')}`,
    }),
    /** One sentence under the title: what the lesson shows. */
    subtitle: z.string().min(10, 'write a sentence of at least 10 characters'),
    /** The lesson's place on the roadmap; it must be a step in content/roadmap.yaml. */
    roadmap: z
      .object({
        /** Beginner, Intermediate or Advanced. */
        stage: z.enum(STAGES),
        /** The step's number within its stage. */
        step: z.int().positive(),
        /** The step's title, exactly as in content/roadmap.yaml. */
        title: z.string().min(1),
      })
      .superRefine((place, ctx) => {
        const step = findStep(place.stage, place.step);
        if (!step)
          ctx.addIssue({
            code: 'custom',
            path: ['step'],
            message: `content/roadmap.yaml has no ${place.stage} step ${place.step}`,
          });
        else if (step.title !== place.title)
          ctx.addIssue({
            code: 'custom',
            path: ['title'],
            message: `${place.stage} step ${place.step} is called "${step.title}" in content/roadmap.yaml, not "${place.title}"`,
          });
      }),
    /** How hard the lesson is: Beginner, Intermediate or Advanced. */
    difficulty: z.enum(['Beginner', 'Intermediate', 'Advanced']),
    /** How long it takes, as a range in minutes: "about 10 to 15 min". */
    minutes: z
      .object({ min: z.int().positive(), max: z.int().positive() })
      .refine((m) => m.min <= m.max, { message: 'min must not be more than max', path: ['max'] }),
    /** How many experiments the walkthrough has; it must match the lesson's data file. */
    experiments: z.int().min(0),
    /** The lesson this one builds on, by its page's slug (the header links it): "locks-and-fencing-tokens". */
    buildsOn: z.string().optional(),
  })
  .strict();

export type LessonMeta = z.infer<typeof lessonSchema>;

export const collections = {
  // Overrides of Starlight's interface words (search, "On this page", ...), one file per language.
  i18n: defineCollection({ loader: glob({ base: './content/i18n', pattern: '*.json' }), schema: i18nSchema() }),
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
