import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index';
import { messages } from '../../messages';
import {
  bearer,
  buildTestApp,
  messagesOf,
  otherDevice,
  phoneDevice,
  signUpStudent,
  type TestContext,
} from '../../../test/support/helper';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

const login = (payload: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload });

describe('POST /api/auth/login', () => {
  it('signs in from the registered device and returns the user with a token', async () => {
    const student = await signUpStudent(ctx.app);
    const response = await login({ phone: student.phone, password: '12345678', hash: phoneDevice });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ _id: student._id, name: student.name, level: 'sec-1' });
    expect(typeof body.token).toBe('string');
    const me = await ctx.app.inject({ url: '/api/user/refresh-user', headers: bearer(body.token) });
    expect(me.statusCode).toBe(200);
  });

  it('accepts the phone typed with Arabic digits', async () => {
    const student = await signUpStudent(ctx.app);
    const arabicPhone = student.phone.replace(/\d/g, (d) =>
      String.fromCharCode(0x0660 + Number(d)),
    );
    const response = await login({ phone: arabicPhone, password: '12345678', hash: phoneDevice });
    expect(response.statusCode).toBe(200);
  });

  it('accepts the phone typed grouped with spaces in Arabic digits, as registration does', async () => {
    const student = await signUpStudent(ctx.app);
    const arabic = student.phone.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));
    const spaced = `${arabic.slice(0, 3)} ${arabic.slice(3, 7)} ${arabic.slice(7)}`;
    const response = await login({ phone: spaced, password: '12345678', hash: phoneDevice });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()._id).toBe(student._id);
  });

  it('signs in with the password pasted with spaces around it, as registration read it', async () => {
    const student = await signUpStudent(ctx.app);
    const response = await login({
      phone: student.phone,
      password: ' 12345678  ',
      hash: phoneDevice,
    });
    expect(response.statusCode, response.body).toBe(200);
  });

  it('refuses another device with 403 and a message to contact support', async () => {
    const student = await signUpStudent(ctx.app);
    const response = await login({ phone: student.phone, password: '12345678', hash: otherDevice });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(messages.wrongDevice);
  });

  it('binds the next device after an admin reset cleared the binding', async () => {
    const student = await signUpStudent(ctx.app);
    await ctx.db.update(users).set({ deviceHash: null }).where(eq(users.id, student._id));
    expect(
      (await login({ phone: student.phone, password: '12345678', hash: otherDevice })).statusCode,
    ).toBe(200);
    const back = await login({ phone: student.phone, password: '12345678', hash: phoneDevice });
    expect(back.statusCode).toBe(403);
  });

  it('answers a wrong password and an unknown phone alike', async () => {
    const student = await signUpStudent(ctx.app);
    const wrong = await login({ phone: student.phone, password: '99999999', hash: phoneDevice });
    const unknown = await login({ phone: '01599999999', password: '12345678', hash: phoneDevice });
    expect(wrong.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(400);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().message).toBe(messages.wrongCredentials);
  });

  it('does not tell a guesser about the device rule', async () => {
    const student = await signUpStudent(ctx.app);
    const response = await login({ phone: student.phone, password: '00000000', hash: otherDevice });
    expect(response.statusCode).toBe(400);
  });

  it('validates the fields in Arabic', async () => {
    const response = await login({ phone: '12', password: '', hash: 'x' });
    expect(response.statusCode).toBe(422);
    expect(messagesOf(response)).toEqual([
      'رقم الموبايل لازم يكون 11 رقم ويبدأ بـ 010 أو 011 أو 012 أو 015',
      'كلمة السر مطلوبة',
      'بصمة الجهاز مش صحيحة، حدّث الصفحة وحاول تاني',
    ]);
  });
});
