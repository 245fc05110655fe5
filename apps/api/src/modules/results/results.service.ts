import {
  boardName,
  examClosesAt,
  isExamWindowOpen,
  studentTiming,
  toFourDecimals,
  type AdminExamResultsResponse,
  type AdminResultDetail,
  type AdminResultsResponse,
  type DeletedResponse,
  type ExamStats,
  type HonourBoardResponse,
  type NonSolversResponse,
  type ResultDetail,
  type ResultStanding,
  type UserResultResponse,
  type UserResultsResponse,
} from '@sabora/contract';
import type { UserRow } from '../../db/schema/index';
import type { Clock } from '../../lib/clock';
import type { Sheet } from '../../lib/export/sheet-stream';
import { createFreshShare, queryKey } from '../../lib/fresh-share';
import { notFound } from '../../lib/http-errors';
import { messages } from '../../messages';
import { deletedFields } from '../audit/audit-changes';
import type { Actor, AuditService } from '../audit/audit.service';
import type { ExamsRepository } from '../exams/exams.repository';
import type { KeptExams } from '../exams/kept-exams';
import { timingOf, toExamRef } from '../exams/exam-dto';
import type { StudentAccountRepository } from '../student-account/student-account.repository';
import type { ExamStatsRepository } from './exam-stats.repository';
import { createExamStatsMemory, type ResultFigures } from './exam-stats-memory';
import { statsBody, type StatsBody } from './exam-stats-body';
import type { NonSolversRepository } from './non-solvers.repository';
import {
  deletedResultSnapshot,
  isRevealed,
  timingOfStudent,
  toAdminResultDetail,
  toAdminResultItem,
  toResultDetail,
  toUserResultItem,
} from './result-dto';
import { resultsSheet } from './results-sheet';
import type { Paging, ResultsRepository, ResultWithAnswers } from './results.repository';
import type { StandingsRepository } from './standings.repository';

interface Deps {
  results: ResultsRepository;
  stats: ExamStatsRepository;
  nonSolvers: NonSolversRepository;
  exams: ExamsRepository;
  /** The exams with their students' own windows, kept in memory. */
  kept: KeptExams;
  standings: StandingsRepository;
  users: StudentAccountRepository;
  audit: AuditService;
  clock: Clock;
  graceMs: number;
}

export type ResultsService = ReturnType<typeof createResultsService>;

