import { expect, test } from '@playwright/test';
import { adminPost, adminToken, registerStudent, useSession } from '../support/api';
import { seriousFindings, settle } from '../support/axe';
import { shootBoth } from '../support/screens';
import { openDevice, studentPhone, teacherLaptop } from '../support/session';

// Phones of this spec start 0105112 (unique across the specs).
const phone = '01051120001';

test('an admin sees a student’s watching and a video’s viewers, and gives views', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = await adminToken(request);
  const auth = { authorization: `Bearer ${admin.token}` };
  const course = await adminPost<{ _id: string }>(request, admin, '/course', {
    title: 'Grammatik: Die Fälle',
    price: 150,
    level: 'sec-1',
  });
  const video = await adminPost<{ _id: string }>(request, admin, '/video', {
    title: 'Lektion 3: Der Dativ',
    url: 'https://media.example.com/dativ.mp4',
    courses: [course._id],
    maxViews: 3,
  });
  const student = await registerStudent(request, studentPhone, {
    name: 'مريم صلاح',
    phone,
    level: 'sec-1',
  });
  const owned = await request.patch(`/api/admin/users/${student._id}`, {
    data: { courses: [course._id] },
    headers: auth,
  });
  expect(owned.ok(), await owned.text()).toBe(true);

  // A minute of the first 100 seconds, as the player's heartbeat reports it: started, one view.
  const beat = await request.post(`/api/user/videos/${video._id}/progress`, {
    data: {
      sitting: crypto.randomUUID(),
      position: 60,
      duration: 100,
      played: [[0, 60]],
      watched: 60,
    },
    headers: { authorization: `Bearer ${student.token}` },
  });
  expect(beat.ok(), await beat.text()).toBe(true);

  const teacher = await openDevice(browser, teacherLaptop);
  const { page } = teacher;
  await useSession(page, 'admin', admin);

  // The video's page: every owner, by status, with the phones to call.
  await page.goto(`/admin/videos/${video._id}`);
  const viewers = page.getByTestId('video-viewers');
  await expect(viewers.getByRole('heading', { name: 'مين اتفرج' })).toBeVisible();
  await expect(viewers.getByText('الكل (1)')).toBeVisible();
  await expect(viewers.getByText('بدأوا (1)')).toBeVisible();
  const row = viewers.getByRole('row', { name: /مريم صلاح/ });
  await expect(row).toContainText('بدأ ولسه مخلّصش');
  await expect(row.getByRole('progressbar', { name: /60%/ })).toBeVisible();
  await expect(row.getByRole('link', { name: phone, exact: true })).toHaveAttribute(
    'href',
    `tel:${phone}`,
  );
  await expect(row.getByRole('link', { name: `واتساب ${phone}` })).toHaveAttribute(
    'href',
    'https://wa.me/201051120001',
  );
  await expect(viewers.getByTestId('viewers-export-xlsx')).toBeVisible();

  // Two more views for her, typed in Arabic digits: the limit shown grows from 3 to 5.
  await row.getByTestId('views-add').click();
  const dialog = page.getByRole('dialog', { name: /زوّد مشاهدات/ });
  await dialog.getByLabel('عدد المشاهدات الزيادة').fill('٢');
  await dialog.getByTestId('views-add-ok').click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('1 من 5');
  await viewers.getByText('خلّصوا (0)').click();
  await expect(viewers.getByText('مفيش طلاب في القائمة دي')).toBeVisible();
  await viewers.getByText('الكل (1)').click();
  await expect(row).toBeVisible();
  await settle(page);
  expect(await seriousFindings(page)).toEqual([]);
  await shootBoth(page, 'video-viewers');

  // The student's page: the course's progress and the video with its views.
  await page.goto(`/admin/users/${student._id}`);
  const watching = page.getByTestId('student-watching');
  await expect(watching.getByText('المشاهدة', { exact: true })).toBeVisible();
  await expect(watching).toContainText('Grammatik: Die Fälle');
  await expect(watching).toContainText('خلّص 0 من فيديو واحد');
  const videoRow = watching.getByRole('row', { name: /Der Dativ/ });
  await expect(videoRow).toContainText('1 من 5');
  await expect(videoRow).toContainText('دقيقة واحدة');

  // Her count starts again: 0 of 5, the reset asked first.
  await videoRow.getByTestId('views-reset').click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'تأكيد' }).click();
  await expect(videoRow).toContainText('0 من 5');
  await expect(videoRow.getByTestId('views-reset')).toBeDisabled();
  await settle(page);
  expect(await seriousFindings(page)).toEqual([]);
  await watching.scrollIntoViewIfNeeded();
  await shootBoth(page, 'student-watching');

  await teacher.context.close();
});
