import type { z } from 'zod';
import {
  examDrawProblems,
  examTimingProblems,
  type AdminExamPage,
  type AdminExamsResponse,
  type adminExamsQuery,
  type DeletedResponse,
  type examBody,
  type ExamSolution,
  type examPatchBody,
} from '@sabora/contract';
import type { NewExamRow } from '../../db/schema/index';
import type { Clock } from '../../lib/clock';
import { notFound, unprocessable } from '../../lib/http-errors';
import { messages } from '../../messages';
import { createdFields, deletedFields } from '../audit/audit-changes';
import type { Actor, AuditService } from '../audit/audit.service';
import type { CatalogueCache } from '../catalogue/catalogue-cache';
import type { CoursesRepository } from '../courses/courses.repository';
import { examAuditView, examDeletedView, examUpdateChanges } from './exam-audit';
import { toAdminExam, toAdminExamListItem, toAdminQuestion, timingOf } from '../exams/exam-dto';
import type { ExamPageCache } from '../exams/exam-page-cache';
import { ForeignQuestionError, type ExamsRepository } from '../exams/exams.repository';
import { solutionVideoOf } from '../exams/solution-video';

interface Deps {
  exams: ExamsRepository;
  courses: CoursesRepository;
  cache: ExamPageCache;
  /** Forgets an edited exam kept for the students at once, before the database announces it. */
  forgetExam: (id: string) => void;
  // The video pages list their exams and name their previous exam.
  catalogue: CatalogueCache;
  audit: AuditService;
  clock: Clock;
}

type ExamFields = z.output<typeof examPatchBody>;

export type AdminExamsService = ReturnType<typeof createAdminExamsService>;

/** An untimed exam keeps no times, so nothing can mistake it for a scheduled one. */
function timesOf(isTimed: boolean, startTime: number | null, endTime: number | null) {
  return {
    isTimed,
    startTime: isTimed && startTime !== null ? new Date(startTime) : null,
    endTime: isTimed && endTime !== null ? new Date(endTime) : null,
  };
}

/** The admin's side of exams: list, create, read, update, delete, solution. */
/** The entry names the exam as titled then, so it still reads after a rename or delete. */
const audited = (
  actor: Actor,
  change: 'create' | 'update' | 'delete',
  id: string,
  entityLabel: string,
) => ({ actor, action: `exam.${change}`, entityType: 'exam', entityId: id, entityLabel }) as const;

