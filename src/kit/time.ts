/**
 * Time in a run: integer tenths of a second, so that no sum drifts, and the three ways a page prints it.
 * Imports carry their `.ts` extension so that plain Node's type stripping (the benchmark) resolves them too.
 */

/** Seconds to integer tenths (for numbers from code; the settings parser rounds text exactly instead). */
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

/** A moment in tenths as a log prints it, always one decimal: 103 → "10.3 s", 100 → "10.0 s". */
export function formatTime(tenths: number): string {
  const sign = tenths < 0 ? '-' : '';
  const abs = Math.abs(Math.round(tenths));
  return `${sign}${Math.floor(abs / 10)}.${abs % 10} s`;
}

/** A setting in seconds as a reader would say it, minimal decimals: 15 → "15 s", 10.3 → "10.3 s". */
export function formatSeconds(seconds: number): string {
  return `${tenthsText(toTenths(seconds))} s`;
}

/** A duration in tenths as a sentence says it, minimal decimals: 100 → "10 s", 105 → "10.5 s", 0 → "0 s". */
export function formatSpan(tenths: number): string {
  return `${tenthsText(Math.round(tenths))} s`;
}
