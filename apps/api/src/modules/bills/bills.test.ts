import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Bill, SessionAdmin, SessionUser } from '@sabora/contract';
import { bills as billsTable, userCourses, users } from '../../db/schema/index';
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
import { adminSession } from '../../../test/support/student-fixtures';
import { createStudentsRepository } from '../students/students.repository';
import type { AuditService } from '../audit/audit.service';
import { adminTotalsChannel } from '../../app-core';
import { createKeptTotals } from '../../lib/kept-totals';
import { billFilterFields, createBillsRepository } from './bills.repository';
import { createBillsService } from './bills.service';

let ctx: TestContext;
let call: AdminCall;
let main: SessionAdmin;
let secondary: SessionAdmin;
beforeAll(async () => {
  ctx = await buildTestApp();
  call = adminCaller(ctx.app);
  main = await adminSession(ctx, 'main');
  secondary = await adminSession(ctx, 'secondary');
});
afterAll(() => ctx.close());

const ownedCourses = async (userId: string) =>
  (await ctx.db.select().from(userCourses).where(eq(userCourses.userId, userId))).map(
    (row) => row.courseId,
  );
const billCount = async (userId: string) =>
  (
    await ctx.db.select({ value: count() }).from(billsTable).where(eq(billsTable.userId, userId))
  )[0]!.value;

const missingId = '1b4e28ba-2fa1-4d3b-a3f5-ef19b5a7633b';
const hour = 60 * 60 * 1000;

describe('POST /api/admin/users/{id}/bills', () => {
  it('records the payment and grants its courses', async () => {
    const student = await signUpStudent(ctx.app, { name: 'نور الهدى' });
    const course = await insertCourse(ctx, { title: 'Oktober' });
    const response = await call('POST', `/users/${student._id}/bills`, secondary.token, {
      amount: 250,
      method: 'vodafone-cash',
      note: '  من رقم ولي الأمر ',
      courses: [course.id],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<Bill>()).toEqual({
      _id: expect.any(String),
      student: { _id: student._id, name: 'نور الهدى', phone: student.phone },
      amount: 250,
      method: 'vodafone-cash',
      note: 'من رقم ولي الأمر',
      courses: [{ _id: course.id, title: 'Oktober' }],
      toWallet: false,
      admin: { _id: secondary._id, name: secondary.name },
      createdAt: ctx.clock.now(),
    });
    expect(await ownedCourses(student._id)).toEqual([course.id]);
  });

  it('records a payment without courses, and a course already owned stays owned once', async () => {
    const student = await signUpStudent(ctx.app);
    const course = await insertCourse(ctx);
    await call('POST', `/users/${student._id}/bills`, main.token, {
      amount: 100,
      method: 'cash',
      courses: [course.id],
    });
    const again = await call('POST', `/users/${student._id}/bills`, main.token, {
      amount: 100,
      method: 'cash',
      courses: [course.id],
    });
    expect(again.statusCode).toBe(200);
    const plain = await call('POST', `/users/${student._id}/bills`, main.token, {
      amount: 50,
      method: 'fawry',
    });
    expect(plain.json()).toMatchObject({ note: '', courses: [] });
    expect(await ownedCourses(student._id)).toEqual([course.id]);
  });

  it('writes nothing when a course does not exist: no bill, no grant', async () => {
    const student = await signUpStudent(ctx.app);
    const course = await insertCourse(ctx);
    const response = await call('POST', `/users/${student._id}/bills`, main.token, {
      amount: 300,
      method: 'instapay',
      courses: [course.id, missingId],
    });
    expect(response.statusCode).toBe(422);
    expect(messagesOf(response)).toEqual([messages.unknownCourses]);
    expect(await billCount(student._id)).toBe(0);
    expect(await ownedCourses(student._id)).toEqual([]);
  });

  it('rolls the bill and the grant back together when a later step fails', async () => {
    const student = await signUpStudent(ctx.app);
    const course = await insertCourse(ctx);
    const failingAudit = {
      record: async () => {
        throw new Error('audit store down');
      },
    } as unknown as AuditService;
    const repository = createBillsRepository(ctx.db);
    // Nothing kept (no listener): this test is about the write.
    const kept = await createKeptTotals({
      channel: adminTotalsChannel,
      clock: ctx.clock,
      ttlMs: 0,
      max: 1,
    });
    const service = createBillsService({
      bills: repository,
      totals: kept.list('bills', {
        fields: billFilterFields,
        count: (filters) => repository.totals(filters),
      }),
      students: createStudentsRepository(ctx.db),
      audit: failingAudit,
      clock: ctx.clock,
      forgetStudent: () => undefined,
    });
    const actor = { id: main._id, name: main.name };
    await expect(
      service.create(actor, student._id, {
        amount: 200,
        method: 'cash',
        note: '',
        courses: [course.id],
        toWallet: false,
      }),
    ).rejects.toThrow('audit store down');
    expect(await billCount(student._id)).toBe(0);
    expect(await ownedCourses(student._id)).toEqual([]);
  });

  it('reports every invalid field in Arabic', async () => {
    const student = await signUpStudent(ctx.app);
    const response = await call('POST', `/users/${student._id}/bills`, main.token, {
      amount: 10.5,
      method: 'bitcoin',
      note: 'x'.repeat(1001),
      courses: ['x'],
    });
    expect(response.statusCode).toBe(422);
    expect(messagesOf(response)).toEqual([
      'المبلغ لازم يكون جنيهات صحيحة من غير كسور',
      'اختار طريقة الدفع',
      'الملاحظة طويلة جداً (أقصى حد 1000 حرف)',
      'فيه كورس من اللي اخترتهم مش صحيح',
    ]);
  });

  it.each([
    [{ amount: 0 }, 'المبلغ لازم يكون أكبر من صفر'],
    [{ amount: -5 }, 'المبلغ لازم يكون أكبر من صفر'],
    [{ amount: '100' }, 'المبلغ لازم يكون رقم'],
    [{ amount: undefined }, 'المبلغ مطلوب'],
  ])('refuses %j', async (change, message) => {
    const student = await signUpStudent(ctx.app);
    const response = await call('POST', `/users/${student._id}/bills`, main.token, {
      method: 'cash',
      ...change,
    });
    expect(response.statusCode).toBe(422);
    expect(messagesOf(response)).toEqual([message]);
  });

  it('answers an unknown student with 404', async () => {
    const response = await call('POST', `/users/${missingId}/bills`, main.token, {
      amount: 100,
      method: 'cash',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: messages.userNotFound });
  });

  it('needs a token and refuses a student', async () => {
    const student = await signUpStudent(ctx.app);
    const form = { amount: 100, method: 'cash' };
    expect((await call('POST', `/users/${student._id}/bills`, undefined, form)).statusCode).toBe(
      401,
    );
    const refused = await call('POST', `/users/${student._id}/bills`, student.token, form);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: messages.adminsOnly });
  });
});