export function createAdminExamsService(deps: Deps) {
  const { exams, courses, cache, forgetExam, catalogue, audit, clock } = deps;
  async function assertReferencesExist(fields: ExamFields): Promise<void> {
    const problems: string[] = [];
    if (fields.courses && !(await courses.allExist(fields.courses))) {
      problems.push(messages.unknownCourses);
    }
    if (fields.video && !(await exams.videoExists(fields.video))) {
      problems.push(messages.unknownSolutionVideo);
    }
    if (problems.length > 0) throw unprocessable(problems);
  }

  async function examPage(id: string): Promise<AdminExamPage> {
    const record = await exams.findRecordWithResultsCount(id);
    if (!record) throw notFound(messages.examNotFound);
    return {
      exam: toAdminExam(record),
      questions: (await exams.questionsOf(id)).map(toAdminQuestion),
    };
  }

  /** Turns "a question that is not this exam's" into the admin's 422. */
  async function savingQuestions<T>(save: () => Promise<T>): Promise<T> {
    try {
      return await save();
    } catch (error) {
      if (error instanceof ForeignQuestionError) throw unprocessable([messages.foreignQuestion]);
      throw error;
    }
  }

  return {
    async page(query: z.output<typeof adminExamsQuery>): Promise<AdminExamsResponse> {
      const { records, count } = await exams.page(query);
      return { exams: records.map(toAdminExamListItem), count };
    },

    /** `GET /admin/exams/{id}`: the exam and its questions with the correct options. */
    get: examPage,

    async create(actor: Actor, body: z.output<typeof examBody>): Promise<AdminExamPage> {
      await assertReferencesExist(body);
      const now = new Date(clock.now());
      const id = await savingQuestions(() =>
        exams.insert(
          {
            title: body.title,
            description: body.discription,
            ...timesOf(body.isTimed, body.startTime, body.endTime),
            isForCenter: body.isForCenter,
            solutionUrl: body.solutionUrl,
            solutionVideoId: body.video,
            shuffleQuestions: body.shuffleQuestions,
            shuffleOptions: body.shuffleOptions,
            drawCount: body.drawCount,
            honourBoard: body.honourBoard,
            createdAt: now,
            updatedAt: now,
          },
          body.courses,
          // Every question of a new exam is new: ids sent back from another exam's GET are dropped.
          body.questions.map(({ _id, ...question }) => question),
        ),
      );
      const page = await examPage(id);
      await audit.recordNow({
        ...audited(actor, 'create', id, page.exam.title),
        changes: createdFields(examAuditView(page)),
      });
      return page;
    },

    /** Timing and the draw are checked on the exam as it will be, stored fields merged with the patch. */
    async update(actor: Actor, id: string, patch: ExamFields): Promise<AdminExamPage> {
      const stored = await exams.findRow(id);
      if (!stored) throw notFound(messages.examNotFound);
      const before = await examPage(id);
      const current = timingOf(stored);
      const timing = {
        isTimed: patch.isTimed ?? current.isTimed,
        startTime: patch.startTime === undefined ? current.startTime : patch.startTime,
        endTime: patch.endTime === undefined ? current.endTime : patch.endTime,
      };
      const draw = {
        drawCount: patch.drawCount === undefined ? stored.drawCount : patch.drawCount,
        questionCount: patch.questions?.length ?? before.questions.length,
      };
      const problems = [...examTimingProblems(timing), ...examDrawProblems(draw)];
      if (problems.length > 0) throw unprocessable(problems);
      await assertReferencesExist(patch);
      const values: Partial<NewExamRow> = {
        ...timesOf(timing.isTimed, timing.startTime, timing.endTime),
        updatedAt: new Date(clock.now()),
      };
      if (patch.title !== undefined) values.title = patch.title;
      if (patch.discription !== undefined) values.description = patch.discription;
      if (patch.isForCenter !== undefined) values.isForCenter = patch.isForCenter;
      if (patch.solutionUrl !== undefined) values.solutionUrl = patch.solutionUrl;
      if (patch.video !== undefined) values.solutionVideoId = patch.video;
      if (patch.shuffleQuestions !== undefined) values.shuffleQuestions = patch.shuffleQuestions;
      if (patch.shuffleOptions !== undefined) values.shuffleOptions = patch.shuffleOptions;
      if (patch.drawCount !== undefined) values.drawCount = patch.drawCount;
      if (patch.honourBoard !== undefined) values.honourBoard = patch.honourBoard;
      const updated = await savingQuestions(() =>
        exams.update(id, values, patch.courses, patch.questions),
      );
      if (!updated) throw notFound(messages.examNotFound);
      cache.invalidate(id);
      forgetExam(id);
      catalogue.invalidate();
      const after = await examPage(id);
      await audit.recordNow({
        ...audited(actor, 'update', id, after.exam.title),
        changes: examUpdateChanges(before, after),
      });
      return after;
    },

    async remove(actor: Actor, id: string): Promise<DeletedResponse> {
      const before = await examPage(id);
      if (!(await exams.remove(id))) throw notFound(messages.examNotFound);
      cache.invalidate(id);
      forgetExam(id);
      catalogue.invalidate();
      await audit.recordNow({
        ...audited(actor, 'delete', id, before.exam.title),
        changes: deletedFields(examDeletedView(before)),
      });
      return { message: messages.deleted };
    },

    /** `GET /admin/exam-solution/{id}`: always with the address. */
    async solution(id: string): Promise<ExamSolution> {
      const record = await exams.findWithSolutionVideo(id);
      if (!record) throw notFound(messages.examNotFound);
      const video = solutionVideoOf(record);
      if (!video) throw notFound(messages.noSolution);
      return { exam: { _id: record.row.id, title: record.row.title }, video };
    },
  };
}
