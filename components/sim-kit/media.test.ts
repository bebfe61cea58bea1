import { describe, expect, it } from 'vitest';
import { watchMedia } from './media.ts';
import type { MediaSource } from './media.ts';

/** A media query list whose match the test flips. */
function fakeMedia(matches: boolean) {
  const listeners = new Set<(event: { matches: boolean }) => void>();
  const list: MediaSource & { flip(to: boolean): void } = {
    matches,
    addEventListener: (_, l) => listeners.add(l),
    removeEventListener: (_, l) => listeners.delete(l),
    flip(to) {
      list.matches = to;
      for (const l of listeners) l({ matches: to });
    },
  };
  return list;
}

describe('watching a media query', () => {
  it('reports the match at once, then each change, and nothing once stopped', () => {
    const list = fakeMedia(true);
    const seen: boolean[] = [];
    const stop = watchMedia(
      '(max-width: 50rem)',
      (m) => seen.push(m),
      () => list,
    );
    list.flip(false);
    list.flip(true);
    stop();
    list.flip(false);
    expect(seen).toEqual([true, false, true]);
  });
});
