import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { AdminAction, UploadUrlResponse } from '@sabora/contract';
import { insertCourse, insertExam, insertPdf, insertVideo } from '../support/catalogue-fixtures';
import { entriesFor, insertExamWithQuestions } from '../support/exam-fixtures';
import { bearer, signupForm } from '../support/helper';
import { freshDeviceRequest, insertStudent } from '../support/student-fixtures';
import { examOverrides, parentLinks } from '../../src/db/schema/index';
import { hashParentToken } from '../../src/modules/parents/parents.service';
import { appendLedgerLine } from '../../src/modules/wallet/ledger';
import { printCodes } from '../support/code-fixtures';
import type { RouteKey } from './route-inventory';
import {
  freshAdmin,
  freshResult,
  type Caller,
  type SecurityWorld,
  type StudentRole,
} from './security-world';

/**
 * Who may call a route: everyone; a signed-in student; any admin; the admin
 * types the contract's permission table allows for an action (the same table
 * the route's guard reads); or whoever holds a signed upload link (no session
 * at all).
 */
export type Access = 'public' | 'student' | 'admin' | AdminAction | 'signed-link';

export interface RouteRequest {
  /** The path with its parameters filled in. */
  url: string;
  /** A key repeated in the URL arrives as a list. */
  query?: Record<string, string | string[]>;
  /** A JSON body, or raw bytes for an upload. */
  payload?: unknown;
  headers?: Record<string, string>;
}

export interface RouteCase {
  access: Access;
  /** Students the content rules turn away, with the status they get instead of 200. */
  students?: Partial<Record<StudentRole, number>>;
  /** The allowed answer when it is not 200. */
  ok?: number;
  /** A valid request; calls that change or remove something get a fresh target. */
  request(world: SecurityWorld, caller: Caller): Promise<RouteRequest>;
}

// A real 1×1 PNG: image uploads are decoded and resized (decision 0179).
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
let counter = 0;
const next = () => (counter += 1);

const fixed =
  (url: string, rest: Omit<RouteRequest, 'url'> = {}) =>
  async (): Promise<RouteRequest> => ({ url, ...rest });

const hour = 60 * 60 * 1000;

/** A fresh timed exam running now, to give a student a window of their own in. */
function timedExam(world: SecurityWorld) {
  const now = world.ctx.clock.now();
  return insertExam(world.ctx, {
    isTimed: true,
    startTime: new Date(now - hour),
    endTime: new Date(now + hour),
  });
}

async function signedUpload(world: SecurityWorld): Promise<UploadUrlResponse> {
  const query = new URLSearchParams({
    fileName: 'غلاف.png',
    contentType: 'image/png',
    size: String(png.length),
    field: 'imageUrl',
  });
  const response = await world.ctx.app.inject({
    url: `/api/shared/get-s3-url?${query}`,
    headers: bearer(world.callers.main.token!),
  });
  return response.json<UploadUrlResponse>();
}

/** A photo already uploaded through a fresh signed link. */
async function uploadedPng(world: SecurityWorld): Promise<UploadUrlResponse> {
  const upload = await signedUpload(world);
  await world.ctx.app.inject({
    method: 'PUT',
    url: upload.url,
    headers: upload.headers,
    payload: png,
  });
  return upload;
}

/**
 * A live parent link for the student (a fresh student when there is none),
 * made as `POST` would, so a call can stop or open it.
 */
async function liveParentLink(world: SecurityWorld, userId?: string): Promise<string> {
  const owner = userId ?? (await insertStudent(world.ctx)).id;
  const token = randomBytes(32).toString('base64url');
  await world.ctx.db
    .update(parentLinks)
    .set({ revokedAt: new Date(world.ctx.clock.now()) })
    .where(and(eq(parentLinks.userId, owner), isNull(parentLinks.revokedAt)));
  await world.ctx.db
    .insert(parentLinks)
    .values({ userId: owner, tokenHash: hashParentToken(token), createdBy: 'student' });
  return token;
}

/** Money in a wallet, as a redeemed code would put it. */
async function fundWallet(world: SecurityWorld, userId: string, piastres: number): Promise<void> {
  await appendLedgerLine(world.ctx.db, {
    userId,
    kind: 'code',
    amount: piastres,
    at: new Date(world.ctx.clock.now()),
  });
}

