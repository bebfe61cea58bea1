/**
 * The lane chart's geometry: every label inside the plot and clear of the others and of the marks' symbols, at the
 * plot widths of a 320 px phone's walkthrough figure (144 px), a phone's lab (300 px) and a desktop (900 px); the axis
 * fitted to the run; ticks that thin out and anchor inward; and a text alternative from the same data.
 */
import { describe, expect, it } from 'vitest';
import {
  LANE,
  MARK,
  bracketPath,
  describeLanes,
  frameOf,
  labelTextAt,
  laneLayout,
  spreadMarks,
  standingOf,
  ticksOf,
  travelled,
} from './lane-chart.ts';
import type { LaneChartData } from './lane-chart.ts';

/** A timeout shorter than the delay: the sender gives up at 2 s on a message that arrives at 3 s. */
const late: LaneChartData = {
  end: 30,
  lanes: [
    {
      id: 'sender',
      name: 'Sender',
      spans: [{ from: 0, to: 20, tone: 'wait', label: 'waits 2 s' }],
      marks: [
        { t: 0, symbol: 'dot', tone: 'neutral', label: 'sends' },
        { t: 20, symbol: 'cross', tone: 'harm', label: 'gives up' },
      ],
    },
    {
      id: 'receiver',
      name: 'Receiver',
      spans: [{ from: 0, to: 30, tone: 'neutral', label: 'in transit' }],
      marks: [{ t: 30, symbol: 'diamond', tone: 'harm', label: 'arrives too late' }],
    },
  ],
};

/** Marks crowded together: three moments 0.1 s apart on one lane, and a long lane name. */
const crowded: LaneChartData = {
  end: 100,
  lanes: [
    {
      id: 'a',
      name: 'The coordinating client',
      spans: [{ from: 0, to: 100, tone: 'safe', label: 'holds the lease' }],
      marks: [
        { t: 50, symbol: 'dot', tone: 'neutral', label: 'asks' },
        { t: 51, symbol: 'check', tone: 'safe', label: 'granted' },
        { t: 52, symbol: 'refused', tone: 'refused', label: 'refused' },
      ],
    },
  ],
};

/** Every part at once: a lease cut by a wall, a belief outlined past it, a write made without the lock bracketed
 * across lanes, a store's value as a strip and a highest token as a step line, a message and a lost one. */
const everything: LaneChartData = {
  end: 120,
  lanes: [
    {
      id: 'a',
      name: 'Client A',
      spans: [
        { from: 0, to: 50, tone: 'safe', label: 'lease' },
        { from: 10, to: 90, tone: 'neutral', style: 'hatch', label: 'paused', short: ['pause'] },
        { from: 0, to: 95, tone: 'wait', style: 'outline' },
      ],
      marks: [{ t: 95, symbol: 'diamond', tone: 'harm', label: 'writes 11', id: 'write-a' }],
    },
    {
      id: 'b',
      name: 'Client B',
      spans: [{ from: 0, to: 50, tone: 'wait', style: 'thin', label: 'waits' }],
      marks: [{ t: 60, symbol: 'check', tone: 'safe', label: 'writes 12' }],
    },
    {
      id: 's',
      name: 'Storage',
      spans: [],
      marks: [],
      series: {
        kind: 'strip',
        lead: 'holds ',
        points: [
          { t: 0, value: '10' },
          { t: 60, value: '12' },
          { t: 95, value: '11', tone: 'harm' },
        ],
      },
    },
    {
      id: 'h',
      name: 'Highest token',
      spans: [],
      marks: [],
      series: {
        kind: 'step',
        points: [
          { t: 0, value: '0', level: 0 },
          { t: 60, value: '34', level: 1 },
        ],
      },
    },
  ],
  messages: [
    { from: 'b', to: 's', sent: 55, arrives: 60, tone: 'safe', label: 'write 12' },
    { from: 'a', to: 's', sent: 20, arrives: 40, tone: 'harm', lost: true, label: 'lost' },
  ],
  brackets: [
    {
      from: 50,
      to: 95,
      lanes: ['a', 's'],
      tone: 'harm',
      label: 'A writes without the lock',
      short: ['no lock'],
      id: 'without',
    },
  ],
  walls: [{ t: 50, tone: 'harm', label: "A's lease ends", short: ['lease ends'], id: 'lease-end' }],
};

