import { describe, expect, it } from 'vitest';
import { courseOrder, topicOrder } from './course-order.mjs';

const roadmap = [
  { stage: 'Beginner', steps: [{ step: 1 }, { step: 2 }] },
  { stage: 'Intermediate', steps: [{ step: 1 }, { step: 3, topics: ['messages'] }] },
  { stage: 'Advanced', steps: [{ step: 4, topics: ['copies'] }] },
];
const lesson = (id: string, topic: string, stage: string, step: number, extra: object = {}) => ({
  id,
  topic,
  stage,
  step,
  title: id,
  ...extra,
});

describe('courseOrder', () => {
  it('follows the roadmap: stage, then step, whatever the file order', () => {
    const lessons = [
      lesson('locks', 'copies', 'Advanced', 4),
      lesson('retries', 'messages', 'Intermediate', 3),
      lesson('races', 'races', 'Intermediate', 1),
    ];
    expect(courseOrder(lessons, roadmap).map((l) => l.id)).toEqual(['races', 'retries', 'locks']);
  });
  it('within a step: sidebar.order, then title, and never before the lesson it builds on', () => {
    const lessons = [
      lesson('a-leaders', 'copies', 'Advanced', 4, { buildsOn: 'b-locks' }),
      lesson('b-locks', 'copies', 'Advanced', 4),
      lesson('c-first', 'copies', 'Advanced', 4, { order: 1 }),
    ];
    expect(courseOrder(lessons, roadmap).map((l) => l.id)).toEqual(['c-first', 'b-locks', 'a-leaders']);
  });
});

describe('topicOrder', () => {
  it('orders topics by the first roadmap step that teaches them; untaught ones keep the file order, last', () => {
    const lessons = [lesson('races-lesson', 'races', 'Intermediate', 1)];
    expect(topicOrder(['copies', 'later', 'messages', 'races'], roadmap, lessons)).toEqual([
      'races',
      'messages',
      'copies',
      'later',
    ]);
  });
});
