// @ts-check
/** Small helpers the bench's parts share. */

/** The median of a non-empty list of numbers. */
export function median(/** @type {number[]} */ values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? (sorted[mid] ?? NaN) : ((sorted[mid - 1] ?? NaN) + (sorted[mid] ?? NaN)) / 2;
}

/** The p-th percentile (0 to 100) of a list of numbers, nearest rank; NaN for an empty list. */
export function percentile(/** @type {number[]} */ values, /** @type {number} */ p) {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
}
