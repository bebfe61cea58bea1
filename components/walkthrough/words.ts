/** The walkthrough's own words, beside the site's shared ones (src/site/strings.ts). */

/** The stepper's mark for an experiment run without a prediction, in words. */
export const RAN_UNPREDICTED = 'ran without a prediction';

/** Said above the choices once the run has revealed the answer. */
export const LOCKED = 'Your prediction is locked in: the run has shown the answer.';

/**
 * Above an experiment the reader pressed on before the page was live, when their progress shows it was run on an
 * earlier visit: its prediction is locked, so a choice made just now is not kept.
 */
export const EARLIER = 'You ran this experiment on an earlier visit, so what you chose then stands.';

/** Where the feedback will be, while the run that reveals it still plays in the figure. */
export const WAIT = 'The feedback shows when the run ends, or press “Whole run”.';

/** The finish moment after the last experiment. */
export const FINISH = {
  title: 'You have run every experiment',
  text: (done: number, total: number, predicted: number) =>
    `${done} of ${total} run, ${predicted} with a prediction first. Now check whether the idea carries over to cases the simulator does not show.`,
  link: 'Go to the self-check',
};

/** The experiments written out, for a reader without JavaScript and for print (ExperimentsText.astro). */
export const TEXT_VERSION = {
  label: 'The experiments, written out',
  heading: (n: number, title: string) => `Experiment ${n}: ${title}`,
  settings: 'Settings:',
  reveal: 'The answer, and what to notice',
  answer: (text: string) => `The answer: “${text}”.`,
};
