import { expect, test, type Page } from '@playwright/test';
import { governorateLabels, levelLabels } from '@sabora/contract';
import { adminPost, adminToken } from '../support/api';
import { artifactsDir } from '../support/constants';
import { chooseOption } from '../support/select';
import { openDevice, studentPhone, teacherLaptop, type Device } from '../support/session';
import { createTimedExam } from '../support/timed-exam';

// What a new student does in their first minutes, typed as a person types:
// Arabic-Indic digits from an Arabic keyboard, a phone number pasted with
// spaces, a wrong password, a reload and a lost connection in the middle of an
// exam. Once on a phone and once on a laptop; every step leaves a screenshot
// in e2e/artifacts/ for a person to look at.

const walks: Array<{ label: string; device: Device; phone: string; arabicPhone: string }> = [
  {
    label: 'phone',
    device: { ...studentPhone, memory: 7 },
    phone: '01023456781',
    arabicPhone: '٠١٠٢٣٤٥٦٧٨١',
  },
  {
    label: 'desktop',
    device: { ...teacherLaptop, memory: 16 },
    phone: '01523456782',
    arabicPhone: '٠١٥٢٣٤٥٦٧٨٢',
  },
];

const password = '24682468';
const hour = 60 * 60 * 1000;

const option = (page: Page, text: string) =>
  page.getByRole('checkbox', { name: text, exact: true });

