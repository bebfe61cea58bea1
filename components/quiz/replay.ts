/** What a quiz explanation needs to replay an experiment: its place in the walkthrough and the settings it loads. */
import type { SettingsRecord } from '../../src/kit/index.ts';

/** An experiment a wrong answer can replay: "Replay experiment 4" loads these settings. */
export interface Replay {
  /** Its 1-based place in the walkthrough. */
  number: number;
  /** Every setting it loads, worked out at build. */
  settings: SettingsRecord;
  /** It is the experiment's second run, its "Try this", not its own. */
  second?: boolean;
}

/** Where a quiz option's replay is kept: its experiment's id, or for its second run the id and "/try". */
export const replayKey = (option: {
  replay?: string | undefined;
  replaySecond?: true | undefined;
}): string | undefined =>
  option.replay === undefined ? undefined : option.replaySecond ? `${option.replay}/try` : option.replay;

/** The lesson's replayable runs, by replayKey. */
export type Replays = Readonly<Record<string, Replay>>;
