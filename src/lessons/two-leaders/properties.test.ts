/**
 * "What follows from the rules" (lesson spec, Part 2), each bullet a property over random settings on the 0.1 s
 * grid, checked against the run's log and outcome. The predicates return booleans rather than calling `expect`,
 * which costs far more per call; fast-check still reports the smallest failing input.
 */
import { isDeepStrictEqual } from 'node:util';
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { model } from './model.ts';
import type { Run } from './model.ts';
import type { SentenceKey } from './rules.ts';
import type { Settings } from './settings.ts';

/**
 * Every property draws the same 10,000 settings (one seed per file run, printed by fast-check on a failure), so
 * that the memo below runs each of them once however many properties read it: the file stays fast on a busy
 * machine, and each bullet of the spec is still its own test.
 */
const options = { numRuns: 10_000, seed: Math.floor(Math.random() * 2 ** 31) };
/** Generous, for a machine shared with other work; the file takes a few seconds on an idle one. */
const SLOW = 60_000;

const memo = new Map<string, Run>();
/** The model's run of these settings, computed once per file. */
function simulate(s: Settings): Run {
  const key = `${s.pause}|${s.timeout}|${s.terms}|${s.reads}|${s.lag}`;
  let run = memo.get(key);
  if (run === undefined) {
    run = model.simulate(s);
    memo.set(key, run);
  }
  return run;
}

const tenths = (min: number, max: number): fc.Arbitrary<number> => fc.integer({ min, max }).map((t) => t / 10);

/** Any settings a reader could choose, every time a whole number of tenths in range. */
const settingsArb: fc.Arbitrary<Settings> = fc
  .record({
    pause: tenths(0, 600),
    timeout: tenths(10, 300),
    terms: fc.boolean(),
    reads: fc.constantFrom<Settings['reads']>('memory', 'lease', 'majority'),
    lag: tenths(0, 100),
  })
  // fc.record builds objects without a prototype; a reader's settings are ordinary objects.
  .map((s) => ({ ...s }));

/**
 * Settings where the interesting lines are close: pauses and timeouts around one another and around 10.5 s,
 * where B and C ask, so that ties at one instant come up often.
 */
const nearArb: fc.Arbitrary<Settings> = fc
  .record({
    timeout: tenths(10, 160),
    delta: fc.integer({ min: -20, max: 40 }),
    terms: fc.boolean(),
    reads: fc.constantFrom<Settings['reads']>('memory', 'lease', 'majority'),
    lag: tenths(0, 100),
  })
  .map(({ timeout, delta, terms, reads, lag }) => ({
    pause: Math.max(0, Math.round(timeout * 10) + delta) / 10,
    timeout,
    terms,
    reads,
    lag,
  }));

const both = fc.oneof(settingsArb, nearArb);

/** What the spec's bullets predict from the settings alone, in tenths. */
function predict(s: Settings) {
  const P = Math.round(s.pause * 10);
  const T = Math.round(s.timeout * 10);
  const L = Math.round(s.lag * 10);
  const election = P > 0 && P >= T;
  const E = 20 + T;
  const W = 20 + P;
  const b = election ? Math.max(125, E) : P > 0 && W > 125 ? W : 125;
  const bLost = election && !s.terms && W > b;
  const aRefused = election && s.terms;
  const cWaits = election && W > b + 15;
  const stale = cWaits && (s.reads === 'memory' || !s.terms || (s.reads === 'lease' && P - L < T));
  return { election, E, W, b, bLost, aRefused, cWaits, stale };
}

const first = (r: Run, ...kinds: SentenceKey[]) => r.events.find((e) => (kinds as string[]).includes(e.kind));
const has = (r: Run, kind: SentenceKey): boolean => r.events.some((e) => e.kind === kind);

