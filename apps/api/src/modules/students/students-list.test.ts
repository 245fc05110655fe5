import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminUser, SessionAdmin, SessionUser } from '@sabora/contract';
import { userCourses, type UserRow } from '../../db/schema/index';
import { messages } from '../../messages';
import { day, grantCourses, insertCourse } from '../../../test/support/catalogue-fixtures';
import {
  bearer,
  buildTestApp,
  messagesOf,
  signUpStudent,
  type TestContext,
} from '../../../test/support/helper';
import { readXlsxDownload } from '../../../test/support/spreadsheets';
import { adminSession, insertStudent } from '../../../test/support/student-fixtures';

// A student may call themselves anything; the spreadsheet must not run it.
const SARA = '=HYPERLINK("x") Sara 100%';

let ctx: TestContext;
let main: SessionAdmin;
let secondary: SessionAdmin;
let student: SessionUser;
let ahmed: UserRow;
let mariam: UserRow;
let youssef: UserRow;

beforeAll(async () => {
  ctx = await buildTestApp();
  main = await adminSession(ctx, 'main');
  secondary = await adminSession(ctx, 'secondary');
  student = await signUpStudent(ctx.app, { name: 'عمر خالد', level: 'prep-1' });
  ahmed = await insertStudent(ctx, {
    name: 'أحمد محمود',
    phone: '01012345678',
    fatherPhone: '01287654321',
    level: 'sec-3',
    governorate: 'cairo',
  });
  mariam = await insertStudent(ctx, {
    name: 'مَرْيَم عبد الله',
    phone: '01598765432',
    level: 'sec-3',
    attendanceType: 'center',
    vip: true,
  });
  youssef = await insertStudent(ctx, {
    name: 'يوسف إبراهيم',
    phone: '01111111111',
    level: 'sec-2',
    frozen: true,
    deviceHash: null,
  });
  await insertStudent(ctx, { name: SARA, phone: '01022222222' });
  await grantCourses(ctx, ahmed.id, [await insertCourse(ctx, { title: 'Deutsch A1' })]);
  // Mariam's only course lapsed yesterday: she owns none, in the filter and the export alike.
  const lapsed = await insertCourse(ctx, { title: 'Deutsch A2', accessDays: 30 });
  await ctx.db
    .insert(userCourses)
    .values({ userId: mariam.id, courseId: lapsed.id, until: new Date(ctx.clock.now() - day) });
});
afterAll(() => ctx.close());

const list = (query: string, token = main.token) =>
  ctx.app.inject({ url: `/api/admin/users?${query}`, headers: bearer(token) });
const namesOf = (response: { json(): { users: AdminUser[] } }) =>
  response.json().users.map((user) => user.name);

