/**
 * The sandbox's limits and isolation: a reader's code sees nothing of its host, cannot run forever or take the
 * machine's memory, answers the same every time, and every way it can fail comes back as a sentence.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { QuickJSWASMModule } from 'quickjs-emscripten-core';
import { LIMITS, RuleFault, loadEngine, loadRule } from './sandbox.ts';

let engine: QuickJSWASMModule;
beforeAll(async () => {
  engine = await loadEngine();
});

/** Loads `body` as the function `f(a, b)` and calls it once. */
function once(body: string, ...args: unknown[]): unknown {
  const rule = loadRule(engine, `function f(a, b) { ${body} }`, 'f');
  try {
    return rule.call(...args);
  } finally {
    rule.dispose();
  }
}

describe('the sandbox', () => {
  it('calls the reader’s function with plain data and returns its plain answer', () => {
    expect(once('return a.token >= b.highestToken;', { token: 2 }, { highestToken: 1 })).toBe(true);
    expect(once('return { sum: a + b, list: [a, b] };', 1, 2)).toEqual({ sum: 3, list: [1, 2] });
    expect(once('return;')).toBeUndefined();
  });

  it('shows the code nothing of its host: no page, network, storage, worker scope or module loader', () => {
    const names = [
      'window',
      'document',
      'fetch',
      'XMLHttpRequest',
      'WebSocket',
      'localStorage',
      'indexedDB',
      'importScripts',
      'postMessage',
      'self',
      'navigator',
      'require',
      'process',
      'Date',
      'setTimeout',
      'WebAssembly',
    ];
    const seen = once(`return ${JSON.stringify(names)}.filter((n) => typeof globalThis[n] !== 'undefined');`);
    expect(seen).toEqual([]);
    // Nor through a constructor's back door.
    expect(once('return (function () {}).constructor("return typeof fetch")();')).toBe('undefined');
  });

  it('answers the same every time: no clock, and Math.random refuses', () => {
    expect(() => once('return Math.random();')).toThrow(/Math\.random is not available/);
    expect(() => once('return Date.now();')).toThrow(RuleFault);
  });

  it('stops a rule that loops forever after its time limit, with a sentence that says so', () => {
    const started = Date.now();
    expect(() => once('while (true) {}')).toThrow(`ran for more than ${LIMITS.callMs} ms and was stopped`);
    expect(Date.now() - started).toBeLessThan(LIMITS.callMs * 20);
  });

  it('stops code that loops at its top level, before any call', () => {
    expect(() => loadRule(engine, 'for (;;) {}\nfunction f() { return true; }', 'f')).toThrow(
      /Your code ran for more than/,
    );
  });

  it('stops a rule that takes too much memory or recurses forever', () => {
    expect(() => once('const a = []; for (;;) a.push(new Array(1e5).fill(1));')).toThrow(RuleFault);
    expect(() => once('const r = (n) => r(n + 1) + 1; return r(0);')).toThrow(/too deeply|stopped|memory/);
  });

  it('says what is wrong with code that does not load', () => {
    expect(() => loadRule(engine, 'function f( {', 'f')).toThrow(/Your code threw SyntaxError/);
    expect(() => loadRule(engine, 'const g = 1;', 'f')).toThrow('does not define a function named f');
    expect(() => loadRule(engine, 'x'.repeat(LIMITS.sourceChars + 1), 'f')).toThrow(/characters long/);
    expect(() => once('throw new TypeError("no token");')).toThrow('Your rule threw TypeError: no token.');
    expect(() => once('throw 42;')).toThrow(/Your rule threw/);
  });

  it('keeps the engine usable after a call that failed', () => {
    const rule = loadRule(engine, 'function f(a) { if (a) throw new Error("x"); return 7; }', 'f');
    expect(() => rule.call(true)).toThrow(RuleFault);
    expect(rule.call(false)).toBe(7);
    rule.dispose();
  });
});
