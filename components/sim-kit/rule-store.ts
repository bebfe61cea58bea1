/**
 * The rule a reader wrote, kept on the device beside the lesson's progress, in localStorage under
 * `cs:rule:v1:<lesson id>` (forgotten with the lesson's progress): the code as typed, nothing else. What is read back is checked: text, no longer than a
 * rule may be (anything else is not the reader's rule, and the starter is shown instead).
 */
import { LIMITS } from '../../src/kit/sandbox-limits.ts';
import { defaultStorage, ruleKey } from '../shared/progress.ts';
import type { ProgressStorage } from '../shared/progress.ts';

/** The reader's kept rule, or null when there is none (or what is kept is not one). */
export function loadKeptRule(lessonId: string, storage: ProgressStorage | null = defaultStorage()): string | null {
  try {
    const text = storage?.getItem(ruleKey(lessonId)) ?? null;
    return text !== null && text.length <= LIMITS.sourceChars ? text : null;
  } catch {
    return null;
  }
}

/** Keeps the reader's rule (the starter is not kept: nothing to restore); false where storage refuses. */
export function keepRule(
  lessonId: string,
  source: string,
  starter: string,
  storage: ProgressStorage | null = defaultStorage(),
): boolean {
  try {
    if (storage === null) return false;
    if (source === starter || source.length > LIMITS.sourceChars) storage.removeItem(ruleKey(lessonId));
    else storage.setItem(ruleKey(lessonId), source);
    return true;
  } catch {
    return false;
  }
}
