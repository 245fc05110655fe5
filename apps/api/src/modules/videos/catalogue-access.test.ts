import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  isCourseVisible,
  isVideoListed,
  visitorViewer,
  adminViewer,
  type Course,
  type ListedVideo,
  type SessionUser,
  type Viewer,
} from '@sabora/contract';
import type { CourseRow, ExamRow, PdfRow, VideoRow } from '../../db/schema/index';
import { messages } from '../../messages';
import {
  adminToken,
  day,
  insertCourse,
  insertExam,
  insertPdf,
  insertVideo,
  recordResult,
  studentWith,
  type StudentProfile,
} from '../../../test/support/catalogue-fixtures';
import { bearer, buildTestApp, messagesOf, type TestContext } from '../../../test/support/helper';
import { scheduleOf, toCourseDto } from '../courses/course-dto';

type CourseKey = 'paid' | 'free' | 'gift' | 'upcoming' | 'center' | 'sec2';
type VideoKey =
  | 'paid'
  | 'free'
  | 'gift'
  | 'upcomingCourse'
  | 'centerCourse'
  | 'sec2'
  | 'future'
  | 'centerOnly'
  | 'prev'
  | 'orphan'
  | 'mixed';
type StudentKey =
  | 'online'
  | 'center'
  | 'vipSame'
  | 'vipOther'
  | 'owner'
  | 'subscriber'
  | 'frozen'
  | 'showHidden'
  | 'ownerHidden'
  | 'vipHidden'
  | 'centerOwner'
  | 'centerVip'
  | 'solved';
type ViewerKey = 'visitor' | 'admin' | StudentKey;

// Every student is at sec-1 unless the profile says otherwise.
const profiles: Record<StudentKey, StudentProfile & { owns?: CourseKey[] }> = {
  online: {},
  center: { attendanceType: 'center' },
  vipSame: { vip: true },
  vipOther: { vip: true, level: 'sec-2' },
  owner: { owns: ['paid'] },
  subscriber: { owns: ['sec2'] },
  frozen: { frozen: true, owns: ['paid'] },
  showHidden: { showHidden: true },
  ownerHidden: { showHidden: true, owns: ['paid'] },
  vipHidden: { vip: true, showHidden: true },
  centerOwner: { attendanceType: 'center', owns: ['paid'] },
  centerVip: { attendanceType: 'center', vip: true },
  solved: { owns: ['paid'] },
};

let ctx: TestContext;
const course = {} as Record<CourseKey, CourseRow>;
const video = {} as Record<VideoKey, VideoRow>;
const student = {} as Record<StudentKey, SessionUser>;
let adminBearer: string;
let prevExam: ExamRow;
let centerExam: ExamRow;
let openExam: ExamRow;
let worksheet: PdfRow;

beforeAll(async () => {
  ctx = await buildTestApp();
  const future = ctx.clock.now() + 7 * day;
  course.paid = await insertCourse(ctx, { title: 'Oktober' });
  course.free = await insertCourse(ctx, { title: 'Willkommen', price: 0 });
  course.gift = await insertCourse(ctx, { title: 'Wortschatz', freeForSubscribers: true });
  course.upcoming = await insertCourse(ctx, { title: 'Dezember', showDate: new Date(future) });
  course.center = await insertCourse(ctx, { title: 'Center-Gruppe', isForCenter: true });
  course.sec2 = await insertCourse(ctx, { title: 'Sec 2 Oktober', level: 'sec-2' });

  prevExam = await insertExam(ctx, { title: 'Quiz: Lektion 1' });
  openExam = await insertExam(ctx, { title: 'Test: Lektion 2' });
  centerExam = await insertExam(ctx, { title: 'Center-Test', isForCenter: true });
  worksheet = await insertPdf(ctx, 'Arbeitsblatt');

  video.paid = await insertVideo(ctx, {
    courses: [course.paid],
    values: { title: 'Lektion 3: Der Akkusativ' },
    sections: [
      { title: 'Teil 1', url: 'https://youtu.be/aqz-KE-bpKQ?t=0' },
      { title: 'Teil 2', url: 'https://youtu.be/aqz-KE-bpKQ?t=300' },
    ],
    pdfs: [worksheet],
    exams: [openExam, centerExam],
  });
  video.free = await insertVideo(ctx, { courses: [course.free] });
  video.gift = await insertVideo(ctx, { courses: [course.gift] });
  video.upcomingCourse = await insertVideo(ctx, { courses: [course.upcoming] });
  video.centerCourse = await insertVideo(ctx, { courses: [course.center] });
  video.sec2 = await insertVideo(ctx, { courses: [course.sec2] });
  video.future = await insertVideo(ctx, {
    courses: [course.paid],
    values: { showDate: new Date(future) },
  });
  video.centerOnly = await insertVideo(ctx, {
    courses: [course.paid],
    values: { isForCenter: true },
  });
  video.prev = await insertVideo(ctx, {
    courses: [course.paid],
    values: { prevExamId: prevExam.id },
  });
  video.orphan = await insertVideo(ctx);
  video.mixed = await insertVideo(ctx, { courses: [course.center, course.paid] });

  for (const key of Object.keys(profiles) as StudentKey[]) {
    const { owns = [], ...profile } = profiles[key];
    student[key] = await studentWith(ctx, { ...profile, courses: owns.map((k) => course[k]) });
  }
  await recordResult(ctx, prevExam.id, student.solved._id);
  adminBearer = await adminToken(ctx);
});
afterAll(() => ctx.close());

