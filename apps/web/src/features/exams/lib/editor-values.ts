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
  solutionUrl: string;
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
    solutionUrl: exam?.solutionUrl ?? '',
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
    solutionUrl: values.solutionUrl.trim() === '' ? null : values.solutionUrl.trim(),
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

export function totalScoreOf(questions: ReadonlyArray<Partial<QuestionValues>> | undefined) {
  const total = (questions ?? []).reduce((sum, question) => sum + (question.score ?? 0), 0);
  return Math.round(total * 100) / 100;
}

/** A schema issue's path on the form: the body's `options` is the form's `optionsText`. */
export function formPathOf(path: ReadonlyArray<PropertyKey>): (string | number)[] {
  const parts = path.filter((part): part is string | number => typeof part !== 'symbol');
  if (parts[0] === 'questions' && parts[2] === 'options')
    return ['questions', parts[1] ?? 0, 'optionsText'];
  return parts.slice(0, parts[0] === 'questions' ? 3 : 1);
}
