import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Analytics,
  Bill,
  LedgerResponse,
  SessionAdmin,
  SessionUser,
  WalletResponse,
} from '@sabora/contract';
import { insertCourse } from '../../../test/support/catalogue-fixtures';
import {
  adminCaller,
  bearer,
  buildTestApp,
  messagesOf,
  signUpStudent,
  type AdminCall,
  type TestContext,
} from '../../../test/support/helper';
import { csvLines, readXlsxDownload } from '../../../test/support/spreadsheets';
import { adminSession } from '../../../test/support/student-fixtures';
import { appendLedgerLine } from './ledger';

let ctx: TestContext;
let call: AdminCall;
let main: SessionAdmin;
let secondary: SessionAdmin;
const hour = 60 * 60 * 1000;

beforeAll(async () => {
  ctx = await buildTestApp();
  call = adminCaller(ctx.app);
  main = await adminSession(ctx, 'main');
  secondary = await adminSession(ctx, 'secondary');
});
afterAll(() => ctx.close());

const walletOf = async (student: SessionUser) =>
  (
    await ctx.app.inject({ url: '/api/user/wallet', headers: bearer(student.token) })
  ).json<WalletResponse>();

describe('a bill that credits the wallet', () => {
  it('puts the amount in the wallet as a payment line pointing at the bill', async () => {
    const student = await signUpStudent(ctx.app);
    const response = await call('POST', `/users/${student._id}/bills`, secondary.token, {
      amount: 300,
      method: 'instapay',
      note: 'شحن المحفظة',
      toWallet: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<Bill>()).toMatchObject({ amount: 300, courses: [], toWallet: true });
    const wallet = await walletOf(student);
    expect(wallet.balance).toBe(300);
    expect(wallet.entries).toEqual([
      expect.objectContaining({ kind: 'payment', amount: 300, note: 'شحن المحفظة' }),
    ]);
  });

  it('refuses courses and the wallet together (422, in Arabic)', async () => {
    const student = await signUpStudent(ctx.app);
    const course = await insertCourse(ctx);
    const response = await call('POST', `/users/${student._id}/bills`, main.token, {
      amount: 300,
      method: 'cash',
      courses: [course.id],
      toWallet: true,
    });
    expect(response.statusCode).toBe(422);
    expect(messagesOf(response)[0]).toContain('المحفظة');
  });

  it('takes the money back out when the bill is deleted, or refuses if it was spent', async () => {
    const student = await signUpStudent(ctx.app);
    const pay = async (amount: number) =>
      (
        await call('POST', `/users/${student._id}/bills`, main.token, {
          amount,
          method: 'cash',
          toWallet: true,
        })
      ).json<Bill>();
    const kept = await pay(100);
    const spent = await pay(200);
    const course = await insertCourse(ctx, { price: 250 });
    ctx.clock.advance(1);
    const bought = await ctx.app.inject({
      method: 'POST',
      url: `/api/user/courses/${course.id}/buy`,
      headers: bearer(student.token),
    });
    expect(bought.statusCode).toBe(200);
    // 50 left: the 200 bill can't come out.
    const refused = await call('DELETE', `/bills/${spent._id}`, main.token);
    expect(refused.statusCode).toBe(422);
    expect(messagesOf(refused)[0]).toContain('50');
    ctx.clock.advance(1);
    await appendLedgerLine(ctx.db, {
      userId: student._id,
      kind: 'code',
      amount: 5_000,
      at: new Date(ctx.clock.now()),
    });
    ctx.clock.advance(1);
    expect((await call('DELETE', `/bills/${kept._id}`, main.token)).statusCode).toBe(200);
    const wallet = await walletOf(student);
    expect(wallet.balance).toBe(0);
    expect(wallet.entries[0]).toMatchObject({ kind: 'payment', amount: -100, balanceAfter: 0 });
  });
});

describe('the whole ledger', () => {
  let from: number;
  let to: number;
  let student: SessionUser;

  beforeAll(async () => {
    ctx.clock.advance(hour);
    from = ctx.clock.now();
    student = await signUpStudent(ctx.app, { name: 'سلمى حسن' });
    await call('POST', `/users/${student._id}/wallet`, main.token, {
      amount: 40.5,
      note: 'تعويض',
    });
    ctx.clock.advance(hour);
    await call('POST', `/users/${student._id}/wallet`, main.token, {
      amount: -0.5,
      note: '=1+1',
    });
    ctx.clock.advance(hour);
    to = ctx.clock.now();
    await call('POST', `/users/${student._id}/wallet`, main.token, { amount: 5, note: 'بعدها' });
  });

  it('lists every wallet’s lines in the range, newest first, with their sum', async () => {
    const response = await call('GET', `/wallet-entries?from=${from}&to=${to}`, main.token);
    expect(response.statusCode).toBe(200);
    const body = response.json<LedgerResponse>();
    expect(body.count).toBe(2);
    expect(body.total).toBe(40);
    expect(body.entries.map((entry) => [entry.amount, entry.student?.name])).toEqual([
      [-0.5, 'سلمى حسن'],
      [40.5, 'سلمى حسن'],
    ]);
  });

  it('exports them as XLSX and CSV with Arabic headers', async () => {
    const xlsx = await call(
      'GET',
      `/wallet-entries/export?format=xlsx&from=${from}&to=${to}`,
      main.token,
    );
    const sheet = await readXlsxDownload(xlsx, 'حركات المحافظ.xlsx');
    expect(sheet.rows.slice(1)).toEqual([
      [
        expect.any(String),
        'سلمى حسن',
        student.phone,
        'تعديل من الإدارة',
        -0.5,
        40,
        null,
        '=1+1',
        main.name,
      ],
      [
        expect.any(String),
        'سلمى حسن',
        student.phone,
        'تعديل من الإدارة',
        40.5,
        40.5,
        null,
        'تعويض',
        main.name,
      ],
    ]);
    const csv = await call('GET', `/wallet-entries/export?from=${from}&to=${to}`, main.token);
    const lines = csvLines(csv);
    expect(lines[0]).toBe(
      'التاريخ,الطالب,رقم الموبايل,نوع الحركة,المبلغ (جنيه),الرصيد بعدها (جنيه),الكورس,الملاحظة,سجلها',
    );
    expect(lines).toHaveLength(3);
    // A debit stays a number a spreadsheet sums; a note that looks like a formula is defused.
    expect(lines[1]).toContain(",-0.5,40,,'=1+1,");
  });

  it('is the main admin’s: 403 for a secondary admin, 401 for a visitor, 422 for a bad range', async () => {
    for (const path of ['/wallet-entries', '/wallet-entries/export']) {
      expect((await call('GET', path, secondary.token)).statusCode).toBe(403);
      expect((await call('GET', path)).statusCode).toBe(401);
      const bad = await call('GET', `${path}?from=${to}&to=${from}`, main.token);
      expect(bad.statusCode).toBe(422);
      expect(messagesOf(bad)[0]).toContain('نهاية المدة');
    }
    const student = await signUpStudent(ctx.app);
    const asStudent = await ctx.app.inject({
      url: '/api/admin/wallet-entries',
      headers: bearer(student.token),
    });
    expect(asStudent.statusCode).toBe(403);
  });
});

describe('revenue by source in analytics', () => {
  it('splits codes, payments and purchases, and the sums agree with the rows', async () => {
    ctx.clock.advance(48 * hour);
    const from = ctx.clock.now();
    const student = await signUpStudent(ctx.app);
    await appendLedgerLine(ctx.db, {
      userId: student._id,
      kind: 'code',
      amount: 10_050,
      at: new Date(from),
    });
    await call('POST', `/users/${student._id}/bills`, main.token, {
      amount: 200,
      method: 'cash',
      toWallet: true,
    });
    await call('POST', `/users/${student._id}/bills`, main.token, { amount: 50, method: 'fawry' });
    const course = await insertCourse(ctx, { price: 120 });
    ctx.clock.advance(1);
    await ctx.app.inject({
      method: 'POST',
      url: `/api/user/courses/${course.id}/buy`,
      headers: bearer(student.token),
    });
    const to = ctx.clock.now() + 1;
    const figures = (
      await call('GET', `/analytics?from=${from}&to=${to}`, main.token)
    ).json<Analytics>();
    const { sources, total, byMethod } = figures.revenue;
    expect(sources).toEqual({
      codes: { amount: 100.5, count: 1 },
      payments: { amount: 250, count: 2 },
      received: { amount: 350.5, count: 3 },
      purchases: { amount: 120, count: 1 },
    });
    // An outsider's walk: the total said 250 while its own days summed to 350.5.
    expect(total).toEqual(sources.received);
    expect(byMethod.reduce((sum, row) => sum + row.amount, 0)).toBe(sources.payments.amount);
    // The chart of each day's money agrees with the headline: bills and codes alike.
    const perDay = figures.revenue.perDay;
    expect(perDay.reduce((sum, row) => sum + row.amount, 0)).toBe(total.amount);
    expect(perDay.reduce((sum, row) => sum + row.count, 0)).toBe(total.count);
    const ledger = (
      await call('GET', `/wallet-entries?from=${from}&to=${to}&kind=code`, main.token)
    ).json<LedgerResponse>();
    expect(ledger.total).toBe(sources.codes.amount);
  });
});
