import {
  scratchDatabase,
  type ScratchDatabase,
} from '../../apps/api/test/support/scratch-databases';

/** A new, empty database on the PostgreSQL server at `serverUrl`, and how to drop it. */
export function freshPostgresDatabase(serverUrl: string): Promise<ScratchDatabase> {
  return scratchDatabase(serverUrl, 'sabora_bench');
}
