/**
 * "Write the rule yourself", on every lesson that declares a rule for the reader (src/lessons/<id>/rule.ts): a new
 * one is covered with no test edited. The reader types the lesson's answer, the starter, a rule that refuses
 * everything, one that loops forever, one that throws and one that answers nonsense, and sees each time the map's
 * counts, the first schedule that breaks the property played in the lesson's chart, or the message that names the
 * schedule where the rule failed; by keyboard alone too; the rule is kept across a reload and put back by one
 * button; axe finds nothing. The expected counts are the kit's own paint of the same code, run here in Node.
 */
import { existsSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { test, expect, axeInBothSchemes } from './fixtures';
import { LESSONS } from './lessons';
import { hydrate } from './lesson-helpers';
import { paint, runWith, scheduleTitle, scheduleWords } from '../src/kit/reader-rule.ts';
import type { Painted, ReaderRule } from '../src/kit/reader-rule.ts';
import type { Hook } from '../src/kit/index.ts';
import { LIMITS } from '../src/kit/sandbox-limits.ts';

const WITH_RULES = LESSONS.filter((lesson) =>
  existsSync(new URL(`../src/lessons/${lesson.id}/rule.ts`, import.meta.url)),
);

test('at least the locks lesson lets the reader write its rule', () => {
  expect(WITH_RULES.map((lesson) => lesson.id)).toContain('locks-and-fencing-tokens');
});

/** The reader's code as a plain function, here in the test (trusted code): what the sandbox runs on the page. */
function compiled(rule: ReaderRule, source: string): Hook {
  return new Function(`${source}\nreturn ${rule.name};`)() as Hook;
}

function painted(rule: ReaderRule, source: string): Extract<Painted, { ok: true }> {
  const result = paint(rule, compiled(rule, source));
  if (!result.ok) throw new Error(result.message);
  return result;
}

/** The rule lab, woken, with its code editor loaded. */
async function openLab(page: Page, path: string): Promise<{ lab: Locator; editor: Locator }> {
  await page.goto(path);
  const lab = page.locator('[data-rule-lab]');
  await hydrate(lab.getByRole('button', { name: 'Check my rule' }));
  const editor = lab.locator('.cm-content');
  await expect(editor).toBeVisible({ timeout: 20_000 });
  return { lab, editor };
}

/** A check paints every schedule in the worker: seconds on a busy machine, the first one loading the engine. */
const PAINTED = { timeout: 30_000 };

/** Replaces the editor's whole text with `source`, as a reader typing it. */
async function write(page: Page, editor: Locator, source: string): Promise<void> {
  await editor.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(source);
}

for (const lesson of WITH_RULES) {
  test.describe(`${lesson.path} (${lesson.id}): the rule the reader writes`, () => {
    let rule: ReaderRule;
    test.beforeAll(async () => {
      rule = ((await import(`../src/lessons/${lesson.id}/rule.ts`)) as { rule: ReaderRule }).rule;
    });

    test('right, wrong, refusing, looping, throwing and nonsense rules each get their map or their message', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const { lab, editor } = await openLab(page, lesson.path);
      const check = lab.getByRole('button', { name: 'Check my rule' });
      const said = lab.locator('[role="status"]');
      const problem = lab.locator('[role="alert"]');
      const params = rule.params.map((p) => p.name).join(', ');
      const fn = (body: string): string => `function ${rule.name}(${params}) {\n  ${body}\n}\n`;

      // The lesson's answer: the property kept on every schedule, nothing refused that should be taken.
      const right = painted(rule, rule.answer);
      const count = right.map.x.values.length * right.map.y.values.length;
      await write(page, editor, rule.answer);
      await check.click();
      await expect(said).toHaveText(
        `Your rule keeps the property on all ${count} schedules, and ${rule.passed}`,
        PAINTED,
      );
      await expect(lab.getByRole('heading', { name: rule.mapTitle })).toBeVisible();
      await expect(problem).toBeEmpty();

      // The starter: the first schedule that breaks the property, played in the lesson's chart with its log.
      const wrong = painted(rule, rule.starter);
      const first = wrong.firstBroken;
      expect(first, 'the starter breaks the property somewhere').not.toBeNull();
      if (first === null) return;
      await write(page, editor, rule.starter);
      await check.click();
      await expect(said).toContainText(
        `Your rule breaks the property on ${wrong.broken} of ${count} schedules.`,
        PAINTED,
      );
      await expect(said).toContainText(`Below, the first: ${scheduleWords(rule, first)}, played with your rule.`);
      const played = lab.getByRole('region', { name: `${scheduleTitle(rule, first)}, with your rule` });
      await expect(played).toBeVisible();
      await expect(played.locator('svg').first()).toBeVisible();
      const run = runWith(rule, compiled(rule, rule.starter), first.settings);
      await expect(played.locator('section.log ol > li')).toHaveCount(run.events.length);
      const breaking = rule.verdicts[rule.breaks[0] ?? '']?.label ?? '';
      await expect(played.locator('[data-outcome-line]')).toContainText(breaking);

      // A rule that refuses everything: safe, but only by refusing what it should take.
      const none = painted(rule, fn('return false;'));
      await write(page, editor, fn('return false;'));
      await check.click();
      await expect(said).toContainText(
        `but only because your rule refuses too much: on ${none.useless} of them`,
        PAINTED,
      );

      // Rules that fail: the message names the first schedule, and the map of the last good check goes.
      const origin = scheduleWords(rule, { settings: {}, x: rule.map.x.from, y: rule.map.y.from });
      for (const [body, words] of [
        ['for (;;) {}', `your rule ran for more than ${LIMITS.callMs} ms and was stopped. Does it loop forever?`],
        ['throw new Error("boom");', 'your rule threw Error: boom.'],
        ['return "yes";', 'your rule returned "yes", but it must return'],
      ] as const) {
        await write(page, editor, fn(body));
        await check.click();
        await expect(problem).toContainText(`On the schedule with ${origin}, ${words}`, PAINTED);
        await expect(said).toBeEmpty();
        await expect(lab.getByRole('heading', { name: rule.mapTitle })).toHaveCount(0);
      }
      await write(page, editor, 'function (');
      await check.click();
      await expect(problem).toContainText('Your code threw SyntaxError', PAINTED);
    });

    test('by keyboard alone; kept across a reload; the starter back with one button; axe finds nothing', async ({
      page,
    }) => {
      test.setTimeout(90_000);
      const { lab, editor } = await openLab(page, lesson.path);
      await editor.focus();
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.insertText(rule.answer);
      // Tab leaves the editor (no trap) for the button, and Enter presses it.
      await page.keyboard.press('Tab');
      await expect(lab.getByRole('button', { name: 'Check my rule' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(lab.getByRole('status')).toContainText('keeps the property on all', PAINTED);
      expect(await axeInBothSchemes(page, ['[data-rule-lab]'])).toEqual({ light: [], dark: [] });

      await page.reload();
      const again = await openLab(page, lesson.path);
      await expect(again.editor).toHaveText(rule.answer.replaceAll('\n', ''));
      await again.lab.getByRole('button', { name: 'Start again from the starter' }).click();
      await expect(again.editor).toHaveText(rule.starter.replaceAll('\n', ''));
      await page.reload();
      const fresh = await openLab(page, lesson.path);
      await expect(fresh.editor).toHaveText(rule.starter.replaceAll('\n', ''));
    });
  });
}
