import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AdminVideo, SessionUser } from '@sabora/contract';
import {
  videoCourses,
  videoSections,
  type CourseRow,
  type ExamRow,
  type PdfRow,
} from '../../db/schema/index';
import { messages } from '../../messages';
import {
  adminToken,
  insertCourse,
  insertExam,
  insertPdf,
  insertVideo,
  studentWith,
} from '../../../test/support/catalogue-fixtures';
import { bearer, buildTestApp, messagesOf, type TestContext } from '../../../test/support/helper';

let ctx: TestContext;
let admin: string;
let student: SessionUser;
let oktober: CourseRow;
let november: CourseRow;
let worksheet: PdfRow;
let vocabulary: PdfRow;
let quiz: ExamRow;
let centerQuiz: ExamRow;

beforeAll(async () => {
  ctx = await buildTestApp();
  admin = await adminToken(ctx);
  student = await studentWith(ctx);
  oktober = await insertCourse(ctx, { title: 'Oktober' });
  november = await insertCourse(ctx, { title: 'November', level: 'sec-2' });
  worksheet = await insertPdf(ctx, 'Arbeitsblatt');
  vocabulary = await insertPdf(ctx, 'Wortschatz');
  quiz = await insertExam(ctx, { title: 'Quiz 1' });
  centerQuiz = await insertExam(ctx, { title: 'Center-Quiz', isForCenter: true });
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

function form() {
  return {
    title: 'Lektion 3: Der Akkusativ',
    description: 'إمتى نستخدم الأكوزاتيف وإزاي الأداة بتتغير',
    imageUrl: 'https://img.youtube.com/vi/aqz-KE-bpKQ/hqdefault.jpg',
    url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
    showDate: Date.UTC(2026, 10, 1),
    isForCenter: false,
    maxViews: 3,
    courses: [november.id, oktober.id, oktober.id],
    sections: [
      { title: 'Teil 2: Übungen', url: 'https://youtu.be/aqz-KE-bpKQ?t=600' },
      { title: 'Teil 1: Regeln', url: 'https://youtu.be/aqz-KE-bpKQ?t=0' },
    ],
    pdfs: [vocabulary.id, worksheet.id],
    exams: [centerQuiz.id, quiz.id],
    prevExam: quiz.id,
  };
}

describe('POST /api/admin/video', () => {
  it('creates the video with its courses, ordered sections, PDFs and exams', async () => {
    const response = await call('POST', '/video', admin, form());
    expect(response.statusCode).toBe(200);
    const { courses, sections, pdfs, exams, prevExam, ...fields } = form();
    expect(response.json()).toEqual({
      ...fields,
      _id: expect.any(String),
      courses: [
        { _id: oktober.id, title: 'Oktober' },
        { _id: november.id, title: 'November' },
      ],
      sections,
      pdfs: [
        { _id: vocabulary.id, title: 'Wortschatz' },
        { _id: worksheet.id, title: 'Arbeitsblatt' },
      ],
      exams: [
        { _id: centerQuiz.id, title: 'Center-Quiz' },
        { _id: quiz.id, title: 'Quiz 1' },
      ],
      prevExam: { _id: prevExam, title: 'Quiz 1' },
      createdAt: ctx.clock.now(),
      updatedAt: ctx.clock.now(),
    });
    expect(courses).toHaveLength(3);
    expect(pdfs).toHaveLength(2);
    expect(exams).toHaveLength(2);
  });

  it('needs only a title and a url', async () => {
    const response = await call('POST', '/video', admin, {
      title: 'Hörverstehen',
      url: '/uploads/videos/2026/11/hoeren.mp4',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      description: '',
      imageUrl: null,
      showDate: ctx.clock.now(),
      isForCenter: false,
      maxViews: null,
      courses: [],
      sections: [],
      pdfs: [],
      exams: [],
      prevExam: null,
    });
  });

  it('reports every invalid field in Arabic', async () => {
    const response = await call('POST', '/video', admin, {
      title: '',
      url: 'not a link',
      courses: ['x'],
      sections: [{ title: 'Teil 1' }, 'Teil 2'],
      prevExam: 7,
    });
    expect(response.statusCode).toBe(422);
    expect(messagesOf(response)).toEqual([
      'اسم الفيديو مطلوب',
      'رابط الفيديو لازم يكون رابط يبدأ بـ https:// أو ملف مرفوع على المنصة',
      'اختار الكورسات من القائمة',
      'رابط الجزء مطلوب',
      'كل جزء لازم يكون ليه عنوان ورابط',
      'اختار الامتحان المطلوب قبل الفيديو من القائمة',
    ]);
  });

  it('refuses a missing url', async () => {
    const response = await call('POST', '/video', admin, { title: 'Lektion 4' });
    expect(response.statusCode).toBe(422);
    expect(messagesOf(response)).toEqual(['رابط الفيديو مطلوب']);
  });

  it('refuses ids of courses, PDFs and exams that do not exist', async () => {
    const response = await call('POST', '/video', admin, {
      ...form(),
      courses: [oktober.id, missingId],
      pdfs: [missingId],
      exams: [missingId],
      prevExam: missingId,
    });
    expect(response.statusCode).toBe(422);
    expect(messagesOf(response)).toEqual([
      messages.unknownCourses,
      messages.unknownPdfs,
      messages.unknownExams,
      messages.unknownPrevExam,
    ]);
  });

  it('needs a token and refuses a student', async () => {
    expect((await call('POST', '/video', undefined, form())).statusCode).toBe(401);
    const response = await call('POST', '/video', student.token, form());
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: messages.adminsOnly });
  });
});

