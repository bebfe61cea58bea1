/** Words of the pages around the lessons (home, roadmap, topic pages, 404), in one place. */
export const SITE_UI = {
  /** The pill of a roadmap step or a lesson that readers can study today. */
  open: 'Open',
  /** The pill of a step or lesson that is planned but not written: honest, and the same everywhere. */
  coming: 'Coming',
  /** Read before the difficulty word of a meta line, which shows only "Intermediate". */
  difficulty: 'Difficulty:',
  startWith: (title: string) => `Start with ${title}`,
  continue: 'Continue where you left off',
  /** The same place, for a reader who has finished lessons and not started the one it leads to. */
  nextLesson: 'Next in the course',
  buildsOn: 'Builds on:',
  onTheRoadmap: 'On the roadmap:',
  roadmap: 'Roadmap',
} as const;
