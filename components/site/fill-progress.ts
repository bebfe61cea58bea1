/**
 * Fills every lesson card's progress line (`[data-progress-for]`) from the reader's stored progress:
 * "4 of 6 experiments · self-check 3/4". Cards of lessons with no progress stay hidden. Kept tiny: it runs on
 * the topic page and the roadmap, where nothing else needs JavaScript.
 */
import { loadProgress, progressCounts, progressLabel } from '../shared/progress.ts';

/** Fills the progress lines under `root`. */
export function fillProgress(root: ParentNode = document): void {
  for (const el of root.querySelectorAll<HTMLElement>('[data-progress-for]')) {
    const lessonId = el.dataset['progressFor'] ?? '';
    const ids = (name: string) => (el.dataset[name] ?? '').split(' ').filter(Boolean);
    const [experiments, questions] = [ids('experiments'), ids('questions')];
    // What the lesson no longer has is dropped from storage too (the card knows its ids, not its answers).
    const shape = { experimentIds: experiments, questionIds: questions };
    const stored = loadProgress(lessonId, undefined, shape);
    const label = progressLabel(progressCounts(stored, experiments, questions));
    el.textContent = label;
    el.hidden = label === '';
  }
}
