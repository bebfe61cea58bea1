/** What a quiz explanation needs to replay an experiment: its place in the walkthrough and the settings it loads. */
import type { SettingsRecord } from '../../src/kit/index.ts';

/** An experiment a wrong answer can replay: "Replay experiment 4" loads these settings. */
export interface Replay {
  /** Its 1-based place in the walkthrough. */
  number: number;
  /** Every setting it loads, worked out at build. */
  settings: SettingsRecord;
}

/** The lesson's replayable experiments, by experiment id. */
export type Replays = Readonly<Record<string, Replay>>;
