import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { levelLabels, type Course, type SessionUser } from '@sabora/contract';
import { adminPost, adminToken, registerStudent, useSession } from '../support/api';
import { seriousFindings } from '../support/axe';
import { germanQuestions } from '../support/german-questions';
import { artifactsDir, e2eAdmin, e2ePort } from '../support/constants';
import { openDevice, otherPhone, studentPhone } from '../support/session';
import { createTimedExam } from '../support/timed-exam';

// Issue 18, decisions 0170–0172: the installed app. Playwright's page.route
// cannot see a worker's requests, so the other specs block it; these opt in.
test.use({ serviceWorkers: 'allow' });

const userCaches = () =>
  caches.keys().then((names) => names.filter((name) => name.startsWith('sabora-api-user-')));

/** Opens the app until its service worker controls the page. */
async function installed(browser: Browser, baseURL?: string) {
  const device = await openDevice(browser, studentPhone, baseURL ? { baseURL } : {});
  await device.page.goto('/');
  await device.page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await device.page.reload();
  await expect
    .poll(() => device.page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
  return device;
}

async function signInAs(page: Page, student: SessionUser) {
  await useSession(page, 'user', student);
  await page.goto('/profile');
}

test('a student reopens the catalogue and their pages offline; the next student never sees them', async ({
  browser,
  request,
}) => {
  const admin = await adminToken(request);
  const course = await adminPost<Course>(request, admin, '/course', {
    title: 'Offline lernen: Wortschatz',
    price: 0,
    level: 'sec-2',
  });
  const first = await registerStudent(request, studentPhone, {
    name: 'سلمى عادل',
    phone: '01512340101',
    level: 'sec-2',
  });
  const second = await registerStudent(request, otherPhone, {
    name: 'كريم ناصر',
    phone: '01512340102',
    level: 'sec-2',
  });
  // The first student's own data: a live parent link; the second has none.
  const made = await request.post('/api/user/parent-link', {
    headers: { authorization: `Bearer ${first.token}` },
    data: {},
  });
  expect(made.ok()).toBe(true);

  const { context, page } = await installed(browser);
  await signInAs(page, first);
  const linkState = page.getByTestId('parent-link-state');
  await expect(linkState).toContainText('فيه رابط شغال');
  await page.goto('/courses?level=sec-2');
  await expect(page.getByText(course.title)).toBeVisible();
  await page.goto('/profile/exams-results');
  await expect(page.getByTestId('results-empty')).toBeVisible();
  await expect(page.getByTestId('offline-bar')).toHaveCount(0);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('results-empty')).toBeVisible();
  await expect(page.getByTestId('offline-bar')).toContainText('مفيش إنترنت');
  await page.goto('/courses?level=sec-2');
  await expect(page.getByText(course.title)).toBeVisible();
  await page.goto('/profile');
  await expect(linkState).toContainText('فيه رابط شغال');
  const bar = page.getByTestId('offline-bar');
  await expect(bar).toContainText('دي آخر نسخة اتحفظت');
  await page.screenshot({ path: `${artifactsDir}offline-bar-phone.png` });
  expect(await seriousFindings(page)).toEqual([]);

  // Logout: the account's copies go with it, and offline nothing of theirs is left.
  await context.setOffline(false);
  await page.getByTestId('nav-menu-button').click();
  await page.getByTestId('logout').click();
  await expect.poll(() => page.evaluate(userCaches)).toEqual([]);
  await context.setOffline(true);
  await page.goto('/profile/exams-results');
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByTestId('results-empty')).toHaveCount(0);

  // The second student on the same phone sees only their own answers, online and offline.
  await context.setOffline(false);
  await signInAs(page, second);
  await expect(linkState).toHaveText('مفيش رابط شغال دلوقتي.');
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('offline-bar')).toBeVisible();
  await expect(linkState).toHaveText('مفيش رابط شغال دلوقتي.');
  expect(await page.evaluate(userCaches)).toEqual([`sabora-api-user-${second._id}`]);

  // Another account signing in without a logout (a shared phone): the worker drops the old copies.
  await context.setOffline(false);
  await signInAs(page, first);
  await expect(linkState).toContainText('فيه رابط شغال');
  await expect.poll(() => page.evaluate(userCaches)).toEqual([`sabora-api-user-${first._id}`]);
  await context.close();
});

