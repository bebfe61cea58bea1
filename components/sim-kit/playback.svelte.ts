/**
 * The playback of one run: a time cursor that the reader drags, steps or plays. `cursor` is null when the whole
 * run is shown (the default); otherwise it is a time in tenths and the page shows the run up to that moment.
 * The run itself comes from the sim; this only moves a time along it.
 */
/** What playback needs of a run: when things happen, and when it ends. */
interface Timed {
  events: readonly { t: number }[];
  end: number;
}

/**
 * A whole run plays in about four seconds, whatever its length: long enough to read the caption line as the run
 * unfolds, short enough to watch again. A short run (under 8 s of model time) plays at 2 s of model time a second.
 */
const PLAY_MS = 4000;
const MIN_SPEED = 2;
/** With reduced motion the cursor jumps from event to event at this pace instead of gliding. */
const REDUCED_STEP_MS = 900;

export class Playback {
  cursor = $state<number | null>(null);
  playing = $state(false);
  #getRun: () => Timed;
  #frame = 0;
  #timer: ReturnType<typeof setTimeout> | undefined;

  constructor(getRun: () => Timed) {
    this.#getRun = getRun;
  }

  /** The moment shown (tenths): the cursor, or the run's end when the whole run is shown. */
  get time(): number {
    return this.cursor ?? this.#getRun().end;
  }

  /** The distinct times at which something happens, in order. */
  get stops(): number[] {
    const times = this.#getRun().events.map((e) => e.t);
    // Events come in time order, so a time is new exactly when it differs from the one before.
    return times.filter((t, i) => i === 0 || t !== times[i - 1]);
  }

  /** Shows the whole run again and stops playing. */
  reset(): void {
    this.stop();
    this.cursor = null;
  }

  /** Moves the cursor to a time (tenths), stopping any play. */
  seek(t: number): void {
    this.stop();
    this.cursor = Math.min(this.#getRun().end, Math.max(0, Math.round(t)));
  }

  /** To the next moment something happens; from the whole run, back to the first. */
  forward(): void {
    const stops = this.stops;
    const next = this.cursor === null ? stops[0] : stops.find((t) => t > this.time);
    this.seek(next ?? this.#getRun().end);
  }

  /** To the previous moment something happens. */
  back(): void {
    const earlier = this.stops.filter((t) => t < this.time);
    this.seek(earlier.at(-1) ?? 0);
  }

  /** Plays the run from its start, as a Run button does. */
  replay(reduced: boolean): void {
    this.stop();
    this.cursor = 0;
    this.play(reduced);
  }

  /** Plays from the cursor (from the start when at the end); `reduced` steps event by event without gliding. */
  play(reduced: boolean): void {
    const end = this.#getRun().end;
    if (this.cursor === null || this.cursor >= end) this.cursor = 0;
    this.playing = true;
    if (reduced) {
      this.#tick();
      return;
    }
    const ms = Math.min(PLAY_MS, (end / 10 / MIN_SPEED) * 1000);
    const from = this.cursor;
    const startedAt = performance.now() - (from / Math.max(1, end)) * ms;
    const frame = (now: number): void => {
      // Never before the start: a frame's timestamp is when it began, which on a busy main thread can be earlier
      // than the Run that asked for it (the first frame then drew the run before its start).
      const t = Math.max(from, Math.min(end, ((now - startedAt) / ms) * end));
      this.cursor = Math.round(t);
      if (t >= end) this.playing = false;
      else this.#frame = requestAnimationFrame(frame);
    };
    this.#frame = requestAnimationFrame(frame);
  }

  #tick(): void {
    this.#timer = setTimeout(() => {
      const next = this.stops.find((t) => t > this.time);
      if (next === undefined) {
        this.playing = false;
        return;
      }
      this.cursor = next;
      this.#tick();
    }, REDUCED_STEP_MS);
  }

  /** Stops playing, leaving the cursor where it is. */
  stop(): void {
    this.playing = false;
    cancelAnimationFrame(this.#frame);
    clearTimeout(this.#timer);
  }
}
