import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Course, SessionUser } from '@sabora/contract';
import { messages } from '../../messages';
import {
  adminToken,
  insertCourse,
  insertVideo,
  studentWith,
} from '../../../test/support/catalogue-fixtures';
import { bearer, buildTestApp, messagesOf, type TestContext } from '../../../test/support/helper';

let ctx: TestContext;
let admin: string;
let student: SessionUser;
beforeAll(async () => {
  ctx = await buildTestApp();
  admin = await adminToken(ctx);
  student = await studentWith(ctx);
});
afterAll(() => ctx.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, token?: string, payload?: object) =>
  ctx.app.inject({
    method,
    url: `/api/admin${url}`,
    headers: token ? bearer(token) : {},
    ...(payload ? { payload } : {}),
  });

const form = {
  title: 'Lektion 1–3: Oktober',
  description: 'شرح أول تلات دروس في الكتاب مع تمارين',
  imageUrl: '/uploads/images/2026/11/oktober.png',
  price: 250,
  level: 'sec-2',
  freeForSubscribers: false,
  showDate: Date.UTC(2026, 9, 1),
  isForCenter: false,
};

const missingId = '1b4e28ba-2fa1-4d3b-a3f5-ef19b5a7633b';

describe('POST /api/admin/course', () => {
  it('creates the course and returns it', async () => {
    const response = await call('POST', '/course', admin, form);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ ...form, _id: expect.any(String) });
  });

  it('fills in defaults: no image, not free, shown from now, for everyone', async () => {
    const response = await call('POST', '/course', admin, {
      title: 'Willkommen',
      price: 0,
      level: 'prep-1',
    });
    expect(response.json()).toMatchObject({
      description: '',
      imageUrl: null,
      freeForSubscribers: false,
      showDate: ctx.clock.now(),
      isForCenter: false,
      createdAt: ctx.clock.now(),
    });
  });

  it('reports every invalid field in Arabic', async () => {
    const response = await call('POST', '/course', admin, {
      title: '   ',
      price: 99.5,
      level: 'grade-7',
      imageUrl: 'ftp://files/x.png',
      showDate: 'tomorrow',
      freeForSubscribers: 'yes',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(messages.validationFailed);
    expect(messagesOf(response)).toEqual([
      'اسم الكورس مطلوب',
      'صورة الكورس لازم يكون رابط يبدأ بـ https:// أو ملف مرفوع على المنصة',
      'السعر لازم يكون جنيهات صحيحة من غير كسور',
      'اختار الصف الدراسي',
      'اختار هل الكورس مجاني للمشتركين',
      'ميعاد الظهور لازم يكون تاريخ',
    ]);
  });

  it.each([
    [{ price: -1 }, 'السعر مينفعش يكون بالسالب'],
    [{ title: 'x'.repeat(201) }, 'اسم الكورس طويل جداً (أقصى حد 200 حرف)'],
    [{ showDate: Date.UTC(2150, 0, 1) }, 'ميعاد الظهور لازم يكون قبل سنة 2100'],
    [
      { imageUrl: '/uploads/../secret' },
      'صورة الكورس لازم يكون رابط يبدأ بـ https:// أو ملف مرفوع على المنصة',
    ],
    [{ price: undefined }, 'السعر مطلوب'],
  ])('refuses %j', async (change, message) => {
    const response = await call('POST', '/course', admin, { ...form, ...change });
    expect(response.statusCode).toBe(422);
    expect(messagesOf(response)).toEqual([message]);
  });

  it('needs a token', async () => {
    expect((await call('POST', '/course', undefined, form)).statusCode).toBe(401);
  });

  it('refuses a student with 403, before looking at the form', async () => {
    const response = await call('POST', '/course', student.token, { title: '' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: messages.adminsOnly });
  });
});

describe('GET /api/admin/courses', () => {
  beforeAll(async () => {
    await insertCourse(ctx, { title: 'Grammatik: Der Dativ', level: 'sec-3' });
    await insertCourse(ctx, { title: 'Grammatik: Das Perfekt', level: 'sec-3' });
    await insertCourse(ctx, { title: 'Wortschatz 100% sicher', level: 'prep-2' });
  });

  it('pages the courses, newest first, with the total count', async () => {
    const all = await call('GET', '/courses?pageSize=100', admin);
    expect(all.statusCode).toBe(200);
    const total = all.json().count;
    const page = await call('GET', '/courses?page=2&pageSize=2', admin);
    expect(page.json().count).toBe(total);
    expect(page.json().courses).toEqual(all.json().courses.slice(2, 4));
  });

  it('searches titles without case and filters by level', async () => {
    const response = await call('GET', '/courses?search=grammatik&level=sec-3', admin);
    expect(response.json().count).toBe(2);
    expect(
      response
        .json()
        .courses.map((c: Course) => c.title)
        .sort(),
    ).toEqual(['Grammatik: Das Perfekt', 'Grammatik: Der Dativ']);
  });

  it('takes % and _ in a search literally', async () => {
    const response = await call('GET', `/courses?search=${encodeURIComponent('100%')}`, admin);
    expect(response.json().courses.map((c: Course) => c.title)).toEqual(['Wortschatz 100% sicher']);
    expect((await call('GET', '/courses?search=_', admin)).json().count).toBe(0);
  });

  it.each([
    ['page=0', 'رقم الصفحة لازم يكون 1 أو أكتر'],
    ['pageSize=500', 'أقصى عدد في الصفحة 100'],
    ['page=abc', 'رقم الصفحة لازم يكون رقم'],
    ['level=grade-9', 'اختار الصف الدراسي'],
  ])('refuses ?%s in Arabic', async (query, message) => {
    const response = await call('GET', `/courses?${query}`, admin);
    expect(response.statusCode).toBe(422);
    expect(messagesOf(response)).toEqual([message]);
  });

  it('needs a token', async () => {
    expect((await call('GET', '/courses')).statusCode).toBe(401);
  });

  it('refuses a student with 403', async () => {
    expect((await call('GET', '/courses', student.token)).statusCode).toBe(403);
  });
});

