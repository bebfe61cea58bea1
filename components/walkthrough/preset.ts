/** Experiment presets as full simulator settings, and how they compare with what the simulator shows. */
import { DEFAULTS, LABELS, SETTING_KEYS, formatSeconds } from '../../src/sim/index.ts';
import type { Settings } from '../../src/sim/index.ts';
import type { Preset } from '../../src/site/lesson-data.ts';

/** The settings an experiment loads: its preset over the simulator's defaults. */
export function presetSettings(preset: Preset): Settings {
  const settings: Settings = { ...DEFAULTS };
  for (const key of SETTING_KEYS) {
    const value = preset[key];
    if (value !== undefined) Object.assign(settings, { [key]: value });
  }
  return settings;
}

/**
 * True when the simulator shows exactly what the experiment loads. Every key is compared, not just the preset's
 * own: loading a preset sets all of them, so any difference means the reader is no longer looking at it.
 */
export function showsPreset(current: Settings, preset: Preset): boolean {
  const wanted = presetSettings(preset);
  return SETTING_KEYS.every((key) => current[key] === wanted[key]);
}

/** The preset in a reader's words: "Lease 10 s · Pause 0 s · When B asks 10.3 s · Check before writing off · Fencing off". */
export function presetLabel(preset: Preset): string {
  const s = presetSettings(preset);
  return SETTING_KEYS.map((key) => {
    const value = s[key];
    return `${LABELS[key]} ${typeof value === 'boolean' ? (value ? 'on' : 'off') : formatSeconds(value)}`;
  }).join(' · ');
}