const courseForm = () => ({ title: `Kurs ${next()}`, price: 250, level: 'sec-2' });
const videoForm = () => ({ title: `Lektion ${next()}`, url: 'https://youtu.be/aqz-KE-bpKQ' });
const questionForm = {
  title: 'Ich sehe ___ Mann.',
  options: ['den', 'der'],
  correct: ['den'],
  score: 2,
};
const admins = '/api/admin/admins';

/** A code no one has redeemed, from a batch of its own. */
async function freshCode(world: SecurityWorld): Promise<string> {
  return (await printCodes(world.ctx, world.callers.main.token!, { count: 1 })).codes[0]!.code;
}

async function freshBatch(world: SecurityWorld): Promise<string> {
  return (await printCodes(world.ctx, world.callers.main.token!, { count: 2 })).batch._id;
}

/** The expected access of every route the app has, and a valid call to each. */
export const routeTable: Record<RouteKey, RouteCase> = {
  // Sign-in and the public catalogue.
  'POST /api/auth/signup': {
    access: 'public',
    request: async () => ({ url: '/api/auth/signup', payload: signupForm() }),
  },
  'POST /api/auth/login': {
    access: 'public',
    request: async (world) => ({ url: '/api/auth/login', payload: world.signIn.student }),
  },
  'POST /api/auth/admin-login': {
    access: 'public',
    request: async (world) => ({ url: '/api/auth/admin-login', payload: world.signIn.admin }),
  },
  'POST /api/auth/device-requests': {
    access: 'public',
    request: async (world) => ({
      url: '/api/auth/device-requests',
      payload: { ...world.signIn.student, hash: 'f'.repeat(64), reason: 'موبايل جديد' },
    }),
  },
  'GET /api/health': { access: 'public', request: fixed('/api/health') },
  'GET /api/shared/time-now': { access: 'public', request: fixed('/api/shared/time-now') },
  'GET /api/shared/timed-exams': { access: 'public', request: fixed('/api/shared/timed-exams') },
  'POST /api/shared/courses': {
    access: 'public',
    request: fixed('/api/shared/courses', { payload: { all: true } }),
  },
  'POST /api/shared/videos': {
    access: 'public',
    request: fixed('/api/shared/videos', { payload: { all: false } }),
  },
  'GET /api/docs': { access: 'public', request: fixed('/api/docs') },
  'GET /api/docs/': { access: 'public', request: fixed('/api/docs/') },
  'GET /api/docs/json': { access: 'public', request: fixed('/api/docs/json') },
  'GET /api/docs/yaml': { access: 'public', request: fixed('/api/docs/yaml') },
  'GET /api/docs/static/*': {
    access: 'public',
    request: fixed('/api/docs/static/swagger-ui.css'),
  },
  'GET /api/docs/static/index.html': {
    access: 'public',
    ok: 302,
    request: fixed('/api/docs/static/index.html'),
  },
  'GET /api/docs/static/swagger-initializer.js': {
    access: 'public',
    request: fixed('/api/docs/static/swagger-initializer.js'),
  },
  'GET /demo/:file': { access: 'public', request: fixed('/demo/pruefung.svg') },

  // Files.
  'GET /api/shared/get-s3-url': {
    access: 'admin',
    request: fixed('/api/shared/get-s3-url', {
      query: {
        fileName: 'Wortschatz.pdf',
        contentType: 'application/pdf',
        size: '2048',
        field: 'url',
      },
    }),
  },
  'POST /api/shared/uploads/convert': {
    access: 'admin',
    request: async (world) => ({
      url: '/api/shared/uploads/convert',
      payload: { key: (await uploadedPng(world)).key },
    }),
  },
  'PUT /api/uploads/*': {
    access: 'signed-link',
    request: async (world) => {
      const upload = await signedUpload(world);
      const [path, query] = upload.url.split('?');
      return {
        url: path!,
        query: Object.fromEntries(new URLSearchParams(query)),
        payload: png,
        headers: upload.headers,
      };
    },
  },
  'GET /uploads/*': {
    access: 'public',
    request: async (world) => ({ url: (await uploadedPng(world)).path }),
  },

  // A student's own calls.
  'GET /api/user/refresh-user': { access: 'student', request: fixed('/api/user/refresh-user') },
  'POST /api/user/wallet/redeem': {
    access: 'student',
    students: { frozen: 403 },
    request: async (world) => ({
      url: '/api/user/wallet/redeem',
      payload: { code: await freshCode(world) },
    }),
  },
  'GET /api/user/videos/:id': {
    access: 'student',
    students: { frozen: 403, unpaid: 403 },
    request: async (world) => ({ url: `/api/user/videos/${world.video.id}` }),
  },
  'POST /api/user/videos/:id/progress': {
    access: 'student',
    students: { frozen: 403, unpaid: 403 },
    request: async (world) => ({
      url: `/api/user/videos/${world.video.id}/progress`,
      payload: {
        sitting: crypto.randomUUID(),
        position: 20,
        duration: 600,
        played: [[0, 20]],
        watched: 20,
      },
    }),
  },
  'GET /api/user/progress': { access: 'student', request: fixed('/api/user/progress') },
  'GET /api/user/exams/:id': {
    access: 'student',
    students: { unpaid: 403 },
    request: async (world) => ({ url: `/api/user/exams/${world.exam.row.id}` }),
  },
  'POST /api/user/exams/:id': {
    access: 'student',
    students: { unpaid: 403 },
    request: async (world) => ({
      url: `/api/user/exams/${world.exam.row.id}`,
      payload: entriesFor(world.exam, [['den'], ['anrufen', 'einkaufen']]),
    }),
  },
  'PUT /api/user/exams/:id/draft': {
    access: 'student',
    students: { unpaid: 403 },
    request: async (world) => ({
      url: `/api/user/exams/${world.draftExam.row.id}/draft`,
      payload: entriesFor(world.draftExam, [['dem']]),
    }),
  },
  'GET /api/user/exams/:id/honour-board': {
    access: 'student',
    students: { unpaid: 403 },
    request: async (world) => {
      // Closed an hour ago, its board on, for the world's course.
      const now = world.ctx.clock.now();
      const exam = await insertExamWithQuestions(world.ctx, {
        values: {
          isTimed: true,
          honourBoard: true,
          startTime: new Date(now - 2 * 60 * 60_000),
          endTime: new Date(now - 60 * 60_000),
        },
        courses: [world.course],
      });
      return { url: `/api/user/exams/${exam.row.id}/honour-board` };
    },
  },
  'GET /api/user/exam-solution/:id': {
    access: 'student',
    request: async (world) => {
      const exam = await insertExamWithQuestions(world.ctx, {
        values: { solutionUrl: 'https://youtu.be/aqz-KE-bpKQ' },
      });
      return { url: `/api/user/exam-solution/${exam.row.id}` };
    },
  },
  'GET /api/user/results': {
    access: 'student',
    request: fixed('/api/user/results', { query: { page: '1', pageSize: '10' } }),
  },
  'GET /api/user/results/:id': {
    access: 'student',
    request: async (world, caller) => ({
      url: `/api/user/results/${
        caller.userId ? await freshResult(world.ctx, caller.userId) : world.bassemResultId
      }`,
    }),
  },

  // Any admin.
  'GET /api/admin/refresh-admin': { access: 'admin', request: fixed('/api/admin/refresh-admin') },
  'GET /api/admin/dashboard': { access: 'admin', request: fixed('/api/admin/dashboard') },
  'GET /api/admin/courses': {
    access: 'admin',
    request: fixed('/api/admin/courses', { query: { search: 'Okt', level: 'sec-1', page: '1' } }),
  },
  'POST /api/admin/course': {
    access: 'admin',
    request: async () => ({ url: '/api/admin/course', payload: courseForm() }),
  },
  'GET /api/admin/course/:id': {
    access: 'admin',
    request: async (world) => ({ url: `/api/admin/course/${world.course.id}` }),
  },
  'PATCH /api/admin/course/:id': {
    access: 'admin',
    request: async (world) => ({
      url: `/api/admin/course/${(await insertCourse(world.ctx)).id}`,
      payload: { title: 'Neu', price: 100 },
    }),
  },
  'DELETE /api/admin/course/:id': {
    access: 'courses.delete',
    request: async (world) => ({ url: `/api/admin/course/${(await insertCourse(world.ctx)).id}` }),
  },
  'GET /api/admin/videos': {
    access: 'admin',
    request: async (world) => ({
      url: '/api/admin/videos',
      query: { course: world.course.id, search: 'Lek', pageSize: '5' },
    }),
  },
  'POST /api/admin/video': {
    access: 'admin',
    request: async (world) => ({
      url: '/api/admin/video',
      payload: {
        ...videoForm(),
        courses: [world.course.id],
        sections: [{ title: 'Teil 1', url: 'https://youtu.be/aqz-KE-bpKQ?t=0' }],
      },
    }),
  },
  'GET /api/admin/video/:id': {
    access: 'admin',
    request: async (world) => ({ url: `/api/admin/video/${world.video.id}` }),
  },
  'PATCH /api/admin/video/:id': {
    access: 'admin',
    request: async (world) => ({
      url: `/api/admin/video/${(await insertVideo(world.ctx)).id}`,
      payload: { title: 'Neu', courses: [world.course.id] },
    }),
  },
  'DELETE /api/admin/video/:id': {
    access: 'videos.delete',
    request: async (world) => ({ url: `/api/admin/video/${(await insertVideo(world.ctx)).id}` }),
  },
  'GET /api/admin/pdfs': {
    access: 'admin',
    request: fixed('/api/admin/pdfs', { query: { search: 'Wort', page: '1', pageSize: '20' } }),
  },
  'POST /api/admin/pdf': {
    access: 'admin',
    request: fixed('/api/admin/pdf', {
      payload: { title: 'Wortschatz', url: '/uploads/documents/2026/11/w.pdf' },
    }),
  },
  'PATCH /api/admin/pdf/:id': {
    access: 'admin',
    request: async (world) => ({
      url: `/api/admin/pdf/${(await insertPdf(world.ctx)).id}`,
      payload: { title: 'Neu' },
    }),
  },
  'DELETE /api/admin/pdf/:id': {
    access: 'pdfs.delete',
    request: async (world) => ({ url: `/api/admin/pdf/${(await insertPdf(world.ctx)).id}` }),
  },
  'GET /api/admin/exams': {
    access: 'admin',
    request: fixed('/api/admin/exams', { query: { search: 'Test', page: '2' } }),
  },
  'POST /api/admin/exams': {
    access: 'admin',
    request: async (world) => ({
      url: '/api/admin/exams',
      payload: {
        title: `Monatstest ${next()}`,
        courses: [world.course.id],
        questions: [questionForm],
      },
    }),
  },
  'GET /api/admin/exams/:id': {
    access: 'admin',
    request: async (world) => ({ url: `/api/admin/exams/${world.exam.row.id}` }),
  },
  'PATCH /api/admin/exams/:id': {
    access: 'admin',
    request: async (world) => ({
      url: `/api/admin/exams/${(await insertExam(world.ctx)).id}`,
      payload: { title: 'Neu', questions: [questionForm] },
    }),
  },
  'DELETE /api/admin/exams/:id': {
    access: 'exams.delete',
    request: async (world) => ({ url: `/api/admin/exams/${(await insertExam(world.ctx)).id}` }),
  },
  'GET /api/admin/exams/:id/overrides': {
    access: 'admin',
    request: async (world) => ({
      url: `/api/admin/exams/${world.exam.row.id}/overrides`,
      query: { search: '٠١٠', page: '1', pageSize: '10' },
    }),
  },
  'PUT /api/admin/exams/:id/overrides/:userId': {
    access: 'admin',
    request: async (world) => ({
      url: `/api/admin/exams/${(await timedExam(world)).id}/overrides/${world.bassem._id}`,
      payload: { extraMinutes: 15, endTime: world.ctx.clock.now() + 3 * hour },
    }),
  },
  'DELETE /api/admin/exams/:id/overrides/:userId': {
    access: 'admin',
    request: async (world) => {
      const exam = await timedExam(world);
      await world.ctx.db
        .insert(examOverrides)
        .values({ examId: exam.id, userId: world.bassem._id, extraMinutes: 10 });
      return { url: `/api/admin/exams/${exam.id}/overrides/${world.bassem._id}` };
    },
  },
  'POST /api/admin/exams/:id/regrade': {
    access: 'exams.regrade',
    request: async (world) => ({
      url: `/api/admin/exams/${world.exam.row.id}/regrade`,
      payload: { dryRun: false },
    }),
  },
  'GET /api/admin/exam-solution/:id': {
    access: 'admin',
    request: async (world) => {
      const exam = await insertExam(world.ctx, { solutionUrl: 'https://youtu.be/aqz-KE-bpKQ' });
      return { url: `/api/admin/exam-solution/${exam.id}` };
    },
  },
  'GET /api/admin/exam-results/:id/non-solvers': {
    access: 'admin',
    request: async (world) => ({
      url: `/api/admin/exam-results/${world.exam.row.id}/non-solvers`,
      query: { page: '1', pageSize: '10' },
    }),
  },
  'GET /api/admin/user-results/:id': {
    access: 'admin',
    request: async (world) => ({ url: `/api/admin/user-results/${world.bassem._id}` }),
  },
  'GET /api/admin/results/:id': {
    access: 'admin',
    request: async (world) => ({ url: `/api/admin/results/${world.bassemResultId}` }),
  },
  'DELETE /api/admin/results/:id': {
    access: 'results.delete',
    request: async (world) => {
      const student = await insertStudent(world.ctx);
      return { url: `/api/admin/results/${await freshResult(world.ctx, student.id)}` };
    },
  },
  'GET /api/admin/users': {
    access: 'admin',
    request: fixed('/api/admin/users', {
      query: { search: '010', level: 'sec-1', governorate: 'giza', vip: 'false', page: '1' },
    }),
  },
  'GET /api/admin/users/export': {
    access: 'students.export',
    request: fixed('/api/admin/users/export', { query: { level: 'sec-1' } }),
  },
  'GET /api/admin/users/:id/progress': {
    access: 'admin',
    request: async (world) => ({ url: `/api/admin/users/${world.bassem._id}/progress` }),
  },
  'GET /api/admin/videos/:id/viewers': {
    access: 'admin',
    request: async (world) => ({
      url: `/api/admin/videos/${world.video.id}/viewers`,
      query: { status: 'not-started', search: '٠١٠', page: '1', pageSize: '10' },
    }),
  },
  'GET /api/admin/videos/:id/viewers/export': {
    access: 'viewers.export',
    request: async (world) => ({
      url: `/api/admin/videos/${world.video.id}/viewers/export`,
      query: { status: 'started', format: 'csv' },
    }),
  },
  'POST /api/admin/videos/:id/viewers/:userId/views': {
    access: 'admin',
    request: async (world) => ({
      url: `/api/admin/videos/${world.video.id}/viewers/${world.bassem._id}/views`,
      payload: { action: 'add', count: 1 },
    }),
  },
  'GET /api/admin/users/:id': {
    access: 'admin',
    request: async (world) => ({ url: `/api/admin/users/${world.bassem._id}` }),
  },
  'PATCH /api/admin/users/:id': {
    access: 'admin',
    request: async (world) => ({
      url: `/api/admin/users/${(await insertStudent(world.ctx)).id}`,
      payload: { name: 'باسم علي', vip: true, courses: [world.course.id] },
    }),
  },
  'DELETE /api/admin/users/:id': {
    access: 'students.delete',
    request: async (world) => ({ url: `/api/admin/users/${(await insertStudent(world.ctx)).id}` }),
  },
  'POST /api/admin/users/:id/reset-device': {
    access: 'admin',
    request: async (world) => ({
      url: `/api/admin/users/${(await insertStudent(world.ctx)).id}/reset-device`,
    }),
  },
  // Parent links and the parent's report (decision 0164).
  'GET /api/user/parent-link': { access: 'student', request: fixed('/api/user/parent-link') },
  'POST /api/user/parent-link': { access: 'student', request: fixed('/api/user/parent-link') },
  'DELETE /api/user/parent-link': {
    access: 'student',
    request: async (world, caller) => {
      if (caller.userId) await liveParentLink(world, caller.userId);
      return { url: '/api/user/parent-link' };
    },
  },
  'POST /api/parent/report': {
    access: 'public',
    request: async (world) => ({
      url: '/api/parent/report',
      payload: { token: await liveParentLink(world), digits: '5432' },
    }),
  },
  'GET /api/admin/users/:id/parent-link': {
    access: 'admin',
    request: async (world) => ({ url: `/api/admin/users/${world.bassem._id}/parent-link` }),
  },
  'POST /api/admin/users/:id/parent-link': {
    access: 'admin',
    request: async (world) => ({ url: `/api/admin/users/${world.bassem._id}/parent-link` }),
  },
  'DELETE /api/admin/users/:id/parent-link': {
    access: 'admin',
    request: async (world) => {
      const student = await insertStudent(world.ctx);
      await liveParentLink(world, student.id);
      return { url: `/api/admin/users/${student.id}/parent-link` };
    },
  },
  'GET /api/admin/users/:id/parent-report': {
    access: 'admin',
    request: async (world) => ({ url: `/api/admin/users/${world.bassem._id}/parent-report` }),
  },
  'GET /api/admin/device-requests': {
    access: 'admin',
    request: fixed('/api/admin/device-requests', { query: { status: 'pending', page: '1' } }),
  },
  'POST /api/admin/device-requests/:id/approve': {
    access: 'admin',
    request: async (world) => ({
      url: `/api/admin/device-requests/${await freshDeviceRequest(world.ctx)}/approve`,
      payload: { note: 'اتأكدت منه' },
    }),
  },
  'POST /api/admin/device-requests/:id/reject': {
    access: 'admin',
    request: async (world) => ({
      url: `/api/admin/device-requests/${await freshDeviceRequest(world.ctx)}/reject`,
      payload: { note: 'كلمنا الأول' },
    }),
  },
  'GET /api/admin/settings/device-changes': {
    access: 'admin',
    request: fixed('/api/admin/settings/device-changes'),
  },
  'GET /api/admin/users/:id/bills': {
    access: 'admin',
    request: async (world) => ({ url: `/api/admin/users/${world.bassem._id}/bills` }),
  },
  'POST /api/admin/users/:id/bills': {
    access: 'admin',
    request: async (world) => ({
      url: `/api/admin/users/${world.bassem._id}/bills`,
      payload: { amount: 150, method: 'vodafone-cash', note: 'شهر نوفمبر' },
    }),
  },
  'GET /api/admin/users/:id/calls': {
    access: 'admin',
    request: async (world) => ({ url: `/api/admin/users/${world.bassem._id}/calls` }),
  },
  'POST /api/admin/users/:id/calls': {
    access: 'admin',
    request: async (world) => ({
      url: `/api/admin/users/${world.bassem._id}/calls`,
      payload: { direction: 'incoming', reason: 'technical', outcome: 'resolved' },
    }),
  },
  'GET /api/admin/bills': {
    access: 'admin',
    request: fixed('/api/admin/bills', { query: { method: 'cash', page: '1' } }),
  },
  'GET /api/admin/calls': {
    access: 'admin',
    request: fixed('/api/admin/calls', { query: { page: '1', pageSize: '5' } }),
  },
  'GET /api/admin/codes/lookup': {
    access: 'admin',
    request: async (world) => ({
      url: '/api/admin/codes/lookup',
      query: { code: await freshCode(world) },
    }),
  },
  'GET /api/admin/calls/export': {
    access: 'calls.export',
    request: fixed('/api/admin/calls/export', { query: { format: 'xlsx', reason: 'payment' } }),
  },

  // Guarded by the contract's permission table: main admins only.
  'GET /api/admin/exam-results/:id': {
    access: 'results.view',
    request: async (world) => ({
      url: `/api/admin/exam-results/${world.exam.row.id}`,
      query: { page: '1', pageSize: '10' },
    }),
  },
  'GET /api/admin/exam-results/:id/stats': {
    access: 'results.view',
    request: async (world) => ({ url: `/api/admin/exam-results/${world.exam.row.id}/stats` }),
  },
  'GET /api/admin/exam-results/:id/export': {
    access: 'results.export',
    request: async (world) => ({
      url: `/api/admin/exam-results/${world.exam.row.id}/export`,
      query: { format: 'xlsx' },
    }),
  },
  'GET /api/user/wallet': {
    access: 'student',
    request: fixed('/api/user/wallet', { query: { page: '1', pageSize: '5' } }),
  },
  'POST /api/user/courses/:id/buy': {
    access: 'student',
    students: { frozen: 403 },
    // A fresh course of another level (the VIP's is sec-1), and the money for it.
    request: async (world, caller) => {
      const course = await insertCourse(world.ctx, { price: 10, level: 'sec-3', accessDays: 30 });
      if (caller.userId) await fundWallet(world, caller.userId, 1_000);
      // The access end the dialog saw: none (decision 0211).
      return { url: `/api/user/courses/${course.id}/buy`, payload: { heldUntil: null } };
    },
  },
  'GET /api/admin/users/:id/wallet': {
    access: 'admin',
    request: async (world) => ({ url: `/api/admin/users/${world.bassem._id}/wallet` }),
  },
  'POST /api/admin/users/:id/wallet': {
    access: 'admin',
    request: async (world) => ({
      url: `/api/admin/users/${world.bassem._id}/wallet`,
      payload: { amount: 25.5, note: 'تعويض عن حصة' },
    }),
  },
  'GET /api/admin/wallet-entries': {
    access: 'wallet.ledger',
    request: fixed('/api/admin/wallet-entries', { query: { kind: 'adjustment', page: '1' } }),
  },
  'GET /api/admin/wallet-entries/export': {
    access: 'wallet.ledger',
    request: fixed('/api/admin/wallet-entries/export', { query: { format: 'xlsx' } }),
  },
  'GET /api/admin/bills/export': {
    access: 'bills.export',
    request: fixed('/api/admin/bills/export', { query: { format: 'csv', method: 'cash' } }),
  },
  'DELETE /api/admin/bills/:id': {
    access: 'bills.delete',
    request: async (world) => {
      const response = await world.ctx.app.inject({
        method: 'POST',
        url: `/api/admin/users/${world.bassem._id}/bills`,
        headers: bearer(world.callers.main.token!),
        payload: { amount: 100, method: 'cash' },
      });
      return { url: `/api/admin/bills/${response.json<{ _id: string }>()._id}` };
    },
  },
  'POST /api/admin/code-batches': {
    access: 'codes.create',
    request: fixed('/api/admin/code-batches', {
      payload: { amount: 100, count: 2, expiresAt: null, note: 'سنتر الهرم' },
    }),
  },
  'GET /api/admin/code-batches': {
    access: 'codes.list',
    request: fixed('/api/admin/code-batches', { query: { page: '1', pageSize: '5' } }),
  },
  'GET /api/admin/code-batches/:id/codes': {
    access: 'codes.list',
    request: async (world) => ({
      url: `/api/admin/code-batches/${await freshBatch(world)}/codes`,
      query: { page: '1', pageSize: '5' },
    }),
  },
  'POST /api/admin/code-batches/:id/disable': {
    access: 'codes.disable',
    request: async (world) => ({
      url: `/api/admin/code-batches/${await freshBatch(world)}/disable`,
    }),
  },
  'GET /api/admin/audit': { access: 'audit.view', request: fixed('/api/admin/audit') },
  'PATCH /api/admin/settings/device-changes': {
    access: 'device-changes.settings',
    request: fixed('/api/admin/settings/device-changes', {
      payload: { maxChanges: 1, periodDays: 30 },
    }),
  },
  'GET /api/admin/analytics': { access: 'analytics.view', request: fixed('/api/admin/analytics') },
  'GET /api/admin/admins': { access: 'admins.manage', request: fixed(admins) },
  'POST /api/admin/admins': {
    access: 'admins.manage',
    request: async () => ({
      url: admins,
      payload: {
        name: 'مساعد',
        identifier: `helper${next()}@sabora.test`,
        type: 'secondary',
        password: 'helper-pass-1',
      },
    }),
  },
  'GET /api/admin/admins/:id': {
    access: 'admins.manage',
    request: async (world) => ({ url: `${admins}/${await freshAdmin(world.ctx)}` }),
  },
  'PATCH /api/admin/admins/:id': {
    access: 'admins.manage',
    request: async (world) => ({
      url: `${admins}/${await freshAdmin(world.ctx)}`,
      payload: { name: 'مساعد جديد' },
    }),
  },
  'PUT /api/admin/admins/:id/password': {
    access: 'admins.manage',
    request: async (world) => ({
      url: `${admins}/${await freshAdmin(world.ctx)}/password`,
      payload: { password: 'new-pass-123' },
    }),
  },
  'DELETE /api/admin/admins/:id': {
    access: 'admins.manage',
    request: async (world) => ({ url: `${admins}/${await freshAdmin(world.ctx)}` }),
  },
};

/** The table as [route, case] pairs, in the order written. */
export const routeEntries = Object.entries(routeTable) as [RouteKey, RouteCase][];