for (const walk of walks) {
  test(`a new student registers, signs in and sits an exam (${walk.label})`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(150_000);
    const shot = (step: string) =>
      page.screenshot({ path: `${artifactsDir}walkthrough-${walk.label}-${step}.png` });
    const admin = await adminToken(request);
    const now = Date.now();
    const title = `Wochentest ${walk.label}`;
    // Running for another hour: the student reaches it from the banner.
    await adminPost(request, admin, '/exams', {
      title,
      discription: 'امتحان الأسبوع',
      isTimed: true,
      startTime: now - hour,
      endTime: now + hour,
      questions: [
        { title: 'Ich ___ Student.', options: ['bin', 'bist'], correct: ['bin'], score: 1 },
        {
          title: 'Welche Wörter sind Verben?',
          options: ['gehen', 'Tisch', 'lesen'],
          correct: ['gehen', 'lesen'],
          score: 2,
        },
      ],
    });
    // Others running beside it, closing soon: the banner holds more exams than one row of a laptop.
    for (const other of ['Hörverstehen', 'Grammatik Lektion 4', 'Wortschatz Lektion 5']) {
      await createTimedExam(request, admin, {
        title: `${other} ${walk.label}`,
        questions: [
          { title: 'Das ist ___ Buch.', options: ['ein', 'eine'], correct: ['ein'], score: 1 },
        ],
        openedAgoMs: 60_000,
        closesInMs: 3 * 60_000,
      });
    }

    const { context, page } = await openDevice(browser, walk.device);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);

    // Landing → register, typing everything.
    await page.goto('/');
    await page.getByRole('link', { name: 'اعمل حساب مجاناً' }).first().click();
    await expect(page).toHaveURL(/\/register$/);
    const form = page.getByTestId('register-form');
    await form.getByLabel('الاسم').pressSequentially('نور الدين سامي');
    // An Arabic keyboard types ٠١٠…: the field keeps Latin digits.
    const phone = form.getByLabel('رقم الموبايل', { exact: true });
    await phone.pressSequentially(walk.arabicPhone);
    await expect(phone).toHaveValue(walk.phone);
    await form.getByLabel('كلمة السر', { exact: true }).pressSequentially(password);
    await form.getByLabel('تأكيد كلمة السر').pressSequentially(password);
    // The parent's number is pasted from a contact, with its spaces.
    const fatherPhone = form.getByLabel('رقم موبايل ولي الأمر');
    await page.evaluate(() => navigator.clipboard.writeText('011 9876 5432'));
    await fatherPhone.focus();
    await page.keyboard.press('ControlOrMeta+V');
    await expect(fatherPhone).toHaveValue('01198765432');
    await chooseOption(page, form.getByLabel('الصف الدراسي'), levelLabels['sec-1']);
    await chooseOption(page, form.getByLabel('المحافظة'), governorateLabels.alexandria);
    await shot('1-register');
    await form.getByRole('button', { name: 'إنشاء الحساب' }).click();
    await expect(page).toHaveURL(/\/courses\?level=sec-1$/);
    await shot('2-courses');

    // Signs out, then back in: a wrong password first, kept on the page.
    await page.evaluate(() => localStorage.removeItem('user'));
    await page.goto('/login');
    const login = page.getByTestId('login-form');
    const identifier = login.getByLabel('رقم الموبايل أو البريد الإلكتروني');
    // The phone keyboard, not the letters one.
    await expect(identifier).toHaveAttribute('inputmode', 'tel');
    await identifier.pressSequentially(walk.arabicPhone);
    await login.getByLabel('كلمة السر').pressSequentially('13571357');
    await login.getByLabel('كلمة السر').press('Enter');
    await expect(page.getByTestId('login-refusal')).toContainText('رقم الموبايل أو كلمة السر غلط');
    await shot('3-wrong-password');
    await login.getByLabel('كلمة السر').fill('');
    await login.getByLabel('كلمة السر').pressSequentially(password);
    await login.getByRole('button', { name: 'دخول' }).click();
    await expect(page).toHaveURL(/\/courses\?level=sec-1$/);

    // The banner offers the running exam.
    const chip = page.getByTestId('exam-banner').getByRole('listitem').filter({ hasText: title });
    await expect(chip).toBeVisible();
    // Every exam whole, with its date, at every width: none scrolled out of sight.
    await expect(chip.locator('.exam-banner__date')).toBeVisible();
    const width = walk.device.screen.width;
    const chips = page.getByTestId('exam-banner').getByRole('listitem');
    expect(await chips.count()).toBeGreaterThanOrEqual(4);
    for (const box of await chips.evaluateAll((items) =>
      items.map((item) => item.getBoundingClientRect().toJSON() as DOMRect),
    )) {
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
    }
    // The support button keeps off the right edge, where Arabic lines start.
    if (width < 600) {
      const support = (await page.getByTestId('support-button').boundingBox())!;
      expect(support.x + support.width).toBeLessThan(width / 2);
    }
    await shot('4-banner');
    await chip.getByRole('link', { name: 'ادخل الامتحان' }).click();
    await expect(page.getByRole('timer')).toBeVisible();
    // The exam began an hour ago: the page says how long is left before the first question.
    await expect(page.getByTestId('late-start')).toBeVisible();
    await shot('5-late-start');
    await page.getByTestId('late-start').getByRole('button').click();
    const progress = page.getByTestId('exam-bar').getByText(/حليت/);
    await option(page, 'bin').click();
    // One of two answers picked: the question is not answered yet.
    await option(page, 'gehen').click();
    await expect(progress).toHaveText('حليت 1 من 2');
    await expect(page.getByTestId('save-status')).toHaveText(/اتحفظ$/);
    await shot('5-exam');

    // A reload keeps every choice.
    await page.reload();
    await expect(option(page, 'bin')).toHaveAttribute('aria-checked', 'true');
    await expect(option(page, 'gehen')).toHaveAttribute('aria-checked', 'true');

    // The connection drops: the choice stays on the phone, and goes as soon as it is back.
    await context.setOffline(true);
    await option(page, 'lesen').click();
    await expect(progress).toHaveText('حليت 2 من 2');
    await expect(page.getByTestId('save-status')).toHaveText(/اتحفظ على الجهاز/, {
      timeout: 5_000,
    });
    await shot('6-offline');
    await context.setOffline(false);
    await expect(page.getByTestId('save-status')).toHaveText(/اتحفظ$/, { timeout: 4_000 });
    // The bar stays opaque over the questions.
    const barBackground = await page
      .getByTestId('exam-bar')
      .evaluate((bar) => getComputedStyle(bar).backgroundColor);
    expect(barBackground).toBe('rgb(255, 255, 255)');

    await page.getByTestId('exam-submit').click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'تأكيد' }).click();
    await expect(page.getByTestId('early-result')).toBeVisible();
    await expect(page.getByTestId('reveal-at')).toContainText('بتوقيت القاهرة');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await shot('7-submitted');

    // The banner no longer says "enter" for it.
    await page.goto('/courses');
    await expect(chip).toBeVisible();
    await expect(chip.getByRole('link', { name: 'ادخل الامتحان' })).toHaveCount(0);
    await expect(chip.getByRole('link', { name: 'سلّمته' })).toBeVisible();
    await shot('8-banner-submitted');
    await context.close();
  });
}