const WIDTHS = [144, 300, 900];

describe('labels stay inside the plot and clear of each other and of the marks', () => {
  it.each([
    ['a late arrival', late],
    ['three marks close together', crowded],
    ['every part at once', everything],
  ] as const)('%s', (_name, data) => {
    for (const plot of WIDTHS) {
      // The layout is given the whole chart's width; the plot is what the gutter leaves: the width that leaves `plot`.
      let width = plot;
      while (laneLayout(data, width).plot < plot) width += 1;
      const l = laneLayout(data, width);
      expect(l.plot).toBe(plot);
      const marks = l.lanes.flatMap((lane) =>
        lane.marks.map((m, i) => ({
          id: `${lane.id} symbol ${i}`,
          x0: m.x - MARK,
          x1: m.x + MARK,
          y0: lane.y - MARK,
          y1: lane.y + MARK,
        })),
      );
      const boxes = [
        ...l.labels.map((p) => ({ id: p.text, ...p.box })),
        ...l.axis.ticks.map((t) => ({ id: t.text, ...t.box })),
      ];
      for (const b of boxes) {
        expect(b.x0, `${b.id} at ${plot}`).toBeGreaterThanOrEqual(0);
        expect(b.x1, `${b.id} at ${plot}`).toBeLessThanOrEqual(plot + 0.5);
        expect(b.y0, `${b.id} at ${plot}`).toBeGreaterThanOrEqual(0);
        expect(b.y1, `${b.id} at ${plot}`).toBeLessThanOrEqual(l.height);
      }
      for (const [i, a] of [...boxes, ...marks].entries())
        for (const b of [...boxes, ...marks].slice(i + 1)) {
          if (marks.includes(a as never) && marks.includes(b as never)) continue;
          const overlap = a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;
          expect(overlap, `${a.id} and ${b.id} at ${plot}`).toBe(false);
        }
      // No label crosses a wall.
      for (const w of l.walls)
        for (const p of l.labels)
          expect(w.x > p.box.x0 && w.x < p.box.x1, `${p.text} across a wall at ${plot}`).toBe(false);
      expect(
        l.labels.filter((p) => p.crowded).map((p) => p.text),
        `crowded at ${plot}`,
      ).toEqual([]);
      // Lane names fit the gutter, shortened with an ellipsis where they must be.
      for (const lane of l.lanes) expect(lane.name.length * 12 * 0.6).toBeLessThanOrEqual(l.gutter);
    }
  });
});

