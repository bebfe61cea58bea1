// @ts-check
/**
 * A throwaway copy of the project, for work that must never touch the real content: the build-scale benchmark and
 * the authors' end-to-end test.
 *
 * The copy's node_modules is made of hard links (`cp -al`), which cost no space or time to speak of. Symlinks do
 * not work: Vite resolves them to the real tree, outside the copy's root, and Astro then fails to find the compile
 * metadata of Starlight's components. Astro's and Vite's caches (node_modules/.astro, node_modules/.vite) are left
 * out, so the copy builds with its own and never writes into the real project's.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The real project's root. */
export const PROJECT_ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Not copied: dependencies (linked instead), build output, caches, version control, test output. */
const SKIP = new Set([
  'node_modules',
  'dist',
  '.astro',
  '.git',
  '.bench',
  '.screenshots',
  'test-results',
  'playwright-report',
]);

/**
 * Copy the project (or `from`, an earlier copy of it) into a new temporary folder whose name starts with `prefix`;
 * returns the folder.
 * @param {string} prefix
 * @param {string} [from]
 */
export function copyProject(prefix, from = PROJECT_ROOT) {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  cpSync(from, dir, {
    recursive: true,
    filter: (src) => !SKIP.has(relative(from, src).split(/[\\/]/)[0] ?? ''),
  });
  const modules = join(dir, 'node_modules');
  // One hard-linked copy of the whole tree, then without the caches; where hard links are not possible (another
  // file system, no GNU cp), a copy of the files.
  if (spawnSync('cp', ['-al', join(from, 'node_modules'), modules]).status === 0)
    for (const cache of ['.astro', '.vite']) rmSync(join(modules, cache), { recursive: true, force: true });
  else {
    rmSync(modules, { recursive: true, force: true });
    mkdirSync(modules);
    for (const name of readdirSync(join(from, 'node_modules')))
      if (name !== '.astro' && name !== '.vite')
        cpSync(join(from, 'node_modules', name), join(modules, name), { recursive: true, verbatimSymlinks: true });
  }
  return dir;
}
