/**
 * For unit tests of the lesson data schema: the first problem of a failed parse as "field \"a.b.0\": message", the
 * way a test can match it. The build reports its own errors through Astro's content collections, not this.
 */
import type { z } from 'astro/zod';

/** The first problem of a failed parse as "field \"a.b.0\": message". */
export function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  return `field "${issue?.path.join('.') || '(top level)'}": ${issue?.message ?? 'invalid'}`;
}
