import { expect, test, type Browser, type Page } from '@playwright/test';
import type { Course, SessionAdmin, SessionUser } from '@sabora/contract';
import { adminPost, adminToken, registerStudent, useSession } from '../support/api';
import { seriousFindings, settle } from '../support/axe';
import { latinNames } from '../support/latin-names';
import { openDevice, studentPhone, teacherLaptop, type Device } from '../support/session';

// Axe-core on every route of the app, with the data each route shows: signed
// out, as a student (phone) and as the main admin (laptop). Any serious or
// critical WCAG 2.1 AA violation fails the build, and so does any name or
// description a screen reader speaks in English (antd's icons name themselves
// "search", "close"…).

test.describe.configure({ mode: 'serial' });

const hour = 60 * 60 * 1000;
const options = ['der', 'die', 'das'];
const question = (title: string) => ({
  title,
  options,
  correct: ['der'],
  score: 1,
});
const device: Device = { ...studentPhone, memory: 5 };
const titles = {
  course: 'Barrierefrei: Grammatik',
  video: 'Lektion 1: Der Genitiv',
  pdf: 'Übungsblatt Genitiv',
  open: 'Übung: offen',
  solved: 'Übung: gelöst',
  running: 'Test: läuft',
  later: 'Test: morgen',
};
const nouns = ['Mann', 'Tisch'];
// The records are German on purpose (a German course's titles): pages show them as they are.
const germanTexts = [...Object.values(titles), ...nouns, ...options];
// Names Egyptian Arabic writes in Latin letters: file formats, video services, the VIP level.
const latinWords = [
  'Excel',
  'CSV',
  'PDF',
  'VIP',
  'YouTube',
  'Vimeo',
  'Bunny Stream',
  'mp4',
  'm3u8',
];
const notArabic = [...germanTexts, ...latinWords];

interface Fixture {
  admin: SessionAdmin;
  student: SessionUser;
  course: Course;
  video: string;
  /** Untimed, not yet sat: the questions form. */
  open: string;
  /** Untimed, sat, with a solution: the result and the solution video. */
  solved: string;
  /** Timed, sat while it runs: "results show at …". */
  running: string;
  /** Timed, starting tomorrow. */
  later: string;
  result: string;
  assistant: string;
}

let data: Fixture;

test.beforeAll(async ({ request }) => {
  const admin = await adminToken(request);
  const course = await adminPost<Course>(request, admin, '/course', {
    title: titles.course,
    price: 150,
    level: 'sec-3',
  });
  const video = await adminPost<{ _id: string }>(request, admin, '/video', {
    title: titles.video,
    url: 'https://media.example.com/genitiv.mp4',
    courses: [course._id],
  });
  await adminPost(request, admin, '/pdf', {
    title: titles.pdf,
    url: 'https://media.example.com/genitiv.pdf',
  });
  const exam = async (title: string, extra: object) =>
    (
      await adminPost<{ exam: { _id: string } }>(request, admin, '/exams', {
        title,
        discription: 'اقرأ كل سؤال كويس',
        questions: nouns.map((noun) => question(`${title}: ___ ${noun}`)),
        ...extra,
      })
    ).exam._id;
  const now = Date.now();
  const open = await exam(titles.open, { isTimed: false });
  const solved = await exam(titles.solved, {
    isTimed: false,
    solutionUrl: 'https://media.example.com/loesung.mp4',
  });
  const running = await exam(titles.running, {
    isTimed: true,
    startTime: now - hour,
    endTime: now + 2 * hour,
  });
  const later = await exam(titles.later, {
    isTimed: true,
    startTime: now + 24 * hour,
    endTime: now + 25 * hour,
  });
  const student = await registerStudent(request, device, {
    name: 'هدى سمير',
    phone: '01112345670',
    level: 'sec-3',
  });
  const auth = { authorization: `Bearer ${student.token}` };
  const submitted = await request.post(`/api/user/exams/${solved}`, { headers: auth, data: [] });
  const { result } = (await submitted.json()) as { result: { _id: string } };
  await request.post(`/api/user/exams/${running}`, { headers: auth, data: [] });
  const assistant = await adminPost<{ _id: string }>(request, admin, '/admins', {
    name: 'منى',
    identifier: 'mona@sabora.test',
    type: 'secondary',
    password: 'Mona-2026-pass',
  });
  data = {
    admin,
    student,
    course,
    video: video._id,
    open,
    solved,
    running,
    later,
    result: result._id,
    assistant: assistant._id,
  };
});

