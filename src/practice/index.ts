/**
 * Practice: questions a lesson's model sets from its own settings, and the spaced schedule that brings them back.
 * Plain TypeScript over a model and plain data: no DOM, no clock (the page passes the time in), no Math.random.
 */
export * from './random.ts';
export * from './question.ts';
export * from './schedule.ts';
