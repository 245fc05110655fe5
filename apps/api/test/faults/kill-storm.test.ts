import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { longTests } from '../support/long-tests';
import { acknowledged, runStorm } from './exam-storm';
import { faultDatabase } from './fault-database';
import { adminToken, call, createTimedExam, signUpStudents } from './http-client';
import { buildServer, sleep, startServer, type ServerProcess } from './server-process';
import { checkStorm } from './storm-check';

// The drill's figures, for docs/operations.md.
const report = (line: string) => process.stdout.write(`${line}\n`);

// The embedded database on the api-pglite project, PostgreSQL on api-postgres.
const serverUrl = inject('testDatabaseUrl');
const port = serverUrl ? 3511 : 3510;
const graceSeconds = 2;
const studentCount = 20;

describe.skipIf(!longTests)(
  `kill -9 in an exam-close storm (${serverUrl ? 'PostgreSQL' : 'embedded'})`,
  () => {
    it('keeps every acknowledged submit and draft and grades each draft once', async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'sabora-fault-kill-'));
      const database = await faultDatabase(serverUrl, dataDir);
      const entry = await buildServer(`fault-kill-storm-${serverUrl ? 'postgres' : 'pglite'}`);
      const settings = { entry, port, dataDir, databaseUrl: database.url, graceSeconds };
      let server: ServerProcess | undefined = await startServer(settings);
      try {
        const admin = await adminToken(server.url);
        const students = await signUpStudents(server.url, studentCount);
        const startTime = Date.now();
        // Long enough for the restart (an embedded database on a busy machine takes 10-20 s).
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

        // Mid-storm: once every student has been acknowledged at least once.
        while (!logs.every(acknowledged) && Date.now() < startTime + 20_000) await sleep(100);
        await sleep(1000);
        const killedAt = Date.now();
        await server.kill9();
        server = undefined;
        server = await startServer(settings);
        const downMs = Date.now() - killedAt;
        await done;

        // The sweeper grades the drafts within one interval (5 s) after end + grace.
        let graded = 0;
        while (graded < studentCount && Date.now() < endTime + 30_000) {
          await sleep(500);
          const reply = await call(server.url, 'GET', `/admin/exam-results/${exam.id}`, {
            token: admin,
          });
          graded = (reply.body as { count: number }).count;
        }
        const gradedAt = Date.now();
        await server.stop();
        server = undefined;

        const handle = database.open();
        const findings = await checkStorm(handle.db, { ...exam, endTime }, logs).finally(() =>
          handle.close(),
        );
        const acked = logs.reduce((sum, log) => sum + log.ackedVersions.length, 0);
        report(
          `kill -9 storm (${database.kind}): ${studentCount} students, ${acked} drafts and ` +
            `${logs.filter((log) => log.submitAcked).length} submits acknowledged, ` +
            `${logs.reduce((sum, log) => sum + log.failures, 0)} calls failed while down; ` +
            `down ${downMs} ms; drafts graded ${gradedAt - endTime} ms after the end ` +
            `(${findings.gradedBySweeper} by the sweeper)`,
        );
        expect(logs.filter((log) => !acknowledged(log))).toEqual([]);
        // Both kinds of promise were exercised: acknowledged submits and sweeper-graded drafts.
        expect(logs.filter((log) => log.submitAcked).length).toBeGreaterThan(0);
        expect(findings.problems).toEqual([]);
        expect(findings.results).toBe(studentCount);
        expect(findings.gradedBySweeper).toBeGreaterThan(0);
      } finally {
        await server?.kill9();
        await database.drop();
        rmSync(dataDir, { recursive: true, force: true });
      }
    }, 180_000);
  },
);
