/**
 * A reader's progress through one lesson, kept on the device in localStorage under `cs:progress:v1:<lesson id>`.
 * Everything read back is checked by hand: a corrupt, foreign or older value is dropped, never trusted, and any
 * storage that throws (private browsing, quota, blocked cookies) leaves the page working, just unsaved.
 * Plain TypeScript with no framework, so the topic page and the roadmap can use it in a tiny script.
 */

/** Bumped when the stored shape changes; values of another version are discarded. */
export const PROGRESS_VERSION = 1;

/** What the reader did in one experiment. */
export interface ExperimentProgress {
  /** They loaded the experiment into the simulator. */
  done: boolean;
  /** The id of the prediction they chose, if any. */
  prediction?: string;
}

/** One self-check answer: the option chosen, and whether it was the right one. */
export interface QuizAnswer {
  choice: string;
  correct: boolean;
}

/** A challenge of free play the reader met: the settings of the run that met it, as the simulator holds them. */
export interface ChallengeProgress {
  settings: Record<string, number | boolean | string>;
}

/** Everything kept for one lesson. */
export interface Progress {
  v: typeof PROGRESS_VERSION;
  /** By experiment id. */
  experiments: Record<string, ExperimentProgress>;
  /** By question id. */
  quiz: Record<string, QuizAnswer>;
  /**
   * The challenges met, by challenge id; absent until one is, so progress stored before challenges existed reads
   * back unchanged.
   */
  challenges?: Record<string, ChallengeProgress>;
}

/** The part of the Storage interface this module uses, so tests can pass their own. */
export type ProgressStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The storage key of a lesson's progress. */
export function progressKey(lessonId: string): string {
  return `cs:progress:v${PROGRESS_VERSION}:${lessonId}`;
}

/** Progress with nothing done. */
export function emptyProgress(): Progress {
  return { v: PROGRESS_VERSION, experiments: {}, quiz: {} };
}

/** The page's localStorage, or null where even touching it throws (some browsers block it outright). */
export function defaultStorage(): ProgressStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Longest setting value or key kept from storage: settings are short ("lease", "memory"); more is not ours. */
const MAX_SETTING_TEXT = 32;

/** Longest id (of an experiment, a question, an option, a challenge) kept from storage: ids are slugs, far shorter. */
const MAX_ID = 80;

/** True for a string short enough to be one of a lesson's ids. */
const isId = (value: unknown): value is string => typeof value === 'string' && value.length <= MAX_ID;

/** A stored challenge record, or null when any part of it is not what this module writes. */
function parseChallenge(value: unknown): ChallengeProgress | null {
  if (!isRecord(value) || !isRecord(value['settings'])) return null;
  const settings: ChallengeProgress['settings'] = {};
  for (const [key, v] of Object.entries(value['settings'])) {
    if (key === '__proto__' || key.length > MAX_SETTING_TEXT) return null;
    const fits =
      typeof v === 'boolean' ||
      (typeof v === 'number' && Number.isFinite(v)) ||
      (typeof v === 'string' && v.length <= MAX_SETTING_TEXT);
    if (!fits) return null;
    settings[key] = v;
  }
  return { settings };
}

/**
 * A stored value checked field by field. A value that is not ours at all (not JSON, another version, no experiments
 * or quiz maps) is null; inside ours, each malformed record is dropped and every valid one is kept, so one bad entry
 * never costs the reader the rest of their progress.
 */
export function parseProgress(text: string | null): Progress | null {
  if (text === null) return null;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(data) || data['v'] !== PROGRESS_VERSION) return null;
  const { experiments, quiz } = data;
  if (!isRecord(experiments) && !isRecord(quiz)) return null;
  const out = emptyProgress();
  for (const [id, e] of Object.entries(isRecord(experiments) ? experiments : {})) {
    if (id === '__proto__' || !isId(id) || !isRecord(e) || typeof e['done'] !== 'boolean') continue;
    const prediction = e['prediction'];
    out.experiments[id] = isId(prediction) ? { done: e['done'], prediction } : { done: e['done'] };
  }
  for (const [id, a] of Object.entries(isRecord(quiz) ? quiz : {})) {
    if (id === '__proto__' || !isId(id) || !isRecord(a) || !isId(a['choice']) || typeof a['correct'] !== 'boolean')
      continue;
    out.quiz[id] = { choice: a['choice'], correct: a['correct'] };
  }
  const challenges = data['challenges'];
  for (const [id, c] of Object.entries(isRecord(challenges) ? challenges : {})) {
    const parsed = id === '__proto__' || !isId(id) ? null : parseChallenge(c);
    if (parsed !== null) (out.challenges ??= {})[id] = parsed;
  }
  return out;
}

/**
 * What a lesson as built holds, to check stored progress against; each part is optional, as a page knows only some
 * (the topic page knows the ids, the self-check knows its questions' answers), and a part left out is not checked.
 */
