import {
  mayRevealAnswers,
  studentTiming,
  type AdminResultDetail,
  type AdminResultItem,
  type ResultDetail,
  type ResultStudent,
  type UserResultItem,
} from '@sabora/contract';
import { studentOptions, timingOf } from '../exams/exam-dto';
import type { QuestionRow } from '../../db/schema/index';
import type { ResultRecord, ResultWithAnswers } from './results.repository';

/**
 * A result's score and answers may be shown once its student can no longer
 * answer the exam: with a window of their own, once that closes.
 */
export function isRevealed(record: ResultRecord, now: number, graceMs: number): boolean {
  return record.exam === null || mayRevealAnswers(timingOfStudent(record), now, graceMs);
}

/** The result's exam timing moved by the student's own window; its exam must exist. */
export const timingOfStudent = (record: ResultRecord) =>
  studentTiming(timingOf(record.exam!), record.override);

const examRefOf = (record: ResultRecord) =>
  record.exam ? { _id: record.exam.id, title: record.exam.title } : null;

const studentOf = ({ student }: ResultRecord): ResultStudent | null =>
  student
    ? {
        _id: student.id,
        name: student.name,
        phone: student.phone,
        fatherPhone: student.fatherPhone,
        governorate: student.governorate,
      }
    : null;

/**
 * The options chosen, in the order the student was shown them: an answer's
 * snapshot keeps the admin's order (decision 0238). An option no longer on
 * the question keeps its place after the others.
 */
function inShownOrder(selected: readonly string[], shown: readonly string[]): string[] {
  const place = (option: string) => {
    const at = shown.indexOf(option);
    return at < 0 ? shown.length : at;
  };
  return [...selected].sort((a, b) => place(a) - place(b));
}

/**
 * Answers come in the student's question order (stored positions follow their
 * paper) and each question's options in the order they were shown; a deleted
 * question is null and keeps only what the answer stored.
 */
export function toResultDetail(record: ResultWithAnswers): ResultDetail {
  const { exam, row: result } = record;
  const optionsOf = (question: QuestionRow) =>
    exam && result.userId ? studentOptions(exam, question, result.userId) : question.options;
  return {
    _id: record.row.id,
    exam: examRefOf(record),
    score: record.row.score,
    totalScore: record.row.totalScore,
    submittedAt: record.row.submittedAt.getTime(),
    answers: record.answers.map(({ row, question }) => {
      const options = question ? optionsOf(question) : null;
      return {
        // An answer is its result's n-th: no key of its own to send (migration 0006).
        _id: `${row.resultId}:${row.position}`,
        question:
          question && options
            ? { _id: question.id, title: question.title, options, imageUrl: question.imageUrl }
            : null,
        selected: options ? inShownOrder(row.selected, options) : row.selected,
        correct: row.correct,
        score: row.score,
        questionScore: row.questionScore,
        rating: row.rating,
      };
    }),
  };
}

export function toAdminResultDetail(record: ResultWithAnswers): AdminResultDetail {
  const student = studentOf(record);
  return { ...toResultDetail(record), user: student, student };
}

export function toUserResultItem(record: ResultRecord, revealed: boolean): UserResultItem {
  return {
    _id: record.row.id,
    exam: examRefOf(record),
    score: revealed ? record.row.score : null,
    totalScore: revealed ? record.row.totalScore : null,
    submittedAt: record.row.submittedAt.getTime(),
    revealed,
  };
}

export function toAdminResultItem(record: ResultRecord): AdminResultItem {
  const student = studentOf(record);
  return {
    _id: record.row.id,
    exam: examRefOf(record),
    user: student,
    student,
    score: record.row.score,
    totalScore: record.row.totalScore,
    submittedAt: record.row.submittedAt.getTime(),
  };
}

/**
 * What the audit trail keeps of a deleted result: who, which exam, the score
 * and each answer, named so the entry still reads once the exam is gone.
 */
export function deletedResultSnapshot(record: ResultWithAnswers) {
  return {
    exam: record.exam?.title ?? null,
    user: record.student?.name ?? null,
    phone: record.student?.phone ?? null,
    score: record.row.score,
    totalScore: record.row.totalScore,
    submittedAt: record.row.submittedAt.getTime(),
    answers: record.answers.map(({ row, question }) => ({
      title: question?.title ?? null,
      selected: row.selected,
      score: row.score,
      questionScore: row.questionScore,
      rating: row.rating,
    })),
  };
}
