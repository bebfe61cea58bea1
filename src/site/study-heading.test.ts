import { describe, expect, it } from 'vitest';
import { satteri } from '@astrojs/markdown-satteri';
import { studyHeading, studyHeadingPlugin } from './study-heading.mjs';

const PAGE = '## In plain words\n\nWords.\n\n## Study\n\nWatch, then read.\n\n## Check yourself\n';

/** The headings ("On this page" reads them) and the h2 ids of a page with this front matter, through the pipeline. */
async function headingsOf(frontmatter: Record<string, unknown>, page = PAGE) {
  const processor = satteri({ hastPlugins: [studyHeadingPlugin()] });
  const renderer = await processor.createMdxRenderer!(
    { syntaxHighlight: false, gfm: true, smartypants: true },
    { optimize: false, srcDir: new URL('file:///site/src/'), sourcemap: false },
  );
  const { code } = await renderer.process(page, '/site/content/docs/topic/lesson.mdx', frontmatter);
  const json = /getHeadings\(\) \{ return (.*); \}/.exec(code)?.[1] ?? '[]';
  return JSON.parse(json) as { depth: number; slug: string; text: string }[];
}

describe('the Study heading', () => {
  it('reads "Study: <the lesson\'s title>" on a lesson page, its anchor still #study', async () => {
    const headings = await headingsOf({ title: 'Locks and fencing tokens', lesson: { topic: 'copies-and-agreement' } });
    expect(headings.map((h) => [h.slug, h.text])).toEqual([
      ['in-plain-words', 'In plain words'],
      ['study', 'Study: Locks and fencing tokens'],
      ['check-yourself', 'Check yourself'],
    ]);
  });

  it('is left alone on a page that is not a lesson, and where the heading says more than "Study"', async () => {
    expect((await headingsOf({ title: 'Roadmap' })).map((h) => h.text)).toContain('Study');
    const other = await headingsOf({ title: 'A lesson', lesson: {} }, '## Study the logs\n');
    expect(other).toEqual([{ depth: 2, slug: 'study-the-logs', text: 'Study the logs' }]);
  });

  it('takes the title from the front matter', () => {
    expect(studyHeading({ title: ' Two leaders ', lesson: {} })).toBe('Study: Two leaders');
    expect(studyHeading({ title: 'Two leaders' })).toBeNull();
    expect(studyHeading(undefined)).toBeNull();
  });
});
