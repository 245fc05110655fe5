import type { z } from 'zod';
import {
  studentTiming,
  type DeletedResponse,
  type ExamOverride,
  type examOverrideBody,
  type ExamOverridesResponse,
  type examOverridesQuery,
  type ExamTiming,
} from '@sabora/contract';
import type { ExamOverrideRow, ExamRow } from '../../db/schema/index';
import type { Clock } from '../../lib/clock';
import { conflict, notFound, unprocessable } from '../../lib/http-errors';
import { messages } from '../../messages';
import { changedFields, createdFields, deletedFields } from '../audit/audit-changes';
import type { Actor, AuditService } from '../audit/audit.service';
import { timingOf } from '../exams/exam-dto';
import { overrideOf, type ExamsRepository } from '../exams/exams.repository';
import type { ExamOverridesRepository, OverrideRecord } from './exam-overrides.repository';

interface Deps {
  repository: ExamOverridesRepository;
  exams: Pick<ExamsRepository, 'findRow' | 'hasResult'>;
  /** Drops the exam this process keeps for its students (with its overrides) at once. */
  forgetExam: (id: string) => void;
  audit: AuditService;
  clock: Clock;
}

export type ExamOverridesService = ReturnType<typeof createExamOverridesService>;

const windowFields = (row: ExamOverrideRow) => ({
  extraMinutes: row.extraMinutes,
  startTime: row.startTime?.getTime() ?? null,
  endTime: row.endTime?.getTime() ?? null,
});

/** What the audit trail keeps of a student's own window: the parts it has. */
const auditView = (row: ExamOverrideRow) =>
  Object.fromEntries(
    Object.entries(windowFields(row)).filter(([, value]) => value !== null && value !== 0),
  );

function toExamOverride(timing: ExamTiming, { row, student }: OverrideRecord): ExamOverride {
  const own = studentTiming(timing, overrideOf(row));
  return {
    user: {
      _id: student.id,
      name: student.name,
      phone: student.phone,
      fatherPhone: student.fatherPhone,
      governorate: student.governorate,
    },
    ...windowFields(row),
    // Only timed exams take overrides, and a timed exam has both times.
    window: { startTime: own.startTime!, endTime: own.endTime! },
    updatedAt: row.updatedAt.getTime(),
  };
}

/** The admins' side of per-student windows: list, set and remove (design.md "Exam depth"). */
export function createExamOverridesService(deps: Deps) {
  const { repository, exams, forgetExam, audit, clock } = deps;

  async function examRow(examId: string): Promise<ExamRow> {
    const row = await exams.findRow(examId);
    if (!row) throw notFound(messages.examNotFound);
    return row;
  }

  const audited = (actor: Actor, change: 'set' | 'delete', exam: ExamRow, userId: string) =>
    ({
      actor,
      action: `exam.override-${change}`,
      entityType: 'exam',
      entityId: exam.id,
      entityLabel: exam.title,
      studentId: userId,
    }) as const;

  return {
    async page(
      examId: string,
      query: z.output<typeof examOverridesQuery>,
    ): Promise<ExamOverridesResponse> {
      const row = await examRow(examId);
      const { records, count } = await repository.page(examId, query, new Date(clock.now()));
      const timing = timingOf(row);
      return {
        exam: { _id: row.id, title: row.title },
        overrides: records.map((record) => toExamOverride(timing, record)),
        count,
      };
    },

    /**
     * Checked on the window as it will be, the exam's times merged with the
     * override's: a make-up that ends before it starts is refused, not stored.
     */
    async put(
      actor: Actor,
      examId: string,
      userId: string,
      body: z.output<typeof examOverrideBody>,
    ): Promise<ExamOverride> {
      const row = await examRow(examId);
      const timing = timingOf(row);
      if (!timing.isTimed) throw unprocessable([messages.overrideNeedsTimedExam]);
      const own = studentTiming(timing, body);
      if (own.startTime !== null && own.endTime !== null && own.endTime <= own.startTime)
        throw unprocessable([messages.overrideEndsBeforeStart]);
      const student = await repository.student(userId);
      if (!student) throw notFound(messages.userNotFound);
      // Time given after the submit changes nothing but when their result shows.
      if (await exams.hasResult(examId, userId)) throw conflict(messages.overrideAfterSubmit);
      const saved = await repository.transaction(async (tx) => {
        const before = await repository.findForUpdate(examId, userId, tx);
        const after = await repository.put(
          {
            examId,
            userId,
            extraMinutes: body.extraMinutes,
            startTime: body.startTime === null ? null : new Date(body.startTime),
            endTime: body.endTime === null ? null : new Date(body.endTime),
          },
          new Date(clock.now()),
          tx,
        );
        await audit.record(tx, {
          ...audited(actor, 'set', row, userId),
          changes: before
            ? changedFields(auditView(before), auditView(after))
            : createdFields(auditView(after)),
        });
        return after;
      });
      forgetExam(examId);
      return toExamOverride(timing, { row: saved, student });
    },

    async remove(actor: Actor, examId: string, userId: string): Promise<DeletedResponse> {
      const row = await examRow(examId);
      await repository.transaction(async (tx) => {
        const removed = await repository.remove(examId, userId, tx);
        if (!removed) throw notFound(messages.overrideNotFound);
        await audit.record(tx, {
          ...audited(actor, 'delete', row, userId),
          changes: deletedFields(auditView(removed)),
        });
      });
      forgetExam(examId);
      return { message: messages.deleted };
    },
  };
}
