/** The caption said under a chart drawn up to a moment: its parts from `from` on, and before `until`. */
import { describe, expect, it } from 'vitest';
import { captionAt } from './lanes.ts';
import type { CaptionPart } from './lanes.ts';

const chart = (caption?: CaptionPart[]) => ({ lanes: [], end: 100, ...(caption === undefined ? {} : { caption }) });

describe('captionAt', () => {
  // A sentence whose first words change once a mark at 50 is drawn, and a last part said once 80 is.
  const parts: CaptionPart[] = [
    { text: 'Lines.' },
    { text: ' The log counts.', until: 50 },
    { text: ' Diamonds are snapshots; the log counts.', from: 50 },
    { text: ' Then it climbs.', from: 80 },
  ];

  it('says a part with `from` once it is drawn, and a part with `until` only before it', () => {
    expect(captionAt(chart(parts), 0)).toBe('Lines. The log counts.');
    expect(captionAt(chart(parts), 49)).toBe('Lines. The log counts.');
    expect(captionAt(chart(parts), 50)).toBe('Lines. Diamonds are snapshots; the log counts.');
    expect(captionAt(chart(parts), 80)).toBe('Lines. Diamonds are snapshots; the log counts. Then it climbs.');
  });

  it('says the whole run as drawn past every moment: no part with `until`', () => {
    expect(captionAt(chart(parts), null)).toBe('Lines. Diamonds are snapshots; the log counts. Then it climbs.');
  });

  it('says nothing for a chart without a caption', () => {
    expect(captionAt(chart(), null)).toBeUndefined();
  });
});
