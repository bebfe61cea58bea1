// @ts-check
/**
 * The course's one order, worked out from the content alone: content/roadmap.yaml's stages and steps, then each
 * lesson's place within its step. The sidebar (and so Starlight's pager), the home page, the topic pages and every
 * "next" follow it. Plain JavaScript with no Astro import, so that the sidebar, which is configuration built before
 * content collections exist, and the pages share it.
 */

/**
 * What ordering needs of one lesson.
 * @typedef {{ id: string; topic: string; stage: string; step: number; title: string; order?: number | undefined;
 *   buildsOn?: string | undefined }} OrderedLesson
 */

/**
 * What ordering needs of the roadmap: its stages in order, each with its steps and the topics a step names.
 * @typedef {{ stage: string; steps: { step: number; topics?: readonly string[] | undefined }[] }[]} RoadmapOrder
 */

/**
 * The rank of a roadmap place: its stage's place in the file, then its step's place in the stage. A place the
 * roadmap does not have sorts last (the build's reference check fails on it anyway).
 * @param {RoadmapOrder} roadmap
 * @param {string} stage
 * @param {number} step
 * @returns {[number, number]}
 */
function placeRank(roadmap, stage, step) {
  const s = roadmap.findIndex((x) => x.stage === stage);
  if (s < 0) return [Number.MAX_SAFE_INTEGER, step];
  const t = roadmap[s]?.steps.findIndex((x) => x.step === step) ?? -1;
  return [s, t < 0 ? Number.MAX_SAFE_INTEGER : t];
}

/**
 * Lessons in course order: by roadmap place; within one step by `sidebar.order` where given, then title; and a
 * lesson never before the lesson it builds on (`lesson.buildsOn`), when both are in the list.
 * @template {OrderedLesson} L
 * @param {readonly L[]} lessons
 * @param {RoadmapOrder} roadmap
 * @returns {L[]}
 */
export function courseOrder(lessons, roadmap) {
  const sorted = [...lessons].sort((a, b) => {
    const [as, at] = placeRank(roadmap, a.stage, a.step);
    const [bs, bt] = placeRank(roadmap, b.stage, b.step);
    return (
      as - bs ||
      at - bt ||
      (a.order ?? Number.MAX_SAFE_INTEGER) - (b.order ?? Number.MAX_SAFE_INTEGER) ||
      a.title.localeCompare(b.title)
    );
  });
  // Move a lesson that comes before the one it builds on to just after it (a cycle is left as sorted).
  const out = [...sorted];
  for (let pass = 0; pass < out.length; pass += 1) {
    let moved = false;
    for (const lesson of [...out]) {
      const at = out.indexOf(lesson);
      const base = out.findIndex((l) => l.id === lesson.buildsOn);
      if (base > at) {
        out.splice(at, 1);
        out.splice(base, 0, lesson);
        moved = true;
      }
    }
    if (!moved) break;
  }
  return out;
}

/**
 * Topic ids in course order: by the first roadmap step that teaches them (a step that names the topic, or the
 * place of one of its lessons); topics taught nowhere yet keep their order in content/topics.yaml, after the rest.
 * @param {readonly string[]} topics the ids, in content/topics.yaml's order
 * @param {RoadmapOrder} roadmap
 * @param {readonly OrderedLesson[]} lessons
 * @returns {string[]}
 */
export function topicOrder(topics, roadmap, lessons) {
  /** @param {string} topic */
  const first = (topic) => {
    /** @type {[number, number][]} */
    const places = [];
    roadmap.forEach((stage, s) =>
      stage.steps.forEach((step, t) => {
        if (step.topics?.includes(topic)) places.push([s, t]);
      }),
    );
    for (const l of lessons) if (l.topic === topic) places.push(placeRank(roadmap, l.stage, l.step));
    places.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
    return places[0] ?? [Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER];
  };
  const ranked = topics.map((id, i) => ({ id, i, rank: first(id) }));
  ranked.sort((a, b) => a.rank[0] - b.rank[0] || a.rank[1] - b.rank[1] || a.i - b.i);
  return ranked.map((r) => r.id);
}
