import { describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSidebar } from './sidebar.mjs';

/** A throwaway project with two topics, one of them with lessons, and the authors' guide. */
function project(): string {
  const root = mkdtempSync(join(tmpdir(), 'cs-sidebar-'));
  mkdirSync(join(root, 'content/docs/copies-and-agreement'), { recursive: true });
  mkdirSync(join(root, 'content/docs/empty-topic'), { recursive: true });
  mkdirSync(join(root, 'content/docs/authors'), { recursive: true });
  writeFileSync(
    join(root, 'content/topics.yaml'),
    '- id: copies-and-agreement\n  title: Copies and agreement\n  summary: x\n- id: empty-topic\n  title: Empty\n  summary: y\n',
  );
  const page = (file: string, title: string, extra = '') =>
    writeFileSync(join(root, 'content/docs', file), `---\ntitle: ${title}\n${extra}---\n\nText.\n`);
  page('copies-and-agreement/index.mdx', 'Copies and agreement', 'sidebar:\n  label: Overview\n  order: 0\n');
  page('copies-and-agreement/two-leaders.mdx', 'Two leaders');
  page('copies-and-agreement/locks-and-fencing-tokens.mdx', 'Locks and fencing tokens');
  page('authors/writing-a-concept-page.mdx', 'Writing a concept page');
  return root;
}

describe('buildSidebar', () => {
  const groups = buildSidebar(project()) as { label: string; items: { label: string; link: string }[] }[];

  it('starts with the roadmap, as a page (a "/#roadmap" link would gain a trailing slash and go nowhere), then the practice review', () => {
    expect(groups[0]).toEqual({
      label: 'Start here',
      items: [
        { label: 'Roadmap', link: '/roadmap/' },
        { label: 'Practice', link: '/practice/' },
      ],
    });
  });

  it('lists each topic that has pages, overview first, then its lessons, found from the folder', () => {
    const topic = groups.find((g) => g.label === 'Copies and agreement');
    expect(topic?.items.map((i) => i.label)[0]).toBe('Overview');
    expect(topic?.items.map((i) => i.link)).toEqual(
      expect.arrayContaining(['/copies-and-agreement/', '/copies-and-agreement/two-leaders/']),
    );
    expect(groups.some((g) => g.label === 'Empty')).toBe(false);
  });
});
