import { expect, test, type Browser, type Page } from '@playwright/test';
import type { SessionAdmin, SessionUser } from '@sabora/contract';
import { adminPost, adminToken, registerStudent, useSession } from '../support/api';
import { shootBoth } from '../support/screens';
import { openDevice, otherPhone, studentPhone, type Device } from '../support/session';

// Eight questions of one point each; every student is given five, in their own order.
const questions = [
  ['Ich ___ müde.', ['bin', 'bist', 'ist']],
  ['Du ___ Lehrer.', ['bist', 'bin', 'sind']],
  ['Er ___ ein Buch.', ['liest', 'lese', 'lesen']],
  ['Wir ___ nach Hause.', ['gehen', 'geht', 'gehst']],
  ['Ihr ___ Deutsch.', ['lernt', 'lerne', 'lernen']],
  ['Sie ___ Kaffee.', ['trinkt', 'trinke', 'trinkst']],
  ['Ich ___ ein Auto.', ['habe', 'hat', 'haben']],
  ['Das Kind ___ gern.', ['spielt', 'spiele', 'spielen']],
].map(([title, options]) => ({
  title: title as string,
  options: options as string[],
  correct: [(options as string[])[0]!],
  score: 1,
}));
const correctOf = new Map(questions.map((question) => [question.title, question.correct[0]!]));

/** The question titles and each one's options, in the order the page shows them. */
async function paperOn(page: Page, card: 'question-card' | 'answer-card') {
  const cards = page.getByTestId(card);
  await expect(cards.first()).toBeVisible();
  return cards.evaluateAll(
    (elements, kind) =>
      elements.map((element) => {
        const title = element.querySelector(
          kind === 'question-card' ? '.question-card__title' : '.answer-card__title',
        )!.textContent!;
        const options = [
          ...element.querySelectorAll(
            kind === 'question-card' ? '[role="checkbox"]' : '.answer-option__text',
          ),
        ].map((option) => option.textContent!.trim());
        return { title: title.trim(), options };
      }),
    card,
  );
}

async function sitTheExam(
  browser: Browser,
  examId: string,
  device: Device,
  student: SessionUser,
  name: string,
) {
  const { context, page } = await openDevice(browser, device);
  await useSession(page, 'user', student);
  await page.goto(`/exam/${examId}`);
  const paper = await paperOn(page, 'question-card');
  expect(paper).toHaveLength(5);
  await expect(page.getByTestId('exam-bar')).toContainText('حليت 0 من 5');
  await expect(page.getByText('5 أسئلة', { exact: false }).first()).toBeVisible();

  // The same paper after a reload, options included.
  await page.reload();
  expect(await paperOn(page, 'question-card')).toEqual(paper);

  // Right on every question but the last, wrong there: 4 of 5.
  for (const [index, { title, options }] of paper.entries()) {
    const right = correctOf.get(title)!;
    const pick = index < 4 ? right : options.find((text) => text !== right)!;
    await page
      .getByTestId('question-card')
      .filter({ hasText: title })
      .getByRole('checkbox', { name: pick, exact: true })
      .click();
  }
  await expect(page.getByTestId('exam-bar')).toContainText('حليت 5 من 5');
  await shootBoth(page, `exam-paper-${name}`);
  // Answers kept on the phone follow the student's own questions across a reload.
  await page.reload();
  await expect(page.getByTestId('exam-bar')).toContainText('حليت 5 من 5');
  await page.getByTestId('exam-submit').click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'تأكيد' }).click();
  await expect(page.getByTestId('result-score')).toContainText('4 / 5');
  // Their own result, in their own order, options as they were shown.
  expect(await paperOn(page, 'answer-card')).toEqual(paper);
  await shootBoth(page, `exam-paper-${name}-result`);
  await context.close();
  return paper;
}

test('two students get their own drawn, shuffled papers and their own results', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const admin: SessionAdmin = await adminToken(request);
  const { exam } = await adminPost<{ exam: { _id: string } }>(request, admin, '/exams', {
    title: 'Wochentest: sein und haben',
    discription: 'كل طالب له ورقته',
    shuffleQuestions: true,
    shuffleOptions: true,
    drawCount: 5,
    questions,
  });
  const first = await registerStudent(request, studentPhone, {
    name: 'مريم عادل',
    phone: '01012348801',
    level: 'sec-1',
  });
  const second = await registerStudent(request, otherPhone, {
    name: 'يوسف طارق',
    phone: '01012348802',
    level: 'sec-1',
  });

  const one = await sitTheExam(browser, exam._id, studentPhone, first, 'first');
  const two = await sitTheExam(browser, exam._id, otherPhone, second, 'second');
  expect(two).not.toEqual(one);
});
