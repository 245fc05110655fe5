import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import type { Executor } from '../../db/executor';
import { settings } from '../../db/schema/index';

export type SettingsRepository = ReturnType<typeof createSettingsRepository>;

/** Named groups of admin settings, each read through its contract schema. */
export function createSettingsRepository(db: Database) {
  return {
    /**
     * The group's values, or the defaults while none were saved. A stored
     * value the schema no longer accepts (a field added since) falls back too.
     */
    async read<T>(key: string, schema: z.ZodType<T>, defaults: T, exec: Executor = db): Promise<T> {
      const [row] = await exec
        .select({ value: settings.value })
        .from(settings)
        .where(eq(settings.key, key))
        .limit(1);
      const parsed = schema.safeParse(row?.value);
      return parsed.success ? parsed.data : defaults;
    },

    /** Saves the group; returns the row's id, which names it in the audit trail. */
    async write(exec: Executor, key: string, value: unknown, at: Date): Promise<string> {
      const [row] = await exec
        .insert(settings)
        .values({ key, value, updatedAt: at })
        .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: at } })
        .returning({ id: settings.id });
      return row!.id;
    },
  };
}
