import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index';
import { messages } from '../../messages';
import {
  bearer,
  buildTestApp,
  messagesOf,
  signupForm,
  type TestContext,
} from '../../../test/support/helper';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

const signup = (payload: unknown) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/signup', payload: payload as object });

describe('POST /api/auth/signup', () => {
  it('creates the student, binds the device and signs them in', async () => {
    const form = signupForm({ name: '  يوسف   محمد  ', level: 'prep-3', attendanceType: 'center' });
    const response = await signup(form);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.message).toBe(messages.signupWelcome);
    expect(body.user).toMatchObject({
      name: 'يوسف محمد',
      phone: form.phone,
      fatherPhone: form.fatherPhone,
      level: 'prep-3',
      governorate: 'giza',
      attendanceType: 'center',
      courses: [],
      vip: false,
      frozen: false,
      showHidden: false,
    });
    expect(body.user).not.toHaveProperty('password');
    const [row] = await ctx.db.select().from(users).where(eq(users.phone, form.phone));
    expect(row?.deviceHash).toBe(form.hash);
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);

    const me = await ctx.app.inject({
      url: '/api/user/refresh-user',
      headers: bearer(body.user.token),
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()._id).toBe(body.user._id);
  });

  it('stores phones pasted with the country code in their local form', async () => {
    const form = signupForm();
    const international = (phone: string) =>
      `+20 ${phone.slice(1, 4)} ${phone.slice(4, 7)} ${phone.slice(7)}`;
    const response = await signup({
      ...form,
      phone: international(form.phone),
      fatherPhone: `0020${form.fatherPhone.slice(1)}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().user).toMatchObject({
      phone: form.phone,
      fatherPhone: form.fatherPhone,
    });
  });

  it('refuses a phone that is already registered with a clear 422', async () => {
    const form = signupForm();
    expect((await signup(form)).statusCode).toBe(200);
    const again = await signup({ ...form, hash: 'c'.repeat(64) });
    expect(again.statusCode).toBe(422);
    expect(messagesOf(again)).toEqual([messages.phoneTaken]);
  });

  it('reports every invalid field in Arabic, one message each', async () => {
    const response = await signup({
      name: 'x',
      phone: '0131234567',
      fatherPhone: '',
      password: '12ab',
      confirmPassword: '12ab',
      level: 'grade-7',
      governorate: 'paris',
      attendanceType: 'home',
      hash: 'nope',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(messages.validationFailed);
    expect(messagesOf(response)).toEqual(
      expect.arrayContaining([
        'اكتب اسمك بالكامل: اسمك واسم والدك على الأقل',
        'رقم الموبايل لازم يكون 11 رقم ويبدأ بـ 010 أو 011 أو 012 أو 015',
        'رقم موبايل ولي الأمر مطلوب',
        'كلمة السر لازم تكون أرقام بس',
        'اختار الصف الدراسي',
        'اختار المحافظة',
        'اختار نظام الدراسة (سنتر أو أونلاين)',
        'بصمة الجهاز مش صحيحة، حدّث الصفحة وحاول تاني',
      ]),
    );
  });

  it.each([
    [
      'a parent phone equal to the phone',
      (f: ReturnType<typeof signupForm>) => ({ ...f, fatherPhone: f.phone }),
      'رقم ولي الأمر لازم يكون مختلف عن رقمك',
    ],
    [
      'a password shorter than 8 digits',
      (f: ReturnType<typeof signupForm>) => ({
        ...f,
        password: '1234567',
        confirmPassword: '1234567',
      }),
      'كلمة السر لازم تكون 8 أرقام على الأقل',
    ],
    [
      'a confirmation that differs',
      (f: ReturnType<typeof signupForm>) => ({ ...f, confirmPassword: '87654321' }),
      'تأكيد كلمة السر مش زي كلمة السر',
    ],
    [
      'a parent phone on an unknown network',
      (f: ReturnType<typeof signupForm>) => ({ ...f, fatherPhone: '01412345678' }),
      'رقم موبايل ولي الأمر لازم يكون 11 رقم ويبدأ بـ 010 أو 011 أو 012 أو 015',
    ],
  ])('refuses %s', async (_case, change, message) => {
    const response = await signup(change(signupForm()));
    expect(response.statusCode).toBe(422);
    expect(messagesOf(response)).toEqual([message]);
  });

  it('never stores anything for a rejected form', async () => {
    const form = signupForm({ confirmPassword: '00000000' });
    await signup(form);
    const rows = await ctx.db.select().from(users).where(eq(users.phone, form.phone));
    expect(rows).toHaveLength(0);
  });

  // design.md "Read/write symmetry": refused with 422 naming them, never silently dropped.
  it('refuses fields a student may not set, such as vip, naming them', async () => {
    const form = { ...signupForm(), vip: true, frozen: true, courses: ['x'] };
    const response = await signup(form);
    expect(response.statusCode).toBe(422);
    expect(messagesOf(response)).toEqual(['الحقول دي مش بتتبعت هنا: vip، frozen، courses']);
    const rows = await ctx.db.select().from(users).where(eq(users.phone, form.phone));
    expect(rows).toHaveLength(0);
  });

  it('answers malformed JSON with an Arabic 400, not a 500', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(messages.invalidJson);
  });
});
