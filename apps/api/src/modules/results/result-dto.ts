import {
  mayRevealAnswers,
  studentTiming,
  type AdminResultDetail,
  type AdminResultItem,
  type ResultDetail,
  type ResultStudent,
  type UserResultItem,
} from '@sabora/contract';
import { timingOf } from '../exams/exam-dto';
import { overrideOf } from '../exams/exams.repository';
import type { ResultRecord, ResultWithAnswers } from './results.repository';

/** The timing of the result's exam for its own student: the exam's, moved by their window. */
export function ownTimingOf(record: ResultRecord & { exam: NonNullable<ResultRecord['exam']> }) {
  return studentTiming(timingOf(record.exam), record.override && overrideOf(record.override));
}

/**
 * A result's score and answers may be shown to its student once their own
 * window has closed (decision 0155): an early submitter with a make-up next
 * week sees nothing until then, and others' extra time holds no one back.
 */
export function isRevealed(record: ResultRecord, now: number, graceMs: number): boolean {
  if (record.exam === null) return true;
  return mayRevealAnswers(ownTimingOf({ ...record, exam: record.exam }), now, graceMs);
}

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

export function toResultDetail(record: ResultWithAnswers): ResultDetail {
  return {
    _id: record.row.id,
    exam: examRefOf(record),
    score: record.row.score,
    totalScore: record.row.totalScore,
    submittedAt: record.row.submittedAt.getTime(),
    answers: record.answers.map(({ row, question }) => ({
      // An answer is its result's n-th: no key of its own to send (migration 0006).
      _id: `${row.resultId}:${row.position}`,
      question: question
        ? {
            _id: question.id,
            title: question.title,
            options: question.options,
            imageUrl: question.imageUrl,
          }
        : null,
      selected: row.selected,
      correct: row.correct,
      score: row.score,
      questionScore: row.questionScore,
      rating: row.rating,
    })),
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
