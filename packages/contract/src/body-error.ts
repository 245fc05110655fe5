import type { z } from 'zod';

/**
 * A whole body's message for a strict object that is not what was expected,
 * except for a field the server does not take: that one keeps the message
 * naming it (zod-arabic.ts), as design.md's read/write symmetry asks.
 */
export function bodyError(message: string): z.core.$ZodErrorMap {
  return (issue) => (issue.code === 'unrecognized_keys' ? undefined : message);
}