function headersOf(viewer: ViewerKey): Record<string, string> {
  if (viewer === 'visitor') return {};
  return bearer(viewer === 'admin' ? adminBearer : student[viewer].token);
}

function ruleViewer(viewer: ViewerKey): Viewer {
  if (viewer === 'visitor') return visitorViewer;
  if (viewer === 'admin') return adminViewer;
  const { owns = [], ...profile } = profiles[viewer];
  return {
    kind: 'student',
    level: profile.level ?? 'sec-1',
    attendanceType: profile.attendanceType ?? 'online',
    vip: profile.vip ?? false,
    frozen: profile.frozen ?? false,
    showHidden: profile.showHidden ?? false,
    courses: owns.map((k) => course[k].id),
    lapsed: [],
  };
}

const courseKeyOf = (id: string) =>
  (Object.keys(course) as CourseKey[]).find((key) => course[key].id === id);
const videoKeyOf = (id: string) =>
  (Object.keys(video) as VideoKey[]).find((key) => video[key].id === id);

const list = (what: 'courses' | 'videos', viewer: ViewerKey, all: boolean) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/shared/${what}`,
    headers: headersOf(viewer),
    payload: { all },
  });

const everyViewer: ViewerKey[] = ['visitor', 'admin', ...(Object.keys(profiles) as StudentKey[])];
const releasedCourses: CourseKey[] = ['paid', 'free', 'gift', 'sec2'];
const releasedVideos: VideoKey[] = ['paid', 'free', 'gift', 'sec2', 'prev', 'mixed'];

describe('POST /api/shared/courses', () => {
  it.each<[ViewerKey, CourseKey[]]>([
    ['visitor', releasedCourses],
    ['online', releasedCourses],
    ['vipSame', releasedCourses],
    ['vipOther', releasedCourses],
    ['owner', releasedCourses],
    ['subscriber', releasedCourses],
    ['frozen', releasedCourses],
    ['center', [...releasedCourses, 'center']],
    ['showHidden', [...releasedCourses, 'upcoming']],
    ['vipHidden', [...releasedCourses, 'upcoming']],
    ['centerVip', [...releasedCourses, 'center']],
    ['admin', [...releasedCourses, 'upcoming', 'center']],
  ])('%s sees %j, whether it asks for all or not', async (viewer, expected) => {
    for (const all of [false, true]) {
      const response = await list('courses', viewer, all);
      expect(response.statusCode).toBe(200);
      const keys = response.json<Course[]>().map((c) => courseKeyOf(c._id));
      expect(keys.sort()).toEqual([...expected].sort());
    }
  });

  it.each(everyViewer)('gives %s exactly what the visibility rule allows', async (viewer) => {
    const response = await list('courses', viewer, viewer === 'admin');
    const now = ctx.clock.now();
    const expected = Object.values(course)
      .filter((row) => isCourseVisible(toCourseDto(row), ruleViewer(viewer), now))
      .map((row) => row.id);
    expect(
      response
        .json<Course[]>()
        .map((c) => c._id)
        .sort(),
    ).toEqual(expected.sort());
  });

  it('sorts by level, then release date, then creation', async () => {
    const response = await list('courses', 'admin', true);
    expect(response.json<Course[]>().map((c) => courseKeyOf(c._id))).toEqual([
      'paid',
      'free',
      'gift',
      'center',
      'upcoming',
      'sec2',
    ]);
  });

  it('shows a course the moment its showDate passes', async () => {
    ctx.clock.advance(7 * day);
    try {
      const keys = (await list('courses', 'online', false))
        .json<Course[]>()
        .map((c) => courseKeyOf(c._id));
      expect(keys).toContain('upcoming');
    } finally {
      ctx.clock.advance(-7 * day);
    }
  });

  it('sends every course field with times in epoch ms', async () => {
    const [first] = (await list('courses', 'visitor', false)).json<Course[]>();
    expect(first).toEqual({
      _id: course.paid.id,
      title: 'Oktober',
      description: '',
      imageUrl: null,
      price: 200,
      level: 'sec-1',
      freeForSubscribers: false,
      showDate: course.paid.showDate.getTime(),
      isForCenter: false,
      accessDays: null,
      createdAt: course.paid.createdAt.getTime(),
      updatedAt: course.paid.updatedAt.getTime(),
    });
  });

  it('answers an invalid token with 401 instead of treating the caller as a visitor', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/shared/courses',
      headers: bearer('not-a-token'),
      payload: { all: false },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(messages.sessionInvalid);
  });

  it('answers an expired token with 401 "jwt expired"', async () => {
    ctx.clock.advance(31 * day);
    try {
      const response = await list('courses', 'online', false);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'jwt expired' });
    } finally {
      ctx.clock.advance(-31 * day);
    }
  });

  it('refuses a non-boolean all with an Arabic 422', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/shared/courses',
      payload: { all: 'yes' },
    });
    expect(response.statusCode).toBe(422);
    expect(messagesOf(response)).toEqual(['قيمة all لازم تكون true أو false']);
  });
});

describe('POST /api/shared/videos', () => {
  it.each<[ViewerKey, VideoKey[]]>([
    ['visitor', releasedVideos],
    ['online', releasedVideos],
    ['vipSame', releasedVideos],
    ['vipOther', releasedVideos],
    ['owner', releasedVideos],
    ['subscriber', releasedVideos],
    ['frozen', releasedVideos],
    ['center', [...releasedVideos, 'centerCourse', 'centerOnly']],
    ['showHidden', [...releasedVideos, 'upcomingCourse', 'future']],
    [
      'admin',
      [...releasedVideos, 'upcomingCourse', 'centerCourse', 'future', 'centerOnly', 'orphan'],
    ],
  ])('%s sees %j, whether it asks for all or not', async (viewer, expected) => {
    for (const all of [false, true]) {
      const response = await list('videos', viewer, all);
      expect(response.statusCode).toBe(200);
      const keys = response.json<ListedVideo[]>().map((v) => videoKeyOf(v._id));
      expect(keys.sort()).toEqual([...expected].sort());
    }
  });

  it.each(everyViewer)('gives %s exactly what the listing rule allows', async (viewer) => {
    const response = await list('videos', viewer, viewer === 'admin');
    const now = ctx.clock.now();
    const coursesOf: Record<VideoKey, CourseRow[]> = {
      paid: [course.paid],
      free: [course.free],
      gift: [course.gift],
      upcomingCourse: [course.upcoming],
      centerCourse: [course.center],
      sec2: [course.sec2],
      future: [course.paid],
      centerOnly: [course.paid],
      prev: [course.paid],
      orphan: [],
      mixed: [course.center, course.paid],
    };
    const expected = (Object.keys(video) as VideoKey[])
      .filter((key) =>
        isVideoListed(
          scheduleOf(video[key]),
          coursesOf[key].map(scheduleOf),
          ruleViewer(viewer),
          now,
        ),
      )
      .map((key) => video[key].id);
    expect(
      response
        .json<ListedVideo[]>()
        .map((v) => v._id)
        .sort(),
    ).toEqual(expected.sort());
  });

  it.each<ViewerKey>(['visitor', 'online', 'owner', 'vipSame'])(
    'never sends %s a video or section address',
    async (viewer) => {
      const listed = (await list('videos', viewer, true)).json<ListedVideo[]>();
      const lesson = listed.find((v) => v._id === video.paid.id)!;
      expect(lesson.sections).toEqual([{ title: 'Teil 1' }, { title: 'Teil 2' }]);
      for (const entry of listed) {
        expect(entry).not.toHaveProperty('url');
        for (const section of entry.sections) expect(section).not.toHaveProperty('url');
      }
    },
  );

  it('sends admins the addresses and every course of a video', async () => {
    const listed = (await list('videos', 'admin', true)).json<ListedVideo[]>();
    const lesson = listed.find((v) => v._id === video.paid.id)!;
    expect(lesson.url).toBe('https://www.youtube.com/watch?v=aqz-KE-bpKQ');
    expect(lesson.sections).toEqual([
      { title: 'Teil 1', url: 'https://youtu.be/aqz-KE-bpKQ?t=0' },
      { title: 'Teil 2', url: 'https://youtu.be/aqz-KE-bpKQ?t=300' },
    ]);
    const mixed = listed.find((v) => v._id === video.mixed.id)!;
    expect(mixed.courses.map((c) => c.title)).toEqual(['Oktober', 'Center-Gruppe']);
  });

  it('names only the courses the viewer may see', async () => {
    const forOnline = (await list('videos', 'online', false)).json<ListedVideo[]>();
    expect(forOnline.find((v) => v._id === video.mixed.id)!.courses).toEqual([
      { _id: course.paid.id, title: 'Oktober' },
    ]);
    const forCenter = (await list('videos', 'center', false)).json<ListedVideo[]>();
    expect(forCenter.find((v) => v._id === video.mixed.id)!.courses).toHaveLength(2);
  });

  it('answers an invalid token with 401', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/shared/videos',
      headers: bearer('not-a-token'),
      payload: { all: true },
    });
    expect(response.statusCode).toBe(401);
  });
});

type Expected =
  'watch' | 'prevExam' | 'frozen' | 'signIn' | 'studentsOnly' | { locked: CourseKey[] };

describe('GET /api/user/videos/{id}', () => {
  it.each<[string, ViewerKey, VideoKey, Expected]>([
    ['a visitor must sign in', 'visitor', 'free', 'signIn'],
    ['an admin token is for the admin call', 'admin', 'free', 'studentsOnly'],
    ['a frozen owner is stopped with the phones to call', 'frozen', 'paid', 'frozen'],
    ['a frozen student is stopped even on a free video', 'frozen', 'free', 'frozen'],
    ['the owner watches', 'owner', 'paid', 'watch'],
    ['a student without the course is refused', 'online', 'paid', { locked: ['paid'] }],
    ['a price-0 course is open to every student', 'online', 'free', 'watch'],
    ['VIP at the same level watches', 'vipSame', 'paid', 'watch'],
    ['VIP at another level is refused', 'vipOther', 'paid', { locked: ['paid'] }],
    ['a subscriber gets the free-for-subscribers course', 'subscriber', 'gift', 'watch'],
    ['a non-subscriber does not', 'online', 'gift', { locked: ['gift'] }],
    ['a future video is refused to its owner', 'owner', 'future', { locked: ['paid'] }],
    ['a future video opens to an owner with showHidden', 'ownerHidden', 'future', 'watch'],
    [
      'a future course hides its videos, even from VIP',
      'vipSame',
      'upcomingCourse',
      { locked: [] },
    ],
    ['a future course opens to VIP with showHidden', 'vipHidden', 'upcomingCourse', 'watch'],
    [
      'a center-only video is refused to an online owner',
      'owner',
      'centerOnly',
      { locked: ['paid'] },
    ],
    ['a center-only video opens to a center owner', 'centerOwner', 'centerOnly', 'watch'],
    ['a center-only course is hidden from online VIP', 'vipSame', 'centerCourse', { locked: [] }],
    ['a center-only course opens to center VIP', 'centerVip', 'centerCourse', 'watch'],
    ['a video in two courses lists the visible one', 'online', 'mixed', { locked: ['paid'] }],
    ['a video in no course is refused', 'vipSame', 'orphan', { locked: [] }],
    ['an unsolved previous exam comes first', 'owner', 'prev', 'prevExam'],
    ['a solved previous exam opens the video', 'solved', 'prev', 'watch'],
    [
      'the previous exam is not named to a student without access',
      'online',
      'prev',
      { locked: ['paid'] },
    ],
  ])('%s', async (_case, viewer, key, expected) => {
    const response = await ctx.app.inject({
      url: `/api/user/videos/${video[key].id}`,
      headers: headersOf(viewer),
    });
    const body = response.json();
    if (expected === 'signIn') {
      expect(response.statusCode).toBe(401);
      expect(body).toEqual({ message: messages.loginRequired });
    } else if (expected === 'studentsOnly') {
      expect(response.statusCode).toBe(403);
      expect(body).toEqual({ message: messages.studentsOnly });
    } else if (expected === 'frozen') {
      expect(response.statusCode).toBe(403);
      expect(body).toEqual({
        message: messages.accountFrozen,
        phone: student.frozen.phone,
        fatherPhone: student.frozen.fatherPhone,
      });
    } else if (expected === 'prevExam') {
      expect(response.statusCode).toBe(200);
      expect(body).toEqual({ prevExam: { _id: prevExam.id, title: 'Quiz: Lektion 1' } });
    } else if (expected === 'watch') {
      expect(response.statusCode).toBe(200);
      expect(body.video).toMatchObject({ _id: video[key].id, url: video[key].url });
      expect(Object.keys(body).sort()).toEqual(['exam', 'pdf', 'progress', 'video']);
    } else {
      expect(response.statusCode).toBe(403);
      expect(body).toEqual({
        message: messages.videoLocked,
        courses: expected.locked.map((k) => ({ _id: course[k].id, title: course[k].title })),
        expired: [],
      });
    }
  });

  it('gives the owner the video with its sections, PDFs and exams for their attendance', async () => {
    const response = await ctx.app.inject({
      url: `/api/user/videos/${video.paid.id}`,
      headers: headersOf('owner'),
    });
    expect(response.json()).toEqual({
      video: {
        _id: video.paid.id,
        title: 'Lektion 3: Der Akkusativ',
        description: '',
        imageUrl: null,
        url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
        showDate: video.paid.showDate.getTime(),
        isForCenter: false,
        maxViews: null,
        courses: [{ _id: course.paid.id, title: 'Oktober' }],
        sections: [
          { title: 'Teil 1', url: 'https://youtu.be/aqz-KE-bpKQ?t=0' },
          { title: 'Teil 2', url: 'https://youtu.be/aqz-KE-bpKQ?t=300' },
        ],
        prevExam: null,
        createdAt: video.paid.createdAt.getTime(),
        updatedAt: video.paid.updatedAt.getTime(),
      },
      exam: [
        {
          _id: openExam.id,
          title: 'Test: Lektion 2',
          isTimed: false,
          startTime: null,
          endTime: null,
          isForCenter: false,
        },
      ],
      pdf: [{ _id: worksheet.id, title: 'Arbeitsblatt', url: worksheet.url }],
      progress: {
        position: 0,
        duration: 0,
        watchedSeconds: 0,
        coverage: 0,
        watched: false,
        views: 0,
        maxViews: null,
        viewsLeft: null,
        lastWatchedAt: null,
      },
    });
  });

  it('lists center-only exams to center students', async () => {
    const response = await ctx.app.inject({
      url: `/api/user/videos/${video.paid.id}`,
      headers: headersOf('centerOwner'),
    });
    expect(response.json().exam.map((e: { title: string }) => e.title)).toEqual([
      'Test: Lektion 2',
      'Center-Test',
    ]);
  });

  it('names only visible courses on the page of a video in several', async () => {
    const response = await ctx.app.inject({
      url: `/api/user/videos/${video.mixed.id}`,
      headers: headersOf('owner'),
    });
    expect(response.json().video.courses).toEqual([{ _id: course.paid.id, title: 'Oktober' }]);
  });

  it('answers an unknown video with an Arabic 404', async () => {
    const response = await ctx.app.inject({
      url: '/api/user/videos/1b4e28ba-2fa1-4d3b-a3f5-ef19b5a7633b',
      headers: headersOf('owner'),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: messages.videoNotFound });
  });

  it('answers a malformed id with an Arabic 422, not a 500', async () => {
    const response = await ctx.app.inject({
      url: '/api/user/videos/not-a-uuid',
      headers: headersOf('owner'),
    });
    expect(response.statusCode).toBe(422);
    expect(messagesOf(response)).toEqual(['الرقم التعريفي في الرابط مش صحيح']);
  });
});
