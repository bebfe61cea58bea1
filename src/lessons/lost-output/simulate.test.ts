import { describe, expect, it } from 'vitest';
import { model } from './model.ts';
import type { Settings } from './settings.ts';

const { settings } = model;
const run = (changes: Partial<Settings> = {}) => model.simulate({ ...settings.defaults, ...changes });
/** The state at the end, for what the rules keep beyond the outcome. */
const ended = (changes: Partial<Settings> = {}) => model.play(run(changes).settings, true);
const values = (changes: Partial<Settings>) => run(changes).outcome.map((row) => Number(row.value));
/** The signals the process received while it still ran, from the log: time, kind and who sent it. */
const signals = (changes: Partial<Settings> = {}) =>
  ended(changes)
    .log.filter((h) => h.kind === 'sigterm' || h.kind === 'sigkill')
    .map((h) => [h.t, h.kind, h.actor]);

describe('the default run: a pipe, a buffer of 4 lines, SIGKILL at 6.5 s', () => {
  const r = run();

  it('logs every step, word for word', () => {
    expect(r.events.map((e) => [e.time, e.actorName, e.text])).toEqual([
      [
        '0.0 s',
        'Program',
        'The program starts. Its output is block-buffered, as stdout is when it goes to a pipe or a file; the buffer holds 4 lines.',
      ],
      ['1.0 s', 'Program', 'Prints line 1, which waits in the buffer (1 of 4).'],
      ['2.0 s', 'Program', 'Prints line 2, which waits in the buffer (2 of 4).'],
      ['3.0 s', 'Program', 'Prints line 3, which waits in the buffer (3 of 4).'],
      ['4.0 s', 'Program', 'Prints line 4. The buffer is full (4 of 4), so it is flushed.'],
      ['4.0 s', 'Kernel', 'Lines 1 to 4 arrive in one write() call. The kernel keeps them.'],
      ['5.0 s', 'Program', 'Prints line 5, which waits in the buffer (1 of 4).'],
      ['6.0 s', 'Program', 'Prints line 6, which waits in the buffer (2 of 4).'],
      ['6.5 s', 'Program', 'SIGKILL arrives (kill -9). The process ends at once: no exit(), no flush.'],
      ['6.5 s', 'Buffer', "Lines 5 and 6, still in the buffer, are lost with the process's memory."],
    ]);
  });

  it('shows the four terms in order with 6, 4, 2, 1', () => {
    expect(r.outcome.map((row) => [row.term, row.value])).toEqual([
      ['Lines printed', '6'],
      ['Lines that arrived', '4'],
      ['Lines lost', '2'],
      ['write() calls', '1'],
    ]);
    expect(r.verdict).toBe('lost');
  });

  it('explains the block buffer, the write at 4.0 s and the kill, and points to unbuffered output and SIGTERM', () => {
    expect(r.explanation).toBe(
      'Output to a pipe is block-buffered; lines 1 to 4 reached the kernel in one write() at 4.0 s. SIGKILL at 6.5 s ' +
        'ended the process without exit(), and lines 5 and 6, still in its buffer, went with it. Unbuffered output ' +
        'would have sent each line to the kernel at once, and a handler for SIGTERM that calls exit() would have ' +
        'flushed the buffer.',
    );
  });

  it('holds what the chart draws: six prints, one write, the buffer count, the kill and the lines lost', () => {
    const { state: p, series } = ended();
    expect(p.prints.map((x) => x.t)).toEqual([10, 20, 30, 40, 50, 60]);
    expect(p.writes).toEqual([{ t: 40, lines: [1, 2, 3, 4] }]);
    expect(series.buffer.map((b) => [b.t, b.value])).toEqual([
      [0, 0],
      [10, 1],
      [20, 2],
      [30, 3],
      [40, 4],
      [40, 0],
      [50, 1],
      [60, 2],
      [65, 0],
    ]);
    expect(signals()).toEqual([[65, 'sigkill', 'program']]);
    expect([p.end, p.lost, p.stoppingAt]).toEqual([{ t: 65, cause: 'SIGKILL' }, [5, 6], null]);
  });
});

