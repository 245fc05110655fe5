import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';
import { loadEnv, type Env } from './env';
import { runPrimary } from './startup/primary';
import { serve } from './startup/serve';
import { workerCount } from './startup/worker-count';

let env: Env;
let workers: number;
try {
  env = loadEnv();
  workers = workerCount(env, availableParallelism());
} catch (error) {
  // A configuration mistake is a sentence for the operator, not a stack trace.
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}

if (workers > 1 && cluster.isPrimary) {
  await runPrimary(env, workers);
} else {
  // A cluster worker's primary has migrated and seeded already.
  await serve(env, { prepare: cluster.isPrimary });
}
