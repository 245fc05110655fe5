import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { answerEntriesOf, type SessionUser, type StudentQuestion } from '@sabora/contract';
import { examOverrides } from '../../db/schema/index';
import { insertCourse, insertVideo, studentWith } from '../../../test/support/catalogue-fixtures';
import {
  entriesFor,
  examCalls,
  graceMs,
  insertTimedExam,
  minute,
  type QuestionFixture,
} from '../../../test/support/exam-fixtures';
import { buildTestApp, type TestContext } from '../../../test/support/helper';
import { studentPaper } from '../exams/exam-dto';

// Correct options no other text could contain by chance.
const secretQuestions: QuestionFixture[] = [
  { title: 'Frage 1', options: ['RICHTIG-A', 'falsch-a'], correct: ['RICHTIG-A'], score: 1 },
  {
    title: 'Frage 2',
    options: ['RICHTIG-B', 'RICHTIG-C', 'falsch-b'],
    correct: ['RICHTIG-B', 'RICHTIG-C'],
    score: 2,
  },
];
const germanSecrets = ['RICHTIG-A', 'RICHTIG-B', 'RICHTIG-C'];

/**
 * Where a correct option shows up in a body other than as one of a question's
 * options or as the student's own choice — or any `correct` field at all.
 */
function leaksIn(body: unknown, secrets = germanSecrets, path = '$'): string[] {
  if (typeof body === 'string') return secrets.includes(body) ? [`${path} = ${body}`] : [];
  if (Array.isArray(body))
    return body.flatMap((item, index) => leaksIn(item, secrets, `${path}[${index}]`));
  if (body === null || typeof body !== 'object') return [];
  return Object.entries(body).flatMap(([key, value]) => {
    if (key === 'correct') return [`${path}.correct`];
    // The question's own options, and the student's own choices (answers and draft).
    if (key === 'options' || key === 'selected' || key === 'draft') return [];
    return leaksIn(value, secrets, `${path}.${key}`);
  });
}

let ctx: TestContext;
let calls: ReturnType<typeof examCalls>;
let exam: Awaited<ReturnType<typeof insertTimedExam>>;
let student: SessionUser;
const bodies: Array<[string, LightMyRequestResponse]> = [];

beforeAll(async () => {
  ctx = await buildTestApp();
  calls = examCalls(ctx);
  const course = await insertCourse(ctx);
  exam = await insertTimedExam(ctx, {
    courses: [course],
    questions: secretQuestions,
    values: { solutionUrl: 'https://youtu.be/loesung' },
  });
  const video = await insertVideo(ctx, { courses: [course], exams: [exam.row] });
  student = await studentWith(ctx, { courses: [course] });
  ctx.clock.set(exam.start + 1);
  const picks = entriesFor(exam, [['RICHTIG-A'], ['RICHTIG-B', 'falsch-b']]);
  const record = async (name: string, response: Promise<LightMyRequestResponse>) => {
    bodies.push([name, await response]);
  };
  await record('timed exams', calls.send('GET', '/shared/timed-exams', student.token));
  await record('video page', calls.send('GET', `/user/videos/${video.id}`, student.token));
  await record('video list', calls.send('POST', '/shared/videos', student.token, {}));
  await record('exam page', calls.open(exam.row.id, student.token));
  await record('draft', calls.saveDraft(exam.row.id, student.token, picks));
  await record('exam page with draft', calls.open(exam.row.id, student.token));
  await record('submit', calls.submit(exam.row.id, student.token, picks));
  await record('repeated submit', calls.submit(exam.row.id, student.token, picks));
  await record('exam page after submit', calls.open(exam.row.id, student.token));
  const list = await calls.send('GET', '/user/results', student.token);
  bodies.push(['results', list]);
  const resultId = list.json().results[0]._id;
  await record('result', calls.send('GET', `/user/results/${resultId}`, student.token));
  await record('solution', calls.send('GET', `/user/exam-solution/${exam.row.id}`, student.token));
});
afterAll(() => ctx.close());

