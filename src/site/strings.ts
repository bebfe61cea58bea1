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

/** Words of the lesson page's walkthrough, self-check and reading lists, shared by their components. */
export const LESSON_UI = {
  experimentsIntro: 'New here? A few short steps show what happens, one at a time.',
  experimentOf: (n: number, total: number) => `Experiment ${n} of ${total}`,
  questionOf: (n: number, total: number) => `Question ${n} of ${total}`,
  finished: 'finished',
  predictFirst: 'Predict first:',
  run: 'Run the experiment',
  runAgain: 'Run it again',
  shown: 'The simulator shows this experiment.',
  changedByReader: 'You have changed the settings since loading this experiment. Run it again to see it.',
  changedElsewhere: 'The simulator shows other settings now. Run this experiment again to see it.',
  notice: 'What to notice',
  noPrediction: 'You ran it without a prediction. Next time, pick one first: a guess you can check teaches more.',
  answerWas: (text: string) => `The answer: “${text}”.`,
  previous: 'Previous',
  next: 'Next',
  checkAnswer: 'Check answer',
  chooseFirst: 'Choose an answer first.',
  right: 'Right.',
  wrong: 'Not quite.',
  yourAnswer: 'Your answer',
  theRightAnswer: 'Right answer',
  nextQuestion: 'Next question',
  seeScore: 'See your score',
  score: (correct: number, total: number) => `You got ${correct} of ${total} right.`,
  review: 'Your answers',
  retry: 'Try again',
  resetProgress: 'Reset progress',
  resetNote:
    'Clears your experiments, predictions and answers for this lesson on this device, at once and without asking. You can always do them again.',
  resetDone: 'Progress cleared. Nothing is kept for this lesson on this device now.',
  unsaved: 'This browser is not keeping your progress (storage is off or full). Everything still works.',
  externalLink: '(opens another site)',
  watch: 'Watch',
  read: 'Read',
  nextOnRoadmap: 'Where to go next',
  furtherReading: 'Further reading',
  tryThis: 'Try this',
  runTryThis: 'Load this run',
  tryThisShown: 'The simulator shows this run.',
  replay: (n: number) => `Replay experiment ${n}`,
  replaySecond: (n: number) => `Replay experiment ${n}'s second run`,
} as const;
