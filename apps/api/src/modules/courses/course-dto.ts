import type { Course, NamedRef, Scheduled } from '@sabora/contract';
import type { CourseRow } from '../../db/schema/index';

export function toCourseDto(row: CourseRow): Course {
  return {
    _id: row.id,
    title: row.title,
    description: row.description,
    imageUrl: row.imageUrl,
    price: row.price,
    level: row.level,
    freeForSubscribers: row.freeForSubscribers,
    showDate: row.showDate.getTime(),
    isForCenter: row.isForCenter,
    accessDays: row.accessDays,
    createdAt: row.createdAt.getTime(),
    updatedAt: row.updatedAt.getTime(),
  };
}

/** What the visibility rule reads from a course or video row. */
export function scheduleOf(row: { showDate: Date; isForCenter: boolean }): Scheduled {
  return { showDate: row.showDate.getTime(), isForCenter: row.isForCenter };
}

export function toCourseRef(row: CourseRow): NamedRef {
  return { _id: row.id, title: row.title };
}
