/**
 * For tests only: any valid settings of a lesson's model, generated from its descriptor (fast-check), so a shared
 * test covers a new lesson with no hand list. A bound that follows other settings (W at most N) is met by
 * normalising the whole record.
 */
import fc from 'fast-check';
import type { AnyModel, SettingSpec, SettingValue } from '../index.ts';

/** Any valid value of one setting. */
export function valueOf(spec: SettingSpec): fc.Arbitrary<SettingValue> {
  switch (spec.kind) {
    case 'seconds':
      return fc.integer({ min: Math.round(spec.min * 10), max: Math.round(spec.max * 10) }).map((t) => t / 10);
    case 'switch':
      return fc.boolean();
    case 'choice':
      return fc.constantFrom(...spec.options.map((o) => o.value));
    case 'count':
      return fc.integer({
        min: typeof spec.min === 'number' ? spec.min : 0,
        max: typeof spec.max === 'number' ? spec.max : 12,
      });
  }
}

/** Any valid settings of a model, every key given. */
export function settingsOf(model: AnyModel): fc.Arbitrary<Record<string, SettingValue>> {
  const descriptor = model.settings.descriptor;
  return fc
    .record(Object.fromEntries(model.settings.keys.map((k) => [k, valueOf(descriptor[k] as SettingSpec)])))
    .map((s) => ({ ...model.settings.normalise(s).settings }));
}
