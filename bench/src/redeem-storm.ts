import { freshPostgresDatabase } from './fresh-database';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, type DatabaseTarget } from '../../apps/api/src/db/client';
import { codeBatches, rechargeCodes } from '../../apps/api/src/db/schema/index';
import {
  hashRechargeCode,
  makeRechargeCode,
} from '../../apps/api/src/modules/codes/recharge-code-maker';
import { runLoad, type LoadFigures } from './load';
import { describeMachine } from './machine';
import { repoRoot, startApi } from './processes';
import { seedDatabase } from './seed';

/**
 * The redeem storm (issue 15): 5,000 students, each with a card of their own,
 * redeem at once. Reports throughput and latency, then checks by SQL, after the
 * API has stopped, that every acknowledged redeem credited exactly once, no
 * code twice, and every balance equals the sum of its ledger.
 *
 *   npx tsx bench/src/redeem-storm.ts [--db=pglite|postgres] [--students=5000] [--skip-build]
 */
const args = new Map(
  process.argv.slice(2).map((arg) => {
    const [key, value] = arg.replace(/^--/, '').split('=');
    return [key!, value ?? 'true'] as const;
  }),
);
const kind = (args.get('db') ?? 'pglite') as 'pglite' | 'postgres';
const studentCount = Number(args.get('students') ?? 5000);
const connections = Number(args.get('connections') ?? 50);
const postgresUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const port = 3630;
const cardPiastres = 10_000;

function log(message: string): void {
  console.log(`[redeem-storm ${new Date().toISOString().slice(11, 19)}] ${message}`);
}

