import { count } from 'drizzle-orm';
import { demoAssetsPrefix } from '@sabora/contract';
import type { Database } from '../db/client';
import {
  courses,
  pdfs,
  seedRuns,
  videoCourses,
  videoPdfs,
  videos,
  videoSections,
} from '../db/schema/index';
import { demoCourses, demoPdfs, type DemoPdfKey } from './demo-catalogue';
import { demoMedia, demoMediaKinds } from './demo-media';

const day = 24 * 60 * 60 * 1000;
const seedName = 'demo-catalogue';
const demoPath = (file: string) => `${demoAssetsPrefix}/${file}`;

export interface DemoSeedOptions {
  now: number;
}

/** Demo content only on the embedded database, never on a PostgreSQL someone configured. */
export function wantsDemoContent(env: { SEED_DEMO: boolean; DATABASE_URL?: string }): boolean {
  return env.SEED_DEMO && !env.DATABASE_URL;
}

/**
 * Fills an empty catalogue with a believable German course year, once per
 * database: the run is recorded, so deleting the demo courses later does not
 * bring them back. Returns whether it added anything.
 */
export async function seedDemoContent(db: Database, options: DemoSeedOptions): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(seedRuns)
      .values({ name: seedName, ranAt: new Date(options.now) })
      .onConflictDoNothing()
      .returning();
    if (!claimed) return false;
    const [existing] = await tx.select({ value: count() }).from(courses);
    if ((existing?.value ?? 0) > 0) return false;

    const pdfIds = {} as Record<DemoPdfKey, string>;
    for (const [key, pdf] of Object.entries(demoPdfs) as [
      DemoPdfKey,
      (typeof demoPdfs)[DemoPdfKey],
    ][]) {
      const [row] = await tx
        .insert(pdfs)
        .values({ title: pdf.title, url: demoPath(pdf.file), createdAt: new Date(options.now) })
        .returning({ id: pdfs.id });
      pdfIds[key] = row!.id;
    }

    let made = 0;
    for (const course of demoCourses) {
      const released = options.now + course.showInDays * day;
      const [courseRow] = await tx
        .insert(courses)
        .values({
          title: course.title,
          description: course.description,
          imageUrl: demoPath(course.image),
          price: course.price,
          level: course.level,
          freeForSubscribers: course.freeForSubscribers ?? false,
          isForCenter: course.isForCenter ?? false,
          showDate: new Date(released),
          createdAt: new Date(options.now),
          updatedAt: new Date(options.now),
        })
        .returning({ id: courses.id });
      for (const [index, lesson] of course.lessons.entries()) {
        const kind = demoMediaKinds[made % demoMediaKinds.length]!;
        const media = demoMedia(kind, Math.floor(made / demoMediaKinds.length));
        made += 1;
        // Lessons come out weekly from the course's release.
        const [videoRow] = await tx
          .insert(videos)
          .values({
            title: lesson.title,
            description: lesson.description,
            imageUrl: demoPath(course.image),
            url: media.url,
            showDate: new Date(released + index * 7 * day),
            isForCenter: course.isForCenter ?? false,
            createdAt: new Date(options.now + made),
            updatedAt: new Date(options.now + made),
          })
          .returning({ id: videos.id });
        const videoId = videoRow!.id;
        await tx.insert(videoCourses).values({ videoId, courseId: courseRow!.id });
        if (media.sections.length > 0) {
          await tx
            .insert(videoSections)
            .values(media.sections.map((section, position) => ({ videoId, position, ...section })));
        }
        if (lesson.pdf) {
          await tx.insert(videoPdfs).values({ videoId, pdfId: pdfIds[lesson.pdf], position: 0 });
        }
      }
    }
    return true;
  });
}
