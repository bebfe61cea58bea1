/**
 * State shared by the islands of one lesson page (the simulator, the walkthrough): which settings the simulator
 * shows, and who set them. Islands import this module; Vite bundles it once per page, so they all see one instance.
 * It holds plain records only and imports no lesson, so the walkthrough's chunk carries no model: the simulator
 * fills in its own defaults.
 */
import type { SettingsRecord } from '../../src/sim/kit/index.ts';

/** Who made the latest change, so an island can tell its own change from another's. */
export type Source = 'url' | 'reader' | 'walkthrough' | 'reset';

class LessonStore {
  /** What the simulator shows now; null until the simulator (or an experiment) sets it. */
  settings = $state<SettingsRecord | null>(null);
  /** Who set them last. */
  source = $state<Source>('reader');
  /**
   * An experiment's settings that the lab's figure shows as a setup only, before the reader has run it: its lanes
   * and axis, with nothing of the run drawn and no outcome, so the figure never answers the step's question (it
   * showed the page's default run, the answer to a later experiment). Null when the figure shows `settings`.
   */
  preview = $state<SettingsRecord | null>(null);
  /** Bumped when someone asks the simulator to come into view and take focus; the simulator watches it. */
  focusRequest = $state(0);

  /** Bumped when someone asks for the run to be played from its start (an experiment's Run); figures watch it. */
  playRequest = $state(0);

  /** Load settings and ask the lab's figure to play their run in place. */
  play(settings: SettingsRecord, source: Source): void {
    this.set(settings, source);
    this.playRequest += 1;
  }

  /** Replace the settings (a copy is kept, so callers may reuse their object). */
  set(settings: SettingsRecord, source: Source): void {
    this.settings = { ...settings };
    this.source = source;
    this.preview = null;
  }

  /** Load settings and ask the simulator to scroll into view and take focus. */
  show(settings: SettingsRecord, source: Source): void {
    this.set(settings, source);
    this.focusRequest += 1;
  }
}

/** The one store of this page. */
export const lessonStore = new LessonStore();