describe('GET /api/admin/users', () => {
  it('pages every student, newest first, with sign-in facts and the total count', async () => {
    const response = await list('pageSize=2');
    expect(response.statusCode).toBe(200);
    expect(response.json().count).toBe(5);
    expect(namesOf(response)).toEqual(['عمر خالد', SARA]);
    const next = await list('page=2&pageSize=2');
    expect(namesOf(next)).toEqual(['يوسف إبراهيم', 'مَرْيَم عبد الله']);
    const first = (await list('search=01012345678')).json().users[0];
    expect(first).toEqual({
      _id: ahmed.id,
      name: 'أحمد محمود',
      phone: '01012345678',
      fatherPhone: '01287654321',
      level: 'sec-3',
      governorate: 'cairo',
      attendanceType: 'online',
      courses: [expect.any(String)],
      access: [{ course: expect.any(String), until: null }],
      balance: 0,
      vip: false,
      frozen: false,
      showHidden: false,
      createdAt: ahmed.createdAt.getTime(),
      updatedAt: ahmed.updatedAt.getTime(),
      lastLoginAt: null,
      deviceBound: true,
    });
    expect(first).not.toHaveProperty('passwordHash');
  });

  // An outsider's walk: a number copied from WhatsApp (wrapped in U+202A…U+202C)
  // was refused with a 422, one with a zero-width space found nobody.
  it.each([
    ['a number copied from WhatsApp', '\u202A+20 101 234 5678\u202C'],
    ['Arabic digits with a zero-width space', '٠١٠١٢\u200B٣٤٥٦٧٨'],
    ['a name with direction marks', '\u200Fأحمد\u200B محمود\u2066'],
  ])('finds the student from %s: a search is cleaned, not refused', async (_, search) => {
    const response = await list(`search=${encodeURIComponent(search)}`);
    expect(response.statusCode).toBe(200);
    expect(namesOf(response)).toEqual(['أحمد محمود']);
  });

  it('shows when a student last signed in and whether a device is bound', async () => {
    const me = (await list(`search=${student.phone}`)).json().users[0];
    expect(me).toMatchObject({ lastLoginAt: ctx.clock.now(), deviceBound: true });
    const unbound = (await list('search=01111111111')).json().users[0];
    expect(unbound).toMatchObject({ deviceBound: false });
  });

  it.each([
    ['level=sec-3', ['مَرْيَم عبد الله', 'أحمد محمود']],
    ['governorate=cairo', ['أحمد محمود']],
    ['attendanceType=center', ['مَرْيَم عبد الله']],
    ['vip=true', ['مَرْيَم عبد الله']],
    ['frozen=true', ['يوسف إبراهيم']],
    ['noCourse=false', ['أحمد محمود']],
    ['level=sec-3&noCourse=true', ['مَرْيَم عبد الله']],
    ['vip=false&frozen=false&level=sec-3', ['أحمد محمود']],
  ])('filters by %s', async (query, names) => {
    expect(namesOf(await list(query))).toEqual(names);
  });

  describe('search', () => {
    it.each([
      ['a partial phone', '0101234', ['أحمد محمود']],
      ['the last digits of a phone', '2345678', ['أحمد محمود']],
      ['a full phone in Arabic digits', '٠١٠١٢٣٤٥٦٧٨', ['أحمد محمود']],
      ['a full phone in Persian digits', '۰۱۰۱۲۳۴۵۶۷۸', ['أحمد محمود']],
      ['a phone with the country code and spaces', '+20 101 234 5678', ['أحمد محمود']],
      ["the parent's phone", '01287654321', ['أحمد محمود']],
      ['a name without hamza', 'احمد', ['أحمد محمود']],
      ['a name without diacritics', 'مريم', ['مَرْيَم عبد الله']],
      ['part of a name with diacritics typed', 'يُوسُف', ['يوسف إبراهيم']],
      ['a name with alef variants', 'ابراهيم', ['يوسف إبراهيم']],
      ['a Latin name in another case', 'sara', [SARA]],
      ['extra spaces', '  عبد   الله ', ['مَرْيَم عبد الله']],
      ['% literally', '100%', [SARA]],
      ['_ literally', '_', []],
    ])('finds a student by %s', async (_case, search, names) => {
      expect(namesOf(await list(`search=${encodeURIComponent(search)}`))).toEqual(names);
    });
  });

  it.each([
    ['vip=maybe', 'فلتر الـ VIP لازم يكون true أو false'],
    ['frozen=1', 'فلتر الحسابات الموقوفة لازم يكون true أو false'],
    ['noCourse=yes', 'فلتر الطلاب اللي من غير كورسات لازم يكون true أو false'],
    ['level=grade-9', 'اختار الصف الدراسي'],
    ['governorate=berlin', 'اختار المحافظة'],
    ['attendanceType=home', 'اختار نظام الدراسة (سنتر أو أونلاين)'],
    ['pageSize=500', 'أقصى عدد في الصفحة 100'],
    [`search=${'x'.repeat(101)}`, 'كلمة البحث طويلة جداً'],
  ])('refuses ?%s in Arabic', async (query, message) => {
    const response = await list(query);
    expect(response.statusCode).toBe(422);
    expect(messagesOf(response)).toEqual([message]);
  });

  it('is open to secondary admins, who answer the phones', async () => {
    expect((await list('', secondary.token)).statusCode).toBe(200);
  });

  it('needs a token and refuses a student', async () => {
    expect((await ctx.app.inject({ url: '/api/admin/users' })).statusCode).toBe(401);
    const response = await list('', student.token);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: messages.adminsOnly });
  });
});

