import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { apiPaths } from '@sabora/contract';
import { openDatabase } from '../../src/db/client';
import { messages } from '../../src/messages';
import { longTests } from '../support/long-tests';
import { acknowledged, runStorm } from './exam-storm';
import { adminToken, call, createTimedExam, signUpStudents, type Student } from './http-client';
import { createPgCluster, type PgCluster } from './pg-cluster';
import { buildServer, sleep, startServer, type ServerProcess } from './server-process';
import { checkStorm } from './storm-check';

// The drill's figures, for docs/operations.md.
const report = (line: string) => process.stdout.write(`${line}\n`);

// A PostgreSQL fault: runs on the api-postgres project (TEST_DATABASE_URL set), on a cluster of its own.
const serverUrl = inject('testDatabaseUrl');
const port = 3520;
const clusterPort = 5451;
const graceSeconds = 2;
const studentCount = 20;
/** connectionTimeoutMillis (5 s) and a margin: no call may hang longer while the database is down. */
const maxDownLatencyMs = 7000;

interface Probe {
  path: string;
  status: number | 'no answer';
  ms: number;
  retryAfter: string | null;
  message: unknown;
}

interface Outage {
  mode: 'fast' | 'immediate';
  probes: Probe[];
  /** From the stop until a database-backed call first answered 503. */
  first503Ms: number;
  /** From the start command until health answered 200 again. */
  recoveredMs: number;
}

async function probe(baseUrl: string, path: string, token?: string): Promise<Probe> {
  const started = performance.now();
  const reply = await call(baseUrl, 'GET', path, { token, timeoutMs: 15_000 }).catch(
    () => undefined,
  );
  return {
    path,
    status: reply?.status ?? 'no answer',
    ms: Math.round(performance.now() - started),
    retryAfter: reply?.headers.get('retry-after') ?? null,
    message: (reply?.body as { message?: unknown } | undefined)?.message,
  };
}

async function outage(
  server: ServerProcess,
  cluster: PgCluster,
  mode: Outage['mode'],
  student: Student,
  examId: string,
): Promise<Outage> {
  const stoppedAt = Date.now();
  await cluster.stop(mode);
  const probes: Probe[] = [];
  let first503Ms = -1;
  while (Date.now() < stoppedAt + 6000) {
    const round = await Promise.all([
      probe(server.url, apiPaths.health),
      probe(server.url, `/user/exams/${examId}`, student.token),
      probe(server.url, apiPaths.timeNow),
    ]);
    if (first503Ms < 0 && round[1]!.status === 503) first503Ms = Date.now() - stoppedAt;
    probes.push(...round);
    await sleep(300);
  }
  const startedAt = Date.now();
  await cluster.start();
  while ((await probe(server.url, apiPaths.health)).status !== 200) {
    if (Date.now() > startedAt + 60_000) break;
    await sleep(100);
  }
  return { mode, probes, first503Ms, recoveredMs: Date.now() - startedAt };
}

describe.skipIf(!longTests || !serverUrl)('PostgreSQL stopped and restarted under load', () => {
  it('answers 503 meanwhile, recovers by itself and loses nothing acknowledged', async () => {
    const cluster = await createPgCluster(clusterPort);
    const dataDir = mkdtempSync(join(tmpdir(), 'sabora-fault-outage-'));
    let server: ServerProcess | undefined;
    try {
      const entry = await buildServer('fault-pg-outage');
      server = await startServer({ entry, port, dataDir, databaseUrl: cluster.url, graceSeconds });
      const admin = await adminToken(server.url);
      const students = await signUpStudents(server.url, studentCount);
      const startTime = Date.now();
      const endTime = startTime + 45_000;
      const exam = await createTimedExam(server.url, admin, {
        startTime: startTime - 60_000,
        endTime,
      });
      const { logs, done } = runStorm({
        baseUrl: server.url,
        exam,
        endTime,
        graceMs: graceSeconds * 1000,
        students,
      });
      while (!logs.every(acknowledged) && Date.now() < startTime + 15_000) await sleep(100);

      const outages: Outage[] = [];
      for (const mode of ['fast', 'immediate'] as const) {
        outages.push(await outage(server, cluster, mode, students[0]!, exam.id));
        await sleep(3000);
      }
      await done;

      let graded = 0;
      while (graded < studentCount && Date.now() < endTime + 30_000) {
        await sleep(500);
        const reply = await call(server.url, 'GET', `/admin/exam-results/${exam.id}`, {
          token: admin,
        });
        graded = (reply.body as { count: number }).count;
      }
      // Still the process that started: nothing crashed it while the database was gone.
      expect(server.child.exitCode).toBeNull();
      await server.stop();
      server = undefined;

      const handle = openDatabase({ kind: 'postgres', url: cluster.url });
      const findings = await checkStorm(handle.db, { ...exam, endTime }, logs).finally(() =>
        handle.close(),
      );
      for (const { mode, probes, first503Ms, recoveredMs } of outages) {
        const down = probes.filter((p) => p.path !== apiPaths.timeNow);
        report(
          `PostgreSQL stop -m ${mode}: first 503 after ${first503Ms} ms, slowest answer while down ` +
            `${Math.max(...down.map((p) => p.ms))} ms, recovered ${recoveredMs} ms after the start`,
        );
      }
      report(
        `outage storm: ${logs.reduce((sum, log) => sum + log.ackedVersions.length, 0)} drafts and ` +
          `${logs.filter((log) => log.submitAcked).length} submits acknowledged, ` +
          `${logs.reduce((sum, log) => sum + log.failures, 0)} calls refused while down`,
      );

      for (const { probes, first503Ms, recoveredMs } of outages) {
        const down = probes.filter((p) => p.path !== apiPaths.timeNow);
        expect(down.filter((p) => p.status !== 503)).toEqual([]);
        expect(down.filter((p) => p.retryAfter === null)).toEqual([]);
        expect(
          new Set(down.filter((p) => p.path !== apiPaths.health).map((p) => p.message)),
        ).toEqual(new Set([messages.serviceUnavailable]));
        expect(Math.max(...down.map((p) => p.ms))).toBeLessThan(maxDownLatencyMs);
        expect(probes.filter((p) => p.path === apiPaths.timeNow && p.status !== 200)).toEqual([]);
        expect(first503Ms).toBeGreaterThanOrEqual(0);
        expect(recoveredMs).toBeLessThan(15_000);
      }
      // Both kinds of promise were exercised: acknowledged submits and sweeper-graded drafts.
      expect(logs.filter((log) => log.submitAcked).length).toBeGreaterThan(0);
      expect(findings.problems).toEqual([]);
      expect(findings.results).toBe(studentCount);
    } finally {
      await server?.kill9();
      await cluster.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});
