import { describe, expect, it } from 'vitest';
import { lessonIdOf, lessonOfPage } from './lesson-id.ts';

describe("a lesson's id", () => {
  it("is the last segment of its page's entry id", () => {
    expect(lessonIdOf('copies-and-agreement/quorums')).toBe('quorums');
    expect(lessonIdOf('quorums/')).toBe('quorums');
  });

  it("is the page's own unless a component is given one, so a page names its lesson once", () => {
    const route = { entry: { id: 'copies-and-agreement/quorums' } };
    expect(lessonOfPage(route)).toBe('quorums');
    expect(lessonOfPage(route, 'fsync')).toBe('fsync');
    expect(() => lessonOfPage(undefined)).toThrow(/needs its lessonId/);
  });
});
