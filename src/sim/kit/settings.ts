/**
 * A lesson's settings, named once. A descriptor lists each setting (its key, the reader's label, its kind, range
 * and default) in page order; `defineSettings` derives from it everything that reads or writes settings: the
 * defaults, the parser of untrusted text (a URL query) with notices in a reader's words, the normaliser for values
 * from code, the address round-trip and the settings as a line of text. Nothing here knows any lesson.
 */
import { formatSeconds, tenthsText, toTenths } from './time.ts';

/** A number of seconds, moving in steps of 0.1 s. */
export interface SecondsSpec {
  kind: 'seconds';
  /** The setting's name in a reader's words: "Lease". */
  label: string;
  /** Least allowed value, seconds. */
  min: number;
  /** Most allowed value, seconds. */
  max: number;
  default: number;
}

/** On or off; `1` or `0` in the address. */
export interface SwitchSpec {
  kind: 'switch';
  label: string;
  default: boolean;
}

/** One of a few named values. */
export interface ChoiceSpec<V extends string = string> {
  kind: 'choice';
  label: string;
  /** The values in the order the page offers them, each with the words a reader sees. */
  options: readonly { readonly value: V; readonly label: string }[];
  default: V;
}

export type SettingSpec = SecondsSpec | SwitchSpec | ChoiceSpec;

/** A lesson's settings, key by key, in page order (object order is the page's and the address's order). */
export type Descriptor = Readonly<Record<string, SettingSpec>>;

/** What one setting holds. */
export type SettingValue = number | boolean | string;

/** Settings as a plain record: what stores, presets and the address carry, with no lesson's types. */
export type SettingsRecord = Readonly<Record<string, SettingValue>>;

/** The settings a descriptor describes, typed key by key. */
export type SettingsOf<D extends Descriptor> = string extends keyof D
  ? Record<string, SettingValue> // a descriptor not known to the type system: shared code's view
  : {
      -readonly [K in keyof D]: D[K] extends SecondsSpec
        ? number
        : D[K] extends SwitchSpec
          ? boolean
          : D[K] extends ChoiceSpec<infer V>
            ? V
            : never;
    };

/** One correction made while reading settings from untrusted text. */
export interface Notice {
  /** The setting it is about. */
  key: string;
  /** The reader's words: `Pause "999" is more than the most allowed, 60 s, so 60 s is used.` */
  message: string;
}

/** Settings read from untrusted text or code, with what had to be corrected. */
export interface Parsed<S> {
  settings: S;
  notices: Notice[];
}

/** Every value is a multiple of this many seconds. */
export const SECONDS_STEP = 0.1;

/** Longest raw value the parser reads; anything longer is not a plausible setting. */
const MAX_RAW_LENGTH = 16;

/** The raw text as a notice quotes it, cut short if it is long. */
function quote(raw: string): string {
  return raw.length > MAX_RAW_LENGTH ? `"${raw.slice(0, MAX_RAW_LENGTH)}…"` : `"${raw}"`;
}

/** Plain decimal text only: no exponents, hex, Infinity or NaN. */
const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?$/;

/**
 * Reads a decimal number of seconds as exact integer tenths, rounding half up on the text itself so that
 * "10.35" is 10.4 (float arithmetic would make it 10.3). Returns null for anything that is not plain decimal text.
 */
export function parseTenths(text: string): { tenths: number; rounded: boolean } | null {
  const m = DECIMAL.exec(text);
  if (m === null) return null;
  const whole = (m[2] ?? '').replace(/^0+(?=\d)/, '');
  const frac = m[3] ?? '';
  if (whole === '' && frac === '') return null;
  const negative = m[1] === '-';
  // Four or more whole digits is far beyond every range; clamping only needs to know it is huge.
  let tenths =
    whole.length > 3
      ? 100_000
      : Number(whole || '0') * 10 + Number(frac[0] ?? '0') + (Number(frac[1] ?? '0') >= 5 ? 1 : 0);
  const rounded = /[1-9]/.test(frac.slice(1));
  if (negative && tenths !== 0) tenths = -tenths;
  return { tenths, rounded };
}

const TRUE_TEXTS: ReadonlySet<string> = new Set(['1', 'true']);
const FALSE_TEXTS: ReadonlySet<string> = new Set(['0', 'false']);

