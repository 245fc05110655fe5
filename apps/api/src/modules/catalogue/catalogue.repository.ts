import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  courses,
  exams,
  pdfs,
  videoCourses,
  videoExams,
  videoPdfs,
  videos,
  videoSections,
  type CourseRow,
  type ExamRow,
  type PdfRow,
  type VideoRow,
} from '../../db/schema/index';

/** Every row the catalogue shows, whoever asks; links as the tables hold them. */
export interface CatalogueRows {
  /** By level, then release date, then creation. */
  courses: CourseRow[];
  /** In release order. */
  videos: { video: VideoRow; prevExam: ExamRow | null }[];
  courseLinks: { videoId: string; courseId: string }[];
  /** By video, then position. */
  sections: { videoId: string; title: string; url: string }[];
  /** By position. */
  pdfLinks: { videoId: string; pdf: PdfRow }[];
  /** By position. */
  examLinks: { videoId: string; exam: ExamRow }[];
}

export type CatalogueRepository = ReturnType<typeof createCatalogueRepository>;

export function createCatalogueRepository(db: Database) {
  return {
    /**
     * The whole catalogue in one snapshot, so a link never points at a row read
     * before the admin's change and a row never misses its links after it.
     */
    async load(): Promise<CatalogueRows> {
      return db.transaction(
        async (tx) => ({
          courses: await tx
            .select()
            .from(courses)
            .orderBy(
              asc(courses.level),
              asc(courses.showDate),
              asc(courses.createdAt),
              asc(courses.id),
            ),
          videos: await tx
            .select({ video: videos, prevExam: exams })
            .from(videos)
            .leftJoin(exams, eq(exams.id, videos.prevExamId))
            .orderBy(asc(videos.showDate), asc(videos.createdAt), asc(videos.id)),
          courseLinks: await tx.select().from(videoCourses),
          sections: await tx
            .select({
              videoId: videoSections.videoId,
              title: videoSections.title,
              url: videoSections.url,
            })
            .from(videoSections)
            .orderBy(asc(videoSections.videoId), asc(videoSections.position)),
          pdfLinks: await tx
            .select({ videoId: videoPdfs.videoId, pdf: pdfs })
            .from(videoPdfs)
            .innerJoin(pdfs, eq(pdfs.id, videoPdfs.pdfId))
            .orderBy(asc(videoPdfs.position)),
          examLinks: await tx
            .select({ videoId: videoExams.videoId, exam: exams })
            .from(videoExams)
            .innerJoin(exams, eq(exams.id, videoExams.examId))
            .orderBy(asc(videoExams.position)),
        }),
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      );
    },
  };
}