describe('GET /api/admin/course/{id}', () => {
  it('returns the course, hidden or not', async () => {
    const row = await insertCourse(ctx, {
      isForCenter: true,
      showDate: new Date(Date.UTC(2030, 0, 1)),
    });
    const response = await call('GET', `/course/${row.id}`, admin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ _id: row.id, isForCenter: true });
  });

  it('answers an unknown id with 404 and a malformed one with 422', async () => {
    const unknown = await call('GET', `/course/${missingId}`, admin);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: messages.courseNotFound });
    const malformed = await call('GET', '/course/42', admin);
    expect(malformed.statusCode).toBe(422);
    expect(messagesOf(malformed)).toEqual(['الرقم التعريفي في الرابط مش صحيح']);
  });

  it('needs a token and refuses a student', async () => {
    const row = await insertCourse(ctx);
    expect((await call('GET', `/course/${row.id}`)).statusCode).toBe(401);
    expect((await call('GET', `/course/${row.id}`, student.token)).statusCode).toBe(403);
  });
});

describe('PATCH /api/admin/course/{id}', () => {
  it('changes only the fields sent and moves updatedAt', async () => {
    const created = (await call('POST', '/course', admin, form)).json<Course>();
    ctx.clock.advance(60_000);
    const response = await call('PATCH', `/course/${created._id}`, admin, {
      price: 300,
      freeForSubscribers: true,
      imageUrl: null,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      ...created,
      price: 300,
      freeForSubscribers: true,
      imageUrl: null,
      updatedAt: created.updatedAt + 60_000,
    });
  });

  it('refuses invalid values in Arabic', async () => {
    const row = await insertCourse(ctx);
    const response = await call('PATCH', `/course/${row.id}`, admin, { title: '', level: 'x' });
    expect(response.statusCode).toBe(422);
    expect(messagesOf(response)).toEqual(['اسم الكورس مطلوب', 'اختار الصف الدراسي']);
  });

  it('answers an unknown id with 404', async () => {
    const response = await call('PATCH', `/course/${missingId}`, admin, { price: 1 });
    expect(response.statusCode).toBe(404);
  });

  it('needs a token and refuses a student', async () => {
    const row = await insertCourse(ctx);
    expect((await call('PATCH', `/course/${row.id}`, undefined, { price: 1 })).statusCode).toBe(
      401,
    );
    expect((await call('PATCH', `/course/${row.id}`, student.token, { price: 1 })).statusCode).toBe(
      403,
    );
  });
});

describe('DELETE /api/admin/course/{id}', () => {
  it('deletes the course and takes it off videos and students, leaving the rest', async () => {
    const doomed = await insertCourse(ctx, { title: 'Alt' });
    const kept = await insertCourse(ctx, { title: 'Neu' });
    const lesson = await insertVideo(ctx, { courses: [doomed, kept] });
    const buyer = await studentWith(ctx, { courses: [doomed, kept] });

    const response = await call('DELETE', `/course/${doomed.id}`, admin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'اتمسح بنجاح' });

    expect((await call('GET', `/course/${doomed.id}`, admin)).statusCode).toBe(404);
    const page = await call('GET', `/video/${lesson.id}`, admin);
    expect(page.json().video.courses).toEqual([{ _id: kept.id, title: 'Neu' }]);
    const me = await ctx.app.inject({
      url: '/api/user/refresh-user',
      headers: bearer(buyer.token),
    });
    expect(me.json().courses).toEqual([kept.id]);
  });

  it('answers an unknown id with 404', async () => {
    const response = await call('DELETE', `/course/${missingId}`, admin);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: messages.courseNotFound });
  });

  it('needs a token and refuses a student', async () => {
    const row = await insertCourse(ctx);
    expect((await call('DELETE', `/course/${row.id}`)).statusCode).toBe(401);
    expect((await call('DELETE', `/course/${row.id}`, student.token)).statusCode).toBe(403);
    expect((await call('GET', `/course/${row.id}`, admin)).statusCode).toBe(200);
  });
});
