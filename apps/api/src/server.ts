import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';
import { setFlagsFromString } from 'node:v8';
import { loadEnv, type Env } from './env';
import { runPrimary } from './startup/primary';
import { serve } from './startup/serve';
import { workerCount } from './startup/worker-count';

// V8 lets the old generation grow to as much as four times what survived the
// last full collection before collecting again; a fast export's rows and lines,
// promoted while they waited for the download, then took the API from 140 to
// 260–315 MB. Half again as much keeps every export under 200 MB for no
// measurable CPU (decision 0241).
setFlagsFromString('--heap-growing-percent=50');

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
