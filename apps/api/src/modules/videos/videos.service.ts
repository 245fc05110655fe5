import type { z } from 'zod';
import type {
  AdminVideo,
  AdminVideoPage,
  AdminVideosResponse,
  adminVideosQuery,
  DeletedResponse,
  videoBody,
  videoPatchBody,
} from '@sabora/contract';
import type { Clock } from '../../lib/clock';
import { notFound, unprocessable } from '../../lib/http-errors';
import { messages } from '../../messages';
import { changedFields, createdFields, deletedFields } from '../audit/audit-changes';
import type { Actor, AuditService } from '../audit/audit.service';
import type { CatalogueCache } from '../catalogue/catalogue-cache';
import type { CoursesRepository } from '../courses/courses.repository';
import type { ExamsRepository } from '../exams/exams.repository';
import { toExamSummary } from '../exams/exam-dto';
import type { PdfsRepository } from '../pdfs/pdfs.repository';
import { toPdfLink } from '../pdfs/pdf-dto';
import { toAdminVideo } from './video-dto';
import type { VideosRepository } from './videos.repository';

interface Deps {
  videos: VideosRepository;
  courses: CoursesRepository;
  pdfs: PdfsRepository;
  exams: ExamsRepository;
  catalogue: CatalogueCache;
  audit: AuditService;
  clock: Clock;
}

type References = Partial<
  Pick<z.output<typeof videoBody>, 'courses' | 'pdfs' | 'exams' | 'prevExam'>
>;

export type VideosService = ReturnType<typeof createVideosService>;

/** The entry names the video as titled then, so it still reads after a rename or delete. */
const audited = (
  actor: Actor,
  change: 'create' | 'update' | 'delete',
  id: string,
  entityLabel: string,
) =>
  ({ actor, action: `video.${change}`, entityType: 'video', entityId: id, entityLabel }) as const;

/** The admin's side of videos: list, create, read, update, delete. */
export function createVideosService({
  videos,
  courses,
  pdfs,
  exams,
  catalogue,
  audit,
  clock,
}: Deps) {
  async function assertReferencesExist(refs: References): Promise<void> {
    const problems: string[] = [];
    if (refs.courses && !(await courses.allExist(refs.courses))) {
      problems.push(messages.unknownCourses);
    }
    if (refs.pdfs && !(await pdfs.allExist(refs.pdfs))) problems.push(messages.unknownPdfs);
    if (refs.exams && !(await exams.allExist(refs.exams))) problems.push(messages.unknownExams);
    if (refs.prevExam && !(await exams.allExist([refs.prevExam]))) {
      problems.push(messages.unknownPrevExam);
    }
    if (problems.length > 0) throw unprocessable(problems);
  }

  async function record(id: string) {
    const found = await videos.findRecord(id);
    if (!found) throw notFound(messages.videoNotFound);
    return found;
  }

  return {
    async page(query: z.output<typeof adminVideosQuery>): Promise<AdminVideosResponse> {
      const { records, count } = await videos.page(query);
      return { videos: records.map(toAdminVideo), count };
    },

    /** `GET /admin/video/{id}`: the video page's shape, with everything the form needs. */
    async adminPage(id: string): Promise<AdminVideoPage> {
      const found = await record(id);
      return {
        video: toAdminVideo(found),
        exam: found.exams.map((exam) => toExamSummary(exam)),
        pdf: found.pdfs.map(toPdfLink),
      };
    },

    async create(actor: Actor, body: z.output<typeof videoBody>): Promise<AdminVideo> {
      await assertReferencesExist(body);
      const now = new Date(clock.now());
      const id = await videos.insert(
        {
          title: body.title,
          description: body.description,
          imageUrl: body.imageUrl,
          url: body.url,
          showDate: new Date(body.showDate ?? now.getTime()),
          isForCenter: body.isForCenter,
          maxViews: body.maxViews,
          prevExamId: body.prevExam,
          createdAt: now,
          updatedAt: now,
        },
        {
          courseIds: body.courses,
          sections: body.sections,
          pdfIds: body.pdfs,
          examIds: body.exams,
        },
      );
      catalogue.invalidate();
      const video = toAdminVideo(await record(id));
      await audit.recordNow({
        ...audited(actor, 'create', id, video.title),
        changes: createdFields(video),
      });
      return video;
    },

    async update(
      actor: Actor,
      id: string,
      patch: z.output<typeof videoPatchBody>,
    ): Promise<AdminVideo> {
      await assertReferencesExist(patch);
      const before = toAdminVideo(await record(id));
      const {
        showDate,
        prevExam,
        courses: courseIds,
        sections,
        pdfs: pdfIds,
        exams: examIds,
        ...fields
      } = patch;
      const updated = await videos.update(
        id,
        {
          ...fields,
          ...(showDate === undefined ? {} : { showDate: new Date(showDate) }),
          ...(prevExam === undefined ? {} : { prevExamId: prevExam }),
          updatedAt: new Date(clock.now()),
        },
        { courseIds, sections, pdfIds, examIds },
      );
      catalogue.invalidate();
      if (!updated) throw notFound(messages.videoNotFound);
      const video = toAdminVideo(await record(id));
      await audit.recordNow({
        ...audited(actor, 'update', id, video.title),
        changes: changedFields(before, video),
      });
      return video;
    },

    async remove(actor: Actor, id: string): Promise<DeletedResponse> {
      const before = toAdminVideo(await record(id));
      if (!(await videos.remove(id))) throw notFound(messages.videoNotFound);
      catalogue.invalidate();
      await audit.recordNow({
        ...audited(actor, 'delete', id, before.title),
        changes: deletedFields(before),
      });
      return { message: messages.deleted };
    },
  };
}
