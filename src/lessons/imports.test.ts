/**
 * No module of the site imports itself through others: a lesson's rules never import its model (the model imports
 * the rules), and the kits never import a lesson. A cycle makes an import order matter and a lesson hard to read top
 * to bottom; this test names the first one it finds.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const SKIP = new Set(['node_modules', 'dist', '.astro', '.git', 'test-results', '.screenshots']);

function sources(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) sources(path, out);
    else if (/\.(ts|svelte|astro|mjs)$/.test(entry.name) && !entry.name.endsWith('.test.ts')) out.push(path);
  }
  return out;
}

/** Each module's relative imports (type imports included), resolved to files. */
function graph(): Map<string, string[]> {
  const files = ['src', 'components', 'scripts'].flatMap((d) => sources(join(root, d)));
  const known = new Set(files);
  const edges = new Map<string, string[]>();
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const deps: string[] = [];
    for (const m of text.matchAll(/(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"*]+)['"]/g)) {
      const base = normalize(join(dirname(file), m[1]!));
      const hit = [base, `${base}.ts`, join(base, 'index.ts')].find((c) => known.has(c));
      if (hit !== undefined) deps.push(hit);
    }
    edges.set(file, deps);
  }
  return edges;
}

/** Every cycle found by a depth-first walk, each as its files from the root. */
function cycles(edges: Map<string, string[]>): string[][] {
  const found: string[][] = [];
  const done = new Set<string>();
  const path: string[] = [];
  const visit = (file: string): void => {
    path.push(file);
    for (const next of edges.get(file) ?? []) {
      const at = path.indexOf(next);
      if (at >= 0) found.push([...path.slice(at), next].map((f) => f.slice(root.length + 1)));
      else if (!done.has(next)) visit(next);
    }
    path.pop();
    done.add(file);
  };
  for (const file of edges.keys()) if (!done.has(file)) visit(file);
  return found;
}

test('no module imports itself through others', () => {
  expect(cycles(graph()).map((c) => c.join(' -> '))).toEqual([]);
});

test('the walk finds a cycle when there is one', () => {
  const edges = new Map([
    ['/r/a.ts', ['/r/b.ts']],
    ['/r/b.ts', ['/r/a.ts']],
  ]);
  expect(cycles(edges)).toHaveLength(1);
});
