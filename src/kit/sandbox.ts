/**
 * The sandbox a reader's rule runs in: QuickJS, a JavaScript engine compiled to WebAssembly and made for untrusted
 * code (quickjs-emscripten). The reader's code sees its own engine's globals and nothing of the page, the worker,
 * the network or storage: no `fetch`, no `window`, no `importScripts`, no `Date`, and a `Math.random` that refuses,
 * so the same rule on the same schedule always answers the same. Each call has a time limit (a rule that loops is
 * stopped), the engine a memory and a stack limit. What goes in and out is plain data, copied as JSON.
 *
 * The site runs it in a worker (components/sim-kit/rule-worker.ts), so that even the engine's own work never holds
 * up the page; the tests run it in Node.
 */
import {
  DefaultIntrinsics,
  newQuickJSWASMModuleFromVariant,
  shouldInterruptAfterDeadline,
} from 'quickjs-emscripten-core';
import type { QuickJSContext, QuickJSHandle, QuickJSRuntime, QuickJSWASMModule } from 'quickjs-emscripten-core';
import type { Hook } from './model.ts';
import { LIMITS } from './sandbox-limits.ts';

export { LIMITS };

/** A failure of the reader's code, in the reader's words. */
export class RuleFault extends Error {
  override name = 'RuleFault';
}

/** Loads the engine (its WebAssembly, about 500 KB): once per worker. */
export async function loadEngine(): Promise<QuickJSWASMModule> {
  const variant = (await import('@jitl/quickjs-wasmfile-release-sync')).default;
  return newQuickJSWASMModuleFromVariant(variant);
}

/** The reader's rule, loaded: its function to call, and `dispose` to free the engine's memory. */
export interface LoadedRule {
  call: Hook;
  dispose(): void;
}

// Run before the reader's code: the one source of chance goes, so that a rule decides from its inputs alone.
const PRELUDE = `"use strict";
Math.random = function random() { throw new Error("Math.random is not available here: a rule decides from what it is given."); };`;

/** What an error thrown inside the engine says, as the reader wrote it (its name and message). */
function errorWords(context: QuickJSContext, handle: QuickJSHandle): string {
  const error: unknown = context.dump(handle);
  handle.dispose();
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const { name, message } = error as { name?: unknown; message?: unknown };
    return `${typeof name === 'string' ? name : 'Error'}: ${String(message)}`;
  }
  return `it threw ${JSON.stringify(error) ?? String(error)}`;
}

/**
 * Loads `source` in a fresh engine and finds its function `name`; throws a RuleFault that says what is wrong when
 * the code does not load (too long, a syntax error, an error or a loop at the top level, no such function).
 */
export function loadRule(engine: QuickJSWASMModule, source: string, name: string): LoadedRule {
  if (source.length > LIMITS.sourceChars)
    throw new RuleFault(`Your code is ${source.length} characters long; a rule may have up to ${LIMITS.sourceChars}.`);
  const runtime: QuickJSRuntime = engine.newRuntime();
  runtime.setMemoryLimit(LIMITS.memoryBytes);
  runtime.setMaxStackSize(LIMITS.stackBytes);
  const context = runtime.newContext({ intrinsics: { ...DefaultIntrinsics, Date: false } });
  // An engine stopped mid-call (out of memory, say) may hold objects it cannot free; the worker drops it whole then.
  const dispose = (): void => {
    try {
      if (context.alive) context.dispose();
      if (runtime.alive) runtime.dispose();
    } catch {
      // Nothing the reader can act on: the next rule gets a fresh runtime.
    }
  };
  let deadline = 0;
  runtime.setInterruptHandler((rt) => shouldInterruptAfterDeadline(deadline)(rt));
  /** Runs `work` under the time limit, turning a stop or a throw inside the engine into the reader's words. */
  const limited = (work: () => ReturnType<QuickJSContext['evalCode']>, doing: string): QuickJSHandle => {
    deadline = Date.now() + LIMITS.callMs;
    const result = work();
    if (result.error === undefined) return result.value;
    const words = errorWords(context, result.error);
    if (Date.now() >= deadline && /interrupted/i.test(words))
      throw new RuleFault(`${doing} ran for more than ${LIMITS.callMs} ms and was stopped. Does it loop forever?`);
    if (/out of memory/i.test(words)) throw new RuleFault(`${doing} ran out of memory (${words}).`);
    if (/stack overflow/i.test(words))
      throw new RuleFault(`${doing} called itself too deeply (${words}). Does it recurse forever?`);
    throw new RuleFault(`${doing} threw ${words}.`);
  };
  try {
    limited(() => context.evalCode(PRELUDE, 'prelude.js'), 'The sandbox').dispose();
    limited(() => context.evalCode(source, 'rule.js'), 'Your code').dispose();
    const fn = context.getProp(context.global, name);
    if (context.typeof(fn) !== 'function') {
      fn.dispose();
      throw new RuleFault(`Your code does not define a function named ${name}.`);
    }
    const call: Hook = (...args) => {
      const input = limited(() => context.evalCode(`(${JSON.stringify(args)})`, 'input.js'), 'The sandbox');
      const handles: QuickJSHandle[] = args.map((_, i) => context.getProp(input, i));
      input.dispose();
      try {
        const answer = limited(() => context.callFunction(fn, context.undefined, ...handles), 'Your rule');
        const value: unknown = context.typeof(answer) === 'undefined' ? undefined : context.dump(answer);
        answer.dispose();
        return value;
      } finally {
        for (const handle of handles) handle.dispose();
      }
    };
    return {
      call,
      dispose: () => {
        if (fn.alive) fn.dispose();
        dispose();
      },
    };
  } catch (error) {
    dispose();
    throw error;
  }
}
