import { openDatabase, type DatabaseHandle } from '../../src/db/client';
import { scratchDatabase } from '../support/scratch-databases';

export interface FaultDatabase {
  kind: 'pglite' | 'postgres';
  /** DATABASE_URL for the server; undefined means the embedded database in its DATA_DIR. */
  url: string | undefined;
  /** Opens the database from the test (only while no server holds an embedded one). */
  open(): DatabaseHandle;
  drop(): Promise<void>;
}

/** A new database on `serverUrl`, or the embedded one in `dataDir` when there is no server. */
export async function faultDatabase(serverUrl: string, dataDir: string): Promise<FaultDatabase> {
  if (!serverUrl) {
    return {
      kind: 'pglite',
      url: undefined,
      open: () => openDatabase({ kind: 'pglite', dataDir }),
      drop: async () => undefined,
    };
  }
  const database = await scratchDatabase(serverUrl, 'sabora_fault');
  return {
    kind: 'postgres',
    url: database.url,
    open: () => openDatabase({ kind: 'postgres', url: database.url }),
    drop: database.drop,
  };
}