async function audit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await settle(page);
  expect
    .soft(await seriousFindings(page), `serious or critical axe violations on ${path}`)
    .toEqual([]);
  expect
    .soft(await latinNames(page, notArabic), `names and descriptions in English on ${path}`)
    .toEqual([]);
}

// Every page a student or visitor opens names itself with one h1 (the profile's tabs share the
// profile's), with no heading level skipped on the way down (Lighthouse's heading order).
async function headings(page: Page, path: string): Promise<void> {
  expect.soft(await page.locator('h1').count(), `one h1 on ${path}`).toBe(1);
  const levels = await page
    .locator('h1, h2, h3, h4, h5, h6')
    .evaluateAll((found) => found.map((heading) => Number(heading.tagName[1])));
  const skips = levels.filter((level, index) => index > 0 && level > levels[index - 1]! + 1);
  expect.soft(skips, `heading levels on ${path}: ${levels.join(' ')}`).toEqual([]);
}

async function asVisitor(browser: Browser, path: string) {
  const { context, page } = await openDevice(browser, studentPhone);
  await audit(page, path);
  await headings(page, path);
  await context.close();
}

async function asStudent(browser: Browser, path: string) {
  const { context, page } = await openDevice(browser, device);
  await useSession(page, 'user', data.student);
  await audit(page, path);
  await headings(page, path);
  await context.close();
}

async function asAdmin(browser: Browser, path: string) {
  const { context, page } = await openDevice(browser, teacherLaptop);
  await useSession(page, 'admin', data.admin);
  await audit(page, path);
  await context.close();
}

const visitorRoutes = (): string[] => [
  '/',
  '/login',
  '/register',
  '/courses',
  `/courses/${data.course._id}`,
  `/videos/${data.video}`,
  '/policies',
  '/privacy',
  '/refund',
  '/no-such-page',
];

const studentRoutes = (): string[] => [
  '/',
  '/courses',
  `/courses/${data.course._id}`,
  `/videos/${data.video}`,
  `/exam/${data.open}`,
  `/exam/${data.solved}`,
  `/exam/${data.running}`,
  `/exam/${data.later}`,
  `/exam-solution/${data.solved}`,
  '/profile',
  '/profile/exams-results',
  `/profile/exams-results/${data.result}`,
  '/profile/my-courses',
  '/wallet',
  '/policies',
  '/no-such-page',
];

const adminRoutes = (): string[] => [
  '/admin',
  '/admin/users',
  `/admin/users/${data.student._id}`,
  `/admin/edit-user/${data.student._id}`,
  `/admin/user-bill/${data.student._id}`,
  '/admin/courses',
  `/admin/courses/${data.course._id}`,
  '/admin/videos',
  `/admin/videos/${data.video}`,
  '/admin/pdfs',
  '/admin/exams',
  '/admin/exam-form',
  `/admin/exam-form/${data.solved}`,
  `/admin/exam-results/${data.solved}`,
  `/admin/exam-results/charts/${data.solved}`,
  `/admin/exam-results/non-solvers/${data.solved}`,
  `/admin/exam-results/result/${data.result}`,
  `/admin/user-results/${data.student._id}`,
  '/admin/admins',
  `/admin/admins/${data.assistant}`,
  '/admin/admin-form',
  `/admin/admin-form/${data.assistant}`,
  `/admin/admin-password/${data.assistant}`,
  '/admin/bills',
  `/admin/user-bills/${data.student._id}`,
  '/admin/analytics',
  '/admin/calls',
  `/admin/user-calls/${data.student._id}`,
  '/admin/audit',
  '/admin/no-such-page',
  // An admin opens the student pages too (exam preview, solution).
  `/exam/${data.open}`,
  `/exam-solution/${data.solved}`,
];

// Playwright names tests before beforeAll runs: the routes are walked inside one test per group.
test('every route a visitor opens', async ({ browser }) => {
  test.setTimeout(180_000);
  for (const path of visitorRoutes()) await asVisitor(browser, path);
});

test('every route a signed-in student opens', async ({ browser }) => {
  test.setTimeout(240_000);
  for (const path of studentRoutes()) await asStudent(browser, path);
});

test('every route the main admin opens', async ({ browser }) => {
  test.setTimeout(400_000);
  for (const path of adminRoutes()) await asAdmin(browser, path);
});
