import { ilike, type Column, type SQL } from 'drizzle-orm';

/** Case-insensitive "contains" on a column; LIKE wildcards typed by the admin match themselves. */
export function containsText(column: Column, search: string | undefined): SQL | undefined {
  const text = search?.trim();
  if (!text) return undefined;
  return ilike(column, `%${text.replace(/[\\%_]/g, '\\$&')}%`);
}