describe('GET /api/admin/videos', () => {
  beforeAll(async () => {
    await insertVideo(ctx, { courses: [november], values: { title: 'Nebensätze mit weil' } });
    await insertVideo(ctx, { courses: [november], values: { title: 'Nebensätze mit dass' } });
  });

  it('pages the videos, newest first, with everything attached', async () => {
    const all = await call('GET', '/videos?pageSize=100', admin);
    expect(all.statusCode).toBe(200);
    const { videos, count } = all.json<{ videos: AdminVideo[]; count: number }>();
    expect(videos).toHaveLength(count);
    const page = await call('GET', '/videos?page=2&pageSize=1', admin);
    expect(page.json().videos).toEqual(videos.slice(1, 2));
    expect(videos.find((v) => v.title === 'Lektion 3: Der Akkusativ')?.pdfs).toHaveLength(2);
  });

  it('searches titles and filters by course', async () => {
    const found = await call('GET', '/videos?search=nebensätze', admin);
    expect(found.json().count).toBe(2);
    const inNovember = await call('GET', `/videos?course=${november.id}&search=weil`, admin);
    expect(inNovember.json().videos.map((v: AdminVideo) => v.title)).toEqual([
      'Nebensätze mit weil',
    ]);
    const inOktober = await call('GET', `/videos?course=${oktober.id}&search=weil`, admin);
    expect(inOktober.json()).toEqual({ videos: [], count: 0 });
  });

  it('refuses a malformed course filter in Arabic', async () => {
    const response = await call('GET', '/videos?course=oktober', admin);
    expect(response.statusCode).toBe(422);
    expect(messagesOf(response)).toEqual(['اختار الكورس من القائمة']);
  });

  it('needs a token and refuses a student', async () => {
    expect((await call('GET', '/videos')).statusCode).toBe(401);
    expect((await call('GET', '/videos', student.token)).statusCode).toBe(403);
  });
});

describe('GET /api/admin/video/{id}', () => {
  it('returns the video page with every exam, center-only too, and the PDF links', async () => {
    const created = (await call('POST', '/video', admin, form())).json<AdminVideo>();
    const response = await call('GET', `/video/${created._id}`, admin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      video: created,
      exam: [
        {
          _id: centerQuiz.id,
          title: 'Center-Quiz',
          isTimed: false,
          startTime: null,
          endTime: null,
          isForCenter: true,
        },
        {
          _id: quiz.id,
          title: 'Quiz 1',
          isTimed: false,
          startTime: null,
          endTime: null,
          isForCenter: false,
        },
      ],
      pdf: [
        { _id: vocabulary.id, title: 'Wortschatz', url: vocabulary.url },
        { _id: worksheet.id, title: 'Arbeitsblatt', url: worksheet.url },
      ],
    });
  });

  it('answers an unknown id with 404 and a malformed one with 422', async () => {
    const unknown = await call('GET', `/video/${missingId}`, admin);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: messages.videoNotFound });
    expect((await call('GET', '/video/abc', admin)).statusCode).toBe(422);
  });

  it('needs a token and refuses a student', async () => {
    const lesson = await insertVideo(ctx);
    expect((await call('GET', `/video/${lesson.id}`)).statusCode).toBe(401);
    expect((await call('GET', `/video/${lesson.id}`, student.token)).statusCode).toBe(403);
  });
});

