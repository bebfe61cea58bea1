/**
 * The fsync model on the kit's one shape: the settings, the start and rules (rules.ts), the outcome rows with
 * their facts (rule 6), the verdict, the words (texts.ts) and the chart mapping: lanes, flushes and the axis.
 */
import { defineModel, factsOf } from '../../kit/index.ts';
import type { LessonTypes } from '../../kit/index.ts';
import { start } from './rules.ts';
import type { Happening, State } from './rules.ts';
import { descriptor } from './settings.ts';
import { ACTOR_NAMES, LANE_NAMES, TERMS, describe, explain, VERDICTS } from './texts.ts';
import type { Flush, Lane, LaneId, Result, Run, Verdict } from './types.ts';

/** The model's types, named once for the kit. */
export type Types = LessonTypes<typeof descriptor, Verdict, State, Happening, Run>;

/** The chart's lanes, top to bottom, with or without the disk's cache. */
export function lanesOf(diskCache: boolean): readonly Lane[] {
  const ids: LaneId[] = diskCache ? ['program', 'memory', 'diskCache', 'disk'] : ['program', 'memory', 'disk'];
  return ids.map((id) => ({ id, name: LANE_NAMES[id] }));
}

/** Rule 6: the user was told "saved" and the file holds the old record after the crash. */
const told = (p: State): boolean => p.journey.toldAt !== null;
const lost = (p: State): boolean => told(p) && p.place !== 'safe';

/** The fsync model as the site's islands and build see it. */
export const model = defineModel<Types>({
  id: 'fsync',
  settings: descriptor,
  verdicts: VERDICTS,
  start,
  verdict: (p) => (lost(p) ? 'lost' : told(p) ? 'kept' : p.place === 'unwritten' ? 'unwritten' : 'unfinished'),
  // The outcome panel's three rows, in the spec's order (Part 1), each with the tone its value reads in.
  outcome: (p) => {
    const savedThenLost = lost(p);
    const file = p.place === 'safe' ? 'new record' : 'old record';
    return [
      // "saved" is good news only when it was true.
      {
        key: 'userWasTold',
        term: TERMS.userWasTold,
        fact: told(p) ? 'saved' : 'nothing',
        tone: !told(p) ? 'harmless' : savedThenLost ? 'harm' : 'safe',
      },
      // The old record is no harm when nobody was promised the new one.
      {
        key: 'fileAfterCrash',
        term: TERMS.fileAfterCrash,
        fact: file,
        tone: file === 'new record' ? 'safe' : savedThenLost ? 'harm' : 'harmless',
      },
      { key: 'savedThenLost', term: TERMS.savedThenLost, fact: savedThenLost, tone: savedThenLost ? 'harm' : 'safe' },
    ];
  },
  explain: (p) => explain(p),
  actors: ACTOR_NAMES,
  sentence: describe,
  chart: (p, { run }, settings) => {
    // Without fsync the record waits for a flush: the axis reaches it, so a reader sees the window the crash fell in.
    const last = Math.max(run.end, p.s.crashAt, settings.fsync || p.place === 'unwritten' ? 0 : p.nextFlush);
    const chartEnd = last + 10; // the axis runs 1 s past the log's last line
    const flushes: Flush[] = [];
    for (let t = p.s.flushEvery; t <= chartEnd; t += p.s.flushEvery)
      flushes.push({
        t,
        carried: p.journey.sentBy === 'flush' && p.journey.sentAt === t,
        afterCrash: t > p.s.crashAt,
      });
    return {
      result: factsOf(run.outcome) as unknown as Result,
      lanes: lanesOf(settings.diskCache),
      journey: p.journey,
      crashAt: p.s.crashAt,
      lostFrom: p.place,
      flushes,
      nextFlush: p.nextFlush,
      crashEvent: p.crashEvent,
      chartEnd,
    };
  },
});
