/**
 * The simulator kit's components: the parts every lesson's simulator island shares. A lesson's own folder under
 * src/lessons/ declares its view (view.ts: model, title, lanes) and wraps `Shell` and `LabFigure`; nothing
 * here imports a lesson.
 */
export { default as Shell } from './Shell.svelte';
export { default as SweepMap } from './SweepMap.svelte';
export { default as LabFigure } from './LabFigure.svelte';
export { default as LaneChart } from './LaneChart.svelte';
export { default as OutcomeLine } from './OutcomeLine.svelte';
export { default as FigureControls } from './FigureControls.svelte';
export { default as PlotBox } from './PlotBox.svelte';
export { default as VerdictSwatch } from './VerdictSwatch.svelte';
export { default as Challenges } from './Challenges.svelte';
export { lessonStore } from './lesson-store.svelte.ts';
export type { Source } from './lesson-store.svelte.ts';
export { readAddress, writeAddress, nextSearch } from './address.ts';
export { axisOf, placeLabels, reached, seriesLabels, textWidth } from './chart.ts';
export type { Box, LabelWish, PlacedLabel, SeriesLabel, SeriesPoint } from './chart.ts';
export { describeLanes, laneLayout } from './lane-chart.ts';
export type {
  Lane,
  LaneBracket,
  LaneChartData,
  LaneMark,
  LaneMessage,
  LaneSeries,
  LaneSpan,
  LaneSymbol,
  LaneTone,
  LaneWall,
  SpanStyle,
} from './lane-chart.ts';
export { defineView } from './view.ts';
export type { ChartProps, LessonView } from './view.ts';
