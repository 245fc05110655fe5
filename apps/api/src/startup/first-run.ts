import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import type { Env } from '../env';
import { systemClock } from '../lib/clock';
import { createAdminSessionRepository } from '../modules/admin-session/admin-session.repository';
import { ensureFirstAdmin } from '../modules/admin-session/bootstrap-admin';
import { seedDemoContent, wantsDemoContent } from '../seed/seed-demo';

/**
 * The first main admin and the demo catalogue, for an empty database. Run by
 * one process only (the single server, or a cluster's primary before it
 * forks), though both steps are also safe if two hosts race.
 */
export async function firstRun(db: Database, env: Env, log: FastifyBaseLogger): Promise<void> {
  await ensureFirstAdmin(
    createAdminSessionRepository(db),
    { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD },
    log,
  );
  if (wantsDemoContent(env)) {
    const seeded = await seedDemoContent(db, { now: systemClock.now() });
    if (seeded) log.info('added the demo catalogue (SEED_DEMO); delete it from the admin area');
  }
}