export interface LessonShape {
  /** Each experiment's id, with its prediction's option ids. */
  experiments?: Readonly<Record<string, readonly string[]>>;
  /** Each question's id, with its option ids and the right one. */
  questions?: Readonly<Record<string, { options: readonly string[]; answer: string }>>;
  /** Each experiment's id alone, where the predictions are not known. */
  experimentIds?: readonly string[];
  /** Each question's id alone, where the answers are not known. */
  questionIds?: readonly string[];
  /** Each challenge's id. */
  challenges?: readonly string[];
}

/**
 * Most records of each kind (experiments, answers, challenges) kept whatever the page knows of the lesson: a lesson
 * has a handful of each, so this bounds what a page reads and writes back where it cannot check the ids (a page
 * without a self-check cannot tell its questions' ids from anything else stored).
 */
export const MAX_RECORDS = 100;

/**
 * Progress with only what fits the lesson as built: records for ids the lesson no longer has are dropped, a
 * prediction or an answer that names no option of its question is dropped, and an answer whose `correct` is not
 * what the lesson's answer makes it (storage edited, or the author changed the question) is dropped, so that the
 * reader answers it again. Of the rest, at most MAX_RECORDS of each kind are kept, the last stored: a page that writes
 * back what it cannot check (the simulator saving a challenge) then keeps the records the reader made most recently,
 * which come after anything older in the stored order.
 */
export function fitProgress(progress: Progress, shape: LessonShape): Progress {
  const out = emptyProgress();
  const has = <T>(record: Readonly<Record<string, T>> | undefined, id: string) =>
    record === undefined || Object.hasOwn(record, id);
  for (const [id, e] of Object.entries(progress.experiments)) {
    if (shape.experimentIds !== undefined && !shape.experimentIds.includes(id)) continue;
    if (!has(shape.experiments, id)) continue;
    const options = shape.experiments?.[id];
    const prediction = e.prediction;
    const keep = prediction !== undefined && (options === undefined || options.includes(prediction));
    out.experiments[id] = keep ? { done: e.done, prediction } : { done: e.done };
  }
  for (const [id, a] of Object.entries(progress.quiz)) {
    if (shape.questionIds !== undefined && !shape.questionIds.includes(id)) continue;
    if (!has(shape.questions, id)) continue;
    const question = shape.questions?.[id];
    if (question && (!question.options.includes(a.choice) || a.correct !== (a.choice === question.answer))) continue;
    out.quiz[id] = { ...a };
  }
  for (const [id, c] of Object.entries(progress.challenges ?? {})) {
    if (shape.challenges !== undefined && !shape.challenges.includes(id)) continue;
    (out.challenges ??= {})[id] = { settings: { ...c.settings } };
  }
  out.experiments = latestRecords(out.experiments);
  out.quiz = latestRecords(out.quiz);
  if (out.challenges) out.challenges = latestRecords(out.challenges);
  return out;
}

/** The last MAX_RECORDS records of a map, in stored order. */
function latestRecords<T>(record: Record<string, T>): Record<string, T> {
  const entries = Object.entries(record);
  return entries.length <= MAX_RECORDS ? record : Object.fromEntries(entries.slice(-MAX_RECORDS));
}

/**
 * Two copies of one lesson's progress as one (two tabs that both wrote): an experiment done in either stays done,
 * an answer given in either stays given, a challenge met in either stays met; where both hold a prediction, an answer
 * or a challenge's settings for the same id, `mine` wins.
 */
export function mergeProgress(theirs: Progress, mine: Progress): Progress {
  const out = emptyProgress();
  const ids = new Set([...Object.keys(theirs.experiments), ...Object.keys(mine.experiments)]);
  for (const id of ids) {
    const a = Object.hasOwn(theirs.experiments, id) ? theirs.experiments[id] : undefined;
    const b = Object.hasOwn(mine.experiments, id) ? mine.experiments[id] : undefined;
    const prediction = b?.prediction ?? a?.prediction;
    const done = (a?.done ?? false) || (b?.done ?? false);
    out.experiments[id] = prediction === undefined ? { done } : { done, prediction };
  }
  for (const [id, answer] of Object.entries(theirs.quiz)) out.quiz[id] = { ...answer };
  for (const [id, answer] of Object.entries(mine.quiz)) out.quiz[id] = { ...answer };
  for (const [id, met] of [...Object.entries(theirs.challenges ?? {}), ...Object.entries(mine.challenges ?? {})])
    (out.challenges ??= {})[id] = { settings: { ...met.settings } };
  return out;
}

/**
 * The stored progress of a lesson, or empty progress when there is none, it is unreadable, or storage fails; only
 * what fits `shape` (the parts of the lesson the page knows) is kept.
 */
