/**
 * A seconds field's text, read when the reader commits it (Enter, or leaving the field), never while typing: the
 * run changes only on commit, so field and run agree once the reader is done. The kit's parser does the reading;
 * this adds what a person types that an address never holds (a decimal comma, an exponent, the unit) and says in
 * the reader's words why an entry was refused or moved into range.
 */
import { formatSeconds, parseTenths, tenthsText, toTenths } from '../../src/kit/index.ts';
import type { Descriptor, Notice, SecondsSpec, SettingsKit } from '../../src/kit/index.ts';

/** The longest entry read, as the kit's parser allows; anything longer is not a plausible number of seconds. */
const MAX_LENGTH = 16;
/** A number with one decimal comma, as many keyboards write it: "5,5". */
const DECIMAL_COMMA = /^[+-]?\d*,\d*$/;
/** A number with an exponent, which a number field accepts: "1e1", "2.5E-1". */
const EXPONENT = /^[+-]?(?:\d+\.?\d*|\.\d+)e[+-]?\d+$/i;

/**
 * What was typed as plain decimal text for the kit's parser ("5,5" → "5.5", "1e1" → "10", "12 s" → "12"), "" when
 * nothing was typed, or null when it is not a number of seconds at all.
 */
export function readEntry(raw: string): string | null {
  let text = raw.trim().replace(/\s*s$/i, '');
  if (text === '') return '';
  if (DECIMAL_COMMA.test(text)) text = text.replace(',', '.');
  else if (EXPONENT.test(text)) {
    const n = Number(text);
    // Far beyond every range either way; only its side matters, for the range's message.
    text = Math.abs(n) >= 1000 || !Number.isFinite(n) ? `${n < 0 ? '-' : ''}1000` : n.toFixed(6).replace(/\.?0+$/, '');
  }
  if (text.length > MAX_LENGTH || parseTenths(text) === null) return null;
  return text;
}

/** A committed entry: the value the run takes, the message under the field, and the parser's corrections. */
export interface Committed {
  /** The setting's new value, or null when the entry cannot be read and the setting keeps `current`. */
  value: number | null;
  /** The message under the field ("" when there is nothing to say): why it was refused or moved into range. */
  problem: string;
  /** The kit parser's corrections (range, rounding), for the simulator's notices. */
  notices: Notice[];
}

/** Reads a committed entry of the seconds setting `key`, whose value is now `current`; never throws. */
export function commitSeconds(kit: SettingsKit<Descriptor>, key: string, raw: string, current: number): Committed {
  const spec = kit.descriptor[key] as SecondsSpec;
  const text = readEntry(raw);
  const stays = `${spec.label} needs a number of seconds, so it stays at ${formatSeconds(current)}.`;
  if (text === '') return { value: null, problem: stays, notices: [] };
  if (text === null) return { value: null, problem: `${stays} Write it in digits, like 12.5.`, notices: [] };
  const parsed = kit.parse(new URLSearchParams([[key, text]]));
  const value = Number(parsed.settings[key]);
  const tenths = parseTenths(text)?.tenths ?? 0;
  const outside = tenths < toTenths(spec.min) || tenths > toTenths(spec.max);
  const range = `${tenthsText(toTenths(spec.min))} to ${formatSeconds(spec.max)}`;
  return {
    value,
    problem: outside ? `${spec.label} can be ${range}, so it is set to ${formatSeconds(value)}.` : '',
    notices: parsed.notices,
  };
}
