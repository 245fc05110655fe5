import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry, SessionAdmin, SessionUser } from '@sabora/contract';
import { messages } from '../../messages';
import { insertCourse } from '../../../test/support/catalogue-fixtures';
import {
  bearer,
  buildTestApp,
  messagesOf,
  signUpStudent,
  type TestContext,
} from '../../../test/support/helper';
import { adminSession } from '../../../test/support/student-fixtures';

let ctx: TestContext;
let main: SessionAdmin;
let secondary: SessionAdmin;
beforeAll(async () => {
  ctx = await buildTestApp();
  main = await adminSession(ctx, 'main');
  secondary = await adminSession(ctx, 'secondary');
});
afterAll(() => ctx.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, token?: string, payload?: object) =>
  ctx.app.inject({
    method,
    url: `/api/admin${url}`,
    headers: token ? bearer(token) : {},
    ...(payload ? { payload } : {}),
  });
const trailOf = async (entityId: string): Promise<AuditEntry[]> =>
  (await call('GET', `/audit?entityId=${entityId}`, main.token)).json().entries;
const historyOf = async (student: SessionUser): Promise<AuditEntry[]> =>
  (await call('GET', `/users/${student._id}`, main.token)).json().history;

describe("a student's changes", () => {
  it('records the fields an admin changed, before and after, with who and when', async () => {
    const student = await signUpStudent(ctx.app, { level: 'sec-1' });
    ctx.clock.advance(1000);
    await call('PATCH', `/users/${student._id}`, secondary.token, { level: 'sec-2', vip: false });
    const [entry] = await trailOf(student._id);
    expect(entry).toEqual({
      _id: expect.any(String),
      admin: { _id: secondary._id, name: secondary.name },
      action: 'user.update',
      entityType: 'user',
      entityId: student._id,
      studentId: student._id,
      studentName: student.name,
      entityLabel: null,
      changes: { level: { before: 'sec-1', after: 'sec-2' } },
      createdAt: ctx.clock.now(),
    });
  });

  it('records that a password changed, never the password or its hash', async () => {
    const student = await signUpStudent(ctx.app);
    await call('PATCH', `/users/${student._id}`, main.token, { password: '99999999' });
    const [entry] = await trailOf(student._id);
    expect(entry?.changes).toEqual({ password: { before: '••••••', after: '••••••' } });
    expect(JSON.stringify(entry)).not.toMatch(/99999999|argon2/);
  });

  it('records nothing for a change that changes nothing, or is refused', async () => {
    const student = await signUpStudent(ctx.app, { level: 'sec-3' });
    await call('PATCH', `/users/${student._id}`, main.token, { level: 'sec-3' });
    await call('PATCH', `/users/${student._id}`, main.token, { vip: true, courses: [student._id] });
    expect(await trailOf(student._id)).toEqual([]);
  });

  it("shows a device reset, a bill and a call in the student's history, newest first", async () => {
    const student = await signUpStudent(ctx.app);
    const course = await insertCourse(ctx, { title: 'Dezember' });
    await call('POST', `/users/${student._id}/reset-device`, secondary.token);
    ctx.clock.advance(1000);
    await call('POST', `/users/${student._id}/bills`, secondary.token, {
      amount: 200,
      method: 'cash',
      courses: [course.id],
    });
    ctx.clock.advance(1000);
    await call('POST', `/users/${student._id}/calls`, secondary.token, {
      direction: 'incoming',
      reason: 'payment',
      outcome: 'resolved',
    });
    const history = await historyOf(student);
    expect(history.map((entry) => [entry.action, entry.changes])).toEqual([
      [
        'call.create',
        {
          direction: { before: null, after: 'incoming' },
          reason: { before: null, after: 'payment' },
          outcome: { before: null, after: 'resolved' },
          note: { before: null, after: '' },
          followUpAt: { before: null, after: null },
        },
      ],
      [
        'bill.create',
        {
          amount: { before: null, after: 200 },
          method: { before: null, after: 'cash' },
          note: { before: null, after: '' },
          courses: { before: null, after: [course.id] },
        },
      ],
      ['user.reset-device', { deviceBound: { before: true, after: false } }],
    ]);
  });

  it('keeps the record of a deleted student', async () => {
    const student = await signUpStudent(ctx.app, { name: 'سلمى فؤاد' });
    await call('DELETE', `/users/${student._id}`, main.token);
    const [entry] = await trailOf(student._id);
    expect(entry).toMatchObject({
      action: 'user.delete',
      changes: {
        name: { before: 'سلمى فؤاد', after: null },
        phone: { before: student.phone, after: null },
      },
    });
  });

  // An outsider's walk: in the whole trail a payment's or a call's entry never said whose it was.
  it("names the student of a call in the whole trail, as they are named now, until they're deleted", async () => {
    const student = await signUpStudent(ctx.app, { name: 'كريم ناصر' });
    const logged = await call('POST', `/users/${student._id}/calls`, secondary.token, {
      direction: 'outgoing',
      reason: 'payment',
      outcome: 'resolved',
    });
    await call('PATCH', `/users/${student._id}`, main.token, { name: 'كريم ناصر علي' });
    const callEntry = async () => (await trailOf(logged.json<{ _id: string }>()._id))[0];
    expect(await callEntry()).toMatchObject({
      action: 'call.create',
      studentId: student._id,
      studentName: 'كريم ناصر علي',
    });
    const history = await historyOf(student);
    expect(history.every((entry) => entry.studentName === 'كريم ناصر علي')).toBe(true);
    await call('DELETE', `/users/${student._id}`, main.token);
    expect(await callEntry()).toMatchObject({ studentId: student._id, studentName: null });
  });
});