describe('the parts beyond spans and marks', () => {
  it('draws a lost message to halfway, and a message travelling to where the cursor has got', () => {
    const l = laneLayout(everything, 600);
    const lost = l.messages.find((m) => m.id === 'message-1')!;
    const sent = l.lanes.find((lane) => lane.id === 'a')!;
    const store = l.lanes.find((lane) => lane.id === 's')!;
    expect(lost.lost).toBe(true);
    expect(lost.y1).toBe((sent.y + store.y) / 2);
    const write = l.messages[0]!;
    expect(travelled(write, 50)).toBeNull();
    expect(travelled(write, 57.5)).toMatchObject({ arrived: false, y: (write.y0 + write.y1) / 2 });
    expect(travelled(write, 60)).toMatchObject({ arrived: true, x: write.x1, y: write.y1 });
    expect(travelled(write, null)).toMatchObject({ arrived: true });
    // Reduced motion: nothing in flight is drawn; a message appears whole when it arrives.
    expect(travelled(write, 57.5, true)).toBeNull();
    expect(travelled(write, 60, true)).toMatchObject({ arrived: true, x: write.x1, y: write.y1 });
    expect(travelled(lost, lost.arrives, true)).toMatchObject({ arrived: true, y: lost.y1 });
  });

  it("leaves a bracket's right edge to a wall standing at its end (a partition ended by the heal), and only there", () => {
    const healed: LaneChartData = { ...everything, walls: [{ t: 95, tone: 'safe', label: 'heals' }] };
    expect(laneLayout(healed, 600).brackets[0]!.open).toBe(true);
    expect(laneLayout(everything, 600).brackets[0]!.open).toBe(false);
    // The open outline has no vertical stroke at its right end; the closed one returns up it.
    expect(bracketPath(10, 50, 0, 20, true)).toBe('M50,0 H13 Q10,0 10,3 V17 Q10,20 13,20 H50');
    expect(bracketPath(10, 50, 0, 20, false)).toBe('M50,0 H13 Q10,0 10,3 V17 Q10,20 13,20 H50 V0 Z');
  });

  it('brackets every lane from the first to the last it names, and a step line climbs with its level', () => {
    const l = laneLayout(everything, 600);
    const [a, , s] = l.lanes;
    expect(l.brackets[0]!.y0).toBeLessThan(a!.y);
    expect(l.brackets[0]!.y1).toBeGreaterThan(s!.y);
    const step = l.lanes[3]!.series!;
    expect(step.kind).toBe('step');
    expect(step.steps[1]!.y).toBeLessThan(step.steps[0]!.y);
    // A series' value holds until the next point, the last one to the axis's end.
    expect(l.lanes[2]!.series!.steps.map((p) => [p.from, p.to])).toEqual([
      [0, 60],
      [60, 95],
      [95, 120],
    ]);
  });

  it('keeps one scale across experiments when asked, and names an unknown lane', () => {
    expect(laneLayout({ ...late, scale: 200 }, 600).axis.max).toBe(200);
    expect(() =>
      laneLayout({ ...late, messages: [{ from: 'sender', to: 'nowhere', sent: 0, arrives: 1, tone: 'safe' }] }, 600),
    ).toThrow('The lane chart has no lane "nowhere" for message message-0.');
  });

  it('draws a second value on a lane as a step line over its strip, labelled on the row above', () => {
    const data: LaneChartData = {
      end: 100,
      lanes: [
        {
          id: 'store',
          name: 'Storage',
          spans: [],
          marks: [],
          series: {
            kind: 'strip',
            lead: 'holds ',
            points: [
              { t: 0, value: '10' },
              { t: 50, value: '15' },
            ],
          },
          line: { lead: 'highest token seen: ', points: [{ t: 50, value: '2', level: 2 }] },
        },
      ],
    };
    const l = laneLayout(data, 600);
    const [lane] = l.lanes;
    expect(lane!.line?.map((s) => [s.from, s.to, s.value])).toEqual([[50, 100, '2']]);
    const line = l.labels.find((p) => p.id === 'store-line-0')!;
    const value = l.labels.find((p) => p.id === 'store-value-0')!;
    expect(line.text).toBe('highest token seen: 2');
    expect(line.y).toBeLessThan(lane!.y);
    expect(value.y).toBeGreaterThan(lane!.y);
    expect(describeLanes(data)).toContain(
      'Storage: holds 10 from 0 s; holds 15 from 5 s; highest token seen: 2 from 5 s.',
    );
    // Where the lead does not fit, a shorter one says what the value is before the value alone.
    const given = data.lanes[0]!;
    const narrow = { ...data, lanes: [{ ...given, line: { ...given.line!, shortLeads: ['token '] } }] };
    expect(laneLayout(narrow, 180).labels.find((p) => p.id === 'store-line-0')?.text).toBe('token 2');
  });

  it('writes a wall’s label on the first lane’s row above when that lane has no marks, spending no row of its own', () => {
    const data: LaneChartData = {
      end: 100,
      lanes: [
        {
          id: 'lock',
          name: 'Lock service',
          spans: [{ from: 0, to: 50, tone: 'safe', label: 'A · token 1' }],
          marks: [],
        },
        {
          id: 'a',
          name: 'Client A',
          spans: [],
          marks: [{ t: 70, symbol: 'diamond', tone: 'harm', label: 'writes 11' }],
        },
      ],
      walls: [{ id: 'lease-end', t: 50, tone: 'harm', label: "A's lease ends" }],
    };
    const free = laneLayout(data, 600);
    const wall = free.labels.find((p) => p.id === 'lease-end')!;
    expect(wall.y).toBe(free.lanes[0]!.top + LANE.above);
    expect(wall.box.y0).toBeGreaterThanOrEqual(0);
    // With a mark on the first lane, its row above is the mark's: the walls' labels get a row over the lanes.
    const marked = laneLayout({ ...data, lanes: [...data.lanes].reverse() }, 600);
    expect(marked.labels.find((p) => p.id === 'lease-end')!.y).toBeLessThan(marked.lanes[0]!.top);
    expect(marked.height).toBeGreaterThan(free.height);
  });

  it('puts a mark’s label on the side it asks for, away from the plot’s ends', () => {
    const at = (prefer: 'start' | 'end' | undefined, t = 50) =>
      laneLayout(
        {
          end: 100,
          lanes: [
            {
              id: 'a',
              name: 'A',
              spans: [],
              marks: [{ t, symbol: 'dot', tone: 'neutral', label: 'reads 10', ...(prefer ? { prefer } : {}) }],
            },
          ],
        },
        600,
      );
    const mark = (l: ReturnType<typeof at>) => l.lanes[0]!.marks[0]!.x;
    const [before, after, centred] = [at('end'), at('start'), at(undefined)];
    expect(before.labels[0]!.box.x1).toBeLessThan(mark(before));
    expect(after.labels[0]!.box.x0).toBeGreaterThan(mark(after));
    expect(centred.labels[0]!.box.x0).toBeLessThan(mark(centred));
    expect(centred.labels[0]!.box.x1).toBeGreaterThan(mark(centred));
    // Near the plot's start a label asking to sit before its mark still sits inward, after it.
    const edge = at('end', 2);
    expect(edge.labels[0]!.box.x0).toBeGreaterThan(mark(edge));
  });

  it('puts a bracket’s label at its edge, under its last lane, leaving the rows inside to the lanes’ labels', () => {
    const l = laneLayout(everything, 900);
    const without = l.labels.find((p) => p.id === 'without')!;
    // The bracket covers Client A to the storage: its label sits under the storage's lane.
    const last = l.lanes.find((lane) => lane.id === 's')!;
    expect(without.y).toBe(last.top + LANE.below);
  });

  it('marks a short run’s axis as a share of the long runs, in words that fit, and a long run not at all', () => {
    const reference = { of: 200, words: 'the 20 s the long runs take' };
    const wide = laneLayout({ ...late, reference }, 600);
    expect(wide.reference?.text).toBe('3 s of the 20 s the long runs take');
    expect(wide.reference?.width).toBeCloseTo((wide.plot * 30) / 200);
    expect(wide.reference!.y).toBeGreaterThan(wide.axis.ticks[0]!.box.y1);
    expect(wide.height).toBeGreaterThan(laneLayout(late, 600).height);
    let width = 144;
    while (laneLayout({ ...late, reference }, width).plot < 144) width += 1;
    const narrow = laneLayout({ ...late, reference }, width);
    expect(narrow.reference?.text).toBe('3 s of 20 s');
    expect(narrow.reference!.y + 16).toBeLessThanOrEqual(narrow.height);
    expect(laneLayout({ ...late, end: 200, reference }, 600).reference).toBeNull();
  });

  it('stands messages that take no time, at one instant between the same two lanes, apart, labels parting', () => {
    const pair: LaneChartData = {
      end: 40,
      lanes: [
        { id: 'c', name: 'Client', spans: [], marks: [] },
        { id: 's', name: 'Server', spans: [], marks: [] },
      ],
      messages: [
        { id: 'request', from: 'c', to: 's', sent: 20, arrives: 20, tone: 'neutral', label: 'add 1' },
        { id: 'reply', from: 's', to: 'c', sent: 20, arrives: 20, tone: 'harm', lost: true, label: 'done: 11' },
        { id: 'first', from: 'c', to: 's', sent: 0, arrives: 0, tone: 'neutral' },
        { id: 'answer', from: 's', to: 'c', sent: 0, arrives: 0, tone: 'neutral' },
        { id: 'alone', from: 'c', to: 's', sent: 30, arrives: 30, tone: 'neutral' },
      ],
    };
    const l = laneLayout(pair, 600);
    const at = (id: string) => l.messages.find((m) => m.id === id)!;
    const mid = l.x(20);
    // A request and its reply alone at their instant: a narrow V, meeting where the request arrives and the reply
    // leaves; the lost reply stops halfway back.
    expect([at('request').x0, at('request').x1, at('reply').x0, at('reply').x1]).toEqual([mid - 4, mid, mid, mid + 2]);
    // At the axis's start the V moves inward, whole inside the plot; a message alone stays on its moment.
    expect([at('first').x0, at('first').x1, at('answer').x0, at('answer').x1]).toEqual([0, 4, 4, 8]);
    expect(at('alone').x0).toBe(l.x(30));
    const three = laneLayout(
      {
        ...pair,
        messages: [...pair.messages!, { id: 'again', from: 'c', to: 's', sent: 20, arrives: 20, tone: 'neutral' }],
      },
      600,
    );
    // Three at one instant are no V: each stands on its own line, PAIR px apart.
    expect(three.messages.filter((m) => m.sent === 20).map((m) => [m.x0 - mid, m.x1 - mid])).toEqual([
      [-8, -8],
      [0, 0],
      [8, 8],
    ]);
    const label = (id: string) => l.labels.find((p) => p.id === id)!;
    expect(label('request').box.x1).toBeLessThanOrEqual(at('request').x0);
    expect(label('reply').box.x0).toBeGreaterThanOrEqual(at('reply').x0);
  });

  it("writes a strip's values inside it when asked, each from its stretch's start, the narrow ones pushed apart", () => {
    const store: LaneChartData = {
      end: 40,
      lanes: [
        {
          id: 's',
          name: 'Server',
          spans: [],
          marks: [],
          series: {
            kind: 'strip',
            inside: true,
            points: [
              { t: 0, value: '10' },
              { t: 1, value: '15' },
              { t: 20, value: '16' },
              { t: 39, value: '17' },
            ],
          },
        },
      ],
    };
    for (const width of [200, 600]) {
      const l = laneLayout(store, width);
      const values = l.labels.filter((p) => p.id.startsWith('s-value-'));
      expect(values.map((p) => [p.id, p.text])).toEqual([
        ['s-value-0', '10'],
        ['s-value-1', '15'],
        ['s-value-2', '16'],
        ['s-value-3', '17'],
      ]);
      const lane = l.lanes[0]!;
      for (const [i, p] of values.entries()) {
        expect(p.y - 4).toBe(lane.y);
        expect(p.box.x0).toBeGreaterThanOrEqual(0);
        expect(p.box.x1).toBeLessThanOrEqual(l.plot);
        if (i > 0) expect(p.box.x0).toBeGreaterThan(values[i - 1]!.box.x1);
      }
      expect(values[2]!.box.x0).toBe(l.x(20) + 3);
    }
  });

  it('writes a lane name that does not fit its gutter on two lines, each fitting, rather than cutting it', () => {
    const data: LaneChartData = { end: 40, lanes: [{ id: 'c', name: "Disk's cache", spans: [], marks: [] }] };
    const narrow = laneLayout(
      { ...data, lanes: [...data.lanes, { id: 'p', name: 'Program', spans: [], marks: [] }] },
      200,
    );
    expect(narrow.lanes[0]!.lines).toEqual(["Disk's", 'cache']);
    expect(narrow.lanes[1]!.lines).toBeUndefined();
    expect(laneLayout(data, 900).lanes[0]!.lines).toBeUndefined();
  });

  it('draws a mark with an empty label as its symbol alone, with no label and no words in the text alternative', () => {
    const ticks: LaneChartData = {
      end: 40,
      lanes: [
        {
          id: 'm',
          name: 'Memory',
          spans: [],
          marks: [10, 20, 30].map((t, i) => ({
            t,
            symbol: 'diamond' as const,
            tone: 'neutral' as const,
            label: i === 0 ? 'flush' : '',
          })),
        },
      ],
    };
    const l = laneLayout(ticks, 400);
    expect(l.lanes[0]!.marks).toHaveLength(3);
    expect(l.labels.map((p) => p.text)).toEqual(['flush']);
    expect(describeLanes(ticks)).toContain('Memory: flush at 1 s.');
  });

  it("tries a series' own short values, joined, last: the value alone where its stamp does not fit", () => {
    const store: LaneChartData = {
      end: 30,
      lanes: [
        {
          id: 's',
          name: 'Store',
          spans: [],
          marks: [],
          series: {
            kind: 'strip',
            lead: 'holds ',
            points: [
              { t: 0, value: '10' },
              { t: 10, value: '11 (4.0 s)', short: '11' },
              { t: 20, value: '16 (2.0 s)', short: '16' },
            ],
          },
        },
      ],
    };
    const text = (width: number) => laneLayout(store, width).labels.map((p) => p.text);
    expect(text(900)).toEqual(['holds 10', '11 (4.0 s)', '16 (2.0 s)']);
    expect(text(200)).toEqual([expect.stringMatching(/^(holds )?10 → 11 → 16$/)]);
    // Played, a joined label writes only the values the playback has reached: the setup never tells what comes next.
    const [joined] = laneLayout(store, 200).labels;
    expect([0, 9, 10, 19, 20, null].map((cursor) => labelTextAt(joined!, cursor))).toEqual([
      expect.stringMatching(/^(holds )?10$/),
      expect.stringMatching(/^(holds )?10$/),
      expect.stringMatching(/^(holds )?10 → 11$/),
      expect.stringMatching(/^(holds )?10 → 11$/),
      expect.stringMatching(/^(holds )?10 → 11 → 16$/),
      expect.stringMatching(/^(holds )?10 → 11 → 16$/),
    ]);
    // Its text alternative, as far as the playback has reached.
    expect(describeLanes(store, 9)).toBe(
      'A timeline, one lane per actor, drawn up to 0.9 s of a run that ends at 3 s. Store: holds 10 from 0 s.',
    );
  });

  it("places the handles' grips, in the data's order, where the labels keep room for them", () => {
    const data: LaneChartData = {
      ...late,
      lanes: [...late.lanes, { id: 'replica-1', name: 'Replica 1', spans: [], marks: [] }],
      grips: [{ t: 20, lane: 'sender' }, { t: 10 }, { lanes: 'replica-', count: 0 }, { lanes: 'none-', count: 1 }],
    };
    const l = laneLayout(data, 560);
    const [onLane, onAxis, wall, none] = l.gripAt;
    // On its lane's row at its moment, in the chart's pixels (the gutter and the plot).
    expect(onLane).toEqual({ x: l.gutter + l.x(20), y: l.lanes[0]!.y });
    // Over the axis where no lane is named; its box raised over the axis, as the grip is drawn.
    expect(onAxis).toEqual({ x: l.gutter + l.x(10), y: l.axis.y });
    expect(l.grips[1]!.y1).toBeLessThan(l.axis.y + 1);
    // A wall with no lane below it: under the last counted lane, near the plot's right end.
    expect(wall!.y).toBeGreaterThan(l.lanes[2]!.y);
    expect(wall!.x).toBeLessThan(l.gutter + l.plot);
    // A wall whose lanes are not drawn offers no grip, and takes no room.
    expect(none).toBeNull();
    expect(l.grips).toHaveLength(3);
  });

  it("labels its items by their ids, so a lesson's test can find them", () => {
    const ids = laneLayout(everything, 900).labels.map((p) => p.id);
    expect(ids).toEqual(expect.arrayContaining(['lease-end', 'write-a', 'without', 's-value-0', 'message-0']));
  });
});

