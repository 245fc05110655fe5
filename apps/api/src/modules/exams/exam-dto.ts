import {
  paperKey,
  paperOf,
  paperTotal,
  studentTiming,
  type AdminExam,
  type AdminExamListItem,
  type ExamWindowOverride,
  type PaperSettings,
  type AdminQuestion,
  type ExamSummary,
  type ExamTiming,
  type NamedRef,
  type StudentExam,
  type StudentQuestion,
} from '@sabora/contract';
import type { ExamRow, QuestionRow } from '../../db/schema/index';
import { toCourseRef } from '../courses/course-dto';
import type { ExamListRecord, ExamRecord } from './exams.repository';

/** With a student's own window, its times are theirs, as their exam page and banner say. */
export function toExamSummary(row: ExamRow, override?: ExamWindowOverride): ExamSummary {
  const timing = studentTiming(timingOf(row), override);
  return {
    _id: row.id,
    title: row.title,
    isTimed: row.isTimed,
    startTime: timing.startTime,
    endTime: timing.endTime,
    isForCenter: row.isForCenter,
  };
}

export function toExamRef(row: Pick<ExamRow, 'id' | 'title'>): NamedRef {
  return { _id: row.id, title: row.title };
}

/** What the exam-state rules (contract rules/exam-state.ts) read from an exam. */
export function timingOf(row: Pick<ExamRow, 'isTimed' | 'startTime' | 'endTime'>): ExamTiming {
  return {
    isTimed: row.isTimed,
    startTime: row.startTime?.getTime() ?? null,
    endTime: row.endTime?.getTime() ?? null,
  };
}

/** What cuts each student's paper (contract rules/exam-paper.ts). */
export function paperSettingsOf(
  row: Pick<ExamRow, 'shuffleQuestions' | 'shuffleOptions' | 'drawCount'>,
): PaperSettings {
  return {
    shuffleQuestions: row.shuffleQuestions,
    shuffleOptions: row.shuffleOptions,
    drawCount: row.drawCount,
  };
}

/** Whether students get papers of their own, so no two pages can be shared. */
export function hasPersonalPapers(row: ExamRow, questionCount: number): boolean {
  return (
    row.shuffleQuestions ||
    row.shuffleOptions ||
    (row.drawCount !== null && row.drawCount < questionCount)
  );
}

/** The questions one student was given, in their order: what they answer and are graded on. */
export function studentPaper(row: ExamRow, questions: readonly QuestionRow[], userId: string) {
  return paperOf(questions, paperSettingsOf(row), paperKey(row.paperSeed, userId), (q) => q.id);
}

/**
 * A question's options in the order this student was shown them. Cut per
 * question, so it holds whichever questions their paper draws today.
 */
export function studentOptions(
  row: Pick<ExamRow, 'shuffleOptions' | 'paperSeed'>,
  question: QuestionRow,
  userId: string,
): string[] {
  if (!row.shuffleOptions) return question.options;
  const settings = { shuffleQuestions: false, shuffleOptions: true, drawCount: null };
  const [shown] = paperOf([question], settings, paperKey(row.paperSeed, userId), (q) => q.id);
  return shown!.options;
}

/**
 * The exam as one student sees it: `questions` is their paper, and with an
 * override the times are their own window.
 */
export function toStudentExam(
  row: ExamRow,
  questions: readonly QuestionRow[],
  override: ExamWindowOverride | null = null,
): StudentExam {
  return {
    _id: row.id,
    title: row.title,
    discription: row.description,
    ...studentTiming(timingOf(row), override),
    totalScore: paperTotal(questions),
    questionCount: questions.length,
    override,
  };
}

/** Never `correct`: only how many options are correct. */
export function toStudentQuestion(row: QuestionRow): StudentQuestion {
  return {
    _id: row.id,
    title: row.title,
    options: row.options,
    correctCount: row.correct.length,
    score: row.score,
    imageUrl: row.imageUrl,
  };
}

export function toAdminQuestion(row: QuestionRow): AdminQuestion {
  return {
    _id: row.id,
    title: row.title,
    options: row.options,
    correct: row.correct,
    score: row.score,
    imageUrl: row.imageUrl,
  };
}

export function toAdminExamListItem(record: ExamListRecord): AdminExamListItem {
  const { row, solutionVideo } = record;
  return {
    _id: row.id,
    title: row.title,
    discription: row.description,
    ...timingOf(row),
    prevCourse: record.courses.map(toCourseRef),
    isForCenter: row.isForCenter,
    solutionUrl: row.solutionUrl,
    video: solutionVideo ? { _id: solutionVideo.id, title: solutionVideo.title } : null,
    shuffleQuestions: row.shuffleQuestions,
    shuffleOptions: row.shuffleOptions,
    drawCount: row.drawCount,
    honourBoard: row.honourBoard,
    totalScore: record.totalScore,
    questionCount: record.questionCount,
    createdAt: row.createdAt.getTime(),
    updatedAt: row.updatedAt.getTime(),
  };
}

export function toAdminExam(record: ExamRecord): AdminExam {
  return { ...toAdminExamListItem(record), resultsCount: record.resultsCount };
}
