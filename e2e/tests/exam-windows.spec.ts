import { expect, test } from '@playwright/test';
import { adminToken, useSession } from '../support/api';
import { shootBoth } from '../support/screens';
import { openDevice, otherPhone, studentPhone, teacherLaptop } from '../support/session';
import { createTimedExam, signedInStudent } from '../support/timed-exam';

const minute = 60_000;
const toArabicDigits = (text: string) =>
  text.replace(/\d/g, (digit) => String.fromCharCode(0x0660 + Number(digit)));

test('an admin gives one student extra minutes; only that student’s countdown is longer', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = await adminToken(request);
  // Opened 20 minutes ago, so both students open it late.
  const examId = await createTimedExam(request, admin, {
    title: 'امتحان الشهر: الأفعال',
    openedAgoMs: 20 * minute,
    closesInMs: 40 * minute,
    questions: [{ title: 'Ich ___ müde.', options: ['bin', 'bist'], correct: ['bin'], score: 1 }],
  });

  const slowDevice = await signedInStudent(browser, request, {
    device: studentPhone,
    name: 'ياسين مجدي',
    phone: '01055501234',
  });
  const otherDevice = await signedInStudent(browser, request, {
    device: otherPhone,
    name: 'نور حسام',
    phone: '01155506789',
  });

  // The teacher, on the exam's admin page, finds the student by phone typed in Arabic digits.
  const teacher = await openDevice(browser, teacherLaptop);
  await useSession(teacher.page, 'admin', admin);
  await teacher.page.goto(`/admin/exam-results/windows/${examId}`);
  await expect(teacher.page.getByRole('tab', { name: 'مواعيد خاصة' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(teacher.page.getByTestId('exam-window-range')).toBeVisible();
  await teacher.page.getByTestId('add-exam-window').click();
  const dialog = teacher.page.getByTestId('exam-window-dialog');
  await dialog.getByRole('combobox', { name: 'الطالب' }).fill(toArabicDigits('0105550'));
  await teacher.page.locator('.ant-select-item-option', { hasText: 'ياسين مجدي' }).click();
  await dialog.getByLabel('الوقت الإضافي بالدقايق').fill('٢٥');
  await shootBoth(teacher.page, 'exam-window-dialog');
  await dialog.getByRole('button', { name: 'حفظ الميعاد' }).click();
  await expect(dialog).toBeHidden();
  const row = teacher.page.getByRole('row', { name: /ياسين مجدي/ });
  await expect(row).toContainText('25 دقيقة زيادة');
  await shootBoth(teacher.page, 'exam-windows-list');

  // The student with extra time: a late-start notice with their own time, then their countdown.
  await slowDevice.page.goto(`/exam/${examId}`);
  const notice = slowDevice.page.getByTestId('late-start');
  await expect(notice).toContainText(/فاضلك 6[45] دقيقة بس/);
  await expect(slowDevice.page.getByTestId('own-window')).toHaveText('معاك 25 دقيقة زيادة');
  await expect(slowDevice.page.getByText('Ich ___ müde.')).toBeHidden();
  await shootBoth(slowDevice.page, 'exam-late-start');
  await notice.getByRole('button', { name: 'ابدأ الامتحان' }).click();
  await expect(slowDevice.page.getByText('Ich ___ müde.')).toBeVisible();
  await expect(slowDevice.page.locator('.exam-countdown__time')).toHaveText(/^1:0[45]:\d\d$/);
  await shootBoth(slowDevice.page, 'exam-own-window');

  // Another student keeps the exam's end.
  await otherDevice.page.goto(`/exam/${examId}`);
  await expect(otherDevice.page.getByTestId('late-start')).toContainText(/فاضلك (39|40) دقيقة/);
  await otherDevice.page.getByRole('button', { name: 'ابدأ الامتحان' }).click();
  await expect(otherDevice.page.locator('.exam-countdown__time')).toHaveText(/^(39|40):\d\d$/);
  await expect(otherDevice.page.getByTestId('own-window')).toHaveCount(0);

  // Taken away again: the student is back on the exam's window.
  await row.getByRole('button', { name: 'مسح' }).click();
  await teacher.page
    .getByRole('button', { name: /تأكيد|أيوه|امسح|نعم/ })
    .last()
    .click();
  await expect(teacher.page.getByRole('row', { name: /ياسين مجدي/ })).toHaveCount(0);

  for (const device of [teacher, slowDevice, otherDevice]) await device.context.close();
});
