import cluster from 'node:cluster';
import { resolve } from 'node:path';
import { buildApp } from '../app';
import { openDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { databaseTarget } from '../db/target';
import type { Env } from '../env';
import { persistedSecret } from '../lib/secrets';
import { systemClock } from '../lib/clock';
import { keepOldGenerationLean } from '../lib/lean-heap';
import { defaultWebDist } from '../locations';
import { createDraftSweeper } from '../modules/exam-taking/draft-sweeper';
import { createSubmissionsRepository } from '../modules/exam-taking/submissions.repository';
import { createClosedExamsRepository } from '../modules/results/closed-exams.repository';
import { createClosedFiguresKeeper } from '../modules/results/closed-figures-keeper';
import { createExamStatsRepository } from '../modules/results/exam-stats.repository';
import { storedPhotoPaths } from '../modules/uploads/stored-photos.repository';
import { backfillImageVariants } from '../storage/local/backfill-image-variants';
import { createStorage } from '../storage/create-storage';
import { backfillBucketPhotoVariants } from '../storage/s3-backfill-image-variants';
import { firstRun } from './first-run';

export interface ServeOptions {
  /** Migrate and run the first-run steps: false in cluster workers, whose primary did. */
  prepare: boolean;
}

/** One API process: the single server, or one cluster worker. */
export async function serve(env: Env, { prepare }: ServeOptions): Promise<void> {
  keepOldGenerationLean();
  const dataDir = resolve(env.DATA_DIR);
  const target = databaseTarget({ ...env, DATA_DIR: dataDir });
  const database = openDatabase(target);
  if (prepare) await migrateDatabase(database, target);

  const jwtSecret = env.JWT_SECRET ?? persistedSecret(dataDir);
  const app = await buildApp({
    env,
    db: database.db,
    listen: database.listen,
    jwtSecret,
    // Like the JWT secret: every process on a host shares the generated file;
    // several hosts must set CODE_SECRET alike (docs/scale-out.md).
    codeSecret: env.CODE_SECRET ?? persistedSecret(dataDir, 'code-secret'),
    dataDir,
    webDist: env.WEB_DIST ?? defaultWebDist,
  });
  if (prepare) await firstRun(database.db, env, app.log);
  // Grades the drafts of timed exams as they close. Every process runs one:
  // row locks decide who grades what (decision 0033), so none is special.
  const draftSweeper = createDraftSweeper({
    submissions: createSubmissionsRepository(database.db),
    clock: systemClock,
    graceMs: env.EXAM_GRACE_SECONDS * 1000,
    log: app.log,
  });
  app.addHook('onClose', () => draftSweeper.stop());
  // Then keeps the closed exams' statistics figures ahead of the first admin
  // asking (decision 0230); a claim per close decides which process computes.
  const figuresKeeper = createClosedFiguresKeeper({
    closed: createClosedExamsRepository(database.db),
    stats: createExamStatsRepository(database.db),
    clock: systemClock,
    graceMs: env.EXAM_GRACE_SECONDS * 1000,
    log: app.log,
  });
  app.addHook('onClose', () => figuresKeeper.stop());

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
  figuresKeeper.start();
  // In the background, by one process only (the single server or the first
  // worker): the site is up meanwhile, old photos served at their own paths.
  if (prepare || cluster.worker?.id === 1) {
    const storage = await createStorage(env, { dataDir, secret: jwtSecret, clock: systemClock });
    const backfill =
      storage.kind === 'local'
        ? backfillImageVariants(storage, app.log)
        : backfillBucketPhotoVariants(storage, () => storedPhotoPaths(database.db), app.log);
    backfill.catch((error: unknown) => {
      app.log.error({ err: error }, 'the photos’ variants backfill stopped');
    });
  }
  app.log.info(
    `Sabora is running on http://localhost:${env.PORT} (${database.kind === 'pglite' ? `embedded database in ${dataDir}` : 'PostgreSQL'})`,
  );
}
