/**
 * Every lesson's challenge checks by lesson id, for the build's checks of lesson data: a lesson's folder
 * src/lessons/<lesson id>/ whose challenges.ts exports `CHECKS` is found here on its own, as models are in registry.ts.
 * Islands import their own lesson's checks directly.
 */
import type { ChallengeChecks } from '../kit/index.ts';

const modules = import.meta.glob<{ CHECKS?: ChallengeChecks }>('./*/challenges.ts', { eager: true });

/** Lesson id to its checks. */
const CHECKS_BY_LESSON: Readonly<Record<string, ChallengeChecks>> = Object.freeze(
  Object.fromEntries(
    Object.entries(modules).flatMap(([path, module]) =>
      module.CHECKS === undefined ? [] : [[path.split('/')[1] ?? '', module.CHECKS]],
    ),
  ),
);

/** The challenge checks of a lesson, or undefined for a lesson that states none. */
export function checksOf(lessonId: string): ChallengeChecks | undefined {
  return Object.hasOwn(CHECKS_BY_LESSON, lessonId) ? CHECKS_BY_LESSON[lessonId] : undefined;
}