describe('GET /api/admin/users/export', () => {
  const exportCsv = (query: string, token = main.token) =>
    ctx.app.inject({ url: `/api/admin/users/export?${query}`, headers: bearer(token) });

  it('downloads the matching students as a CSV Excel opens in Arabic', async () => {
    const response = await exportCsv('level=sec-3');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename*=UTF-8''${encodeURIComponent('الطلاب.csv')}`,
    );
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(response.body.slice(1).split('\r\n')).toEqual([
      'الاسم,رقم الموبايل,رقم ولي الأمر,الصف,المحافظة,نظام الدراسة,الكورسات,VIP,موقوف,الجهاز مربوط,تاريخ التسجيل,آخر دخول',
      `مَرْيَم عبد الله,"=""01598765432""","=""01198765432""",الصف الثالث الثانوي,الجيزة,سنتر,,أيوه,لأ,أيوه,${cairo(mariam.createdAt)},`,
      `أحمد محمود,"=""01012345678""","=""01287654321""",الصف الثالث الثانوي,القاهرة,أونلاين,Deutsch A1,لأ,لأ,أيوه,${cairo(ahmed.createdAt)},`,
      '',
    ]);
  });

  it('downloads the same students as XLSX: Arabic headers, a right-to-left sheet', async () => {
    const response = await exportCsv('level=sec-3&format=xlsx');
    const sheet = await readXlsxDownload(response, 'الطلاب.xlsx');
    expect(sheet.title).toBe('الطلاب');
    expect(sheet.rows.map((row) => row.slice(0, 7))).toEqual([
      ['الاسم', 'رقم الموبايل', 'رقم ولي الأمر', 'الصف', 'المحافظة', 'نظام الدراسة', 'الكورسات'],
      [
        'مَرْيَم عبد الله',
        '01598765432',
        '01198765432',
        'الصف الثالث الثانوي',
        'الجيزة',
        'سنتر',
        null,
      ],
      [
        'أحمد محمود',
        '01012345678',
        '01287654321',
        'الصف الثالث الثانوي',
        'القاهرة',
        'أونلاين',
        'Deutsch A1',
      ],
    ]);
  });

  it('refuses an unknown format in Arabic', async () => {
    const response = await exportCsv('format=numbers');
    expect(response.statusCode).toBe(422);
    expect(messagesOf(response)).toEqual(['صيغة الملف لازم تكون csv أو xlsx']);
  });

  it('keeps a name that looks like a formula as text', async () => {
    const response = await exportCsv('search=sara');
    expect(response.body.split('\r\n')[1]).toMatch(
      /^"'=HYPERLINK\(""x""\) Sara 100%","=""01022222222""",/,
    );
  });

  it('lists every student without filters', async () => {
    const response = await exportCsv('');
    expect(response.body.trimEnd().split('\r\n')).toHaveLength(6);
    expect(response.body).toContain(youssef.phone);
  });

  it('refuses bad filters in Arabic', async () => {
    const response = await exportCsv('vip=maybe');
    expect(response.statusCode).toBe(422);
    expect(messagesOf(response)).toEqual(['فلتر الـ VIP لازم يكون true أو false']);
  });

  it('is open to secondary admins, needs a token and refuses a student', async () => {
    expect((await exportCsv('', secondary.token)).statusCode).toBe(200);
    expect((await ctx.app.inject({ url: '/api/admin/users/export' })).statusCode).toBe(401);
    expect((await exportCsv('', student.token)).statusCode).toBe(403);
  });
});

function cairo(date: Date): string {
  return new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Africa/Cairo',
    dateStyle: 'short',
    timeStyle: 'short',
  }).format(date);
}
