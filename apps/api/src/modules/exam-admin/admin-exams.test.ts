import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AdminExamPage, SessionUser } from '@sabora/contract';
import { results, type CourseRow, type VideoRow } from '../../db/schema/index';
import { messages } from '../../messages';
import {
  adminToken,
  insertCourse,
  insertVideo,
  studentWith,
} from '../../../test/support/catalogue-fixtures';
import { examCalls } from '../../../test/support/exam-fixtures';
import {
  buildTestApp,
  createAdmin,
  loginAdmin,
  messagesOf,
  type TestContext,
} from '../../../test/support/helper';

let ctx: TestContext;
let calls: ReturnType<typeof examCalls>;
let admin: string;
let student: SessionUser;
let dezember: CourseRow;
let januar: CourseRow;
let solutionVideo: VideoRow;
const missingId = '1b4e28ba-2fa1-4d3b-a3f5-ef19b5a7633b';
const start = Date.UTC(2026, 11, 5, 16);
const end = start + 3_600_000;

beforeAll(async () => {
  ctx = await buildTestApp();
  calls = examCalls(ctx);
  admin = await adminToken(ctx);
  student = await studentWith(ctx);
  dezember = await insertCourse(ctx, { title: 'Dezember' });
  januar = await insertCourse(ctx, { title: 'Januar' });
  solutionVideo = await insertVideo(ctx, { values: { title: 'Lösung: Akkusativ' } });
});
afterAll(() => ctx.close());

function form() {
  return {
    title: 'Monatstest Dezember',
    discription: 'الامتحان ساعة واحدة، ركز',
    isTimed: true,
    startTime: start,
    endTime: end,
    courses: [januar.id, dezember.id],
    isForCenter: false,
    solutionUrl: 'https://youtu.be/aqz-KE-bpKQ',
    video: solutionVideo.id,
    questions: [
      { title: 'Ich sehe ___ Mann.', options: ['der', 'den', 'dem'], correct: ['den'], score: 2 },
      {
        title: 'Welche Verben sind trennbar?',
        options: ['anrufen', 'besuchen', 'einkaufen'],
        correct: ['anrufen', 'einkaufen'],
        score: 3,
        imageUrl: '/uploads/images/2026/12/verben.png',
      },
    ],
  };
}

const create = async (body: object = form()) => {
  const response = await calls.send('POST', '/admin/exams', admin, body);
  expect(response.statusCode).toBe(200);
  return response.json<AdminExamPage>();
};