describe('GET /api/admin/users/{id}/bills', () => {
  it("lists the student's bills, newest first", async () => {
    const student = await signUpStudent(ctx.app);
    await call('POST', `/users/${student._id}/bills`, main.token, { amount: 100, method: 'cash' });
    ctx.clock.advance(1000);
    await call('POST', `/users/${student._id}/bills`, main.token, { amount: 200, method: 'cash' });
    const response = await call('GET', `/users/${student._id}/bills`, secondary.token);
    expect(response.statusCode).toBe(200);
    expect(response.json().bills.map((bill: Bill) => bill.amount)).toEqual([200, 100]);
  });

  it('answers an unknown student with 404, needs a token and refuses a student', async () => {
    expect((await call('GET', `/users/${missingId}/bills`, main.token)).statusCode).toBe(404);
    const student = await signUpStudent(ctx.app);
    expect((await call('GET', `/users/${student._id}/bills`)).statusCode).toBe(401);
    expect((await call('GET', `/users/${student._id}/bills`, student.token)).statusCode).toBe(403);
  });
});

describe('GET /api/admin/bills', () => {
  let day: number;
  let helper: SessionAdmin;
  let gone: SessionUser;
  beforeAll(async () => {
    // A quiet day of its own, after the other tests' bills (and within the admins' token lifetime).
    day = Date.UTC(2026, 10, 23, 8);
    ctx.clock.set(day);
    helper = await adminSession(ctx, 'secondary');
    const student = await signUpStudent(ctx.app, { name: 'حسام علي' });
    gone = await signUpStudent(ctx.app);
    const pay = (token: string, userId: string, amount: number, method: string) =>
      call('POST', `/users/${userId}/bills`, token, { amount, method });
    await pay(main.token, student._id, 100, 'cash');
    ctx.clock.advance(hour);
    await pay(helper.token, student._id, 250, 'vodafone-cash');
    ctx.clock.advance(hour);
    await pay(helper.token, gone._id, 400, 'cash');
    await ctx.db.delete(users).where(eq(users.id, gone._id));
  });

  const page = (query: string, token = main.token) =>
    call('GET', `/bills?from=${day}&to=${day + 3 * hour}&${query}`, token);

  it('lists the bills of the range, newest first, with names and the total', async () => {
    const response = await page('');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ count: 3, total: 750 });
    expect(body.bills.map((bill: Bill) => [bill.amount, bill.admin?.name])).toEqual([
      [400, helper.name],
      [250, helper.name],
      [100, main.name],
    ]);
    expect(body.bills[0].student).toBeNull();
    expect(body.bills[1].student).toMatchObject({ name: 'حسام علي' });
  });

  it.each([
    ['method=cash', [400, 100], 500],
    ['method=fawry', [], 0],
    ['pageSize=1&page=2', [250], 750],
  ])('filters by %s', async (query, amounts, total) => {
    const body = (await page(query)).json();
    expect(body.bills.map((bill: Bill) => bill.amount)).toEqual(amounts);
    expect(body.total).toBe(total);
  });

  it('filters by the admin who took the payment', async () => {
    const body = (await page(`adminId=${helper._id}`)).json();
    expect(body).toMatchObject({ count: 2, total: 650 });
  });

  it('takes `from` as included and `to` as excluded', async () => {
    const body = (
      await call('GET', `/bills?from=${day + hour}&to=${day + 2 * hour}`, main.token)
    ).json();
    expect(body.bills.map((bill: Bill) => bill.amount)).toEqual([250]);
  });

  it('hides the total from a secondary admin', async () => {
    const body = (await page('', secondary.token)).json();
    expect(body).toMatchObject({ count: 3, total: null });
  });

  it.each([
    [
      `from=${Date.UTC(2027, 0, 2)}&to=${Date.UTC(2027, 0, 1)}`,
      'نهاية المدة لازم تكون بعد بدايتها',
    ],
    ['from=yesterday', 'بداية المدة لازم يكون تاريخ'],
    ['method=card', 'اختار طريقة الدفع'],
    ['adminId=42', 'الأدمن المختار مش صحيح'],
  ])('refuses ?%s in Arabic', async (query, message) => {
    const response = await call('GET', `/bills?${query}`, main.token);
    expect(response.statusCode).toBe(422);
    expect(messagesOf(response)).toEqual([message]);
  });

  it('needs a token and refuses a student', async () => {
    const student = await signUpStudent(ctx.app);
    expect((await call('GET', '/bills')).statusCode).toBe(401);
    expect((await call('GET', '/bills', student.token)).statusCode).toBe(403);
  });
});

