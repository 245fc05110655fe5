import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { createTokenService } from '../../../apps/api/src/lib/tokens';
import { runLoad } from '../load';
import { startApi, type Server } from '../processes';
import { browserEncodings } from '../scenarios';
import { uuidOf } from './run-scale';
import { scaleCalls, type ScaleCall } from './scale-calls';

/**
 * Before / after on a kept data-scale dataset (`--keep`): two builds of the
 * API take turns on the same database, and each times the calls whose names
 * contain `--calls` (or one of its comma-separated parts), sent as a browser
 * sends them (compressed answers accepted), two ways: the CPU
 * each call costs (60 calls one at a time, then four at a time, after 8
 * warm-ups: the `utime + stime` of the API process and of the dataset's
 * PostgreSQL backends from /proc, which queueing does not inflate) and 20
 * concurrent callers for 5 s after a 1 s warm-up.
 *
 *   tsx bench/src/scale/paired-calls.ts --db=<url> --calls=analytics \
 *     --entries=apps/api/dist-before/server.js,apps/api/dist/server.js --rounds=2
 */
const { values } = parseArgs({
  options: {
    db: { type: 'string' },
    calls: { type: 'string', default: 'analytics' },
    entries: { type: 'string' },
    rounds: { type: 'string', default: '1' },
  },
});
const databaseUrl = values.db!;
const entries = values.entries!.split(',');
const port = 3640;
const ticksPerSecond = 100;

function cpuTicks(pid: number): number {
  try {
    // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

async function backendTicks(client: pg.Client): Promise<Map<number, number>> {
  const { rows } = await client.query<{ pid: number }>(
    'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
  );
  return new Map(rows.map(({ pid }) => [pid, cpuTicks(pid)]));
}

/** A call as a browser sends it: compressed answers accepted, a catalogue list's empty filter. */
function requestOf(call: ScaleCall, token: string) {
  return {
    method: call.method ?? 'GET',
    path: call.path,
    headers: {
      authorization: `Bearer ${token}`,
      'accept-encoding': browserEncodings,
      ...(call.method === 'POST' ? { 'content-type': 'application/json' } : {}),
    },
    ...(call.method === 'POST' ? { body: '{}' } : {}),
  };
}

async function cpuPerCall(
  server: Server,
  client: pg.Client,
  request: ReturnType<typeof requestOf>,
  together: number,
) {
  const { path, ...init } = request;
  const call = () => fetch(`${server.url}${path}`, init).then((r) => r.arrayBuffer());
  for (let i = 0; i < 8; i++) await call();
  const apiBefore = cpuTicks(server.pid);
  const dbBefore = await backendTicks(client);
  let next = 0;
  const calls = 60;
  await Promise.all(
    Array.from({ length: together }, async () => {
      while (next++ < calls) await call();
    }),
  );
  const apiAfter = cpuTicks(server.pid);
  const dbAfter = await backendTicks(client);
  let db = 0;
  for (const [pid, ticks] of dbAfter) db += ticks - (dbBefore.get(pid) ?? 0);
  const ms = (ticks: number) => ((ticks / ticksPerSecond) * 1000) / calls;
  return { dbMs: ms(db), apiMs: ms(apiAfter - apiBefore) };
}

const client = new pg.Client({ connectionString: databaseUrl });
await client.connect();
const students = Number((await client.query('select count(*) as n from users')).rows[0].n);
const [main] = (
  await client.query<{ id: string; updated_at: Date }>(
    "select id, updated_at from admins where identifier = 'scale-admin-0@sabora.test'",
  )
).rows;
const jwtSecret = randomBytes(32).toString('hex');
const signer = createTokenService(jwtSecret, () => Date.now());
const tokens: Record<ScaleCall['who'], string> = {
  admin: signer.sign({ kind: 'admin', sub: main!.id, ua: main!.updated_at.getTime() }),
  student: signer.sign({ kind: 'user', sub: uuidOf('u0'), sv: 0 }),
  'heavy-student': signer.sign({ kind: 'user', sub: uuidOf(`u${students - 1}`), sv: 0 }),
};
const calls = scaleCalls({ uuid: uuidOf, students, phonePart: '0000' }, Date.now()).filter(
  (call) => !call.export && values.calls!.split(',').some((part) => call.name.includes(part)),
);
const dataDir = mkdtempSync(join(tmpdir(), 'sabora-paired-'));
console.log(`load average ${readFileSync('/proc/loadavg', 'utf8').trim()}`);
for (let round = 0; round < Number(values.rounds); round++) {
  // before-after, then after-before, so neither build always goes first.
  const order = round % 2 === 0 ? entries : [...entries].reverse();
  for (const entry of order) {
    const server = await startApi({ port, jwtSecret, databaseUrl, dataDir, entry });
    try {
      for (const call of calls) {
        const request = requestOf(call, tokens[call.who]);
        const alone = await cpuPerCall(server, client, request, 1);
        const cpu = await cpuPerCall(server, client, request, 4);
        await runLoad({ url: server.url, connections: 20, duration: 1, requests: [request] });
        const load = await runLoad({
          url: server.url,
          connections: 20,
          duration: 5,
          requests: [request],
        });
        console.log(
          [
            entry,
            call.name,
            `alone db ${alone.dbMs.toFixed(1)} api ${alone.apiMs.toFixed(1)} ms`,
            `4 at a time db ${cpu.dbMs.toFixed(1)} api ${cpu.apiMs.toFixed(1)} ms`,
            `${load.throughput.toFixed(0)}/s`,
            `p50 ${load.p50} ms`,
            `p99 ${load.p99} ms`,
            load.non2xx ? `non-2xx ${load.non2xx}` : '',
          ].join('\t'),
        );
      }
    } finally {
      await server.stop();
    }
  }
  console.log(`load average ${readFileSync('/proc/loadavg', 'utf8').trim()}`);
}
await client.end();
rmSync(dataDir, { recursive: true, force: true });
