import { isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { courses, questions, videos } from '../../db/schema/index';

/**
 * Every image path a saved course, lesson or question shows: the photos a
 * student's phone asks for, so the ones whose variants matter (decision 0210).
 */
export async function storedPhotoPaths(db: Database): Promise<string[]> {
  const rows = await db
    .selectDistinct({ path: courses.imageUrl })
    .from(courses)
    .where(isNotNull(courses.imageUrl))
    .union(
      db.selectDistinct({ path: videos.imageUrl }).from(videos).where(isNotNull(videos.imageUrl)),
    )
    .union(
      db
        .selectDistinct({ path: questions.imageUrl })
        .from(questions)
        .where(isNotNull(questions.imageUrl)),
    );
  return rows.flatMap((row) => (row.path ? [row.path] : []));
}
