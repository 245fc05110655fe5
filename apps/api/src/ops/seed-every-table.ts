import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { answerEntriesOf } from '@sabora/contract';
import type { Database } from '../db/client';
import { courses, pdfs, users } from '../db/schema/index';
import { seedDemoContent } from '../seed/seed-demo';
import { germanQuestions } from '../../test/support/exam-fixtures';
import {
  bearer,
  createAdmin,
  loginAdmin,
  otherDevice,
  signUpStudent,
  signupForm,
} from '../../test/support/helper';

async function ok(
  app: FastifyInstance,
  method: 'POST' | 'PUT' | 'PATCH',
  url: string,
  token: string | undefined,
  payload: unknown,
) {
  const response = await app.inject({
    method,
    url,
    headers: token === undefined ? {} : bearer(token),
    payload: payload as object,
  });
  if (response.statusCode !== 200)
    throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
  return response.json<Record<string, unknown>>();
}

/**
 * Puts rows in every table the way people do: the demo catalogue, then an
 * admin who bills and calls students, credits a wallet and prints recharge
 * codes (one is redeemed), an exam with a video a student watched and
 * parent links, a submitted result with its statistics read and a saved draft, a timed exam with one student's extra time; a student asks to
 * change device, and the change limit is set; a registration moved ten days back
 * and the month's analytics (the summary of past days and their versions).
 */
export async function seedEveryTable(app: FastifyInstance, db: Database): Promise<void> {
  await seedDemoContent(db, { now: Date.now() });
  const { row, password } = await createAdmin(db);
  const admin = (await loginAdmin(app, row.identifier, password)).token;
  const [course] = await db.select({ id: courses.id }).from(courses).limit(1);
  const [pdf] = await db.select({ id: pdfs.id }).from(pdfs).limit(1);
  const submitter = await signUpStudent(app);
  const drafter = await signUpStudent(app);
  for (const student of [submitter, drafter]) {
    await ok(app, 'POST', `/api/admin/users/${student._id}/bills`, admin, {
      amount: 150,
      method: 'vodafone-cash',
      courses: [course!.id],
    });
  }
  // The wallet: a payment credited to it, then an adjustment.
  await ok(app, 'POST', `/api/admin/users/${submitter._id}/bills`, admin, {
    amount: 200,
    method: 'cash',
    toWallet: true,
  });
  await ok(app, 'POST', `/api/admin/users/${submitter._id}/wallet`, admin, {
    amount: -12.5,
    note: 'تصحيح مبلغ اتكتب غلط',
  });
  await ok(app, 'POST', `/api/admin/users/${drafter._id}/calls`, admin, {
    direction: 'incoming',
    reason: 'exam',
    outcome: 'resolved',
    note: 'سأل عن ميعاد الامتحان',
  });
  const page = await ok(app, 'POST', '/api/admin/exams', admin, {
    title: 'Test: Der Akkusativ',
    courses: [course!.id],
    questions: germanQuestions.map(({ title, options, correct, score }) => ({
      title,
      options,
      correct,
      score,
    })),
  });
  const exam = (page.exam as { _id: string })._id;
  const [first] = page.questions as Array<{ _id: string; options: string[] }>;
  const video = await ok(app, 'POST', '/api/admin/video', admin, {
    title: 'Lektion 1: Der Akkusativ',
    url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    courses: [course!.id],
    sections: [{ title: 'Einführung', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' }],
    pdfs: [pdf!.id],
    exams: [exam],
  });
  // Watching: a heartbeat (progress and a day's seconds) and views added by the admin.
  const videoId = video._id as string;
  await ok(app, 'POST', `/api/user/videos/${videoId}/progress`, submitter.token, {
    sitting: crypto.randomUUID(),
    position: 20,
    duration: 600,
    played: [[0, 20]],
    watched: 20,
  });
  await ok(app, 'POST', `/api/admin/videos/${videoId}/viewers/${drafter._id}/views`, admin, {
    action: 'add',
    count: 2,
  });
  // Parent links: one the student made, one an assistant made and then replaced.
  await ok(app, 'POST', '/api/user/parent-link', submitter.token, {});
  await ok(app, 'POST', `/api/admin/users/${drafter._id}/parent-link`, admin, {});
  await ok(app, 'POST', `/api/admin/users/${drafter._id}/parent-link`, admin, {});
  // A printed batch, one card of it redeemed: codes, a used code and a ledger line.
  const printed = await ok(app, 'POST', '/api/admin/code-batches', admin, {
    amount: 100,
    count: 3,
    note: 'سنتر الهرم',
  });
  const [card] = printed.codes as Array<{ code: string }>;
  await ok(app, 'POST', '/api/user/wallet/redeem', submitter.token, { code: card!.code });
  const answers = answerEntriesOf(exam, { [first!._id]: [first!.options[1]!] });
  await ok(app, 'POST', `/api/user/exams/${exam}`, submitter.token, answers);
  // The teacher reads its statistics: the figures are kept for every process.
  const stats = await app.inject({
    url: `/api/admin/exam-results/${exam}/stats`,
    headers: bearer(admin),
  });
  if (stats.statusCode !== 200) throw new Error(`stats: ${stats.body}`);
  await ok(app, 'PUT', `/api/user/exams/${exam}/draft`, drafter.token, answers);
  await ok(app, 'POST', '/api/auth/device-requests', undefined, {
    phone: drafter.phone,
    password: signupForm().password,
    hash: otherDevice,
    reason: 'الموبايل القديم ضاع',
  });
  await ok(app, 'PATCH', '/api/admin/settings/device-changes', admin, { maxChanges: 2 });
  // Next week's timed exam, with extra time for one student.
  const week = 7 * 24 * 60 * 60 * 1000;
  const timed = await ok(app, 'POST', '/api/admin/exams', admin, {
    title: 'Test: Der Dativ',
    isTimed: true,
    startTime: Date.now() + week,
    endTime: Date.now() + week + 60 * 60 * 1000,
    courses: [course!.id],
    questions: [
      { title: 'Ich helfe ___ Mann.', options: ['dem', 'den'], correct: ['dem'], score: 1 },
    ],
  });
  const timedId = (timed.exam as { _id: string })._id;
  await ok(app, 'PUT', `/api/admin/exams/${timedId}/overrides/${drafter._id}`, admin, {
    extraMinutes: 20,
  });
  // A registration dated ten days back (a student moved over from an old sheet)
  // marks that day changed; the month's analytics then file the past days' figures.
  const day = 24 * 60 * 60 * 1000;
  await db
    .update(users)
    .set({ createdAt: new Date(Date.now() - 10 * day) })
    .where(eq(users.id, drafter._id));
  const analytics = await app.inject({ url: '/api/admin/analytics', headers: bearer(admin) });
  if (analytics.statusCode !== 200) throw new Error(`analytics: ${analytics.body}`);
}
