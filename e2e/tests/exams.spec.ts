import { expect, test, type Page } from '@playwright/test';
import { adminToken, registerStudent, useSession } from '../support/api';
import { shootBoth } from '../support/screens';
import { openDevice, studentPhone, teacherLaptop, type Device } from '../support/session';
import { germanQuestions as questions } from '../support/german-questions';
import { createTimedExam, signedInStudent } from '../support/timed-exam';

const option = (page: Page, text: string) =>
  page.getByRole('checkbox', { name: text, exact: true });

test('a student sits a timed exam, keeps answers across a reload and is submitted at the deadline', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = await adminToken(request);
  const examId = await createTimedExam(request, admin, {
    title: 'Wochentest: Verben',
    discription: 'امتحان الأسبوع على الأفعال',
    openedAgoMs: 60_000,
    closesInMs: 35_000,
    questions,
  });
  const device: Device = { ...studentPhone, memory: 2 };
  const { context, page } = await signedInStudent(browser, request, {
    device,
    name: 'سلمى خالد',
    phone: '01012349999',
  });
  const examCall = page.waitForResponse(
    (response) =>
      response.url().endsWith(`/api/user/exams/${examId}`) && response.request().method() === 'GET',
  );
  await page.goto(`/exam/${examId}`);
  // The page's gzip is spliced by hand (decision 0106): Chromium must read it.
  expect((await examCall).headers()['content-encoding']).toBe('gzip');
  await expect(page.getByRole('timer')).toBeVisible();
  // Opened over a minute after the start: the page says how long is left before the questions.
  await page.getByTestId('late-start').getByRole('button').click();
  await option(page, 'bin').click();
  await option(page, 'laufen').click();
  await option(page, 'Haus').click();
  await expect(option(page, 'bin')).toHaveAttribute('aria-checked', 'true');
  await shootBoth(page, 'exam-taking');

  await page.reload();
  await expect(option(page, 'bin')).toHaveAttribute('aria-checked', 'true');
  await expect(option(page, 'laufen')).toHaveAttribute('aria-checked', 'true');
  await expect(option(page, 'Haus')).toHaveAttribute('aria-checked', 'true');
  // A third choice on a two-answer question replaces the first.
  await option(page, 'schreiben').click();
  await expect(option(page, 'laufen')).toHaveAttribute('aria-checked', 'false');

  await expect(page.getByText('الوقت خلص').first()).toBeVisible({ timeout: 45_000 });
  // Says when the result shows, on Cairo's clock (the page runs in Africa/Cairo here).
  await expect(page.getByTestId('reveal-at')).toContainText('بتوقيت القاهرة');
  await shootBoth(page, 'exam-early-result');

  // The exam has no honour board and no solution: the result does not ask for them, so no
  // 404 reaches the console.
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  // After the grace period the result opens by itself, at its top:
  // bin (2) + one of two verbs (1) = 3 of 5.
  await expect(page.getByText('3 / 5').first()).toBeVisible({ timeout: 15_000 });
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await shootBoth(page, 'exam-result');
  await page.goto('/profile/exams-results');
  await page.getByTestId('result-item').first().click();
  await expect(page.getByText('3 / 5').first()).toBeVisible();
  expect(consoleErrors).toEqual([]);
  await context.close();
});

test('an admin builds an exam in the editor and sees its results and charts', async ({
  browser,
  request,
}) => {
  const admin = await adminToken(request);
  const { context, page } = await openDevice(browser, teacherLaptop);
  await useSession(page, 'admin', admin);
  await page.goto('/admin/exam-form');
  const editor = page.getByTestId('exam-editor');
  await editor.getByLabel('اسم الامتحان').fill('Übung: Artikel');
  if ((await page.getByTestId('question-editor').count()) === 0)
    await page.getByTestId('add-question').click();
  const question = page.getByTestId('question-editor').first();
  await question.getByLabel('نص السؤال').fill('___ Mann liest ein Buch.');
  await question.getByTestId('question-options').fill('Der\nDie\nDas');
  await question.getByTestId('question-correct').getByText('Der', { exact: true }).click();
  await question.getByLabel('الدرجة').fill('2');
  await shootBoth(page, 'admin-exam-editor');
  await page.getByTestId('exam-save').click();
  await expect(page).toHaveURL(/\/admin\/exam-form\/[0-9a-f-]{36}$/);
  const examId = page.url().split('/').pop()!;
  await context.close();

  const stored = await request.get(`/api/admin/exams/${examId}`, {
    headers: { authorization: `Bearer ${admin.token}` },
  });
  const { questions: saved } = (await stored.json()) as {
    questions: Array<{ _id: string; options: string[]; correct: string[]; score: number }>;
  };
  expect(saved).toEqual([
    expect.objectContaining({ options: ['Der', 'Die', 'Das'], correct: ['Der'], score: 2 }),
  ]);

  const device: Device = { ...studentPhone, cores: 6 };
  const student = await registerStudent(request, device, {
    name: 'عمر حسام',
    phone: '01112349999',
    level: 'sec-1',
  });
  const submit = await request.post(`/api/user/exams/${examId}`, {
    headers: { authorization: `Bearer ${student.token}` },
    data: [{ question: saved[0]!._id, exam: examId, selected: 'Der' }],
  });
  expect(submit.ok()).toBe(true);

  const second = await openDevice(browser, teacherLaptop);
  await useSession(second.page, 'admin', admin);
  await second.page.goto(`/admin/exam-results/${examId}`);
  await expect(second.page.getByText('عمر حسام')).toBeVisible();
  await shootBoth(second.page, 'admin-exam-results');
  await second.page.goto(`/admin/exam-results/charts/${examId}`);
  await expect(second.page.locator('.recharts-surface').first()).toBeVisible();
  await shootBoth(second.page, 'admin-exam-charts');
  await second.context.close();
});
