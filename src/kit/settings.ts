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

/**
 * A bound that follows an earlier count of the descriptor, named: `{ of: 'n' }` is N, `{ of: 'n', plus: -1 }` is
 * N - 1, `{ of: 'n', per: 2 }` is half of N. The count's range rounds it inward (a most allowed down, a least up).
 * Only earlier settings are settled when it is asked, so it must name no later one (the kit refuses it at load).
 */
export interface FollowBound {
  /** The earlier setting's key. */
  of: string;
  /** Added to its value. */
  plus?: number;
  /** Then divided by this. */
  per?: number;
}

/** A bound of a count: a fixed whole number, or one that follows an earlier count. */
export type CountBound = number | FollowBound;

/** A bound's value for these settings (not yet rounded), or a fixed bound itself. */
export function boundValue(bound: CountBound, settings: SettingsRecord): number {
  if (typeof bound === 'number') return bound;
  return (Number(settings[bound.of]) + (bound.plus ?? 0)) / (bound.per ?? 1);
}

/** A whole number: how many of something ("Replicas (N)"). Its range may depend on earlier settings. */
export interface CountSpec {
  kind: 'count';
  label: string;
  /** Least allowed value, or a function of the earlier settings. */
  min: CountBound;
  /** Most allowed value, or a function of the earlier settings. */
  max: CountBound;
  /** Must lie in the range the other defaults allow. */
  default: number;
}

export type SettingSpec = SecondsSpec | SwitchSpec | ChoiceSpec | CountSpec;

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
      -readonly [K in keyof D]: D[K] extends SecondsSpec | CountSpec
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

/** A count with this many allowed values or fewer is offered as a group of choices; a longer one as a stepper. */
export const FEW_COUNTS = 6;

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
    case 'count':
      return String(value);
  }
}

/** A count's range for these settings: its bounds asked of them, lowest first. */
export interface CountRange {
  min: number;
  max: number;
  /** The settings a bound read, with the value each had: what a notice names ("with Replicas (N) at 3"). */
  because: { key: string; value: SettingValue }[];
}

/** Plain whole-number text only: "3", "+3", "-1". */
const WHOLE = /^[+-]?\d{1,6}$/;

/** Everything derived from one descriptor. */
export interface SettingsKit<D extends Descriptor> {
  readonly descriptor: D;
  /** The keys in page order, which is also the order of `toQuery`. */
  readonly keys: readonly string[];
  /** The keys of the settings that are seconds, in page order. */
  readonly secondsKeys: readonly string[];
  /** The keys of the settings that are counts, in page order. */
  readonly countKeys: readonly string[];
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
  /**
   * After a reader changed one setting in the panel: moves every count whose range depends on it to the nearest
   * allowed value, with a notice for each that moved ("Write quorum (W) is now 3: ..."). Other values are kept.
   */
  follow(settings: SettingsRecord): Parsed<SettingsOf<D>>;
  /** A count's allowed range given the other settings (only those before it in page order are read). */
  rangeOf(key: string, settings: SettingsRecord): CountRange;
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
  const countKeys = keys.filter((k) => descriptor[k]?.kind === 'count');
  const known: ReadonlySet<string> = new Set(keys);
  const defaults = Object.freeze(Object.fromEntries(keys.map((k) => [k, (descriptor[k] as SettingSpec).default]))) as S;
  const spec = (key: string): SettingSpec => descriptor[key] as SettingSpec;

  /**
   * A count's range, its bounds asked of the settings before it in page order, noting which settings they read so a
   * notice can name them; a bound that names a later or unknown setting is listed in `later`.
   */
  const rangeWithReads = (
    key: string,
    settings: SettingsRecord,
  ): CountRange & { later: string[]; minReads: string[]; maxReads: string[] } => {
    const s = spec(key) as CountSpec;
    const before = new Set(keys.slice(0, keys.indexOf(key)));
    const later: string[] = [];
    const ask = (bound: CountBound, read: string[]): number => {
      if (typeof bound === 'number') return bound;
      if (!known.has(bound.of) || !before.has(bound.of)) {
        if (!later.includes(bound.of)) later.push(bound.of);
        return Number.NaN;
      }
      if (!read.includes(bound.of)) read.push(bound.of);
      return boundValue(bound, settings);
    };
    const minReads: string[] = [];
    const maxReads: string[] = [];
    const min = Math.ceil(ask(s.min, minReads));
    // When the bounds cross, the most allowed wins: a count is never offered more than its upper bound allows.
    const max = Math.floor(ask(s.max, maxReads));
    const because = [...new Set([...minReads, ...maxReads])].map((k) => ({
      key: k,
      value: settings[k] as SettingValue,
    }));
    return { min: Math.min(min, max), max, because, later, minReads, maxReads };
  };

  const rangeOf = (key: string, settings: SettingsRecord): CountRange => {
    const { min, max, because } = rangeWithReads(key, settings);
    return { min, max, because };
  };

