import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionAdmin, SessionUser } from '@sabora/contract';
import { messages } from '../../messages';
import { insertCourse } from '../../../test/support/catalogue-fixtures';
import {
  adminCaller,
  buildTestApp,
  messagesOf,
  signUpStudent,
  type AdminCall,
  type TestContext,
} from '../../../test/support/helper';
import { csvLines, readXlsxDownload } from '../../../test/support/spreadsheets';
import { adminSession } from '../../../test/support/student-fixtures';

let ctx: TestContext;
let call: AdminCall;
let main: SessionAdmin;
let secondary: SessionAdmin;
let student: SessionUser;
let between: { from: number; to: number };
const hour = 60 * 60 * 1000;

beforeAll(async () => {
  ctx = await buildTestApp();
  call = adminCaller(ctx.app);
  main = await adminSession(ctx, 'main');
  secondary = await adminSession(ctx, 'secondary');
  student = await signUpStudent(ctx.app, { name: 'نور الهدى' });
  const course = await insertCourse(ctx, { title: 'Oktober' });
  const pay = (payload: object) =>
    call('POST', `/users/${student._id}/bills`, secondary.token, payload);
  await pay({ amount: 100, method: 'cash', note: 'قديمة' });
  ctx.clock.advance(hour);
  const from = ctx.clock.now();
  await pay({ amount: 250, method: 'vodafone-cash', note: 'أكتوبر', courses: [course.id] });
  ctx.clock.advance(hour);
  await pay({ amount: 300, method: 'cash', note: '=1+1' });
  ctx.clock.advance(hour);
  between = { from, to: ctx.clock.now() };
  await pay({ amount: 50, method: 'cash', note: 'بعد المدة' });
});
afterAll(() => ctx.close());

const header = 'التاريخ,الطالب,رقم الموبايل,المبلغ (جنيه),طريقة الدفع,الكورسات,الملاحظة,سجلها';

describe('GET /api/admin/bills/export', () => {
  it('downloads the bills of the date range as XLSX, right to left, newest first', async () => {
    const response = await call(
      'GET',
      `/bills/export?format=xlsx&from=${between.from}&to=${between.to}`,
      main.token,
    );
    const sheet = await readXlsxDownload(response, 'الدفعات.xlsx');
    expect(sheet.rows[0]).toEqual(header.split(','));
    expect(sheet.rows.slice(1)).toEqual([
      [expect.any(String), 'نور الهدى', student.phone, 300, 'كاش', null, '=1+1', secondary.name],
      [
        expect.any(String),
        'نور الهدى',
        student.phone,
        250,
        'فودافون كاش',
        'Oktober',
        'أكتوبر',
        secondary.name,
      ],
    ]);
  });

  it('downloads CSV by default with the list’s filters', async () => {
    const response = await call('GET', '/bills/export?method=vodafone-cash', main.token);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csvLines(response);
    expect(lines[0]).toBe(header);
    expect(lines.slice(1)).toEqual([
      expect.stringMatching(/,نور الهدى,"=""0\d+""",250,فودافون كاش,Oktober,أكتوبر,/),
    ]);
  });

  it('refuses a bad format or a range that ends before it starts, in Arabic', async () => {
    const format = await call('GET', '/bills/export?format=ods', main.token);
    expect(format.statusCode).toBe(422);
    expect(messagesOf(format)).toEqual(['صيغة الملف لازم تكون csv أو xlsx']);
    const range = await call(
      'GET',
      `/bills/export?from=${between.to}&to=${between.from}`,
      main.token,
    );
    expect(range.statusCode).toBe(422);
    expect(messagesOf(range)).toEqual(['نهاية المدة لازم تكون بعد بدايتها']);
  });

  it('is for main admins: 401 without a token, 403 for an assistant and a student', async () => {
    expect((await call('GET', '/bills/export')).statusCode).toBe(401);
    const refused = await call('GET', '/bills/export', secondary.token);
    expect(refused.statusCode).toBe(403);
    expect(messagesOf(refused)).toEqual([messages.mainAdminsOnly]);
    expect((await call('GET', '/bills/export', student.token)).statusCode).toBe(403);
  });
});
