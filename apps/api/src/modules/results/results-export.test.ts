import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionAdmin } from '@sabora/contract';
import { messages } from '../../messages';
import {
  examCalls,
  insertExamWithQuestions,
  type InsertedExam,
} from '../../../test/support/exam-fixtures';
import {
  buildTestApp,
  messagesOf,
  signUpStudent,
  type TestContext,
} from '../../../test/support/helper';
import { storeResults } from '../../../test/support/result-fixtures';
import { csvLines, readXlsx, readXlsxDownload } from '../../../test/support/spreadsheets';
import { adminSession } from '../../../test/support/student-fixtures';

let ctx: TestContext;
let calls: ReturnType<typeof examCalls>;
let main: SessionAdmin;
let secondary: SessionAdmin;
let exam: InsertedExam;
const missingId = '1b4e28ba-2fa1-4d3b-a3f5-ef19b5a7633b';

beforeAll(async () => {
  ctx = await buildTestApp();
  calls = examCalls(ctx);
  main = await adminSession(ctx, 'main');
  secondary = await adminSession(ctx, 'secondary');
  exam = await insertExamWithQuestions(ctx, { values: { title: 'Monatstest' } });
  await storeResults(ctx, exam, [[['den'], ['anrufen']]], {
    name: 'منى أحمد',
    phone: '01012345678',
    fatherPhone: '01198765432',
    governorate: 'cairo',
  });
  await storeResults(ctx, exam, [[['den'], ['anrufen', 'einkaufen'], ['Haus', 'Baum', 'Tisch']]], {
    name: '=HYPERLINK("x") علي',
    phone: '01112345678',
    fatherPhone: '01298765432',
    governorate: 'giza',
  });
});
afterAll(() => ctx.close());

const exportOf = (examId: string, query: string, token?: string) =>
  calls.send('GET', `/admin/exam-results/${examId}/export${query}`, token);

const header = [
  'الاسم',
  'رقم الموبايل',
  'رقم ولي الأمر',
  'المحافظة',
  'الدرجة',
  'الدرجة النهائية',
  'النسبة %',
  'وقت التسليم',
  'س1: Ich sehe ___ Mann.',
  'س2: Welche Verben sind trennbar?',
  'س3: Welche Wörter sind Nomen?',
];