describe('POST /api/admin/exams', () => {
  it('creates the exam with its courses and its questions in order', async () => {
    const created = await create();
    expect(created).toEqual({
      exam: {
        _id: expect.any(String),
        title: 'Monatstest Dezember',
        discription: 'الامتحان ساعة واحدة، ركز',
        isTimed: true,
        startTime: start,
        endTime: end,
        prevCourse: [
          { _id: dezember.id, title: 'Dezember' },
          { _id: januar.id, title: 'Januar' },
        ].sort((a, b) => (a._id < b._id ? -1 : 1)),
        isForCenter: false,
        solutionUrl: 'https://youtu.be/aqz-KE-bpKQ',
        video: { _id: solutionVideo.id, title: 'Lösung: Akkusativ' },
        shuffleQuestions: false,
        shuffleOptions: false,
        drawCount: null,
        honourBoard: false,
        totalScore: 5,
        questionCount: 2,
        resultsCount: 0,
        createdAt: ctx.clock.now(),
        updatedAt: ctx.clock.now(),
      },
      questions: form().questions.map((question) => ({
        imageUrl: null,
        ...question,
        _id: expect.any(String),
      })),
    });
  });

  it('needs only a title: an untimed exam for everyone', async () => {
    const created = await create({ title: 'Übung 1', startTime: start });
    expect(created.exam).toMatchObject({
      discription: '',
      isTimed: false,
      startTime: null,
      endTime: null,
      prevCourse: [],
      isForCenter: false,
      solutionUrl: null,
      video: null,
      totalScore: 0,
      questionCount: 0,
    });
    expect(created.questions).toEqual([]);
  });

  it('reports every invalid field in Arabic', async () => {
    const response = await calls.send('POST', '/admin/exams', admin, {
      title: '',
      isTimed: true,
      startTime: end,
      endTime: start,
      courses: ['x'],
      questions: [
        { title: '', options: ['ja'], correct: [], score: 0 },
        { title: 'Frage', options: ['ja', 'ja'], correct: ['nein'], score: 1 },
        { title: 'x'.repeat(2001), options: ['a', ''], correct: ['a'], score: 'viel' },
      ],
    });
    expect(response.statusCode).toBe(422);
    expect(messagesOf(response)).toEqual([
      'اسم الامتحان مطلوب',
      'اختار الكورسات من القائمة',
      'نص السؤال مطلوب',
      'كل سؤال لازم يكون ليه اختيارين على الأقل',
      'اختار إجابة صحيحة واحدة على الأقل لكل سؤال',
      'درجة السؤال لازم تكون أكبر من صفر',
      'اختيارات السؤال الواحد لازم تكون مختلفة عن بعض',
      'الإجابة الصحيحة لازم تكون واحدة من اختيارات السؤال',
      'نص السؤال طويل جداً (أقصى حد 2000 حرف)',
      'الاختيار مينفعش يكون فاضي',
      'درجة السؤال لازم تكون رقم',
    ]);
  });

  it('needs both times of a timed exam, the end after the start', async () => {
    const missing = await calls.send('POST', '/admin/exams', admin, { title: 'T', isTimed: true });
    expect(messagesOf(missing)).toEqual([
      'ميعاد بداية الامتحان مطلوب للامتحان اللي بميعاد',
      'ميعاد نهاية الامتحان مطلوب للامتحان اللي بميعاد',
    ]);
    const reversed = await calls.send('POST', '/admin/exams', admin, {
      title: 'T',
      isTimed: true,
      startTime: start,
      endTime: start,
    });
    expect(messagesOf(reversed)).toEqual(['ميعاد نهاية الامتحان لازم يكون بعد ميعاد بدايته']);
  });

  it('refuses a draw of more questions than the exam has, under its field', async () => {
    const response = await calls.send('POST', '/admin/exams', admin, { ...form(), drawCount: 3 });
    expect(response.statusCode).toBe(422);
    expect(messagesOf(response)).toEqual([
      'عدد الأسئلة اللي تتسحب لكل طالب (3) أكبر من عدد أسئلة الامتحان (2)',
    ]);
    const all = await create({ ...form(), drawCount: 2, shuffleQuestions: true });
    expect(all.exam).toMatchObject({ drawCount: 2, shuffleQuestions: true, questionCount: 2 });
  });

  it('refuses courses and a solution video that do not exist', async () => {
    const response = await calls.send('POST', '/admin/exams', admin, {
      ...form(),
      courses: [dezember.id, missingId],
      video: missingId,
    });
    expect(response.statusCode).toBe(422);
    expect(messagesOf(response)).toEqual([messages.unknownCourses, messages.unknownSolutionVideo]);
  });

  it('needs an admin token', async () => {
    expect((await calls.send('POST', '/admin/exams', undefined, form())).statusCode).toBe(401);
    const response = await calls.send('POST', '/admin/exams', student.token, form());
    expect(response.statusCode).toBe(403);
    expect(messagesOf(response)).toEqual([messages.adminsOnly]);
  });

  it('is open to a secondary admin', async () => {
    const { row, password } = await createAdmin(ctx.db, { type: 'secondary' });
    const secondary = (await loginAdmin(ctx.app, row.identifier, password)).token;
    const response = await calls.send('POST', '/admin/exams', secondary, form());
    expect(response.statusCode).toBe(200);
  });
});

describe('GET /api/admin/exams and /api/admin/exams/{id}', () => {
  it('pages the exams newest first and searches titles', async () => {
    await create({ title: 'Wortschatz-Quiz' });
    const all = await calls.send('GET', '/admin/exams?pageSize=100', admin);
    const { exams, count } = all.json();
    expect(exams).toHaveLength(count);
    const second = await calls.send('GET', '/admin/exams?page=2&pageSize=1', admin);
    expect(second.json().exams).toEqual(exams.slice(1, 2));
    const found = await calls.send('GET', '/admin/exams?search=WORTSCHATZ', admin);
    expect(found.json().exams.map((e: { title: string }) => e.title)).toEqual(['Wortschatz-Quiz']);
  });

  it('validates the query in Arabic', async () => {
    const response = await calls.send('GET', '/admin/exams?page=0', admin);
    expect(response.statusCode).toBe(422);
    expect(messagesOf(response)).toEqual(['رقم الصفحة لازم يكون 1 أو أكتر']);
  });

  it('gives one exam with its questions and their correct options', async () => {
    const created = await create();
    const response = await calls.send('GET', `/admin/exams/${created.exam._id}`, admin);
    expect(response.json()).toEqual(created);
    expect(response.json().questions[1].correct).toEqual(['anrufen', 'einkaufen']);
  });

  it('answers 404 for an unknown exam and refuses a student', async () => {
    const unknown = await calls.send('GET', `/admin/exams/${missingId}`, admin);
    expect(unknown.statusCode).toBe(404);
    expect(messagesOf(unknown)).toEqual([messages.examNotFound]);
    expect((await calls.send('GET', '/admin/exams', student.token)).statusCode).toBe(403);
  });
});

