/** The practice's words: on a lesson page, in the review, and in the links that say questions are due. */

export const PRACTICE = {
  heading: 'Practice',
  intro:
    'More questions, set by the lesson’s own model: settings chosen where a small change turns the outcome. Predict how the run ends, then watch it.',
  start: 'Practise a question',
  another: 'Another question',
  questionLabel: 'Practice question',
  lead: 'Predict:',
  legend: 'How does this run end?',
  settings: 'The settings',
  run: 'Run it',
  chooseFirst: 'Choose an outcome first.',
  // The walkthrough's words (walkthrough/words.ts, WAIT), said again here: importing them would split that module
  // into a chunk of its own, one more script on every lesson page's first load.
  wait: 'The feedback shows when the run ends, or press “Whole run”.',
  loading: 'Setting a question…',
  failed: 'The question could not be loaded. Reload the page to try again.',
  right: 'Right.',
  wrong: 'Not this time.',
  endsWith: (label: string) => `The run ends “${label}”.`,
  instead: (setting: string, to: string, from: string, label: string) =>
    `With “${setting}” at ${to} instead of ${from}, it would end “${label}”.`,
  comesBack: (when: string) => `This question comes back ${when}.`,
  // An answer given while the device's clock is years off is not written (src/practice/schedule.ts,
  // clockIsPlausible): its schedule would be nonsense once the clock is set right.
  clockWrong: (year: number) => `This answer is not kept in your review: this device’s clock says ${year}.`,
  lab: 'Open these settings in the lab',
  link: 'Link to this question',
  // The value quoted from the address and the words after it, apart: the page isolates the value (<bdi>), so a
  // right-to-left override inside it cannot reverse the words that follow.
  badSeed: (raw: string) => ({
    quoted: `“${raw}”`,
    after: ' in the address is not a question number, so here is a new question.',
  }),
  // A question never asked is not "due": a lesson opened but not practised offers a new one.
  due: ({ again, fresh }: { again: number; fresh: number }) => {
    const questions = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : 's'}`;
    if (fresh === 0)
      return again === 1 ? '1 question is due in your review.' : `${again} questions are due in your review.`;
    if (again === 0)
      return fresh === 1
        ? '1 new question is waiting in your review.'
        : `${fresh} new questions are waiting in your review.`;
    return `${questions(again, 'question')} due and ${questions(fresh, 'new question')} are waiting in your review.`;
  },
  toReview: 'Go to the review',
  closingLabel: 'Practice',
  unsaved: 'This browser is not keeping your review (storage is off or full). Everything still works.',
};

/** The figure's own words. */
export const FIGURE = {
  setup: 'Predict first, then press Run it: the run plays here.',
  starts: 'The run starts.',
  waiting: 'The outcome shows when the run ends.',
  controls: 'Play this run',
  play: 'Play the run',
  pause: 'Pause',
  whole: 'Whole run',
  // The walkthrough's figure says "Back to the experiment's settings" (sim-kit/LabFigure.svelte).
  back: "Back to the question's settings",
};

/** The review page's words. */
export const REVIEW = {
  due: (n: number) => (n === 1 ? '1 question due' : `${n} questions due`),
  none: 'Nothing is due now.',
  noneElse: 'Nothing else is due now.',
  nextAt: (lesson: string, when: string) => `Next: a question from ${lesson}, ${when}.`,
  anyway: 'Practise one anyway',
  next: 'Next question',
  from: (lesson: string) => `From ${lesson}`,
  fresh: 'A new question',
  again: 'Answered wrong last time',
  back: 'Answered right last time',
  nothingOpened:
    'Nothing to review yet. Open a lesson and run one of its experiments, answer its self-check or practise a question: its questions then come here.',
  start: 'Start with',
  coming: 'Coming back',
  // Told apart by the question's number (the one its link carries) and how it was answered.
  comingItem: (lesson: string, question: string, right: boolean, when: string) =>
    `${lesson}, question ${question} (answered ${right ? 'right' : 'wrong'}), ${when}`,
  lessons: 'Lessons in your review',
};
