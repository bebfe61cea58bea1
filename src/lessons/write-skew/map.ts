/**
 * The lesson's map of outcomes: for each isolation level, with and without the lock, the verdict at every start
 * time of Bob (0 to 6 s by 0.1 s), the other settings at their defaults. The kit's map needs two settings in seconds
 * and this lesson has one, so its second axis is the level and the lock. Worked out by the model's own `judge`.
 */
import { formatSeconds, sweep } from '../../kit/index.ts';
import type { VerdictInfo } from '../../kit/index.ts';
import { model } from './index.ts';
import type { Level } from './index.ts';

/** Each verdict's words, tone and mark, in the model's order, looked up by the name a sweep returns. */
export const VERDICT_INFO: ReadonlyMap<string, VerdictInfo> = new Map(Object.entries(model.verdicts));

/** One stretch of start times with one verdict (seconds, both ends included). */
export interface Stretch {
  from: number;
  to: number;
  verdict: string;
}

/** One row of the map: its settings, its name, and its stretches left to right. */
export interface MapRow {
  level: Level;
  forUpdate: boolean;
  name: string;
  stretches: Stretch[];
}

const LEVEL_NAMES: Readonly<Record<Level, string>> = {
  'read-committed': 'Read committed',
  snapshot: 'Snapshot',
  serializable: 'Serializable',
};

/** Every row: each level, without then with the lock. */
export function mapRows(): MapRow[] {
  return (['read-committed', 'snapshot', 'serializable'] as const).flatMap((level) =>
    [false, true].map((forUpdate) => {
      const points = sweep(model, { ...model.settings.defaults, level, forUpdate }, 'bobAt', 0, 6, 0.1);
      const stretches: Stretch[] = [];
      for (const p of points) {
        const last = stretches.at(-1);
        if (last?.verdict === p.verdict) last.to = p.value;
        else stretches.push({ from: p.value, to: p.value, verdict: p.verdict });
      }
      return { level, forUpdate, name: `${LEVEL_NAMES[level]}${forUpdate ? ', lock' : ''}`, stretches };
    }),
  );
}

/** A row in words: "Bob at 0 s to 2.9 s: Nobody on call; 3 s to 6 s: Rule kept." */
export function rowText(row: MapRow): string {
  const parts = row.stretches.map(
    (s) =>
      `${s.from === s.to ? formatSeconds(s.from) : `${formatSeconds(s.from)} to ${formatSeconds(s.to)}`}: ${VERDICT_INFO.get(s.verdict)?.label ?? s.verdict}`,
  );
  return `${row.name}, Bob at ${parts.join('; ')}.`;
}
