/**
 * The settings: defaults, ranges, the reader's names for them, and the one normaliser that both the URL parser
 * and `simulate` go through, so a value out of range is corrected the same way wherever it comes from.
 *
 * Imports carry their `.ts` extension: Vite/Vitest and Astro resolve them (the Astro tsconfig sets
 * `allowImportingTsExtensions`), and so does plain Node 22's type stripping, which the benchmark script relies on.
 */
import type { Limit, Notice, NumericKey, Parsed, SettingKey, Settings } from './types.ts';

/** The default run of the lesson (spec Part 2). */
export const DEFAULTS: Settings = Object.freeze({
  lease: 10,
  pause: 15,
  bAt: 10.3,
  check: false,
  fencing: false,
});

/** Allowed range of each numeric setting, in seconds, with its label. */
export const LIMITS: Readonly<Record<NumericKey, Readonly<Limit>>> = Object.freeze({
  lease: Object.freeze({ min: 1, max: 60, step: 0.1, label: 'Lease', unit: 's' }),
  pause: Object.freeze({ min: 0, max: 60, step: 0.1, label: 'Pause', unit: 's' }),
  bAt: Object.freeze({ min: 0, max: 60, step: 0.1, label: 'When B asks', unit: 's' }),
});

/** Every setting's name in a reader's words. */
export const LABELS: Readonly<Record<SettingKey, string>> = Object.freeze({
  lease: LIMITS.lease.label,
  pause: LIMITS.pause.label,
  bAt: LIMITS.bAt.label,
  check: 'Check before writing',
  fencing: 'Fencing',
});

/** The settings' keys in page order, which is also the order of `toQuery`. */
export const SETTING_KEYS: readonly SettingKey[] = ['lease', 'pause', 'bAt', 'check', 'fencing'];
/** The numeric settings' keys in page order. */
export const NUMERIC_KEYS: readonly NumericKey[] = ['lease', 'pause', 'bAt'];

/** Longest raw value the parser reads; anything longer is not a plausible setting. */
const MAX_RAW_LENGTH = 16;

/** Seconds to integer tenths (for numbers from code; the parser rounds text exactly instead). */
export function toTenths(seconds: number): number {
  return Math.round(seconds * 10);
}

/** Integer tenths printed minimally, without unit: 120 → "12", 103 → "10.3". */
export function tenthsText(tenths: number): string {
  const sign = tenths < 0 ? '-' : '';
  const abs = Math.abs(tenths);
  const whole = Math.floor(abs / 10);
  const tenth = abs % 10;
  return tenth === 0 ? `${sign}${whole}` : `${sign}${whole}.${tenth}`;
}

/** A time in tenths as the log prints it, always one decimal: 103 → "10.3 s", 100 → "10.0 s". */
export function formatTime(tenths: number): string {
  const sign = tenths < 0 ? '-' : '';
  const abs = Math.abs(Math.round(tenths));
  return `${sign}${Math.floor(abs / 10)}.${abs % 10} s`;
}

/** A setting in seconds as a reader would say it, minimal decimals: 15 → "15 s", 10.3 → "10.3 s". */
export function formatSeconds(seconds: number): string {
  return `${tenthsText(toTenths(seconds))} s`;
}

/** A switch as a reader would say it. */
function onOff(value: boolean): string {
  return value ? 'on' : 'off';
}

/** The raw text as a notice quotes it, cut short if it is long. */
function quote(raw: string): string {
  return raw.length > MAX_RAW_LENGTH ? `"${raw.slice(0, MAX_RAW_LENGTH)}…"` : `"${raw}"`;
}

function fallback(key: NumericKey, raw: string, why: string): Notice {
  const shown = why === 'is empty' ? '' : ` ${quote(raw)}`;
  return {
    key,
    message: `${LABELS[key]}${shown} ${why}, so the default, ${formatSeconds(DEFAULTS[key])}, is used.`,
  };
}

/**
 * Clamps a numeric setting (in tenths) into its range. `raw` is how the value was given, for the notice;
 * `rounded` says the given value had to be rounded to reach `tenths`.
 */
function settleNumber(key: NumericKey, tenths: number, raw: string, rounded: boolean, notices: Notice[]): number {
  const { min, max } = LIMITS[key];
  const lo = toTenths(min);
  const hi = toTenths(max);
  const label = LABELS[key];
  if (tenths > hi) {
    notices.push({
      key,
      message: `${label} ${quote(raw)} is more than the most allowed, ${formatSeconds(max)}, so ${formatSeconds(max)} is used.`,
    });
    return hi;
  }
  if (tenths < lo) {
    notices.push({
      key,
      message: `${label} ${quote(raw)} is less than the least allowed, ${formatSeconds(min)}, so ${formatSeconds(min)} is used.`,
    });
    return lo;
  }
  if (rounded) {
    notices.push({
      key,
      message: `${label} ${quote(raw)} is finer than a tenth of a second, so it is rounded to ${tenthsText(tenths)} s.`,
    });
  }
  return tenths;
}

/** Plain decimal text only: no exponents, hex, Infinity or NaN. */
const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?$/;

/**
 * Reads a decimal number of seconds as exact integer tenths, rounding half up on the text itself so that
 * "10.35" is 10.4 (float arithmetic would make it 10.3). Returns null for anything that is not plain decimal text.
 */