describe('GET /api/admin/exam-results/{examId}/export', () => {
  it('downloads an XLSX with Arabic headers, a right-to-left sheet and the results best first', async () => {
    const response = await exportOf(exam.row.id, '?format=xlsx', main.token);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const sheet = await readXlsxDownload(response, 'نتائج Monatstest.xlsx');
    expect(sheet.title).toBe('نتائج Monatstest');
    expect(sheet.rows[0]).toEqual(header);
    expect(sheet.rows.slice(1)).toEqual([
      [
        // Stored as text: the spreadsheet shows it and runs nothing.
        '=HYPERLINK("x") علي',
        '01112345678',
        '01298765432',
        'الجيزة',
        6.5,
        6.5,
        100,
        expect.any(String),
        2,
        3,
        1.5,
      ],
      [
        'منى أحمد',
        '01012345678',
        '01198765432',
        'القاهرة',
        3.5,
        6.5,
        53.8,
        expect.any(String),
        2,
        1.5,
        0,
      ],
    ]);
  });

  it('downloads a CSV with a byte order mark, the same columns and formulas defused', async () => {
    const response = await exportOf(exam.row.id, '?format=csv', main.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = csvLines(response);
    expect(lines[0]).toBe(header.join(','));
    expect(lines[1]).toMatch(
      /^"'=HYPERLINK\(""x""\) علي","=""01112345678""","=""01298765432""",الجيزة,6.5,6.5,100,/,
    );
    expect(lines[2]).toMatch(
      /^منى أحمد,"=""01012345678""","=""01198765432""",القاهرة,3.5,6.5,53.8,.+,2,1.5,0$/,
    );
    expect(lines).toHaveLength(3);
  });

  it('holds what the searched list shows: a name, or a parent’s phone in Arabic digits', async () => {
    const byName = csvLines(await exportOf(exam.row.id, '?search=%D9%85%D9%86%D9%89', main.token));
    expect(byName.slice(1)).toEqual([expect.stringMatching(/^منى أحمد,/)]);
    const parent = encodeURIComponent('٠١٢٩٨٧٦٥٤٣٢');
    const byParent = csvLines(await exportOf(exam.row.id, `?search=${parent}`, main.token));
    expect(byParent.slice(1)).toEqual([expect.stringMatching(/^"'=HYPERLINK/)]);
    const long = await exportOf(exam.row.id, `?search=${'س'.repeat(101)}`, main.token);
    expect(long.statusCode).toBe(422);
  });

  it('adds up a deleted question in a column of its own', async () => {
    const edited = await insertExamWithQuestions(ctx, { values: { title: 'Geändert' } });
    await storeResults(ctx, edited, [[['den'], ['anrufen', 'einkaufen']]]);
    const [first, second] = edited.questions;
    const kept = [first!, second!].map(({ id, title, options, correct, score }) => ({
      _id: id,
      title,
      options,
      correct,
      score,
    }));
    await calls.send('PATCH', `/admin/exams/${edited.row.id}`, main.token, {
      questions: [kept[1]],
    });
    const sheet = await readXlsx(await exportOf(edited.row.id, '?format=xlsx', main.token));
    expect(sheet.rows[0]?.slice(8)).toEqual(['س1: Welche Verben sind trennbar?', 'أسئلة اتمسحت']);
    expect(sheet.rows[1]?.slice(4, 7)).toEqual([5, 6.5, 76.9]);
    expect(sheet.rows[1]?.slice(8)).toEqual([3, 2]);
  });

  it('leaves a question blank for a student whose draw did not give it', async () => {
    const drawn = await insertExamWithQuestions(ctx, {
      values: { title: 'Ziehung', drawCount: 2 },
    });
    const [q1, q2, q3] = drawn.questions;
    // Papers of two of the three questions, graded as a submit grades them.
    await storeResults(ctx, { ...drawn, questions: [q1!, q3!] }, [[['den'], ['Haus']]], {
      name: 'أحمد, "الصغير"',
    });
    await storeResults(ctx, { ...drawn, questions: [q2!, q3!] }, [[['anrufen'], []]], {
      name: 'سلمى',
    });
    const sheet = await readXlsx(await exportOf(drawn.row.id, '?format=xlsx', main.token));
    expect(sheet.rows.slice(1).map((row) => [row[0], ...row.slice(4, 6), ...row.slice(8)])).toEqual(
      [
        ['أحمد, "الصغير"', 2.5, 3.5, 2, null, 0.5],
        ['سلمى', 1.5, 4.5, null, 1.5, 0],
      ],
    );
    const lines = csvLines(await exportOf(drawn.row.id, '?format=csv', main.token));
    expect(lines[1]).toMatch(/^"أحمد, ""الصغير""",.+,2,,0.5$/);
    expect(lines[2]).toMatch(/^سلمى,.+,,1.5,0$/);
  });

  it('gives CSV when no format is asked, and headers alone for an exam without results', async () => {
    const empty = await insertExamWithQuestions(ctx, { values: { title: 'Leer' }, questions: [] });
    const response = await exportOf(empty.row.id, '', main.token);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csvLines(response)).toEqual([header.slice(0, 8).join(',')]);
  });

  it('refuses an unknown format in Arabic, and an unknown exam with 404', async () => {
    const bad = await exportOf(exam.row.id, '?format=pdf', main.token);
    expect(bad.statusCode).toBe(422);
    expect(messagesOf(bad)).toEqual(['صيغة الملف لازم تكون csv أو xlsx']);
    const unknown = await exportOf(missingId, '?format=xlsx', main.token);
    expect(unknown.statusCode).toBe(404);
    expect(messagesOf(unknown)).toEqual([messages.examNotFound]);
  });

  it('needs a main admin: 401 without a token, 403 for a secondary admin and a student', async () => {
    expect((await exportOf(exam.row.id, '?format=csv')).statusCode).toBe(401);
    const refused = await exportOf(exam.row.id, '?format=csv', secondary.token);
    expect(refused.statusCode).toBe(403);
    expect(messagesOf(refused)).toEqual([messages.mainAdminsOnly]);
    const student = await signUpStudent(ctx.app);
    expect((await exportOf(exam.row.id, '?format=csv', student.token)).statusCode).toBe(403);
  });
});
