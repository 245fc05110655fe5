import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import type { SessionAdmin } from '@sabora/contract';
import { adminPost, adminToken } from '../support/api';
import { artifactsDir } from '../support/constants';
import { viewports } from '../support/screens';
import { studentPhone } from '../support/session';
import { createTimedExam, signedInStudent } from '../support/timed-exam';

// The reload while offline needs the service worker (the app shell and the exam from its cache).
test.use({ serviceWorkers: 'allow' });

/** Five one-answer questions: "Frage n" with the options "richtig n" and "falsch n". */
const questions = Array.from({ length: 5 }, (_, index) => ({
  title: `Frage ${index + 1}`,
  options: [`richtig ${index + 1}`, `falsch ${index + 1}`],
  correct: [`richtig ${index + 1}`],
  score: 1,
}));

const option = (page: Page, text: string) =>
  page.getByRole('checkbox', { name: text, exact: true });

async function choose(page: Page, text: string): Promise<void> {
  await option(page, text).click();
  await expect(option(page, text)).toHaveAttribute('aria-checked', 'true');
}

/** What the student sees where they are (not the full page): at phone and desktop width. */
async function shootViewport(page: Page, name: string): Promise<void> {
  for (const [label, size] of Object.entries(viewports)) {
    await page.setViewportSize(size);
    await page.screenshot({ path: `${artifactsDir}${name}-${label}.png` });
  }
  await page.setViewportSize(viewports.phone);
}

interface StoredResult {
  _id: string;
  answers: Array<{ question: { title: string } | null; selected: string[] }>;
}

/** The exam's results as the teacher sees them, with each one's answers. */
async function resultsOf(
  request: APIRequestContext,
  admin: SessionAdmin,
  examId: string,
): Promise<StoredResult[]> {
  const headers = { authorization: `Bearer ${admin.token}` };
  const list = await request.get(`/api/admin/exam-results/${examId}`, { headers });
  const { results } = (await list.json()) as { results: Array<{ _id: string }> };
  return Promise.all(
    results.map(async ({ _id }) => {
      const detail = await request.get(`/api/admin/results/${_id}`, { headers });
      return (await detail.json()) as StoredResult;
    }),
  );
}

/** Requests the service worker holds for Background Sync in `queueName` (workbox's IndexedDB). */
function queuedIn(page: Page, queueName: string): Promise<number> {
  return page.evaluate(
    (name) =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open('workbox-background-sync');
        open.onerror = () => {
          resolve(-1);
        };
        open.onsuccess = () => {
          const all = open.result.transaction('requests').objectStore('requests').getAll();
          all.onsuccess = () => {
            const entries = all.result as Array<{ queueName: string }>;
            resolve(entries.filter((entry) => entry.queueName === name).length);
          };
        };
      }),
    queueName,
  );
}

const chosen = (result: StoredResult) =>
  Object.fromEntries(result.answers.map((answer) => [answer.question?.title, answer.selected]));

async function openExamAsStudent(
  browser: Browser,
  request: APIRequestContext,
  examId: string,
  phone: string,
) {
  const { context, page } = await signedInStudent(browser, request, {
    device: { ...studentPhone, memory: 3 },
    name: 'نور الهدى سامي',
    phone,
  });
  await page.goto(`/exam/${examId}`);
  // The service worker takes the page over, so a reload offline comes from its cache.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) {
    await page.reload();
  }
  await expect(page.getByTestId('exam-taking')).toBeVisible();
  return { context, page };
}

test('offline mid-exam, a reload offline, then online: every answer stored once', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = await adminToken(request);
  const { exam } = await adminPost<{ exam: { _id: string } }>(request, admin, '/exams', {
    title: 'Übung offline',
    discription: '',
    isTimed: false,
    questions,
  });
  const { context, page } = await openExamAsStudent(browser, request, exam._id, '01012340101');

  await choose(page, 'richtig 1');
  await choose(page, 'falsch 2');
  await expect(page.getByTestId('save-status')).toHaveText(/اتحفظ$/);

  await context.setOffline(true);
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  // The exam says it in its own words: not twice, over a third of a phone's screen.
  await expect(page.getByTestId('offline-bar')).toHaveCount(0);
  await choose(page, 'richtig 3');
  await choose(page, 'richtig 4');
  await choose(page, 'falsch 5');
  await expect(page.getByTestId('save-status')).toContainText('على الجهاز');
  // Scrolled to the last question, the banner stays in sight with the bar.
  await expect(page.getByTestId('offline-banner')).toBeInViewport();
  await shootViewport(page, 'exam-offline-banner');

  await page.reload();
  await expect(page.getByTestId('exam-taking')).toBeVisible();
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  for (const text of ['richtig 1', 'falsch 2', 'richtig 3', 'richtig 4', 'falsch 5']) {
    await expect(option(page, text)).toHaveAttribute('aria-checked', 'true');
  }

  await context.setOffline(false);
  await expect(page.getByTestId('offline-banner')).toBeHidden();
  await page.getByTestId('exam-submit').click();
  await page.getByRole('button', { name: 'تأكيد' }).click();
  await expect(page.getByText('3 / 5').first()).toBeVisible();
  await expect(page.getByTestId('not-arrived')).toHaveCount(0);

  const stored = await resultsOf(request, admin, exam._id);
  expect(stored).toHaveLength(1);
  expect(chosen(stored[0]!)).toEqual({
    'Frage 1': ['richtig 1'],
    'Frage 2': ['falsch 2'],
    'Frage 3': ['richtig 3'],
    'Frage 4': ['richtig 4'],
    'Frage 5': ['falsch 5'],
  });
  await context.close();
});

test('the deadline passes offline: the sweeper grades what arrived, and the page says so', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = await adminToken(request);
  const examId = await createTimedExam(request, admin, {
    title: 'Wochentest offline',
    openedAgoMs: 30_000,
    closesInMs: 30_000,
    questions,
  });
  const { context, page } = await openExamAsStudent(browser, request, examId, '01012340202');

  await choose(page, 'richtig 1');
  await choose(page, 'richtig 2');
  await expect(page.getByTestId('save-status')).toHaveText(/اتحفظ$/);

  await context.setOffline(true);
  await choose(page, 'richtig 3');
  await choose(page, 'richtig 4');
  await choose(page, 'richtig 5');

  // The deadline's submit finds no network: it waits on the phone, calmly.
  await expect(page.getByTestId('submit-failed')).toBeVisible({ timeout: 45_000 });
  // The service worker holds it too, for Background Sync with the tab closed.
  await expect.poll(() => queuedIn(page, 'exam-submits')).toBeGreaterThan(0);
  await page.reload();
  await expect(page.getByTestId('submit-failed')).toBeVisible();
  await shootViewport(page, 'exam-offline-waiting');

  // Past end + grace the server's sweeper grades the draft that reached it.
  await expect
    .poll(async () => (await resultsOf(request, admin, examId)).length, { timeout: 30_000 })
    .toBe(1);

  await context.setOffline(false);
  const notArrived = page.getByTestId('not-arrived');
  await expect(notArrived).toBeVisible();
  await expect(notArrived).toContainText('3 من 5');
  await expect(page.getByText('2 / 5').first()).toBeVisible();
  await shootViewport(page, 'exam-offline-closed');

  const stored = await resultsOf(request, admin, examId);
  expect(stored).toHaveLength(1);
  expect(chosen(stored[0]!)).toMatchObject({ 'Frage 1': ['richtig 1'], 'Frage 2': ['richtig 2'] });
  await context.close();
});
