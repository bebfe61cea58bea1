import { describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brokenLink, builtPaths, idsOf } from './check-links.mjs';

const paths = new Set(['/', '/a/', '/a/b/', '/favicon.svg']);
const ids: Record<string, Set<string>> = { '/': new Set(['roadmap', '_top']), '/a/b/': new Set(['study']) };
const idsAt = (path: string) => ids[path];

describe('brokenLink', () => {
  it.each([
    ['/a/b/', null],
    ['/a/b/?pause=3', null],
    ['/a/b/#study', null],
    ['/#roadmap', null],
    ['#study', null],
    ['/favicon.svg', null],
    ['https://example.com/a', null],
    ['mailto:someone@example.com', null],
    ['/a/b', '"/a/b" needs a trailing slash: write "/a/b/"'],
    ['/nope/', '"/nope/" goes to no page of this site'],
    ['/#roadmap/', '"/#roadmap/" points at "#roadmap/", which / does not have'],
    ['#nothing', '"#nothing" points at "#nothing", which /a/b/ does not have'],
    ['/a/#x', null], // a page whose ids were not read is not checked for anchors
  ])('%s', (href, problem) => {
    expect(brokenLink(href, paths, idsAt, '/a/b/')).toBe(problem);
  });

  it.each(['//evil.example', '//evil.example/a/', '/\\evil.example', '\\\\evil.example'])(
    'refuses %s, which looks local but leaves the site',
    (href) => {
      expect(brokenLink(href, paths, idsAt, '/')).toMatch(/leaves the site although it looks like a path here/);
    },
  );
});

describe('builtPaths and idsOf', () => {
  it('serves folders by their index.html and other files by name', () => {
    const dist = mkdtempSync(join(tmpdir(), 'cs-links-'));
    mkdirSync(join(dist, 'a/b'), { recursive: true });
    writeFileSync(join(dist, 'index.html'), '');
    writeFileSync(join(dist, 'a/b/index.html'), '');
    writeFileSync(join(dist, 'a/x.svg'), '');
    expect([...builtPaths(dist)].sort()).toEqual(['/', '/a/b/', '/a/x.svg']);
  });

  it('reads every id of a page, with entities decoded', () => {
    expect([...idsOf('<h2 id="study">S</h2><div class="x" id="a&amp;b"></div><p data-id="no">')]).toEqual([
      'study',
      'a&b',
    ]);
  });
});
