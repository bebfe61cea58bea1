/**
 * The authors' path, end to end: scaffold a page with `npm run new:concept` in a temporary copy of the project,
 * build that copy, and find the new page where readers look for it. Also: what the scaffold refuses, and that broken
 * front matter and data fail the build naming the file and the field. The real content is never touched.
 */
import { test, expect } from './fixtures';
import { spawn, spawnSync } from 'node:child_process';
import type { Server } from 'node:http';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PROJECT_ROOT, copyProject } from '../scripts/project-copy.mjs';
import { serveFolder } from './static-server';

const project = PROJECT_ROOT;
const port = Number(process.env['E2E_AUTHORING_PORT'] ?? 4388);

function scaffold(root: string, ...args: string[]) {
  return spawnSync(process.execPath, ['scripts/new-concept.mjs', '--root', root, ...args], {
    cwd: project,
    encoding: 'utf8',
  });
}

/** Builds the copy at `root` without holding the test worker: resolves to the exit status and all it printed. */
function build(root: string, command: 'build' | 'sync' = 'build'): Promise<{ status: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join(project, 'node_modules/astro/bin/astro.mjs'), command], {
      cwd: root,
      env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', NO_COLOR: '1', FORCE_COLOR: '0' },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    child.on('close', (status) => resolve({ status, output }));
  });
}

test.describe.configure({ mode: 'serial' });

