import { examTimingIssues } from '@sabora/contract';
import type { AdminExamPage, ExamBody } from '@sabora/contract';
import { linesToArray } from '@/lib/lines';

export interface QuestionValues {
  _id?: string;
  title: string;
  /** One option per line (spec: a textarea value is an array of lines). */
  optionsText: string;
  correct: string[];
  score: number | null;
  imageUrl: string | null;
}

export interface ExamFormValues {
  title: string;
  discription: string;
  isTimed: boolean;
  startTime: number | null;
  endTime: number | null;
  courses: string[];
  isForCenter: boolean;
  /** Only a timed exam closes, so only a timed exam shows a board (decision 0161). */
  honourBoard: boolean;
  solutionUrl: string;
  shuffleQuestions: boolean;
  shuffleOptions: boolean;
  /** Empty: every student gets every question. */
  drawCount: number | null;
  questions: QuestionValues[];
}

export const optionsOf = (text: string | undefined): string[] => [...new Set(linesToArray(text))];

/** The correct options that are still among the typed options, in their order. */
export function syncCorrect(correct: readonly string[] | undefined, options: readonly string[]) {
  return (correct ?? []).filter((option) => options.includes(option));
}

export const emptyQuestion = (): QuestionValues => ({
  title: '',
  optionsText: '',
  correct: [],
  score: 1,
  imageUrl: null,
});

export function examFormValues(page: AdminExamPage | undefined): ExamFormValues {
  const exam = page?.exam;
  return {
    title: exam?.title ?? '',
    discription: exam?.discription ?? '',
    isTimed: exam?.isTimed ?? false,
    startTime: exam?.startTime ?? null,
    endTime: exam?.endTime ?? null,
    courses: exam?.prevCourse.map((course) => course._id) ?? [],
    isForCenter: exam?.isForCenter ?? false,
    honourBoard: exam?.honourBoard ?? false,
    solutionUrl: exam?.solutionUrl ?? '',
    shuffleQuestions: exam?.shuffleQuestions ?? false,
    shuffleOptions: exam?.shuffleOptions ?? false,
    drawCount: exam?.drawCount ?? null,
    questions: page
      ? page.questions.map((question) => ({
          _id: question._id,
          title: question.title,
          optionsText: question.options.join('\n'),
          correct: question.correct,
          score: question.score,
          imageUrl: question.imageUrl,
        }))
      : [emptyQuestion()],
  };
}

/** The request body; the contract schema validates it before it is sent. */
export function examBodyOf(values: ExamFormValues): ExamBody {
  return {
    title: values.title,
    discription: values.discription,
    isTimed: values.isTimed,
    startTime: values.isTimed ? values.startTime : null,
    endTime: values.isTimed ? values.endTime : null,
    courses: values.courses,
    isForCenter: values.isForCenter,
    honourBoard: values.isTimed && values.honourBoard,
    solutionUrl: values.solutionUrl.trim() === '' ? null : values.solutionUrl.trim(),
    shuffleQuestions: values.shuffleQuestions,
    shuffleOptions: values.shuffleOptions,
    drawCount: values.drawCount ?? null,
    questions: values.questions.map((question) => {
      const options = optionsOf(question.optionsText);
      return {
        ...(question._id ? { _id: question._id } : {}),
        title: question.title,
        options,
        correct: syncCorrect(question.correct, options),
        score: question.score ?? Number.NaN,
        imageUrl: question.imageUrl,
      };
    }),
  };
}

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((option) => b.includes(option));

/**
 * Whether a save changed what the stored results are graded against: a
 * question's key, score or options, or a question deleted. A new question
 * changes nothing: no student was given it.
 */
export function gradingChanged(before: AdminExamPage, after: AdminExamPage): boolean {
  const saved = new Map(after.questions.map((question) => [question._id, question]));
  return before.questions.some((question) => {
    const now = saved.get(question._id);
    return (
      !now ||
      now.score !== question.score ||
      !sameSet(now.correct, question.correct) ||
      !sameSet(now.options, question.options)
    );
  });
}

export function totalScoreOf(questions: ReadonlyArray<Partial<QuestionValues>> | undefined) {
  const total = (questions ?? []).reduce((sum, question) => sum + (question.score ?? 0), 0);
  return Math.round(total * 100) / 100;
}

/**
 * A schema issue's path on the form: the body's `options` is the form's
 * `optionsText`, and a rule about a whole question (a correct answer that is
 * not among its options) shows under its correct answers.
 */
export function formPathOf(path: ReadonlyArray<PropertyKey>): (string | number)[] {
  const parts = path.filter((part): part is string | number => typeof part !== 'symbol');
  if (parts[0] === 'questions' && parts[2] === 'options')
    return ['questions', parts[1] ?? 0, 'optionsText'];
  if (parts[0] === 'questions' && parts.length === 2) return ['questions', parts[1]!, 'correct'];
  return parts.slice(0, parts[0] === 'questions' ? 3 : 1);
}

const examFields = new Set([
  'title',
  'discription',
  'startTime',
  'endTime',
  'courses',
  'solutionUrl',
  'drawCount',
]);
const questionFields = new Set(['title', 'optionsText', 'correct', 'score', 'imageUrl']);

/** Whether the editor has a field at `path` to show an error under. */
export function isFieldPath(path: ReadonlyArray<string | number>): boolean {
  if (path.length === 1) return examFields.has(String(path[0]));
  return path.length === 3 && path[0] === 'questions' && questionFields.has(String(path[2]));
}

// The server's timing messages are the contract's; each is found under its field.
const timingFields = new Map(
  [
    { isTimed: true, startTime: null, endTime: null },
    { isTimed: true, startTime: 2, endTime: 1 },
  ].flatMap((timing) => examTimingIssues(timing).map((issue) => [issue.message, issue.field])),
);

/** A 422's messages placed on the editor's fields where the message names one. */
export function serverProblems(error: { message: string; data: readonly string[] }) {
  const messages = error.data.length > 0 ? error.data : [error.message];
  return messages.map((message) => {
    const field = timingFields.get(message);
    return { path: field ? [field] : [], message };
  });
}

/**
 * The fields whose errors a change makes stale: the changed ones, the correct
 * answers when the options change, and both times when either moves.
 */
export function staleErrorsOf(changed: Partial<ExamFormValues>): (string | number)[][] {
  const names: (string | number)[][] = [];
  for (const key of Object.keys(changed)) {
    if (key === 'questions') continue;
    names.push([key]);
    if (key === 'startTime' || key === 'endTime' || key === 'isTimed')
      names.push(['startTime'], ['endTime']);
  }
  changed.questions?.forEach((question, index) => {
    if (!question) return;
    for (const key of Object.keys(question)) {
      names.push(['questions', index, key]);
      if (key === 'optionsText') names.push(['questions', index, 'correct']);
    }
  });
  return names;
}
