import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import type { AdminExamPage, Course, SessionUser } from '@sabora/contract';
import { adminPost, adminToken, registerStudent, useSession } from '../support/api';
import { shootBoth } from '../support/screens';
import { openDevice, studentPhone, teacherLaptop, type Device } from '../support/session';

// Issue 17: the student's watched marks and course progress, from heartbeats
// sent over HTTP as the player would; then the teacher's parents' WhatsApp list.

/** One heartbeat as the player sends it: the server credits at most a minute for a first beat. */
async function heartbeat(
  request: APIRequestContext,
  student: SessionUser,
  videoId: string,
  duration: number,
  played: [number, number],
) {
  const response = await request.post(`/api/user/videos/${videoId}/progress`, {
    headers: { authorization: `Bearer ${student.token}` },
    data: { sitting: randomUUID(), position: played[1], duration, played: [played], watched: 60 },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

test('a student sees which videos they watched, how far they are, and where to carry on', async ({
  browser,
  request,
}) => {
  const admin = await adminToken(request);
  const course = await adminPost<Course>(request, admin, '/course', {
    title: 'Grammatik: Das Perfekt',
    price: 0,
    level: 'sec-3',
  });
  const video = (title: string, minutes: number) =>
    adminPost<{ _id: string }>(request, admin, '/video', {
      title,
      url: `https://media.example.com/${minutes}.mp4`,
      courses: [course._id],
      showDate: Date.now() - minutes * 60_000,
    });
  // Release order: the oldest first.
  const first = await video('Lektion 1: haben', 30);
  const second = await video('Lektion 2: sein', 20);
  await video('Lektion 3: Partizip II', 10);
  const student = await registerStudent(request, studentPhone, {
    name: 'مريم خالد',
    phone: '01051140001',
    level: 'sec-3',
  });
  // A short video seen whole (the mark), a long one a fifth of the way.
  await heartbeat(request, student, first._id, 100, [0, 100]);
  await heartbeat(request, student, second._id, 600, [0, 120]);

  const { context, page } = await openDevice(browser, studentPhone);
  await useSession(page, 'user', student);
  await page.goto(`/courses/${course._id}`);
  const progress = page.getByTestId('course-progress');
  await expect(progress).toContainText('شفت 1 من 3 فيديوهات');
  await expect(progress.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '33');
  const cards = page.getByTestId('video-card');
  await expect(cards).toHaveCount(3);
  await expect(cards.nth(0).getByTestId('video-watched')).toHaveText(/اتشاف/);
  const started = cards.nth(1).getByTestId('video-started');
  await expect(started).toContainText('20% اتشاف');
  await expect(started).toContainText('كمّل');
  await expect(started.getByRole('progressbar', { name: /Lektion 2/ })).toHaveAttribute(
    'aria-valuenow',
    '20',
  );
  await expect(cards.nth(2).getByTestId('video-watched')).toHaveCount(0);
  await expect(cards.nth(2).getByTestId('video-started')).toHaveCount(0);
  await shootBoth(page, 'course-progress-page');

  // My courses: the bar, "1 من 3", and the next unwatched video to carry on with.
  await page.goto('/courses?mine=1');
  const card = page.getByTestId('course-card').filter({ hasText: 'Grammatik: Das Perfekt' });
  await expect(card.getByTestId('course-progress')).toContainText('1 من 3');
  const resume = card.getByTestId('course-resume-link');
  await expect(resume).toContainText('Lektion 2: sein');
  await expect(resume).toHaveAttribute('href', `/videos/${second._id}`);
  await shootBoth(page, 'course-progress-mine');
  await context.close();

  // A visitor sees the course page as before: no marks, no progress.
  const visitor = await openDevice(browser, studentPhone);
  await visitor.page.goto(`/courses/${course._id}`);
  await expect(visitor.page.getByTestId('video-card')).toHaveCount(3);
  await expect(visitor.page.getByTestId('course-progress')).toHaveCount(0);
  await expect(visitor.page.getByTestId('video-watched')).toHaveCount(0);
  await visitor.context.close();
});

test("an assistant works through the parents' WhatsApp list of an exam's results", async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = await adminToken(request);
  const { exam, questions } = await adminPost<AdminExamPage>(request, admin, '/exams', {
    title: 'Quiz: Modalverben',
    questions: [
      { title: 'Ich ___ schwimmen.', options: ['kann', 'kannst'], correct: ['kann'], score: 1 },
      { title: 'Du ___ gehen.', options: ['musst', 'muss'], correct: ['musst'], score: 1 },
    ],
  });
  // Two full marks (sharing rank 1), one half, one nothing.
  const classmates = [
    ['هنا سمير', ['kann', 'musst']],
    ['آدم وليد', ['kann', 'musst']],
    ['ليلى عمرو', ['kann', 'muss']],
    ['كريم طارق', ['kannst', 'muss']],
  ] as const;
  for (const [index, [name, picks]] of classmates.entries()) {
    const device: Device = { ...studentPhone, memory: 8, cores: index + 2 };
    const student = await registerStudent(request, device, {
      name,
      phone: `0105114${String(index + 100).padStart(4, '0')}`,
      level: 'sec-3',
    });
    const submit = await request.post(`/api/user/exams/${exam._id}`, {
      headers: { authorization: `Bearer ${student.token}` },
      data: picks.map((selected, position) => ({
        question: questions[position]!._id,
        exam: exam._id,
        selected,
      })),
    });
    expect(submit.ok(), await submit.text()).toBe(true);
  }

  const { context, page } = await openDevice(browser, teacherLaptop);
  await useSession(page, 'admin', admin);
  // wa.me is never opened: the click only marks the row.
  await page.addInitScript(() => {
    document.addEventListener(
      'click',
      (event) => {
        const link = (event.target as Element).closest('a[href^="https://wa.me/"]');
        if (link) event.preventDefault();
      },
      true,
    );
  });
  await page.goto(`/admin/exam-results/${exam._id}`);
  await page.getByTestId('parents-open').click();
  const list = page.getByTestId('parents-list');
  const rows = list.getByTestId('parents-row');
  await expect(rows).toHaveCount(4);
  await expect(list.getByTestId('parents-progress')).toHaveText('اتبعت 0 من 4');
  await expect(rows.nth(0)).toContainText('1 من 4');
  await expect(rows.nth(1)).toContainText('1 من 4');
  await expect(rows.nth(2)).toContainText('3 من 4');
  await expect(rows.nth(3)).toContainText('4 من 4');
  // The class average is the statistics' mean: (100 + 100 + 50 + 0) / 4.
  await expect(rows.nth(0)).toContainText('62.5%');

  const send = list.getByTestId('parents-send');
  const href = await send.nth(2).getAttribute('href');
  const url = new URL(href ?? '');
  expect(`${url.origin}${url.pathname}`).toBe('https://wa.me/201198765432');
  const text = url.searchParams.get('text') ?? '';
  expect(text).toContain('ليلى عمرو');
  expect(text).toContain('«Quiz: Modalverben»');
  expect(text).toContain('الدرجة: 1 من 2');
  expect(text).toContain('متوسط الفصل: 62.5%');
  expect(text).toContain('الترتيب: 3 من 4');
  expect(href).not.toMatch(/\s/);
  await shootBoth(page, 'parents-whatsapp-list');

  await send.nth(0).click();
  await expect(rows.nth(0)).toHaveAttribute('data-sent', 'true');
  await expect(list.getByTestId('parents-progress')).toHaveText('اتبعت 1 من 4');

  // After a reload the marks are still there; "التالي" goes to the next one not sent.
  await page.reload();
  await page.getByTestId('parents-open').click();
  await expect(rows.nth(0)).toHaveAttribute('data-sent', 'true');
  await list.getByTestId('parents-next').click();
  await expect(send.nth(1)).toBeFocused();
  await send.nth(1).click();
  await expect(list.getByTestId('parents-progress')).toHaveText('اتبعت 2 من 4');
  await shootBoth(page, 'parents-whatsapp-sent');
  await context.close();
});