// @slow: it copies the project, builds it, syncs it twice and fails a build of it once.
test.describe('new:concept @slow', () => {
  let root = '';
  let server: Server | undefined;
  test.use({ baseURL: `http://127.0.0.1:${port}` });

  test.beforeAll(() => {
    root = copyProject('cs-authoring-');
  });
  test.afterAll(() => {
    server?.closeAllConnections();
    server?.close();
    rmSync(root, { recursive: true, force: true });
  });

  test('refuses an existing page, an unknown topic or place, and a bad title, naming the problem', () => {
    const cases: [string[], RegExp][] = [
      [
        [
          '--topic',
          'copies-and-agreement',
          '--title',
          'Locks and fencing tokens',
          '--stage',
          'Advanced',
          '--step',
          '4',
        ],
        /exists already/,
      ],
      [
        ['--topic', 'cooking', '--title', 'Leader election', '--stage', 'Advanced', '--step', '4'],
        /Unknown topic "cooking"/,
      ],
      [
        ['--topic', 'copies-and-agreement', '--title', 'Leader election', '--stage', 'Advanced', '--step', '9'],
        /Unknown roadmap place "Advanced step 9"/,
      ],
      [
        ['--topic', 'copies-and-agreement', '--title', 'Leader <election>', '--stage', 'Advanced', '--step', '4'],
        /Cannot use the title/,
      ],
      [['--topic', 'copies-and-agreement', '--title', '', '--stage', 'Advanced', '--step', '4'], /the title is empty/],
    ];
    for (const [args, message] of cases) {
      const result = scaffold(root, ...args);
      expect(result.status, args.join(' ')).toBe(1);
      expect(result.stderr).toMatch(message);
    }
  });

  test('scaffolds a page that builds and shows on its topic page, the roadmap and in search', async ({ page }) => {
    test.setTimeout(240_000);
    const made = scaffold(
      root,
      '--topic',
      'copies-and-agreement',
      '--title',
      'Leader election',
      '--stage',
      'Advanced',
      '--step',
      '4',
    );
    expect(made.stderr).toBe('');
    expect(made.stdout).toContain('content/docs/copies-and-agreement/leader-election.mdx');
    expect(made.stdout).toContain('src/lessons/leader-election/model.ts');
    expect(made.stdout).toContain('src/lessons/leader-election/Simulator.svelte');
    const built = await build(root);
    expect(built.status, built.output).toBe(0);
    // The link check ran on the copy's pages, new one included (its failure is unit-tested).
    expect(built.output).toMatch(/Checked the links of \d+ built files: none is broken\./);

    // The copy's built site, on a plain static host: it starts at once, where a cold `astro preview` took half a
    // minute on a busy machine.
    ({ server } = await serveFolder(join(root, 'dist'), port));

    await page.goto('/copies-and-agreement/');
    await expect(page.getByRole('article').filter({ hasText: 'Leader election' })).toBeVisible();

    await page.goto('/');
    await expect(page.locator('#advanced-4').getByRole('link', { name: 'Leader election' })).toBeVisible();

    await page.getByRole('button', { name: 'Search' }).first().click();
    await page.getByRole('dialog').getByRole('textbox', { name: 'Search' }).fill('Leader election');
    // Pagefind fetches its index after the first keystroke: seconds on a busy machine.
    await expect(
      page
        .getByRole('dialog')
        .getByRole('link', { name: /Leader election/ })
        .first(),
    ).toBeVisible({ timeout: 30_000 });

    await page
      .getByRole('dialog')
      .getByRole('link', { name: /Leader election/ })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Leader election');
    await expect(page.getByText('On the roadmap: Advanced · step 4: Distributed systems')).toBeVisible();

    // The starter lesson, whole: a simulator on the kit, found by the registry without anyone editing a list, its
    // chart on the kit's lane chart, and a walkthrough whose figure runs its one experiment.
    const sim = page.getByRole('region', { name: 'Simulator' });
    await expect(sim.getByRole('term').filter({ hasText: 'Arrived in time' }).locator('+ dd')).toHaveText('no');
    await expect(
      sim.getByRole('listitem').filter({ hasText: 'The message arrives after 3 s, after the sender gave up.' }),
    ).toBeVisible();
    const chart = sim.getByRole('img', {
      name: /^The sender and the receiver over time\. The sender sends a message/,
    });
    await expect(chart).toHaveAccessibleName(
      /The sender gives up at 2\.0 s; the message arrives at 3\.0 s, too late\./,
    );
    await expect(chart.locator('text[data-label]').filter({ hasText: 'gives up' })).toBeVisible();

    const figure = page.locator('[data-figure]');
    await page.getByRole('button', { name: 'Run the experiment' }).click();
    await figure.getByRole('button', { name: 'Whole run' }).click();
    await expect(figure.locator('[data-outcome-line]')).toContainText('Too late');
    await expect(figure.getByRole('img', { name: /the message arrives at 3\.0 s, too late/ })).toBeVisible();
    await expect(figure.locator('text[data-label]').filter({ hasText: 'arrives late' })).toBeVisible();

    await page.goto('/copies-and-agreement/leader-election/?delay=1');
    // The lab sits under the walkthrough and wakes once it is in view.
    await sim.scrollIntoViewIfNeeded();
    const arrived = sim.getByRole('term').filter({ hasText: 'Arrived in time' }).locator('+ dd');
    await expect(arrived).toHaveText('yes');
    await expect(sim.getByText('In time', { exact: true })).toBeVisible();
    await sim.getByRole('spinbutton', { name: 'Delay' }).fill('5');
    await sim.getByRole('spinbutton', { name: 'Delay' }).press('Enter');
    await expect(arrived).toHaveText('no');
    await expect(page).toHaveURL(/\?delay=5$/);
  });

  test('broken front matter and data fail the build, naming the file and the field', async () => {
    test.setTimeout(240_000);
    const page = 'content/docs/copies-and-agreement/leader-election.mdx';
    const data = 'content/lessons/leader-election.yaml';
    const pageText = readFileSync(join(root, page), 'utf8');
    const dataText = readFileSync(join(root, data), 'utf8');
    // One case per way the build checks content: the pages' schema, a page's references to the other collections
    // (its topic, its count of experiments), and the data files' schema with its placeholder check. What each schema
    // rejects, field by field, is unit-tested (src/site/*.test.ts); so is the link check's failure, naming the
    // source file and the link (src/site/check-links.test.ts), whose place in the real build the scaffold's build
    // shows by its report.
    // A schema's error comes from the content layer, which `astro build` runs first and `astro sync` runs alone (in
    // about half a build's time): those cases are synced, the others built.
    const cases: { file: string; text: string; expect: RegExp[]; schema?: true }[] = [
      {
        file: page,
        schema: true,
        text: pageText.replace(/\n {2}difficulty: Beginner/, ''),
        expect: [/leader-election/, /lesson\.difficulty/],
      },
      {
        // Two references wrong at once, its topic and its count of experiments: one build names both.
        file: page,
        text: pageText
          .replace('topic: copies-and-agreement', 'topic: cooking')
          .replace('experiments: 1', 'experiments: 3'),
        expect: [/leader-election/, /lesson\.topic/, /unknown topic "cooking"/, /lesson\.experiments.*is 3.*has 1/],
      },
      {
        // A placeholder left in the words: the build refuses it, naming the field.
        file: data,
        schema: true,
        text: dataText.replace('title: A timeout shorter than the delay', 'title: TODO'),
        expect: [/leader-election/, /experiments\.0\.title/, /"TODO" is a placeholder/],
      },
    ];
    // One case after another in the scaffold's copy, each file put back after its build: a copy of the project per
    // case cost more than its build (a hard-linked node_modules each time), and builds side by side starved the
    // other test worker of the machine's two cores.
    const outputs: { status: number | null; output: string }[] = [];
    for (const c of cases) {
      const original = readFileSync(join(root, c.file), 'utf8');
      writeFileSync(join(root, c.file), c.text);
      try {
        outputs.push(await build(root, c.schema ? 'sync' : 'build'));
      } finally {
        writeFileSync(join(root, c.file), original);
      }
    }
    cases.forEach((c, i) => {
      const { status, output } = outputs[i]!;
      expect(status, output).not.toBe(0);
      for (const re of c.expect) expect(output).toMatch(re);
    });
  });
});
