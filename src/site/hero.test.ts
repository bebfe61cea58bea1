// The home page's picture (src/assets/hero.svg for the light theme, hero-dark.svg for the dark one): every word in it
// is at least 14 px and has 4.5:1 contrast against what it sits on, in both themes.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
  fill: string;
}

const attr = (tag: string, name: string): string | undefined => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

/** Relative luminance of a #rrggbb colour (WCAG 2.2). */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((p, q) => q - p) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Each text of the picture: its words, size, colour, and the colour of the last solid box drawn under it. */
function texts(svg: string): { words: string; size: number; fill: string; under: string }[] {
  const boxes: Box[] = [];
  const found: { words: string; size: number; fill: string; under: string }[] = [];
  let group: { size?: string | undefined; fill?: string | undefined } = {};
  for (const m of svg.matchAll(/<(rect|g|\/g|text)\b([^>]*)>(?:([^<]*)<\/text>)?/g)) {
    const [, kind, tag = '', words = ''] = m;
    if (kind === 'g') group = { size: attr(tag, 'font-size'), fill: attr(tag, 'fill') };
    else if (kind === '/g') group = {};
    else if (kind === 'rect') {
      const fill = attr(tag, 'fill');
      if (fill?.startsWith('#'))
        boxes.push({
          x: Number(attr(tag, 'x') ?? 0),
          y: Number(attr(tag, 'y') ?? 0),
          width: Number(attr(tag, 'width')),
          height: Number(attr(tag, 'height')),
          fill,
        });
    } else {
      const [x, y] = [Number(attr(tag, 'x')), Number(attr(tag, 'y')) - 5];
      const under = boxes.findLast((b) => x >= b.x && x <= b.x + b.width && y >= b.y && y <= b.y + b.height);
      found.push({
        words,
        size: Number(attr(tag, 'font-size') ?? group.size),
        fill: attr(tag, 'fill') ?? group.fill ?? '',
        under: under?.fill ?? '',
      });
    }
  }
  return found;
}

describe.each(['hero.svg', 'hero-dark.svg'])('%s', (file) => {
  const svg = readFileSync(new URL(`../assets/${file}`, import.meta.url), 'utf8');
  const all = texts(svg);

  it('has its words on a card of its own', () => {
    expect(all.map((t) => t.words)).toEqual(
      expect.arrayContaining(["A's lease ends", 'refused', 'Storage keeps 15: highest token 2']),
    );
  });

  it.each(all.map((t) => [t.words, t] as const))('"%s" is at least 14 px and 4.5:1 on what it sits on', (_, t) => {
    expect(t.size).toBeGreaterThanOrEqual(14);
    expect(t.under).toMatch(/^#[0-9a-f]{6}$/i);
    expect(contrast(t.fill, t.under)).toBeGreaterThanOrEqual(4.5);
  });
});
