/**
 * The one set of tones every island draws in: the outcome's verdict and rows, the lane chart's spans, marks and
 * messages, and the sweep's legend and map. Each is named by what it means, and each is drawn in the theme's colour
 * of the same name (`--cs-safe`, `--cs-harm`, ..., src/styles/theme.css), light and dark, so that a refused write,
 * a lost update or a late but harmless write looks the same wherever it is shown.
 */
export const TONES = [
  /** Nothing went wrong: a write that holds, a fresh read, a lease held. Green. */
  'safe',
  /** Harm done: a lost update, a stale read, a write applied twice, a crash that wipes. Red. */
  'harm',
  /** Turned away before it could do harm: a refused write, an old leader fenced off. Purple. */
  'refused',
  /** Neither harm nor a clean run: late but harmless, unfinished with nobody misled, kept after a retry. Grey, dashed
   * where a border draws it, so that colour is not its only sign. */
  'harmless',
  /** Not settled yet: a pause, a wait for a lock, a read before the write is done, lines waiting in a buffer. Amber. */
  'wait',
  /** Plain information, no judgement: an actor's own steps, an old value, a term that only states a number. Grey. */
  'neutral',
] as const;

/** How a row, a verdict, a span or a mark reads; see TONES. */
export type Tone = (typeof TONES)[number];
