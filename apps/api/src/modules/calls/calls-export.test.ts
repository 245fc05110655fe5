import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionAdmin, SessionUser } from '@sabora/contract';
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
let secondary: SessionAdmin;
let student: SessionUser;
let between: { from: number; to: number };
let followUpAt: number;
const hour = 60 * 60 * 1000;

beforeAll(async () => {
  ctx = await buildTestApp();
  call = adminCaller(ctx.app);
  secondary = await adminSession(ctx, 'secondary');
  student = await signUpStudent(ctx.app, { name: 'يوسف سامي' });
  const log = (payload: object) =>
    call('POST', `/users/${student._id}/calls`, secondary.token, payload);
  await log({ direction: 'incoming', reason: 'exam', outcome: 'resolved', note: 'قبل المدة' });
  ctx.clock.advance(hour);
  const from = ctx.clock.now();
  followUpAt = from + 2 * hour;
  await log({
    direction: 'outgoing',
    reason: 'payment',
    outcome: 'follow-up',
    note: 'هيدفع بكرة',
    followUpAt,
  });
  ctx.clock.advance(hour);
  await log({ direction: 'incoming', reason: 'technical', outcome: 'no-answer' });
  ctx.clock.advance(hour);
  between = { from, to: ctx.clock.now() };
});
afterAll(() => ctx.close());

const header = [
  'التاريخ',
  'الطالب',
  'رقم الموبايل',
  'الاتجاه',
  'السبب',
  'النتيجة',
  'ميعاد المتابعة',
  'الملاحظة',
  'سجلها',
];

describe('GET /api/admin/calls/export', () => {
  it('downloads the calls of the date range as XLSX for an assistant, right to left', async () => {
    const response = await call(
      'GET',
      `/calls/export?format=xlsx&from=${between.from}&to=${between.to}`,
      secondary.token,
    );
    const sheet = await readXlsxDownload(response, 'المكالمات.xlsx');
    expect(sheet.rows[0]).toEqual(header);
    expect(sheet.rows.slice(1)).toEqual([
      [
        expect.any(String),
        'يوسف سامي',
        student.phone,
        'مكالمة واردة',
        'مشكلة تقنية',
        'مردش',
        null,
        null,
        secondary.name,
      ],
      [
        expect.any(String),
        'يوسف سامي',
        student.phone,
        'مكالمة صادرة',
        'دفع واشتراك',
        'محتاجة متابعة',
        expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/),
        'هيدفع بكرة',
        secondary.name,
      ],
    ]);
  });

  it('downloads CSV by default with the list’s filters, due follow-ups included', async () => {
    const byReason = await call('GET', '/calls/export?reason=exam', secondary.token);
    expect(byReason.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csvLines(byReason)).toEqual([
      header.join(','),
      expect.stringMatching(/,يوسف سامي,"=""0\d+""",مكالمة واردة,امتحان,اتحلت,,قبل المدة,/),
    ]);
    ctx.clock.set(followUpAt + hour);
    const due = await call('GET', '/calls/export?followUpDue=true', secondary.token);
    expect(csvLines(due).slice(1)).toEqual([expect.stringContaining('هيدفع بكرة')]);
  });

  it('refuses a bad format or filter in Arabic', async () => {
    const format = await call('GET', '/calls/export?format=xls', secondary.token);
    expect(format.statusCode).toBe(422);
    expect(messagesOf(format)).toEqual(['صيغة الملف لازم تكون csv أو xlsx']);
    const reason = await call('GET', '/calls/export?reason=gossip', secondary.token);
    expect(reason.statusCode).toBe(422);
  });

  it('needs an admin: 401 without a token, 403 for a student', async () => {
    expect((await call('GET', '/calls/export')).statusCode).toBe(401);
    const refused = await call('GET', '/calls/export', student.token);
    expect(refused.statusCode).toBe(403);
    expect(messagesOf(refused)).toHaveLength(1);
  });
});
