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

/** Everything kept for one lesson. */
export interface Progress {
  v: typeof PROGRESS_VERSION;
  /** By experiment id. */
  experiments: Record<string, ExperimentProgress>;
  /** By question id. */
  quiz: Record<string, QuizAnswer>;
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

/** A stored value checked field by field; anything unexpected makes the whole value null. */
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
  if (!isRecord(experiments) || !isRecord(quiz)) return null;
  const out = emptyProgress();
  for (const [id, e] of Object.entries(experiments)) {
    if (!isRecord(e) || typeof e['done'] !== 'boolean') return null;
    const prediction = e['prediction'];
    if (prediction !== undefined && typeof prediction !== 'string') return null;
    out.experiments[id] = prediction === undefined ? { done: e['done'] } : { done: e['done'], prediction };
  }
  for (const [id, a] of Object.entries(quiz)) {
    if (!isRecord(a) || typeof a['choice'] !== 'string' || typeof a['correct'] !== 'boolean') return null;
    out.quiz[id] = { choice: a['choice'], correct: a['correct'] };
  }
  return out;
}

/** The stored progress of a lesson, or empty progress when there is none, it is unreadable, or storage fails. */
export function loadProgress(lessonId: string, storage: ProgressStorage | null = defaultStorage()): Progress {
  if (!storage) return emptyProgress();
  try {
    const text = storage.getItem(progressKey(lessonId));
    const parsed = parseProgress(text);
    // A value we cannot read is removed, so it does not linger; a failure to remove is harmless.
    if (text !== null && parsed === null) storage.removeItem(progressKey(lessonId));
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

/** Forgets a lesson's progress; false when storage could not be reached. */
export function clearProgress(lessonId: string, storage: ProgressStorage | null = defaultStorage()): boolean {
  if (!storage) return false;
  try {
    storage.removeItem(progressKey(lessonId));
    return true;
  } catch {
    return false;
  }
}

/** How far a reader got, as counts; ids no longer in the lesson's data are not counted. */
export function progressCounts(progress: Progress, experimentIds: readonly string[], questionIds: readonly string[]) {
  const done = experimentIds.filter((id) => progress.experiments[id]?.done).length;
  const answers = questionIds.map((id) => progress.quiz[id]).filter((a) => a !== undefined);
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
