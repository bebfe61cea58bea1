/**
 * Prints a lesson's rulebook: its rules top to bottom as its rule table lists them, each with its same-instant rank
 * (lower acts first) and the line that says what it does. `npm run rules -- quorums`; with no lesson, the ids.
 *
 * The lessons are TypeScript: Vite's module runner loads the lesson's model straight from src/, with no build step and
 * no Astro config (the model imports nothing but the kit and its own folder).
 */
import { readdirSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const lessons = readdirSync(new URL('../src/lessons/', import.meta.url), { withFileTypes: true })
  .filter(
    (entry) => entry.isDirectory() && existsSync(new URL(`../src/lessons/${entry.name}/model.ts`, import.meta.url)),
  )
  .map((entry) => entry.name)
  .sort();

const id = process.argv[2];
if (id === undefined || !lessons.includes(id)) {
  if (id !== undefined) console.error(`No lesson "${id}".`);
  console.error(`Usage: npm run rules -- <lesson-id>\nLessons: ${lessons.join(', ')}`);
  process.exit(id === undefined ? 0 : 1);
}

const { module } = await runnerImport(`/src/lessons/${id}/model.ts`, { root, configFile: false, logLevel: 'error' });
const book = module.model.rulebook;
const nameWidth = Math.max(...book.map((line) => line.name.length));
const rankWidth = Math.max(...book.map((line) => String(line.rank).length));
// A lesson that uses no ranks (every rule at 0) gets no rank column.
const ranked = book.some((line) => line.rank !== 0);
console.log(`The rules of ${id}, top to bottom${ranked ? ' (rank: at one instant, the lower acts first)' : ''}:\n`);
for (const { name, rank, says } of book)
  console.log(`  ${name.padEnd(nameWidth)}  ${ranked ? `${String(rank).padEnd(rankWidth)}  ` : ''}${says}`);