describe('no correct option reaches a student while the exam is open', () => {
  it('every call answered', () => {
    expect(bodies.map(([name, response]) => [name, response.statusCode])).toEqual(
      bodies.map(([name]) => [name, 200]),
    );
  });

  it('no body names a correct option outside the options and the student’s own choices', () => {
    const found = bodies.flatMap(([name, response]) =>
      leaksIn(response.json()).map((where) => `${name}: ${where}`),
    );
    expect(found).toEqual([]);
  });

  it('no body carries a score while the exam is open', () => {
    const submit = bodies.find(([name]) => name === 'submit')![1].json();
    expect(submit).toEqual({
      earlyResult: { submittedAt: exam.start + 1, revealAt: exam.end + graceMs },
      serverTime: exam.start + 1,
    });
    const results = bodies.find(([name]) => name === 'results')![1].json();
    expect(results.results[0]).toMatchObject({ score: null, totalScore: null, revealed: false });
  });

  it('the scan itself finds a leak in a revealed result', async () => {
    ctx.clock.set(exam.end + 60_000);
    const revealed = await calls.open(exam.row.id, student.token);
    expect(leaksIn(revealed.json()).length).toBeGreaterThan(0);
  });
});

// Six questions whose titles and options no other text contains; each student draws two.
const drawnQuestions: QuestionFixture[] = Array.from({ length: 6 }, (_, n) => ({
  title: `Titel-${n}`,
  options: [`RICHTIG-${n}`, `falsch-${n}`, `auch-falsch-${n}`],
  correct: [`RICHTIG-${n}`],
  score: 1,
}));
const drawnSecrets = drawnQuestions.flatMap((question) => question.correct);