export function loadProgress(
  lessonId: string,
  storage: ProgressStorage | null = defaultStorage(),
  shape: LessonShape = {},
): Progress {
  if (!storage) return emptyProgress();
  try {
    const text = storage.getItem(progressKey(lessonId));
    const read = parseProgress(text);
    const parsed = read === null ? null : fitProgress(read, shape);
    // A value we cannot read is removed, so it does not linger; a failure to remove is harmless. A value that was
    // partly malformed is written back with only its valid parts.
    if (text !== null && parsed === null) storage.removeItem(progressKey(lessonId));
    else if (parsed !== null && JSON.stringify(parsed) !== text)
      storage.setItem(progressKey(lessonId), JSON.stringify(parsed));
    return parsed ?? emptyProgress();
  } catch {
    return emptyProgress();
  }
}

/** Stores a lesson's progress; false when storage is unavailable or full (the page goes on, unsaved). */
export function saveProgress(
  lessonId: string,
  progress: Progress,
  storage: ProgressStorage | null = defaultStorage(),
): boolean {
  if (!storage) return false;
  try {
    storage.setItem(progressKey(lessonId), JSON.stringify(progress));
    return true;
  } catch {
    return false;
  }
}

/**
 * Stores a change to a lesson's progress on top of what is stored now (another tab may have written since this one
 * loaded; what of it does not fit `shape` is dropped), and returns what was stored, or null when storage is unavailable (then `change` is applied to `mine`).
 */
export function saveMerged(
  lessonId: string,
  mine: Progress,
  change: (draft: Progress) => void,
  storage: ProgressStorage | null = defaultStorage(),
  shape: LessonShape = {},
): { progress: Progress; saved: boolean } {
  let base = mine;
  if (storage) {
    try {
      const stored = parseProgress(storage.getItem(progressKey(lessonId)));
      if (stored !== null) base = fitProgress(mergeProgress(stored, mine), shape);
    } catch {
      // Unreadable storage: go on with what this page holds.
    }
  }
  const next = mergeProgress(emptyProgress(), base);
  change(next);
  return { progress: next, saved: saveProgress(lessonId, next, storage) };
}

/** True when progress can be stored on this device: a test write and removal both succeed. */
export function storageWorks(storage: ProgressStorage | null = defaultStorage()): boolean {
  if (!storage) return false;
  try {
    storage.setItem('cs:probe', '1');
    storage.removeItem('cs:probe');
    return true;
  } catch {
    return false;
  }
}

/** Where a lesson keeps the rule its reader wrote ("Write the rule yourself": components/sim-kit/rule-store.ts). */
export function ruleKey(lessonId: string): string {
  return `cs:rule:v1:${lessonId}`;
}

/** Forgets a lesson's progress, and the rule its reader wrote; false when storage could not be reached. */
export function clearProgress(lessonId: string, storage: ProgressStorage | null = defaultStorage()): boolean {
  if (!storage) return false;
  try {
    storage.removeItem(progressKey(lessonId));
    storage.removeItem(ruleKey(lessonId));
    return true;
  } catch {
    return false;
  }
}

/** The record of one experiment, only if the reader has one: an id such as "constructor" is not inherited. */
export function experimentOf(progress: Progress, id: string): ExperimentProgress | undefined {
  return Object.hasOwn(progress.experiments, id) ? progress.experiments[id] : undefined;
}

/** The record of a challenge the reader met, only if they did (own properties only, as above). */
export function challengeOf(progress: Progress, id: string): ChallengeProgress | undefined {
  const challenges = progress.challenges;
  return challenges !== undefined && Object.hasOwn(challenges, id) ? challenges[id] : undefined;
}

/** The reader's answer to one question, only if they gave one (own properties only, as above). */
export function answerOf(progress: Progress, id: string): QuizAnswer | undefined {
  return Object.hasOwn(progress.quiz, id) ? progress.quiz[id] : undefined;
}

/** How far a reader got, as counts; ids no longer in the lesson's data are not counted. */
export function progressCounts(progress: Progress, experimentIds: readonly string[], questionIds: readonly string[]) {
  const done = experimentIds.filter((id) => experimentOf(progress, id)?.done).length;
  const answers = questionIds.map((id) => answerOf(progress, id)).filter((a) => a !== undefined);
  return {
    done,
    experiments: experimentIds.length,
    answered: answers.length,
    correct: answers.filter((a) => a.correct).length,
    questions: questionIds.length,
  };
}

/** "4 of 6 experiments · self-check 3/4"; only the parts with progress, and "" when there is none. */
export function progressLabel(counts: ReturnType<typeof progressCounts>): string {
  const parts: string[] = [];
  if (counts.done > 0) parts.push(`${counts.done} of ${counts.experiments} experiments`);
  if (counts.answered === counts.questions && counts.questions > 0)
    parts.push(`self-check ${counts.correct}/${counts.questions}`);
  else if (counts.answered > 0) parts.push(`self-check ${counts.answered} of ${counts.questions} answered`);
  return parts.join(' · ');
}