describe("an admin's changes", () => {
  it('records creating, changing, a new password and deleting; the author stays named', async () => {
    const author = await adminSession(ctx, 'main');
    const created = (
      await call('POST', '/admins', author.token, {
        name: 'مساعد جديد',
        identifier: 'new.helper@sabora.test',
        type: 'secondary',
        password: 'helper-pass-1',
      })
    ).json();
    ctx.clock.advance(1000);
    await call('PATCH', `/admins/${created._id}`, author.token, { name: 'مساعد قديم' });
    ctx.clock.advance(1000);
    await call('PUT', `/admins/${created._id}/password`, author.token, {
      password: 'another-pass',
    });
    ctx.clock.advance(1000);
    await call('DELETE', `/admins/${created._id}`, author.token);
    await call('DELETE', `/admins/${author._id}`, main.token);

    const trail = await trailOf(created._id);
    expect(trail.map((entry) => [entry.action, entry.changes])).toEqual([
      [
        'admin.delete',
        {
          name: { before: 'مساعد قديم', after: null },
          identifier: { before: 'new.helper@sabora.test', after: null },
          type: { before: 'secondary', after: null },
        },
      ],
      ['admin.password', { password: { before: '••••••', after: '••••••' } }],
      ['admin.update', { name: { before: 'مساعد جديد', after: 'مساعد قديم' } }],
      [
        'admin.create',
        {
          name: { before: null, after: 'مساعد جديد' },
          identifier: { before: null, after: 'new.helper@sabora.test' },
          type: { before: null, after: 'secondary' },
        },
      ],
    ]);
    expect(trail.every((entry) => entry.admin.name === author.name)).toBe(true);
    expect(trail.every((entry) => entry.studentId === null)).toBe(true);
    // Each entry names the account as it was called then.
    expect(trail.map((entry) => entry.entityLabel)).toEqual([
      'مساعد قديم',
      'مساعد قديم',
      'مساعد قديم',
      'مساعد جديد',
    ]);
  });
});

describe('catalogue changes', () => {
  it('records courses, videos and PDFs created, changed and deleted', async () => {
    const course = (
      await call('POST', '/course', main.token, { title: 'Januar', price: 200, level: 'sec-1' })
    ).json();
    ctx.clock.advance(1000);
    await call('PATCH', `/course/${course._id}`, main.token, { price: 250 });
    const video = (
      await call('POST', '/video', main.token, {
        title: 'Lektion 1',
        url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
        courses: [course._id],
      })
    ).json();
    ctx.clock.advance(1000);
    await call('DELETE', `/video/${video._id}`, main.token);
    const pdf = (
      await call('POST', '/pdf', main.token, { title: 'Wörter', url: '/uploads/documents/w.pdf' })
    ).json();
    ctx.clock.advance(1000);
    await call('PATCH', `/pdf/${pdf._id}`, main.token, { title: 'Wortschatz' });

    expect((await trailOf(course._id)).map((entry) => [entry.action, entry.changes])).toEqual([
      ['course.update', { price: { before: 200, after: 250 } }],
      ['course.create', expect.objectContaining({ title: { before: null, after: 'Januar' } })],
    ]);
    const videoTrail = await trailOf(video._id);
    expect(videoTrail.map((entry) => entry.action)).toEqual(['video.delete', 'video.create']);
    expect(videoTrail[0]?.changes.courses).toEqual({
      before: [{ _id: course._id, title: 'Januar' }],
      after: null,
    });
    expect((await trailOf(pdf._id))[0]?.changes).toEqual({
      title: { before: 'Wörter', after: 'Wortschatz' },
    });
  });
});

