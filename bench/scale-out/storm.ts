// The exam-close storm through nginx, then the checks that nothing was lost.
// Started by run.sh, which owns the processes; this file owns the data.
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { deviceFingerprint, gradeSubmission, type GradableQuestion } from '@sabora/contract';
import pg from 'pg';
import { openDatabase } from '../../apps/api/src/db/client';
import { courses, userCourses, users } from '../../apps/api/src/db/schema/index';
import { hashPassword } from '../../apps/api/src/lib/password';
import { createTokenService } from '../../apps/api/src/lib/tokens';
import { createExamsRepository } from '../../apps/api/src/modules/exams/exams.repository';

const config = {
  databaseUrl: required('DATABASE_URL'),
  baseUrl: required('BASE_URL'),
  jwtSecret: required('JWT_SECRET'),
  apiLogs: required('API_LOGS').split(','),
  students: Number(process.env.STUDENTS ?? 400),
  submitShare: Number(process.env.SUBMIT_SHARE ?? 0.6),
  graceSeconds: Number(process.env.GRACE_SECONDS ?? 30),
  inFlight: Number(process.env.IN_FLIGHT ?? 64),
  loginBurst: Number(process.env.LOGIN_BURST ?? 300),
};

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is required`);
  return value;
}

const questionCount = 20;
const options = ['erste', 'zweite', 'dritte', 'vierte'];

interface Student {
  id: string;
  token: string;
  submits: boolean;
}

type Selections = Record<string, string[]>;

/** What each student was told was stored: the last acknowledged draft, the submit. */
interface Acknowledged {
  draft?: Selections;
  submitted?: Selections;
  /** A call without a clear answer (network error, 5xx): its outcome is unknown. */
  unsure: boolean;
}

// A 4xx (the exam ended) stored nothing and said so; only these leave a doubt.
const isUnsure = (status: number) => status === 0 || status >= 500;

const statusCounts = new Map<string, number>();
const submitLatencies: number[] = [];
const draftLatencies = { quiet: [] as number[], 'login burst': [] as number[] };
const loginLatencies: number[] = [];
const device = deviceFingerprint({ memory: 4, cpu: 8, width: 390, height: 844 });
const studentPhone = (i: number) => `011${String(i).padStart(8, '0')}`;

async function seed() {
  const handle = openDatabase({ kind: 'postgres', url: config.databaseUrl });
  try {
    const { db } = handle;
    const now = Date.now();
    const [course] = await db
      .insert(courses)
      .values({
        title: 'كورس التحميل',
        price: 0,
        level: 'sec-3',
        showDate: new Date(now - 86_400_000),
      })
      .returning({ id: courses.id });
    const passwordHash = await hashPassword('scale-out-123');
    const created = await db
      .insert(users)
      .values(
        Array.from({ length: config.students }, (_, i) => ({
          name: 'طالب تجربة التحميل',
          phone: studentPhone(i),
          fatherPhone: '01298765432',
          passwordHash,
          level: 'sec-3' as const,
          governorate: 'cairo' as const,
          attendanceType: 'online' as const,
          deviceHash: device,
        })),
      )
      .returning({ id: users.id });
    await db
      .insert(userCourses)
      .values(created.map(({ id }) => ({ userId: id, courseId: course!.id })));
    // Moved to just after the storm's start once everyone has opened the exam.
    const endTime = new Date(now + 3_600_000);
    const exams = createExamsRepository(db);
    const examId = await exams.insert(
      {
        title: 'امتحان آخر الشهر',
        description: 'تجربة التحميل وقت قفل الامتحان',
        isTimed: true,
        startTime: new Date(now - 60_000),
        endTime,
      },
      [course!.id],
      Array.from({ length: questionCount }, (_, i) => ({
        title: `سؤال ${i + 1}`,
        options,
        correct: i % 4 === 0 ? ['erste', 'dritte'] : ['zweite'],
        score: 1 + (i % 3),
        imageUrl: null,
      })),
    );
    const questions: GradableQuestion[] = (await exams.questionsOf(examId)).map((q) => ({
      _id: q.id,
      options: q.options,
      correct: q.correct,
      score: q.score,
    }));
    const tokens = createTokenService(config.jwtSecret, () => Date.now());
    const students: Student[] = created.map(({ id }, i) => ({
      id,
      token: tokens.sign({ kind: 'user', sub: id, sv: 0 }),
      submits: i < Math.round(config.students * config.submitShare),
    }));
    return { examId, questions, students };
  } finally {
    await handle.close();
  }
}

function randomSelections(questions: GradableQuestion[]): Selections {
  const selections: Selections = {};
  for (const question of questions) {
    if (Math.random() < 0.1) continue;
    const count = Math.min(question.correct.length, 1 + Math.floor(Math.random() * 2));
    const shuffled = [...question.options].sort(() => Math.random() - 0.5);
    selections[question._id] = shuffled.slice(0, count);
  }
  return selections;
}

const entriesOf = (examId: string, selections: Selections) =>
  Object.entries(selections).flatMap(([question, chosen]) =>
    chosen.map((selected) => ({ question, exam: examId, selected })),
  );

async function call(
  kind: string,
  method: string,
  path: string,
  token: string,
  body?: unknown,
): Promise<number> {
  try {
    const response = await fetch(`${config.baseUrl}/api${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    await response.arrayBuffer();
    count(`${kind} ${response.status}`);
    return response.status;
  } catch {
    count(`${kind} network-error`);
    return 0;
  }
}

