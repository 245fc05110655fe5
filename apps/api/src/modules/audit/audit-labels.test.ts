import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditActionLabels,
  fieldLabels,
  type AuditAction,
  type AuditEntry,
} from '@sabora/contract';
import { deviceRequests } from '../../db/schema/index';
import { examCalls, insertExamWithQuestions } from '../../../test/support/exam-fixtures';
import {
  buildTestApp,
  otherDevice,
  phoneDevice,
  type TestContext,
} from '../../../test/support/helper';
import { storeResults } from '../../../test/support/result-fixtures';
import {
  adminSession,
  insertStudent,
  studentPassword,
} from '../../../test/support/student-fixtures';

let ctx: TestContext;
let token: string;
let calls: ReturnType<typeof examCalls>;
beforeAll(async () => {
  ctx = await buildTestApp();
  token = (await adminSession(ctx, 'main')).token;
  calls = examCalls(ctx);
});
afterAll(() => ctx.close());

type Method = 'POST' | 'PATCH' | 'PUT' | 'DELETE';
async function send(method: Method, url: string, payload?: unknown) {
  const response = await calls.send(method, `/admin${url}`, token, payload);
  expect(response.statusCode, `${method} ${url}: ${response.body.slice(0, 300)}`).toBe(200);
  return response.json();
}

const day = 24 * 60 * 60 * 1000;

/** Every audited action, each with every field it can record filled in. */
async function doEveryAuditedAction(): Promise<void> {
  const showDate = ctx.clock.now() + day;
  const course = await send('POST', '/course', {
    title: 'Januar',
    description: 'Grammatik',
    imageUrl: 'https://example.com/januar.png',
    price: 200,
    level: 'sec-2',
    freeForSubscribers: true,
    showDate,
    isForCenter: true,
  });
  await send('PATCH', `/course/${course._id}`, {
    title: 'Februar',
    description: 'Wortschatz',
    imageUrl: null,
    price: 250,
    level: 'sec-3',
    freeForSubscribers: false,
    showDate: showDate + day,
    isForCenter: false,
  });
  const pdf = await send('POST', '/pdf', { title: 'Wörter', url: '/uploads/documents/w.pdf' });
  await send('PATCH', `/pdf/${pdf._id}`, { title: 'Wortschatz', url: '/uploads/documents/x.pdf' });
  const question = { title: 'Ich sehe ___ Mann.', options: ['den', 'der'], correct: ['den'] };
  const exam = await send('POST', '/exams', {
    title: 'Monatstest',
    discription: 'اقرأ كويس',
    isTimed: true,
    startTime: showDate,
    endTime: showDate + day,
    courses: [course._id],
    isForCenter: true,
    solutionUrl: 'https://youtu.be/aqz-KE-bpKQ',
    questions: [{ ...question, score: 2 }],
  });
  // A make-up with extra time for one student, then taken away.
  const sick = await insertStudent(ctx);
  const override = `/exams/${exam.exam._id}/overrides/${sick.id}`;
  await send('PUT', override, {
    extraMinutes: 15,
    startTime: showDate + day,
    endTime: showDate + 2 * day,
  });
  await send('DELETE', override);
  const video = await send('POST', '/video', {
    title: 'Lektion 1',
    description: 'Teil eins',
    imageUrl: 'https://example.com/l1.png',
    url: 'https://youtu.be/aqz-KE-bpKQ',
    showDate,
    isForCenter: true,
    courses: [course._id],
    sections: [{ title: 'Teil 1', url: 'https://youtu.be/aqz-KE-bpKQ?t=0' }],
    pdfs: [pdf._id],
    exams: [exam.exam._id],
    prevExam: exam.exam._id,
  });
  await send('PATCH', `/video/${video._id}`, {
    title: 'Lektion 2',
    description: '',
    imageUrl: null,
    url: 'https://youtu.be/dQw4w9WgXcQ',
    showDate: showDate + day,
    isForCenter: false,
    courses: [],
    sections: [],
    pdfs: [],
    exams: [],
    prevExam: null,
  });
  await send('PATCH', `/exams/${exam.exam._id}`, {
    title: 'Abschlusstest',
    discription: '',
    isTimed: false,
    courses: [],
    isForCenter: false,
    solutionUrl: null,
    video: video._id,
    questions: [{ ...question, score: 3 }],
  });

  const student = await insertStudent(ctx);
  // Before the edit below changes the student's phone and password.
  await changeDevices(student);
  await send('PATCH', `/users/${student.id}`, {
    name: 'باسم علي',
    phone: '01234567890',
    fatherPhone: '01122334455',
    level: 'sec-3',
    governorate: 'cairo',
    attendanceType: 'center',
    courses: [course._id],
    vip: true,
    frozen: true,
    showHidden: true,
    password: '87654321',
  });
  await send('POST', `/users/${student.id}/reset-device`);
  await send('POST', `/users/${student.id}/parent-link`);
  await send('POST', `/users/${student.id}/parent-link`);
  await send('DELETE', `/users/${student.id}/parent-link`);
  const bill = await send('POST', `/users/${student.id}/bills`, {
    amount: 150,
    method: 'cash',
    note: 'نوفمبر',
    courses: [course._id],
  });
  await send('DELETE', `/bills/${bill._id}`);
  await send('POST', `/users/${student.id}/wallet`, { amount: 20.5, note: 'تعويض' });
  const printed = await send('POST', '/code-batches', {
    amount: 50,
    count: 2,
    note: 'سنتر المعادي',
  });
  await send('POST', `/code-batches/${printed.batch._id}/disable`, {});
  await send('POST', `/users/${student.id}/calls`, {
    direction: 'incoming',
    reason: 'payment',
    outcome: 'follow-up',
    note: 'هيكلمنا تاني',
    followUpAt: showDate,
  });

  const admin = await send('POST', '/admins', {
    name: 'مساعد',
    identifier: 'helper@sabora.test',
    type: 'secondary',
    password: 'helper-pass-1',
  });
  await send('PATCH', `/admins/${admin._id}`, {
    name: 'مساعد تاني',
    identifier: 'helper2@sabora.test',
    type: 'main',
  });
  await send('PUT', `/admins/${admin._id}/password`, { password: 'another-pass' });
  await send('DELETE', `/admins/${admin._id}`);

  const solved = await insertExamWithQuestions(ctx);
  const [solver] = await storeResults(ctx, solved, [[['den'], ['anrufen']]]);
  await send('POST', `/exams/${solved.row.id}/regrade`, { dryRun: false });
  const [result] = (await calls.send('GET', `/admin/user-results/${solver!.id}`, token)).json()
    .results as Array<{ _id: string }>;
  await send('DELETE', `/results/${result!._id}`);

  await send('POST', `/videos/${video._id}/viewers/${student.id}/views`, {
    action: 'add',
    count: 2,
  });
  await send('POST', `/videos/${video._id}/viewers/${student.id}/views`, { action: 'reset' });
  await send('DELETE', `/video/${video._id}`);
  await send('DELETE', `/exams/${exam.exam._id}`);
  await send('DELETE', `/pdf/${pdf._id}`);
  await send('DELETE', `/course/${course._id}`);
  await send('DELETE', `/users/${student.id}`);
}

