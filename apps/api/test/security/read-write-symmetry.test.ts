import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  buildTestApp,
  messagesOf,
  signUpStudent,
  type TestContext,
} from '../support/helper';
import { adminSession } from '../support/student-fixtures';
import { courses, videos } from '../../src/db/schema/index';
import { seedDemoContent } from '../../src/seed/seed-demo';

// design.md "Read/write symmetry": what an admin GET returns goes back in a
// PATCH unchanged and changes nothing; a field the server does not take is
// named in a 422; the spec's field names are taken.
let ctx: TestContext;
let token: string;
beforeAll(async () => {
  ctx = await buildTestApp();
  // The demo catalogue only seeds an empty database, so before anything else.
  await seedDemoContent(ctx.db, { now: ctx.clock.now() });
  token = (await adminSession(ctx, 'main')).token;
});
afterAll(() => ctx.close());

async function call<T>(method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) {
  const response = await ctx.app.inject({
    method,
    url: `/api/admin${url}`,
    headers: bearer(token),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  expect(response.statusCode, response.body.slice(0, 400)).toBe(200);
  return response.json<T>();
}

type Entity = Record<string, unknown> & { _id: string };

/** Everything but the time of the last change, which a save may move. */
function unchangedPart(entity: Record<string, unknown>) {
  return Object.fromEntries(Object.entries(entity).filter(([key]) => key !== 'updatedAt'));
}

const image = 'https://example.com/kurs.png';

async function createCourse(): Promise<Entity> {
  return call<Entity>('POST', '/course', {
    title: 'Deutsch A2',
    description: 'Grammatik und Wortschatz',
    imageUrl: image,
    price: 250,
    level: 'sec-2',
    freeForSubscribers: true,
    showDate: Date.UTC(2026, 10, 1),
    isForCenter: true,
  });
}

async function createExam(courseId: string, videoId: string | null = null) {
  return call<{ exam: Entity; questions: Entity[] }>('POST', '/exams', {
    title: 'Monatstest',
    discription: 'Kapitel 1 bis 3',
    isTimed: true,
    startTime: Date.UTC(2026, 11, 1, 8),
    endTime: Date.UTC(2026, 11, 1, 10),
    prevCourse: [courseId],
    isForCenter: false,
    solutionUrl: 'https://youtu.be/aqz-KE-bpKQ',
    video: videoId,
    questions: [
      { title: 'Ich sehe ___ Mann.', options: ['den', 'der'], correct: ['den'], score: 2 },
      {
        title: 'Trennbare Verben',
        options: ['anrufen', 'besuchen', 'einkaufen'],
        correct: ['anrufen', 'einkaufen'],
        score: 3,
        imageUrl: image,
      },
    ],
  });
}

describe('an admin GET written back unchanged changes nothing', () => {
  it('a course', async () => {
    const created = await createCourse();
    const before = await call<Entity>('GET', `/course/${created._id}`);
    await call('PATCH', `/course/${created._id}`, before);
    const after = await call<Entity>('GET', `/course/${created._id}`);
    expect(unchangedPart(after)).toEqual(unchangedPart(before));
  });

  it('a video, with its courses, PDFs, exams, sections and required exam', async () => {
    const course = await createCourse();
    const pdf = await call<Entity>('POST', '/pdf', {
      title: 'Wortschatz',
      url: '/uploads/documents/2026/11/w.pdf',
    });
    const exam = (await createExam(course._id)).exam;
    const created = await call<Entity>('POST', '/video', {
      title: 'Lektion 1',
      description: 'Perfekt',
      imageUrl: image,
      url: 'https://youtu.be/aqz-KE-bpKQ',
      showDate: Date.UTC(2026, 10, 2),
      isForCenter: false,
      courses: [course._id],
      sections: [{ title: 'Teil 1', url: 'https://youtu.be/aqz-KE-bpKQ?t=0' }],
      pdfs: [pdf._id],
      exams: [exam._id],
      prevExam: exam._id,
    });
    const before = (await call<{ video: Entity }>('GET', `/video/${created._id}`)).video;
    expect(before.prevExam).toMatchObject({ _id: exam._id });
    await call('PATCH', `/video/${created._id}`, before);
    const after = (await call<{ video: Entity }>('GET', `/video/${created._id}`)).video;
    expect(unchangedPart(after)).toEqual(unchangedPart(before));
  });

  it('a seeded demo course and video, with their shipped covers', async () => {
    const [course] = await ctx.db.select({ _id: courses.id }).from(courses).limit(1);
    const before = await call<Entity>('GET', `/course/${course!._id}`);
    expect(before.imageUrl).toMatch(/^\/demo\/.+\.svg$/);
    await call('PATCH', `/course/${course!._id}`, before);
    expect(unchangedPart(await call<Entity>('GET', `/course/${course!._id}`))).toEqual(
      unchangedPart(before),
    );
    const [video] = await ctx.db.select({ _id: videos.id }).from(videos).limit(1);
    const shown = (await call<{ video: Entity }>('GET', `/video/${video!._id}`)).video;
    expect(shown.imageUrl).toMatch(/^\/demo\/.+\.svg$/);
    await call('PATCH', `/video/${video!._id}`, shown);
    const after = (await call<{ video: Entity }>('GET', `/video/${video!._id}`)).video;
    expect(unchangedPart(after)).toEqual(unchangedPart(shown));
  });

  it('a PDF', async () => {
    const created = await call<Entity>('POST', '/pdf', {
      title: 'Grammatik',
      url: '/uploads/documents/2026/11/g.pdf',
    });
    const listed = async () =>
      (await call<{ pdfs: Entity[] }>('GET', '/pdfs?search=Grammatik')).pdfs.find(
        (pdf) => pdf._id === created._id,
      )!;
    const before = await listed();
    await call('PATCH', `/pdf/${created._id}`, before);
    expect(unchangedPart(await listed())).toEqual(unchangedPart(before));
  });

  it('an exam with its questions, courses and solution video', async () => {
    const course = await createCourse();
    const video = await call<Entity>('POST', '/video', {
      title: 'Lösung',
      url: 'https://youtu.be/aqz-KE-bpKQ',
    });
    const { exam } = await createExam(course._id, video._id);
    const before = await call<{ exam: Entity; questions: Entity[] }>('GET', `/exams/${exam._id}`);
    await call('PATCH', `/exams/${exam._id}`, before);
    const after = await call<{ exam: Entity; questions: Entity[] }>('GET', `/exams/${exam._id}`);
    expect(unchangedPart(after.exam)).toEqual(unchangedPart(before.exam));
    expect(after.questions).toEqual(before.questions);
    const copy = await call<{ exam: Entity; questions: Entity[] }>('POST', '/exams', before);
    expect(copy.exam._id).not.toBe(exam._id);
    expect(copy.questions.map((question) => question.title)).toEqual(
      before.questions.map((question) => question.title),
    );
  });

  it('a student', async () => {
    const course = await createCourse();
    const student = await signUpStudent(ctx.app);
    await call('PATCH', `/users/${student._id}`, {
      courses: [course._id],
      vip: true,
      showHidden: true,
    });
    const before = (await call<{ user: Entity }>('GET', `/users/${student._id}`)).user;
    await call('PATCH', `/users/${student._id}`, before);
    const after = (await call<{ user: Entity }>('GET', `/users/${student._id}`)).user;
    expect(unchangedPart(after)).toEqual(unchangedPart(before));
  });

  it('an admin account', async () => {
    const created = await call<Entity>('POST', '/admins', {
      name: 'مساعد',
      identifier: 'symmetry@sabora.test',
      type: 'secondary',
      password: 'helper-pass-1',
    });
    const before = await call<Entity>('GET', `/admins/${created._id}`);
    await call('PATCH', `/admins/${created._id}`, before);
    const after = await call<Entity>('GET', `/admins/${created._id}`);
    expect(unchangedPart(after)).toEqual(unchangedPart(before));
  });

  it('a bill and a call, copied as a new record of the same student', async () => {
    const course = await createCourse();
    const student = await signUpStudent(ctx.app);
    const bill = await call<Entity>('POST', `/users/${student._id}/bills`, {
      amount: 250,
      method: 'instapay',
      note: 'شهر نوفمبر',
      courses: [course._id],
    });
    const copy = await call<Entity>('POST', `/users/${student._id}/bills`, bill);
    const record = (entity: Entity) =>
      Object.fromEntries(
        Object.entries(entity).filter(([key]) => !['_id', 'createdAt'].includes(key)),
      );
    expect(record(copy)).toEqual(record(bill));
    const made = await call<Entity>('POST', `/users/${student._id}/calls`, {
      direction: 'outgoing',
      reason: 'payment',
      outcome: 'follow-up',
      note: 'يكلمنا تاني',
      followUpAt: Date.UTC(2026, 11, 3, 15),
    });
    const again = await call<Entity>('POST', `/users/${student._id}/calls`, made);
    expect(record(again)).toEqual(record(made));
  });
});

describe('field names', () => {
  it('stores an exam’s courses sent as the spec’s prevCourse', async () => {
    const course = await createCourse();
    const { exam } = await createExam(course._id);
    expect(exam.prevCourse).toEqual([{ _id: course._id, title: 'Deutsch A2' }]);
    const { exam: edited } = await call<{ exam: Entity }>('PATCH', `/exams/${exam._id}`, {
      prevCourse: [],
    });
    expect(edited.prevCourse).toEqual([]);
  });

  it('refuses a field the server does not take, naming it', async () => {
    const course = await createCourse();
    const response = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/course/${course._id}`,
      headers: bearer(token),
      payload: { title: 'Neu', teacher: 'Hesham' },
    });
    expect(response.statusCode).toBe(422);
    expect(messagesOf(response)).toEqual(['الحقول دي مش بتتبعت هنا: teacher']);
    expect((await call<Entity>('GET', `/course/${course._id}`)).title).toBe('Deutsch A2');
  });

  it('takes an empty string for an optional file or pick as none', async () => {
    const course = await call<Entity>('POST', '/course', {
      title: 'Ohne Bild',
      price: 0,
      level: 'sec-1',
      imageUrl: '',
    });
    expect(course.imageUrl).toBeNull();
    const video = await call<Entity>('POST', '/video', {
      title: 'Ohne',
      url: 'https://youtu.be/aqz-KE-bpKQ',
      imageUrl: '',
      prevExam: '',
    });
    expect(video).toMatchObject({ imageUrl: null, prevExam: null });
  });

  it('takes an empty string for every optional date as none', async () => {
    const course = await call<Entity>('POST', '/course', {
      title: 'Ohne Datum',
      price: 0,
      level: 'sec-1',
      showDate: '',
    });
    expect(course.showDate).toBe(ctx.clock.now());
    const patched = await call<Entity>('PATCH', `/course/${course._id}`, { showDate: '' });
    expect(patched.showDate).toBe(course.showDate);
    const video = await call<Entity>('POST', '/video', {
      title: 'Ohne Datum',
      url: 'https://youtu.be/aqz-KE-bpKQ',
      showDate: '',
    });
    expect(video.showDate).toBe(ctx.clock.now());
    const edited = await call<Entity>('PATCH', `/video/${video._id}`, { showDate: '' });
    expect(edited.showDate).toBe(video.showDate);
    const { exam } = await call<{ exam: Entity }>('POST', '/exams', {
      title: 'Ohne Zeit',
      isTimed: false,
      startTime: '',
      endTime: '',
    });
    expect(exam).toMatchObject({ startTime: null, endTime: null });
    const { exam: untimed } = await call<{ exam: Entity }>('PATCH', `/exams/${exam._id}`, {
      startTime: '',
      endTime: '',
    });
    expect(untimed).toMatchObject({ startTime: null, endTime: null });
    const student = await signUpStudent(ctx.app);
    const made = await call<Entity>('POST', `/users/${student._id}/calls`, {
      direction: 'incoming',
      reason: 'payment',
      outcome: 'resolved',
      followUpAt: '',
    });
    expect(made.followUpAt).toBeNull();
  });
});
