/** The self-check's closing card: where to go next, as the build found it. */
import type { NextLink } from '../../src/site/lesson-data.ts';

/** A "what comes next" link, and whether the page it leads to is written yet (a roadmap step may not be). */
export interface NextView extends NextLink {
  written: boolean;
}

/** Words of the closing card and of the progress control. */
export const CLOSING = {
  title: 'Before you go',
  revisit: 'What to revisit',
  allRight: 'Nothing: every answer was right. The experiments are still there to play with.',
  perfect: 'Every answer right: you have the idea of this lesson.',
  question: (n: number) => `Question ${n}`,
  next: 'What comes next',
  notWritten: 'not written yet: on the roadmap',
  device: 'Your progress on this device',
  undo: 'Undo',
  undone: 'Your progress is back.',
};