describe('PATCH /api/admin/exams/{id}', () => {
  it('updates a question with _id, creates one without and deletes one left out', async () => {
    const created = await create();
    const [first, second] = created.questions;
    ctx.clock.advance(1000);
    const response = await calls.send('PATCH', `/admin/exams/${created.exam._id}`, admin, {
      title: 'Monatstest (neu)',
      questions: [
        { title: 'Neu: Wo ist ___ Buch?', options: ['das', 'der'], correct: ['das'], score: 1 },
        { ...second, score: 4, _id: second!._id },
      ],
    });
    expect(response.statusCode).toBe(200);
    const updated = response.json<AdminExamPage>();
    expect(updated.exam).toMatchObject({
      title: 'Monatstest (neu)',
      totalScore: 5,
      questionCount: 2,
      updatedAt: ctx.clock.now(),
      startTime: start,
    });
    expect(updated.questions.map((q) => [q.title, q.score])).toEqual([
      ['Neu: Wo ist ___ Buch?', 1],
      ['Welche Verben sind trennbar?', 4],
    ]);
    expect(updated.questions[1]!._id).toBe(second!._id);
    expect(updated.questions.map((q) => q._id)).not.toContain(first!._id);
  });

  it('refuses a question of another exam and changes nothing', async () => {
    const one = await create();
    const other = await create();
    const response = await calls.send('PATCH', `/admin/exams/${one.exam._id}`, admin, {
      title: 'Geändert',
      questions: [{ ...other.questions[0]!, _id: other.questions[0]!._id }],
    });
    expect(response.statusCode).toBe(422);
    expect(messagesOf(response)).toEqual([messages.foreignQuestion]);
    expect((await calls.send('GET', `/admin/exams/${one.exam._id}`, admin)).json()).toEqual(one);
  });

  it('checks the timing against the stored times', async () => {
    const created = await create();
    const response = await calls.send('PATCH', `/admin/exams/${created.exam._id}`, admin, {
      endTime: start - 1,
    });
    expect(response.statusCode).toBe(422);
    expect(messagesOf(response)).toEqual(['ميعاد نهاية الامتحان لازم يكون بعد ميعاد بدايته']);
  });

  it('checks the draw against the questions as they will be', async () => {
    const created = await create({ ...form(), drawCount: 2 });
    const path = `/admin/exams/${created.exam._id}`;
    const larger = await calls.send('PATCH', path, admin, { drawCount: 3 });
    expect(larger.statusCode).toBe(422);
    expect(messagesOf(larger)).toEqual([
      'عدد الأسئلة اللي تتسحب لكل طالب (3) أكبر من عدد أسئلة الامتحان (2)',
    ]);
    const fewer = await calls.send('PATCH', path, admin, { questions: [created.questions[0]] });
    expect(fewer.statusCode).toBe(422);
    expect(messagesOf(fewer)).toEqual([
      'عدد الأسئلة اللي تتسحب لكل طالب (2) أكبر من عدد أسئلة الامتحان (1)',
    ]);
    expect((await calls.send('GET', path, admin)).json()).toEqual(created);
    const both = await calls.send('PATCH', path, admin, {
      drawCount: 1,
      questions: [created.questions[0]],
    });
    expect(both.statusCode).toBe(200);
    const none = await calls.send('PATCH', path, admin, { drawCount: null, questions: [] });
    expect(none.json().exam).toMatchObject({ drawCount: null, questionCount: 0 });
  });

  it('drops the times of an exam made untimed', async () => {
    const created = await create();
    const response = await calls.send('PATCH', `/admin/exams/${created.exam._id}`, admin, {
      isTimed: false,
    });
    expect(response.json().exam).toMatchObject({ isTimed: false, startTime: null, endTime: null });
  });

  it('answers 404 for an unknown exam', async () => {
    const response = await calls.send('PATCH', `/admin/exams/${missingId}`, admin, { title: 'X' });
    expect(response.statusCode).toBe(404);
  });
});

