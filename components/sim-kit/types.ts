/** Types the kit's components share with the lessons' own simulator components. */
import type { SettingsRecord } from '../../src/sim/kit/index.ts';

/** What a lesson's extra parts (a sweep, a map) get from the simulator shell. */
export interface ExtraArgs<Run> {
  /** The settings shown now. */
  settings: SettingsRecord;
  /** Their run. */
  run: Run;
  /** Changes the settings, as the reader would. */
  change: (settings: SettingsRecord) => void;
}
