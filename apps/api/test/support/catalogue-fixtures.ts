import { eq } from 'drizzle-orm';
import type { SessionUser, SignupBody } from '@sabora/contract';
import {
  courses,
  exams,
  pdfs,
  results,
  userCourses,
  users,
  videoCourses,
  videoExams,
  videoPdfs,
  videos,
  videoSections,
  type CourseRow,
  type ExamRow,
  type NewCourseRow,
  type NewExamRow,
  type NewVideoRow,
  type PdfRow,
  type VideoRow,
} from '../../src/db/schema/index';
import { createAdmin, loginAdmin, signUpStudent, type TestContext } from './helper';

export const day = 24 * 60 * 60 * 1000;

let sequence = 0;
/** Rows made one after another get distinct, increasing creation times. */
function nextCreatedAt(ctx: TestContext): Date {
  sequence += 1;
  return new Date(ctx.clock.now() - 30 * day + sequence * 1000);
}

export async function insertCourse(
  ctx: TestContext,
  values: Partial<NewCourseRow> = {},
): Promise<CourseRow> {
  const [row] = await ctx.db
    .insert(courses)
    .values({
      title: `Kurs ${sequence + 1}`,
      price: 200,
      level: 'sec-1',
      showDate: new Date(ctx.clock.now() - day),
      createdAt: nextCreatedAt(ctx),
      ...values,
    })
    .returning();
  return row!;
}

export async function insertExam(
  ctx: TestContext,
  values: Partial<NewExamRow> = {},
): Promise<ExamRow> {
  const [row] = await ctx.db
    .insert(exams)
    .values({ title: 'Test: Der Akkusativ', ...values })
    .returning();
  return row!;
}

export async function insertPdf(ctx: TestContext, title = 'Wortschatz'): Promise<PdfRow> {
  const [row] = await ctx.db
    .insert(pdfs)
    .values({ title, url: `/uploads/documents/${title}.pdf` })
    .returning();
  return row!;
}

export interface VideoFixture {
  courses?: CourseRow[];
  sections?: { title: string; url: string }[];
  pdfs?: PdfRow[];
  exams?: ExamRow[];
  values?: Partial<NewVideoRow>;
}

export async function insertVideo(ctx: TestContext, fixture: VideoFixture = {}): Promise<VideoRow> {
  const [row] = await ctx.db
    .insert(videos)
    .values({
      title: `Lektion ${sequence + 1}`,
      url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
      showDate: new Date(ctx.clock.now() - day),
      createdAt: nextCreatedAt(ctx),
      ...fixture.values,
    })
    .returning();
  const videoId = row!.id;
  const linked = fixture.courses ?? [];
  if (linked.length > 0) {
    await ctx.db.insert(videoCourses).values(linked.map((c) => ({ videoId, courseId: c.id })));
  }
  const sections = fixture.sections ?? [];
  if (sections.length > 0) {
    await ctx.db
      .insert(videoSections)
      .values(sections.map((section, position) => ({ videoId, position, ...section })));
  }
  const attachedPdfs = fixture.pdfs ?? [];
  if (attachedPdfs.length > 0) {
    await ctx.db
      .insert(videoPdfs)
      .values(attachedPdfs.map((pdf, position) => ({ videoId, pdfId: pdf.id, position })));
  }
  const attachedExams = fixture.exams ?? [];
  if (attachedExams.length > 0) {
    await ctx.db
      .insert(videoExams)
      .values(attachedExams.map((exam, position) => ({ videoId, examId: exam.id, position })));
  }
  return row!;
}

export interface StudentProfile {
  level?: SignupBody['level'];
  attendanceType?: SignupBody['attendanceType'];
  vip?: boolean;
  frozen?: boolean;
  showHidden?: boolean;
  courses?: CourseRow[];
}

/** A signed-in student with the given flags and bought courses. */
export async function studentWith(
  ctx: TestContext,
  profile: StudentProfile = {},
): Promise<SessionUser> {
  const student = await signUpStudent(ctx.app, {
    level: profile.level ?? 'sec-1',
    attendanceType: profile.attendanceType ?? 'online',
  });
  await ctx.db
    .update(users)
    .set({
      vip: profile.vip ?? false,
      frozen: profile.frozen ?? false,
      showHidden: profile.showHidden ?? false,
    })
    .where(eq(users.id, student._id));
  await grantCourses(ctx, student._id, profile.courses ?? []);
  return student;
}

/** Gives the student these courses, bought one after another in this order. */
export async function grantCourses(
  ctx: TestContext,
  userId: string,
  granted: CourseRow[],
): Promise<void> {
  for (const course of granted) {
    await ctx.db
      .insert(userCourses)
      .values({ userId, courseId: course.id, createdAt: nextCreatedAt(ctx) });
  }
}

export async function recordResult(ctx: TestContext, examId: string, userId: string) {
  await ctx.db.insert(results).values({ examId, userId, score: 8, totalScore: 10 });
}

/** A bearer token of a fresh main admin. */
export async function adminToken(ctx: TestContext): Promise<string> {
  const { row, password } = await createAdmin(ctx.db);
  return (await loginAdmin(ctx.app, row.identifier, password)).token;
}
