/** Words the site repeats across pages, in one place so that they stay the same everywhere. */
export const SITE_NAME = 'Concept Simulators';

/** "about 10 to 15 min", or "about 10 min" when the range is one number. */
export function minutesLabel(minutes: { min: number; max: number }): string {
  return minutes.min === minutes.max ? `about ${minutes.min} min` : `about ${minutes.min} to ${minutes.max} min`;
}

/** "6 experiments", "1 experiment". */
export function experimentsLabel(count: number): string {
  return `${count} ${count === 1 ? 'experiment' : 'experiments'}`;
}

/** The lesson's meta line: "Intermediate · about 10 to 15 min · 6 experiments". */
export function metaLine(lesson: {
  difficulty: string;
  minutes: { min: number; max: number };
  experiments: number;
}): string {
  return [lesson.difficulty, minutesLabel(lesson.minutes), experimentsLabel(lesson.experiments)].join(' · ');
}
