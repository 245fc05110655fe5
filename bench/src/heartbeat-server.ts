import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildApp } from '../../apps/api/src/app';
import { openDatabase } from '../../apps/api/src/db/client';
import { databaseTarget } from '../../apps/api/src/db/target';
import { loadEnv } from '../../apps/api/src/env';
import { heartbeatStats } from '../../apps/api/src/modules/watching/watching.module';

/**
 * The API as `serve` runs it (one process, already migrated and seeded), which
 * writes the heartbeat batcher's counters to HEARTBEAT_STATS_FILE when stopped:
 * the heartbeat bench reads statements and rows per beat from them.
 */
const env = loadEnv();
const dataDir = resolve(env.DATA_DIR);
const database = openDatabase(databaseTarget({ ...env, DATA_DIR: dataDir }));
const app = await buildApp({
  env,
  db: database.db,
  listen: database.listen,
  jwtSecret: env.JWT_SECRET!,
  codeSecret: 'heartbeat-bench',
  dataDir,
});
process.once('SIGTERM', () => {
  writeFileSync(process.env.HEARTBEAT_STATS_FILE!, JSON.stringify(heartbeatStats()));
  void app
    .close()
    .then(() => database.close())
    .then(() => process.exit(0));
});
await app.listen({ port: env.PORT, host: env.HOST });