describe('the axis', () => {
  it('is fitted to the run: it runs just past the end, in whole ticks', () => {
    const l = laneLayout(late, 600);
    expect(l.axis.max).toBe(30);
    expect(l.x(0)).toBe(0);
    expect(l.x(30)).toBe(l.plot);
    expect(laneLayout({ ...late, end: 47 }, 600).axis.max).toBe(50);
  });

  it('anchors its end ticks inward and thins its ticks on a narrow plot, keeping the last', () => {
    const wide = ticksOf([0, 10, 20, 30, 40, 50, 60], 60, 900, 100);
    expect(wide.map((t) => t.text)).toEqual(['0 s', '1 s', '2 s', '3 s', '4 s', '5 s', '6 s']);
    expect(wide[0]!.anchor).toBe('start');
    expect(wide.at(-1)!.anchor).toBe('end');
    const narrow = ticksOf([0, 20, 40, 60, 80, 100, 120], 120, 100, 100);
    expect(narrow.length).toBeLessThan(7);
    expect(narrow.at(-1)!.text).toBe('12 s');
    for (const [i, t] of narrow.entries()) if (i > 0) expect(t.box.x0).toBeGreaterThanOrEqual(narrow[i - 1]!.box.x1);
  });
});

describe('the text alternative', () => {
  it('says what each lane shows, in time order, from the same data', () => {
    expect(describeLanes(late)).toBe(
      'A timeline, one lane per actor, from 0 s to 3 s. Sender: waits 2 s from 0 s to 2 s; sends at 0 s; gives up at ' +
        '2 s. Receiver: in transit from 0 s to 3 s; arrives too late at 3 s.',
    );
    expect(describeLanes(everything)).toContain('Storage: holds 10 from 0 s; holds 12 from 6 s; holds 11 from 9.5 s.');
    expect(describeLanes(everything)).toContain('lost, from Client A to Storage, sent at 2 s, lost at 4 s.');
    expect(describeLanes(everything)).toContain('A writes without the lock: 5 s to 9.5 s, across Client A to Storage.');
    expect(describeLanes(everything)).toContain("A's lease ends at 5 s.");
  });
});

