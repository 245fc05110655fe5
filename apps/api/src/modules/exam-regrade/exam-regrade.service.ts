import type { RegradeResponse, ResultStudent } from '@sabora/contract';
import { notFound } from '../../lib/http-errors';
import { messages } from '../../messages';
import type { Actor, AuditService } from '../audit/audit.service';
import type { ExamRegradeRepository } from './exam-regrade.repository';
import { planRegrade, type ChangedResult } from './regrade-plan';

interface Deps {
  repository: ExamRegradeRepository;
  audit: AuditService;
}

export type ExamRegradeService = ReturnType<typeof createExamRegradeService>;

export function createExamRegradeService({ repository, audit }: Deps) {
  async function answer(
    changed: readonly ChangedResult[],
    checked: number,
    applied: boolean,
  ): Promise<RegradeResponse> {
    const userIds = [...new Set(changed.flatMap((result) => result.userId ?? []))];
    const students = new Map<string, ResultStudent>(
      (await repository.students(userIds)).map(({ id, ...student }) => [
        id,
        { _id: id, ...student },
      ]),
    );
    const listed = changed.map((result) => ({
      result: result.id,
      user: (result.userId && students.get(result.userId)) || null,
      before: result.before,
      after: result.after,
    }));
    // By name, as the results list reads, so the dry run and the confirm list alike.
    listed.sort((a, b) => (a.user?.name ?? '').localeCompare(b.user?.name ?? '', 'ar'));
    return { count: changed.length, checked, applied, changed: listed };
  }

  return {
    /**
     * `POST /admin/exams/{id}/regrade`: a dry run lists the results whose
     * score would change; otherwise they are regraded in one transaction with
     * the audit entry.
     */
    async regrade(actor: Actor, examId: string, dryRun: boolean): Promise<RegradeResponse> {
      if (dryRun) {
        const title = await repository.examTitle(examId);
        if (title === undefined) throw notFound(messages.examNotFound);
        const stored = await repository.read(examId);
        const plan = planRegrade(stored.questions, stored.results);
        return answer(plan.changed, plan.checked, false);
      }
      const title = await repository.examTitle(examId);
      const plan = await repository.regrade(examId, planRegrade, async (tx, outcome) => {
        await audit.record(tx, {
          actor,
          action: 'exam.regrade',
          entityType: 'exam',
          entityId: examId,
          entityLabel: title ?? null,
          changes: {
            regradedResults: { before: null, after: outcome.checked },
            changedResults: { before: null, after: outcome.changed.length },
          },
        });
      });
      if (!plan) throw notFound(messages.examNotFound);
      return answer(plan.changed, plan.checked, true);
    },
  };
}
