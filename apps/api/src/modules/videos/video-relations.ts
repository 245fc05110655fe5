import { asc, eq, inArray } from 'drizzle-orm';
import type { VideoSection } from '@sabora/contract';
import type { Database } from '../../db/client';
import {
  courses,
  exams,
  pdfs,
  videoCourses,
  videoExams,
  videoPdfs,
  videoSections,
  type CourseRow,
  type ExamRow,
  type PdfRow,
  type VideoRow,
} from '../../db/schema/index';

/** A video with what every list needs: its courses and its sections in order. */
export interface VideoWithCourses {
  row: VideoRow;
  courses: CourseRow[];
  sections: VideoSection[];
}

/** A video with everything attached, for the video page and the admin. */
export interface VideoRecord extends VideoWithCourses {
  pdfs: PdfRow[];
  exams: ExamRow[];
  prevExam: ExamRow | null;
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}

/** Loads the relations of many videos in a fixed number of queries, whatever their count. */
export function createVideoRelations(db: Database) {
  async function withCourses(rows: VideoRow[]): Promise<VideoWithCourses[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const courseLinks = await db
      .select({ videoId: videoCourses.videoId, course: courses })
      .from(videoCourses)
      .innerJoin(courses, eq(courses.id, videoCourses.courseId))
      .where(inArray(videoCourses.videoId, ids))
      .orderBy(asc(courses.level), asc(courses.showDate), asc(courses.createdAt), asc(courses.id));
    const sections = await db
      .select()
      .from(videoSections)
      .where(inArray(videoSections.videoId, ids))
      .orderBy(asc(videoSections.videoId), asc(videoSections.position));
    const coursesByVideo = groupBy(courseLinks, (link) => link.videoId);
    const sectionsByVideo = groupBy(sections, (section) => section.videoId);
    return rows.map((row) => ({
      row,
      courses: (coursesByVideo.get(row.id) ?? []).map((link) => link.course),
      sections: (sectionsByVideo.get(row.id) ?? []).map(({ title, url }) => ({ title, url })),
    }));
  }

  async function withEverything(rows: VideoRow[]): Promise<VideoRecord[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const pdfLinks = await db
      .select({ videoId: videoPdfs.videoId, pdf: pdfs })
      .from(videoPdfs)
      .innerJoin(pdfs, eq(pdfs.id, videoPdfs.pdfId))
      .where(inArray(videoPdfs.videoId, ids))
      .orderBy(asc(videoPdfs.position));
    const examLinks = await db
      .select({ videoId: videoExams.videoId, exam: exams })
      .from(videoExams)
      .innerJoin(exams, eq(exams.id, videoExams.examId))
      .where(inArray(videoExams.videoId, ids))
      .orderBy(asc(videoExams.position));
    const prevExamIds = [...new Set(rows.flatMap((row) => row.prevExamId ?? []))];
    const prevExams =
      prevExamIds.length === 0
        ? []
        : await db.select().from(exams).where(inArray(exams.id, prevExamIds));
    const pdfsByVideo = groupBy(pdfLinks, (link) => link.videoId);
    const examsByVideo = groupBy(examLinks, (link) => link.videoId);
    const examById = new Map(prevExams.map((exam) => [exam.id, exam]));
    return (await withCourses(rows)).map((video) => ({
      ...video,
      pdfs: (pdfsByVideo.get(video.row.id) ?? []).map((link) => link.pdf),
      exams: (examsByVideo.get(video.row.id) ?? []).map((link) => link.exam),
      prevExam: video.row.prevExamId ? (examById.get(video.row.prevExamId) ?? null) : null,
    }));
  }

  return { withEverything };
}