describe('marks and messages at one instant', () => {
  it('stands marks at one instant on one lane side by side, in the order given, inside the plot, their labels parting', () => {
    expect(spreadMarks([100, 100], 300)).toEqual([100, 114]);
    expect(spreadMarks([300, 300], 300)).toEqual([286, 300]);
    expect(spreadMarks([0, 150], 300)).toEqual([0, 150]);
    // Given out of time order, the later moment still stands to the right.
    expect(spreadMarks([150, 100, 100], 300)).toEqual([150, 100, 114]);
    // Nearly one instant (within half a symbol) counts as one.
    expect(spreadMarks([100, 104], 300)).toEqual([100, 114]);
  });

  it('leaves a steady row of marks on their moments, overlapping a little, however narrow the plot', () => {
    // An OK a second at 8.5 px a second (snapshots' Clients at 390 px): pushed a symbol on each, the seventh stood
    // 30 px late, past the crash that ended the row.
    const row = [0, 1, 2, 3, 4, 5, 6].map((s) => 10 + s * 8.5);
    expect(spreadMarks(row, 300)).toEqual(row);
    // Two at one instant among them part as before, and the row goes on from its own moments.
    expect(spreadMarks([10, 18.5, 18.5, 27], 300)).toEqual([10, 18.5, 32.5, 27]);
    const l = laneLayout(
      {
        end: 20,
        lanes: [
          {
            id: 'a',
            name: 'A',
            spans: [],
            marks: [
              { t: 10, symbol: 'diamond', tone: 'harm', label: 'answers' },
              { t: 10, symbol: 'dot', tone: 'safe', label: 'writes' },
            ],
          },
        ],
      },
      400,
    );
    const [first, second] = l.lanes[0]!.marks;
    expect(second!.x - first!.x).toBeGreaterThanOrEqual(MARK * 2);
    // Their labels part as the marks stand: the first's words on the left, the second's on the right.
    const [answers, writes] = ['answers', 'writes'].map((text) => l.labels.find((p) => p.text === text)!.box);
    expect(answers!.x1).toBeLessThanOrEqual(first!.x);
    expect(writes!.x0).toBeGreaterThanOrEqual(second!.x);
  });

  it('draws an instant message and its instant reply as a narrow V, and a lone instant message straight', () => {
    const lanes = [
      { id: 'c', name: 'Client', spans: [], marks: [] },
      { id: 's', name: 'Server', spans: [], marks: [] },
    ];
    const l = laneLayout(
      {
        end: 20,
        lanes,
        messages: [
          { from: 'c', to: 's', sent: 10, arrives: 10, tone: 'neutral' },
          { from: 's', to: 'c', sent: 10, arrives: 10, tone: 'safe' },
          { from: 'c', to: 's', sent: 15, arrives: 15, tone: 'neutral' },
        ],
      },
      400,
    );
    const [ask, answer, lone] = l.messages;
    expect(ask!.x0).toBeLessThan(ask!.x1);
    expect(answer!.x0).toBe(ask!.x1);
    expect(answer!.x1).toBeGreaterThan(answer!.x0);
    expect(lone!.x0).toBe(lone!.x1);
  });
});