/** A value as a reader would say it: "15 s", "on", or the choice's label. */
export function sayValue(spec: SettingSpec, value: SettingValue): string {
  switch (spec.kind) {
    case 'seconds':
      return formatSeconds(value as number);
    case 'switch':
      return value ? 'on' : 'off';
    case 'choice':
      return spec.options.find((o) => o.value === value)?.label ?? String(value);
  }
}

/** Everything derived from one descriptor. */
export interface SettingsKit<D extends Descriptor> {
  readonly descriptor: D;
  /** The keys in page order, which is also the order of `toQuery`. */
  readonly keys: readonly string[];
  /** The keys of the settings that are seconds, in page order. */
  readonly secondsKeys: readonly string[];
  /** The defaults: the lesson's default run. */
  readonly defaults: Readonly<SettingsOf<D>>;
  /**
   * Reads settings from an untrusted URL query ("lease=12&fencing=1", with or without "?", or URLSearchParams).
   * Never throws. Unknown keys are ignored. A repeated key is read once and earns a notice. Every correction
   * (range, rounding, bad text) falls back as its notice says.
   */
  parse(input: string | URLSearchParams): Parsed<SettingsOf<D>>;
  /** Brings settings from code (a preset, a store) into range, with the parser's words for each correction. */
  normalise(input: unknown): Parsed<SettingsOf<D>>;
  /** The shortest query that `parse` reads back as these settings: only what differs from the defaults. */
  toQuery(settings: SettingsRecord): string;
  /** The settings in a reader's words: "Lease: 10 s · Pause: 0 s · Fencing: off". */
  describe(settings: SettingsRecord): string;
  /** True when two records hold the same settings, every key compared. */
  same(a: SettingsRecord, b: SettingsRecord): boolean;
  /** True when the query names at least one of these settings. */
  named(params: URLSearchParams): boolean;
}

