import type { z } from 'zod';

/**
 * The first message a contract schema has for a value, or undefined when it
 * passes: forms show the exact Arabic text the server would answer with.
 */
export function zodMessage(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : (result.error.issues[0]?.message ?? '');
}
