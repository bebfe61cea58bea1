/**
 * The lesson's settings, named once (spec Part 2): the descriptor from which the kit derives the defaults, the
 * parser of the address with its notices, the normaliser and the address round-trip. The exports below keep the
 * names that this lesson's model, texts and tests use.
 */
import { defineSettings, formatSeconds, formatTime, tenthsText, toTenths } from '../kit/index.ts';
import type { Limit, NumericKey, Parsed, SettingKey, Settings } from './types.ts';

/** The settings of the lesson, in page order, with the default run's values. */
export const settings = defineSettings({
  lease: { kind: 'seconds', label: 'Lease', min: 1, max: 60, default: 10 },
  pause: { kind: 'seconds', label: 'Pause', min: 0, max: 60, default: 15 },
  bAt: { kind: 'seconds', label: 'When B asks', min: 0, max: 60, default: 10.3 },
  check: { kind: 'switch', label: 'Check before writing', default: false },
  fencing: { kind: 'switch', label: 'Fencing', default: false },
});

/** The default run of the lesson (spec Part 2). */
export const DEFAULTS: Settings = settings.defaults;

/** The settings' keys in page order, which is also the order of `toQuery`. */
export const SETTING_KEYS = settings.keys as readonly SettingKey[];
/** The numeric settings' keys in page order. */
export const NUMERIC_KEYS = settings.secondsKeys as readonly NumericKey[];

/** Allowed range of each numeric setting, in seconds, with its label. */
export const LIMITS: Readonly<Record<NumericKey, Readonly<Limit>>> = Object.freeze(
  Object.fromEntries(
    NUMERIC_KEYS.map((key) => {
      const { min, max, label } = settings.descriptor[key];
      return [key, Object.freeze({ min, max, step: 0.1, label, unit: 's' as const })];
    }),
  ) as Record<NumericKey, Limit>,
);

/** Every setting's name in a reader's words. */
export const LABELS: Readonly<Record<SettingKey, string>> = Object.freeze(
  Object.fromEntries(SETTING_KEYS.map((key) => [key, settings.descriptor[key].label])) as Record<SettingKey, string>,
);

export { formatSeconds, formatTime, tenthsText, toTenths };

/** Reads settings from an untrusted URL query; never throws (see the kit's `parse`). */
export function parseSettings(input: string | URLSearchParams): Parsed {
  return settings.parse(input);
}

/** Brings settings that came from code into range, with the parser's words for each correction. */
export function normaliseSettings(input: Settings): Parsed {
  return settings.normalise(input);
}

/** The shortest query that `parseSettings` reads back as these settings; "" for the defaults. */
export function toQuery(input: Settings): string {
  return settings.toQuery(input);
}
