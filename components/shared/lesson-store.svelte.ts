/**
 * State shared by the islands of one lesson page (the simulator, the walkthrough): which settings the simulator
 * shows, and who set them. Islands import this module; Vite bundles it once per page, so they all see one instance.
 * It holds data only: every island renders what the sim computes from these settings.
 */
import type { Settings } from '../../src/sim/types.ts';
import { DEFAULTS } from '../../src/sim/index.ts';

/** Who made the latest change, so an island can tell its own change from another's. */
export type Source = 'url' | 'reader' | 'walkthrough' | 'reset';

class LessonStore {
  /** What the simulator shows now. */
  settings = $state<Settings>({ ...DEFAULTS });
  /** Who set them last. */
  source = $state<Source>('reader');
  /** Bumped when someone asks the simulator to come into view and take focus; the simulator watches it. */
  focusRequest = $state(0);

  /** Replace the settings (a copy is kept, so callers may reuse their object). */
  set(settings: Settings, source: Source): void {
    this.settings = { ...settings };
    this.source = source;
  }

  /** Load settings and ask the simulator to scroll into view and take focus. */
  show(settings: Settings, source: Source): void {
    this.set(settings, source);
    this.focusRequest += 1;
  }
}

/** The one store of this page. */
export const lessonStore = new LessonStore();
