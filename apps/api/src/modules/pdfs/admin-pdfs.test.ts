import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Pdf, SessionUser } from '@sabora/contract';
import { messages } from '../../messages';
import {
  adminToken,
  insertPdf,
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

const missingId = '1b4e28ba-2fa1-4d3b-a3f5-ef19b5a7633b';
const form = { title: 'Grammatik: Die Präpositionen', url: '/uploads/documents/2026/11/p.pdf' };

describe('POST /api/admin/pdf', () => {
  it('creates the PDF', async () => {
    const response = await call('POST', '/pdf', admin, form);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      ...form,
      _id: expect.any(String),
      createdAt: ctx.clock.now(),
      updatedAt: ctx.clock.now(),
    });
  });

  it('reports a missing title and url in Arabic', async () => {
    const response = await call('POST', '/pdf', admin, {});
    expect(response.statusCode).toBe(422);
    expect(messagesOf(response)).toEqual(['اسم الملف مطلوب', 'رابط الملف مطلوب']);
  });

  it('refuses an address that is neither a link nor an uploaded file', async () => {
    const response = await call('POST', '/pdf', admin, { ...form, url: 'C:\\Users\\p.pdf' });
    expect(messagesOf(response)).toEqual([
      'رابط الملف لازم يكون رابط يبدأ بـ https:// أو ملف مرفوع على المنصة',
    ]);
  });

  it('needs a token and refuses a student', async () => {
    expect((await call('POST', '/pdf', undefined, form)).statusCode).toBe(401);
    expect((await call('POST', '/pdf', student.token, form)).statusCode).toBe(403);
  });
});

describe('GET /api/admin/pdfs', () => {
  beforeAll(async () => {
    await insertPdf(ctx, 'Wortschatz Lektion 1');
    await insertPdf(ctx, 'Wortschatz Lektion 2');
  });

  it('pages and searches the PDFs', async () => {
    const all = await call('GET', '/pdfs', admin);
    expect(all.statusCode).toBe(200);
    const { pdfs, count } = all.json<{ pdfs: Pdf[]; count: number }>();
    expect(pdfs).toHaveLength(count);
    expect((await call('GET', '/pdfs?page=2&pageSize=1', admin)).json().pdfs).toEqual(
      pdfs.slice(1, 2),
    );
    const found = await call('GET', '/pdfs?search=WORTSCHATZ', admin);
    expect(found.json().count).toBe(2);
  });

  it('refuses a bad page in Arabic', async () => {
    const response = await call('GET', '/pdfs?pageSize=0', admin);
    expect(response.statusCode).toBe(422);
    expect(messagesOf(response)).toEqual(['عدد العناصر في الصفحة لازم يكون 1 أو أكتر']);
  });

  it('needs a token and refuses a student', async () => {
    expect((await call('GET', '/pdfs')).statusCode).toBe(401);
    expect((await call('GET', '/pdfs', student.token)).statusCode).toBe(403);
  });
});

describe('PATCH /api/admin/pdf/{id}', () => {
  it('changes the fields sent', async () => {
    const pdf = await insertPdf(ctx, 'Alt');
    const response = await call('PATCH', `/pdf/${pdf.id}`, admin, { title: 'Neu' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ _id: pdf.id, title: 'Neu', url: pdf.url });
  });

  it('refuses an empty title in Arabic', async () => {
    const pdf = await insertPdf(ctx);
    const response = await call('PATCH', `/pdf/${pdf.id}`, admin, { title: ' ' });
    expect(response.statusCode).toBe(422);
    expect(messagesOf(response)).toEqual(['اسم الملف مطلوب']);
  });

  it('answers an unknown id with 404', async () => {
    const response = await call('PATCH', `/pdf/${missingId}`, admin, { title: 'x' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: messages.pdfNotFound });
  });

  it('needs a token and refuses a student', async () => {
    const pdf = await insertPdf(ctx);
    expect((await call('PATCH', `/pdf/${pdf.id}`, undefined, { title: 'x' })).statusCode).toBe(401);
    expect((await call('PATCH', `/pdf/${pdf.id}`, student.token, { title: 'x' })).statusCode).toBe(
      403,
    );
  });
});

describe('DELETE /api/admin/pdf/{id}', () => {
  it('deletes the PDF, says so, and the videos stop listing it', async () => {
    const pdf = await insertPdf(ctx, 'Weg damit');
    const lesson = await insertVideo(ctx, { pdfs: [pdf] });
    const response = await call('DELETE', `/pdf/${pdf.id}`, admin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'اتمسح بنجاح' });
    const page = await call('GET', `/video/${lesson.id}`, admin);
    expect(page.json().pdf).toEqual([]);
  });

  it('answers an unknown id with 404 and a malformed one with 422', async () => {
    expect((await call('DELETE', `/pdf/${missingId}`, admin)).statusCode).toBe(404);
    expect((await call('DELETE', '/pdf/nope', admin)).statusCode).toBe(422);
  });

  it('needs a token and refuses a student', async () => {
    const pdf = await insertPdf(ctx);
    expect((await call('DELETE', `/pdf/${pdf.id}`)).statusCode).toBe(401);
    expect((await call('DELETE', `/pdf/${pdf.id}`, student.token)).statusCode).toBe(403);
  });
});
