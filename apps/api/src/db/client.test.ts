import { sql } from 'drizzle-orm';
import { describe, expect, inject, it, vi } from 'vitest';
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

  it('gives a query no parallel workers, each a new server process (decision 0242)', async () => {
    const handle = openDatabase({ kind: 'postgres', url: serverUrl! });
    try {
      const result = await handle.db.execute(sql`show max_parallel_workers_per_gather`);
      const { rows } = result as unknown as {
        rows: Array<{ max_parallel_workers_per_gather: string }>;
      };
      expect(rows[0]?.max_parallel_workers_per_gather).toBe('0');
    } finally {
      await handle.close();
    }
  });

  it('keeps an idle connection for minutes, not the driver’s 10 s (decision 0242)', async () => {
    // Only the pool's own timers: the sockets still answer in real time.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const handle = openDatabase({ kind: 'postgres', url: serverUrl! });
    const serverProcess = async () => {
      const result = await handle.db.execute(sql`select pg_backend_pid() as pid`);
      return (result as unknown as { rows: Array<{ pid: number }> }).rows[0]?.pid;
    };
    try {
      const first = await serverProcess();
      await vi.advanceTimersByTimeAsync(60_000);
      expect(await serverProcess()).toBe(first);
      await vi.advanceTimersByTimeAsync(300_000);
      expect(await serverProcess()).not.toBe(first);
    } finally {
      vi.useRealTimers();
      await handle.close();
    }
  });
});
