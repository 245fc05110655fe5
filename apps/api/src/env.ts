import { z } from 'zod';

const flag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'])
  .transform((value) => ['1', 'true', 'yes', 'on'].includes(value));

const optional = z
  .string()
  .optional()
  .transform((value) => (value === '' ? undefined : value));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optional,
  // Connections each API process opens to PostgreSQL. More than the database's
  // cores mostly adds switching between them (bench/notes.md).
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(20),
  JWT_SECRET: optional.pipe(z.string().min(32).optional()),
  // The key of the recharge codes' hashes, kept out of the database so a stolen
  // backup can't be spent; generated into DATA_DIR when unset, like JWT_SECRET.
  CODE_SECRET: optional.pipe(z.string().min(32).optional()),
  ADMIN_EMAIL: optional.pipe(z.string().includes('@').optional()),
  ADMIN_PASSWORD: optional.pipe(z.string().min(8).optional()),
  SEED_DEMO: flag.default(true),
  STORAGE: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: optional,
  S3_REGION: z.string().default('us-east-1'),
  S3_BUCKET: optional,
  S3_ACCESS_KEY_ID: optional,
  S3_SECRET_ACCESS_KEY: optional,
  S3_PUBLIC_URL: optional,
  BRAND_NAME: z.string().default('سبورة'),
  SUPPORT_WHATSAPP: z.string().default('201000000000'),
  SUPPORT_PHONE: z.string().default('01000000000'),
  EXAM_GRACE_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  // Sends a visitor whose clock jumps away from the page; tests switch it off.
  ANTI_TAMPER: flag.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: optional,
  TRUST_PROXY: flag.default(false),
  // API processes on this host (node cluster); `auto` is one per core. PostgreSQL only.
  WORKERS: z.union([z.literal('auto'), z.coerce.number().int().min(1).max(256)]).default(1),
  // Shared rate-limit counters; unset keeps them in each process's memory.
  REDIS_URL: optional.pipe(
    z
      .string()
      .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
      .optional(),
  ),
  REDIS_KEY_PREFIX: z.string().min(1).default('sabora:'),
  // How long a checked student stays in memory at most (decision 0100); 0 reads
  // the database on every call (needed behind a pooler that cannot LISTEN).
  STUDENT_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  // How long an exam is kept in memory at most; forgotten at once on any change (decision 0104).
  EXAM_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  TEST_DATABASE_URL: optional,
  // Set by npm: where the operator ran `npm run backup`/`restore`; their file paths are relative to it.
  INIT_CWD: optional,
  // A Redis the tests may write to (under their own key prefixes); unset skips those tests.
  TEST_REDIS_URL: optional,
});

export type Env = z.infer<typeof envSchema>;

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  }
  return result.data;
}

/** The one place the API reads the process environment. */
export function loadEnv(): Env {
  return parseEnv(process.env);
}