describe('a value written inside its strip', () => {
  it('starts after a mark on its lane rather than under its symbol, and is written once the strip reaches its end', () => {
    const l = laneLayout(
      {
        end: 60,
        lanes: [
          {
            id: 'r',
            name: 'Replica',
            spans: [],
            marks: [{ t: 0, symbol: 'dot', tone: 'harm', label: 'answers 10' }],
            series: {
              kind: 'strip',
              inside: true,
              points: [
                { t: 0, value: '10' },
                { t: 30, value: '15' },
              ],
            },
          },
        ],
      },
      600,
    );
    const value = l.labels.find((p) => p.id === 'r-value-0')!;
    expect(value.box.x0).toBeGreaterThanOrEqual(l.lanes[0]!.marks[0]!.x + MARK);
    // Moved right, it is written once the strip is drawn past it, never ahead of the playback.
    expect(l.x(value.t)).toBeGreaterThanOrEqual(value.box.x1 - 0.01);
  });
});

describe('a message at one instant', () => {
  it('is an upright line no label is written across', () => {
    const l = laneLayout(
      {
        end: 40,
        lanes: [
          { id: 'r', name: 'Replica', spans: [], marks: [{ t: 20, symbol: 'dot', tone: 'harm', label: 'answers 10' }] },
          {
            id: 'b',
            name: 'Client B',
            spans: [],
            marks: [{ t: 20, symbol: 'diamond', tone: 'harm', label: 'reads 10' }],
          },
        ],
        messages: [
          { from: 'b', to: 'r', sent: 20, arrives: 20, tone: 'neutral' },
          { from: 'r', to: 'b', sent: 20, arrives: 20, tone: 'harm' },
        ],
      },
      400,
    );
    for (const m of l.messages)
      for (const p of l.labels) {
        const [x0, x1] = [Math.min(m.x0, m.x1), Math.max(m.x0, m.x1)];
        const [y0, y1] = [Math.min(m.y0, m.y1), Math.max(m.y0, m.y1)];
        const crosses = p.box.x0 < x1 && x0 < p.box.x1 && p.box.y0 < y1 && y0 < p.box.y1;
        expect(crosses, `${p.text} across ${m.id}`).toBe(false);
      }
  });
});

