import { expect, test } from '@playwright/test';
import { adminPost, adminToken, registerStudent, useSession } from '../support/api';
import { shootBoth } from '../support/screens';
import { openDevice, studentPhone, teacherLaptop, type Device } from '../support/session';

// The teacher ticked "bist" by mistake: "Ich bin müde" is right.
const questions = [
  { title: 'Ich ___ müde. (sein)', options: ['bin', 'bist', 'ist'], correct: ['bist'], score: 2 },
  {
    title: 'Der Plural von „das Buch“ ist …',
    options: ['die Bücher', 'die Buchs'],
    correct: ['die Bücher'],
    score: 1,
  },
];

test('the teacher fixes a wrong key, reads the regrade dry run, confirms it, and a student sees the new score', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = await adminToken(request);
  const { exam, questions: stored } = await adminPost<{
    exam: { _id: string };
    questions: Array<{ _id: string }>;
  }>(request, admin, '/exams', {
    title: 'Wochentest: sein',
    discription: 'امتحان قصير على فعل sein',
    questions,
  });
  const sheets: Array<{ name: string; phone: string; first: string; device: Device }> = [
    { name: 'نور الهدى سامي', phone: '01012356001', first: 'bin', device: studentPhone },
    {
      name: 'يوسف عادل',
      phone: '01012356002',
      first: 'bist',
      device: { ...studentPhone, memory: 8 },
    },
  ];
  const students = [];
  for (const sheet of sheets) {
    const student = await registerStudent(request, sheet.device, {
      name: sheet.name,
      phone: sheet.phone,
      level: 'sec-2',
    });
    const submit = await request.post(`/api/user/exams/${exam._id}`, {
      headers: { authorization: `Bearer ${student.token}` },
      data: [
        { question: stored[0]!._id, exam: exam._id, selected: sheet.first },
        { question: stored[1]!._id, exam: exam._id, selected: 'die Bücher' },
      ],
    });
    expect(submit.ok()).toBe(true);
    students.push(student);
  }

  const teacher = await openDevice(browser, teacherLaptop);
  const page = teacher.page;
  await useSession(page, 'admin', admin);
  await page.goto(`/admin/exam-form/${exam._id}`);
  await expect(page.getByTestId('exam-results-warning')).toBeVisible();
  await expect(page.getByTestId('paper-settings')).toBeVisible();
  const first = page.getByTestId('question-editor').first();
  const key = first.getByTestId('question-correct');
  await key.getByText('bist', { exact: true }).click();
  await key.getByText('bin', { exact: true }).click();
  await page.getByTestId('exam-save').click();
  // The editor asks first: the exam has results.
  await page.getByRole('button', { name: 'تأكيد' }).click();

  // Saved: the regrade is offered, its dry run read before anything is written.
  const dialog = page.getByTestId('regrade-dialog');
  await expect(dialog.getByTestId('regrade-table')).toBeVisible();
  const rows = dialog.getByTestId('regrade-table').locator('tbody tr.ant-table-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: 'نور الهدى سامي' })).toContainText('1 / 3');
  await expect(rows.filter({ hasText: 'نور الهدى سامي' })).toContainText('3 / 3');
  await expect(rows.filter({ hasText: 'يوسف عادل' })).toContainText('1 / 3');
  // The "saved" toast shows above the dialog that opened with it, not over its title.
  const saved = page.locator('.Toastify__toast').filter({ hasText: 'اتحفظ بنجاح' });
  await saved.evaluate((toast) => Promise.all(toast.getAnimations().map((each) => each.finished)));
  const titleInSight = await dialog.locator('.ant-modal-title').evaluate((element) => {
    const { x, y, width, height } = element.getBoundingClientRect();
    return element.contains(document.elementFromPoint(x + width / 2, y + height / 2));
  });
  expect(titleInSight).toBe(true);
  await shootBoth(page, 'exam-regrade-dry-run');
  await dialog.getByTestId('regrade-confirm').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('اتصححت نتيجتين')).toBeVisible();

  // The results page agrees, and its own action finds nothing left to change.
  await page.goto(`/admin/exam-results/${exam._id}`);
  await expect(page.getByText('نور الهدى سامي')).toBeVisible();
  await page.getByTestId('results-regrade').click();
  await expect(page.getByTestId('regrade-nothing')).toBeVisible();
  await shootBoth(page, 'exam-regrade-nothing-left');
  await page.getByTestId('regrade-cancel').click();
  await teacher.context.close();

  const student = await openDevice(browser, sheets[0]!.device);
  await useSession(student.page, 'user', students[0]!);
  await student.page.goto('/profile/exams-results');
  await expect(student.page.getByText('Wochentest: sein')).toBeVisible();
  await expect(student.page.getByText('3 / 3').first()).toBeVisible();
  await shootBoth(student.page, 'exam-regrade-student-result');
  await student.context.close();
});

test('the exam editor explains each paper setting and warns about an unfair draw', async ({
  browser,
  request,
}) => {
  const admin = await adminToken(request);
  const { exam } = await adminPost<{ exam: { _id: string } }>(request, admin, '/exams', {
    title: 'Übung: Artikel',
    // Timed: only an exam that closes can show an honour board.
    isTimed: true,
    startTime: Date.now() + 86_400_000,
    endTime: Date.now() + 90_000_000,
    questions: [
      { title: '___ Mann', options: ['Der', 'Die'], correct: ['Der'], score: 2 },
      { title: '___ Frau', options: ['Der', 'Die'], correct: ['Die'], score: 1 },
    ],
  });
  const { context, page } = await openDevice(browser, teacherLaptop);
  await useSession(page, 'admin', admin);
  await page.goto(`/admin/exam-form/${exam._id}`);
  const settings = page.getByTestId('paper-settings');
  await settings.getByLabel('لخبط ترتيب الأسئلة').click();
  await settings.getByLabel('لوحة الشرف').click();
  await settings.getByLabel('عدد الأسئلة اللي تتسحب لكل طالب').fill('1');
  await expect(page.getByTestId('draw-uneven')).toBeVisible();
  await settings.getByLabel('عدد الأسئلة اللي تتسحب لكل طالب').fill('5');
  await expect(page.getByTestId('draw-over-count')).toBeVisible();
  await settings.getByLabel('عدد الأسئلة اللي تتسحب لكل طالب').fill('1');
  await shootBoth(page, 'exam-editor-paper-settings');
  await page.getByTestId('exam-save').click();
  await expect(page.getByText('اتحفظ').first()).toBeVisible();
  await context.close();

  const saved = await request.get(`/api/admin/exams/${exam._id}`, {
    headers: { authorization: `Bearer ${admin.token}` },
  });
  expect(((await saved.json()) as { exam: object }).exam).toMatchObject({
    shuffleQuestions: true,
    shuffleOptions: false,
    honourBoard: true,
    drawCount: 1,
  });
});
