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
import { createAppCore } from './app-core';
import { systemClock, type Clock } from './lib/clock';
import { HttpError } from './lib/http-errors';
import { messages } from './messages';
import { adminAccountsModule } from './modules/admin-accounts/admin-accounts.module';
import { adminSessionModule } from './modules/admin-session/admin-session.module';
import { analyticsModule } from './modules/analytics/analytics.module';
import { auditModule } from './modules/audit/audit.module';
import { authModule } from './modules/auth/auth.module';
import { openLimitStore, rateLimitStoreOptions } from './modules/auth/limit-store';
import { defaultSignInLimits, type SignInLimits } from './modules/auth/sign-in-limits';
import { billsModule } from './modules/bills/bills.module';
import { callsModule } from './modules/calls/calls.module';
import { codesModule } from './modules/codes/codes.module';
import { defaultRedeemLimits, type RedeemLimits } from './modules/codes/redeem-limits';
import { adminCoursesModule, coursesModule } from './modules/courses/courses.module';
import { dashboardModule } from './modules/dashboard/dashboard.module';
import { deviceRequestsModule } from './modules/device-requests/device-requests.module';
import { examAdminModule } from './modules/exam-admin/exam-admin.module';
import { examOverridesModule } from './modules/exam-overrides/exam-overrides.module';
import { examRegradeModule } from './modules/exam-regrade/exam-regrade.module';
import { examTakingModule } from './modules/exam-taking/exam-taking.module';
import { parentsModule } from './modules/parents/parents.module';
import { pdfsModule } from './modules/pdfs/pdfs.module';
import { adminResultsModule, resultsModule } from './modules/results/results.module';
import { studentAccountModule } from './modules/student-account/student-account.module';
import { studentsModule } from './modules/students/students.module';
import { systemModule } from './modules/system/system.module';
import {
  localUploadsModule,
  uploadedFilesModule,
  uploadsModule,
} from './modules/uploads/uploads.module';
import { adminVideosModule, videosModule } from './modules/videos/videos.module';
import { watchReportsModule } from './modules/watch-reports/watch-reports.module';
import { adminWalletModule, walletModule } from './modules/wallet/wallet.module';
import { watchingModule } from './modules/watching/watching.module';
import {
  answerClientError,
  answerFrameworkError,
  registerErrorHandling,
} from './plugins/error-handler';
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
  /** The key of the recharge codes' hashes (decision 0150). */
  codeSecret: string;
  /** DATA_DIR, resolved: the local storage driver keeps files under it. */
  dataDir: string;
  clock?: Clock;
  signInLimits?: SignInLimits;
  redeemLimits?: RedeemLimits;
  /** The built web app to serve; absent in API-only runs such as tests. */
  webDist?: string;
  logger?: boolean;
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { env, db } = options;
  const clock = options.clock ?? systemClock;
  const storage = await createStorage(env, {
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
    clientErrorHandler: answerClientError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('student', null);
  app.decorateRequest('studentViewer', null);
  app.decorateRequest('admin', null);
  registerErrorHandling(app);
  registerHostileInputGuard(app);
  registerMethodIndex(app);

  registerSecurityHeaders(app, storage.origins);
  await registerCompression(app);
  // Counters shared through Redis when several processes serve (REDIS_URL).
  const limitStore = await openLimitStore(env, app.log);
  app.addHook('onClose', async () => limitStore.close());
  await app.register(rateLimit, {
    global: false,
    ...rateLimitStoreOptions(limitStore),
    errorResponseBuilder: () => new HttpError(429, messages.rateLimited),
  });
  await registerOpenApi(app);

  const core = await createAppCore(app, {
    env,
    db,
    ...(options.listen ? { listen: options.listen } : {}),
    jwtSecret: options.jwtSecret,
    clock,
    storage,
    limitStore,
    signInLimits: options.signInLimits ?? defaultSignInLimits,
    redeemLimits: options.redeemLimits ?? defaultRedeemLimits,
    codeSecret: options.codeSecret,
  });

  // The modules, in the order their calls appear in the OpenAPI document.
  await app.register(
    async (api) => {
      await api.register(authModule, core);
      await api.register(studentAccountModule, core);
      await api.register(adminSessionModule, core);
      await api.register(systemModule, core);
      await api.register(coursesModule, core);
      await api.register(videosModule, core);
      await api.register(watchingModule, core);
      await api.register(adminCoursesModule, core);
      await api.register(adminVideosModule, core);
      await api.register(pdfsModule, core);
      await api.register(uploadsModule, core);
      await api.register(walletModule, core);
      await api.register(examTakingModule, core);
      await api.register(resultsModule, core);
      await api.register(examAdminModule, core);
      await api.register(examOverridesModule, core);
      await api.register(watchReportsModule, core);
      await api.register(examRegradeModule, core);
      await api.register(adminResultsModule, core);
      await api.register(studentsModule, core);
      await api.register(deviceRequestsModule, core);
      await api.register(adminAccountsModule, core);
      await api.register(billsModule, core);
      await api.register(adminWalletModule, core);
      await api.register(codesModule, core);
      await api.register(callsModule, core);
      await api.register(parentsModule, core);
      await api.register(auditModule, core);
      await api.register(analyticsModule, core);
      await api.register(dashboardModule, core);
      await api.register(localUploadsModule, core);
    },
    { prefix: apiPrefix },
  );
  await app.register(uploadedFilesModule, core);
  await app.register(demoAssetRoutes, { assetsDir: seedAssetsFolder });

  await registerWebApp(app, options.webDist, {
    brandName: env.BRAND_NAME,
    supportWhatsapp: env.SUPPORT_WHATSAPP,
    supportPhone: env.SUPPORT_PHONE,
    antiTamper: env.ANTI_TAMPER,
  });
  return app;
}
