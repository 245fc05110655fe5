import { expect, test } from '@playwright/test';
import type { AdminExamPage } from '@sabora/contract';
import { adminPost, adminToken, registerStudent, useSession } from '../support/api';
import { artifactsDir } from '../support/constants';
import { shootBoth } from '../support/screens';
import { studentPhone } from '../support/session';

// A teacher reads the item analysis of a short quiz five students took, then
// prints the results sheet for the center's notice board.

const options = ['الأول', 'التاني', 'التالت', 'الرابع'];

test('a teacher reads the item analysis and prints the results sheet', async ({
  page,
  request,
}) => {
  const admin = await adminToken(request);
  const { exam, questions } = await adminPost<AdminExamPage>(request, admin, '/exams', {
    title: 'اختبار الوحدة الأولى: الكسور',
    questions: [
      { title: 'نص + ربع = ؟', options, correct: ['الأول'], score: 1 },
      { title: 'اختار الكسرين المتساويين', options, correct: ['الأول', 'التاني'], score: 2 },
      { title: 'أكبر كسر فيهم؟', options, correct: ['الأول'], score: 1 },
    ],
  });
  // The fixture of the API's item-analysis test: P2's "التالت" misleads.
  const picks = [
    ['ياسمين فؤاد', ['الأول'], ['الأول', 'التالت'], ['الأول']],
    ['عمر خالد', ['التاني'], ['التاني'], ['الأول']],
    ['مريم سامي', ['التالت'], ['الرابع'], ['الأول']],
    ['يوسف عادل', ['التاني'], [], ['الأول']],
    ['سارة مجدي', ['الرابع'], ['الرابع'], ['التاني']],
  ] as const;
  for (const [index, [name, ...answers]] of picks.entries()) {
    const student = await registerStudent(request, studentPhone, {
      name,
      phone: `0111234${String(index).padStart(4, '0')}`,
      level: 'sec-1',
    });
    const entries = answers.flatMap((selected, position) =>
      selected.map((option) => ({
        question: questions[position]!._id,
        exam: exam._id,
        selected: option,
      })),
    );
    const submit = await request.post(`/api/user/exams/${exam._id}`, {
      headers: { authorization: `Bearer ${student.token}` },
      data: entries,
    });
    expect(submit.ok(), await submit.text()).toBe(true);
  }

  await useSession(page, 'admin', admin);
  await page.goto(`/admin/exam-results/${exam._id}`);
  await page.getByRole('tab', { name: 'الإحصائيات' }).click();
  const analysis = page.getByTestId('item-analysis');
  await expect(analysis).toBeVisible();
  await expect(analysis.getByTestId('item-question')).toHaveCount(3);
  // Every figure comes with its words, not a colour alone.
  await expect(analysis).toContainText('سهولة السؤال: نسبة اللي جاوبوه صح');
  const second = analysis.getByTestId('item-question').nth(1);
  await expect(second).toContainText('20%');
  await expect(second.locator('tr', { hasText: 'التالت' })).toContainText('مضلِّل');
  await expect(page.getByTestId('exam-reliability')).toContainText('0.69');
  await expect(page.getByTestId('exam-reliability')).toContainText('مقبول');
  await expect(page.getByTestId('exam-sd')).toContainText('1.14');
  await shootBoth(page, 'exam-analysis');

  // The sheet for the notice board: ranked, with governorates, from a button on the results.
  await page.getByTestId('results-print-link').click();
  await expect(page).toHaveURL(new RegExp(`/admin/exam-results/print/${exam._id}$`));
  const sheet = page.getByTestId('results-print-page');
  await expect(sheet.locator('tbody tr')).toHaveCount(5);
  await expect(sheet.locator('tbody tr').first()).toContainText('ياسمين فؤاد');
  await expect(sheet.locator('tbody tr').first()).toContainText('القاهرة');
  // Two at 25% share the third place; the last is fifth.
  await expect(sheet.locator('tbody tr').nth(2).locator('td').first()).toHaveText('3');
  await expect(sheet.locator('tbody tr').nth(3).locator('td').first()).toHaveText('3');
  await expect(sheet.locator('tbody tr').nth(4).locator('td').first()).toHaveText('5');
  await shootBoth(page, 'exam-results-print');

  // Printed: the sheet alone, no menu or header of the admin screen.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByTestId('results-print-copy')).toBeVisible();
  await expect(page.getByTestId('results-print')).toBeHidden();
  await page.screenshot({ path: `${artifactsDir}exam-results-print-preview.png`, fullPage: true });
  await page.pdf({
    path: `${artifactsDir}exam-results-print.pdf`,
    format: 'A4',
    printBackground: true,
  });
  await page.emulateMedia({ media: 'screen' });
});