describe('a drawn, shuffled paper: nothing of another paper, no key before one’s own close', () => {
  let drawn: Awaited<ReturnType<typeof insertTimedExam>>;
  let onTime: SessionUser;
  let extra: SessionUser;
  const seen: Array<{
    name: string;
    who: SessionUser;
    hidden: boolean;
    response: LightMyRequestResponse;
  }> = [];

  /** The questions (titles and options) this student was not given. */
  const notTheirs = (who: SessionUser) => {
    const paper = new Set(studentPaper(drawn.row, drawn.questions, who._id).map((q) => q.id));
    return drawn.questions
      .filter((question) => !paper.has(question.id))
      .flatMap((question) => [question.id, question.title, ...question.options]);
  };

  beforeAll(async () => {
    const course = await insertCourse(ctx);
    drawn = await insertTimedExam(ctx, {
      courses: [course],
      questions: drawnQuestions,
      values: {
        shuffleQuestions: true,
        shuffleOptions: true,
        drawCount: 2,
        solutionUrl: 'https://youtu.be/loesung',
      },
    });
    onTime = await studentWith(ctx, { courses: [course] });
    extra = await studentWith(ctx, { courses: [course] });
    // Half an hour more for one student, as the teacher's override would give.
    await ctx.db
      .insert(examOverrides)
      .values({ examId: drawn.row.id, userId: extra._id, extraMinutes: 30 });
    const id = drawn.row.id;
    const record = async (
      name: string,
      who: SessionUser,
      hidden: boolean,
      response: Promise<LightMyRequestResponse>,
    ) => {
      seen.push({ name, who, hidden, response: await response });
    };
    /** Right answers to the student's own paper, read off their page. */
    const rightAnswers = async (who: SessionUser) => {
      const page = (await calls.open(id, who.token)).json<{ questions: StudentQuestion[] }>();
      const picks: Record<string, string[]> = {};
      for (const question of page.questions)
        picks[question._id] = question.options.filter((o) => o.startsWith('RICHTIG'));
      return answerEntriesOf(id, picks);
    };
    /** Every read a student has of the exam, its result and solution. */
    const readAll = async (who: SessionUser, hidden: boolean, when: string) => {
      await record(
        `${when} timed exams`,
        who,
        hidden,
        calls.send('GET', '/shared/timed-exams', who.token),
      );
      await record(`${when} exam page`, who, hidden, calls.open(id, who.token));
      const list = await calls.send('GET', '/user/results', who.token);
      seen.push({ name: `${when} results`, who, hidden, response: list });
      for (const result of list
        .json()
        .results.filter((r: { exam: { _id: string } | null }) => r.exam?._id === id))
        await record(
          `${when} result`,
          who,
          hidden,
          calls.send('GET', `/user/results/${result._id}`, who.token),
        );
      await record(
        `${when} solution`,
        who,
        hidden,
        calls.send('GET', `/user/exam-solution/${id}`, who.token),
      );
    };

    ctx.clock.set(drawn.start + 1);
    for (const who of [onTime, extra]) {
      await readAll(who, true, 'open');
      await record('draft', who, true, calls.saveDraft(id, who.token, await rightAnswers(who)));
    }
    await record(
      'submit',
      onTime,
      true,
      calls.submit(id, onTime.token, await rightAnswers(onTime)),
    );
    await record('repeated submit', onTime, true, calls.submit(id, onTime.token, []));
    await readAll(onTime, true, 'submitted');

    // The exam closed for everyone else; the student with extra time is still answering.
    ctx.clock.set(drawn.end + graceMs + 1);
    await readAll(extra, true, 'extra time');
    await record(
      'late draft',
      extra,
      true,
      calls.saveDraft(id, extra.token, await rightAnswers(extra)),
    );
    await record(
      'late submit',
      extra,
      true,
      calls.submit(id, extra.token, await rightAnswers(extra)),
    );
    await readAll(extra, true, 'extra time, submitted');
    await readAll(onTime, false, 'closed');

    ctx.clock.set(drawn.end + 30 * minute + graceMs + 1);
    await readAll(extra, false, 'closed');
  });

  it('every call answered', () => {
    expect(seen.map(({ name, response }) => [name, response.statusCode])).toEqual(
      seen.map(({ name }) => [name, 200]),
    );
  });

  it('no body names a question, or an option, of another student’s paper', () => {
    const found = seen.flatMap(({ name, who, response }) =>
      notTheirs(who)
        .filter((text) => response.body.includes(text))
        .map((text) => `${name} (${who.name}): ${text}`),
    );
    expect(found).toEqual([]);
  });

  it('no correct option before the student’s own window closes', () => {
    const found = seen
      .filter(({ hidden }) => hidden)
      .flatMap(({ name, response }) =>
        leaksIn(response.json(), drawnSecrets).map((where) => `${name}: ${where}`),
      );
    expect(found).toEqual([]);
  });

  it('the result with extra time stays hidden until that student’s own close', () => {
    const early = seen.find(({ name }) => name === 'extra time, submitted result')!;
    expect(early.response.json()).toEqual({
      earlyResult: expect.objectContaining({ revealAt: drawn.end + 30 * minute + graceMs }),
    });
    const listed = (name: string, who: SessionUser) =>
      seen
        .find((entry) => entry.name === name && entry.who === who)!
        .response.json()
        .results.find((result: { exam: { _id: string } }) => result.exam._id === drawn.row.id);
    expect(listed('extra time, submitted results', extra)).toMatchObject({
      score: null,
      totalScore: null,
      revealed: false,
    });
    expect(listed('closed results', onTime)).toMatchObject({ score: 2, revealed: true });
    expect(listed('closed results', extra)).toMatchObject({ score: 2, revealed: true });
    const shown = seen.filter(({ hidden }) => !hidden);
    for (const { who, response, name } of shown.filter(({ name }) => name === 'closed result')) {
      const answers = response.json().result.answers as Array<{ question: { _id: string } }>;
      const paper = studentPaper(drawn.row, drawn.questions, who._id).map((q) => q.id);
      expect(
        answers.map((answer) => answer.question._id),
        name,
      ).toEqual(paper);
      expect(leaksIn(response.json(), drawnSecrets).length).toBeGreaterThan(0);
    }
  });
});
