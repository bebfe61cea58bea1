/**
 * The worker a reader's rule runs in (the sandbox, src/kit/sandbox.ts, inside it): the page posts the lesson and the
 * reader's code, and gets back the lesson's map painted with it (src/kit/reader-rule.ts), with the run of the first
 * schedule that breaks the property (or, where none does, the first the rule keeps safe only by refusing); or it
 * posts one schedule and gets its run with the rule. Nothing here touches the page: even a rule that runs for its
 * whole time limit on every schedule holds up only this worker, which the page can end.
 */
import type { KitRun, SettingsRecord } from '../../src/kit/index.ts';
import { paint, runWith } from '../../src/kit/reader-rule.ts';
import type { Painted, ReaderRule, Schedule } from '../../src/kit/reader-rule.ts';
import { RuleFault, loadEngine, loadRule } from '../../src/kit/sandbox.ts';

/** What the page asks: the whole map, or one schedule's run. */
export type RuleRequest =
  | { id: number; kind: 'paint'; lesson: string; source: string }
  | { id: number; kind: 'run'; lesson: string; source: string; settings: SettingsRecord };

/** What the worker answers: the painted map (with a schedule's run to show), one run, or what went wrong. */
export type RuleReply =
  | { id: number; kind: 'paint'; painted: Painted; shown: Schedule | null; run: KitRun | null }
  | { id: number; kind: 'run'; run: KitRun }
  | { id: number; kind: 'fault'; message: string };

const rules = import.meta.glob<{ rule: ReaderRule }>('../../src/lessons/*/rule.ts');
const engine = loadEngine();

async function ruleOf(lesson: string): Promise<ReaderRule> {
  const load = rules[`../../src/lessons/${lesson}/rule.ts`];
  if (load === undefined) throw new RuleFault(`The lesson ${lesson} has no rule to write.`);
  return (await load()).rule;
}

async function answer(request: RuleRequest): Promise<RuleReply> {
  const rule = await ruleOf(request.lesson);
  const loaded = loadRule(await engine, request.source, rule.name);
  try {
    if (request.kind === 'run')
      return { id: request.id, kind: 'run', run: runWith(rule, loaded.call, request.settings) };
    const painted = paint(rule, loaded.call);
    const shown = painted.ok ? (painted.firstBroken ?? painted.firstUseless) : null;
    const run = shown === null ? null : runWith(rule, loaded.call, shown.settings);
    return { id: request.id, kind: 'paint', painted, shown, run };
  } finally {
    loaded.dispose();
  }
}

self.addEventListener('message', (event: MessageEvent<RuleRequest>) => {
  const request = event.data;
  answer(request).then(
    (reply) => self.postMessage(reply),
    (error: unknown) =>
      self.postMessage({
        id: request.id,
        kind: 'fault',
        message: error instanceof Error ? error.message : String(error),
      } satisfies RuleReply),
  );
});
