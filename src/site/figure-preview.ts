/**
 * The lab's figure, as the server draws it, is the walkthrough's first state: experiment 1's setup with its answer
 * held back, so that before any script runs a reader sees exactly what the walkthrough shows once live, and never
 * the default run (another experiment's answer). The figure is rendered with the page's MDX, before the walkthrough's
 * own component runs, so the page hands these settings to the figure as its `preview` prop
 * (components/sim-kit/LabFigure.svelte); in the browser the walkthrough's store holds the same settings before the
 * figure wakes.
 */
import { getEntry } from 'astro:content';
import type { SettingsRecord } from '../kit/index.ts';
import { modelOf } from '../lessons/registry';
import { presetSettings } from './lesson-data';

/** The settings of lesson `lessonId`'s first experiment, or undefined for a lesson without a model or experiments. */
export async function figurePreview(lessonId: string): Promise<SettingsRecord | undefined> {
  const model = modelOf(lessonId);
  const data = model ? await getEntry('lessons', lessonId) : undefined;
  const first = data?.data.experiments[0];
  return model && first ? presetSettings(model, first.preset) : undefined;
}
