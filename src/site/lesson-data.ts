/**
 * The schema of a lesson's data file (content/lessons/<lesson id>.yaml): its experiments, its self-check and its
 * reading lists. Authors edit words there without touching a component; a mistake fails the build with the file
 * and the field named. Kept apart from content.config.ts so that unit tests can check it without Astro.
 */
import { z } from 'astro/zod';
import { isDeepStrictEqual } from 'node:util';
import { runFacts, witnessOf } from '../kit/index.ts';
import type { AnyModel, ChallengeChecks, OutcomeFact, SettingsRecord } from '../kit/index.ts';

/** An id an author picks: lowercase words joined by hyphens, e.g. "no-pause". */
const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'use lowercase words joined by hyphens, e.g. "no-pause"');

/**
 * The tell-tale words of a sentence not yet written: a template's or an editor's placeholder. A lesson that still
 * holds one does not build, so that no reader meets "Write a question here" on the site.
 */
const PLACEHOLDERS: readonly RegExp[] = [
  /\bTODO\b/,
  /\bTBD\b/,
  /\bFIXME\b/,
  /\bReplace (this|me)\b/,
  /\bWrite a question\b/,
  /\blorem ipsum\b/i,
];

/** The placeholder a text still holds, as written in it, or null: what the build refuses in lesson words. */
export function placeholderIn(text: string): string | null {
  for (const re of PLACEHOLDERS) {
    const found = re.exec(text);
    if (found) return found[0];
  }
  return null;
}

/** Words a reader reads: refused while they hold a placeholder, naming it (Zod adds the field, Astro the file). */
export const readerText = <T extends z.ZodType<string>>(schema: T) =>
  schema.superRefine((text, ctx) => {
    const found = placeholderIn(text);
    if (found !== null)
      ctx.addIssue({ code: 'custom', message: `"${found}" is a placeholder: write the real words for readers here` });
  });

/** A sentence or two of prose. */
const prose = readerText(z.string().trim().min(3, 'write at least a few words'));

/** One choice of a single-choice group. */
const choiceSchema = z
  .object({
    /** The option's id, unique within its group; the answer names it. */
    id: slug,
    /** What the reader reads beside the radio button. */
    text: prose,
  })
  .strict();

/** Adds an issue at `path` unless `answer` is one of the options' ids, and flags repeated ids. */
function checkAnswer(options: { id: string }[], answer: string, ctx: z.RefinementCtx, path: (string | number)[]) {
  const ids = options.map((o) => o.id);
  ids.forEach((id, i) => {
    if (ids.indexOf(id) !== i)
      ctx.addIssue({ code: 'custom', path: ['options', i, 'id'], message: `option id "${id}" is used twice` });
  });
  if (!ids.includes(answer))
    ctx.addIssue({
      code: 'custom',
      path,
      message: `answer "${answer}" is not one of the option ids: ${ids.join(', ')}`,
    });
}

/** A setting's value as lesson data writes it: seconds, on/off, or a choice's value. */
const settingValue = z.union([z.number(), z.boolean(), z.string()]);

/**
 * The settings an experiment loads, by the lesson model's setting keys; whatever it leaves out takes the model's
 * default. Checked against the model's own descriptor at build (see `checkAgainstModel`).
 */
export const presetSchema = z.record(z.string(), settingValue);

/** The outcome an experiment states, as the model's facts ("finalValue": 11); checked against the model at build. */
export const expectedSchema = z.record(z.string(), settingValue);

/** One option of an experiment's prediction: every option, right or wrong, answers the thinking behind it. */
export const predictionOptionSchema = choiceSchema
  .extend({
    /** What the reader is told after the run when they chose this option. */
    feedback: prose,
  })
  .strict();

/** The question a reader answers before running an experiment. */
export const predictionSchema = z
  .object({
    /** The question, e.g. "What will the store hold at the end?". */
    question: prose,
    /** Two to five choices, each with its own feedback. */
    options: z.array(predictionOptionSchema).min(2, 'give at least two options').max(5, 'give at most five options'),
    /** The id of the right option. */
    answer: slug,
  })
  .strict()
  .superRefine((p, ctx) => checkAnswer(p.options, p.answer, ctx, ['answer']));