  // A descriptor whose defaults break their own ranges, or whose bound reads a later setting, is a lesson's bug:
  // caught here, when the lesson's module loads (its unit tests fail), rather than as a reader's odd notice.
  for (const key of countKeys) {
    const s = spec(key) as CountSpec;
    const { min, max, later } = rangeWithReads(key, defaults);
    if (later.length > 0)
      throw new Error(
        `The range of "${key}" follows ${later.join(', ')}, which is not a setting before it in the descriptor.`,
      );
    if (!Number.isFinite(min) || !Number.isFinite(max))
      throw new Error(`The range of "${key}" is not a pair of whole numbers at the defaults.`);
    if (!Number.isInteger(s.default) || s.default < min || s.default > max)
      throw new Error(`The default of "${key}", ${s.default}, is outside its range at the defaults, ${min} to ${max}.`);
  }

  /** The settings a bound was read from, as a notice names them: "Replicas (N) at 3". */
  const sayBecause = (read: readonly string[], settings: SettingsRecord): string =>
    read.map((k) => `${spec(k).label} at ${sayValue(spec(k), settings[k] as SettingValue)}`).join(' and ');

  /**
   * Brings each count into the range its earlier settings allow, in page order (so a count that bounds another is
   * settled first). `raws` holds the text each was given as; a count not given (a default, or a value left as it
   * was while the reader changed another setting) that has to move says that it moved.
   */
  const settleCounts = (
    settings: Record<string, SettingValue>,
    raws: ReadonlyMap<string, string>,
    notices: Notice[],
  ): void => {
    for (const key of countKeys) {
      const s = spec(key);
      const value = settings[key] as number;
      const range = rangeWithReads(key, settings);
      const over = value > range.max;
      if (!over && value >= range.min) continue;
      const to = over ? range.max : range.min;
      settings[key] = to;
      const most = over ? 'most' : 'least';
      const raw = raws.get(key);
      let message: string;
      const read = over ? range.maxReads : range.minReads;
      if (read.length === 0)
        message =
          raw === undefined
            ? `${s.label} is now ${to}, the ${most} allowed.`
            : `${s.label} ${quote(raw)} is ${over ? 'more' : 'less'} than the ${most} allowed, ${to}, so ${to} is used.`;
      else {
        const why = `with ${sayBecause(read, settings)} it can be at ${most} ${to}`;
        message =
          raw === undefined
            ? `${s.label} is now ${to}: ${why}.`
            : `${s.label} ${quote(raw)} is ${over ? 'more' : 'less'} than allowed: ${why}, so it is ${to}.`;
      }
      notices.push({ key, message });
    }
  };

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

  /** A whole number from text or code, not yet brought into range; null (with a notice) when it is not one. */
  const readWhole = (key: string, value: unknown, notices: Notice[]): number | null => {
    if (typeof value === 'number' && Number.isInteger(value)) return value;
    const raw = String(value);
    if (typeof value === 'string') {
      if (raw.length > MAX_RAW_LENGTH) {
        notices.push(fallback(key, raw, 'is too long to be a whole number'));
        return null;
      }
      const text = raw.trim();
      if (text === '') {
        notices.push(fallback(key, raw, 'is empty'));
        return null;
      }
      if (WHOLE.test(text)) return Number(text);
    }
    notices.push(fallback(key, raw, 'is not a whole number'));
    return null;
  };

  const readText = (key: string, raw: string, notices: Notice[]): SettingValue => {
    const s = spec(key);
    if (s.kind === 'count') return readWhole(key, raw, notices) ?? s.default;
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
    if (s.kind === 'count') return readWhole(key, value, notices) ?? s.default;
    if (typeof value === 'string' && s.options.some((o) => o.value === value)) return value;
    // A data file's `size: 3` is the number 3, and the option is "3": it means that option, so it is taken.
    if (typeof value === 'number' || typeof value === 'boolean') {
      const option = s.options.find((o) => o.value === String(value));
      if (option) return option.value;
    }
    const names = s.options.map((o) => o.value).join(', ');
    notices.push(fallback(key, String(value), `is not one of ${names}`));
    return s.default;
  };

  const normalise = (input: unknown): Parsed<S> => {
    const notices: Notice[] = [];
    const given = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>;
    const raws = new Map<string, string>();
    const settings = Object.fromEntries(
      keys.map((key) => {
        const value = Object.hasOwn(given, key) ? given[key] : undefined;
        if (value !== undefined) raws.set(key, String(value));
        return [key, readValue(key, value, notices)];
      }),
    );
    settleCounts(settings, raws, notices);
    return { settings: settings as S, notices };
  };

  const write = (key: string, value: SettingValue): string => {
    const s = spec(key);
    if (s.kind === 'seconds') return tenthsText(toTenths(value as number));
    if (s.kind === 'switch') return value ? '1' : '0';
    return String(value); // a choice's value, or a count's digits
  };

  return {
    descriptor,
    keys,
    secondsKeys,
    countKeys,
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
      const raws = new Map<string, string>();
      for (const [name, raw] of params) {
        if (!known.has(name)) continue;
        if (seen.has(name)) {
          notices.push({ key: name, message: `${spec(name).label} is given more than once; only the first is read.` });
          continue;
        }
        seen.add(name);
        raws.set(name, raw);
        settings[name] = readText(name, raw, notices);
      }
      settleCounts(settings, raws, notices);
      return { settings: settings as S, notices };
    },
    normalise,
    follow(input) {
      const notices: Notice[] = [];
      const settings: Record<string, SettingValue> = { ...input };
      settleCounts(settings, new Map(), notices);
      return { settings: settings as S, notices };
    },
    rangeOf,
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
