/**
 * The sandbox's limits (sandbox.ts): per call, for the engine's heap and its stack, and for the code's length. Apart
 * from the engine, so that the page reads them without loading it.
 */
export const LIMITS = {
  /** Milliseconds one call (or loading the code) may run before it is stopped. */
  callMs: 250,
  memoryBytes: 16 * 1024 * 1024,
  stackBytes: 256 * 1024,
  /** Characters of code a reader's rule may have. */
  sourceChars: 4000,
} as const;