describe('the experiments of Part 3', () => {
  it.each([
    ['1. in a terminal, to the end', { buffering: 'line', ending: 'exit' }, [10, 10, 0, 10], 'exited'],
    ['2. into a pipe', { ending: 'exit' }, [10, 10, 0, 3], 'exited'],
    ['3. kill -9', {}, [6, 4, 2, 1], 'lost'],
    ['3. try this: a buffer of 10 lines', { bufferLines: 10 }, [6, 0, 6, 0], 'lost'],
    ['4. no buffer', { buffering: 'none' }, [6, 6, 0, 6], 'killed-empty'],
    ['5. ask it to stop', { ending: 'term' }, [6, 4, 2, 1], 'lost'],
    ['6. listen for SIGTERM', { ending: 'handled' }, [6, 6, 0, 2], 'exited'],
    ['6. try this: a grace period of 1 s', { ending: 'handled', grace: 1 }, [6, 4, 2, 1], 'lost'],
  ] as const)('%s gives the outcome the spec gives', (_, changes, expected, verdict) => {
    expect(values(changes)).toEqual(expected);
    expect(run(changes).verdict).toBe(verdict);
  });

  it('experiment 2: line 1 arrives at 4.0 s, and exit() flushes the last two', () => {
    expect(ended({ ending: 'exit' }).state.writes).toEqual([
      { t: 40, lines: [1, 2, 3, 4] },
      { t: 80, lines: [5, 6, 7, 8] },
      { t: 100, lines: [9, 10] },
    ]);
  });

  it("experiment 6: exit() at 8.5 s flushes lines 5 and 6; with 1 s of grace the supervisor's SIGKILL at 7.5 s comes first", () => {
    expect(ended({ ending: 'handled' }).state.writes.at(-1)).toEqual({ t: 85, lines: [5, 6] });
    const short = run({ ending: 'handled', grace: 1 });
    expect(signals({ ending: 'handled', grace: 1 })).toEqual([
      [65, 'sigterm', 'program'],
      [75, 'sigkill', 'supervisor'],
    ]);
    expect(short.events.at(-2)?.text).toBe(
      'The grace period is over and the process still runs: the supervisor sends SIGKILL, which ends it at once.',
    );
  });
});

describe('same-instant order (rule 6)', () => {
  it('a line due at the signal is printed, and flushed if its mode says so, first', () => {
    expect(values({ signalAt: 4 })).toEqual([4, 4, 0, 1]);
    expect(values({ signalAt: 6, buffering: 'line' })).toEqual([6, 6, 0, 6]);
  });

  it('at 10.0 s the program has exited; a signal then does nothing and is not drawn', () => {
    for (const ending of ['kill', 'term', 'handled'] as const) {
      expect(values({ ending, signalAt: 10 })).toEqual([10, 10, 0, 3]);
      expect(signals({ ending, signalAt: 10 })).toEqual([]);
    }
  });

  it('handled with grace 2.0 exits before the SIGKILL; with grace 0 it is killed at once', () => {
    expect(ended({ ending: 'handled', grace: 2 }).state.end).toEqual({ t: 85, cause: 'exit' });
    expect(ended({ ending: 'handled', grace: 0 }).state.end).toEqual({ t: 65, cause: 'SIGKILL' });
  });

  it('a signal at 0 s ends the process before its first line', () => {
    expect(values({ signalAt: 0 })).toEqual([0, 0, 0, 0]);
    expect(run({ signalAt: 0 }).verdict).toBe('killed-empty');
  });
});

describe('settings from the address', () => {
  it.each([
    [
      'bufferLines=11',
      { bufferLines: 10 },
      ['The buffer holds "11" is more than the most allowed, 10, so 10 is used.'],
    ],
    ['ending=stop', {}, []],
    ['signalAt=12', { signalAt: 10 }, []],
    ['buffering=line&ending=handled&grace=1', { buffering: 'line', ending: 'handled', grace: 1 }, []],
  ])('reads %j', (query, changes, messages) => {
    const parsed = settings.parse(query);
    expect(parsed.settings).toEqual({ ...settings.defaults, ...changes });
    if (messages.length > 0) expect(parsed.notices.map((n) => n.message)).toEqual(messages);
  });

  it('writes the address back as only what differs from the defaults', () => {
    expect(settings.toQuery({ ...settings.defaults, ending: 'handled', grace: 1 })).toBe('ending=handled&grace=1');
  });
});
