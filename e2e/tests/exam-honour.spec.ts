import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { answerEntriesOf, type ExamSelections, type SessionUser } from '@sabora/contract';
import { adminPost, adminToken, registerStudent, useSession } from '../support/api';
import { seriousFindings, settle } from '../support/axe';
import { shootBoth } from '../support/screens';
import { openDevice, studentPhone, type Device } from '../support/session';
import { germanQuestions as questions } from '../support/german-questions';

// Classmates who submit through the API: name, phone, picks by question title.
const classmates: Array<[string, string, Record<string, string[]>]> = [
  [
    'محمود عبد الرحمن السيد',
    '01012347001',
    {
      [questions[0]!.title]: ['bin'],
      [questions[1]!.title]: ['laufen', 'schreiben'],
      [questions[2]!.title]: ['die Bücher'],
    },
  ],
  [
    'نور حسام',
    '01012347002',
    { [questions[0]!.title]: ['bin'], [questions[1]!.title]: ['laufen', 'schreiben'] },
  ],
  ['عبد الله يوسف', '01012347003', { [questions[0]!.title]: ['bin'] }],
  ['  ريم   فتحي  ', '01012347004', { [questions[0]!.title]: ['bist'] }],
];

const option = (page: Page, text: string) =>
  page.getByRole('checkbox', { name: text, exact: true });

/** A classmate's submit, as their phone would send it. */
async function submitAs(
  request: APIRequestContext,
  student: SessionUser,
  examId: string,
  picks: Record<string, string[]>,
) {
  const headers = { authorization: `Bearer ${student.token}` };
  const page = await request.get(`/api/user/exams/${examId}`, { headers });
  const { questions: given } = (await page.json()) as {
    questions: Array<{ _id: string; title: string }>;
  };
  const selections: ExamSelections = {};
  for (const question of given) {
    const chosen = picks[question.title];
    if (chosen) selections[question._id] = chosen;
  }
  const submitted = await request.post(`/api/user/exams/${examId}`, {
    headers,
    data: answerEntriesOf(examId, selections),
  });
  expect(submitted.ok(), await submitted.text()).toBe(true);
}

test('after a timed exam closes, a student sees their rank, the class average and the honour board', async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const admin = await adminToken(request);
  const now = Date.now();
  const { exam } = await adminPost<{ exam: { _id: string } }>(request, admin, '/exams', {
    title: 'امتحان الشهر: الأفعال',
    discription: 'امتحان آخر الشهر',
    isTimed: true,
    startTime: now - 60_000,
    endTime: now + 45_000,
    honourBoard: true,
    questions,
  });

  for (const [index, [name, phone, picks]] of classmates.entries()) {
    const device: Device = { ...studentPhone, memory: 8, cores: index + 2 };
    const classmate = await registerStudent(request, device, { name, phone, level: 'sec-2' });
    await submitAs(request, classmate, exam._id, picks);
  }

  const device: Device = { ...studentPhone, memory: 2 };
  const student = await registerStudent(request, device, {
    name: 'سلمى خالد',
    phone: '01012347010',
    level: 'sec-2',
  });
  const { context, page } = await openDevice(browser, device);
  await useSession(page, 'user', student);
  await page.goto(`/exam/${exam._id}`);
  await expect(page.getByRole('timer')).toBeVisible();
  // Opened over a minute after the start: the page says how long is left before the questions.
  await page.getByTestId('late-start').getByRole('button').click();
  // bin (2) + both verbs (2) + a wrong plural (0) = 4 of 5: second after the full mark.
  await option(page, 'bin').click();
  await option(page, 'laufen').click();
  await option(page, 'schreiben').click();
  await option(page, 'die Buchs').click();
  await page.getByTestId('exam-submit').click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'تأكيد' }).click();

  // Hidden until the exam closes (end + 5 s grace here), then it opens by itself.
  await expect(page.getByTestId('reveal-at')).toBeVisible();
  await expect(page.getByText('4 / 5').first()).toBeVisible({ timeout: 75_000 });
  const standing = page.getByTestId('result-standing');
  await expect(standing).toContainText('ترتيبك 2 من 5');
  // (100 + 80 + 80 + 40 + 0) ÷ 5
  await expect(standing).toContainText('متوسط الفصل \u206660%\u2069');

  const board = page.getByRole('table', { name: 'لوحة الشرف' });
  await expect(board).toBeVisible();
  const rows = board.getByTestId('honour-row');
  await expect(rows).toHaveCount(5);
  await expect(rows.nth(0)).toContainText('محمود س.');
  await expect(rows.nth(1)).toContainText('نور ح.');
  await expect(rows.nth(2)).toContainText('سلمى خ.');
  await expect(rows.nth(2)).toContainText('2');
  await expect(rows.nth(3)).toContainText('عبد الله ي.');
  await expect(rows.nth(4)).toContainText('ريم ف.');
  // Nobody's full name reaches the board.
  await expect(board).not.toContainText('السيد');
  await settle(page);
  expect(await seriousFindings(page), 'serious or critical axe violations').toEqual([]);
  await shootBoth(page, 'exam-honour-board');

  // The same on the result's own page under the profile.
  await page.goto('/profile/exams-results');
  await page.getByTestId('result-item').first().click();
  await expect(page.getByTestId('result-standing')).toContainText('ترتيبك 2 من 5');
  await expect(page.getByRole('table', { name: 'لوحة الشرف' })).toBeVisible();
  await shootBoth(page, 'my-result-honour-board');
  await context.close();
});