/** A device-change request approved, one approved over the limit, one rejected; the limit set. */
async function changeDevices(student: { phone: string }): Promise<void> {
  const devices = [otherDevice, phoneDevice, otherDevice];
  for (const [index, hash] of devices.entries()) {
    const asked = await calls.send('POST', '/auth/device-requests', undefined, {
      phone: student.phone,
      password: studentPassword,
      hash,
      reason: 'موبايل جديد',
    });
    expect(asked.statusCode).toBe(200);
    const [request] = await ctx.db
      .select()
      .from(deviceRequests)
      .where(eq(deviceRequests.status, 'pending'));
    const decision = index < 2 ? 'approve' : 'reject';
    await send('POST', `/device-requests/${request!.id}/${decision}`, {
      note: 'اتأكدت منه',
      ...(index === 1 ? { override: true } : {}),
    });
  }
  await send('PATCH', '/settings/device-changes', { maxChanges: 2, periodDays: 60 });
}

async function wholeTrail(): Promise<AuditEntry[]> {
  const entries: AuditEntry[] = [];
  for (let page = 1; ; page += 1) {
    const response = await calls.send('GET', `/admin/audit?page=${page}&pageSize=100`, token);
    const body = response.json<{ entries: AuditEntry[]; count: number }>();
    entries.push(...body.entries);
    if (entries.length >= body.count || body.entries.length === 0) return entries;
  }
}

describe('the labels of audit entries', () => {
  it('has an Arabic label for every field any audited action records', async () => {
    await doEveryAuditedAction();
    const trail = await wholeTrail();
    const actions = new Set(trail.map((entry) => entry.action));
    // The walk above must stay complete: a new audited action needs a line there.
    expect([...actions].sort()).toEqual(Object.keys(auditActionLabels).sort());

    const keys = new Set(trail.flatMap((entry) => Object.keys(entry.changes)));
    const unlabelled = [...keys].filter((key) => !fieldLabels[key]?.trim());
    expect(unlabelled).toEqual([]);
    for (const action of Object.keys(auditActionLabels) as AuditAction[]) {
      expect(auditActionLabels[action]).toMatch(/[\u0600-\u06FF]/);
    }
  });
});