/** A second beat on the same step: one more run that shows the limit of what the step taught. */
export const tryThisSchema = z
  .object({
    /** What to try and what to look for. */
    text: prose,
    /** The settings it loads. */
    preset: presetSchema,
    /** Its outcome, checked against the model. */
    expected: expectedSchema,
  })
  .strict();

/** One step of the walkthrough. */
export const experimentSchema = z
  .object({
    /** The experiment's id, unique in the lesson; progress is stored under it. */
    id: slug,
    /** A short name: "A pause longer than the lease". */
    title: prose,
    /** What the experiment is for, in a sentence. */
    goal: prose,
    /** The settings it loads into the simulator. */
    preset: presetSchema,
    /** The outcome the run gives, as the model's facts; the build checks it against the model. */
    expected: expectedSchema,
    /** The prediction to make before the run. */
    prediction: predictionSchema,
    /** What to notice in the run, shown once it has been loaded. */
    notice: prose,
    /** An optional second run on the same step. */
    tryThis: tryThisSchema.optional(),
  })
  .strict();

/**
 * A goal of free play in the lab, checked live on every settled run of the simulator and kept in progress. Its
 * condition is a check in the lesson's src/lessons/<lesson id>/challenges.ts; the build proves a run can meet it.
 */
export const challengeSchema = z
  .object({
    /** The challenge's id, unique in the lesson; progress is stored under it. */
    id: slug,
    /** A short name: "The shortest pause that loses B's update". */
    title: prose,
    /** What to reach, in one sentence, without giving the answer away. */
    goal: prose,
    /** A nudge shown on request: where to look, not what to set. */
    hint: prose,
    /** Why it matters, in one sentence tying it to the lesson's idea; shown and announced once the goal is met. */
    done: prose,
    /** The id of its check in the lesson's src/lessons/<lesson id>/challenges.ts. */
    check: slug,
  })
  .strict();

/** One option of a self-check question: every option, right or wrong, says why. */
export const quizOptionSchema = choiceSchema
  .extend({
    /** Why this option is right or wrong, shown when it is chosen and in the review. */
    explanation: prose,
    /** An experiment that shows why (its id): the explanation offers "Replay experiment N". */
    replay: slug.optional(),
    /** The run to replay is that experiment's second run, its "Try this", not its own: the explanation offers
     * "Replay experiment N's second run". Say it where the explanation cites the second run. */
    replaySecond: z.literal(true).optional(),
  })
  .strict();

/** One self-check question, answered by a single choice. */
export const questionSchema = z
  .object({
    /** The question's id, unique in the lesson; answers are stored under it. */
    id: slug,
    /** The question as the reader reads it. */
    prompt: prose,
    /** Two to five options. */
    options: z.array(quizOptionSchema).min(2, 'give at least two options').max(5, 'give at most five options'),
    /** The id of the right option. */
    answer: slug,
  })
  .strict()
  .superRefine((q, ctx) => checkAnswer(q.options, q.answer, ctx, ['answer']));

/** A link to something worth watching or reading. */
export const studyItemSchema = z
  .object({
    /** What it is: a video (shown first) or something to read. */
    kind: z.enum(['video', 'lecture series', 'talk', 'essay', 'paper', 'documentation', 'book', 'article', 'report']),
    /** Who made it, e.g. "Martin Kleppmann". */
    author: z.string().trim().min(2),
    /** Its title, exactly as its page gives it. */
    title: prose,
    /** Its address; a checked, real link. */
    href: z.url({ protocol: /^https?$/, error: 'give a full http(s) address' }),
    /** How long it takes: "58 min", "20 min read", "lecture series". */
    length: z.string().trim().min(2),
    /** One line on why it is worth the time. */
    why: prose,
  })
  .strict();

/**
 * True when a path stays on this site once a browser resolves it. "//evil.example" and "/\\evil.example" start with
 * "/" yet name another host (browsers read a backslash as a slash), so the path is resolved, not just pattern-matched.
 */
function staysOnSite(href: string): boolean {
  const base = 'https://site.invalid/lesson/';
  try {
    return !href.includes('\\') && new URL(href, base).origin === new URL(base).origin;
  } catch {
    return false;
  }
}