/** Sign-ins all at once, from 127.1.x.y, so nginx passes each its own address. */
async function loginBurst(): Promise<void> {
  const body = (i: number) =>
    JSON.stringify({
      phone: studentPhone(i % config.students),
      password: 'scale-out-123',
      hash: device,
    });
  const { hostname, port } = new URL(config.baseUrl);
  await Promise.all(
    Array.from({ length: config.loginBurst }, (_, i) => {
      const started = performance.now();
      return new Promise<void>((resolve) => {
        const payload = body(i);
        const req = request(
          {
            hostname,
            port,
            method: 'POST',
            path: '/api/auth/login',
            localAddress: `127.1.${Math.floor(i / 250)}.${1 + (i % 250)}`,
            headers: {
              'content-type': 'application/json',
              'content-length': Buffer.byteLength(payload),
            },
            timeout: 30_000,
          },
          (response) => {
            response.resume();
            response.on('end', () => {
              loginLatencies.push(performance.now() - started);
              count(`login ${response.statusCode}`);
              resolve();
            });
          },
        );
        req.on('timeout', () => req.destroy(new Error('timed out')));
        req.on('error', () => {
          count('login network-error');
          resolve();
        });
        req.end(payload);
      });
    }),
  );
}

function count(key: string): void {
  statusCounts.set(key, (statusCounts.get(key) ?? 0) + 1);
}

/** Runs `work` for every item with at most `limit` at once. */
async function pool<T>(items: T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const runners = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await work(items[(next += 1) - 1]!);
  });
  await Promise.all(runners);
}

const sleepUntil = (at: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.max(0, at - Date.now())));

async function storm(examId: string, questions: GradableQuestion[], students: Student[]) {
  const acknowledged = new Map<string, Acknowledged>(
    students.map((s) => [s.id, { unsure: false }]),
  );
  const saveDraft = async (student: Student, phase?: keyof typeof draftLatencies) => {
    const selections = randomSelections(questions);
    const started = performance.now();
    const status = await call(
      'draft',
      'PUT',
      `/user/exams/${examId}/draft`,
      student.token,
      entriesOf(examId, selections),
    );
    if (phase) draftLatencies[phase].push(performance.now() - started);
    const record = acknowledged.get(student.id)!;
    if (status === 200) record.draft = selections;
    else if (isUnsure(status)) record.unsure = true;
  };

  // Everyone opens the exam and saves answers as they go.
  await pool(students, config.inFlight, async (student) => {
    const status = await call('open', 'GET', `/user/exams/${examId}`, student.token);
    if (isUnsure(status)) acknowledged.get(student.id)!.unsure = true;
    await saveDraft(student, 'quiet');
  });
  // A second autosave while a crowd signs in, each from an address of its own.
  await Promise.all([
    pool(students, config.inFlight, (student) => saveDraft(student, 'login burst')),
    loginBurst(),
  ]);

  // The storm: two seconds before the end, submitters submit and the rest autosave once more.
  const endTime = await closeSoon(examId, 2000);
  const stormStarted = Date.now();
  await pool(students, config.inFlight, async (student) => {
    if (!student.submits) return saveDraft(student);
    const selections = randomSelections(questions);
    const started = performance.now();
    const status = await call(
      'submit',
      'POST',
      `/user/exams/${examId}`,
      student.token,
      entriesOf(examId, selections),
    );
    submitLatencies.push(performance.now() - started);
    const record = acknowledged.get(student.id)!;
    if (status === 200) record.submitted = selections;
    else if (isUnsure(status)) record.unsure = true;
  });
  return { acknowledged, endTime, stormMs: Date.now() - stormStarted };
}

/** What an admin does by editing the exam: it now ends in `ms`. Answers the new end. */
async function closeSoon(examId: string, ms: number): Promise<Date> {
  const client = new pg.Client({ connectionString: config.databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ end_time: Date }>(
      `update exams set end_time = date_trunc('milliseconds', now() + $2 * interval '1 millisecond'),
                        updated_at = now()
        where id = $1 returning end_time`,
      [examId, ms],
    );
    return rows[0]!.end_time;
  } finally {
    await client.end();
  }
}

const expectedScore = (questions: GradableQuestion[], selections: Selections) => {
  const graded = gradeSubmission(
    questions,
    Object.entries(selections).map(([question, selected]) => ({ question, selected })),
  );
  if (!graded.ok) throw new Error('the storm sent an answer it should not have');
  return graded.graded.score;
};