/** Derives the parser, normaliser, address round-trip and defaults from a descriptor. */
export function defineSettings<const D extends Descriptor>(descriptor: D): SettingsKit<D> {
  type S = SettingsOf<D>;
  const keys = Object.keys(descriptor) as (keyof D & string)[];
  const secondsKeys = keys.filter((k) => descriptor[k]?.kind === 'seconds');
  const known: ReadonlySet<string> = new Set(keys);
  const defaults = Object.freeze(Object.fromEntries(keys.map((k) => [k, (descriptor[k] as SettingSpec).default]))) as S;
  const spec = (key: string): SettingSpec => descriptor[key] as SettingSpec;

  const fallback = (key: string, raw: string, why: string): Notice => {
    const s = spec(key);
    const shown = why === 'is empty' ? '' : ` ${quote(raw)}`;
    return { key, message: `${s.label}${shown} ${why}, so the default, ${sayValue(s, s.default)}, is used.` };
  };

  /** Clamps seconds (in tenths) into range; `rounded` says the given value had to be rounded to reach `tenths`. */
  const settle = (key: string, tenths: number, raw: string, rounded: boolean, notices: Notice[]): number => {
    const s = spec(key) as SecondsSpec;
    const [lo, hi] = [toTenths(s.min), toTenths(s.max)];
    if (tenths > hi) {
      notices.push({
        key,
        message: `${s.label} ${quote(raw)} is more than the most allowed, ${formatSeconds(s.max)}, so ${formatSeconds(s.max)} is used.`,
      });
      return hi;
    }
    if (tenths < lo) {
      notices.push({
        key,
        message: `${s.label} ${quote(raw)} is less than the least allowed, ${formatSeconds(s.min)}, so ${formatSeconds(s.min)} is used.`,
      });
      return lo;
    }
    if (rounded)
      notices.push({
        key,
        message: `${s.label} ${quote(raw)} is finer than a tenth of a second, so it is rounded to ${tenthsText(tenths)} s.`,
      });
    return tenths;
  };

  const readText = (key: string, raw: string, notices: Notice[]): SettingValue => {
    const s = spec(key);
    if (s.kind === 'switch') {
      if (TRUE_TEXTS.has(raw)) return true;
      if (FALSE_TEXTS.has(raw)) return false;
      const why = raw === '' ? 'is empty' : `${quote(raw)} is not 1 or 0`;
      notices.push({ key, message: `${s.label} ${why}, so the default, ${sayValue(s, s.default)}, is used.` });
      return s.default;
    }
    if (s.kind === 'choice') {
      const option = s.options.find((o) => o.value === raw);
      if (option) return option.value;
      const names = s.options.map((o) => o.value).join(', ');
      notices.push(raw === '' ? fallback(key, raw, 'is empty') : fallback(key, raw, `is not one of ${names}`));
      return s.default;
    }
    if (raw.length > MAX_RAW_LENGTH) {
      notices.push(fallback(key, raw, 'is too long to be a number of seconds'));
      return s.default;
    }
    const text = raw.trim();
    if (text === '') {
      notices.push(fallback(key, raw, 'is empty'));
      return s.default;
    }
    const parsed = parseTenths(text);
    if (parsed === null) {
      notices.push(fallback(key, raw, 'is not a number of seconds'));
      return s.default;
    }
    return settle(key, parsed.tenths, raw, parsed.rounded, notices) / 10;
  };

  const readValue = (key: string, value: unknown, notices: Notice[]): SettingValue => {
    const s = spec(key);
    if (s.kind === 'seconds') {
      if (typeof value !== 'number' || !Number.isFinite(value)) {
        notices.push(fallback(key, String(value), 'is not a number of seconds'));
        return s.default;
      }
      const t = toTenths(value);
      // A tenth is 1e-1; anything within float noise of it is not a real rounding.
      const rounded = Math.abs(t - value * 10) > 1e-6;
      return settle(key, t, String(value), rounded, notices) / 10;
    }
    if (s.kind === 'switch') {
      if (typeof value === 'boolean') return value;
      notices.push({
        key,
        message: `${s.label} ${quote(String(value))} is not on or off, so the default, ${sayValue(s, s.default)}, is used.`,
      });
      return s.default;
    }
    if (typeof value === 'string' && s.options.some((o) => o.value === value)) return value;
    const names = s.options.map((o) => o.value).join(', ');
    notices.push(fallback(key, String(value), `is not one of ${names}`));
    return s.default;
  };

  const normalise = (input: unknown): Parsed<S> => {
    const notices: Notice[] = [];
    const given = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>;
    const settings = Object.fromEntries(
      keys.map((key) => [key, readValue(key, Object.hasOwn(given, key) ? given[key] : undefined, notices)]),
    ) as S;
    return { settings, notices };
  };

  const write = (key: string, value: SettingValue): string => {
    const s = spec(key);
    if (s.kind === 'seconds') return tenthsText(toTenths(value as number));
    if (s.kind === 'switch') return value ? '1' : '0';
    return String(value);
  };

  return {
    descriptor,
    keys,
    secondsKeys,
    defaults,
    parse(input) {
      const notices: Notice[] = [];
      const settings: Record<string, SettingValue> = { ...defaults };
      let params: URLSearchParams;
      try {
        params =
          typeof input === 'string'
            ? new URLSearchParams(input)
            : input instanceof URLSearchParams
              ? input
              : new URLSearchParams();
      } catch {
        params = new URLSearchParams();
      }
      const seen = new Set<string>();
      for (const [name, raw] of params) {
        if (!known.has(name)) continue;
        if (seen.has(name)) {
          notices.push({ key: name, message: `${spec(name).label} is given more than once; only the first is read.` });
          continue;
        }
        seen.add(name);
        settings[name] = readText(name, raw, notices);
      }
      return { settings: settings as S, notices };
    },
    normalise,
    toQuery(input) {
      const s = normalise(input).settings as Record<string, SettingValue>;
      const parts: string[] = [];
      for (const key of keys) {
        const value = write(key, s[key] as SettingValue);
        if (value !== write(key, spec(key).default)) parts.push(`${key}=${value}`);
      }
      return parts.join('&');
    },
    describe(input) {
      const s = normalise(input).settings as Record<string, SettingValue>;
      return keys.map((key) => `${spec(key).label}: ${sayValue(spec(key), s[key] as SettingValue)}`).join(' · ');
    },
    same(a, b) {
      return keys.every((key) => a[key] === b[key]);
    },
    named(params) {
      return keys.some((key) => params.has(key));
    },
  };
}
