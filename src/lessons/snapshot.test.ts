/**
 * A snapshot of what every lesson's model says, taken before the kit's second edition moved the lessons onto it,
 * and held unchanged after: for every model in the registry, every preset of its lesson data and 10,000 settings
 * from a fixed-seed generator over its descriptor, the verdict, `judge`, the facts, the outcome rows, every log
 * line, the explanation and the whole run as its islands read it. The fixture keeps, per lesson, a digest of all
 * runs, a digest per block of runs and field (so a mismatch names where and what), and the presets' runs in full.
 *
 * A lesson new to the registry (one `npm run new:concept` has just written, say) has nothing to be held to yet: it is
 * listed as skipped, and a test run never writes into the tree. `SNAPSHOT_WRITE=1` rewrites the fixture, the new
 * lesson's entry with it (for a new lesson, or a change of behaviour a lesson's spec asks for).
 * `SNAPSHOT_DUMP=<dir>` writes every run as a line of JSON there; `SNAPSHOT_BASELINE=<dir>` compares with such a
 * dump on a mismatch and names the first setting and field that differ.
 *
 * Every lesson's model maps its state to the chart once (issue 49: its run carries `chart`, lane data, in place of
 * the chart-shaped fields it had), so a run is held by every field but the rest of the run, block by block: the fixture's
 * `run` digests are of the fields it gave up, and the chart a reader sees is held by the built pages instead.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { load } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { boundValue } from '../kit/index.ts';
import type { AnyModel, OutcomeRow, SettingSpec, SettingValue, SettingsRecord } from '../kit/index.ts';
import { MODELS } from './registry.ts';

/** Random settings per lesson, on top of its presets. */
const RANDOM_RUNS = 10_000;
/** Runs per block: a mismatch names the first block and the fields that differ in it. */
const BLOCK = 250;
const FIXTURE = new URL('./snapshot.fixture.json', import.meta.url);

