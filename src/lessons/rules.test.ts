/**
 * Every rule in a lesson's table fires in at least one of the lesson's own runs: its default and every preset of its
 * experiments (and their "try this"). A rule no preset reaches is a rule no reader sees act without hunting for it:
 * either a preset is missing or the rule is. One table over the registry, so a new lesson is held to it at once.
 */
import { load } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { rulesOf } from '../kit/index.ts';
import type { SettingsRecord } from '../kit/index.ts';
import { MODELS } from './registry.ts';

const texts = import.meta.glob<string>('../../content/lessons/*.yaml', {
  query: '?raw',
  import: 'default',
  eager: true,
});

type Preset = Record<string, unknown>;

/** The lesson's own runs by name: the default and each experiment's preset and "try this" preset. */
function presetsOf(id: string): [string, Preset][] {
  const text = texts[`../../content/lessons/${id}.yaml`];
  const data = (text === undefined ? {} : load(text)) as {
    experiments?: { id: string; preset?: Preset; tryThis?: { preset?: Preset } }[];
  };
  return [
    ['the default run', {}],
    ...(data.experiments ?? []).flatMap((e): [string, Preset][] => [
      [`experiment "${e.id}"`, e.preset ?? {}],
      ...(e.tryThis?.preset === undefined
        ? []
        : [[`experiment "${e.id}", try this`, e.tryThis.preset] as [string, Preset]]),
    ]),
  ];
}

describe.each(Object.values(MODELS).map((m) => [m.id, m] as const))('%s: its rulebook', (id, model) => {
  const rules = rulesOf(model);

  it('is a table of named rules, each saying in plain words what it does', () => {
    expect(rules, `${id}: build the model with defineModel and its rules with defineRules`).toBeDefined();
    expect(rules!.rulebook.length).toBeGreaterThan(0);
    for (const line of rules!.rulebook) expect(line.says.trim()).not.toBe('');
  });

  it('has every rule fire in the default run or a preset', () => {
    const fired = new Set<string>();
    for (const [, preset] of presetsOf(id)) {
      const settings = model.settings.normalise({ ...model.settings.defaults, ...preset } as SettingsRecord).settings;
      for (const name of rules!.play(settings, true).fired) fired.add(name);
    }
    const never = rules!.rulebook.map((line) => line.name).filter((name) => !fired.has(name));
    expect(never, `${id}: rules that fire in no preset`).toEqual([]);
  });
});
