import { describe, expect, it } from 'vitest';
import { foldTokens } from './lean-code.mjs';

type Node = Parameters<typeof foldTokens>[0];

const span = (text: string, style = 'color:red', className?: string[]): Node => ({
  type: 'element',
  tagName: 'span',
  properties: { style, ...(className === undefined ? {} : { className }) },
  children: [{ type: 'text', value: text }],
});
const line = (...children: Node[]): Node => ({ type: 'element', tagName: 'div', properties: {}, children });
const texts = (node: Node): string[] =>
  (node.children ?? []).map((c) => (c.children ?? []).map((t) => t.value).join(''));

describe('a code line folded', () => {
  it('joins a span of spaces alone, and a span styled as the one before, to that span; the words read the same', () => {
    const l = line(span('curl'), span(' ', 'color:grey'), span('https://x', 'color:blue'), span(' \\', 'color:blue'));
    foldTokens(l);
    expect(texts(l)).toEqual(['curl ', 'https://x \\']);
  });

  it('keeps a span with a class (an indent, a marker), and a coloured word after a differently styled one', () => {
    const l = line(span('  ', '', ['indent']), span('-u'), span(' '), span('key', 'color:blue'));
    foldTokens(l);
    expect(texts(l)).toEqual(['  ', '-u ', 'key']);
  });
});
