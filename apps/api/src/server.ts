import { resolve } from 'node:path';
import { buildApp } from './app';
import { openDatabase } from './db/client';
import { migrateDatabase } from './db/migrate';
import { databaseTarget } from './db/target';
import { loadEnv } from './env';
import { persistedSecret } from './lib/secrets';
import { systemClock } from './lib/clock';
import { defaultWebDist } from './locations';
import { createAdminsRepository } from './modules/admins/admins.repository';
import { ensureFirstAdmin } from './modules/admins/bootstrap-admin';
import { createDraftSweeper } from './modules/exams/draft-sweeper';
import { createSubmissionsRepository } from './modules/exams/submissions.repository';
import { seedDemoContent, wantsDemoContent } from './seed/seed-demo';

const env = loadEnv();
const dataDir = resolve(env.DATA_DIR);
const target = databaseTarget({ ...env, DATA_DIR: dataDir });
const database = openDatabase(target);
await migrateDatabase(database, target);

const app = await buildApp({
  env,
  db: database.db,
  jwtSecret: env.JWT_SECRET ?? persistedSecret(dataDir),
  dataDir,
  webDist: env.WEB_DIST ?? defaultWebDist,
});
await ensureFirstAdmin(
  createAdminsRepository(database.db),
  { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD },
  app.log,
);
// Grades the drafts of timed exams as they close; stopped before the database closes.
const draftSweeper = createDraftSweeper({
  submissions: createSubmissionsRepository(database.db),
  clock: systemClock,
  graceMs: env.EXAM_GRACE_SECONDS * 1000,
  log: app.log,
});
app.addHook('onClose', () => draftSweeper.stop());
if (wantsDemoContent(env)) {
  const seeded = await seedDemoContent(database.db, { now: systemClock.now() });
  if (seeded) app.log.info('added the demo catalogue (SEED_DEMO); delete it from the admin area');
}

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down: finishing in-flight requests');
  const timer = setTimeout(() => {
    app.log.error('shutdown took too long; exiting');
    process.exit(1);
  }, 10_000);
  timer.unref();
  await app.close();
  await database.close();
  process.exit(0);
}
process.once('SIGTERM', () => void shutdown('SIGTERM'));
process.once('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: env.PORT, host: env.HOST });
draftSweeper.start();
app.log.info(
  `Sabora is running on http://localhost:${env.PORT} (${database.kind === 'pglite' ? `embedded database in ${dataDir}` : 'PostgreSQL'})`,
);
