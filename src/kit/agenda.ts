/**
 * The discrete-event driver every model runs on: a queue of steps due at integer tenths, taken in time order and,
 * at one instant, in the order of a stated rank (each lesson's spec says who acts first at a tie), then in the
 * order they were scheduled. A model's agenda holds its rules by name (rules.ts), each due with its argument.
 */

/** One step waiting in the agenda. */
export interface Due<Step> {
  /** When it is due, in tenths. */
  t: number;
  /** Its place among steps due at the same instant: lower acts first. */
  rank: number;
  step: Step;
  /** What the step is handed when it is due (a rule's argument), or undefined. */
  arg: unknown;
  /** Scheduling order, the last tie-break. */
  seq: number;
}

/** A time-ordered queue of steps. Agendas hold a handful of entries, so a linear insert beats a heap here. */
export class Agenda<Step> {
  private readonly queue: Due<Step>[] = [];
  private seq = 0;

  /** Puts `step` on the agenda at `t` (tenths) with the given same-instant rank and, if any, its argument. */
  schedule(t: number, rank: number, step: Step, arg?: unknown): void {
    const due: Due<Step> = { t, rank, step, arg, seq: this.seq++ };
    let i = this.queue.length;
    while (i > 0) {
      const prev = this.queue[i - 1] as Due<Step>;
      if (prev.t < t || (prev.t === t && prev.rank <= rank)) break;
      i--;
    }
    this.queue.splice(i, 0, due);
  }

  /** Takes the next step due, or undefined when nothing is left. */
  next(): Due<Step> | undefined {
    return this.queue.shift();
  }

  /** How many steps are waiting. */
  get size(): number {
    return this.queue.length;
  }
}

/**
 * Runs an agenda to the end: `step` handles each due step, in order, and may schedule more on the same agenda.
 * `limit` guards against a rule that reschedules itself forever (a model bug): past it, this throws.
 */
export function drain<Step>(agenda: Agenda<Step>, step: (due: Due<Step>) => void, limit = 10_000): void {
  let taken = 0;
  for (let due = agenda.next(); due !== undefined; due = agenda.next()) {
    if (++taken > limit) throw new Error(`The agenda ran more than ${limit} steps: a rule reschedules itself.`);
    step(due);
  }
}
