import {
  examClosesAt,
  type AdminResultDetail,
  type AdminResultsResponse,
  type DeletedResponse,
  type ExamStats,
  type NonSolversResponse,
  type ResultDetail,
  type UserResultResponse,
  type UserResultsResponse,
} from '@sabora/contract';
import type { UserRow } from '../../db/schema/index';
import type { Clock } from '../../lib/clock';
import { notFound } from '../../lib/http-errors';
import { messages } from '../../messages';
import type { ExamsRepository } from '../exams/exams.repository';
import { timingOf, toExamRef } from '../exams/exam-dto';
import type { UsersRepository } from '../users/users.repository';
import type { ExamStatsRepository } from './exam-stats.repository';
import type { NonSolversRepository } from './non-solvers.repository';
import {
  isRevealed,
  toAdminResultDetail,
  toAdminResultItem,
  toResultDetail,
  toUserResultItem,
} from './result-dto';
import type { Paging, ResultsRepository } from './results.repository';

interface Deps {
  results: ResultsRepository;
  stats: ExamStatsRepository;
  nonSolvers: NonSolversRepository;
  exams: ExamsRepository;
  users: UsersRepository;
  clock: Clock;
  graceMs: number;
}

export type ResultsService = ReturnType<typeof createResultsService>;

const round = (value: number) => Math.round(value * 10_000) / 10_000;

export function createResultsService(deps: Deps) {
  const { results, stats, nonSolvers, exams, users, clock, graceMs } = deps;

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

  return {
    /** The graded result, answers and correct options included: callers check it may be shown. */
    async detail(id: string): Promise<ResultDetail> {
      return toResultDetail(await withAnswers(id));
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
        const revealAt = examClosesAt(timingOf(found.exam!), graceMs)!;
        return { earlyResult: { submittedAt: found.row.submittedAt.getTime(), revealAt } };
      }
      return { result: toResultDetail(found) };
    },

    async examResults(examId: string, paging: Paging): Promise<AdminResultsResponse> {
      await examRow(examId);
      const { records, count } = await results.pageOfExam(examId, paging);
      return { results: records.map(toAdminResultItem), count };
    },

    async studentResultsForAdmin(userId: string, paging: Paging): Promise<AdminResultsResponse> {
      if (!(await users.findById(userId))) throw notFound(messages.userNotFound);
      const { records, count } = await results.pageOfStudent(userId, paging);
      return { results: records.map(toAdminResultItem), count };
    },

    async adminResult(id: string): Promise<AdminResultDetail> {
      return toAdminResultDetail(await withAnswers(id));
    },

    async remove(id: string): Promise<DeletedResponse> {
      if (!(await results.remove(id))) throw notFound(messages.resultNotFound);
      return { message: messages.deleted };
    },

    async stats(examId: string): Promise<ExamStats> {
      const row = await examRow(examId);
      const [summary, tenths, ratings, selections, questions] = await Promise.all([
        stats.summary(examId),
        stats.tenths(examId),
        stats.ratings(examId),
        stats.selections(examId),
        exams.questionsOf(examId),
      ]);
      const picks = new Map<string, number>();
      for (const { questionId, selected, count } of selections) {
        for (const option of selected) {
          const key = `${questionId}\u0000${option}`;
          picks.set(key, (picks.get(key) ?? 0) + count);
        }
      }
      return {
        exam: toExamRef(row),
        count: summary.count,
        average: summary.average === null ? null : round(summary.average),
        median: summary.median === null ? null : round(summary.median),
        max: summary.max,
        totalScore: round(questions.reduce((sum, question) => sum + question.score, 0)),
        distribution: Array.from({ length: 10 }, (_, tenth) => ({
          from: tenth * 10,
          to: tenth * 10 + 10,
          count: tenths.find((entry) => entry.tenth === tenth)?.count ?? 0,
        })),
        questions: questions.map((question) => {
          const rated = ratings.find((entry) => entry.questionId === question.id);
          return {
            _id: question.id,
            title: question.title,
            correct: rated?.correct ?? 0,
            semiCorrect: rated?.semiCorrect ?? 0,
            wrong: rated?.wrong ?? 0,
            options: question.options.map((option) => ({
              option,
              picks: picks.get(`${question.id}\u0000${option}`) ?? 0,
              isCorrect: question.correct.includes(option),
            })),
          };
        }),
      };
    },

    async nonSolvers(examId: string, paging: Paging): Promise<NonSolversResponse> {
      const row = await examRow(examId);
      const { rows, count } = await nonSolvers.page(row, new Date(clock.now()), paging);
      return {
        users: rows.map(({ id, ...fields }) => ({ _id: id, ...fields })),
        count,
      };
    },
  };
}
