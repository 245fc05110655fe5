import { governorateLabels, standingPercent } from '@sabora/contract';
import type { ExamRow, QuestionRow } from '../../db/schema/index';
import { cairoDateTime } from '../../lib/csv';
import type { Cell, Sheet } from '../../lib/export/sheet-stream';
import { messages } from '../../messages';
import type { AnswerMark, ExportedResult } from './results.repository';

const headers = messages.resultsExportHeaders;
// A whole question in a header makes a column nobody can read.
const shortTitle = (title: string) => (title.length > 40 ? `${title.slice(0, 39)}…` : title);

export interface ResultsSheetInput {
  exam: ExamRow;
  questions: readonly QuestionRow[];
  /** Adds a column for answers whose question was deleted, so the marks still add up. */
  withDeleted: boolean;
  pages: AsyncIterable<ExportedResult[]>;
  marksOf(resultIds: readonly string[]): Promise<Map<string, AnswerMark[]>>;
}

/**
 * An exam's results as a sheet, best first like the list: who (with both
 * phones), the stored score, full score and percent, when, and each
 * question's stored mark (empty where the result has no answer to it).
 */
export function resultsSheet(input: ResultsSheetInput): Sheet {
  const { questions, withDeleted } = input;
  function cellsOf({ row, student }: ExportedResult, answers: readonly AnswerMark[]): Cell[] {
    const byQuestion = new Map(answers.map((answer) => [answer.questionId, answer.score]));
    const deleted = answers.filter((answer) => answer.questionId === null);
    return [
      student?.name ?? messages.deletedStudent,
      student?.phone ?? null,
      student?.fatherPhone ?? null,
      student ? governorateLabels[student.governorate] : null,
      row.score,
      row.totalScore,
      // Cut as every screen shows it: rounded, 99.9999 of 200 read 50, the pass mark.
      standingPercent(row),
      cairoDateTime(row.submittedAt),
      ...questions.map((question) => byQuestion.get(question.id) ?? null),
      ...(withDeleted ? [deleted.reduce((sum, answer) => sum + answer.score, 0)] : []),
    ];
  }
  async function* rows() {
    for await (const page of input.pages) {
      const answers = await input.marksOf(page.map((record) => record.row.id));
      yield page.map((record) => cellsOf(record, answers.get(record.row.id) ?? []));
    }
  }
  return {
    name: messages.resultsExportFileName(input.exam.title),
    headers: [
      headers.name,
      headers.phone,
      headers.fatherPhone,
      headers.governorate,
      headers.score,
      headers.totalScore,
      headers.percent,
      headers.submittedAt,
      ...questions.map((question, index) =>
        headers.question(index + 1, shortTitle(question.title)),
      ),
      ...(withDeleted ? [headers.deletedQuestions] : []),
    ],
    pages: rows(),
  };
}
