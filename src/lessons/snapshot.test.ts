/**
 * A snapshot of what every lesson's model says for every preset of its lesson data (experiments and their "try
 * this"): the verdict, `judge`, the facts, the outcome rows, every log line and the explanation, held in full so that
 * a change shows as a readable diff.
 *
 * It also held 10,000 settings a lesson from a fixed-seed generator, as digests, while the kit's second edition
 * moved the lessons onto it (kit-sketch.md: "retire its random digests only after the last move"). Every lesson has
 * moved and maps its state to the chart once (issue 49), so those digests are retired: what each lesson's model must
 * do across its settings is its properties' tests, and the presets' runs are kept here, unchanged.
 *
 * A lesson new to the registry (one `npm run new:concept` has just written, say) has nothing to be held to yet: it is
 * listed as skipped, and a test run never writes into the tree. `SNAPSHOT_WRITE=1` rewrites the fixture, the new
 * lesson's entry with it (for a new lesson, or a change of behaviour a lesson's spec asks for).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { load } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import type { AnyModel, OutcomeRow, SettingsRecord } from '../kit/index.ts';
import { MODELS } from './registry.ts';

const FIXTURE = new URL('./snapshot.fixture.json', import.meta.url);

const lessonTexts = import.meta.glob<string>('../../content/lessons/*.yaml', {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** One preset's run as the snapshot holds it. */
interface PresetRun {
  settings: SettingsRecord;
  verdict: unknown;
  facts: unknown;
  outcome: unknown;
  events: unknown;
  explanation: unknown;
}

interface LessonSnapshot {
  presets: number;
  /** The presets' runs in full, in the order of the lesson's data. */
  presetRuns: PresetRun[];
}

/** JSON with keys sorted, functions and undefined dropped: equal for runs equal as data. */
function canonical(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map((v: unknown) => canonical(v)).join(',')}]`;
  const parts: string[] = [];
  for (const key of Object.keys(value).sort()) {
    const v = (value as Record<string, unknown>)[key];
    if (v !== undefined && typeof v !== 'function') parts.push(`${JSON.stringify(key)}:${canonical(v)}`);
  }
  return `{${parts.join(',')}}`;
}

/** Every preset of a lesson's data (experiments and their "try this"), as full settings. */
function presetsOf(model: AnyModel): SettingsRecord[] {
  const text = lessonTexts[`../../content/lessons/${model.id}.yaml`];
  if (text === undefined) return [];
  const data = load(text) as { experiments?: { preset: SettingsRecord; tryThis?: { preset: SettingsRecord } }[] };
  return (data.experiments ?? [])
    .flatMap((e) => [e.preset, ...(e.tryThis ? [e.tryThis.preset] : [])])
    .map((preset) => model.settings.normalise({ ...model.settings.defaults, ...preset }).settings);
}

/**
 * One preset's run as the snapshot holds it, keys sorted (as the fixture is written). The rest of the run (its lane
 * data, what playback reads) is not held: the chart a reader sees is held by the built pages.
 */
function presetRunOf(model: AnyModel, settings: SettingsRecord): PresetRun {
  const run = model.simulate({ ...settings });
  return JSON.parse(
    canonical({
      settings,
      verdict: { simulate: run.verdict, judge: model.judge({ ...settings }) },
      facts: model.facts(run),
      // The rows as a reader sees them; what a row's value means as a fact is held under `facts`.
      outcome: (run.outcome as OutcomeRow[]).map(({ key, term, value, tone }) => ({ key, term, value, tone })),
      events: run.events,
      explanation: run.explanation,
    }),
  ) as PresetRun;
}

function snapshotOf(model: AnyModel): LessonSnapshot {
  const presets = presetsOf(model);
  return { presets: presets.length, presetRuns: presets.map((settings) => presetRunOf(model, settings)) };
}

const fixture: Record<string, LessonSnapshot> = existsSync(FIXTURE)
  ? (JSON.parse(readFileSync(FIXTURE, 'utf8')) as Record<string, LessonSnapshot>)
  : {};
const models = Object.values(MODELS);

describe('the models snapshot', () => {
  if (process.env['SNAPSHOT_WRITE'] === '1') {
    it('is rewritten', () => {
      const out = Object.fromEntries(models.map((m) => [m.id, snapshotOf(m)]));
      writeFileSync(FIXTURE, JSON.stringify(out, null, 2) + '\n');
    });
    return;
  }

  it('holds no lesson the registry has lost', () => {
    expect(Object.keys(fixture).filter((id) => !models.some((m) => m.id === id))).toEqual([]);
  });

  // A lesson new to the registry has nothing to be held to yet; it is listed as skipped, and `SNAPSHOT_WRITE=1`
  // records it when its author wants its runs held.
  for (const model of models.filter((m) => !(m.id in fixture)))
    it.skip(`${model.id}: no snapshot yet (SNAPSHOT_WRITE=1 npx vitest run src/lessons/snapshot.test.ts records it)`);

  it.each(models.filter((m) => m.id in fixture).map((m) => [m.id, m] as const))(
    '%s: every preset runs as it did',
    (_id, model) => {
      const got = snapshotOf(model);
      const want = fixture[model.id]!;
      expect(got.presetRuns).toEqual(want.presetRuns);
      expect(got.presets).toBe(want.presets);
    },
  );
});
