/** The simulator's way back after "Replay experiment 4": to the question whose explanation offered it. */
export const backTo = (n: number) => `Back to question ${n}`;

/** The self-check written out, for a reader without JavaScript and for print (QuestionsText.astro). */
export const TEXT_VERSION = {
  label: 'The self-check, written out',
  heading: (n: number) => `Question ${n}`,
  reveal: 'The answer, and why',
  rightAnswer: (text: string) => `Right answer: “${text}”.`,
  otherOptions: 'The other options',
};
