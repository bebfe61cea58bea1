/** Types the kit's components share with the lessons' own simulator components. */

/** One axis of a sweep map: a setting in seconds, from `from` to `to` by `step`. */
export interface MapAxis {
  key: string;
  from: number;
  to: number;
  step: number;
}

/** A lesson's map of every schedule: across, up, a heading that asks what the map answers, and a line under it. */
export interface MapSpec {
  x: MapAxis;
  y: MapAxis;
  title: string;
  intro: string;
}
