import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { VideoSection } from '@sabora/contract';
import type { Database } from '../../db/client';
import {
  videoCourses,
  videoExams,
  videoPdfs,
  videos,
  videoSections,
  type NewVideoRow,
} from '../../db/schema/index';
import { containsText } from '../../lib/search';
import { createVideoRelations, type VideoRecord } from './video-relations';

export type VideosRepository = ReturnType<typeof createVideosRepository>;

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Lists that replace the stored ones when present. */
export interface VideoLinks {
  courseIds?: readonly string[];
  sections?: readonly VideoSection[];
  pdfIds?: readonly string[];
  examIds?: readonly string[];
}

export interface VideoPageQuery {
  search?: string;
  course?: string;
  page: number;
  pageSize: number;
}

async function replaceLinks(tx: Transaction, videoId: string, links: VideoLinks): Promise<void> {
  if (links.courseIds) {
    await tx.delete(videoCourses).where(eq(videoCourses.videoId, videoId));
    if (links.courseIds.length > 0) {
      await tx
        .insert(videoCourses)
        .values(links.courseIds.map((courseId) => ({ videoId, courseId })));
    }
  }
  if (links.sections) {
    await tx.delete(videoSections).where(eq(videoSections.videoId, videoId));
    if (links.sections.length > 0) {
      await tx
        .insert(videoSections)
        .values(links.sections.map((section, position) => ({ videoId, position, ...section })));
    }
  }
  if (links.pdfIds) {
    await tx.delete(videoPdfs).where(eq(videoPdfs.videoId, videoId));
    if (links.pdfIds.length > 0) {
      await tx
        .insert(videoPdfs)
        .values(links.pdfIds.map((pdfId, position) => ({ videoId, pdfId, position })));
    }
  }
  if (links.examIds) {
    await tx.delete(videoExams).where(eq(videoExams.videoId, videoId));
    if (links.examIds.length > 0) {
      await tx
        .insert(videoExams)
        .values(links.examIds.map((examId, position) => ({ videoId, examId, position })));
    }
  }
}

export function createVideosRepository(db: Database) {
  const relations = createVideoRelations(db);

  return {
    /** The admin list: newest first. */
    async page(query: VideoPageQuery): Promise<{ records: VideoRecord[]; count: number }> {
      const where = and(
        containsText(videos.title, query.search),
        query.course
          ? inArray(
              videos.id,
              db
                .select({ id: videoCourses.videoId })
                .from(videoCourses)
                .where(eq(videoCourses.courseId, query.course)),
            )
          : undefined,
      );
      const rows = await db
        .select()
        .from(videos)
        .where(where)
        .orderBy(desc(videos.createdAt), asc(videos.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize);
      const [total] = await db.select({ value: count() }).from(videos).where(where);
      return { records: await relations.withEverything(rows), count: total?.value ?? 0 };
    },

    async findRecord(id: string): Promise<VideoRecord | undefined> {
      const rows = await db.select().from(videos).where(eq(videos.id, id)).limit(1);
      const [record] = await relations.withEverything(rows);
      return record;
    },

    async insert(values: NewVideoRow, links: VideoLinks): Promise<string> {
      return db.transaction(async (tx) => {
        const [created] = await tx.insert(videos).values(values).returning({ id: videos.id });
        await replaceLinks(tx, created!.id, links);
        return created!.id;
      });
    },

    /** Returns false when there is no such video. */
    async update(id: string, values: Partial<NewVideoRow>, links: VideoLinks): Promise<boolean> {
      return db.transaction(async (tx) => {
        const updated = await tx
          .update(videos)
          .set(values)
          .where(eq(videos.id, id))
          .returning({ id: videos.id });
        if (updated.length === 0) return false;
        await replaceLinks(tx, id, links);
        return true;
      });
    },

    /** Deletes the video with its sections and its links to courses, PDFs and exams. */
    async remove(id: string): Promise<boolean> {
      const removed = await db.delete(videos).where(eq(videos.id, id)).returning({ id: videos.id });
      return removed.length > 0;
    },
  };
}
