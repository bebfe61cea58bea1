/**
 * The lab's figure, as the server draws it, is the walkthrough's first state: experiment 1's setup with its answer
 * held back (the lesson store's preview), so that before any script runs a reader sees exactly what the walkthrough
 * shows once live, and never the default run (another experiment's answer). The figure is rendered with the page's
 * MDX, before the walkthrough's own component runs, so the preview is set when the page's route is known
 * (src/route-data.ts) and cleared on every other page.
 */
import { getEntry } from 'astro:content';
import { lessonStore } from '../../components/sim-kit/lesson-store.svelte.ts';
import { modelOf } from '../lessons/registry';
import { presetSettings } from './lesson-data';
import { lessonIdOf } from './lesson-id';

/** Holds the first experiment's setup for the page of docs entry `entryId`, or clears the preview. */
export async function holdFirstExperiment(entryId: string): Promise<void> {
  const lessonId = lessonIdOf(entryId);
  const model = lessonId === '' ? undefined : modelOf(lessonId);
  const data = model ? await getEntry('lessons', lessonId) : undefined;
  const first = data?.data.experiments[0];
  if (model && first) lessonStore.hold(presetSettings(model, first.preset));
  else lessonStore.release();
}
