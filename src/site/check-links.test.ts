import { describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brokenLink, builtPaths, checkLinks, idsOf } from './check-links.mjs';

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

describe('checkLinks, the integration', () => {
  /** A project with one page's source and its built HTML; runs the integration's hooks on them as `astro build` does. */
  function buildDone(html: string, base = '/') {
    const root = mkdtempSync(join(tmpdir(), 'cs-links-root-'));
    mkdirSync(join(root, 'content/docs/topic'), { recursive: true });
    writeFileSync(join(root, 'content/docs/topic/lesson.mdx'), '');
    mkdirSync(join(root, 'dist/topic/lesson'), { recursive: true });
    writeFileSync(join(root, 'dist/index.html'), '<h1 id="_top">Home</h1>');
    writeFileSync(join(root, 'dist/topic/lesson/index.html'), html);
    const integration = checkLinks();
    const hooks = integration.hooks as Record<string, (options: unknown) => void>;
    hooks['astro:config:done']!({ config: { root: pathToFileURL(`${root}/`), base } });
    const logged: string[] = [];
    const logger = { info: (line: string) => logged.push(line) };
    hooks['astro:build:done']!({ dir: pathToFileURL(join(root, 'dist/')), logger });
    return logged;
  }

  it('fails the build naming the source file, the link text and what is wrong with the link', () => {
    expect(() => buildDone('<p>See <a href="/topic/no-such-lesson/">the <em>lock</em> lesson</a>.</p>')).toThrow(
      'Broken links:\ncontent/docs/topic/lesson.mdx: the link "the lock lesson" to "/topic/no-such-lesson/" goes to no page of this site.',
    );
  });

  it('refuses a link that skips the base of a site served under a sub-path', () => {
    expect(() => buildDone('<a href="/topic/lesson/">Here</a>', '/course/')).toThrow(
      'content/docs/topic/lesson.mdx: the link "Here" to "/topic/lesson/", which misses the site\'s base /course/.',
    );
  });

  it('says how many built files it checked when every link works', () => {
    expect(buildDone('<a href="/#_top">Home</a> <a href="../../">Up</a>')).toEqual([
      'Checked the links of 2 built files: none is broken.',
    ]);
  });
});