/** A link to a page of this site: the next lesson or step on the roadmap. */
export const nextLinkSchema = z
  .object({
    /** The words of the link. */
    title: prose,
    /** A path on this site, e.g. "/#advanced-4". */
    href: z
      .string()
      .regex(/^\/[^\s]*$/, 'use a path on this site that starts with "/"')
      .refine(staysOnSite, 'use a path on this site: "//" or "/\\" at the start leads to another site'),
    /** One line on what the reader will find there. */
    why: prose,
  })
  .strict();

/** Lists whose ids must be unique: adds an issue at the repeated one. */
function uniqueIds(list: { id: string }[], ctx: z.RefinementCtx, field: string) {
  const seen = new Set<string>();
  list.forEach((item, i) => {
    if (seen.has(item.id))
      ctx.addIssue({ code: 'custom', path: [field, i, 'id'], message: `id "${item.id}" is used twice` });
    seen.add(item.id);
  });
}

/** A lesson's data file. Its file name is the lesson page's slug. */
export const lessonDataSchema = z
  .object({
    /** The line that opens the walkthrough, if this lesson words it its own way (default: the site's). */
    experimentsIntro: prose.optional(),
    /** The walkthrough's experiments, in order (none before the lesson has a simulator); their number must match the page's `lesson.experiments`. */
    experiments: z.array(experimentSchema),
    /** Two or three goals of free play under the simulator (none before the lesson has them). */
    challenges: z.array(challengeSchema).max(3, 'give at most three challenges').default([]),
    /** The self-check's questions, in order. */
    quiz: z.array(questionSchema).min(1, 'give at least one question'),
    /** Study: the line that opens it, then what to watch and read. */
    study: z
      .object({
        /** The line before the list. */
        intro: prose,
        /** Videos and reading; the page shows the videos first. */
        items: z.array(studyItemSchema).min(1),
      })
      .strict(),
    /** Go deeper: further reading, and where to go next. */
    deeper: z
      .object({
        /** Further reading, beyond Study. */
        reading: z.array(studyItemSchema).default([]),
        /** Where to go next on the roadmap. */
        next: z.array(nextLinkSchema).min(1, 'say where to go next'),
      })
      .strict(),
  })
  .strict()
  .superRefine((data, ctx) => {
    uniqueIds(data.experiments, ctx, 'experiments');
    uniqueIds(data.quiz, ctx, 'quiz');
    uniqueIds(data.challenges, ctx, 'challenges');
    const experimentIds = new Set(data.experiments.map((e) => e.id));
    const withSecond = new Set(data.experiments.filter((e) => e.tryThis !== undefined).map((e) => e.id));
    data.quiz.forEach((q, i) =>
      q.options.forEach((o, j) => {
        if (o.replay !== undefined && !experimentIds.has(o.replay))
          ctx.addIssue({
            code: 'custom',
            path: ['quiz', i, 'options', j, 'replay'],
            message: `"${o.replay}" is not an experiment of this lesson; its experiments are ${[...experimentIds].join(', ')}`,
          });
        else if (o.replaySecond && (o.replay === undefined || !withSecond.has(o.replay)))
          ctx.addIssue({
            code: 'custom',
            path: ['quiz', i, 'options', j, 'replaySecond'],
            message: `a second run to replay needs "replay" to name an experiment with a "tryThis"; ${withSecond.size > 0 ? `these have one: ${[...withSecond].join(', ')}` : 'none has one'}`,
          });
      }),
    );
  });

export type LessonData = z.infer<typeof lessonDataSchema>;
export type Experiment = z.infer<typeof experimentSchema>;
export type Preset = z.infer<typeof presetSchema>;
export type TryThis = z.infer<typeof tryThisSchema>;
export type Question = z.infer<typeof questionSchema>;
export type Challenge = z.infer<typeof challengeSchema>;
export type StudyItem = z.infer<typeof studyItemSchema>;
export type NextLink = z.infer<typeof nextLinkSchema>;

/** Kinds of study item that are watched rather than read; Study lists them first. */
const WATCH_KINDS: ReadonlySet<StudyItem['kind']> = new Set(['video', 'lecture series', 'talk']);

/** True for something to watch (a video, a talk, a lecture series). */
export function isWatch(kind: StudyItem['kind']): boolean {
  return WATCH_KINDS.has(kind);
}

