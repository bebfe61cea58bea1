/** How "retries" is drawn; its map's rows contrast A's writes without and with request ids, as its experiments do. */
import { model } from './model.ts';
import { CHART_TITLE, SETTINGS_NOTE } from './texts.ts';
import { defineLesson } from '../../../components/sim-kit/view.ts';
import { CHECKS } from './challenges.ts';

export const lesson = defineLesson({
  model,
  handles: [{ kind: 'mark', setting: 'bAt', lane: 'B', name: "B's add", words: 'B adds 5 at {value}' }],
  title: CHART_TITLE,
  rows: 4,
  lab: {
    note: SETTINGS_NOTE,
    map: {
      x: { key: 'bAt', from: 0, to: 10, step: 0.1 },
      y: {
        label: "A's write and request ids",
        rows: [
          { name: 'Add 1', set: { op: 'add', ids: false } },
          { name: 'Add 1, ids', set: { op: 'add', ids: true } },
          { name: 'Set to 11', set: { op: 'set', ids: false } },
          { name: 'Set to 11, ids', set: { op: 'set', ids: true } },
          { name: 'Set if still 10', set: { op: 'ifTen', ids: false } },
          { name: 'Set if still 10, ids', set: { op: 'ifTen', ids: true } },
        ],
      },
      title: "Which of A's writes are safe to retry, and when does B's add matter?",
      intro:
        'Each row is a write A can send, without or with request ids the server remembers; across, B adds 5 from 0 to 10 s, with what the network loses and the retry as they are now. Choose a point to try it.',
    },
    checks: CHECKS,
  },
});
