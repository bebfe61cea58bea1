/**
 * Every lesson that lets the reader write a rule (src/lessons/<id>/rule.ts), run as the page runs it (in the
 * sandbox): its starter breaks the property on some schedule, as the lesson's first experiments do; its answer
 * keeps the property on every schedule without refusing what it should take; a rule that refuses everything keeps
 * the property only by refusing, and is flagged; the verdicts a map paints are the rule's own.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { QuickJSWASMModule } from 'quickjs-emscripten-core';
import { paint, yesOrNo } from '../kit/reader-rule.ts';
import type { ReaderRule } from '../kit/reader-rule.ts';
import { loadEngine, loadRule } from '../kit/sandbox.ts';

const rules = Object.entries(import.meta.glob<{ rule: ReaderRule }>('./*/rule.ts', { eager: true })).map(
  ([path, module]) => [path.split('/').at(-2) ?? path, module.rule] as const,
);

let engine: QuickJSWASMModule;
beforeAll(async () => {
  engine = await loadEngine();
});

/** The map painted with `source` in the sandbox. */
function painted(rule: ReaderRule, source: string): ReturnType<typeof paint> {
  const loaded = loadRule(engine, source, rule.name);
  try {
    return paint(rule, loaded.call);
  } finally {
    loaded.dispose();
  }
}

it('finds at least the locks lesson’s rule', () => {
  expect(rules.map(([id]) => id)).toContain('locks-and-fencing-tokens');
});

it('a yes-or-no rule reads as a reader would write it: who calls it, what each answer does, its answer', () => {
  const rule = yesOrNo({
    name: 'accepts',
    params: [
      { name: 'write', fields: [] },
      { name: 'counter', fields: [] },
    ],
    yes: 'take the write',
    no: 'refuse it',
    then: 'the client retries',
    calledBy: 'The storage calls this for every write.',
    answer: 'write.read === counter.value',
  });
  expect(rule.starter).toBe(
    '// The storage calls this for every write.\n// Return true to take the write, false to refuse it.\n' +
      'function accepts(write, counter) {\n  return true;\n}\n',
  );
  expect(rule.answer).toBe('function accepts(write, counter) {\n  return write.read === counter.value;\n}\n');
  expect(rule.returns).toBe('true to take the write, false to refuse it (the client retries)');
  expect(rule.check(true)).toBeNull();
  expect(rule.check('yes')).toBe(
    'your rule returned "yes", but it must return true (take the write) or false (refuse it).',
  );
});

describe.each(rules)('%s: the rule the reader writes', (_id, rule) => {
  it('the starter breaks the property on some schedule, and the first is named', () => {
    const result = painted(rule, rule.starter);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.broken).toBeGreaterThan(0);
    expect(result.firstBroken).not.toBeNull();
    const verdicts = new Set(result.map.verdicts.flat());
    for (const v of verdicts) expect(Object.keys(rule.verdicts)).toContain(v);
  });

  it('the lesson’s answer keeps the property everywhere without refusing what it should take', () => {
    const result = painted(rule, rule.answer);
    expect(result.ok && result.broken === 0 && result.useless === 0).toBe(true);
  });

  it('a rule that refuses everything is flagged as useless', () => {
    const params = rule.params.map((p) => p.name).join(', ');
    const result = painted(rule, `function ${rule.name}(${params}) { return false; }`);
    expect(result.ok && result.useless > 0 && result.firstUseless !== null).toBe(true);
  });

  it('a rule that returns nonsense, throws or loops stops the paint with a sentence naming the schedule', () => {
    const params = rule.params.map((p) => p.name).join(', ');
    const first = (body: string): string => {
      const result = painted(rule, `function ${rule.name}(${params}) { ${body} }`);
      return result.ok ? 'painted' : result.message;
    };
    expect(first('return "yes";')).toMatch(
      /^On the schedule with .+ s and .+ s, your rule returned "yes", but it must return/,
    );
    expect(first('throw new Error("boom");')).toMatch(/^On the schedule with .+ s, your rule threw Error: boom\.$/);
    expect(first('for (;;) {}')).toMatch(
      /, your rule ran for more than \d+ ms and was stopped\. Does it loop forever\?$/,
    );
  });
});
