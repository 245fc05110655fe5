import type { z } from 'zod';
import {
  coursesResponse,
  isCourseVisible,
  type AdminCoursesResponse,
  type adminCoursesQuery,
  type Course,
  type courseBody,
  type coursePatchBody,
  type DeletedResponse,
  type Viewer,
} from '@sabora/contract';
import type { Clock } from '../../lib/clock';
import { notFound } from '../../lib/http-errors';
import { messages } from '../../messages';
import { changedFields, createdFields, deletedFields } from '../audit/audit-changes';
import type { Actor, AuditService } from '../audit/audit.service';
import type { CatalogueCache } from '../catalogue/catalogue-cache';
import type { EncodedList } from '../catalogue/encoded-lists';
import { toCourseDto } from './course-dto';
import type { CoursesRepository } from './courses.repository';

interface Deps {
  courses: CoursesRepository;
  catalogue: CatalogueCache;
  /** Forgets the exams kept for the students (a course may unlock any of them) at once. */
  forgetExams: () => void;
  audit: AuditService;
  clock: Clock;
}

export type CoursesService = ReturnType<typeof createCoursesService>;

/** The entry names the course as titled then, so it still reads after a rename or delete. */
const audited = (
  actor: Actor,
  change: 'create' | 'update' | 'delete',
  id: string,
  entityLabel: string,
) =>
  ({ actor, action: `course.${change}`, entityType: 'course', entityId: id, entityLabel }) as const;

export function createCoursesService({ courses, catalogue, forgetExams, audit, clock }: Deps) {
  return {
    /** `POST /shared/courses`: exactly the courses the visibility rule shows this viewer, as JSON. */
    async listFor(viewer: Viewer): Promise<EncodedList> {
      const shared = await catalogue.current();
      const now = clock.now();
      const shown = shared.courses.filter((course) => isCourseVisible(course.dto, viewer, now));
      return shared.encoded(
        coursesResponse,
        `courses:${shown.map((course) => course.position).join(',')}`,
        () => shown.map((course) => course.dto),
      );
    },

    async page(query: z.output<typeof adminCoursesQuery>): Promise<AdminCoursesResponse> {
      const { rows, count } = await courses.page(query);
      return { courses: rows.map(toCourseDto), count };
    },

    async get(id: string): Promise<Course> {
      const row = await courses.findById(id);
      if (!row) throw notFound(messages.courseNotFound);
      return toCourseDto(row);
    },

    async create(actor: Actor, body: z.output<typeof courseBody>): Promise<Course> {
      const now = new Date(clock.now());
      const row = await courses.insert({
        ...body,
        showDate: new Date(body.showDate ?? now.getTime()),
        createdAt: now,
        updatedAt: now,
      });
      catalogue.invalidate();
      const course = toCourseDto(row);
      await audit.recordNow({
        ...audited(actor, 'create', row.id, course.title),
        changes: createdFields(course),
      });
      return course;
    },

    async update(
      actor: Actor,
      id: string,
      patch: z.output<typeof coursePatchBody>,
    ): Promise<Course> {
      const before = await courses.findById(id);
      const { showDate, ...rest } = patch;
      const row = await courses.update(id, {
        ...rest,
        ...(showDate === undefined ? {} : { showDate: new Date(showDate) }),
        updatedAt: new Date(clock.now()),
      });
      catalogue.invalidate();
      forgetExams();
      if (!row || !before) throw notFound(messages.courseNotFound);
      const course = toCourseDto(row);
      await audit.recordNow({
        ...audited(actor, 'update', id, course.title),
        changes: changedFields(toCourseDto(before), course),
      });
      return course;
    },

    async remove(actor: Actor, id: string): Promise<DeletedResponse> {
      const before = await courses.findById(id);
      if (!before || !(await courses.remove(id))) throw notFound(messages.courseNotFound);
      catalogue.invalidate();
      forgetExams();
      await audit.recordNow({
        ...audited(actor, 'delete', id, before.title),
        changes: deletedFields(toCourseDto(before)),
      });
      return { message: messages.deleted };
    },
  };
}