describe('what follows from the rules, over random settings', () => {
  it(
    'an election happens if and only if pause > 0 and pause ≥ timeout, and then two servers lead at once',
    () => {
      fc.assert(
        fc.property(both, (s) => {
          const r = simulate(s);
          const { election, E } = predict(s);
          const e = first(r, 'election');
          return (
            (e !== undefined) === election &&
            (!election || e?.t === E) &&
            model.facts(r).leadersAtOnce === (election ? 2 : 1)
          );
        }),
        options,
      );
    },
    SLOW,
  );

  it(
    'Servers 2 and 3 always hold the same copy, and at the end all three hold 16, 15 or 11',
    () => {
      fc.assert(
        fc.property(both, (s) => {
          const r = simulate(s);
          // The line under playback names Server 2 apart only when it holds another copy than Server 3.
          const held = (r.chart.holds ?? []).map((h) => h.value);
          return (
            held.every((h) => !h.includes('Server 2 holds')) &&
            held.at(-1) === `every server holds ${model.facts(r).valueAtEnd}` &&
            [16, 15, 11].includes(model.facts(r).valueAtEnd)
          );
        }),
        options,
      );
    },
    SLOW,
  );

  it(
    'B is told it is done at b (12.5 s, max(12.5 s, E), or W), and C asks at b + 1.5 s',
    () => {
      fc.assert(
        fc.property(both, (s) => {
          const r = simulate(s);
          const { b } = predict(s);
          return first(r, 'b-write')?.t === b && first(r, 'c-asks', 'c-asks-waits')?.t === b + 15;
        }),
        options,
      );
    },
    SLOW,
  );

  it(
    "B's update is lost exactly when an election happened, terms are off, and W > b",
    () => {
      fc.assert(
        fc.property(both, (s) => {
          const r = simulate(s);
          const { bLost } = predict(s);
          return (
            (model.facts(r).writesLost === 1) === bLost &&
            model.facts(r).writesLost <= 1 &&
            (model.facts(r).valueAtEnd === 11) === bLost
          );
        }),
        options,
      );
    },
    SLOW,
  );

  it(
    "A's write is refused exactly when an election happened and terms are on",
    () => {
      fc.assert(
        fc.property(both, (s) => {
          const r = simulate(s);
          const { aRefused } = predict(s);
          return (model.facts(r).writesRefused === 1) === aRefused && (model.facts(r).valueAtEnd === 15) === aRefused;
        }),
        options,
      );
    },
    SLOW,
  );

  it(
    "C's question waits exactly when an election happened and W > b + 1.5 s; the read is stale exactly as the spec says",
    () => {
      fc.assert(
        fc.property(both, (s) => {
          const r = simulate(s);
          const { cWaits, stale } = predict(s);
          return has(r, 'c-asks-waits') === cWaits && (model.facts(r).staleReads === 1) === stale;
        }),
        options,
      );
    },
    SLOW,
  );

  it(
    'with terms on, no server accepts a write from an older term',
    () => {
      fc.assert(
        fc.property(both, (s) => {
          const r = simulate({ ...s, terms: true });
          const election = first(r, 'election');
          const accepted = r.events.filter((e) => e.kind === 'a-accepted' || e.kind === 'a-unchecked');
          return (
            !has(r, 'a-unchecked') &&
            !has(r, 'confirm-unchecked') &&
            accepted.every((e) => election === undefined || e.t < election.t)
          );
        }),
        options,
      );
    },
    SLOW,
  );

  it(
    'with reads after a majority confirms and terms on, no read is stale',
    () => {
      fc.assert(
        fc.property(both, (s) => model.facts(simulate({ ...s, terms: true, reads: 'majority' })).staleReads === 0),
        options,
      );
    },
    SLOW,
  );

  it(
    'the verdict follows the outcome, and judge agrees with simulate',
    () => {
      fc.assert(
        fc.property(both, (s) => {
          const r = simulate(s);
          const { bLost, stale, aRefused, election } = predict(s);
          const expected = bLost
            ? 'lost'
            : stale
              ? 'stale-read'
              : aRefused
                ? 'refused'
                : election
                  ? 'late-harmless'
                  : 'safe';
          return r.verdict === expected && model.judge(s) === expected;
        }),
        options,
      );
    },
    SLOW,
  );
});

