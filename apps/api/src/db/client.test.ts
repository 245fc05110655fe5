import { sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { openDatabase } from './client';

// The embedded database on the api-pglite project, PostgreSQL on api-postgres.
const serverUrl = inject('testDatabaseUrl');

describe.runIf(serverUrl)('the PostgreSQL pool', () => {
  it('asks its connections not to JIT-compile queries (decision 0182)', async () => {
    const handle = openDatabase({ kind: 'postgres', url: serverUrl! });
    try {
      const result = await handle.db.execute(sql`show jit`);
      const { rows } = result as unknown as { rows: Array<{ jit: string }> };
      expect(rows[0]?.jit).toBe('off');
    } finally {
      await handle.close();
    }
  });

  it('prices random reads for SSD (decision 0183)', async () => {
    const handle = openDatabase({ kind: 'postgres', url: serverUrl! });
    try {
      const result = await handle.db.execute(sql`show random_page_cost`);
      const { rows } = result as unknown as { rows: Array<{ random_page_cost: string }> };
      expect(rows[0]?.random_page_cost).toBe('1.1');
    } finally {
      await handle.close();
    }
  });
});
