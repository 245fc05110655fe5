import Fastify, { type FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { apiPrefix } from '@sabora/contract';
import type { Database } from './db/client';
import type { Listen } from './db/listener';
import type { Env } from './env';
import { systemClock, type Clock } from './lib/clock';
import { HttpError } from './lib/http-errors';
import { createTokenService } from './lib/tokens';
import { messages } from './messages';
import { adminAccountsRoutes } from './modules/admin-accounts/admin-accounts.routes';
import { createAdminAccountsRepository } from './modules/admin-accounts/admin-accounts.repository';
import { createAdminAccountsService } from './modules/admin-accounts/admin-accounts.service';
import { studentsRoutes } from './modules/students/students.routes';
import { createStudentsRepository } from './modules/students/students.repository';
import { createStudentsService } from './modules/students/students.service';
import { analyticsRoutes } from './modules/analytics/analytics.routes';
import { createAnalyticsRepository } from './modules/analytics/analytics.repository';
import { createAnalyticsService } from './modules/analytics/analytics.service';
import { auditRoutes } from './modules/audit/audit.routes';
import { createAuditRepository } from './modules/audit/audit.repository';
import { createAuditService } from './modules/audit/audit.service';
import { billsRoutes } from './modules/bills/bills.routes';
import { createBillsRepository } from './modules/bills/bills.repository';
import { createBillsService } from './modules/bills/bills.service';
import { callsRoutes } from './modules/calls/calls.routes';
import { createCallsRepository } from './modules/calls/calls.repository';
import { createCallsService } from './modules/calls/calls.service';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { createDashboardRepository } from './modules/dashboard/dashboard.repository';
import { createDashboardService } from './modules/dashboard/dashboard.service';
import { createAdminSessionRepository } from './modules/admin-session/admin-session.repository';
import { adminSessionRoutes } from './modules/admin-session/admin-session.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { createAccountGuard } from './modules/auth/account-guard';
import { createAuthService } from './modules/auth/auth.service';
import { openLimitStore, rateLimitStoreOptions } from './modules/auth/limit-store';
import { createPasswordGate } from './modules/auth/password-gate';
import { defaultSignInLimits, type SignInLimits } from './modules/auth/sign-in-limits';
import { adminCoursesRoutes } from './modules/courses/admin-courses.routes';
import { coursesRoutes } from './modules/courses/courses.routes';
import { createCoursesRepository } from './modules/courses/courses.repository';
import { createCoursesService } from './modules/courses/courses.service';
import { createCatalogueCache } from './modules/catalogue/catalogue-cache';
import { createCatalogueRepository } from './modules/catalogue/catalogue.repository';
import { adminExamsRoutes } from './modules/exam-admin/admin-exams.routes';
import { createAdminExamsService } from './modules/exam-admin/admin-exams.service';
import { createExamPageCache } from './modules/exams/exam-page-cache';
import { examTakingRoutes } from './modules/exam-taking/exam-taking.routes';
import { createExamTakingService } from './modules/exam-taking/exam-taking.service';
import { createExamsRepository } from './modules/exams/exams.repository';
import { createKeptExams } from './modules/exams/kept-exams';
import { createStudentStateReads } from './modules/exam-taking/student-state-reads';
import { createSubmissionsRepository } from './modules/exam-taking/submissions.repository';
import { createSubmitBatcher } from './modules/exam-taking/submit-batcher';
import { adminPdfsRoutes } from './modules/pdfs/admin-pdfs.routes';
import { createPdfsRepository } from './modules/pdfs/pdfs.repository';
import { createPdfsService } from './modules/pdfs/pdfs.service';
import { adminVideosRoutes } from './modules/videos/admin-videos.routes';
import { createVideoViewingService } from './modules/videos/video-viewing.service';
import { videosRoutes } from './modules/videos/videos.routes';
import { createVideosRepository } from './modules/videos/videos.repository';
import { createVideosService } from './modules/videos/videos.service';
import { adminResultsRoutes } from './modules/results/admin-results.routes';
import { createExamStatsRepository } from './modules/results/exam-stats.repository';
import { createNonSolversRepository } from './modules/results/non-solvers.repository';
import { createResultsRepository } from './modules/results/results.repository';
import { resultsRoutes } from './modules/results/results.routes';
import { createResultsService } from './modules/results/results.service';
import { systemRoutes } from './modules/system/system.routes';
import { localUploadRoutes } from './modules/uploads/local-upload.routes';
import { uploadedFileRoutes } from './modules/uploads/uploaded-files.routes';
import { uploadRoutes } from './modules/uploads/uploads.routes';
import { createUploadsService } from './modules/uploads/uploads.service';
import { studentAccountRoutes } from './modules/student-account/student-account.routes';
import { createStudentSessions } from './modules/student-account/student-sessions';
import { createStudentAccountRepository } from './modules/student-account/student-account.repository';
import { createAuthenticator } from './plugins/authenticate';
import { answerFrameworkError, registerErrorHandling } from './plugins/error-handler';
import { registerHostileInputGuard } from './plugins/hostile-input';
import { registerMethodIndex } from './plugins/method-not-allowed';
import { registerOpenApi } from './plugins/openapi';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerCompression } from './plugins/compression';
import { registerWebApp } from './plugins/web-app';
import { demoAssetRoutes } from './seed/demo-assets.routes';
import { seedAssetsFolder } from './locations';
import { createStorage } from './storage/create-storage';