describe('the title of what changed', () => {
  it('names each course, video, PDF and exam as titled then, after a rename or delete too', async () => {
    const course = (
      await call('POST', '/course', main.token, { title: 'Alt', price: 0, level: 'sec-1' })
    ).json();
    await call('PATCH', `/course/${course._id}`, main.token, { title: 'Neu' });
    await call('DELETE', `/course/${course._id}`, main.token);
    const labels = async (id: string) =>
      Object.fromEntries((await trailOf(id)).map((entry) => [entry.action, entry.entityLabel]));
    expect(await labels(course._id)).toEqual({
      'course.create': 'Alt',
      'course.update': 'Neu',
      'course.delete': 'Neu',
    });
    const video = (
      await call('POST', '/video', main.token, {
        title: 'Lektion',
        url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
      })
    ).json();
    await call('PATCH', `/video/${video._id}`, main.token, { description: 'Perfekt' });
    expect(await labels(video._id)).toEqual({
      'video.create': 'Lektion',
      'video.update': 'Lektion',
    });
    const pdf = (
      await call('POST', '/pdf', main.token, { title: 'Blatt', url: '/uploads/documents/b.pdf' })
    ).json();
    await call('DELETE', `/pdf/${pdf._id}`, main.token);
    expect(await labels(pdf._id)).toEqual({ 'pdf.create': 'Blatt', 'pdf.delete': 'Blatt' });
    const { exam } = (await call('POST', '/exams', main.token, { title: 'Test' })).json();
    await call('PATCH', `/exams/${exam._id}`, main.token, { discription: 'Kapitel 1' });
    expect(await labels(exam._id)).toEqual({ 'exam.create': 'Test', 'exam.update': 'Test' });
  });
});

describe('GET /api/admin/audit', () => {
  it('pages the whole trail, newest first, and filters it', async () => {
    const all = (await call('GET', '/audit?pageSize=100', main.token)).json();
    expect(all.count).toBeGreaterThan(10);
    const times = all.entries.map((entry: AuditEntry) => entry.createdAt);
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const bySecondary = (await call('GET', `/audit?adminId=${secondary._id}`, main.token)).json();
    expect(bySecondary.entries.every((e: AuditEntry) => e.admin._id === secondary._id)).toBe(true);
    expect(bySecondary.count).toBeGreaterThan(0);

    const bills = (await call('GET', '/audit?entityType=bill', main.token)).json();
    expect(bills.entries.map((e: AuditEntry) => e.action)).toEqual(['bill.create']);

    const now = ctx.clock.now();
    const later = (await call('GET', `/audit?from=${now + 1}`, main.token)).json();
    expect(later.count).toBe(0);
    const until = (await call('GET', `/audit?to=${now + 1}&pageSize=1&page=2`, main.token)).json();
    expect(until.count).toBe(all.count);
    expect(until.entries).toEqual(all.entries.slice(1, 2));
    // A cleared date filter arrives empty and means no filter.
    const cleared = await call('GET', '/audit?from=&to=', main.token);
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().count).toBe(all.count);
  });

  it.each([
    ['entityType=teacher', 'نوع العنصر مش صحيح'],
    ['entityId=42', 'الرقم التعريفي للعنصر مش صحيح'],
    ['adminId=42', 'الأدمن المختار مش صحيح'],
    ['from=2&to=1', 'بداية المدة لازم يكون بعد سنة 2000'],
  ])('refuses ?%s in Arabic', async (query, message) => {
    const response = await call('GET', `/audit?${query}`, main.token);
    expect(response.statusCode).toBe(422);
    expect(messagesOf(response)).toContain(message);
  });

  it('is for main admins only', async () => {
    const student = await signUpStudent(ctx.app);
    expect((await call('GET', '/audit')).statusCode).toBe(401);
    expect((await call('GET', '/audit', student.token)).statusCode).toBe(403);
    const refused = await call('GET', '/audit', secondary.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: messages.mainAdminsOnly });
  });
});
