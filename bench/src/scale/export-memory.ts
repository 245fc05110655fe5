// Issue 19: "every export streams in under 200 MB of API memory". On a kept
// data-scale dataset, each node setting given starts the built API in
// turn, alternating, and streams the four exports one after the other with the
// API's resident memory sampled, as the `--scale` run does after its calls.
// `npm run bench:exports -- --db=<dataset url> [--rounds=3] [--after-calls]
//   [--variant='name=node flags, ENV=value or another build's server.js'] ...`
// (the default: the API as it starts). With `--after-calls` the API first serves every admin call of
// the `--scale` run at 20 concurrent callers for 3 s each, as in that run, and
// says how many missed its p99 target.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { createTokenService } from '../../../apps/api/src/lib/tokens';
import { describeMachine } from '../machine';
import { cpuSeconds, startApi, type Server } from '../processes';
import {
  closedFiguresKept,
  datasetFacts,
  residentMb,
  timeCall,
  timeExport,
  uuidOf,
} from './run-scale';
import { scaleCalls } from './scale-calls';

const { values } = parseArgs({
  args: process.argv.slice(2),
  options: {
    db: { type: 'string' },
    rounds: { type: 'string', default: '3' },
    variant: { type: 'string', multiple: true },
    port: { type: 'string', default: '3591' },
    'after-calls': { type: 'boolean', default: false },
  },
});
if (!values.db) throw new Error('--db=<a kept data-scale dataset> is required');
const databaseUrl = values.db;
const variants = (values.variant ?? ['as it starts']).map((text) => {
  const at = text.indexOf('=');
  if (at < 0) return { name: text, nodeArgs: [], env: {}, entry: undefined };
  const words = text
    .slice(at + 1)
    .split(' ')
    .filter(Boolean);
  const isEnv = (word: string) => /^[A-Z][A-Z0-9_]*=/.test(word);
  const isEntry = (word: string) => word.endsWith('.js');
  return {
    name: text.slice(0, at),
    entry: words.find(isEntry),
    nodeArgs: words.filter((word) => !isEnv(word) && !isEntry(word)),
    env: Object.fromEntries(
      words
        .filter(isEnv)
        .map((word) => [word.slice(0, word.indexOf('=')), word.slice(word.indexOf('=') + 1)]),
    ),
  };
});

const client = new pg.Client({ connectionString: databaseUrl });
await client.connect();
const { students, admin } = await datasetFacts(client);

const calls = scaleCalls({ uuid: uuidOf, students, phonePart: '0000' }, Date.now());
const exports = calls.filter((call) => call.export);
const adminCalls = calls.filter((call) => call.who === 'admin' && !call.export);
console.log(`${JSON.stringify(describeMachine())}\n${students} students`);

/** The API's first start on a new dataset keeps every closed exam's figures: not measured. */
async function withApi<T>(
  variant: { nodeArgs: string[]; env: Record<string, string>; entry?: string | undefined },
  use: (server: Server, token: string) => Promise<T>,
) {
  const dataDir = mkdtempSync(join(tmpdir(), 'sabora-exports-'));
  const jwtSecret = randomBytes(32).toString('hex');
  const server = await startApi({
    port: Number(values.port),
    jwtSecret,
    databaseUrl,
    dataDir,
    nodeArgs: variant.nodeArgs,
    env: variant.env,
    ...(variant.entry ? { entry: variant.entry } : {}),
  });
  try {
    const token = createTokenService(jwtSecret, () => Date.now()).sign({
      kind: 'admin',
      sub: admin.id,
      ua: admin.updated_at.getTime(),
    });
    return await use(server, token);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const kept = await withApi({ nodeArgs: [], env: {} }, () => closedFiguresKept(client));
console.log(`figures of ${kept.exams} closed exams kept in ${kept.seconds.toFixed(0)} s`);
await client.end();

for (let round = 1; round <= Number(values.rounds); round++) {
  for (const variant of variants) {
    await withApi(variant, async (server, token) => {
      if (values['after-calls']) {
        const tokens = { admin: () => token, student: () => token, 'heavy-student': () => token };
        const answered = [];
        for (const call of adminCalls) {
          answered.push(await timeCall(server, call, tokens, { connections: 20, duration: 3 }));
        }
        const slowest = answered.reduce((a, b) => (b.p99 > a.p99 ? b : a));
        const over = answered.filter((figures) => figures.p99 >= 200).length;
        const p99s = answered.map((figures) => figures.p99).sort((a, b) => a - b);
        console.log(
          `round ${round} ${variant.name}: after ${adminCalls.length} admin calls RSS ${residentMb(server.pid).toFixed(0)} MB;` +
            ` p99 median ${p99s[Math.floor(p99s.length / 2)]} ms, ${over} of 200 ms or more,` +
            ` the slowest ${slowest.name} (p99 ${slowest.p99} ms)`,
        );
      }
      for (const call of exports) {
        const cpuBefore = cpuSeconds(server.pid);
        const figures = await timeExport(server, call, token);
        const cpu = cpuSeconds(server.pid) - cpuBefore;
        console.log(
          `round ${round} ${variant.name}: ${call.name} ${figures.status ? Object.keys(figures.status)[0] : ''}` +
            ` RSS ${figures.idleRssMb} → ${figures.peakRssMb} MB in ${figures.p50} ms (API CPU ${cpu.toFixed(1)} s),` +
            ` ${(figures.bytes! / 1e6).toFixed(1)} MB sent`,
        );
      }
    });
  }
}
