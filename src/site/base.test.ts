import { describe, expect, it } from 'vitest';
import { withBase } from './base.ts';

describe('withBase', () => {
  it.each([
    ['/a/', '/', '/a/'],
    ['/a/', '/some/sub/path/', '/some/sub/path/a/'],
    ['/a/', '/some/sub/path', '/some/sub/path/a/'],
    ['/#roadmap', '/sub/', '/sub/#roadmap'],
    ['#study', '/sub/', '#study'],
    ['https://example.com/', '/sub/', 'https://example.com/'],
    ['//evil.example', '/sub/', '//evil.example'],
  ])('%s under base %s is %s', (href, base, out) => {
    expect(withBase(href, base)).toBe(out);
  });
});
