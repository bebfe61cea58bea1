/**
 * State shared by the islands of one lesson page (the simulator, the walkthrough, the lab's figure): which settings
 * the simulator shows and who set them, the walkthrough's preview, and where a requested run has got to. Islands
 * import this module; Vite bundles it once per page, so they all see one instance. It holds plain records only and
 * imports no lesson, so the walkthrough's chunk carries no model: the simulator fills in its own defaults.
 */
import type { SettingsRecord } from '../../src/kit/index.ts';

/** Where "Back to question 2" returns: the words of the button, and the id of the element to bring back. */
export interface ReturnTo {
  label: string;
  id: string;
}

/** Who made the latest change, so an island can tell its own change from another's. */
export type Source = 'url' | 'reader' | 'walkthrough' | 'reset';

class LessonStore {
  // Settings records are replaced whole, never changed in place (`set` keeps a copy), so they are held raw: a deep
  // proxy would make every read of a setting a signal of its own, which a drag pays for on every move.
  /**
   * What the simulator shows now; null until someone sets it. A simulator that mounts with no settings in the
   * address leaves it null and shows its defaults: writing them here would count as a change (it once cleared the
   * walkthrough's preview and showed the default run, a later experiment's answer, beside experiment 1).
   */
  settings = $state.raw<SettingsRecord | null>(null);
  /** Who set them last; 'reset' while they are the defaults nobody chose. */
  source = $state<Source>('reset');
  /**
   * The walkthrough's preview: the current experiment's settings, while it has not been run. The lab's figure then
   * draws their setup only (lanes and axis, nothing of the run, no outcome), so it never answers the step's
   * question. The walkthrough alone writes it (`hold`, `release`), in the browser only; changing `settings` leaves it
   * alone. The server draws the same state from the figure's `preview` prop, never from this store.
   */
  preview = $state.raw<SettingsRecord | null>(null);
  /** Bumped when someone asks the simulator to come into view and take focus; the simulator watches it. */
  focusRequest = $state(0);
  /** The latest focus request also asks the simulator to play the run, in its own chart (the self-check's Replay). */
  focusPlays = $state(false);
  /** Set with a request from far down the page: the simulator offers the way back until it is taken. */
  returnTo = $state<ReturnTo | null>(null);
  /** Bumped when someone asks for the run to be played from its start (an experiment's Run); figures watch it. */
  playRequest = $state(0);
  /**
   * The latest play request whose run the figure has shown to its end (played through, or "Whole run"). While it
   * is behind `playRequest`, the run is still being revealed, and the step's verdict waits.
   */
  endedRequest = $state(0);
  /** The settings of the latest run an experiment asked for: where "Back to the experiment's settings" returns. */
  played = $state.raw<SettingsRecord | null>(null);
  /** A handle on a chart is being dragged: the address waits for its release. */
  dragging = $state(false);

  /** Load settings and ask the lab's figure to play their run in place; returns the request's number. */
  play(settings: SettingsRecord, source: Source): number {
    this.set(settings, source);
    this.played = { ...settings };
    this.playRequest += 1;
    return this.playRequest;
  }

  /** The figure has shown request `request`'s run to its end. */
  ended(request: number): void {
    if (request > this.endedRequest) this.endedRequest = request;
  }

  /** True while request `request` (a number `play` returned) is still being revealed. */
  revealing(request: number | null): boolean {
    return request !== null && this.endedRequest < request;
  }

  /** Replace the settings (a copy is kept, so callers may reuse their object). */
  set(settings: SettingsRecord, source: Source): void {
    this.settings = { ...settings };
    this.source = source;
  }

  /**
   * Load settings and ask the simulator to scroll into view and take focus; with `play`, to play the run in its
   * chart, and with `returnTo`, to offer a way back to where the reader was.
   */
  show(
    settings: SettingsRecord,
    source: Source,
    options: { play?: boolean; returnTo?: ReturnTo | undefined } = {},
  ): void {
    this.set(settings, source);
    this.focusPlays = options.play === true;
    this.returnTo = options.returnTo ?? null;
    this.focusRequest += 1;
    // The simulator may still be asleep (it hydrates when the reader reaches for it): wake it to take the request,
    // which it honours when it mounts (components/site/wake-directive.ts).
    if (typeof document !== 'undefined') document.dispatchEvent(new CustomEvent('cs:wake', { detail: 'simulator' }));
  }

  /** The walkthrough's current experiment has not been run: show its setup, hold its answer back. */
  hold(settings: SettingsRecord): void {
    const same =
      this.preview !== null &&
      Object.keys(settings).length === Object.keys(this.preview).length &&
      Object.keys(settings).every((k) => this.preview?.[k] === settings[k]);
    if (!same) this.preview = { ...settings };
  }

  /** The walkthrough's current experiment has been run (or there is none): the figure shows the settings again. */
  release(): void {
    this.preview = null;
  }
}

/** The one store of this page. */
export const lessonStore = new LessonStore();
