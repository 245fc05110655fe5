import type { Course, Scheduled } from '@sabora/contract';
import type { CourseRow } from '../../db/schema/index';
import { scheduleOf, toCourseDto } from '../courses/course-dto';
import type { VideoRecord } from '../videos/video-relations';
import type { CatalogueRows } from './catalogue.repository';
import { createEncodedLists, type EncodedLists } from './encoded-lists';

/** A course with its list entry, which is also what the access rules read. */
export interface CatalogueCourse {
  /** Its place in the course list: names it in a list's key. */
  position: number;
  row: CourseRow;
  dto: Course;
}

export interface CatalogueVideo {
  /** Its place in the video list: names it in a list's key. */
  position: number;
  record: VideoRecord;
  schedule: Scheduled;
  /** Every course that contains the video, in the course list's order. */
  courses: CatalogueCourse[];
  /** Those courses' list entries, as the access rules read them. */
  terms: Course[];
}

/**
 * What the catalogue holds for everyone, before any viewer's rules: the rules
 * read the viewer and the clock on every call, so nothing here depends on either.
 */
export interface Catalogue {
  courses: CatalogueCourse[];
  videos: CatalogueVideo[];
  videoById: ReadonlyMap<string, CatalogueVideo>;
  /** The lists built from this copy, as sent. */
  encoded: EncodedLists;
}

function groupBy<T, V>(
  items: readonly T[],
  key: (item: T) => string,
  value: (item: T) => V,
): Map<string, V[]> {
  const groups = new Map<string, V[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(value(item));
    else groups.set(key(item), [value(item)]);
  }
  return groups;
}

export function buildCatalogue(rows: CatalogueRows): Catalogue {
  const courses = rows.courses.map((row, position) => ({ position, row, dto: toCourseDto(row) }));
  const listOrder = new Map(courses.map((course) => [course.row.id, course.position]));
  const coursesOf = groupBy(
    rows.courseLinks,
    (link) => link.videoId,
    (link) => listOrder.get(link.courseId)!,
  );
  const sectionsOf = groupBy(
    rows.sections,
    (section) => section.videoId,
    ({ title, url }) => ({ title, url }),
  );
  const pdfsOf = groupBy(
    rows.pdfLinks,
    (link) => link.videoId,
    (link) => link.pdf,
  );
  const examsOf = groupBy(
    rows.examLinks,
    (link) => link.videoId,
    (link) => link.exam,
  );
  const videos = rows.videos.map(({ video, prevExam }, position): CatalogueVideo => {
    const linked = (coursesOf.get(video.id) ?? []).sort((a, b) => a - b).map((i) => courses[i]!);
    return {
      position,
      record: {
        row: video,
        courses: linked.map((course) => course.row),
        sections: sectionsOf.get(video.id) ?? [],
        pdfs: pdfsOf.get(video.id) ?? [],
        exams: examsOf.get(video.id) ?? [],
        prevExam,
      },
      schedule: scheduleOf(video),
      courses: linked,
      terms: linked.map((course) => course.dto),
    };
  });
  return {
    courses,
    videos,
    videoById: new Map(videos.map((video) => [video.record.row.id, video])),
    encoded: createEncodedLists(),
  };
}