test('offline, a page the phone never saved says so, and opens by itself when the network returns', async ({
  browser,
  request,
}) => {
  const admin = await adminToken(request);
  const course = await adminPost<Course>(request, admin, '/course', {
    title: 'Offline lernen: Perfekt',
    price: 0,
    level: 'sec-3',
  });
  const student = await registerStudent(request, studentPhone, {
    name: 'منة الله فتحي',
    phone: '01512340103',
    level: 'sec-3',
  });
  const { context, page } = await installed(browser);
  await signInAs(page, student);
  await page.goto('/courses?level=sec-3');
  await expect(page.getByText(course.title)).toBeVisible();

  // Offline from here: the results page was never opened, so no copy of it exists.
  await context.setOffline(true);
  await page.goto('/profile/exams-results');
  const notSaved = page.getByTestId('offline-not-saved');
  await expect(notSaved).toContainText('الصفحة دي مش متحفظة على الجهاز ده');
  await expect(page.getByTestId('offline-bar')).toContainText('هتلاقي بس اللي فتحته قبل كده');
  // No "server unreachable" toast on top of the page's own words.
  await expect(page.getByText('تعذر الاتصال بالسيرفر')).toHaveCount(0);
  await page.screenshot({ path: `${artifactsDir}offline-not-saved-phone.png` });
  expect(await seriousFindings(page)).toEqual([]);

  // A page opened in the app after the browser said "offline" still gets the phone's copy.
  await page.getByTestId('nav-menu-button').click();
  await page.getByRole('link', { name: 'الرئيسية' }).click();
  await expect(page.getByText(course.title)).toBeVisible();
  await page.goBack();
  await expect(notSaved).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByTestId('results-empty')).toBeVisible();
  await expect(notSaved).toHaveCount(0);
  await context.close();
});