export interface AppOptions {
  env: Env;
  db: Database;
  /** The database's LISTEN/NOTIFY; without it no student is kept in memory between calls. */
  listen?: Listen;
  jwtSecret: string;
  /** DATA_DIR, resolved: the local storage driver keeps files under it. */
  dataDir: string;
  clock?: Clock;
  signInLimits?: SignInLimits;
  /** The built web app to serve; absent in API-only runs such as tests. */
  webDist?: string;
  logger?: boolean;
}

// About 1 KB each: a bounded, modest share of a process's memory.
const studentsKept = 50_000;

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { env, db } = options;
  const clock = options.clock ?? systemClock;
  const storage = createStorage(env, {
    dataDir: options.dataDir,
    secret: options.jwtSecret,
    clock,
  });
  const app = Fastify({
    logger: options.logger === false ? false : { level: env.LOG_LEVEL },
    trustProxy: env.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: 'x-request-id',
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('student', null);
  app.decorateRequest('admin', null);
  registerErrorHandling(app);
  registerHostileInputGuard(app);
  registerMethodIndex(app);

  registerSecurityHeaders(app, storage.origins);
  await registerCompression(app);
  // Counters shared through Redis when several processes serve (REDIS_URL).
  const limitStore = openLimitStore(env, app.log);
  app.addHook('onClose', async () => limitStore.close());
  await app.register(rateLimit, {
    global: false,
    ...rateLimitStoreOptions(limitStore),
    errorResponseBuilder: () => new HttpError(429, messages.rateLimited),
  });
  await registerOpenApi(app);

  const users = createStudentAccountRepository(db);
  const admins = createAdminSessionRepository(db);
  // Every admin change is recorded through this, in the change's own transaction.
  const audit = createAuditService({ repository: createAuditRepository(db), clock });
  const tokens = createTokenService(options.jwtSecret, () => clock.now());
  const sessions = await createStudentSessions({
    users,
    ttlMs: env.STUDENT_CACHE_SECONDS * 1000,
    max: studentsKept,
    ...(options.listen ? { listen: options.listen } : {}),
  });
  app.addHook('onClose', async () => sessions.close());
  const authenticator = createAuthenticator(tokens, sessions, admins);
  const signInLimits = options.signInLimits ?? defaultSignInLimits;
  const guard = createAccountGuard(signInLimits.perAccount, limitStore);
  const gate = createPasswordGate(signInLimits.passwordChecks);
  const auth = createAuthService({ guard, gate, users, admins, tokens, clock });
  const coursesRepository = createCoursesRepository(db);
  const pdfsRepository = createPdfsRepository(db);
  const examsRepository = createExamsRepository(db);
  // The exams being taken, kept by every process and forgotten on any change.
  const keptExams = await createKeptExams({
    exams: examsRepository,
    ttlMs: env.EXAM_CACHE_SECONDS * 1000,
    listen: options.listen,
  });
  app.addHook('onClose', async () => keptExams.close());
  const videosRepository = createVideosRepository(db);
  // Read by the students' side, dropped by every admin change to what it shows.
  const catalogue = createCatalogueCache({ repository: createCatalogueRepository(db), clock });
  const courses = createCoursesService({
    courses: coursesRepository,
    catalogue,
    forgetExams: keptExams.forgetAll,
    audit,
    clock,
  });
  const pdfs = createPdfsService({ pdfs: pdfsRepository, catalogue, audit, clock });
  const videos = createVideosService({
    videos: videosRepository,
    courses: coursesRepository,
    pdfs: pdfsRepository,
    exams: examsRepository,
    catalogue,
    audit,
    clock,
  });
  const viewing = createVideoViewingService({ catalogue, exams: examsRepository, clock });
  const uploads = createUploadsService({ storage, clock });
  const graceMs = env.EXAM_GRACE_SECONDS * 1000;
  const results = createResultsService({
    results: createResultsRepository(db),
    stats: createExamStatsRepository(db),
    nonSolvers: createNonSolversRepository(db),
    exams: examsRepository,
    users,
    audit,
    clock,
    graceMs,
  });
  // Shared by the students' side (reads) and the admin side (drops an edited exam).
  const examPages = createExamPageCache(examsRepository);
  const submissions = createSubmissionsRepository(db);
  const taking = createExamTakingService({
    exams: examsRepository,
    kept: keptExams,
    states: createStudentStateReads(examsRepository),
    submissions,
    submits: createSubmitBatcher(submissions),
    results,
    cache: examPages,
    clock,
    graceMs,
  });
  const adminExams = createAdminExamsService({
    exams: examsRepository,
    courses: coursesRepository,
    cache: examPages,
    forgetExam: keptExams.forget,
    catalogue,
    audit,
    clock,
  });
  const studentsRepository = createStudentsRepository(db);
  const bills = createBillsService({
    bills: createBillsRepository(db),
    students: studentsRepository,
    audit,
    clock,
    forgetStudent: sessions.forget,
  });
  const calls = createCallsService({
    calls: createCallsRepository(db),
    students: studentsRepository,
    audit,
    clock,
  });
  const students = createStudentsService({
    repository: studentsRepository,
    bills,
    calls,
    audit,
    clock,
    forgetStudent: sessions.forget,
  });
  const accounts = createAdminAccountsService({
    repository: createAdminAccountsRepository(db),
    audit,
    clock,
  });
  const analytics = createAnalyticsService({ analytics: createAnalyticsRepository(db), clock });
  const dashboard = createDashboardService({ dashboard: createDashboardRepository(db), clock });

  await app.register(
    async (api) => {
      await api.register(authRoutes, { auth, limits: signInLimits.perIp });
      await api.register(studentAccountRoutes, { authenticator });
      await api.register(adminSessionRoutes, { authenticator });
      await api.register(systemRoutes, { db, clock });
      await api.register(coursesRoutes, { authenticator, courses });
      await api.register(videosRoutes, { authenticator, viewing });
      await api.register(adminCoursesRoutes, { authenticator, courses });
      await api.register(adminVideosRoutes, { authenticator, videos });
      await api.register(adminPdfsRoutes, { authenticator, pdfs });
      await api.register(uploadRoutes, { authenticator, uploads });
      await api.register(examTakingRoutes, { authenticator, taking });
      await api.register(resultsRoutes, { authenticator, results });
      await api.register(adminExamsRoutes, { authenticator, exams: adminExams });
      await api.register(adminResultsRoutes, { authenticator, results });
      await api.register(studentsRoutes, { authenticator, students });
      await api.register(adminAccountsRoutes, { authenticator, accounts });
      await api.register(billsRoutes, { authenticator, bills });
      await api.register(callsRoutes, { authenticator, calls });
      await api.register(auditRoutes, { authenticator, audit });
      await api.register(analyticsRoutes, { authenticator, analytics });
      await api.register(dashboardRoutes, { authenticator, dashboard });
      if (storage.kind === 'local') await api.register(localUploadRoutes, { storage });
    },
    { prefix: apiPrefix },
  );
  if (storage.kind === 'local') await app.register(uploadedFileRoutes, { storage });
  await app.register(demoAssetRoutes, { assetsDir: seedAssetsFolder });

  await registerWebApp(app, options.webDist, {
    brandName: env.BRAND_NAME,
    supportWhatsapp: env.SUPPORT_WHATSAPP,
    supportPhone: env.SUPPORT_PHONE,
    antiTamper: env.ANTI_TAMPER,
  });
  return app;
}