const lessonTexts = import.meta.glob<string>('../../content/lessons/*.yaml', {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** The fields of one run that the snapshot holds, each compared on its own. */
const FIELDS = ['verdict', 'facts', 'outcome', 'events', 'explanation', 'run'] as const;
type Field = (typeof FIELDS)[number];
/** What a test run compares: every field but `run`, whose fixture digests are of the chart-shaped fields it gave up. */
const HELD: readonly Field[] = FIELDS.filter((f) => f !== 'run');
type Record_ = Record<Field, unknown> & { settings: SettingsRecord };

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

function sha(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** A small seeded generator (mulberry32): the same seed gives the same settings on every machine. */
function generator(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Settings in range, key by key in descriptor order, so a bound that reads earlier settings can be asked. */
function randomSettings(model: AnyModel, random: () => number): SettingsRecord {
  const out: Record<string, SettingValue> = {};
  const int = (lo: number, hi: number): number => lo + Math.floor(random() * (hi - lo + 1));
  for (const key of model.settings.keys) {
    const spec = model.settings.descriptor[key] as SettingSpec;
    switch (spec.kind) {
      case 'seconds':
        out[key] = int(Math.round(spec.min * 10), Math.round(spec.max * 10)) / 10;
        break;
      case 'switch':
        out[key] = random() < 0.5;
        break;
      case 'choice':
        out[key] = spec.options[int(0, spec.options.length - 1)]!.value;
        break;
      case 'count': {
        const lo = Math.ceil(boundValue(spec.min, out));
        const hi = Math.floor(boundValue(spec.max, out));
        out[key] = int(lo, Math.max(lo, hi));
        break;
      }
    }
  }
  return model.settings.normalise(out).settings;
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

/** One run as the snapshot holds it. */
function recordOf(model: AnyModel, settings: SettingsRecord): Record_ {
  const run = model.simulate({ ...settings });
  return {
    settings,
    verdict: { simulate: run.verdict, judge: model.judge({ ...settings }) },
    facts: model.facts(run),
    // The rows as a reader sees them; what a row's value means as a fact is held under `facts`.
    outcome: (run.outcome as OutcomeRow[]).map(({ key, term, value, tone }) => ({ key, term, value, tone })),
    events: run.events,
    explanation: run.explanation,
    // The rest of the run (chart data, what playback reads), without what the fields above already hold.
    run: { ...run, settings: undefined, events: undefined, outcome: undefined, explanation: undefined },
  };
}

interface LessonSnapshot {
  presets: number;
  random: number;
  /** sha256 of every run's canonical record, in order. */
  digest: string;
  /** Per block of BLOCK runs (presets first), the first 10 hex digits of each field's digest. */
  blocks: Record<Field, string>[];
  /** The presets' runs in full (the whole run object apart), readable in a diff. */
  presetRuns: Omit<Record_, 'run'>[];
}

/** Every run of a lesson, presets first. */
function settingsList(model: AnyModel): { presets: SettingsRecord[]; all: SettingsRecord[] } {
  const presets = presetsOf(model);
  const random = generator(24);
  const all = [...presets, ...Array.from({ length: RANDOM_RUNS }, () => randomSettings(model, random))];
  return { presets, all };
}

/**
 * The snapshot of a lesson's runs, digesting the `held` fields only (every field by default, as the fixture is
 * written). A field left out is absent from the blocks and makes the whole digest meaningless: a test that leaves
 * one out compares blocks, field by field. Writing out the rest of a chart-mapped run (its lane data) cost as much
 * as running it.
 */
function snapshotOf(model: AnyModel, dump?: string[], held: readonly Field[] = FIELDS): LessonSnapshot {
  const { presets, all } = settingsList(model);
  const blocks: Record<Field, string>[] = [];
  const presetRuns: Omit<Record_, 'run'>[] = [];
  const hashes = () => Object.fromEntries(held.map((f) => [f, createHash('sha256')]));
  let block = hashes();
  all.forEach((settings, i) => {
    const record = recordOf(model, settings);
    if (dump !== undefined) dump.push(canonical(record));
    for (const f of held) block[f]!.update(canonical(record[f]) + '\n');
    if (i < presets.length) {
      presetRuns.push(JSON.parse(canonical({ ...record, run: undefined })) as Omit<Record_, 'run'>);
    }
    if ((i + 1) % BLOCK === 0 || i === all.length - 1) {
      blocks.push(Object.fromEntries(held.map((f) => [f, block[f]!.digest('hex')])) as never);
      block = hashes();
    }
  });
  // The whole digest covers every field's full digest; the fixture keeps 10 hex digits of each for locating.
  const digest = sha(blocks.map((b) => canonical(b)).join('\n'));
  const short = blocks.map((b) => Object.fromEntries(held.map((f) => [f, b[f].slice(0, 10)])) as Record<Field, string>);
  return { presets: presets.length, random: RANDOM_RUNS, digest, blocks: short, presetRuns };
}

/**
 * Where two snapshots of one lesson first differ, in words: the block and fields from the fixture, and with a
 * baseline dump the exact setting and field.
 */
function firstDifference(
  model: AnyModel,
  want: LessonSnapshot,
  got: LessonSnapshot,
  held: readonly Field[],
  baseline?: string,
): string {
  const differ = (k: number) => held.filter((f) => want.blocks[k]![f] !== got.blocks[k]?.[f]);
  const i = want.blocks.findIndex((_, k) => differ(k).length > 0);
  if (i < 0) return 'the block digests agree; only the run count or order differs';
  const fields = differ(i);
  const { all } = settingsList(model);
  let words = `runs ${i * BLOCK} to ${Math.min(all.length, (i + 1) * BLOCK) - 1} differ in ${fields.join(', ')}`;
  const path = baseline === undefined ? undefined : `${baseline}/${model.id}.jsonl`;
  if (path !== undefined && existsSync(path)) {
    const lines = readFileSync(path, 'utf8').split('\n');
    for (let k = i * BLOCK; k < all.length; k++) {
      const now = recordOf(model, all[k]!);
      const then = JSON.parse(lines[k]!) as Record_;
      const field = held.find((f) => canonical(now[f]) !== canonical(then[f]));
      if (field === undefined) continue;
      let [was, is, at] = [then[field], now[field], ''];
      // In a list (the log, the rows), show the first entry that differs rather than the list.
      if (Array.isArray(was) && Array.isArray(is)) {
        const j = Array.from({ length: Math.max(was.length, is.length) }, (_, n) => n).find(
          (n) => canonical((was as unknown[])[n]) !== canonical((is as unknown[])[n]),
        );
        [was, is, at] = [(was as unknown[])[j!], (is as unknown[])[j!], ` entry ${j}`];
      }
      return `${words}; the first is run ${k}, settings ${canonical(all[k])}, field "${field}"${at}:\n  was ${canonical(was).slice(0, 600)}\n  now ${canonical(is).slice(0, 600)}`;
    }
  }
  words += `; first settings of the block: ${canonical(all[i * BLOCK])}`;
  return words;
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
    '%s: every preset and 10,000 random settings run as they did',
    (_id, model) => {
      const dumpDir = process.env['SNAPSHOT_DUMP'];
      const dump: string[] | undefined = dumpDir === undefined ? undefined : [];
      // Every lesson maps its chart once, so a run is held by every field but the rest of the run (its lane data),
      // which is then not even written out.
      const got = snapshotOf(model, dump, HELD);
      if (dumpDir !== undefined && dump !== undefined) {
        mkdirSync(dumpDir, { recursive: true });
        writeFileSync(`${dumpDir}/${model.id}.jsonl`, dump.join('\n') + '\n');
      }
      const want = fixture[model.id];
      expect(want).toBeDefined();
      // The presets in full first, so a change there shows as a readable diff.
      expect(got.presetRuns).toEqual(want!.presetRuns);
      const where = () => `${model.id}: ${firstDifference(model, want!, got, HELD, process.env['SNAPSHOT_BASELINE'])}`;
      const blocks = (s: LessonSnapshot) => s.blocks.map((b) => HELD.map((f) => `${f} ${b[f]}`));
      // Where they differ is worked out only when they do: it draws the 10,000 settings again.
      if (canonical(blocks(got)) !== canonical(blocks(want!))) expect(blocks(got), where()).toEqual(blocks(want!));
      expect(got.presets).toBe(want!.presets);
    },
  );
});