test('the manifest is valid, its icons exist, and the precache holds no admin code', async ({
  browser,
  request,
}) => {
  const manifest = (await (await request.get('/manifest.webmanifest')).json()) as {
    name: string;
    short_name: string;
    dir: string;
    lang: string;
    start_url: string;
    scope: string;
    display: string;
    theme_color: string;
    background_color: string;
    icons: { src: string; sizes: string; type: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({
    name: 'سبورة',
    short_name: 'سبورة',
    dir: 'rtl',
    lang: 'ar',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#1d6b57',
  });
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);
  const sizes = manifest.icons.filter((icon) => icon.purpose === 'any').map((icon) => icon.sizes);
  expect(sizes).toEqual(expect.arrayContaining(['48x48', '192x192', '512x512']));
  expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
  for (const icon of [...manifest.icons, { src: '/apple-touch-icon.png', sizes: '180x180' }]) {
    const response = await request.get(icon.src);
    expect(response.headers()['content-type'], icon.src).toBe('image/png');
    // A PNG's width and height are the big-endian words at bytes 16 and 20.
    const png = await response.body();
    expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`, icon.src).toBe(icon.sizes);
  }

  const { context, page } = await installed(browser);
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
    'href',
    '/manifest.webmanifest',
  );
  const precached = await page.evaluate(async () => {
    const name = (await caches.keys()).find((key) => key.startsWith('workbox-precache'));
    const cache = await caches.open(name!);
    return (await cache.keys()).map((entry) => new URL(entry.url).pathname);
  });
  expect(precached.some((path) => /\/assets\/index-.*\.js$/.test(path))).toBe(true);
  expect(precached.some((path) => /cairo-arabic-400-normal-.*\.woff2$/.test(path))).toBe(true);
  expect(precached.some((path) => /exam-page-.*\.js$/.test(path))).toBe(true);
  expect(
    precached.filter((path) =>
      /\/(?:admin-|users-page|exam-editor|exam-charts|BarChart|media-player|hls|vidstack)/.test(
        path,
      ),
    ),
  ).toEqual([]);
  expect(precached).not.toContain('/index.html');
  await context.close();
});

test('the install prompt waits for a second visit and remembers "not now"', async ({ browser }) => {
  const { context, page } = await openDevice(browser, studentPhone);
  // Chromium offers installation only after its own engagement checks; the event is what the app sees.
  const offerInstall = (tab: Page) =>
    tab.evaluate(() => {
      const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: () => Promise.resolve(),
        userChoice: Promise.resolve({ outcome: 'dismissed' }),
      });
      window.dispatchEvent(event);
    });
  await page.goto('/');
  await offerInstall(page);
  await expect(page.locator('main')).toBeVisible();
  await expect(page.getByTestId('install-prompt')).toHaveCount(0);
  // The visit is counted once the page is idle; a tab closed before that was no visit.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('sabora:visits'))).toBe('1');

  // A second visit is a new browser session (tab) on the same phone.
  const again = await context.newPage();
  await page.close();
  await again.goto('/');
  await offerInstall(again);
  const prompt = again.getByTestId('install-prompt');
  // Not over the first screen: it waits for the student's first tap or key (decision 0193).
  await expect(again.locator('main')).toBeVisible();
  await expect(prompt).toHaveCount(0);
  await again.keyboard.press('Shift');
  await expect(prompt).toBeVisible();
  await expect(prompt).toContainText('نزّل سبورة على موبايلك');
  await again.screenshot({ path: `${artifactsDir}install-prompt-phone.png` });
  expect(await seriousFindings(again)).toEqual([]);
  await prompt.getByRole('button', { name: 'مش دلوقتي' }).click();
  await expect(prompt).toHaveCount(0);
  expect(
    await again.evaluate(() => localStorage.getItem('sabora:install-dismissed')),
  ).not.toBeNull();
  await context.close();
});

test('the install offer comes with an exam’s result on a first visit, never while answering', async ({
  browser,
  request,
}) => {
  const admin = await adminToken(request);
  const { exam } = await adminPost<{ exam: { _id: string } }>(request, admin, '/exams', {
    title: 'Übung: fertig',
    discription: '',
    isTimed: false,
    questions: germanQuestions,
  });
  const student = await registerStudent(request, studentPhone, {
    name: 'هنا وليد',
    phone: '01512340105',
    level: 'sec-2',
  });
  const { context, page } = await openDevice(browser, studentPhone);
  await useSession(page, 'user', student);
  await page.goto(`/exam/${exam._id}`);
  // Every question answered: the page asks for the missing ones before it submits.
  for (const text of ['bin', 'laufen', 'schreiben', 'die Bücher']) {
    await page.getByRole('checkbox', { name: text, exact: true }).click();
  }
  await page.evaluate(() => {
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: () => Promise.resolve(),
      userChoice: Promise.resolve({ outcome: 'dismissed' }),
    });
    window.dispatchEvent(event);
  });
  await expect(page.getByTestId('exam-taking')).toBeVisible();
  await expect(page.getByTestId('install-prompt')).toHaveCount(0);

  await page.getByTestId('exam-submit').click();
  await page.getByRole('button', { name: 'تأكيد' }).click();
  const prompt = page.getByTestId('install-prompt');
  await expect(prompt).toContainText('برافو إنك خلّصت!');
  await expect(page.getByTestId('exam-taking')).toHaveCount(0);
  await page.screenshot({ path: `${artifactsDir}install-after-exam-phone.png` });
  expect(await seriousFindings(page)).toEqual([]);
  await prompt.getByRole('button', { name: 'مش دلوقتي' }).click();
  await expect(prompt).toHaveCount(0);
  await context.close();
});

/** A second server on a copy of the build, so a test can deploy a "new version" of the worker. */
async function startCopy(): Promise<{ baseURL: string; dist: string; stop: () => void }> {
  const dist = mkdtempSync(join(tmpdir(), 'sabora-web-'));
  cpSync(new URL('../../apps/web/dist/', import.meta.url).pathname, dist, { recursive: true });
  const port = e2ePort + 1;
  const server: ChildProcess = spawn('node', ['../apps/api/dist/server.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'sabora-e2e-copy-')),
      WEB_DIST: dist,
      ADMIN_EMAIL: e2eAdmin.identifier,
      ADMIN_PASSWORD: e2eAdmin.password,
      SEED_DEMO: 'false',
      ANTI_TAMPER: 'false',
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  const baseURL = `http://127.0.0.1:${port}`;
  await expect
    .poll(
      () =>
        fetch(`${baseURL}/api/health`).then(
          (response) => response.ok,
          () => false,
        ),
      {
        timeout: 60_000,
      },
    )
    .toBe(true);
  return {
    baseURL,
    dist,
    stop: () => {
      server.kill();
      rmSync(dist, { recursive: true, force: true });
    },
  };
}

test('a new version is offered with a prompt, applied by its button, and never shown or applied on the exam page', async ({
  browser,
  playwright,
}) => {
  test.setTimeout(120_000);
  const copy = await startCopy();
  try {
    const api = await playwright.request.newContext({ baseURL: copy.baseURL });
    const admin = await adminToken(api);
    const { exam } = await adminPost<{ exam: { _id: string } }>(api, admin, '/exams', {
      title: 'Test: Neue Version',
      discription: 'امتحان تجربة التحديث',
      isTimed: false,
      questions: germanQuestions,
    });
    const student = await registerStudent(api, studentPhone, {
      name: 'منى سمير',
      phone: '01512340103',
      level: 'sec-2',
    });
    let version = 1;
    /** Deploys a new version of the worker and lets the page look for it. */
    const deploy = async (page: Page) => {
      version += 1;
      const sw = join(copy.dist, 'sw.js');
      writeFileSync(sw, `${readFileSync(sw, 'utf8')}\n// version ${version}\n`);
      await page.evaluate(() =>
        navigator.serviceWorker.getRegistration().then((registration) => registration?.update()),
      );
      await expect
        .poll(() =>
          page.evaluate(() =>
            navigator.serviceWorker
              .getRegistration()
              .then((registration) => !!registration?.waiting),
          ),
        )
        .toBe(true);
    };
    const clientSideTo = (page: Page, path: string) =>
      page.evaluate((to) => {
        window.history.pushState(null, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, path);

    const { context, page } = await installed(browser, copy.baseURL);
    await useSession(page, 'user', student);
    await page.goto('/courses');
    await deploy(page);
    const prompt = page.getByTestId('update-prompt');
    await expect(prompt).toContainText('في نسخة جديدة — حدّث');
    await page.screenshot({ path: `${artifactsDir}update-prompt-phone.png` });
    expect(await seriousFindings(page)).toEqual([]);

    // The button switches to the new version and loads the page from it.
    await page.evaluate(() => Object.assign(window, { oldPage: true }));
    const reloaded = page.waitForEvent('load');
    await prompt.getByRole('button', { name: 'حدّث' }).click();
    await reloaded;
    expect(await page.evaluate(() => 'oldPage' in window)).toBe(false);
    await expect
      .poll(() =>
        page.evaluate(() =>
          navigator.serviceWorker
            .getRegistration()
            .then((registration) => registration?.waiting ?? null),
        ),
      )
      .toBeNull();

    await page.goto(`/exam/${exam._id}`);
    await expect(page.getByRole('checkbox', { name: 'bin', exact: true })).toBeVisible();

    // A version deployed while the student answers: no prompt, no reload.
    await page.getByRole('checkbox', { name: 'bin', exact: true }).click();
    await page.evaluate(() => Object.assign(window, { examPage: true }));
    await deploy(page);
    await expect(page.getByTestId('update-prompt')).toHaveCount(0);
    expect(await page.evaluate(() => 'examPage' in window)).toBe(true);
    await expect(page.getByRole('checkbox', { name: 'bin', exact: true })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    // Leaving the exam, the held offer shows: it was there all along.
    await clientSideTo(page, '/courses');
    await expect(page.getByTestId('update-prompt')).toBeVisible();
    expect(await page.evaluate(() => 'examPage' in window)).toBe(true);
    await context.close();
    await api.dispose();
  } finally {
    copy.stop();
  }
});

/**
 * A student on /courses, a timed exam in the banner, and a new version of the
 * worker (`deployed` from the current one's text) waiting, its prompt shown.
 */
async function examBannerWithWaitingVersion(
  browser: Browser,
  copy: { baseURL: string; dist: string },
  api: APIRequestContext,
  phone: string,
  deployed: (sw: string) => string,
) {
  const admin = await adminToken(api);
  const examId = await createTimedExam(api, admin, {
    title: 'Test: Neue Version',
    openedAgoMs: 5_000,
    closesInMs: 30 * 60_000,
    questions: germanQuestions,
  });
  const student = await registerStudent(api, studentPhone, {
    name: 'منى سمير',
    phone,
    level: 'sec-2',
  });
  const device = await installed(browser, copy.baseURL);
  const { page } = device;
  await useSession(page, 'user', student);
  await page.goto('/courses');
  const sw = join(copy.dist, 'sw.js');
  writeFileSync(sw, deployed(readFileSync(sw, 'utf8')));
  await page.evaluate(() =>
    navigator.serviceWorker.getRegistration().then((registration) => registration?.update()),
  );
  await expect(page.getByTestId('update-prompt')).toBeVisible();
  await page.evaluate(() => Object.assign(window, { oldPage: true }));
  return { ...device, examId };
}

const workerState = (page: Page) =>
  page.evaluate(() =>
    navigator.serviceWorker.getRegistration().then((registration) => ({
      waiting: registration?.waiting?.state ?? null,
      controller: navigator.serviceWorker.controller?.state,
    })),
  );

// Decisions 0195, 0198: the exam page keeps the old worker from handing over,
// so the banner's link switches before the exam page mounts, on /courses, and
// the exam loads in full from the new worker.
test.describe(() => {
  // Once in about four CI runs, on a loaded machine, Chromium never activates the
  // waiting worker after SKIP_WAITING: no request at all follows the click for 60 s
  // (traces of 2026-11-30 and 2026-12-01, the page on /courses behind its loader).
  // In use the link's 3 s fallback opens the exam then (the next test); here the
  // paused clock holds it, so the test is tried once more, on a fresh copy. A switch
  // that never happens still fails both tries.
  test.describe.configure({ retries: 1 });

  test('a waiting version is applied before an exam opened from the banner', async ({
    browser,
    playwright,
  }) => {
    test.setTimeout(150_000);
    const copy = await startCopy();
    const api = await playwright.request.newContext({ baseURL: copy.baseURL });
    try {
      const { context, page, examId } = await examBannerWithWaitingVersion(
        browser,
        copy,
        api,
        '01512340104',
        (sw) => `${sw}\n// version 2\n`,
      );
      // The link waits at most 3 s for the new worker to take over; a loaded
      // machine took longer once, and the exam then rightly opened on the
      // current version (the next test). Time stands still in the page from
      // just after the click until the exam's document arrives, so this test
      // always sees the switch, however long the takeover takes; and only
      // then. The new document inherits the paused clock, and its load once
      // never came under it; and a page paused before the click once never
      // took the click (the courses still loading, no request after it), so
      // the page is settled first and its clock runs until the click.
      await expect(page.getByRole('link', { name: levelLabels['sec-2'] }).first()).toBeVisible();
      await page.clock.install();
      await page.getByTestId('exam-banner').getByRole('link').click();
      await page.clock.pauseAt(Date.now() + 1_000);
      await page.waitForURL(new RegExp(`/exam/${examId}$`), {
        waitUntil: 'commit',
        timeout: 60_000,
      });
      await page.clock.resume();
      await page.waitForLoadState('load');
      expect(await page.evaluate(() => 'oldPage' in window)).toBe(false);
      // The new worker controls the exam page; none waits any more.
      await expect
        .poll(() => workerState(page))
        .toEqual({ waiting: null, controller: 'activated' });
      // And the page answers.
      const bin = page.getByRole('checkbox', { name: 'bin', exact: true });
      await bin.click();
      await expect(bin).toHaveAttribute('aria-checked', 'true');
      await context.close();
    } finally {
      await api.dispose();
      copy.stop();
    }
  });
});

// Decision 0198: a new worker that does not take over in time never holds the
// exam back: after 3 s it opens client-side, on the current version.
test('an exam opens on the current version when the waiting one does not take over', async ({
  browser,
  playwright,
}) => {
  test.setTimeout(150_000);
  const copy = await startCopy();
  const api = await playwright.request.newContext({ baseURL: copy.baseURL });
  try {
    // Its first message listener swallows SKIP_WAITING: the new worker stays waiting.
    const { context, page, examId } = await examBannerWithWaitingVersion(
      browser,
      copy,
      api,
      '01512340105',
      (sw) =>
        `self.addEventListener('message', (event) => event.stopImmediatePropagation());\n${sw}`,
    );
    const clicked = Date.now();
    await page.getByTestId('exam-banner').getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/exam/${examId}$`));
    // It waited for the new worker first, then opened without a load.
    expect(Date.now() - clicked).toBeGreaterThan(2_500);
    const bin = page.getByRole('checkbox', { name: 'bin', exact: true });
    await bin.click();
    await expect(bin).toHaveAttribute('aria-checked', 'true');
    expect(await page.evaluate(() => 'oldPage' in window)).toBe(true);
    expect(await workerState(page)).toEqual({ waiting: 'installed', controller: 'activated' });
    await context.close();
  } finally {
    await api.dispose();
    copy.stop();
  }
});
