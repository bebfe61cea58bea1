/**
 * The generated sentences of runs other than the default one (whose ten lines and explanation are frozen in
 * model.simulate.test.ts): each names what really happened, in the lesson's words.
 */
import { describe, expect, it } from 'vitest';
import { model } from './model.ts';
import type { Settings } from './settings.ts';
import type { Run } from './model.ts';
import { pauseCause } from './texts.ts';

const DEFAULTS = model.settings.defaults;

const run = (changes: Partial<Settings> = {}): Run => model.simulate({ ...DEFAULTS, ...changes });
const pauseLine = (pause: number): string | undefined => run({ pause }).events.find((e) => e.kind === 'pause')?.text;

describe('pause lines, by length', () => {
  const cases: [number, string][] = [
    [0.1, 'a garbage collection'],
    [1, 'a garbage collection'],
    [1.1, 'a long garbage collection'],
    [5, 'a long garbage collection'],
    [5.1, 'a long garbage collection, a stalled network, a busy machine'],
    [15, 'a long garbage collection, a stalled network, a busy machine'],
  ];
  it.each(cases)('a pause of %d s reads as %s', (pause, cause) => {
    expect(pauseCause(Math.round(pause * 10))).toBe(cause);
    expect(pauseLine(pause)).toBe(`A pauses for ${pause} s (${cause}).`);
  });
});

describe('explanations', () => {
  it('a lease that ended before the pause is said to have ended first, not blamed on the pause', () => {
    const r = run({ lease: 1.5, pause: 3, bAt: 1.6 });
    expect(r.verdict).toBe('lost');
    expect(r.explanation).toBe(
      "A's lease had already ended at 1.5 s, while A was still working and before its pause began. Nothing told A, so it woke up and wrote anyway. The storage accepted it, so B's update was overwritten: the value is 11 and should be 15. Turn on fencing to see the storage refuse it.",
    );
  });

  it('a late write while B already held the lock says so', () => {
    const r = run({ pause: 8.5 }); // A writes at 10.5 s; B got the lock at 10.3 s and writes at 10.5 s, after A
    expect(r.verdict).toBe('late-harmless');
    expect(r.explanation).toBe(
      'A wrote 11 after its lease had ended, a late write. B already held the lock, with token 2, but had not written yet, so nothing was overwritten. B then read 11 and wrote 16, building on it. The value is 16, as it should be. Fencing would accept it too: fencing keeps writes in token order; it does not stop every late write.',
    );
  });

  it('a late write before B has the lock says that nobody newer had written', () => {
    const r = run({ fencing: true, bAt: 20 }); // the "try this" beat of experiment 6
    expect(r.verdict).toBe('late-harmless');
    expect(r.explanation).toBe(
      'A wrote 11 after its lease had ended, a late write. Nobody with a newer token had written yet, so nothing was overwritten. B then read 11 and wrote 16, building on it. The value is 16, as it should be. Fencing accepted it too: fencing keeps writes in token order; it does not stop every late write.',
    );
  });

  it('a refused write says what a real client does next, with the next token and value', () => {
    const r = run({ lease: 1.5, pause: 0, bAt: 1.6, fencing: true });
    expect(r.verdict).toBe('refused');
    expect(r.explanation).toContain('Fencing did not stop A from writing late');
    expect(r.explanation).toContain(
      'A real client would now get an error it can see, take the lock again with a new token, 3, read 15 and write 16; the simulation stops at the refusal.',
    );
    expect(r.explanation).not.toContain('waking');
  });
});