/** A fact as a problem message quotes it. */
function say(value: OutcomeFact | undefined): string {
  return typeof value === 'string' ? `"${value}"` : String(value);
}

/**
 * Problems of a preset and its stated outcome against the lesson's model, as "field \"path\": message": a key the
 * model does not have, a value it would correct (out of range, not a whole number for a count, or above the range
 * another setting allows it, "w: 5" with "n: 3"), a fact it does not report, or an outcome it does not give.
 */
function checkRun(model: AnyModel, preset: Preset, expected: Record<string, OutcomeFact>, at: string): string[] {
  const problems: string[] = [];
  const keys = model.settings.keys;
  for (const key of Object.keys(preset))
    if (!keys.includes(key))
      problems.push(
        `field "${at}.preset.${key}": the lesson's model has no setting "${key}"; its settings are ${keys.join(', ')}`,
      );
  const given = Object.fromEntries(Object.entries(preset).filter(([key]) => keys.includes(key)));
  const { settings, notices } = model.settings.normalise({ ...model.settings.defaults, ...given });
  for (const notice of notices) problems.push(`field "${at}.preset.${notice.key}": ${notice.message}`);
  const facts = model.facts(model.simulate(settings));
  for (const [key, want] of Object.entries(expected)) {
    if (!Object.hasOwn(facts, key))
      problems.push(
        `field "${at}.expected.${key}": the model reports no "${key}"; it reports ${Object.keys(facts).join(', ')}`,
      );
    else if (!isDeepStrictEqual(facts[key], want))
      problems.push(`field "${at}.expected.${key}": the model gives ${say(facts[key])}, not ${say(want)}`);
  }
  return problems;
}

/**
 * Every problem of a lesson's data against its model (none when it agrees): each experiment's preset must be
 * settings the model accepts as they are, and its `expected` outcome must be what the model computes.
 */
export function checkAgainstModel(model: AnyModel | undefined, data: LessonData): string[] {
  if (data.experiments.length === 0) return [];
  if (model === undefined)
    return ['field "experiments": the lesson has experiments but no model in src/lessons/registry.ts'];
  return data.experiments.flatMap((e, i) => [
    ...checkRun(model, e.preset, e.expected, `experiments.${i}`),
    ...(e.tryThis ? checkRun(model, e.tryThis.preset, e.tryThis.expected, `experiments.${i}.tryThis`) : []),
  ]);
}

/**
 * Every problem of a lesson's challenges against its model and its checks (none when they agree): each must name a
 * check the lesson states in src/lessons/<lesson id>/challenges.ts, some run in the simulator's range must meet it (the
 * check's own search finds one, or the build fails), and the default run must not (a challenge met before the reader
 * touches anything is no challenge).
 */
export function checkChallenges(
  model: AnyModel | undefined,
  checks: ChallengeChecks | undefined,
  data: LessonData,
): string[] {
  if (data.challenges.length === 0) return [];
  if (model === undefined)
    return ['field "challenges": the lesson has challenges but no model in src/lessons/registry.ts'];
  const file = `src/lessons/${model.id}/challenges.ts`;
  if (checks === undefined) return [`field "challenges": the lesson has challenges but ${file} states no CHECKS`];
  return data.challenges.flatMap((c, i) => {
    const at = `field "challenges.${i}.check"`;
    if (!Object.hasOwn(checks, c.check))
      return [`${at}: "${c.check}" is not a check of ${file}; its checks are ${Object.keys(checks).join(', ')}`];
    const check = checks[c.check]!;
    if (witnessOf(model, check) === null)
      return [
        `${at}: no run meets "${c.check}": the model's defaults with ${JSON.stringify(check.search.from)}, ` +
          `"${check.search.key}" swept over its whole range, were searched; the challenge cannot be met`,
      ];
    if (check.met(runFacts(model, model.settings.defaults)))
      return [`${at}: the default run already meets "${c.check}"; a challenge must ask the reader to change something`];
    return [];
  });
}

/** A preset as the full settings it loads: the model's defaults with the preset over them, corrected. */
export function presetSettings(model: AnyModel, preset: Preset): SettingsRecord {
  return model.settings.normalise({ ...model.settings.defaults, ...preset }).settings;
}