describe('DELETE /api/admin/exams/{id}', () => {
  it('deletes the exam; its results stay with the exam shown as deleted', async () => {
    const created = await create({ title: 'Zum Löschen', questions: form().questions });
    const examId = created.exam._id;
    const solved = await calls.submit(examId, student.token, []);
    const resultId = solved.json().result._id;
    const response = await calls.send('DELETE', `/admin/exams/${examId}`, admin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: messages.deleted });
    expect((await calls.send('GET', `/admin/exams/${examId}`, admin)).statusCode).toBe(404);
    const [kept] = await ctx.db.select().from(results).where(eq(results.id, resultId));
    expect(kept?.examId).toBeNull();
    const mine = await calls.send('GET', `/user/results/${resultId}`, student.token);
    expect(mine.json().result).toMatchObject({ exam: null, score: 0 });
    expect(mine.json().result.answers.map((a: { question: unknown }) => a.question)).toEqual([
      null,
      null,
    ]);
  });

  it('answers 404 the second time', async () => {
    const created = await create({ title: 'Zweimal' });
    await calls.send('DELETE', `/admin/exams/${created.exam._id}`, admin);
    const again = await calls.send('DELETE', `/admin/exams/${created.exam._id}`, admin);
    expect(again.statusCode).toBe(404);
    expect(messagesOf(again)).toEqual([messages.examNotFound]);
  });
});

describe('a question deleted after it was answered', () => {
  it('shows in the result as deleted, with the grade it had', async () => {
    const created = await create({ title: 'Übung', questions: form().questions });
    const [first, second] = created.questions;
    const solved = await calls.submit(created.exam._id, student.token, [
      { question: first!._id, exam: created.exam._id, selected: 'den' },
    ]);
    await calls.send('PATCH', `/admin/exams/${created.exam._id}`, admin, {
      questions: [{ ...second, _id: second!._id }],
    });
    const detail = await calls.send(
      'GET',
      `/user/results/${solved.json().result._id}`,
      student.token,
    );
    expect(detail.json().result.answers[0]).toMatchObject({
      question: null,
      selected: ['den'],
      correct: ['den'],
      score: 2,
      rating: 'correct',
    });
    expect(detail.json().result.answers[1].question._id).toBe(second!._id);
  });
});

describe('the audit trail of exams', () => {
  it('records who created, changed and deleted an exam, with the changed settings', async () => {
    const created = await create({ ...form(), title: 'Audit-Test' });
    const id = created.exam._id;
    expect(
      (await calls.send('PATCH', `/admin/exams/${id}`, admin, { title: 'Audit-Test 2' }))
        .statusCode,
    ).toBe(200);
    expect((await calls.send('DELETE', `/admin/exams/${id}`, admin)).statusCode).toBe(200);

    const trail = await calls.send('GET', `/admin/audit?entityType=exam&entityId=${id}`, admin);
    expect(trail.statusCode).toBe(200);
    const entries = trail.json<{ entries: Array<{ action: string; changes: object }> }>().entries;
    expect(entries.map((entry) => entry.action).sort()).toEqual([
      'exam.create',
      'exam.delete',
      'exam.update',
    ]);
    expect(entries.find((entry) => entry.action === 'exam.update')?.changes).toEqual({
      title: { before: 'Audit-Test', after: 'Audit-Test 2' },
    });
  });

  it('records a change of the answer key, the questions, the description or the solution link', async () => {
    const created = await create({ ...form(), title: 'Schlüssel' });
    const id = created.exam._id;
    const [first, second] = created.questions;
    // The test clock stands still, so the entry of each update is told by its id.
    const seen = new Set<string>();
    const updateChanges = async (patch: object) => {
      expect((await calls.send('PATCH', `/admin/exams/${id}`, admin, patch)).statusCode).toBe(200);
      const trail = await calls.send('GET', `/admin/audit?entityType=exam&entityId=${id}`, admin);
      const entries = trail.json<{ entries: Array<{ _id: string; changes: object }> }>().entries;
      const fresh = entries.filter((entry) => !seen.has(entry._id));
      for (const entry of entries) seen.add(entry._id);
      expect(fresh).toHaveLength(1);
      return fresh[0]!.changes;
    };
    // An empty update records nothing: its one fresh entry is the create.
    await updateChanges({});

    expect(await updateChanges({ questions: [{ ...first!, correct: ['dem'] }, second] })).toEqual({
      questions: { before: null, after: 'السؤال 1: اتغير الإجابة الصحيحة' },
    });
    expect(
      await updateChanges({
        questions: [second, { title: 'Neu', options: ['ja', 'nein'], correct: ['ja'], score: 1 }],
      }),
    ).toMatchObject({
      questions: { before: null, after: 'السؤال 2: اتضاف؛ السؤال 1 القديم: اتمسح' },
    });
    expect(await updateChanges({ discription: 'Neu' })).toEqual({
      discription: { before: 'الامتحان ساعة واحدة، ركز', after: 'Neu' },
    });
    expect(await updateChanges({ solutionUrl: 'https://youtu.be/eRsGyueVLvQ' })).toEqual({
      solutionUrl: {
        before: 'https://youtu.be/aqz-KE-bpKQ',
        after: 'https://youtu.be/eRsGyueVLvQ',
      },
    });
  });
});