async function freshTarget(): Promise<{
  target: DatabaseTarget;
  dataDir: string;
  drop(): Promise<void>;
}> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sabora-redeem-'));
  if (kind === 'pglite') {
    return {
      target: { kind: 'pglite', dataDir },
      dataDir,
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const database = await freshPostgresDatabase(postgresUrl);
  return {
    target: { kind: 'postgres', url: database.url },
    dataDir,
    async drop() {
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** One batch of `count` codes written through the API's own hashing, returned in clear. */
async function printBatch(target: DatabaseTarget, secret: string, count: number) {
  const handle = openDatabase(target);
  try {
    const codes = new Set<string>();
    while (codes.size < count) codes.add(makeRechargeCode());
    const clear = [...codes];
    const [batch] = await handle.db
      .insert(codeBatches)
      .values({ amount: cardPiastres, count, note: 'redeem storm' })
      .returning({ id: codeBatches.id });
    for (let at = 0; at < clear.length; at += 1000) {
      await handle.db.insert(rechargeCodes).values(
        clear.slice(at, at + 1000).map((code, index) => ({
          batchId: batch!.id,
          serial: at + index + 1,
          hash: hashRechargeCode(secret, code),
          lastFour: code.slice(-4),
        })),
      );
    }
    return clear;
  } finally {
    await handle.close();
  }
}

interface LedgerCheck {
  codeEntries: number;
  usedCodes: number;
  /** Codes credited more than once (the unique code_id should make this 0). */
  doubleCredits: number;
  /** Students whose balance is not the sum of their ledger. */
  balanceMismatches: number;
  /** Students credited other than once. */
  studentsNotCreditedOnce: number;
  /** Acknowledged with 2xx but with no ledger line. */
  lost: number;
}

async function checkLedger(
  target: DatabaseTarget,
  acknowledged: Set<string>,
): Promise<LedgerCheck> {
  const handle = openDatabase(target);
  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await handle.db.execute(query)) as unknown as { rows: T[] }).rows;
  const count = async (query: ReturnType<typeof sql>) =>
    Number((await rows<{ n: number | string }>(query))[0]!.n);
  try {
    const credited = (
      await rows<{ user_id: string }>(sql`select user_id from wallet_entries where kind = 'code'`)
    ).map((row) => row.user_id);
    const creditedSet = new Set(credited);
    return {
      codeEntries: credited.length,
      usedCodes: await count(
        sql`select count(*) as n from recharge_codes where used_at is not null`,
      ),
      doubleCredits: await count(sql`select count(*) as n from (
        select code_id from wallet_entries where code_id is not null
        group by code_id having count(*) > 1) twice`),
      balanceMismatches: await count(sql`select count(*) as n from users u
        where u.balance <> coalesce((select sum(w.amount) from wallet_entries w
          where w.user_id = u.id), 0)`),
      studentsNotCreditedOnce: await count(sql`select count(*) as n from (
        select user_id from wallet_entries where kind = 'code'
        group by user_id having count(*) <> 1) odd`),
      lost: [...acknowledged].filter((id) => !creditedSet.has(id)).length,
    };
  } finally {
    await handle.close();
  }
}

async function main(): Promise<void> {
  const machine = describeMachine();
  log(
    `${machine.cores} × ${machine.cpuModel}; ${kind}, ${studentCount} students, ${connections} connections`,
  );
  const jwtSecret = randomBytes(32).toString('hex');
  const codeSecret = randomBytes(32).toString('hex');
  const { target, dataDir, drop } = await freshTarget();
  try {
    const seeded = await seedDatabase(target, {
      students: studentCount,
      closeRuns: 0,
      catalogueCourses: 1,
      catalogueVideos: 1,
      jwtSecret,
    });
    const codes = await printBatch(target, codeSecret, studentCount);
    log(`seeded ${seeded.students.length} students and ${codes.length} codes`);
    const api = await startApi({
      port,
      jwtSecret,
      dataDir,
      env: { CODE_SECRET: codeSecret },
      ...(target.kind === 'postgres' ? { databaseUrl: target.url } : {}),
    });
    const acknowledged = new Set<string>();
    let figures: LoadFigures;
    try {
      let next = 0;
      figures = await runLoad({
        url: api.url,
        connections,
        amount: studentCount,
        timeoutSeconds: 30,
        requests: [
          {
            method: 'POST',
            path: '/api/user/wallet/redeem',
            setupRequest: (request, context) => {
              const index = next++;
              const student = seeded.students[index % seeded.students.length]!;
              (context as { student?: string }).student = student.id;
              return {
                ...request,
                headers: {
                  'content-type': 'application/json',
                  authorization: `Bearer ${student.token}`,
                },
                body: JSON.stringify({ code: codes[index % codes.length] }),
              };
            },
            onResponse: (status, _body, context) => {
              const student = (context as { student?: string }).student;
              if (status === 200 && student) acknowledged.add(student);
            },
          },
        ],
      });
    } finally {
      await api.stop();
    }
    log(
      `${figures.requests} redeems in ${figures.seconds.toFixed(2)} s: ${figures.throughput.toFixed(0)}/s, p50 ${figures.p50} ms, p99 ${figures.p99} ms, max ${figures.max} ms, statuses ${JSON.stringify(figures.status)}`,
    );
    const check = await checkLedger(target, acknowledged);
    log(`ledger check: ${JSON.stringify(check)}`);
    const result = {
      generatedAt: new Date().toISOString(),
      database: kind,
      students: studentCount,
      connections,
      machine,
      figures,
      acknowledged: acknowledged.size,
      check,
    };
    mkdirSync(join(repoRoot, 'bench/results'), { recursive: true });
    writeFileSync(
      join(repoRoot, `bench/results/redeem-storm-${kind}.json`),
      `${JSON.stringify(result, null, 2)}\n`,
    );
    const ok =
      figures.seconds <= 10 &&
      acknowledged.size === studentCount &&
      check.doubleCredits === 0 &&
      check.balanceMismatches === 0 &&
      check.lost === 0 &&
      check.studentsNotCreditedOnce === 0;
    log(ok ? 'PASS' : 'FAIL');
    if (!ok) process.exitCode = 1;
  } finally {
    await drop();
  }
}

await main();