async function waitForSweep(client: pg.Client, examId: string, endTime: Date): Promise<number> {
  await sleepUntil(endTime.getTime() + config.graceSeconds * 1000);
  const started = Date.now();
  for (;;) {
    const { rows } = await client.query<{ n: number }>(
      'select count(*)::int as n from exam_drafts where exam_id = $1',
      [examId],
    );
    if (rows[0]!.n === 0) return Date.now() - started;
    if (Date.now() - started > 90_000) throw new Error('drafts were still waiting after 90 s');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Results the sweepers reported creating, summed over every API process's log. */
function sweptInLogs(): number[] {
  return config.apiLogs.map((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => line.includes('graded the drafts of closed exams'))
      .reduce((sum, line) => sum + (JSON.parse(line) as { created: number }).created, 0),
  );
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function main(): Promise<void> {
  const { examId, questions, students } = await seed();
  console.log(`seeded ${students.length} students; they open the exam and save drafts`);
  const { acknowledged, endTime, stormMs } = await storm(examId, questions, students);
  const client = new pg.Client({ connectionString: config.databaseUrl });
  await client.connect();
  const problems: string[] = [];
  try {
    const sweepWaitMs = await waitForSweep(client, examId, endTime);
    const { rows } = await client.query<{
      user_id: string;
      n: number;
      score: string;
      submitted_at: Date;
      answers: number;
    }>(
      `select r.user_id, count(*) over (partition by r.user_id)::int as n, r.score, r.submitted_at,
              coalesce((select cardinality(a.graded) from result_answer_sets a where a.result_id = r.id), 0) as answers
         from results r where r.exam_id = $1`,
      [examId],
    );
    const byUser = new Map(rows.map((row) => [row.user_id, row]));
    let submitted = 0;
    let draftOnly = 0;
    for (const student of students) {
      const ack = acknowledged.get(student.id)!;
      const row = byUser.get(student.id);
      if (row && row.n !== 1) problems.push(`${student.id}: ${row.n} results`);
      const expectation = ack.submitted
        ? { selections: ack.submitted, atDeadline: false }
        : ack.draft
          ? { selections: ack.draft, atDeadline: true }
          : undefined;
      if (!expectation) continue;
      if (ack.unsure && !row) continue;
      if (!row) {
        problems.push(`${student.id}: acknowledged answers but no result`);
        continue;
      }
      if (ack.unsure) continue;
      if (expectation.atDeadline) draftOnly += 1;
      else submitted += 1;
      if (Number(row.score) !== expectedScore(questions, expectation.selections)) {
        problems.push(
          `${student.id}: score ${row.score}, expected ${expectedScore(questions, expectation.selections)}`,
        );
      }
      const atDeadline = row.submitted_at.getTime() === endTime.getTime();
      if (atDeadline !== expectation.atDeadline) {
        problems.push(
          `${student.id}: submitted at ${row.submitted_at.toISOString()}, deadline ${endTime.toISOString()}`,
        );
      }
      if (row.answers !== questionCount)
        problems.push(`${student.id}: ${row.answers} graded answers`);
    }
    const swept = sweptInLogs();
    const sweptTotal = swept.reduce((a, b) => a + b, 0);
    const deadlineResults = rows.filter(
      (row) => row.submitted_at.getTime() === endTime.getTime(),
    ).length;
    if (sweptTotal !== deadlineResults) {
      problems.push(
        `the sweepers logged ${sweptTotal} results, the database holds ${deadlineResults}`,
      );
    }
    const unsure = [...acknowledged.values()].filter((ack) => ack.unsure).length;
    const failures = [...statusCounts].filter(([key]) => /\s(5\d\d|network-error)$/.test(key));
    for (const [key, n] of failures) problems.push(`${n} × ${key}`);

    console.log('\n== scale-out storm ==');
    console.log(
      `students                 ${students.length} (${students.filter((s) => s.submits).length} submit, the rest only save drafts)`,
    );
    console.log(
      `responses                ${[...statusCounts].map(([k, n]) => `${k}: ${n}`).join(', ')}`,
    );
    console.log(`storm from 2 s to close  ${stormMs} ms for ${students.length} calls`);
    const p = (values: number[]) =>
      `p50 ${percentile(values, 50).toFixed(0)} ms, p99 ${percentile(values, 99).toFixed(0)} ms`;
    console.log(
      `draft save latency       ${p(draftLatencies.quiet)} alone; ${p(draftLatencies['login burst'])} during the sign-in burst`,
    );
    console.log(
      `sign-in burst            ${config.loginBurst} at once, ${p(loginLatencies)}, slowest ${Math.max(...loginLatencies).toFixed(0)} ms`,
    );
    console.log(`submit latency           ${p(submitLatencies)}`);
    console.log(
      `results stored           ${rows.length} (${submitted} submitted, ${draftOnly} graded at the deadline, ${unsure} unsure)`,
    );
    console.log(
      `sweep                    drafts gone ${sweepWaitMs} ms after close + grace; results per process ${swept.join(' + ')} = ${sweptTotal}`,
    );
    console.log(
      problems.length === 0
        ? 'nothing lost, nothing graded twice'
        : `PROBLEMS (${problems.length}):\n  ${problems.slice(0, 20).join('\n  ')}`,
    );
  } finally {
    await client.end();
  }
  process.exitCode = problems.length === 0 ? 0 : 1;
}

await main();
