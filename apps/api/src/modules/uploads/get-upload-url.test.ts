import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPrefix } from '@sabora/contract';
import { messages } from '../../messages';
import {
  bearer,
  buildTestApp,
  createAdmin,
  loginAdmin,
  messagesOf,
  signUpStudent,
  type TestContext,
} from '../../../test/support/helper';

let ctx: TestContext;
let adminToken: string;
let studentToken: string;
beforeAll(async () => {
  ctx = await buildTestApp();
  const admin = await createAdmin(ctx.db);
  adminToken = (await loginAdmin(ctx.app, admin.row.identifier, admin.password)).token;
  studentToken = (await signUpStudent(ctx.app)).token;
});
afterAll(() => ctx.close());

const uuid = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const image = { fileName: 'غلاف.png', contentType: 'image/png', size: '2048', field: 'imageUrl' };

function ask(query: Record<string, string>, token?: string) {
  return ctx.app.inject({
    url: `${apiPrefix}/shared/get-s3-url?${new URLSearchParams(query)}`,
    headers: token ? bearer(token) : {},
  });
}

describe('GET /api/shared/get-s3-url', () => {
  it('gives an admin a signed URL, a server-chosen key and the path to store', async () => {
    const response = await ask(image, adminToken);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(body.key).toMatch(new RegExp(`^images/2026/11/${uuid}\\.png$`));
    expect(body.path).toBe(`/uploads/${body.key}`);
    expect(body.url).toMatch(
      new RegExp(
        `^/api/uploads/${body.key}\\?expires=\\d+&type=image%2Fpng&size=2048&name=.+&sig=[\\w-]+$`,
      ),
    );
    expect(body.headers).toEqual({ 'content-type': 'image/png' });
  });

  it('keys a PDF for a file field by its type, whatever the file is called', async () => {
    const response = await ask(
      { fileName: 'مذكرة.png', contentType: 'application/pdf', size: '4096', field: 'pdf.url' },
      adminToken,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().key).toMatch(new RegExp(`^documents/2026/11/${uuid}\\.pdf$`));
  });

  it('serves assistants (secondary admins) too', async () => {
    const assistant = await createAdmin(ctx.db, { type: 'secondary' });
    const { token } = await loginAdmin(ctx.app, assistant.row.identifier, assistant.password);
    expect((await ask(image, token)).statusCode).toBe(200);
  });

  it('refuses a file the field or the limits do not allow, in Arabic', async () => {
    const svg = await ask({ ...image, contentType: 'image/svg+xml' }, adminToken);
    expect(svg.statusCode).toBe(422);
    expect(svg.json().message).toBe(messages.validationFailed);
    expect(messagesOf(svg)).toEqual([
      'نوع الملف مش مدعوم، ارفع صورة (JPG أو PNG أو WebP أو GIF) أو ملف PDF',
    ]);
    const pdfAsImage = await ask({ ...image, contentType: 'application/pdf' }, adminToken);
    expect(messagesOf(pdfAsImage)).toEqual(['الحقل ده بياخد صورة بس (JPG أو PNG أو WebP أو GIF)']);
    const huge = await ask({ ...image, size: String(6 * 1024 * 1024) }, adminToken);
    expect(messagesOf(huge)).toEqual(['حجم الصورة أكبر من المسموح (أقصى حد 5 ميجا)']);
    const traversal = await ask({ ...image, fileName: '../../jwt-secret' }, adminToken);
    expect(messagesOf(traversal)).toEqual(['اسم الملف فيه رموز مش مسموحة']);
  });

  it('names every missing parameter in Arabic', async () => {
    const response = await ask({}, adminToken);
    expect(response.statusCode).toBe(422);
    expect(messagesOf(response)).toEqual([
      'اسم الملف مطلوب',
      'نوع الملف مطلوب',
      'حجم الملف مطلوب',
      'اسم الحقل مطلوب',
    ]);
  });

  it('answers 401 without a token, before looking at the query', async () => {
    for (const query of [image, {}]) {
      const response = await ask(query);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: messages.loginRequired });
    }
  });

  it('answers 403 to a student', async () => {
    const response = await ask(image, studentToken);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: messages.adminsOnly });
  });

  it('is in the OpenAPI document', async () => {
    const response = await ctx.app.inject({ url: '/api/docs/json' });
    expect(Object.keys(response.json().paths)).toContain('/api/shared/get-s3-url');
  });
});