describe('the passes laneLayout is made of', () => {
  it('frames the chart: a gutter for the longest name within its share, the plot the rest, a row for walls', () => {
    const f = frameOf(late, 400);
    expect(f.gutter).toBeGreaterThan(0);
    expect(f.gutter + f.plot + MARK + 2).toBe(400);
    expect(f.x(-5)).toBe(0);
    expect(f.x(f.axis.max + 10)).toBe(f.plot);
    expect(f.rows(1).y - f.rows(0).y).toBe(LANE.height);
    expect(() => f.laneOf('nobody', 'a test')).toThrow('The lane chart has no lane "nobody" for a test.');
    // A wall over a first lane with marks takes a row of its own above the lanes; over one without, that lane's.
    const walled = { ...late, walls: [{ t: 10, tone: 'harm' as const, label: 'cut' }] };
    expect(frameOf(walled, 400).top).toBeGreaterThan(f.top);
    const bare = { ...walled, lanes: [{ ...late.lanes[0]!, marks: [] }, late.lanes[1]!] };
    expect(frameOf(bare, 400).top).toBe(f.top);
  });

  it('stands messages at one instant side by side, a request and its reply as a V, a timed one where it is sent', () => {
    const f = frameOf(late, 400);
    const [ask, answer, timed] = standingOf(
      [
        { from: 'sender', to: 'receiver', sent: 10, arrives: 10, tone: 'neutral' },
        { from: 'receiver', to: 'sender', sent: 10, arrives: 10, tone: 'safe' },
        { from: 'sender', to: 'receiver', sent: 10, arrives: 20, tone: 'neutral' },
      ],
      f,
    );
    expect([ask!.instant, answer!.instant, timed!.instant]).toEqual([true, true, false]);
    expect(answer!.from).toBe(ask!.to);
    expect([ask!.side, answer!.side, timed!.side]).toEqual(['end', 'start', null]);
    expect([timed!.from, timed!.to]).toEqual([f.x(10), f.x(20)]);
  });
});

describe('a chart held steady while a handle moves', () => {
  it('holds its lanes at a top it is given, and never above where its walls put them', () => {
    const data = (walls: boolean): LaneChartData => ({
      end: 60,
      lanes: [{ id: 'a', name: 'A', spans: [], marks: [{ id: 'm', t: 10, symbol: 'dot', tone: 'safe', label: 'x' }] }],
      walls: walls ? [{ id: 'w', t: 30, tone: 'harm', label: 'heal' }] : [],
    });
    const walled = laneLayout(data(true), 600);
    const bare = laneLayout(data(false), 600);
    expect(bare.top).toBeLessThan(walled.top);
    expect(laneLayout(data(false), 600, walled.top).lanes[0]!.y).toBe(walled.lanes[0]!.y);
    expect(laneLayout(data(true), 600, bare.top).top).toBe(walled.top);
  });
});