describe('PATCH /api/admin/video/{id}', () => {
  it('replaces the lists sent and keeps everything else', async () => {
    const created = (await call('POST', '/video', admin, form())).json<AdminVideo>();
    ctx.clock.advance(1000);
    const response = await call('PATCH', `/video/${created._id}`, admin, {
      courses: [oktober.id],
      sections: [{ title: 'Ganzes Video', url: 'https://vimeo.com/76979871' }],
      pdfs: [],
      prevExam: null,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      ...created,
      courses: [{ _id: oktober.id, title: 'Oktober' }],
      sections: [{ title: 'Ganzes Video', url: 'https://vimeo.com/76979871' }],
      pdfs: [],
      prevExam: null,
      updatedAt: created.updatedAt + 1000,
    });
  });

  it('changes plain fields without touching the lists', async () => {
    const created = (await call('POST', '/video', admin, form())).json<AdminVideo>();
    const response = await call('PATCH', `/video/${created._id}`, admin, {
      title: 'Lektion 3: Akkusativ – Wiederholung',
      isForCenter: true,
      showDate: Date.UTC(2026, 11, 24),
    });
    expect(response.json()).toMatchObject({
      title: 'Lektion 3: Akkusativ – Wiederholung',
      isForCenter: true,
      showDate: Date.UTC(2026, 11, 24),
      courses: created.courses,
      sections: created.sections,
      exams: created.exams,
    });
  });

  it('refuses invalid values and unknown ids in Arabic', async () => {
    const lesson = await insertVideo(ctx);
    const invalid = await call('PATCH', `/video/${lesson.id}`, admin, { url: '', sections: {} });
    expect(invalid.statusCode).toBe(422);
    expect(messagesOf(invalid)).toEqual(['رابط الفيديو مطلوب', 'أجزاء الفيديو لازم تكون قائمة']);
    const unknown = await call('PATCH', `/video/${lesson.id}`, admin, { courses: [missingId] });
    expect(unknown.statusCode).toBe(422);
    expect(messagesOf(unknown)).toEqual([messages.unknownCourses]);
  });

  it('answers an unknown video with 404', async () => {
    const response = await call('PATCH', `/video/${missingId}`, admin, { title: 'x' });
    expect(response.statusCode).toBe(404);
  });

  it('needs a token and refuses a student', async () => {
    const lesson = await insertVideo(ctx);
    expect((await call('PATCH', `/video/${lesson.id}`, undefined, { title: 'x' })).statusCode).toBe(
      401,
    );
    expect(
      (await call('PATCH', `/video/${lesson.id}`, student.token, { title: 'x' })).statusCode,
    ).toBe(403);
  });
});

describe('DELETE /api/admin/video/{id}', () => {
  it('deletes the video with its sections and links', async () => {
    const created = (await call('POST', '/video', admin, form())).json<AdminVideo>();
    const response = await call('DELETE', `/video/${created._id}`, admin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: messages.deleted });
    expect((await call('GET', `/video/${created._id}`, admin)).statusCode).toBe(404);
    const sections = await ctx.db
      .select()
      .from(videoSections)
      .where(eq(videoSections.videoId, created._id));
    const links = await ctx.db
      .select()
      .from(videoCourses)
      .where(eq(videoCourses.videoId, created._id));
    expect([...sections, ...links]).toEqual([]);
  });

  it('answers an unknown id with 404', async () => {
    expect((await call('DELETE', `/video/${missingId}`, admin)).statusCode).toBe(404);
  });

  it('needs a token and refuses a student', async () => {
    const lesson = await insertVideo(ctx);
    expect((await call('DELETE', `/video/${lesson.id}`)).statusCode).toBe(401);
    expect((await call('DELETE', `/video/${lesson.id}`, student.token)).statusCode).toBe(403);
  });
});