describe('DELETE /api/admin/bills/{id}', () => {
  it('deletes the bill; the courses it granted stay with the student', async () => {
    const student = await signUpStudent(ctx.app);
    const course = await insertCourse(ctx);
    const bill = (
      await call('POST', `/users/${student._id}/bills`, main.token, {
        amount: 100,
        method: 'cash',
        courses: [course.id],
      })
    ).json<Bill>();
    const response = await call('DELETE', `/bills/${bill._id}`, main.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: messages.deleted });
    expect(await billCount(student._id)).toBe(0);
    expect(await ownedCourses(student._id)).toEqual([course.id]);
  });

  it('is for main admins only', async () => {
    const student = await signUpStudent(ctx.app);
    const bill = (
      await call('POST', `/users/${student._id}/bills`, secondary.token, {
        amount: 100,
        method: 'cash',
      })
    ).json<Bill>();
    expect((await call('DELETE', `/bills/${bill._id}`)).statusCode).toBe(401);
    expect((await call('DELETE', `/bills/${bill._id}`, student.token)).statusCode).toBe(403);
    const refused = await call('DELETE', `/bills/${bill._id}`, secondary.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: messages.mainAdminDeletesOnly });
    expect(await billCount(student._id)).toBe(1);
  });

  it('answers an unknown bill with 404', async () => {
    const response = await call('DELETE', `/bills/${missingId}`, main.token);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: messages.billNotFound });
  });
});

describe('course access granted by a bill', () => {
  const dayMs = 24 * hour;
  // Days of their own, after every other bill here, each call within an admin token's life.
  const start = Date.UTC(2026, 11, 1, 8);
  let before: number;
  beforeAll(() => {
    before = ctx.clock.now();
    ctx.clock.set(start);
  });
  afterAll(() => ctx.clock.set(before));

  it('lasts accessDays; a renewal extends from the later of now and the end', async () => {
    const admin = await adminSession(ctx, 'main');
    const student = await signUpStudent(ctx.app);
    const monthly = await insertCourse(ctx, { accessDays: 2 });
    const forGood = await insertCourse(ctx);
    const bill = async () => {
      const response = await call('POST', `/users/${student._id}/bills`, admin.token, {
        amount: 100,
        method: 'cash',
        courses: [monthly.id, forGood.id],
      });
      expect(response.statusCode).toBe(200);
    };
    const endsOf = async () =>
      Object.fromEntries(
        (await ctx.db.select().from(userCourses).where(eq(userCourses.userId, student._id))).map(
          (row) => [row.courseId, row.until?.getTime() ?? null],
        ),
      );
    await bill();
    expect(await endsOf()).toEqual({ [monthly.id]: start + 2 * dayMs, [forGood.id]: null });
    // Renewed a day early: the day left is kept.
    ctx.clock.set(start + dayMs);
    await bill();
    expect(await endsOf()).toEqual({ [monthly.id]: start + 4 * dayMs, [forGood.id]: null });
    // Renewed after it lapsed: counted from now, the gap is not paid for.
    ctx.clock.set(start + 5 * dayMs);
    await bill();
    expect(await endsOf()).toEqual({ [monthly.id]: start + 7 * dayMs, [forGood.id]: null });
  });
});
