/**
 * Invariants over random settings and untrusted input. The predicates return booleans rather than calling
 * `expect`, which costs far more per call; fast-check still reports the smallest failing input.
 */
import { isDeepStrictEqual } from 'node:util';
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { model } from './model.ts';
import type { Settings } from './settings.ts';
import type { Run } from './model.ts';

const kit = model.settings;
const SETTING_KEYS = kit.keys;
const NUMERIC_KEYS = kit.secondsKeys as readonly ('lease' | 'pause' | 'bAt')[];
const parseSettings = (input: string | URLSearchParams) => kit.parse(input);
const toQuery = (input: Settings) => kit.toQuery(input);

const RUNS = 10_000;
const options = { numRuns: RUNS };

/** Any settings a reader could choose: every value a whole number of tenths in range. */
const settingsArb: fc.Arbitrary<Settings> = fc
  .record({
    lease: fc.integer({ min: 10, max: 600 }).map((t) => t / 10),
    pause: fc.integer({ min: 0, max: 600 }).map((t) => t / 10),
    bAt: fc.integer({ min: 0, max: 600 }).map((t) => t / 10),
    check: fc.boolean(),
    fencing: fc.boolean(),
  })
  // fc.record builds objects without a prototype; a reader's settings are ordinary objects.
  .map((s) => ({ ...s }));

const writeIndex = (r: Run, actor: 'A' | 'B'): number =>
  r.events.findIndex((e) => e.kind === 'write' && e.actor === actor);

describe('invariants of the model, over random settings', () => {
  it('events come in time order, printed with one decimal, and the run ends at the last', () => {
    fc.assert(
      fc.property(settingsArb, (s) => {
        const r = model.simulate(s);
        const ordered = r.events.every(
          (e, i) => e.t >= (r.events[i - 1]?.t ?? 0) && e.time === `${(e.t / 10).toFixed(1)} s` && e.text !== '',
        );
        return ordered && r.end === r.events.at(-1)?.t;
      }),
      options,
    );
  });

  it('the lock service never has two live leases: the held spans never overlap', () => {
    fc.assert(
      fc.property(settingsArb, (s) => {
        const grants = model.simulate(s).chart.lanes.find((l) => l.id === 'lock')!.spans;
        const [first, second] = [...grants].sort((x, y) => x.from - y.from);
        if (first === undefined || second === undefined || grants.length !== 2) return false;
        return first.from < first.to && second.from < second.to && first.to <= second.from;
      }),
      options,
    );
  });

  it("tokens start at 1 and each grant's token is one more than the last", () => {
    fc.assert(
      fc.property(settingsArb, (s) => {
        const tokens = model
          .simulate(s)
          .events.filter((e) => e.kind === 'grant')
          .map((e) => e.facts['token']);
        return tokens.length > 0 && tokens.every((token, i) => token === i + 1);
      }),
      options,
    );
  });

  it('with fencing, the final value is always what it should be', () => {
    fc.assert(
      fc.property(settingsArb, (s) => {
        const r = model.simulate({ ...s, fencing: true });
        const { finalValue, shouldBe } = model.facts(r);
        return finalValue === shouldBe && r.verdict !== 'lost';
      }),
      options,
    );
  });

  it("without fencing, an update is lost exactly when A's stale write lands after B's write", () => {
    fc.assert(
      fc.property(settingsArb, (s) => {
        const r = model.simulate({ ...s, fencing: false });
        const a = writeIndex(r, 'A');
        const staleAfterB = a >= 0 && r.events[a]?.facts['stale'] === true && a > writeIndex(r, 'B');
        return (
          (model.facts(r).finalValue !== model.facts(r).shouldBe) === staleAfterB &&
          (r.verdict === 'lost') === staleAfterB &&
          (!staleAfterB || r.explanation.includes('Turn on fencing'))
        );
      }),
      options,
    );
  });

  it('the verdict and the explanation agree with the outcome', () => {
    fc.assert(
      fc.property(settingsArb, (s) => {
        const r = model.simulate(s);
        const { verdict, explanation } = r;
        const outcome = model.facts(r);
        // Each write with the storage's answer, the log's next line.
        const writes = r.events.flatMap((e, i) =>
          e.kind === 'write' ? [{ stale: e.facts['stale'], accepted: r.events[i + 1]?.kind === 'store-accept' }] : [],
        );
        const facts =
          outcome.staleAccepted === writes.some((w) => w.accepted && w.stale === true) &&
          outcome.staleRefused === writes.some((w) => !w.accepted);
        const words =
          verdict === 'lost'
            ? explanation.includes(`should be ${outcome.shouldBe}`)
            : explanation.includes('as it should be') &&
              (verdict !== 'refused' || explanation.startsWith('The storage refuses it')) &&
              (verdict !== 'late-harmless' || explanation.includes('it does not stop every late write'));
        return facts && words;
      }),
      options,
    );
  });
});

const inRange = (s: Settings): boolean =>
  NUMERIC_KEYS.every((key) => {
    const v = s[key];
    return v >= kit.descriptor[key].min && v <= kit.descriptor[key].max && Math.abs(v * 10 - Math.round(v * 10)) < 1e-9;
  }) &&
  typeof s.check === 'boolean' &&
  typeof s.fencing === 'boolean';

/** Values that look like numbers as well as ones that do not. */
const valueArb = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 24 }),
  fc.double().map(String),
  fc.integer({ min: -1000, max: 1000 }).map((n) => String(n / 10)),
  fc.constantFrom('0', '1', 'true', 'false', '', ' ', 'NaN', '-0', '1e3', '0x10', '10.35'),
);

describe('parseSettings over untrusted input', () => {
  it('never throws on arbitrary text, and always yields settings in range', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 80 }), (text) => inRange(parseSettings(text).settings)),
      options,
    );
  });

  it('never throws on arbitrary keys and values, and every notice names a real setting', () => {
    const pairArb = fc.tuple(fc.oneof(fc.constantFrom(...SETTING_KEYS), fc.string({ maxLength: 6 })), valueArb);
    fc.assert(
      fc.property(fc.array(pairArb, { maxLength: 8 }), (pairs) => {
        const params = new URLSearchParams(pairs);
        const parsed = parseSettings(params);
        return (
          inRange(parsed.settings) &&
          parsed.notices.every((n) => (SETTING_KEYS as readonly string[]).includes(n.key) && n.message !== '') &&
          isDeepStrictEqual(parseSettings(params.toString()), parsed)
        );
      }),
      options,
    );
  });

  it('settings survive toQuery then parseSettings, with no notices', () => {
    fc.assert(
      fc.property(settingsArb, (s) => isDeepStrictEqual(parseSettings(toQuery(s)), { settings: s, notices: [] })),
      options,
    );
  });
});
