import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from './db/client';
import type { Listen } from './db/listener';
import type { Env } from './env';
import type { Clock } from './lib/clock';
import { createKeptTotals, type KeptTotals } from './lib/kept-totals';
import { createTokenService, type TokenService } from './lib/tokens';
import {
  createAdminSessionRepository,
  type AdminSessionRepository,
} from './modules/admin-session/admin-session.repository';
import { auditFilterFields, createAuditRepository } from './modules/audit/audit.repository';
import { createAuditService, type AuditService } from './modules/audit/audit.service';
import type { LimitStore } from './modules/auth/limit-store';
import type { SignInLimits } from './modules/auth/sign-in-limits';
import type { RedeemLimits } from './modules/codes/redeem-limits';
import { createCatalogueCache, type CatalogueCache } from './modules/catalogue/catalogue-cache';
import { createCatalogueRepository } from './modules/catalogue/catalogue.repository';
import { createExamPageCache, type ExamPageCache } from './modules/exams/exam-page-cache';
import { createExamsRepository, type ExamsRepository } from './modules/exams/exams.repository';
import { createKeptExams, type KeptExams } from './modules/exams/kept-exams';
import {
  createStudentAccountRepository,
  type StudentAccountRepository,
} from './modules/student-account/student-account.repository';
import {
  createStudentSessions,
  type StudentSessions,
} from './modules/student-account/student-sessions';
import { createAuthenticator, type Authenticator } from './plugins/authenticate';
import type { Storage } from './storage/create-storage';

/**
 * What the modules share: one per process, because each is a cache, a
 * subscription or a prepared statement, or because every module records or
 * checks through it. Everything else a module builds for itself.
 */
export interface AppCore {
  env: Env;
  db: Database;
  clock: Clock;
  storage: Storage;
  /** Counters shared through Redis when several processes serve (REDIS_URL). */
  limitStore: LimitStore;
  signInLimits: SignInLimits;
  redeemLimits: RedeemLimits;
  /** The key of the recharge codes' hashes, kept out of the database. */
  codeSecret: string;
  authenticator: Authenticator;
  studentAccounts: StudentAccountRepository;
  adminSessions: AdminSessionRepository;
  /** The students kept in memory between calls; `forget` after a change to one. */
  sessions: StudentSessions;
  tokens: TokenService;
  /** Every admin change is recorded through this, in the change's own transaction. */
  audit: AuditService;
  /**
   * The totals of the admins' bills, calls, ledger and audit lists, kept per
   * filter until migration 0016's triggers announce a change (decision 0188).
   */
  adminTotals: KeptTotals;
  exams: ExamsRepository;
  /** The exams being taken, kept by every process and forgotten on any change. */
  keptExams: KeptExams;
  /** Read by the students' side, dropped by every admin change to what it shows. */
  catalogue: CatalogueCache;
  /** Shared by the students' side (reads) and the admin side (drops an edited exam). */
  examPages: ExamPageCache;
  graceMs: number;
  /** The database's LISTEN/NOTIFY, for what a module keeps in memory; undefined keeps nothing. */
  listen: Listen | undefined;
}

/** A module: builds its repositories and services from the core and registers its routes. */
export type AppModule = FastifyPluginAsyncZod<AppCore>;

export interface AppCoreOptions {
  env: Env;
  db: Database;
  /** The database's LISTEN/NOTIFY; without it no student is kept in memory between calls. */
  listen?: Listen;
  jwtSecret: string;
  clock: Clock;
  storage: Storage;
  limitStore: LimitStore;
  signInLimits: SignInLimits;
  redeemLimits: RedeemLimits;
  codeSecret: string;
}

// About 1 KB each: a bounded, modest share of a process's memory.
const studentsKept = 50_000;

/** Announced by migration 0016's triggers with the name of the list whose rows changed. */
export const adminTotalsChannel = 'admin_totals_changed';

// Four lists, each filtered a handful of ways at a time; a total is a few dozen bytes.
const adminTotalsKept = 4_000;

export async function createAppCore(
  app: FastifyInstance,
  options: AppCoreOptions,
): Promise<AppCore> {
  const { env, db, clock } = options;
  const studentAccounts = createStudentAccountRepository(db);
  const adminSessions = createAdminSessionRepository(db);
  // One subscription (one listening connection) for every admin list's totals.
  // They go with the student totals: one switch turns off all kept totals behind a pooler.
  const adminTotals = await createKeptTotals({
    channel: adminTotalsChannel,
    clock,
    ttlMs: env.STUDENT_CACHE_SECONDS * 1000,
    max: adminTotalsKept,
    listen: options.listen,
  });
  app.addHook('onClose', async () => adminTotals.close());
  const auditRepository = createAuditRepository(db);
  const audit = createAuditService({
    repository: auditRepository,
    clock,
    totals: adminTotals.list('audit', {
      fields: auditFilterFields,
      count: (filters) => auditRepository.count(filters),
    }),
  });
  const tokens = createTokenService(options.jwtSecret, () => clock.now());
  const sessions = await createStudentSessions({
    users: studentAccounts,
    ttlMs: env.STUDENT_CACHE_SECONDS * 1000,
    max: studentsKept,
    ...(options.listen ? { listen: options.listen } : {}),
  });
  app.addHook('onClose', async () => sessions.close());
  const exams = createExamsRepository(db);
  const keptExams = await createKeptExams({
    exams,
    ttlMs: env.EXAM_CACHE_SECONDS * 1000,
    listen: options.listen,
  });
  app.addHook('onClose', async () => keptExams.close());
  return {
    env,
    db,
    clock,
    storage: options.storage,
    limitStore: options.limitStore,
    signInLimits: options.signInLimits,
    redeemLimits: options.redeemLimits,
    codeSecret: options.codeSecret,
    authenticator: createAuthenticator(tokens, sessions, adminSessions, clock),
    studentAccounts,
    adminSessions,
    sessions,
    tokens,
    audit,
    adminTotals,
    exams,
    keptExams,
    catalogue: createCatalogueCache({ repository: createCatalogueRepository(db), clock }),
    examPages: createExamPageCache(exams),
    graceMs: env.EXAM_GRACE_SECONDS * 1000,
    listen: options.listen,
  };
}