describe('the run as data', () => {
  // That the same settings give the same run, and that a run is plain data, is a kit law every lesson is held to
  // (src/lessons/laws.test.ts, two leaders included): a copy here ran 20,000 more simulations for the same check.

  it(
    'lines come in time order, printed with one decimal, and the axis runs 3 s past the last',
    () => {
      fc.assert(
        fc.property(both, (s) => {
          const r = simulate(s);
          const ordered = r.events.every(
            (e, i) => e.t >= (r.events[i - 1]?.t ?? 0) && e.time === `${(e.t / 10).toFixed(1)} s` && e.text !== '',
          );
          return ordered && r.end === r.events.at(-1)?.t && r.chart.scale === r.end + 30;
        }),
        options,
      );
    },
    SLOW,
  );

  it(
    "the log follows the spec's order of lines",
    () => {
      const ANSWER =
        '(?:read-memory|lease-ok|(?:lease-over )?confirm-asks (?:confirm-ok|confirm-unchecked|confirm-refused answer-newest)|c-redirected answer-newest)';
      const AWRITE = '(?:a-refused-self|a-sends (?:a-accepted|a-unchecked|a-refused))';
      const B = 'b-asks b-write';
      const C = `c-asks ${ANSWER}`;
      const WAKE = `(?:wake-deposed|wake-leader) ${AWRITE}`;
      const WAKE_C = `wake-deposed ${ANSWER} ${AWRITE}`;
      const grammar = new RegExp(
        `^start timer a-asks (?:a-sends-now a-accepted ${B} ${C}|pause (?:b-waits )?(?:election )?(?:${WAKE} ${B} ${C}|${B} (?:c-asks-waits ${WAKE_C}|${WAKE} ${C})))$`,
      );
      fc.assert(
        fc.property(both, (s) =>
          grammar.test(
            model
              .simulate(s)
              .events.map((e) => e.kind)
              .join(' '),
          ),
        ),
        options,
      );
    },
    SLOW,
  );

  it(
    'each lane is covered by its bars, back to back, from 0 to the axis end; only Server 2 ever leads term 2',
    () => {
      fc.assert(
        fc.property(both, (s) => {
          const r = simulate(s);
          return [1, 2, 3].every((server) => {
            // The bands, without Server 1's pause over them; a leader's is green and says its term.
            const bars = r.chart.lanes[server - 1]!.spans.filter((span) => span.id !== 'pause');
            return (
              bars[0]?.from === 0 &&
              bars.at(-1)?.to === r.chart.scale &&
              bars.every((bar, i) => bar.from < bar.to && (i === 0 || bars[i - 1]?.to === bar.from)) &&
              bars.every((bar) => bar.tone !== 'safe' || bar.label === `leader, term ${server === 1 ? 1 : 2}`)
            );
          });
        }),
        options,
      );
    },
    SLOW,
  );

  it(
    'the explanation is its four clauses: X4 names the next step exactly when the spec says',
    () => {
      fc.assert(
        fc.property(both, (s) => {
          const r = simulate(s);
          const { election, stale } = predict(s);
          const x4 =
            election && !s.terms
              ? 'Turn on term checks to see the servers refuse the old leader.'
              : stale && s.reads === 'memory'
                ? 'Let Server 1 ask a majority before it answers a read.'
                : stale
                  ? 'A lease is only as good as the clock that measures it: asking a majority does not depend on clocks.'
                  : !election
                    ? 'Make the pause at least as long as the election timeout to see two leaders.'
                    : '';
          const x1 = election ? 'Two servers were leaders at once:' : 'Server 1 ';
          return (
            r.explanation.startsWith(x1) &&
            r.explanation.endsWith(x4 === '' ? '.' : x4) &&
            !r.explanation.includes('  ')
          );
        }),
        options,
      );
    },
    SLOW,
  );
});

describe('settings from untrusted text', () => {
  it(
    'parse never throws, and always gives settings in range',
    () => {
      const keys = ['pause', 'timeout', 'terms', 'reads', 'lag', 'other'];
      const queryArb = fc
        .array(
          fc.tuple(fc.constantFrom(...keys), fc.oneof(fc.string(), fc.double().map(String), fc.integer().map(String))),
        )
        .map((pairs) => pairs.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&'));
      fc.assert(
        fc.property(fc.oneof(queryArb, fc.string()), (query) => {
          const { settings } = model.settings.parse(query);
          const again = model.settings.normalise(settings);
          return again.notices.length === 0 && isDeepStrictEqual(again.settings, settings);
        }),
        options,
      );
    },
    SLOW,
  );

  it(
    'the address round-trips every setting a reader can choose',
    () => {
      fc.assert(
        fc.property(settingsArb, (s) => {
          const parsed = model.settings.parse(model.settings.toQuery(s));
          return parsed.notices.length === 0 && model.settings.same(parsed.settings, s);
        }),
        options,
      );
    },
    SLOW,
  );
});
