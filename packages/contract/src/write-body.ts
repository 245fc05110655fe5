import { z } from 'zod';

/**
 * A field an admin GET returns that no write changes (`_id`, `createdAt`, a
 * computed total): any value is accepted and becomes nothing.
 */
const readOnlyField = z
  .unknown()
  .transform((): undefined => undefined)
  .optional()
  .meta({ description: 'Read-only: what the GET returns; accepted and ignored' });

export function readOnlyFields<Key extends string>(
  ...keys: Key[]
): { [Name in Key]: typeof readOnlyField } {
  return Object.fromEntries(keys.map((key) => [key, readOnlyField])) as {
    [Name in Key]: typeof readOnlyField;
  };
}

/**
 * design.md "Read/write symmetry" for an admin write body: what the entity's
 * GET returns can come back unchanged. The read-only fields it declares (with
 * `readOnlyFields`) are accepted and dropped; an alias (the spec's name, e.g.
 * an exam's `prevCourse`) fills the field the server stores; any key not in
 * the shape is refused with a 422 naming it, never silently dropped. Stays a
 * `ZodObject`, so forms keep reading `.shape`.
 */
export function adminWrite<Shape extends z.ZodRawShape>(
  object: z.ZodObject<Shape>,
  options: { readOnly: readonly string[]; aliases?: Record<string, string> },
) {
  return object.strict().overwrite((value) => {
    const fields = { ...value } as Record<string, unknown>;
    for (const [alias, field] of Object.entries(options.aliases ?? {})) {
      if (fields[alias] !== undefined) fields[field] = fields[alias];
      delete fields[alias];
    }
    for (const key of options.readOnly) delete fields[key];
    return fields as typeof value;
  });
}
