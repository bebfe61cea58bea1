/**
 * The simulator kit: what every lesson's model shares and nothing lesson-specific. Plain TypeScript over plain
 * data: no DOM, no framework, no clock, no randomness.
 */
export * from './time.ts';
export * from './settings.ts';
export * from './agenda.ts';
export * from './tones.ts';
export * from './run.ts';
export * from './model.ts';
export * from './rules.ts';
export * from './define.ts';
export * from './sweep.ts';
export * from './challenges.ts';
export * from './lanes.ts';
export * from './handles.ts';