export function createResultsService(deps: Deps) {
  const { results, stats, nonSolvers, exams, kept, standings, users, audit, clock, graceMs } = deps;
  const memory = createExamStatsMemory(stats, clock);
  // Each kept reading's figures belong to one version of the exam (its
  // questions), so the answer built from them is built once, not per call.
  const statsBodies = new WeakMap<ResultFigures, Promise<StatsBody>>();

  async function withAnswers(id: string) {
    const found = await results.findWithAnswers(id);
    if (!found) throw notFound(messages.resultNotFound);
    return found;
  }

  async function examRow(examId: string) {
    const row = await exams.findRow(examId);
    if (!row) throw notFound(messages.examNotFound);
    return row;
  }

  // Admins asking for the same page of non-solvers at once share one reading of it (decision 0217).
  const readNonSolvers = createFreshShare(async (key): Promise<NonSolversResponse> => {
    const { examId, ...paging } = JSON.parse(key) as Paging & { examId: string };
    const row = await examRow(examId);
    const { rows, count } = await nonSolvers.page(row, new Date(clock.now()), paging);
    return {
      users: rows.map(({ id, ...fields }) => ({ _id: id, ...fields })),
      count,
    };
  });

  /**
   * The students whose own window of the exam is still open (decision 0162):
   * their results stay off the board and out of everyone's standing until it
   * closes. `asking` is never left out of their own standing.
   */
  async function stillTaking(examId: string, asking?: string): Promise<string[]> {
    const found = await kept.get(examId);
    if (!found) return [];
    const now = clock.now();
    const timing = timingOf(found.row);
    return [...found.overrides]
      .filter(([userId, override]) => {
        if (userId === asking) return false;
        return isExamWindowOpen(studentTiming(timing, override), now, graceMs);
      })
      .map(([userId]) => userId);
  }

  async function standingOf(found: ResultWithAnswers): Promise<ResultStanding | undefined> {
    const examId = found.row.examId;
    const userId = found.row.userId;
    if (!examId || !userId) return undefined;
    const taking = await stillTaking(examId, userId);
    const standing = await standings.standing(examId, found.row.id, taking);
    return (
      standing && {
        ...standing,
        averagePercent: toFourDecimals(standing.averagePercent),
        provisional: taking.length > 0,
      }
    );
  }

  /** What the result's exam offers besides it, read from the exams kept in memory. */
  async function examHasOf(found: ResultWithAnswers): Promise<ResultDetail['examHas']> {
    const exam = found.row.examId ? await kept.get(found.row.examId) : undefined;
    if (!exam) return undefined;
    const { row } = exam;
    // The same conditions as the honour board's 404 and 409 and the solution's 404.
    return {
      honourBoard: row.honourBoard && row.isTimed,
      solution: row.solutionVideoId !== null || Boolean(row.solutionUrl),
    };
  }

  /** The student's own revealed result, with where it stands and what its exam offers. */
  async function ownDetail(found: ResultWithAnswers): Promise<ResultDetail> {
    const [standing, examHas] = await Promise.all([standingOf(found), examHasOf(found)]);
    return { ...toResultDetail(found), ...(standing && { standing }), ...(examHas && { examHas }) };
  }

  return {
    /** The graded result, answers and correct options included: callers check it may be shown. */
    async detail(id: string): Promise<ResultDetail> {
      return toResultDetail(await withAnswers(id));
    },

    /** A student's own result once it may be shown: the detail with their standing. */
    async ownDetail(id: string): Promise<ResultDetail> {
      return ownDetail(await withAnswers(id));
    },

    /** The exam's best results, names masked; the caller checked the board may be shown. */
    async honourBoard(examId: string): Promise<HonourBoardResponse> {
      const rows = await standings.board(examId, await stillTaking(examId));
      return rows.map((row) => ({ ...row, name: boardName(row.name) }));
    },

    async studentResults(student: UserRow, paging: Paging): Promise<UserResultsResponse> {
      const { records, count } = await results.pageOfStudent(student.id, paging);
      const now = clock.now();
      return {
        results: records.map((record) =>
          toUserResultItem(record, isRevealed(record, now, graceMs)),
        ),
        count,
      };
    },

    /** Another student's result is answered as not found: its existence is nobody's business. */
    async studentResult(student: UserRow, id: string): Promise<UserResultResponse> {
      const found = await withAnswers(id);
      if (found.row.userId !== student.id) throw notFound(messages.resultNotFound);
      if (!isRevealed(found, clock.now(), graceMs)) {
        // Hidden only while a timed exam's window is open, so the exam and its end exist.
        const revealAt = examClosesAt(timingOfStudent(found), graceMs)!;
        return { earlyResult: { submittedAt: found.row.submittedAt.getTime(), revealAt } };
      }
      return { result: await ownDetail(found) };
    },

    async examResults(
      examId: string,
      query: Paging & { search?: string | undefined },
    ): Promise<AdminExamResultsResponse> {
      const exam = toExamRef(await examRow(examId));
      const { records, count } = await results.pageOfExam(examId, query, query.search);
      return { exam, results: records.map(toAdminResultItem), count };
    },

    async studentResultsForAdmin(userId: string, paging: Paging): Promise<AdminResultsResponse> {
      if (!(await users.findById(userId))) throw notFound(messages.userNotFound);
      const { records, count } = await results.pageOfStudent(userId, paging);
      return { results: records.map(toAdminResultItem), count };
    },

    async adminResult(id: string): Promise<AdminResultDetail> {
      return toAdminResultDetail(await withAnswers(id));
    },

    /** Deleted together with its audit entry, which keeps a snapshot of the result. */
    async remove(actor: Actor, id: string): Promise<DeletedResponse> {
      const found = await withAnswers(id);
      await results.transaction(async (tx) => {
        if (!(await results.remove(id, tx))) throw notFound(messages.resultNotFound);
        await audit.record(tx, {
          actor,
          action: 'result.delete',
          entityType: 'result',
          entityId: id,
          studentId: found.row.userId,
          changes: deletedFields(deletedResultSnapshot(found)),
        });
      });
      return { message: messages.deleted };
    },

    /**
     * Computed from the stored results alone, so it agrees with the results
     * list whatever was edited since (decision 0120): the full score is the
     * one the results were graded out of, not today's questions' sum. While
     * results arrive, figures a few seconds old may answer, marked (0189).
     */
    async stats(examId: string): Promise<ExamStats> {
      const row = await examRow(examId);
      const { figures, asOf, provisional } = await memory.of(examId, row.updatedAt.getTime());
      let body = statsBodies.get(figures);
      if (!body) {
        body = exams.questionsOf(examId).then((questions) => statsBody(figures, questions));
        statsBodies.set(figures, body);
        // A failed read is not kept: the next call reads the questions again.
        body.catch(() => statsBodies.delete(figures));
      }
      return { exam: toExamRef(row), asOf, provisional, ...(await body) };
    },

    /** The exam's results as a sheet; a missing exam is refused before anything is sent. */
    async exportSheet(examId: string, search?: string): Promise<Sheet> {
      const exam = await examRow(examId);
      const [questions, withDeleted] = await Promise.all([
        exams.questionsOf(examId),
        results.hasDeletedAnswers(examId),
      ]);
      return resultsSheet({
        exam,
        questions,
        withDeleted,
        pages: results.exportPagesOfExam(examId, search),
        marksOf: results.marksOf,
      });
    },

    nonSolvers(examId: string, paging: Paging): Promise<NonSolversResponse> {
      return readNonSolvers(queryKey({ examId, page: paging.page, pageSize: paging.pageSize }));
    },
  };
}