function parseTenths(text: string): { tenths: number; rounded: boolean } | null {
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

function parseNumber(key: NumericKey, raw: string, notices: Notice[]): number {
  if (raw.length > MAX_RAW_LENGTH) {
    notices.push(fallback(key, raw, 'is too long to be a number of seconds'));
    return toTenths(DEFAULTS[key]);
  }
  const text = raw.trim();
  if (text === '') {
    notices.push(fallback(key, raw, 'is empty'));
    return toTenths(DEFAULTS[key]);
  }
  const parsed = parseTenths(text);
  if (parsed === null) {
    notices.push(fallback(key, raw, 'is not a number of seconds'));
    return toTenths(DEFAULTS[key]);
  }
  return settleNumber(key, parsed.tenths, raw, parsed.rounded, notices);
}

const TRUE_TEXTS: ReadonlySet<string> = new Set(['1', 'true']);
const FALSE_TEXTS: ReadonlySet<string> = new Set(['0', 'false']);

function parseSwitch(key: 'check' | 'fencing', raw: string, notices: Notice[]): boolean {
  if (TRUE_TEXTS.has(raw)) return true;
  if (FALSE_TEXTS.has(raw)) return false;
  const why = raw === '' ? 'is empty' : `${quote(raw)} is not 1 or 0`;
  notices.push({
    key,
    message: `${LABELS[key]} ${why}, so the default, ${onOff(DEFAULTS[key])}, is used.`,
  });
  return DEFAULTS[key];
}

const KNOWN_KEYS: ReadonlySet<string> = new Set(SETTING_KEYS);

function isNumericKey(key: SettingKey): key is NumericKey {
  return key !== 'check' && key !== 'fencing';
}

function fromTenths(t: Record<NumericKey, number>, check: boolean, fencing: boolean): Settings {
  return { lease: t.lease / 10, pause: t.pause / 10, bAt: t.bAt / 10, check, fencing };
}

/**
 * Reads settings from an untrusted URL query ("lease=12&fencing=1", with or without "?", or URLSearchParams).
 * Never throws. Unknown keys are ignored silently. When a key is repeated the first value is read and the
 * repeat earns a notice. Every correction (range, rounding, bad text) falls back as described in its notice.
 */
export function parseSettings(input: string | URLSearchParams): Parsed {
  const notices: Notice[] = [];
  const tenths: Record<NumericKey, number> = {
    lease: toTenths(DEFAULTS.lease),
    pause: toTenths(DEFAULTS.pause),
    bAt: toTenths(DEFAULTS.bAt),
  };
  let check = DEFAULTS.check;
  let fencing = DEFAULTS.fencing;
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
  const seen = new Set<SettingKey>();
  for (const [name, raw] of params) {
    if (!KNOWN_KEYS.has(name)) continue;
    const key = name as SettingKey;
    if (seen.has(key)) {
      notices.push({ key, message: `${LABELS[key]} is given more than once; only the first is read.` });
      continue;
    }
    seen.add(key);
    if (isNumericKey(key)) tenths[key] = parseNumber(key, raw, notices);
    else if (key === 'check') check = parseSwitch(key, raw, notices);
    else fencing = parseSwitch(key, raw, notices);
  }
  return { settings: fromTenths(tenths, check, fencing), notices };
}

/**
 * Brings settings that came from code into range: non-numbers and non-finite numbers fall back to the default,
 * numbers are rounded to a tenth and clamped, non-booleans fall back. Same messages as `parseSettings`.
 */
export function normaliseSettings(input: Settings): Parsed {
  const notices: Notice[] = [];
  const tenths = { lease: 0, pause: 0, bAt: 0 };
  const given = (input ?? {}) as Partial<Record<SettingKey, unknown>>;
  for (const key of NUMERIC_KEYS) {
    const value = given[key];
    if (typeof value !== 'number' || !Number.isFinite(value)) {
      notices.push(fallback(key, String(value), 'is not a number of seconds'));
      tenths[key] = toTenths(DEFAULTS[key]);
      continue;
    }
    const t = toTenths(value);
    // A tenth is 1e-1; anything within float noise of it is not a real rounding.
    const rounded = Math.abs(t - value * 10) > 1e-6;
    tenths[key] = settleNumber(key, t, String(value), rounded, notices);
  }
  const switches = { check: DEFAULTS.check, fencing: DEFAULTS.fencing };
  for (const key of ['check', 'fencing'] as const) {
    const value = given[key];
    if (typeof value === 'boolean') switches[key] = value;
    else
      notices.push({
        key,
        message: `${LABELS[key]} ${quote(String(value))} is not on or off, so the default, ${onOff(DEFAULTS[key])}, is used.`,
      });
  }
  return { settings: fromTenths(tenths, switches.check, switches.fencing), notices };
}

/**
 * The shortest query that `parseSettings` reads back as these settings: only what differs from the defaults,
 * in page order, no leading "?", and "" for the defaults.
 */
export function toQuery(settings: Settings): string {
  const s = normaliseSettings(settings).settings;
  const parts: string[] = [];
  for (const key of SETTING_KEYS) {
    if (isNumericKey(key)) {
      const t = toTenths(s[key]);
      if (t !== toTenths(DEFAULTS[key])) parts.push(`${key}=${tenthsText(t)}`);
    } else if (s[key] !== DEFAULTS[key]) {
      parts.push(`${key}=${s[key] ? '1' : '0'}`);
    }
  }
  return parts.join('&');
}
